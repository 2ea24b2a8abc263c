import type { SemanticTable } from '../semantics.js';
/**
 * Largest difference between a bilinear result and the hardware's, as a fraction of the spread
 * (max - min) of the four texels' channel, plus one unit in the last place of the result.
 */
export declare const BILINEAR_TOLERANCE: number;
/** The sampling rules. */
export declare const IMAGE_SAMPLE_SEMANTICS: SemanticTable;
