import type { BlockId, InstId, IrFunction } from './function.js';
/** One verifier finding. */
export interface VerifyProblem {
    readonly block: BlockId;
    readonly inst?: InstId;
    readonly message: string;
}
/** The verifier's result. */
export interface VerifyResult {
    readonly ok: boolean;
    readonly problems: readonly VerifyProblem[];
    /** The function text with each problem printed under its line (only when there are problems). */
    readonly annotated: string;
}
/** Verifies `fn`. */
export declare function verifyFunction(fn: IrFunction): VerifyResult;
