/**
 * Drawing a graphics ACO corpus pair (test/recompiler/aco-gfx/) through the recompiler, as RADV would
 * launch it: the scene of each pair (vertex data, buffers, push constants), guest memory laid out the way
 * RADV lays it out for the draw (the vertex buffer table of 16-byte V#s, descriptor sets of buffer V#s at
 * RADV's binding offsets, the buffers themselves), the user SGPR values that point at it, and both
 * programs recompiled with the descriptor tables in the request (so every V# is a recompile-time
 * constant). The same scene drawn natively from the GLSL (test/support/native-draw.ts) is the oracle.
 *
 * Guest memory is one block at GUEST_BASE, a 48-bit address whose bits 47..32 are 0x8000: ACO forms the
 * high half of every 32-bit table pointer as 0xffff8000 (`s_movk_i32 0x8000`, sign-extended), which the
 * VM reads as bits 47..32 = 0x8000 (src/isa/tables/guest-address.ts).
 */

import { gatherTexels, type TexelMemory, texelPlacement } from '../../src/driver/guest-images.js';
import {
  decodeImageResource,
  encodeImageResource,
  encodeSampler,
} from '../../src/isa/tables/image-descriptor.js';
import {
  addressOffsetOf,
  fullPushConstantBytes,
  mappedBytes,
  PUSH_BYTES,
  sinkAfter,
} from '../../src/recompiler/address-offset.js';
import type { Binding } from '../../src/recompiler/bindings.js';
import { recompile } from '../../src/recompiler/recompile.js';
import type { MemoryRegion, PixelRequest, VertexRequest } from '../../src/recompiler/request.js';
import { imageAddressing } from '../../src/reference/semantics/image-access.js';
import { emitGeometryStage } from '../../src/spirv/emit-geometry.js';
import type { TargetProfile } from '../../src/util/target-profile.js';
import {
  VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT,
  VK_BUFFER_USAGE_STORAGE_BUFFER_BIT,
} from '../../src/vulkan/bindings.generated.js';
import { Buffer } from '../../src/vulkan/buffer.js';
import type { Device } from '../../src/vulkan/device.js';
import { STORAGE_TEXEL_FORMATS } from '../../src/vulkan/formats.js';
import {
  drawNative,
  type NativeDrawResult,
  type NativeResource,
  type NativeTexture,
} from '../support/native-draw.js';
import { type AcoGfxPair, type GfxSgprFact, nativeDrawState } from './aco-gfx-programs.js';
import { acoPixelRequest, acoVertexRequest } from './aco-gfx-requests.js';

/** Side of the square targets both draws render. */
export const DRAW_SIZE = 32;

/** What one pair draws: the same inputs for the native and the recompiled draw. */
export interface GfxScene {
  /** Binding 0's bytes, laid out as the pair's vertex input (NAME.json `pipeline.vertexInput`). */
  readonly vertexData?: ArrayBufferView;
  readonly vertexCount: number;
  readonly instanceCount?: number;
  /** Bindings of the pair's descriptor sets (buffers, combined image samplers), with their contents. */
  readonly resources?: readonly (NativeResource & {
    readonly kind: 'storageBuffer' | 'uniformBuffer' | 'combinedImageSampler';
  })[];
  /** Push constant bytes, visible to both stages. */
  readonly pushConstants?: ArrayBufferView;
  /**
   * The push constant dwords each stage receives inline in its `push constants, inline dword k` SGPRs:
   * RADV inlines the run of dwords the stage's NIR reads, from the lowest one read (radv_shader_args).
   */
  readonly pushInline?: { readonly vs: readonly number[]; readonly ps: readonly number[] };
  /** Clear value of each colour target (floats, or integers for integer targets). */
  readonly clear?: readonly (readonly [number, number, number, number])[];
}

type Point = readonly [number, number];

