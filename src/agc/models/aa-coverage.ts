/**
 * MSAA coverage state: PA_SC_AA_CONFIG (sample count), the per-quad-pixel sample masks
 * PA_SC_AA_MASK_X0Y0_X1Y0 / _X0Y1_X1Y1 (one 16-bit mask per pixel of a 2x2 quad) and the sample
 * locations of PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_0.. (signed 4-bit 1/16-pixel offsets), decoded into a
 * typed description. The masks are normalized to the rasterized sample count. Vulkan has one sample
 * mask for every pixel: equal masks become it; with one sample, differing masks become a 4-bit quad
 * pixel mask the fragment shader applies (uncovered pixels run as helpers); differing masks of a
 * multisampled draw are refused. `decodeMultisample` reads the registers of a draw and also requires
 * Vulkan's standard sample locations in every quad pixel.
 */
import { AgcStateError, hex } from '../errors.js';
import { field } from '../registers/index.js';
import { readOptional } from '../state/read.js';
import type { RegisterReader } from '../state/register-file.js';

/** Decoded coverage state. */
export interface AaCoverage {
  /** Rasterized samples per pixel (1 << MSAA_NUM_SAMPLES). */
  readonly samples: number;
  /** Masks of quad pixels X0Y0, X1Y0, X0Y1, X1Y1, normalized to `samples` bits. */
  readonly pixelMasks: readonly [number, number, number, number];
  /** The one Vulkan sample mask when every quad pixel has the same mask. */
  readonly sampleMask: number | undefined;
  /** One-sample draws with differing masks: bit i set when quad pixel i (order above) is covered. */
  readonly quadPixelMask: number | undefined;
}

/** Decodes the coverage registers; throws {@link AgcStateError} for what Vulkan cannot express. */
export function decodeAaCoverage(aaConfig: number, maskX0Y0X1Y0: number, maskX0Y1X1Y1: number): AaCoverage {
  const log2 = field('PA_SC_AA_CONFIG', 'MSAA_NUM_SAMPLES', aaConfig);
  if (log2 > 4)
    throw new AgcStateError('PA_SC_AA_CONFIG', aaConfig, `MSAA_NUM_SAMPLES ${log2} exceeds 16 samples`);
  const samples = 1 << log2;
  const keep = samples >= 16 ? 0xffff : (1 << samples) - 1;
  const pixelMasks = [
    field('PA_SC_AA_MASK_X0Y0_X1Y0', 'AA_MASK_X0Y0', maskX0Y0X1Y0) & keep,
    field('PA_SC_AA_MASK_X0Y0_X1Y0', 'AA_MASK_X1Y0', maskX0Y0X1Y0) & keep,
    field('PA_SC_AA_MASK_X0Y1_X1Y1', 'AA_MASK_X0Y1', maskX0Y1X1Y1) & keep,
    field('PA_SC_AA_MASK_X0Y1_X1Y1', 'AA_MASK_X1Y1', maskX0Y1X1Y1) & keep,
  ] as const;
  const uniform = pixelMasks.every((m) => m === pixelMasks[0]);
  if (uniform) return { samples, pixelMasks, sampleMask: pixelMasks[0], quadPixelMask: undefined };
  if (samples === 1) {
    const quadPixelMask = pixelMasks.reduce((acc, m, i) => acc | (m << i), 0);
    return { samples, pixelMasks, sampleMask: undefined, quadPixelMask };
  }
  throw new AgcStateError(
    'PA_SC_AA_MASK_X0Y0_X1Y0',
    maskX0Y0X1Y0,
    `PA_SC_AA_MASK_X0Y1_X1Y1=${hex(maskX0Y1X1Y1)}: quad pixels have different ${samples}-sample masks ` +
      `(${pixelMasks.map((m) => hex(m)).join(', ')}); Vulkan has one sample mask per draw`,
  );
}

/** A sample position offset from the pixel centre, in 1/16 pixel. */
export interface SampleLocation {
  readonly x: number;
  readonly y: number;
}

function signed4(v: number): number {
  return v >= 8 ? v - 16 : v;
}

/**
 * Sample locations of quad pixel X0Y0 from PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_0..3 (four samples per
 * register, signed 4-bit x and y), for the first `samples` samples.
 */
