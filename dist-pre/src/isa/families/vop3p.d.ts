import type { DecodeInput } from '../family.js';
import type { Instruction, Operand } from '../instruction.js';
import type { Target } from '../target.js';
import { assembleVop3p } from './vop3p-asm.js';
/** Field values of a VOP3P instruction. */
export interface Vop3pFields {
    readonly op: number;
    readonly vdst: number;
    readonly negHi: number;
    readonly opsel: number;
    /** The three op_sel_hi bits (bit 2 from word0 bit 14). */
    readonly opselHi: number;
    readonly clamp: number;
    readonly src0: number;
    readonly src1: number;
    readonly src2: number;
    readonly negLo: number;
}
declare function decode(input: DecodeInput): Instruction;
declare function print(inst: Instruction, target: Target): string;
/** Packs VOP3P fields into the two instruction dwords. */
export declare function packVop3p(f: Vop3pFields): [number, number];
declare function encode(inst: Instruction): number[];
declare function operands(inst: Instruction, target: Target): Operand[];
/** The VOP3P entry points the VOP3 family routes to. */
export declare const vop3pFamilyPart: {
    decode: typeof decode;
    print: typeof print;
    encode: typeof encode;
    operands: typeof operands;
    assemble: typeof assembleVop3p;
};
export {};