/** A triangle covering most of the target with no edge on a pixel centre. */
const TRIANGLE: readonly Point[] = [
  [-0.83, -0.71],
  [0.87, -0.52],
  [-0.11, 0.91],
];
/** A triangle covering the whole target. */
const COVER: readonly Point[] = [
  [-1, -1],
  [3, -1],
  [-1, 3],
];

/** Vertex data: each vertex's floats, packed. */
const floats = (rows: readonly (readonly number[])[]): Float32Array => new Float32Array(rows.flat());

/** Position (xy) then per-vertex values, one row a vertex. */
const withValues = (points: readonly Point[], values: readonly (readonly number[])[]): Float32Array =>
  floats(points.map((p, i) => [...p, ...(values[i % values.length] as readonly number[])]));

const RGBA = [
  [1, 0.25, 0, 1],
  [0, 1, 0.5, 0.75],
  [0.125, 0, 1, 0.5],
];

/** The scene of each pair (by base name, both wave sizes). */
export const SCENES: Readonly<Record<string, GfxScene>> = {
  vertex_color: {
    vertexData: withValues(TRIANGLE, [
      [1, 0, 0],
      [0, 1, 0],
      [0, 0, 1],
    ]),
    vertexCount: 3,
    clear: [[0.2, 0.4, 0.6, 1]],
  },
  ssbo_vertices: {
    vertexCount: 3,
    // struct Vertex { vec4 position; vec4 color; }, std430, indexed by gl_VertexIndex.
    resources: [
      {
        kind: 'storageBuffer',
        binding: 0,
        data: floats(TRIANGLE.map((p, i) => [...p, 0.25, 1, ...(RGBA[i] as number[])])),
      },
    ],
  },
  flat_color: { vertexData: withValues(TRIANGLE, RGBA), vertexCount: 3 },
  noperspective: {
    // Homogeneous positions with w varying, so the screen-linear and perspective varyings differ.
    vertexData: floats([
      [-0.83 * 0.5, -0.71 * 0.5, 0, 0.5, 0, 1],
      [0.87 * 2, -0.52 * 2, 0, 2, 1, 0],
      [-0.11, 0.91, 0, 1, 0.5, 0.5],
    ]),
    vertexCount: 3,
  },
  centroid: { vertexData: withValues(TRIANGLE, RGBA), vertexCount: 3 },
  ubo_transform: {
    // vec3 positions; z feeds the tint factor (z * 0.5 + 0.5).
    vertexData: floats(TRIANGLE.map((p, i) => [...p, [-0.5, 0.25, 1][i] as number])),
    vertexCount: 3,
    resources: [
      {
        kind: 'uniformBuffer',
        binding: 0,
        // std140 { mat4 matrix (column-major); vec4 tint; }: scale x by 0.9, y by 0.8, move by (0.05, -0.1).
        data: floats([
          [0.9, 0, 0, 0],
          [0, 0.8, 0, 0],
          [0, 0, 1, 0],
          [0.05, -0.1, 0, 1],
          [1, 0.5, 0.25, 1],
        ]),
      },
    ],
  },
  instanced: {
    vertexData: floats(TRIANGLE.map((p) => [...p])),
    vertexCount: 3,
    instanceCount: 3,
    // vec4 per instance: xy offset, z scale, w gray level.
    resources: [
      {
        kind: 'storageBuffer',
        binding: 0,
        data: floats([
          [-0.4, -0.4, 0.5, 0.25],
          [0.45, -0.3, 0.4, 0.5],
          [0.1, 0.5, 0.45, 1],
        ]),
      },
    ],
  },
  fullscreen: { vertexCount: 3 },
  mrt: { vertexData: withValues(TRIANGLE, RGBA), vertexCount: 3 },
  discard: {
    vertexData: withValues(COVER, [
      [0, 0],
      [2, 0],
      [0, 2],
    ]),
    vertexCount: 3,
  },
  frag_depth: { vertexData: withValues(TRIANGLE, [[0.125], [0.5], [0.875]]), vertexCount: 3 },
  float_target: {
    vertexData: withValues(TRIANGLE, [
      [0.5, -0.25, 1024.5, 0.125],
      [-3, 7.75, 0.001, 100],
      [1e-3, 2, -0.5, 65536],
    ]),
    vertexCount: 3,
  },
  integer_target: {
    // Two triangles (the left and right halves): flat uvec2 ids of the provoking vertex, gl_PrimitiveID.
    vertexData: new Uint32Array(
      [
        [-1, -1],
        [0, -1],
        [-1, 1],
        [0, -1],
        [1, -1],
        [1, 1],
      ].flatMap(([x, y], i) => [
        ...new Uint32Array(new Float32Array([x as number, y as number]).buffer),
        100 + i,
        0xfffffff0 + i,
      ]),
    ),
    vertexCount: 6,
    clear: [[7, 7, 7, 7]],
  },
  textured_quad: {
    // The whole target, uv from (0, 0) to (1, 1) across a 4x4 texture.
    vertexData: floats(
      [
        [-1, -1],
        [1, -1],
        [-1, 1],
        [1, -1],
        [1, 1],
        [-1, 1],
      ].map(([x, y]) => [x as number, y as number, ((x as number) + 1) / 2, ((y as number) + 1) / 2]),
    ),
    vertexCount: 6,
    resources: [
      {
        kind: 'combinedImageSampler',
        binding: 0,
        // Nearest filtering, clamp to edge: the S# below (POINT, CLAMP_LAST_TEXEL).
        texture: {
          filter: 'nearest',
          address: 'clampToEdge',
          width: 4,
          height: 4,
          texels: Uint8Array.from({ length: 64 }, (_, i) => (i * 37 + 11) & 0xff),
        },
      },
    ],
  },
  push_constants: {
    vertexData: floats(COVER.map((p) => [...p])),
    vertexCount: 3,
    // { vec2 offset; float scale; float pad; vec4 color; }
    pushConstants: new Float32Array([0.5, 0.25, 0.5, 0, 0.25, 0.5, 0.75, 1]),
    // The vertex stage reads offset and scale (dwords 0..2), the fragment stage color (dwords 4..7).
    pushInline: { vs: [0, 1, 2], ps: [4, 5, 6, 7] },
  },
};