export function decodeSampleLocations(regs: readonly number[], samples: number): SampleLocation[] {
  const out: SampleLocation[] = [];
  for (let i = 0; i < samples; i++) {
    const reg = `PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_${i >> 2}`;
    const value = regs[i >> 2];
    if (value === undefined)
      throw new AgcStateError(reg, undefined, `sample ${i} of ${samples} has no location`);
    const k = i & 3;
    out.push({
      x: signed4(field('PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_0', `S${k}_X`, value)),
      y: signed4(field('PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_0', `S${k}_Y`, value)),
    });
  }
  return out;
}

/**
 * Vulkan's standard sample locations (VkPhysicalDeviceLimits::standardSampleLocations) as offsets from
 * the pixel centre in 1/16 pixel, by sample count.
 */
export const STANDARD_SAMPLE_LOCATIONS: Readonly<Record<number, readonly SampleLocation[]>> = {
  1: [{ x: 0, y: 0 }],
  2: [
    { x: 4, y: 4 },
    { x: -4, y: -4 },
  ],
  4: [
    { x: -2, y: -6 },
    { x: 6, y: -2 },
    { x: -6, y: 2 },
    { x: 2, y: 6 },
  ],
  8: [
    { x: 1, y: -3 },
    { x: -1, y: 3 },
    { x: 5, y: 1 },
    { x: -3, y: -5 },
    { x: -5, y: 5 },
    { x: -7, y: -1 },
    { x: 3, y: 7 },
    { x: 7, y: -7 },
  ],
};

const QUAD_PIXELS = ['X0Y0', 'X1Y0', 'X0Y1', 'X1Y1'] as const;

/** The multisample state of a draw as Vulkan takes it. */
export interface MultisampleState {
  /** Rasterized samples per pixel. */
  readonly samples: number;
  /** The sample mask, when it leaves out some of the samples. */
  readonly sampleMask: number | undefined;
}

/**
 * Decodes PA_SC_AA_CONFIG, the PA_SC_AA_MASK pair and, with several samples, the sample locations of
 * every quad pixel, which must be Vulkan's standard ones. A capture that never writes the mask
 * registers is taken to cover every sample (drivers always write them; docs/debt.md). Throws
 * {@link AgcStateError} for what Vulkan's pipeline state cannot express.
 */
export function decodeMultisample(regs: RegisterReader): MultisampleState {
  const config = readOptional(regs, 'PA_SC_AA_CONFIG') ?? 0;
  const mask0 = readOptional(regs, 'PA_SC_AA_MASK_X0Y0_X1Y0');
  const mask1 = readOptional(regs, 'PA_SC_AA_MASK_X0Y1_X1Y1');
  const unwritten = mask0 === undefined && mask1 === undefined;
  const coverage = decodeAaCoverage(config, mask0 ?? 0xffffffff, mask1 ?? 0xffffffff);
  const { samples } = coverage;
  if (coverage.sampleMask === undefined)
    throw new AgcStateError(
      'PA_SC_AA_MASK_X0Y0_X1Y0',
      mask0,
      `quad pixels have different one-sample masks (${coverage.pixelMasks.join(', ')}): not drawn yet`,
    );
  const standard = STANDARD_SAMPLE_LOCATIONS[samples];
  if (!standard)
    throw new AgcStateError('PA_SC_AA_CONFIG', config, `${samples} samples have no standard locations`);
  if (samples > 1) {
    for (const pixel of QUAD_PIXELS) {
      const names = Array.from(
        { length: Math.ceil(samples / 4) },
        (_, i) => `PA_SC_AA_SAMPLE_LOCS_PIXEL_${pixel}_${i}`,
      );
      const values = names.map((n) => readOptional(regs, n) ?? 0);
      const locations = decodeSampleLocations(values, samples);
      const bad = locations.findIndex((l, i) => l.x !== standard[i].x || l.y !== standard[i].y);
      if (bad >= 0) {
        throw new AgcStateError(
          names[bad >> 2],
          values[bad >> 2],
          `sample ${bad} of quad pixel ${pixel} lies at (${locations[bad].x}, ${locations[bad].y})/16, ` +
            `not at Vulkan's standard (${standard[bad].x}, ${standard[bad].y})/16`,
        );
      }
    }
  }
  const full = samples >= 16 ? 0xffff : (1 << samples) - 1;
  const mask = unwritten ? full : coverage.sampleMask;
  return { samples, sampleMask: mask === full ? undefined : mask };
}
