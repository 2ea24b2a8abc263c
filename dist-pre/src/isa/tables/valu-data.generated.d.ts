import type { ValuDataRow } from './valu.js';
/** Every VALU operation with a VOP1, VOP2 or VOPC encoding, as llvm-mc-19 decodes it. */
export declare const VALU_DATA: readonly ValuDataRow[];
