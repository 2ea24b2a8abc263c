import type { Target } from '../../src/isa/target.js';
/** One disagreement: the text and both sides' encodings (or refusals). */
export interface AsmMismatch {
    readonly text: string;
    readonly ours: string;
    readonly llvm: string;
}
/** Counts of a round-trip run. */
export interface RoundTrip {
    /** Texts both sides assembled identically. */
    same: number;
    /** Texts both sides refused. */
    refused: number;
    mismatches: AsmMismatch[];
}
/** Oberon's encoding of `text` as LLVM prints bytes, or `error: reason`. */
export declare function ourEncoding(text: string, target: Target): string;
/**
 * Compares Oberon's and LLVM's assembly of `texts` (printed VOP3/VOP3P instructions). Where LLVM's
 * canonical encoding is another family's (an unsuffixed `v_nop` is VOP1), the VOP3 family must decline
 * the text, leaving it to that family.
 */
export declare function compareAssembly(texts: readonly string[], target: Target): RoundTrip;
/** The printed text of every probe Oberon decodes (duplicates removed). */
export declare function printedTexts(probes: readonly number[][], target: Target): string[];
/**
 * Checks the VOP3 family's own assembler on hand-written `texts`: where LLVM picks a VOP3/VOP3P
 * encoding ours must be identical; where LLVM picks another encoding (e32) the family must decline
 * (return undefined); where LLVM refuses the text the family must decline or throw AsmError.
 */
export declare function compareFamilyAssembly(texts: readonly string[], target: Target): RoundTrip & {
    declined: number;
};