/** The scene of a pair (`NAME` or `NAME.w32`), undefined where there is none. */
export function sceneOf(pair: AcoGfxPair): GfxScene | undefined {
  return SCENES[pair.name.replace(/\.w32$/, '')];
}

/** The native reference draw of a pair's scene. */
export function drawPairNative(device: Device, pair: AcoGfxPair, scene: GfxScene): NativeDrawResult {
  return drawNative(device, {
    ...nativeDrawState(pair),
    width: DRAW_SIZE,
    height: DRAW_SIZE,
    vertexCount: scene.vertexCount,
    ...(scene.instanceCount !== undefined ? { instanceCount: scene.instanceCount } : {}),
    ...(scene.vertexData ? { vertexData: scene.vertexData } : {}),
    ...(scene.resources ? { resources: scene.resources } : {}),
    ...(scene.pushConstants ? { pushConstants: scene.pushConstants } : {}),
    ...(scene.clear ? { clear: scene.clear } : {}),
  });
}

/** 48-bit guest address of the block: bits 47..32 are what ACO's `s_movk_i32 0x8000` gives table pointers. */
export const GUEST_BASE = 0x8000_0001_0000n;
/** Offsets in the block. */
const VERTEX_TABLE = 0x0;
const SET_TABLES = 0x100; // set s at SET_TABLES + SET_STRIDE * s
const SET_STRIDE = 0x100;
const VERTEX_DATA = 0x1000;
const BUFFER_DATA = 0x2000; // resource i at BUFFER_DATA + BUFFER_STRIDE * i
const BUFFER_STRIDE = 0x1000;

/**
 * A buffer V# as RADV 22.3 writes it on GFX10 (radv_flush_vertex_descriptors, write_buffer_descriptor):
 * DST_SEL XYZW, FORMAT 32_UINT for vertex buffers (ACO fetches attributes with untyped loads) and
 * 32_FLOAT for storage/uniform buffers, RESOURCE_LEVEL 1, OOB_SELECT structured (index >= NUM_RECORDS)
 * for a strided vertex buffer and raw (offset >= NUM_RECORDS) otherwise.
 */
