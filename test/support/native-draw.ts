/**
 * Reference drawing: a GLSL vertex + fragment pair (compiled with glslangValidator, prebuilt where it is
 * absent, or given as SPIR-V) drawn natively on the test device (OBERON_DEVICE: lavapipe by default)
 * into color targets of a given size and format (RGBA8 UNORM by default, 32-bit float or integer when
 * asked), with the vertex data, descriptors (buffers, combined image samplers, and storage images for
 * recompiled programs) and push constants the caller gives; returns every target's
 * texels (and the depth, when a depth target is asked for). This is the picture the graphics recompiler's output is compared with.
 *
 * The caller owns the device (open it with validation: test/support/validated-device.ts); everything
 * made here is destroyed before returning, so a leak shows up as a validation message.
 */
import {
  VK_BUFFER_USAGE_STORAGE_BUFFER_BIT,
  VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT,
  VK_BUFFER_USAGE_VERTEX_BUFFER_BIT,
  VK_IMAGE_LAYOUT_GENERAL,
  VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL,
  VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT,
  VK_IMAGE_USAGE_DEPTH_STENCIL_ATTACHMENT_BIT,
  VK_IMAGE_USAGE_SAMPLED_BIT,
  VK_IMAGE_USAGE_STORAGE_BIT,
  VK_IMAGE_USAGE_TRANSFER_DST_BIT,
  VK_IMAGE_USAGE_TRANSFER_SRC_BIT,
  VK_SHADER_STAGE_FRAGMENT_BIT,
  VK_SHADER_STAGE_VERTEX_BIT,
} from '../../src/vulkan/bindings.generated.js';
import { Buffer } from '../../src/vulkan/buffer.js';
import type { ColorAttachment } from '../../src/vulkan/commands.js';
import { DescriptorSet } from '../../src/vulkan/descriptors.js';
import type { Destroyable, Device } from '../../src/vulkan/device.js';
import { formatInfo, isIntegerFormat } from '../../src/vulkan/formats.js';
import { createGraphicsPipeline, type VertexInputDesc } from '../../src/vulkan/graphics.js';
import { Image } from '../../src/vulkan/image.js';
import { type DescriptorKind, PipelineLayout, ShaderModule } from '../../src/vulkan/layout.js';
import { Sampler } from '../../src/vulkan/sampler.js';
import { oneShot } from '../../src/vulkan/submit.js';
import { readImage, uploadImage } from '../../src/vulkan/transfer.js';
import { loadGlslFile } from '../vulkan/support/spirv.js';

/** Color target formats the reference drawing supports. */
export type NativeColorFormat =
  | 'R8G8B8A8_UNORM'
  | 'R32G32B32A32_SFLOAT'
  | 'R32G32B32A32_UINT'
  | 'R32G32B32A32_SINT';

/** A shader: a GLSL file (stage from its extension) or SPIR-V words. */
export type NativeShader = string | Uint32Array;

/** A texture sampled through a combined image sampler (RGBA8 UNORM texels, row-major). */
export interface NativeTexture {
  readonly width: number;
  readonly height: number;
  readonly texels: Uint8Array;
  readonly filter?: 'nearest' | 'linear';
  readonly address?: 'clampToEdge' | 'repeat';
}

/** One descriptor the pair reads (set 0 unless given). */
export type NativeResource =
  | {
      readonly kind: 'storageBuffer' | 'uniformBuffer';
      readonly set?: number;
      readonly binding: number;
      readonly data: ArrayBufferView;
    }
  | {
      readonly kind: 'combinedImageSampler';
      readonly set?: number;
      readonly binding: number;
      readonly texture: NativeTexture;
    }
  | {
      /** A storage image in GENERAL layout (what a recompiled program binds for a guest T#). */
      readonly kind: 'storageImage';
      readonly set?: number;
      readonly binding: number;
      readonly image: NativeStorageImage;
    };

/** The contents of a storage image: packed texels, layer by layer, row-major. */
export interface NativeStorageImage {
  readonly format: string;
  readonly width: number;
  readonly height: number;
  readonly layers: number;
  /** The view is a 2D array (else 2D). */
  readonly arrayed: boolean;
  readonly texels: Uint8Array;
}

/** Everything one reference draw needs. */
export interface NativeDrawRequest {
  readonly vertex: NativeShader;
  /** A geometry stage between them (a recompiled pixel program's generated one, exact interpolation). */
  readonly geometry?: Uint32Array;
  readonly fragment: NativeShader;
  readonly width: number;
  readonly height: number;
  /** One format per fragment output location (default one RGBA8 UNORM target). */
  readonly colorFormats?: readonly NativeColorFormat[];
  /** Clear value of each target: floats, or integers for integer formats (default zeros). */
  readonly clear?: readonly (readonly [number, number, number, number])[];
  readonly vertexInput?: VertexInputDesc;
  /** Contents of vertex buffer binding 0 (with `vertexInput`). */
  readonly vertexData?: ArrayBufferView;
  readonly vertexCount: number;
  readonly instanceCount?: number;
  readonly firstVertex?: number;
  readonly firstInstance?: number;
  readonly resources?: readonly NativeResource[];
  /** Push constant bytes, visible to both stages from offset 0. */
  readonly pushConstants?: ArrayBufferView;
  /** Rasterization samples; with more than 1 the targets are resolved (average; sample 0 for integers). */
  readonly samples?: number;
  /** A depth target, cleared to `clear`, test (`compareOp`, default ALWAYS) and write on. */
  readonly depth?: { readonly format: 'D32_SFLOAT'; readonly clear: number; readonly compareOp?: number };
  readonly topology?: number;
}

