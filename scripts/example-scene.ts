/**
 * The bundled example scene (examples/scene.capture, written by gen-example-scene.ts) and its
 * variations for the driver tests: guest programs assembled from text with our assembler, vertex data
 * and descriptor tables in guest memory, register state through the PM4 builder. An NGG passthrough
 * vertex program fetches position and colour through V#s of a descriptor table whose address is in
 * user SGPRs s8:s9 (a second variant adds a per-instance offset fetched by the instance id, v8); the
 * pixel program interpolates parameter 0 and exports it to MRT0 (FP16_ABGR, compressed, or 32_ABGR).
 * The draws: a gradient sky (list), two mountain strips in one indexed draw with a restart index, a
 * row of instanced trees, and a translucent blended pane; over a depth target when asked. With `moon`,
 * a textured moon follows the sky: its vertices carry (u, v) as their colour, and a second pixel
 * program samples a 4KB_S RGBA8 texture through a T# and an S# it loads from a descriptor table
 * whose address is in its user SGPRs s0:s1 (point sampling, clamped), blended by the texels' alpha.
 */
import { CaptureBuilder } from '../src/agc/capture/builder.js';
import { computeHtileLayout, PS5_GB_ADDR_CONFIG } from '../src/agc/models/htile.js';
import { Pm4Writer } from '../src/agc/pm4/builder.js';
import { encodeFields } from '../src/agc/registers/index.js';
import { assembleWords } from '../src/isa/index.js';
import {
  decodeImageResource,
  encodeImageResource,
  encodeSampler,
  SWIZZLE_MODES,
  type SwizzleModeName,
} from '../src/isa/tables/image-descriptor.js';
import { encodeBufferResource } from '../src/reference/buffer-resource.js';
import { imageAddressing } from '../src/reference/semantics/image-access.js';
import { planeLayout, surfaceLayout } from '../src/reference/tiling.js';
import { colorTargetRegisters, passthroughDrawRegisters, pixelRegisters } from './draw-registers.js';

/** Unified buffer format 32_32_32_32_FLOAT. */
const FORMAT_RGBA32F = 77;

/**
 * The NGG pass-through prologue every vertex program here starts with: GS_ALLOC_REQ for the wave's
 * primitives and vertices (s16 and s17), the input primitive exported on the primitive lanes, then
 * EXEC = the vertex lanes (v10 holds the lane index).
 */
export const NGG_PASSTHROUGH_PROLOGUE: readonly string[] = [
  's_bfe_u32 s16, s3, 0x80008', // primitive count: merged_wave_info[15:8]
  's_and_b32 s17, s3, 0xff', // vertex count: merged_wave_info[7:0]
  's_lshl_b32 s18, s16, 12',
  's_or_b32 m0, s18, s17',
  's_sendmsg sendmsg(MSG_GS_ALLOC_REQ)',
  'v_mbcnt_lo_u32_b32 v10, -1, 0',
  's_mov_b32 s19, exec_lo',
  'v_cmp_gt_u32_e32 vcc_lo, s16, v10',
  's_and_saveexec_b32 s20, vcc_lo',
  'exp prim v0, off, off, off done',
  's_mov_b32 exec_lo, s19',
  'v_cmp_gt_u32_e32 vcc_lo, s17, v10',
  's_and_saveexec_b32 s20, vcc_lo',
];

/** The NGG vertex program: passthrough primitives, position and colour fetched by vertex id (v5). */
export function vertexProgramText(instanced: boolean): string {
  return [
    ...NGG_PASSTHROUGH_PROLOGUE,
    's_load_dwordx4 s[24:27], s[8:9], 0x0',
    's_load_dwordx4 s[28:31], s[8:9], 0x10',
    ...(instanced ? ['s_load_dwordx4 s[32:35], s[8:9], 0x20'] : []),
    's_waitcnt lgkmcnt(0)',
    'buffer_load_format_xyzw v[11:14], v5, s[24:27], 0 idxen',
    'buffer_load_format_xyzw v[15:18], v5, s[28:31], 0 idxen',
    ...(instanced
      ? [
          'buffer_load_format_xyzw v[19:22], v8, s[32:35], 0 idxen',
          's_waitcnt vmcnt(0)',
          'v_add_f32_e32 v11, v11, v19',
          'v_add_f32_e32 v12, v12, v20',
        ]
      : ['s_waitcnt vmcnt(0)']),
    'exp pos0 v11, v12, v13, v14 done',
    'exp param0 v15, v16, v17, v18',
    's_endpgm',
  ].join('\n');
}

