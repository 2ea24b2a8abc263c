/**
 * MSAA coverage state: PA_SC_AA_CONFIG (sample count), the per-quad-pixel sample masks
 * PA_SC_AA_MASK_X0Y0_X1Y0 / _X0Y1_X1Y1 (one 16-bit mask per pixel of a 2x2 quad) and the sample
 * locations of PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_0.. (signed 4-bit 1/16-pixel offsets), decoded into a
 * typed description. The masks are normalized to the rasterized sample count. Vulkan has one sample
 * mask for every pixel: equal masks become it; with one sample, differing masks become a 4-bit quad
 * pixel mask the fragment shader applies (uncovered pixels run as helpers); differing masks of a
 * multisampled draw are refused.
 */
import { AgcStateError, hex } from '../errors.js';
import { field } from '../registers/index.js';
/** Decodes the coverage registers; throws {@link AgcStateError} for what Vulkan cannot express. */
export function decodeAaCoverage(aaConfig, maskX0Y0X1Y0, maskX0Y1X1Y1) {
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
    ];
    const uniform = pixelMasks.every((m) => m === pixelMasks[0]);
    if (uniform)
        return { samples, pixelMasks, sampleMask: pixelMasks[0], quadPixelMask: undefined };
    if (samples === 1) {
        const quadPixelMask = pixelMasks.reduce((acc, m, i) => acc | (m << i), 0);
        return { samples, pixelMasks, sampleMask: undefined, quadPixelMask };
    }
    throw new AgcStateError('PA_SC_AA_MASK_X0Y0_X1Y0', maskX0Y0X1Y0, `PA_SC_AA_MASK_X0Y1_X1Y1=${hex(maskX0Y1X1Y1)}: quad pixels have different ${samples}-sample masks ` +
        `(${pixelMasks.map((m) => hex(m)).join(', ')}); Vulkan has one sample mask per draw`);
}
function signed4(v) {
    return v >= 8 ? v - 16 : v;
}
/**
 * Sample locations of quad pixel X0Y0 from PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_0..3 (four samples per
 * register, signed 4-bit x and y), for the first `samples` samples.
 */
export function decodeSampleLocations(regs, samples) {
    const out = [];
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
//# sourceMappingURL=aa-coverage.js.map