/** The pixels of one draw: each color target's packed texels, row-major, and the depth when asked. */
export interface NativeDrawResult {
  readonly width: number;
  readonly height: number;
  readonly formats: readonly NativeColorFormat[];
  readonly targets: readonly Uint8Array[];
  readonly depth: Float32Array | null;
}

const BOTH_STAGES = VK_SHADER_STAGE_VERTEX_BIT | VK_SHADER_STAGE_FRAGMENT_BIT;
const TARGET_USAGE =
  VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT | VK_IMAGE_USAGE_TRANSFER_SRC_BIT | VK_IMAGE_USAGE_TRANSFER_DST_BIT;

/** SPIR-V words of a shader. */
function spirvOf(shader: NativeShader): Uint32Array {
  return typeof shader === 'string' ? loadGlslFile(shader) : shader;
}

/** A host-written buffer holding `data`. */
function filledBuffer(device: Device, data: ArrayBufferView, usage: number): Buffer {
  // Vulkan refuses empty buffers; a zero-length view still gets four bytes.
  const buffer = Buffer.create(device, { size: Math.max(4, data.byteLength), usage, memory: 'upload' });
  buffer.write(data);
  return buffer;
}

/** The pipeline layout of the request's resources and push constants. */
function layoutOf(device: Device, request: NativeDrawRequest): PipelineLayout {
  const resources = request.resources ?? [];
  const sets = Math.max(-1, ...resources.map((r) => r.set ?? 0)) + 1;
  return PipelineLayout.create(device, {
    sets: Array.from({ length: sets }, (_, s) =>
      resources
        .filter((r) => (r.set ?? 0) === s)
        .map((r) => ({ binding: r.binding, kind: r.kind as DescriptorKind, count: 1, stages: BOTH_STAGES })),
    ),
    pushConstants: request.pushConstants
      ? [{ stages: BOTH_STAGES, size: Math.ceil(request.pushConstants.byteLength / 4) * 4 }]
      : [],
  });
}

/** Makes the descriptor sets (with their buffers, images and samplers, kept in `owned`). */
function descriptorSets(
  device: Device,
  layout: PipelineLayout,
  request: NativeDrawRequest,
  owned: Destroyable[],
): DescriptorSet[] {
  const resources = request.resources ?? [];
  return (layout.desc.sets ?? []).map((_, setIndex) => {
    const set = DescriptorSet.allocate(device, layout, setIndex);
    owned.push(set);
    for (const r of resources.filter((x) => (x.set ?? 0) === setIndex)) {
      if (r.kind === 'combinedImageSampler') {
        const { width, height, texels, filter, address } = r.texture;
        const image = Image.create(device, {
          dimension: '2d',
          format: 'R8G8B8A8_UNORM',
          width,
          height,
          usage: VK_IMAGE_USAGE_SAMPLED_BIT | VK_IMAGE_USAGE_TRANSFER_DST_BIT,
        });
        owned.push(image);
        uploadImage(device, image, texels);
        oneShot(device, (rec) => rec.transition(image, VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL));
        const sampler = Sampler.create(device, {
          ...(filter ? { filter } : {}),
          ...(address ? { address } : {}),
        });
        owned.push(sampler);
        set.write(r.binding, { image, sampler: sampler.handle });
      } else if (r.kind === 'storageImage') {
        const { format, width, height, layers, arrayed, texels } = r.image;
        const image = Image.create(device, {
          dimension: '2d',
          format,
          width,
          height,
          layers,
          usage: VK_IMAGE_USAGE_STORAGE_BIT | VK_IMAGE_USAGE_TRANSFER_DST_BIT,
        });
        owned.push(image);
        uploadImage(device, image, texels, { layerCount: layers });
        oneShot(device, (rec) => rec.transition(image, VK_IMAGE_LAYOUT_GENERAL));
        set.write(r.binding, { image, layout: VK_IMAGE_LAYOUT_GENERAL, arrayed });
      } else {
        const usage =
          r.kind === 'storageBuffer'
            ? VK_BUFFER_USAGE_STORAGE_BUFFER_BIT
            : VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT;
        const buffer = filledBuffer(device, r.data, usage);
        owned.push(buffer);
        set.write(r.binding, { buffer });
      }
    }
    return set;
  });
}

