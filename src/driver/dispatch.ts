/**
 * One dispatch: the compute program (COMPUTE_PGM_*, COMPUTE_USER_DATA_*, COMPUTE_NUM_THREAD_*)
 * through the program source, its pipeline, and vkCmdDispatch (DISPATCH_DIRECT) or
 * vkCmdDispatchIndirect reading the guest's x/y/z words where they lie (DISPATCH_INDIRECT), so the
 * arguments are read when the dispatch executes. Resident render targets are written back before and
 * forgotten after (the program may read or write their memory), as are the draws' images. Storage
 * images (guest-images.ts) are made from their T#s and their texels gathered before and, where
 * written, scattered back after.
 */
import { computeProgram } from '../agc/draw/programs.js';
import type { DispatchCall } from '../agc/pm4/processor.js';
import type { RegisterReader } from '../agc/state/register-file.js';
import { VK_IMAGE_LAYOUT_GENERAL, VK_SHADER_STAGE_COMPUTE_BIT } from '../vulkan/bindings.generated.js';
import { DescriptorSet } from '../vulkan/descriptors.js';
import { createComputePipeline } from '../vulkan/pipeline.js';
import { PUSH_BYTES } from './caches.js';
import { type RunContext, timed } from './context.js';
import { DriverError } from './errors.js';
import { createGuestImages, writeBackGuestImage } from './guest-images.js';
import { computeRequest, programFingerprint, stageTables } from './requests.js';

/** What an executed dispatch used. */
export interface DispatchUse {
  readonly programs: { slot: string; address: string; cacheKey: string }[];
}

/** Executes one dispatch; returns what it used, or throws a refusal. */
export function executeDispatch(ctx: RunContext, regs: RegisterReader, call: DispatchCall): DispatchUse {
  const { report } = ctx;
  const slot = timed(report.timings, 'decode', () => computeProgram(regs, call.initiator, ctx.registry));
  const program = timed(report.timings, 'recompile', () => {
    const tables = stageTables(regs, ctx.requestMemory, 'compute', slot);
    return ctx.caches.program(programFingerprint(regs, 'compute', slot, tables), () =>
      ctx.source(slot.slot, computeRequest(regs, ctx.requestMemory, slot, ctx.device.profile, tables)),
    );
  });
  const { result } = program;
  const bindings = result.bindings;
  const other = bindings.find((b) => b.kind !== 'storage-image' || b.set !== 0 || !b.image);
  if (other) {
    throw new DriverError(
      'CS program',
      `binding ${other.name} (${other.kind}, set ${other.set}) is not bound by the driver yet`,
    );
  }
  const layout = ctx.caches.computeLayoutWithImages(bindings.map((b) => b.binding));
  if (result.pushConstants.size > PUSH_BYTES)
    throw new DriverError('CS program', `push constants of ${result.pushConstants.size} bytes`);
  const required = result.interface.requiredSubgroupSize;
  const size = result.interface.workgroupSize ?? [1, 1, 1];
  const pipeline = timed(report.timings, 'pipelines', () =>
    ctx.caches.pipeline(`compute|${result.cacheKey}`, () =>
      createComputePipeline(ctx.device, {
        ...(ctx.pipelineCache ? { cache: ctx.pipelineCache } : {}),
        layout,
        shader: {
          module: program.module,
          entry: result.entryPoint,
          ...(required === undefined
            ? {}
            : {
                requiredSubgroupSize: required,
                fullSubgroups:
                  ctx.device.profile.features.computeFullSubgroups &&
                  (size[0] * size[1] * size[2]) % required === 0,
              }),
        },
      }),
    ),
  );
  let indirect: number | undefined;
  if (call.groups === undefined) {
    const address = call.argumentsAddress ?? 0;
    if (address % 4 !== 0)
      throw new DriverError(call.packet, `arguments at 0x${address.toString(16)} are not dword aligned`);
    indirect = ctx.memory.offsetOf(address, 12, `${call.packet} arguments`);
  }
  // The program may read or write target and image memory: targets and the draws' images go back to
  // memory first and reload after; descriptor tables read later come from the device's memory.
  timed(report.timings, 'submit', () => ctx.frame.flush());
  timed(report.timings, 'writeBack', () => {
    ctx.targets.evictAll();
    ctx.images.evictAll();
  });
  ctx.requestMemory.gpuWriteAnywhere();
  const images = timed(report.timings, 'upload', () => createGuestImages(ctx.device, ctx.memory, bindings));
  let set: DescriptorSet | undefined;
  try {
    if (images.length > 0) {
      set = DescriptorSet.allocate(ctx.device, layout, 0);
      for (const i of images) {
        set.write(i.binding.binding, {
          image: i.image,
          layout: VK_IMAGE_LAYOUT_GENERAL,
          arrayed: i.info.dim === '2d_array',
        });
      }
    }
    const descriptors = set;
    timed(report.timings, 'record', () => {
      const rec = ctx.frame.outside();
      for (const i of images) rec.transition(i.image, VK_IMAGE_LAYOUT_GENERAL);
      rec.bindPipeline(pipeline);
      if (descriptors) rec.bindDescriptorSets(pipeline, [descriptors.handle]);
      rec.pushConstants(pipeline, VK_SHADER_STAGE_COMPUTE_BIT, ctx.push);
      ctx.frame.bound = pipeline;
      if (indirect !== undefined) rec.dispatchIndirect(ctx.memory.buffer, indirect);
      else if (call.groups) rec.dispatch(...call.groups);
    });
    // The images (and the set) live until the dispatch completes; what it wrote goes back to memory.
    if (images.length > 0) {
      timed(report.timings, 'submit', () => ctx.frame.flush());
      timed(report.timings, 'writeBack', () => {
        for (const i of images) writeBackGuestImage(ctx.device, ctx.memory, i);
      });
    }
  } finally {
    set?.destroy();
    for (const i of images) ctx.frame.whenFlushed(() => i.image.destroy());
  }
  return {
    programs: [{ slot: slot.slot, address: `0x${slot.address.toString(16)}`, cacheKey: result.cacheKey }],
  };
}
