/**
 * The Vulkan side of a differential case: recompiles the case's program for the device's target
 * profile (recompiler), places the case's guest memory in one buffer with a device address (regions
 * keep their guest layout, so one guest-to-host offset serves them all; it goes in the push constant
 * the result describes), binds the storage images the result lists (images.ts: made from their T#s,
 * texels detiled from and retiled into the case's memory), dispatches, and reads the regions back. A
 * recompiler refusal is reported as `refused`; validation-layer messages raised by the run fail it
 * with a DiffError.
 */
import {
  addressOffsetOf,
  computeInterfaceOf,
  mappedBytes,
  pushConstantBytes,
  RecompileError,
  recompile,
  sinkAfter,
} from '../recompiler/index.js';
import {
  VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT,
  VK_BUFFER_USAGE_STORAGE_BUFFER_BIT,
  VK_BUFFER_USAGE_TRANSFER_DST_BIT,
  VK_BUFFER_USAGE_TRANSFER_SRC_BIT,
  VK_IMAGE_LAYOUT_GENERAL,
  VK_SHADER_STAGE_COMPUTE_BIT,
} from '../vulkan/bindings.generated.js';
import { Buffer } from '../vulkan/buffer.js';
import { DescriptorSet } from '../vulkan/descriptors.js';
import type { Destroyable, Device } from '../vulkan/device.js';
import { PipelineLayout, ShaderModule } from '../vulkan/layout.js';
import { createComputePipeline } from '../vulkan/pipeline.js';
import { oneShot } from '../vulkan/submit.js';
import { formatMessages } from '../vulkan/validation.js';
import { type DiffCase, DiffError, regionSpan } from './case.js';
import type { Side, SideRun } from './harness.js';
import { createCaseImages, readBackImages } from './images.js';
import { requestOf } from './request.js';

const USAGE =
  VK_BUFFER_USAGE_STORAGE_BUFFER_BIT |
  VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT |
  VK_BUFFER_USAGE_TRANSFER_SRC_BIT |
  VK_BUFFER_USAGE_TRANSFER_DST_BIT;

/** Runs cases recompiled on a Vulkan device. */
export class VulkanSide implements Side {
  readonly name: string;

  constructor(readonly device: Device) {
    this.name = device.physical.properties.deviceName;
  }

  run(c: DiffCase): SideRun {
    const { device } = this;
    let result: ReturnType<typeof recompile>;
    try {
      result = recompile(requestOf(c, device.profile));
    } catch (error) {
      if (error instanceof RecompileError) return { kind: 'refused', reason: error.message };
      throw error;
    }
    const unsupported = result.bindings.filter((b) => b.kind !== 'storage-image' || b.set !== 0);
    if (unsupported.length > 0) {
      throw new DiffError(
        c.name,
        `the recompiled program needs descriptor bindings (${unsupported.map((b) => b.name).join(', ')}), which the harness does not provide`,
      );
    }
    const before = device.messages.length;
    const { lo, hi } = regionSpan(c);
    const owned: Destroyable[] = [];
    try {
      const images = createCaseImages(device, c, result.bindings);
      owned.push(...images.map((i) => i.image));
      const buffer = Buffer.create(device, { size: mappedBytes(hi - lo), usage: USAGE, memory: 'readback' });
      owned.push(buffer);
      for (const r of c.regions) buffer.write(r.bytes, r.base - lo);
      const address = buffer.address;
      if (address === undefined) throw new DiffError(c.name, 'the device gave the buffer no device address');
      const pushSize = result.pushConstants.size;
      const layout = PipelineLayout.create(device, {
        ...(images.length > 0
          ? {
              sets: [
                images.map((i) => ({
                  binding: i.binding.binding,
                  kind: 'storageImage' as const,
                  stages: VK_SHADER_STAGE_COMPUTE_BIT,
                })),
              ],
            }
          : {}),
        pushConstants: pushSize > 0 ? [{ stages: VK_SHADER_STAGE_COMPUTE_BIT, size: pushSize }] : [],
      });
      owned.push(layout);
      let set: DescriptorSet | undefined;
      if (images.length > 0) {
        set = DescriptorSet.allocate(device, layout, 0);
        owned.push(set);
        for (const i of images)
          set.write(i.binding.binding, {
            image: i.image,
            layout: VK_IMAGE_LAYOUT_GENERAL,
            arrayed: i.binding.image?.dim === '2d_array',
          });
      }
      const module = ShaderModule.create(device, result.spirv);
      owned.push(module);
      const required = result.interface.requiredSubgroupSize;
      const pipeline = createComputePipeline(device, {
        layout,
        shader: {
          module,
          ...(required === undefined
            ? {}
            : {
                requiredSubgroupSize: required,
                // The module's workgroup is (x*y*z, 1, 1); full subgroups need x to be a multiple of
                // the size (a partial last subgroup is a partial last guest wave, which is exact).
                fullSubgroups:
                  device.profile.features.computeFullSubgroups &&
                  invocations(computeInterfaceOf(result).workgroupSize) % required === 0,
              }),
        },
      });
      owned.push(pipeline);
      const offset = addressOffsetOf(address, lo);
      oneShot(device, (rec) => {
        for (const i of images) rec.transition(i.image, VK_IMAGE_LAYOUT_GENERAL);
        rec.bindPipeline(pipeline);
        if (set) rec.bindDescriptorSets(pipeline, [set.handle]);
        if (pushSize > 0) {
          const push = pushConstantBytes(result.pushConstants, {
            addressOffset: offset,
            sinkAddress: sinkAfter(lo, hi - lo),
          });
          rec.pushConstants(pipeline, VK_SHADER_STAGE_COMPUTE_BIT, push);
        }
        rec.dispatch(...c.workgroups);
        rec.barrier('compute', 'host');
      });
      const all = buffer.read();
      const contents = c.regions.map((r) => all.slice(r.base - lo, r.base - lo + r.bytes.length));
      readBackImages(device, c, images, contents);
      const messages = device.messages.slice(before);
      if (messages.length > 0)
        throw new DiffError(c.name, `validation messages:\n${formatMessages(messages)}`);
      return { kind: 'ran', contents };
    } finally {
      for (const o of owned.reverse()) o.destroy();
    }
  }
}

function invocations(size: readonly [number, number, number]): number {
  return size[0] * size[1] * size[2];
}