/** Draws the request once and reads the targets back. */
export function drawNative(device: Device, request: NativeDrawRequest): NativeDrawResult {
  const formats = request.colorFormats ?? ['R8G8B8A8_UNORM'];
  const samples = request.samples ?? 1;
  const owned: Destroyable[] = [];
  const own = <T extends Destroyable>(object: T): T => {
    owned.push(object);
    return object;
  };
  try {
    const vs = own(ShaderModule.create(device, spirvOf(request.vertex)));
    const fs = own(ShaderModule.create(device, spirvOf(request.fragment)));
    const gs = request.geometry ? own(ShaderModule.create(device, request.geometry)) : undefined;
    const layout = own(layoutOf(device, request));
    const sets = descriptorSets(device, layout, request, owned);
    const pipeline = own(
      createGraphicsPipeline(device, {
        layout,
        stages: [
          { stage: 'vertex', module: vs },
          ...(gs ? [{ stage: 'geometry' as const, module: gs }] : []),
          { stage: 'fragment', module: fs },
        ],
        ...(request.vertexInput ? { vertexInput: request.vertexInput } : {}),
        ...(request.topology !== undefined ? { topology: request.topology } : {}),
        colorFormats: formats,
        multisample: { samples },
        ...(request.depth
          ? {
              depthFormat: request.depth.format,
              depthStencil: {
                depthTest: true,
                depthWrite: true,
                ...(request.depth.compareOp !== undefined ? { compareOp: request.depth.compareOp } : {}),
              },
            }
          : {}),
      }),
    );
    const image = (format: string, usage: number, count: number): Image =>
      own(
        Image.create(device, {
          dimension: '2d',
          format,
          width: request.width,
          height: request.height,
          samples: count,
          usage,
        }),
      );
    const resolved = formats.map((f) => image(f, TARGET_USAGE, 1));
    const drawn = samples > 1 ? formats.map((f) => image(f, TARGET_USAGE, samples)) : resolved;
    const depth = request.depth
      ? image(
          request.depth.format,
          VK_IMAGE_USAGE_DEPTH_STENCIL_ATTACHMENT_BIT | VK_IMAGE_USAGE_TRANSFER_SRC_BIT,
          samples,
        )
      : undefined;
    const attachments: ColorAttachment[] = drawn.map((target, i) => {
      const clear = request.clear?.[i] ?? [0, 0, 0, 0];
      const integer = isIntegerFormat(formatInfo(formats[i] as string));
      return {
        image: target,
        ...(integer ? { clearInt: clear } : { clear }),
        ...(samples > 1 ? { resolve: resolved[i] as Image } : {}),
      };
    });
    const vertexBuffer = request.vertexData
      ? own(filledBuffer(device, request.vertexData, VK_BUFFER_USAGE_VERTEX_BUFFER_BIT))
      : undefined;
    oneShot(device, (rec) => {
      rec.beginRendering(
        attachments,
        depth ? { image: depth, clear: { depth: request.depth?.clear ?? 1, stencil: 0 } } : undefined,
      );
      rec.bindPipeline(pipeline);
      if (sets.length)
        rec.bindDescriptorSets(
          pipeline,
          sets.map((s) => s.handle),
        );
      if (request.pushConstants) rec.pushConstants(pipeline, BOTH_STAGES, request.pushConstants);
      if (vertexBuffer) rec.bindVertexBuffers(0, [vertexBuffer]);
      rec.draw(
        request.vertexCount,
        request.instanceCount ?? 1,
        request.firstVertex ?? 0,
        request.firstInstance ?? 0,
      );
      rec.endRendering();
    });
    const targets = resolved.map((target) => readImage(device, target));
    // Multisampled depth cannot be copied to a buffer; only single-sample depth is returned.
    const depthBytes = depth && samples === 1 ? readImage(device, depth) : null;
    return {
      width: request.width,
      height: request.height,
      formats,
      targets,
      depth: depthBytes
        ? new Float32Array(depthBytes.buffer, depthBytes.byteOffset, depthBytes.byteLength / 4)
        : null,
    };
  } finally {
    for (const object of owned.reverse()) object.destroy();
  }
}

/**
 * The texel at (x, y) of color target `target`: RGBA8 as 0..255 integers, 32-bit float targets as
 * floats, integer targets as (un)signed integers.
 */
export function texel(
  result: NativeDrawResult,
  x: number,
  y: number,
  target = 0,
): [number, number, number, number] {
  const bytes = result.targets[target];
  const format = result.formats[target];
  if (!bytes || !format) throw new RangeError(`no color target ${target}`);
  const index = y * result.width + x;
  if (format === 'R8G8B8A8_UNORM') {
    const o = index * 4;
    return [bytes[o], bytes[o + 1], bytes[o + 2], bytes[o + 3]] as [number, number, number, number];
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset + index * 16, 16);
  const read = (c: number): number =>
    format === 'R32G32B32A32_SFLOAT'
      ? view.getFloat32(c * 4, true)
      : format === 'R32G32B32A32_UINT'
        ? view.getUint32(c * 4, true)
        : view.getInt32(c * 4, true);
  return [read(0), read(1), read(2), read(3)];
}