/** The pixel program: parameter 0 at PERSP_CENTER (i, j in v0, v1), prim mask in s0, to MRT0. */
export function pixelProgramText(exportFormat: 'fp16' | 'fp32'): string {
  const interp = ['x', 'y', 'z', 'w'].flatMap((c, i) => [
    `v_interp_p1_f32_e32 v${2 + i}, v0, attr0.${c}`,
    `v_interp_p2_f32_e32 v${2 + i}, v1, attr0.${c}`,
  ]);
  const exportLines =
    exportFormat === 'fp16'
      ? [
          'v_cvt_pkrtz_f16_f32_e32 v6, v2, v3',
          'v_cvt_pkrtz_f16_f32_e32 v7, v4, v5',
          'exp mrt0 v6, v6, v7, v7 done compr vm',
        ]
      : ['exp mrt0 v2, v3, v4, v5 done vm'];
  return ['s_mov_b32 m0, s0', ...interp, ...exportLines, 's_endpgm'].join('\n');
}

/**
 * The textured pixel program: (u, v) from parameter 0, the T# at table +0 and the S# at +0x20 (the
 * table's address in the user SGPRs s0:s1, the prim mask in s2), the sampled texel to MRT0.
 */
export function texturedPixelProgramText(exportFormat: 'fp16' | 'fp32'): string {
  const exportLines =
    exportFormat === 'fp16'
      ? [
          'v_cvt_pkrtz_f16_f32_e32 v8, v4, v5',
          'v_cvt_pkrtz_f16_f32_e32 v9, v6, v7',
          'exp mrt0 v8, v8, v9, v9 done compr vm',
        ]
      : ['exp mrt0 v4, v5, v6, v7 done vm'];
  return [
    's_mov_b32 m0, s2',
    'v_interp_p1_f32_e32 v2, v0, attr0.x',
    'v_interp_p2_f32_e32 v2, v1, attr0.x',
    'v_interp_p1_f32_e32 v3, v0, attr0.y',
    'v_interp_p2_f32_e32 v3, v1, attr0.y',
    's_load_dwordx8 s[4:11], s[0:1], 0x0',
    's_load_dwordx4 s[12:15], s[0:1], 0x20',
    's_waitcnt lgkmcnt(0)',
    'image_sample v[4:7], v[2:3], s[4:11], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D',
    's_waitcnt vmcnt(0)',
    ...exportLines,
    's_endpgm',
  ].join('\n');
}

/** A texture of a scene draw: RGBA8 UNORM texels (x fastest) in a swizzle mode. */
export interface SceneTexture {
  readonly width: number;
  readonly height: number;
  readonly swizzleMode: SwizzleModeName;
  readonly texels: Uint8Array;
}

/** The moon's texture: a pale disc with a few darker craters, transparent around it. */
export function moonTexture(): SceneTexture {
  const size = 32;
  const texels = new Uint8Array(size * size * 4);
  const craters = [
    [11, 12, 4],
    [20, 19, 3],
    [18, 9, 2],
    [10, 21, 2],
  ] as const;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const inside = (x - 15.5) ** 2 + (y - 15.5) ** 2 <= 14 ** 2;
      if (!inside) continue;
      const crater = craters.some(([cx, cy, r]) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r);
      texels.set(crater ? [196, 192, 172, 255] : [240, 236, 210, 255], 4 * (y * size + x));
    }
  }
  return { width: size, height: size, swizzleMode: '4KB_S', texels };
}

/** One vertex: clip-space position and RGBA colour. */
export type SceneVertex = readonly [
  x: number,
  y: number,
  z: number,
  r: number,
  g: number,
  b: number,
  a: number,
];