function bufferVsharp(address: bigint, stride: number, numRecords: number, format: number): number[] {
  const dstSel = 4 | (5 << 3) | (6 << 6) | (7 << 9);
  const oobSelect = stride ? 1 : 3;
  return [
    Number(address & 0xffff_ffffn),
    Number((address >> 32n) & 0xffffn) | (stride << 16),
    numRecords,
    (dstSel | (format << 12) | (1 << 24) | (oobSelect << 28)) >>> 0,
  ];
}
const FORMAT_32_UINT = 20;
const FORMAT_32_FLOAT = 22;

/** An RGBA8 UNORM 2D texture's T# (IMG_FORMAT 8_8_8_8_UNORM, LINEAR), as RADV writes one for a sampled image. */
function textureTsharp(address: bigint, texture: NativeTexture): number[] {
  return encodeImageResource({
    base: Number(address),
    format: 56,
    width: texture.width,
    height: texture.height,
  });
}

/** The guest memory of a draw and what points into it. */
export interface GuestLayout {
  /** The whole block from GUEST_BASE. */
  readonly bytes: Uint8Array;
  /** The descriptor tables (vertex buffer table and sets): the memory both requests carry. */
  readonly tables: readonly MemoryRegion[];
  readonly vsUserSgprs: readonly number[];
  readonly psUserSgprs: readonly number[];
}

const low32 = (offset: number): number => Number((GUEST_BASE + BigInt(offset)) & 0xffff_ffffn);

