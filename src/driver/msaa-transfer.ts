/**
 * Every sample of a multisampled colour target to and from packed texels (x fastest, then y, samples
 * innermost: the order `reference/tiling.ts` detiles into). Vulkan copies no multisampled image to or
 * from a buffer, so the texels travel through shaders (msaa-shaders/, SPIR-V committed in
 * msaa-shaders.generated.ts) and an unsigned integer view of the image with the same texel size,
 * which carries the bits unconverted whatever the format: loading draws one triangle that runs per
 * sample and writes each texel from a buffer; storing runs a compute shader that fetches each sample
 * and writes the buffer. Images must be created with `mutableFormat` (unless their format is that
 * unsigned integer format already) and SAMPLED usage. Array images move one layer at a time.
 */
import {
  VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT,
  VK_BUFFER_USAGE_STORAGE_BUFFER_BIT,
  VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL,
  VK_SHADER_STAGE_COMPUTE_BIT,
  VK_SHADER_STAGE_FRAGMENT_BIT,
} from '../vulkan/bindings.generated.js';
import { Buffer } from '../vulkan/buffer.js';
import { DescriptorSet } from '../vulkan/descriptors.js';
import type { Device } from '../vulkan/device.js';
import { createGraphicsPipeline } from '../vulkan/graphics.js';
import type { Image } from '../vulkan/image.js';
import { PipelineLayout, ShaderModule } from '../vulkan/layout.js';
import { createComputePipeline, type Pipeline } from '../vulkan/pipeline.js';
import { oneShot } from '../vulkan/submit.js';
import { DriverError } from './errors.js';
import { loadFrag, loadVert, storeComp } from './msaa-shaders.generated.js';

/** The unsigned integer format of each texel size: the view the texels travel through. */
const UINT_VIEWS: Readonly<Record<number, string>> = {
  1: 'R8_UINT',
  2: 'R16_UINT',
  4: 'R32_UINT',
  8: 'R32G32_UINT',
  16: 'R32G32B32A32_UINT',
};

/** The shaders' push block: u64 address; u32 width, samples, bytes per texel, words. */
const PUSH_BYTES = 24;
const STORE_GROUP = 64;

function push(address: bigint, width: number, samples: number, bytes: number, words: number): Uint8Array {
  const data = new DataView(new ArrayBuffer(PUSH_BYTES));
  data.setBigUint64(0, address, true);
  data.setUint32(8, width, true);
  data.setUint32(12, samples, true);
  data.setUint32(16, bytes, true);
  data.setUint32(20, words, true);
  return new Uint8Array(data.buffer);
}

/** The transfer pipelines of one device (made on first use, by view format and sample count). */
export class MultisampleTransfer {
  private modules: { vert: ShaderModule; frag: ShaderModule; comp: ShaderModule } | undefined;
  private readonly loadLayout: PipelineLayout;
  private readonly storeLayout: PipelineLayout;
  private readonly pipelines = new Map<string, Pipeline>();

  constructor(private readonly device: Device) {
    this.loadLayout = PipelineLayout.create(device, {
      pushConstants: [{ stages: VK_SHADER_STAGE_FRAGMENT_BIT, size: PUSH_BYTES }],
    });
    this.storeLayout = PipelineLayout.create(device, {
      sets: [[{ binding: 0, kind: 'sampledImage', stages: VK_SHADER_STAGE_COMPUTE_BIT }]],
      pushConstants: [{ stages: VK_SHADER_STAGE_COMPUTE_BIT, size: PUSH_BYTES }],
    });
  }

  private shaders(): { vert: ShaderModule; frag: ShaderModule; comp: ShaderModule } {
    this.modules ??= {
      vert: ShaderModule.create(this.device, loadVert),
      frag: ShaderModule.create(this.device, loadFrag),
      comp: ShaderModule.create(this.device, storeComp),
    };
    return this.modules;
  }

