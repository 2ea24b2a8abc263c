/**
 * The storage images of a draw: both programs' image bindings merged into set 0 of the pipeline layout
 * (each program numbers its images from binding 0, so a number both use must name the same image),
 * and at execution the resident images (image-cache.ts) and the descriptor set binding them.
 */
import type { Binding } from '../recompiler/index.js';
import {
  VK_IMAGE_LAYOUT_GENERAL,
  VK_SHADER_STAGE_FRAGMENT_BIT,
  VK_SHADER_STAGE_VERTEX_BIT,
} from '../vulkan/bindings.generated.js';
import type { DescriptorSet } from '../vulkan/descriptors.js';
import type { PipelineLayout } from '../vulkan/layout.js';
import { type RunContext, timed } from './context.js';
import { DriverError } from './errors.js';
import { guestImageKey, texelPlacement } from './guest-images.js';
import type { ProgramResult } from './program-source.js';

/** One image binding of a draw's pipeline layout: the stages using it and what it holds. */
export interface DrawImage {
  readonly binding: Binding;
  readonly stages: number;
}

/**
 * The image bindings of both programs in one set: each program numbers its images from binding 0, so a
 * number both use must name the same image in both (else the draw is refused).
 */
export function drawImages(vertex: ProgramResult, pixel: ProgramResult | undefined): DrawImage[] {
  const out = new Map<number, DrawImage>();
  const add = (result: ProgramResult, stage: number, slot: string): void => {
    for (const b of result.bindings) {
      const known = out.get(b.binding);
      if (!known) {
        out.set(b.binding, { binding: b, stages: stage });
        continue;
      }
      const same =
        known.binding.image && b.image && guestImageKey(known.binding.image) === guestImageKey(b.image);
      if (!same)
        throw new DriverError(
          `${slot} program`,
          `its image ${b.name} and the vertex program's ${known.binding.name} both use binding ${b.binding}`,
        );
      out.set(b.binding, {
        binding: { ...b, image: mergedAccess(known.binding, b) },
        stages: known.stages | stage,
      });
    }
  };
  add(vertex, VK_SHADER_STAGE_VERTEX_BIT, 'vertex');
  if (pixel) add(pixel, VK_SHADER_STAGE_FRAGMENT_BIT, 'pixel');
  return [...out.values()].sort((a, b) => a.binding.binding - b.binding.binding);
}

/** The image binding of `a` with the access of `a` and `b` together. */
function mergedAccess(a: Binding, b: Binding): Binding['image'] {
  const image = a.image as NonNullable<Binding['image']>;
  const access = a.image?.access === b.image?.access ? image.access : 'read-write';
  return { ...image, access };
}

/**
 * Makes the draw's images resident and returns the descriptor set binding them. An image over a target
 * drawn since it was last written back reloads after the write-back (the draw reads what memory holds);
 * a miss first completes the recorded work (guest memory must be current to load from).
 */
export function bindImages(
  ctx: RunContext,
  images: readonly DrawImage[],
  layout: { readonly layout: PipelineLayout; readonly key: string },
): DescriptorSet {
  const entries = images.map(({ binding }) => {
    const info = binding.image as NonNullable<Binding['image']>;
    let entry = ctx.images.find(binding);
    const placement = entry?.guest.placement ?? texelPlacement(binding.name, info);
    if (ctx.targets.dirtyOverlapping(placement.low, placement.high)) {
      timed(ctx.report.timings, 'submit', () => ctx.frame.flush());
      timed(ctx.report.timings, 'writeBack', () => ctx.targets.writeBackAll());
      entry = ctx.images.find(binding);
    }
    if (!entry) {
      timed(ctx.report.timings, 'submit', () => ctx.frame.flush());
      entry = ctx.images.acquire(binding, placement);
    }
    return { binding: binding.binding, image: entry, writes: info.access !== 'read' };
  });
  for (const { image } of entries) {
    if (image.guest.image.layout !== VK_IMAGE_LAYOUT_GENERAL)
      ctx.frame.outside().transition(image.guest.image, VK_IMAGE_LAYOUT_GENERAL);
  }
  if (entries.some((e) => e.writes)) {
    // Draws writing an image are ordered with the draws before and after by leaving rendering (a
    // global barrier) on both sides; the image goes back to memory like a target.
    ctx.frame.outside();
    for (const e of entries) if (e.writes) e.image.dirty = true;
  }
  return ctx.images.descriptorSet(layout.layout, layout.key, entries);
}