/** Lays out guest memory for a pair's scene and computes both stages' user SGPR values from their roles. */
export function layoutGuest(pair: AcoGfxPair, scene: GfxScene): GuestLayout {
  const resources = scene.resources ?? [];
  const bytes = new Uint8Array(BUFFER_DATA + BUFFER_STRIDE * Math.max(1, resources.length));
  const words = new DataView(bytes.buffer);
  const put = (offset: number, dwords: readonly number[]): void => {
    dwords.forEach((w, i) => {
      words.setUint32(offset + 4 * i, w, true);
    });
  };
  const copy = (offset: number, data: ArrayBufferView): void => {
    if (data.byteLength > BUFFER_STRIDE) throw new RangeError(`${data.byteLength} bytes of scene data`);
    bytes.set(new Uint8Array(data.buffer, data.byteOffset, data.byteLength), offset);
  };
  const input = pair.facts.pipeline.vertexInput;
  if (input && scene.vertexData) {
    copy(VERTEX_DATA, scene.vertexData);
    for (const binding of input.bindings) {
      // One binding in the corpus (binding 0); its V# is at 16 * binding of the table.
      put(
        VERTEX_TABLE + 16 * binding.binding,
        bufferVsharp(GUEST_BASE + BigInt(VERTEX_DATA), binding.stride, scene.vertexCount, FORMAT_32_UINT),
      );
    }
  }
  const sets = new Set<number>();
  resources.forEach((r, i) => {
    const set = r.set ?? 0;
    const fact = pair.facts.bindings.find((b) => b.set === set && b.binding === r.binding);
    if (!fact) throw new RangeError(`${pair.name} declares no set ${set} binding ${r.binding}`);
    sets.add(set);
    const at = SET_TABLES + SET_STRIDE * set + fact.byteOffset;
    const data = BUFFER_DATA + BUFFER_STRIDE * i;
    if (r.kind === 'combinedImageSampler') {
      // RADV's combined image sampler: the T# at +0 (8 dwords), the S# at +80 (radv_descriptor_set).
      const tsharp = textureTsharp(GUEST_BASE + BigInt(data), r.texture);
      put(at, tsharp);
      put(at + 80, encodeSampler({ clamp: ['CLAMP_LAST_TEXEL', 'CLAMP_LAST_TEXEL', 'CLAMP_LAST_TEXEL'] }));
      const addressing = imageAddressing(decodeImageResource(tsharp), 4);
      for (let y = 0; y < r.texture.height; y++) {
        for (let x = 0; x < r.texture.width; x++) {
          const guest = addressing.texelAddress({ x, y, slice: 0, sample: 0, level: 0 });
          const offset = guest - Number(GUEST_BASE);
          if (offset < data || offset + 4 > data + BUFFER_STRIDE)
            throw new RangeError('texel outside its slot');
          const texel = 4 * (y * r.texture.width + x);
          bytes.set(r.texture.texels.subarray(texel, texel + 4), offset);
        }
      }
      return;
    }
    copy(data, r.data);
    put(at, bufferVsharp(GUEST_BASE + BigInt(data), 0, r.data.byteLength, FORMAT_32_FLOAT));
  });
  const push = scene.pushConstants
    ? new Uint32Array(
        scene.pushConstants.buffer.slice(
          scene.pushConstants.byteOffset,
          scene.pushConstants.byteOffset + scene.pushConstants.byteLength,
        ),
      )
    : new Uint32Array(0);
  const sgprs = (facts: readonly GfxSgprFact[], first: number, count: number, inline: readonly number[]) => {
    const values = new Array<number>(count).fill(0);
    for (const fact of facts) {
      const at = fact.sgpr - first;
      const setMatch = /^descriptor set (\d+) \(32-bit pointer\)$/.exec(fact.role);
      const pushMatch = /^push constants, inline dword (\d+)$/.exec(fact.role);
      if (fact.role.startsWith('vertex buffer descriptors')) values[at] = low32(VERTEX_TABLE);
      else if (setMatch) values[at] = low32(SET_TABLES + SET_STRIDE * Number(setMatch[1]));
      else if (pushMatch) {
        const dword = inline[Number(pushMatch[1])];
        if (dword === undefined) throw new RangeError(`${pair.name}: no inline push dword for ${fact.role}`);
        values[at] = push[dword] ?? 0;
      } else if (!/^(base vertex|start instance|ring offsets)/.test(fact.role)) {
        // Base vertex and start instance are the draw's 0; the ring offsets are unused without scratch.
        throw new RangeError(`${pair.name}: no value for user SGPR role '${fact.role}'`);
      }
    }
    return values;
  };
  const { vs, ps } = pair.facts;
  const tables: MemoryRegion[] = [];
  const region = (offset: number, length: number): void => {
    tables.push({
      base: `0x${(GUEST_BASE + BigInt(offset)).toString(16)}`,
      words: [...new Uint32Array(bytes.buffer.slice(offset, offset + length))],
    });
  };
  if (input) region(VERTEX_TABLE, 16 * input.bindings.length);
  for (const set of [...sets].sort()) region(SET_TABLES + SET_STRIDE * set, SET_STRIDE);
  return {
    bytes,
    tables,
    vsUserSgprs: sgprs(vs.userSgprs, vs.userSgprStart, vs.userSgprCount, scene.pushInline?.vs ?? []),
    psUserSgprs: sgprs(ps.userSgprs, 0, ps.userSgprCount, scene.pushInline?.ps ?? []),
  };
}

/** Both programs' requests for the draw: the corpus requests with the user SGPRs and tables of `guest`. */
export function drawRequests(
  pair: AcoGfxPair,
  target: TargetProfile,
  guest: GuestLayout,
): { vs: VertexRequest; ps: PixelRequest } {
  return {
    vs: { ...acoVertexRequest(pair, target), userSgprs: [...guest.vsUserSgprs], memory: guest.tables },
    ps: { ...acoPixelRequest(pair, target), userSgprs: [...guest.psUserSgprs], memory: guest.tables },
  };
}

/**
 * The storage image a recompiled program binds, its texels gathered (detiled) from guest memory through
 * its T# by the driver's guest-image module, as the driver binds it.
 */