/** One draw of the scene, as data (the tests draw the same data natively). */
export interface SceneDraw {
  readonly name: string;
  readonly topology: 'triangleList' | 'triangleStrip';
  readonly vertices: readonly SceneVertex[];
  /** Indices (0xffff restarts a strip); absent for an auto-index draw. */
  readonly indices?: readonly number[];
  /** 32-bit indices (0xffff in `indices` becomes the 32-bit restart index); default 16. */
  readonly indexBits?: 16 | 32;
  /** VGT_INDX_OFFSET: the vertices are placed after this many unused ones (default 0). */
  readonly vertexOffset?: number;
  /** Per-instance x/y offsets (the instanced vertex program). */
  readonly instances?: readonly (readonly [number, number])[];
  /** Blends source alpha over the target. */
  readonly blend?: boolean;
  /** Samples this texture with the textured pixel program; the vertex colours are (u, v, 0, 1). */
  readonly texture?: SceneTexture;
}

const sky = (z: number): SceneVertex[] => {
  const top = [0.16, 0.1, 0.35, 1] as const;
  const bottom = [0.95, 0.55, 0.3, 1] as const;
  const v = (x: number, y: number, c: readonly number[]): SceneVertex => [x, y, z, c[0], c[1], c[2], c[3]];
  return [v(-1, -1, top), v(1, -1, top), v(-1, 1, bottom), v(-1, 1, bottom), v(1, -1, top), v(1, 1, bottom)];
};

/** The draws of the scene. */
export const SCENE_DRAWS: readonly SceneDraw[] = [
  { name: 'sky', topology: 'triangleList', vertices: sky(0.9) },
  {
    name: 'mountains',
    topology: 'triangleStrip',
    vertices: [
      [-1, 0.9, 0.5, 0.2, 0.25, 0.35, 1],
      [-0.55, 0.1, 0.5, 0.55, 0.6, 0.7, 1],
      [-0.1, 0.9, 0.5, 0.2, 0.25, 0.35, 1],
      [0.2, 0.9, 0.6, 0.15, 0.2, 0.28, 1],
      [0.55, -0.05, 0.6, 0.5, 0.52, 0.62, 1],
      [1, 0.9, 0.6, 0.15, 0.2, 0.28, 1],
    ],
    indices: [0, 1, 2, 0xffff, 3, 4, 5],
  },
  {
    name: 'trees',
    topology: 'triangleList',
    vertices: [
      [-0.9, 0.95, 0.3, 0.05, 0.3, 0.12, 1],
      [-0.8, 0.6, 0.3, 0.2, 0.65, 0.3, 1],
      [-0.7, 0.95, 0.3, 0.05, 0.3, 0.12, 1],
    ],
    instances: [
      [0, 0],
      [0.35, 0],
      [0.7, 0],
      [1.05, 0],
      [1.4, 0],
    ],
  },
  {
    name: 'pane',
    topology: 'triangleList',
    vertices: [
      [-0.3, -0.7, 0.2, 0.9, 0.95, 1, 0.45],
      [0.5, -0.4, 0.2, 0.6, 0.8, 1, 0.45],
      [0.1, 0.3, 0.2, 0.8, 0.9, 1, 0.45],
    ],
    blend: true,
  },
];

/** The moon: a textured quad in the upper right, in front of the sky, blended by the texels' alpha. */
export const MOON_DRAW: SceneDraw = (() => {
  const [x0, x1, y0, y1, z] = [0.45, 0.8, -0.88, -0.53, 0.85];
  const v = (x: number, y: number, u: number, w: number): SceneVertex => [x, y, z, u, w, 0, 1];
  return {
    name: 'moon',
    topology: 'triangleList',
    vertices: [
      v(x0, y0, 0, 0),
      v(x1, y0, 1, 0),
      v(x0, y1, 0, 1),
      v(x0, y1, 0, 1),
      v(x1, y0, 1, 0),
      v(x1, y1, 1, 1),
    ],
    blend: true,
    texture: moonTexture(),
  };
})();

