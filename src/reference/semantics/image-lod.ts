/**
 * A lane's level of detail in the executor: which filter applies and which mip level(s) a sample
 * reads with what weight, by the model of isa/tables/image-lod.ts (Vulkan's LOD operation, which the
 * S# fields encode), computed in binary64.
 *
 * Refusals where the texture unit's 8-bit LOD fraction could decide: a POINT mip filter's d' within
 * 2^-8 of x.5 (the nearest level flips; exact halves too, as Vulkan lets the tie go either way), and,
 * with mag != min, a lambda in (0, 2^-8) (it may quantize to 0, magnification) or a lambda the
 * MIN_LOD/MAX_LOD clamp moves across 0 (the hardware might pick the filter before the clamp).
 *
 * Approximation: a LINEAR mip filter blends the two levels' results in binary64 with the exact
 * weight frac(d'); the hardware quantizes that weight to 8 bits and each level's bilinear weights
 * too, so its result differs by up to TRILINEAR_TOLERANCE of the spread of every texel read plus one
 * unit in the last place (docs/debt.md).
 */

import type { Sampler } from '../../isa/tables/image-descriptor.js';
import { LOD_FRACTION_BITS, type LodPlan } from '../../isa/tables/image-lod.js';
import { Refusal } from './buffer-common.js';

/**
 * Largest difference between a LINEAR-mip-filtered result and the hardware's, as a fraction of the
 * spread (max - min) of all the texels read from both levels, plus one unit in the last place: the
 * 2^-8 weight quantization between the levels plus BILINEAR_TOLERANCE within them.
 */
export const TRILINEAR_TOLERANCE = 2 ** -7;

const STEP = 2 ** -LOD_FRACTION_BITS;

/** One level a lane reads and its weight. */
export interface LevelWeight {
  /** Relative to BASE_LEVEL. */
  readonly level: number;
  readonly weight: number;
}

/** What a lane's LOD decides. */
export interface LaneLod {
  readonly filter: 'POINT' | 'BILINEAR';
  /** d' = clamp(lambda, 0, levels - 1). */
  readonly d: number;
  /** One level (weight 1), or two blended (LINEAR mip filter over several levels). */
  readonly levels: readonly LevelWeight[];
}

/**
 * The lane's LOD decisions; `lod` is the _l argument's value (undefined for _lz). A plan whose LOD
 * does not matter reads BASE_LEVEL with the mag filter (equal to the min filter).
 */
export function laneLod(plan: LodPlan, s: Sampler, lod: number | undefined): LaneLod {
  if (!plan.matters) return { filter: plan.mag, d: 0, levels: [{ level: 0, weight: 1 }] };
  const biased = (lod ?? 0) + s.lodBias;
  const lambda = Math.min(Math.max(biased, s.minLod), s.maxLod);
  if (plan.mag !== plan.min) {
    if (lambda > 0 && lambda < STEP)
      throw new Refusal(
        `LOD ${lambda} within 2^-${LOD_FRACTION_BITS} above 0 picks mag or min filter by rounding`,
      );
    if (biased <= 0 !== lambda <= 0)
      throw new Refusal(
        `the MIN_LOD/MAX_LOD clamp moves LOD ${biased} to ${lambda}, across the mag/min boundary`,
      );
  }
  const filter = lambda <= 0 ? plan.mag : plan.min;
  const last = plan.levels - 1;
  const d = Math.min(Math.max(lambda, 0), last);
  switch (plan.mip) {
    case 'NONE':
      return { filter, d, levels: [{ level: 0, weight: 1 }] };
    case 'POINT': {
      const frac = d - Math.floor(d);
      if (Math.abs(frac - 0.5) <= STEP)
        throw new Refusal(`LOD ${d} within 2^-${LOD_FRACTION_BITS} of a nearest-level boundary`);
      return { filter, d, levels: [{ level: Math.floor(d + 0.5), weight: 1 }] };
    }
    case 'LINEAR': {
      const lo = Math.floor(d);
      const weight = d - lo;
      return {
        filter,
        d,
        levels: [
          { level: lo, weight: 1 - weight },
          { level: Math.min(lo + 1, last), weight },
        ],
      };
    }
  }
}