function storageImage(guest: GuestLayout, binding: Binding): NativeResource {
  const info = binding.image;
  if (binding.kind !== 'storage-image' || !info) throw new RangeError(`binding ${binding.name} is no image`);
  if (info.dim !== '2d_array') throw new RangeError(`binding ${binding.name}: a ${info.dim} image`);
  const memory: TexelMemory = {
    read: (address, length) =>
      guest.bytes.subarray(address - Number(GUEST_BASE), address - Number(GUEST_BASE) + length),
    write: () => {
      throw new RangeError('the draw writes no image');
    },
  };
  const placement = texelPlacement(binding.name, info);
  const { width, height, depth: layers } = placement;
  const texels = gatherTexels(memory, placement, info.texelBytes, binding.name);
  return {
    kind: 'storageImage',
    set: binding.set,
    binding: binding.binding,
    image: {
      format: STORAGE_TEXEL_FORMATS[info.format] as string,
      width,
      height,
      layers,
      arrayed: true,
      texels,
    },
  };
}

/** What a recompiled draw may change: the profile it recompiles for, and the interpolation mode. */
export interface RecompiledDrawOptions {
  readonly target?: TargetProfile;
  readonly barycentrics?: 'host-interpolator' | 'exact';
}

/**
 * The pair's scene drawn through the recompiler: both programs recompiled for the device, guest memory
 * in one device buffer with a device address (and the sink after it), the push block for both
 * stages, no vertex input, vkCmdDraw(vertexCount, instanceCount, 0, 0), into the same targets as the
 * native draw.
 */
export function drawPairRecompiled(
  device: Device,
  pair: AcoGfxPair,
  scene: GfxScene,
  options: RecompiledDrawOptions = {},
): NativeDrawResult {
  const guest = layoutGuest(pair, scene);
  const requests = drawRequests(pair, options.target ?? device.profile, guest);
  const vs = recompile(requests.vs);
  const ps = recompile(
    options.barycentrics
      ? { ...requests.ps, pixel: { ...requests.ps.pixel, barycentrics: options.barycentrics } }
      : requests.ps,
  );
  const geometry = ps.interface.stage === 'pixel' ? ps.interface.geometryStage : undefined;
  for (const result of [vs, ps]) {
    // The block both stages share is the PUSH_BYTES written below; a program declaring another is a bug here.
    const { size, members } = result.pushConstants;
    const offset = members.find((m) => m.name === 'addressOffset')?.offset;
    if (size > PUSH_BYTES || (size > 0 && offset !== 0))
      throw new RangeError(
        `${pair.name}: the ${result.stage} program's push block is not the recompiler's (PUSH_MEMBERS)`,
      );
  }
  const images = [vs, ps].flatMap((result) => result.bindings.map((b) => storageImage(guest, b)));
  const memory = Buffer.create(device, {
    size: mappedBytes(guest.bytes.byteLength),
    usage: VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT,
    memory: 'upload',
  });
  try {
    memory.write(guest.bytes);
    if (memory.address === undefined) throw new RangeError('the guest memory buffer has no device address');
    const push = fullPushConstantBytes({
      addressOffset: addressOffsetOf(memory.address, GUEST_BASE),
      sinkAddress: sinkAfter(GUEST_BASE, guest.bytes.byteLength),
    });
    const { vertexInput: _, ...state } = nativeDrawState(pair);
    return drawNative(device, {
      ...state,
      vertex: vs.spirv,
      ...(geometry && vs.interface.stage === 'vertex'
        ? { geometry: emitGeometryStage(geometry, vs.interface.distances) }
        : {}),
      fragment: ps.spirv,
      width: DRAW_SIZE,
      height: DRAW_SIZE,
      vertexCount: scene.vertexCount,
      ...(scene.instanceCount !== undefined ? { instanceCount: scene.instanceCount } : {}),
      pushConstants: push,
      ...(images.length ? { resources: images } : {}),
      ...(scene.clear ? { clear: scene.clear } : {}),
    });
  } finally {
    memory.destroy();
  }
}
