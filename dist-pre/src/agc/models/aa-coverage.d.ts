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
export declare function decodeAaCoverage(aaConfig: number, maskX0Y0X1Y0: number, maskX0Y1X1Y1: number): AaCoverage;
/** A sample position offset from the pixel centre, in 1/16 pixel. */
export interface SampleLocation {
    readonly x: number;
    readonly y: number;
}
/**
 * Sample locations of quad pixel X0Y0 from PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_0..3 (four samples per
 * register, signed 4-bit x and y), for the first `samples` samples.
 */
export declare function decodeSampleLocations(regs: readonly number[], samples: number): SampleLocation[];
