/**
 * The validity rules of VOP1/VOP2/VOPC words, as llvm-mc-19 applies them, in a form cheap enough for
 * the decoder's hot path (table lookups and bit tests, no strings). The printer (vop.ts `render`)
 * enforces the same rules while it builds text; the llvm differential tests hold the two together.
 */
import type { EncodingForm, EncodingName } from '../instruction.js';
import type { ValuOp } from '../tables/valu.js';
/**
 * Why llvm-mc rejects an instruction of this family, or undefined when it accepts it. `fields` are the
 * decoder's (`vdst`, `src0`, `vsrc1`, `ext`); `literal` is the trailing dword when one was read.
 */
export declare function checkVop(encoding: EncodingName, form: EncodingForm, op: ValuOp, fields: {
    readonly vdst: number;
    readonly src0: number;
    readonly vsrc1: number;
    readonly ext: number;
}, literal: number | undefined, wave64: boolean): string | undefined;