/** Variations of the scene. */
export interface SceneOptions {
  readonly width?: number;
  readonly height?: number;
  readonly colorSwizzle?: SwizzleModeName;
  readonly depth?: boolean;
  /**
   * With depth: HTILE metadata saying every tile is fast-cleared to 1.0 (ZMASK 0), over depth memory
   * holding 0.0 (which would fail every LESS test if it were read).
   */
  readonly htile?: boolean;
  readonly exportFormat?: 'fp16' | 'fp32';
  readonly draws?: readonly SceneDraw[];
  /** RGBA8 the target memory starts with. */
  readonly background?: readonly [number, number, number, number];
  /** The textured moon after the sky (with the default draws). */
  readonly moon?: boolean;
}

/** Where the scene put things. */
export interface SceneFacts {
  readonly width: number;
  readonly height: number;
  readonly colorAddress: number;
  readonly depthAddress: number | undefined;
  /** HTILE address and bytes (with `htile`). */
  readonly htile: { readonly address: number; readonly bytes: number } | undefined;
  readonly background: readonly [number, number, number, number];
  /** Each draw's index buffer address (undefined for auto-index draws). */
  readonly indexAddresses: readonly (number | undefined)[];
}

const floatBits = (x: number): number => new Uint32Array(Float32Array.of(x).buffer)[0];
const SWIZZLE_CODE = (name: SwizzleModeName): number =>
  Number(Object.entries(SWIZZLE_MODES).find(([, n]) => n === name)?.[0] ?? 0);

/** IMG_FORMAT 8_8_8_8 UNORM. */
const IMG_RGBA8_UNORM = 56;

/** A texture placed in guest memory: its T# and each texel's guest address. */
export interface PlacedTexture {
  readonly tsharp: number[];
  readonly address: (x: number, y: number) => number;
}

/**
 * Places `texture` where its T# (at a 64 KiB-aligned address, `format` any 4-byte image format,
 * default 8_8_8_8 UNORM) puts its texels, through the tiling model; bytes around them are 0xee.
 */
export function placeTexture(
  b: CaptureBuilder,
  texture: SceneTexture,
  format = IMG_RGBA8_UNORM,
): PlacedTexture {
  const init = { format, width: texture.width, height: texture.height, swizzleMode: texture.swizzleMode };
  const size = imageAddressing(decodeImageResource(encodeImageResource({ base: 0, ...init })), 4).layout
    .sizeBytes;
  const base = b.alloc(size, 65536);
  const tsharp = encodeImageResource({ base, ...init });
  const addressing = imageAddressing(decodeImageResource(tsharp), 4);
  const address = (x: number, y: number): number =>
    addressing.texelAddress({ x, y, slice: 0, sample: 0, level: 0 });
  const bytes = new Uint8Array(size).fill(0xee);
  for (let y = 0; y < texture.height; y++)
    for (let x = 0; x < texture.width; x++) {
      const texel = 4 * (y * texture.width + x);
      bytes.set(texture.texels.subarray(texel, texel + 4), address(x, y) - base);
    }
  b.place(base, bytes);
  return { tsharp, address };
}

