/**
 * The VOP3P opcode table (packed math), from llvm-mc-19 probes of gfx1013 and gfx1030: opcode,
 * mnemonic, targets (1 gfx1013, 2 gfx1030), source count and operand kind. Kinds: `pkf` packed f16,
 * `pki` packed 16-bit integer, `mix` mixed f32/f16 FMA (modifiers print as -x and |x|), `dot` dot
 * products (gfx1030 only).
 */
import type { Mcpu } from '../target.js';
/** Operand kind of a VOP3P op. */
export type Vop3pKind = 'pkf' | 'pki' | 'mix' | 'dotf' | 'doti';
/** One VOP3P opcode. */
export interface Vop3pOp {
    readonly opcode: number;
    readonly mnemonic: string;
    readonly sources: 2 | 3;
    readonly kind: Vop3pKind;
}
/** The VOP3P table of `mcpu`, indexed by the 7-bit opcode. */
export declare function vop3pTable(mcpu: Mcpu): readonly (Vop3pOp | undefined)[];