  private viewFormat(image: Image): { format: string; bytes: number } {
    const bytes = image.format.blockBytes;
    const format = UINT_VIEWS[bytes];
    if (!format) throw new DriverError('colour target', `${bytes}-byte texels of ${image.format.name}`);
    return { format, bytes };
  }

  private pipeline(key: string, make: () => Pipeline): Pipeline {
    let found = this.pipelines.get(key);
    if (!found) {
      found = make();
      this.pipelines.set(key, found);
    }
    return found;
  }

  /** Writes every sample of `image` (of array layer `layer`) from `packed` (a run of the device's queue, waited for). */
  upload(image: Image, packed: Uint8Array, layer?: number): void {
    if (!this.device.profile.features.sampleRateShading)
      throw new DriverError('CB_COLOR0_ATTRIB', 'loading a multisampled target needs sampleRateShading');
    const { format, bytes } = this.viewFormat(image);
    const pipeline = this.pipeline(`load:${format}:${image.samples}`, () =>
      createGraphicsPipeline(this.device, {
        layout: this.loadLayout,
        stages: [
          { stage: 'vertex', module: this.shaders().vert },
          { stage: 'fragment', module: this.shaders().frag },
        ],
        multisample: { samples: image.samples, minSampleShading: 1 },
        colorFormats: [format],
        blend: { attachments: [{ writeMask: 0xf }] },
      }),
    );
    const staging = this.staging(packed.byteLength, 'upload');
    try {
      staging.write(packed);
      oneShot(this.device, (rec) => {
        rec.beginRendering([
          { image, view: image.view({ format, ...(layer !== undefined ? { layer } : {}) }) },
        ]);
        rec.bindPipeline(pipeline);
        rec.pushConstants(
          pipeline,
          VK_SHADER_STAGE_FRAGMENT_BIT,
          push(staging.address ?? 0n, image.width, image.samples, bytes, packed.byteLength / 4),
        );
        rec.draw(3);
        rec.endRendering();
      });
    } finally {
      staging.destroy();
    }
  }

  /** Every sample of `image` (of array layer `layer`), packed (a run of the device's queue, waited for). */
  read(image: Image, layer?: number): Uint8Array {
    const { format, bytes } = this.viewFormat(image);
    const size = image.width * image.height * image.samples * bytes;
    if (size % 4 !== 0)
      throw new DriverError('colour target', `${size} bytes of samples are not whole words`);
    const words = size / 4;
    const pipeline = this.pipeline('store', () =>
      createComputePipeline(this.device, {
        layout: this.storeLayout,
        shader: { module: this.shaders().comp },
      }),
    );
    const staging = this.staging(size, 'readback');
    const set = DescriptorSet.allocate(this.device, this.storeLayout);
    try {
      const view = image.view({ format, ...(layer !== undefined ? { layer } : {}) });
      set.write(0, { image, view, layout: VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL });
      oneShot(this.device, (rec) => {
        rec.barrier('all', 'all');
        rec.transition(image, VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL);
        rec.bindPipeline(pipeline);
        rec.bindDescriptorSets(pipeline, [set.handle]);
        rec.pushConstants(
          pipeline,
          VK_SHADER_STAGE_COMPUTE_BIT,
          push(staging.address ?? 0n, image.width, image.samples, bytes, words),
        );
        rec.dispatch(Math.ceil(words / STORE_GROUP));
        rec.barrier('all', 'host');
      });
      return staging.read(0, size);
    } finally {
      set.destroy();
      staging.destroy();
    }
  }

  private staging(size: number, memory: 'upload' | 'readback'): Buffer {
    return Buffer.create(this.device, {
      size,
      usage: VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT,
      memory,
    });
  }

  destroy(): void {
    for (const p of this.pipelines.values()) p.destroy();
    if (this.modules) for (const m of Object.values(this.modules)) m.destroy();
    this.loadLayout.destroy();
    this.storeLayout.destroy();
  }
}