/** Builds the scene into a capture builder. */
export function buildExampleScene(options: SceneOptions = {}): {
  builder: CaptureBuilder;
  facts: SceneFacts;
} {
  const width = options.width ?? 256;
  const height = options.height ?? 256;
  const swizzle = options.colorSwizzle ?? '64KB_R_X';
  const background = options.background ?? [16, 24, 48, 255];
  const draws =
    options.draws ??
    (options.moon ? [SCENE_DRAWS[0] as SceneDraw, MOON_DRAW, ...SCENE_DRAWS.slice(1)] : SCENE_DRAWS);
  const b = new CaptureBuilder();
  b.metadata = { title: 'Oberon example scene', tool: 'scripts/gen-example-scene.ts' };
  const vs = b.program(assembleWords(vertexProgramText(false)), 2, 'vertex');
  const vsInstanced = b.program(assembleWords(vertexProgramText(true)), 2, 'vertex (instanced)');
  const ps = b.program(assembleWords(pixelProgramText(options.exportFormat ?? 'fp16')), 1, 'pixel');
  const texturedPs = draws.some((d) => d.texture)
    ? b.program(assembleWords(texturedPixelProgramText(options.exportFormat ?? 'fp16')), 1, 'textured pixel')
    : undefined;

  const colorLayout = planeLayout(swizzle, 4, width, height);
  const fill = new Uint8Array(colorLayout.sizeBytes);
  for (let i = 0; i < fill.length; i += 4) fill.set(background, i);
  const colorAddress = b.place(b.alloc(fill.length, 65536), fill);
  let depthAddress: number | undefined;
  let htile: SceneFacts['htile'];
  if (options.depth) {
    const depthLayout = surfaceLayout({ ...colorLayout.desc, swizzleMode: '64KB_Z_X' });
    const ones = new Uint32Array(depthLayout.sizeBytes / 4).fill(floatBits(options.htile ? 0 : 1));
    depthAddress = b.place(b.alloc(ones.byteLength, 65536), ones);
    if (options.htile) {
      const bytes = computeHtileLayout(PS5_GB_ADDR_CONFIG, width, height).sliceBytes;
      // A depth-only fast-clear word: MaxZ 0x3FFF, MinZ 0x3FFF (the clear depth 1.0), ZMASK 0.
      const cleared = new Uint32Array(bytes / 4).fill(((0x3fff << 18) | (0x3fff << 4)) >>> 0);
      htile = { address: b.place(b.alloc(bytes, 65536), cleared), bytes };
    }
  }

  const cb = new Pm4Writer();
  cb.setAll({
    ...passthroughDrawRegisters(width, height),
    ...pixelRegisters(0, 1, options.exportFormat === 'fp32' ? 9 : 4),
    ...colorTargetRegisters(0, { address: colorAddress, width, height, swizzle: SWIZZLE_CODE(swizzle) }),
  });
  cb.setProgram('ES', vs).setProgram('PS', ps);
  if (depthAddress !== undefined) {
    cb.setAll({
      DB_Z_INFO: encodeFields('DB_Z_INFO', { FORMAT: 3, SW_MODE: SWIZZLE_CODE('64KB_Z_X') }),
      DB_Z_READ_BASE: (depthAddress / 256) >>> 0,
      DB_Z_WRITE_BASE: (depthAddress / 256) >>> 0,
      DB_Z_READ_BASE_HI: Math.floor(depthAddress / 256 / 2 ** 32),
      DB_Z_WRITE_BASE_HI: Math.floor(depthAddress / 256 / 2 ** 32),
      DB_DEPTH_SIZE_XY: encodeFields('DB_DEPTH_SIZE_XY', { X_MAX: width - 1, Y_MAX: height - 1 }),
      DB_DEPTH_CONTROL: encodeFields('DB_DEPTH_CONTROL', { Z_ENABLE: 1, Z_WRITE_ENABLE: 1, ZFUNC: 1 }),
    });
    if (htile) {
      cb.setAll({
        DB_Z_INFO: encodeFields('DB_Z_INFO', {
          FORMAT: 3,
          SW_MODE: SWIZZLE_CODE('64KB_Z_X'),
          TILE_SURFACE_ENABLE: 1,
        }),
        DB_STENCIL_INFO: encodeFields('DB_STENCIL_INFO', { TILE_STENCIL_DISABLE: 1 }),
        DB_HTILE_DATA_BASE: (htile.address / 256) >>> 0,
        DB_HTILE_DATA_BASE_HI: Math.floor(htile.address / 256 / 2 ** 32),
        DB_DEPTH_CLEAR: floatBits(1),
      });
    }
  }
  const indexAddresses: (number | undefined)[] = [];
  let indexOffset = 0;
  let textured = false;
  for (const draw of draws) {
    if (draw.texture && texturedPs !== undefined) {
      // The texture where its T# says, and the table (T# at +0, S# at +0x20) the pixel program loads.
      const { tsharp } = placeTexture(b, draw.texture);
      const sampler = encodeSampler({ clamp: ['CLAMP_LAST_TEXEL', 'CLAMP_LAST_TEXEL', 'CLAMP_LAST_TEXEL'] });
      const table = b.placeWords([...tsharp, ...sampler], 256);
      cb.setProgram('PS', texturedPs);
      cb.setAll({
        SPI_SHADER_PGM_RSRC2_PS: encodeFields('SPI_SHADER_PGM_RSRC2_PS', { USER_SGPR: 2 }),
        SPI_SHADER_USER_DATA_PS_0: table >>> 0,
        SPI_SHADER_USER_DATA_PS_1: Math.floor(table / 2 ** 32),
      });
      textured = true;
    } else if (textured) {
      cb.setProgram('PS', ps);
      cb.setAll({ SPI_SHADER_PGM_RSRC2_PS: encodeFields('SPI_SHADER_PGM_RSRC2_PS', { USER_SGPR: 0 }) });
      textured = false;
    }
    const skip = draw.vertexOffset ?? 0;
    const unused: SceneVertex[] = new Array(skip).fill([0, 0, 0, 0, 0, 0, 0]);
    const vertices = [...unused, ...draw.vertices];
    const n = vertices.length;
    const positions = b.placeWords(
      vertices.flatMap((v) => [v[0], v[1], v[2], 1].map(floatBits)),
      16,
    );
    const colors = b.placeWords(
      vertices.flatMap((v) => v.slice(3).map(floatBits)),
      16,
    );
    const vsharp = (base: number, records: number): number[] =>
      // OOB_SELECT 1: the index is checked against num_records (structured, as idxen fetches are).
      encodeBufferResource({ base, stride: 16, numRecords: records, format: FORMAT_RGBA32F, oobSelect: 1 });
    const table = [...vsharp(positions, n), ...vsharp(colors, n)];
    if (draw.instances) {
      const offsets = b.placeWords(
        draw.instances.flatMap(([x, y]) => [x, y, 0, 0].map(floatBits)),
        16,
      );
      table.push(...vsharp(offsets, draw.instances.length));
    }
    const tableAddress = b.placeWords(table, 16);
    cb.setProgram('ES', draw.instances ? vsInstanced : vs);
    cb.setAll({
      SPI_SHADER_PGM_RSRC2_GS: encodeFields('SPI_SHADER_PGM_RSRC2_GS', {
        USER_SGPR: 2,
        ES_VGPR_COMP_CNT: draw.instances ? 3 : 0,
      }),
      SPI_SHADER_USER_DATA_GS_0: tableAddress >>> 0,
      SPI_SHADER_USER_DATA_GS_1: Math.floor(tableAddress / 2 ** 32),
      VGT_PRIMITIVE_TYPE: draw.topology === 'triangleStrip' ? 6 : 4,
      CB_BLEND0_CONTROL: draw.blend
        ? encodeFields('CB_BLEND0_CONTROL', { ENABLE: 1, COLOR_SRCBLEND: 4, COLOR_DESTBLEND: 5 })
        : 0,
    });
    cb.numInstances(draw.instances?.length ?? 1);
    if (skip !== indexOffset) {
      cb.setRegs('VGT_INDX_OFFSET', skip);
      indexOffset = skip;
    }
    if (draw.indices) {
      const wide = draw.indexBits === 32;
      const restart = wide ? 0xffffffff : 0xffff;
      const values = draw.indices.map((i) => (i === 0xffff ? restart : i));
      const indices = wide
        ? Uint32Array.from(values)
        : Uint16Array.from([...values, ...(values.length % 2 ? [0] : [])]);
      const address = b.place(b.alloc(indices.byteLength, 16), new Uint8Array(indices.buffer));
      cb.setRegs('VGT_MULTI_PRIM_IB_RESET_EN', encodeFields('VGT_MULTI_PRIM_IB_RESET_EN', { RESET_EN: 1 }));
      cb.setRegs('VGT_MULTI_PRIM_IB_RESET_INDX', restart);
      cb.indexType(wide ? 1 : 0).drawIndex2(draw.indices.length, address, draw.indices.length);
      indexAddresses.push(address);
    } else {
      cb.setRegs('VGT_MULTI_PRIM_IB_RESET_EN', 0);
      cb.drawIndexAuto(draw.vertices.length);
      indexAddresses.push(undefined);
    }
  }
  b.submit([cb]);
  return {
    builder: b,
    facts: { width, height, colorAddress, depthAddress, htile, background, indexAddresses },
  };
}
