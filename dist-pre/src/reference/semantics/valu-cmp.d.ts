import type { SemanticTable } from '../semantics.js';
import { type Val } from './valu-core.js';
import { type Fp } from './valu-fp.js';
/**
 * The class of a float pattern as the mask bit v_cmp_class tests: 0 signaling NaN, 1 quiet NaN,
 * 2 -inf, 3 -normal, 4 -denormal, 5 -0, 6 +0, 7 +denormal, 8 +normal, 9 +inf.
 */
export declare function floatClass(fp: Fp, v: Val): number;
/** Compare rules by mnemonic. */
export declare const VALU_CMP: SemanticTable;
