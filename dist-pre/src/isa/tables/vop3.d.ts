/**
 * The VOP3 opcode table: every 64-bit VALU operation (VOP3-only ops and the VOP3 forms of VOP1, VOP2
 * and VOPC ops) with the facts its encoding needs, built from the generated rows in
 * vop3-data.generated.ts (scripts/gen-vop3-table.ts probes llvm-mc-19 for them) and from valu.ts.
 *
 * Single source: the names, VOP3 opcodes, targets and value types of promoted VOP1/VOP2/VOPC ops come
 * from valu.ts only; the generated promoted rows, keyed by the valu.ts name, hold what only the VOP3
 * form has (which modifier bits exist, which must be clear, each operand's register class and
 * constant-printing class). VOP3-only ops carry their own opcode and name, and their value types come
 * from vop3-types.ts.
 *
 * Lookup arrays are indexed by opcode, one per target, so the decoder does one load per instruction.
 */
import type { ValueType } from '../instruction.js';
import type { Mcpu } from '../target.js';
import { type ValuOp } from './valu.js';
/** One generated VOP3-only row: [opcode, mnemonic, targets, layout, reject0, reject1, modifiers]. */
export type Vop3DataRow = readonly [number, string, number, string, number, number, string];
/** One generated promoted row: [valu.ts name, layout, reject0, reject1, modifiers]. */
export type Vop3PromotedRow = readonly [string, string, number, number, string];
/** How an immediate of an operand prints: LLVM's printer class for its operand type. */
export type ConstantClass = 'b32' | 'f16' | 'i16' | 'f64' | 'i64';
/** Register class an operand accepts ('any' for VCSrc operands that take everything). */
export type RegisterClass = 'any' | 'VGPR_32' | 'VReg_64' | 'VReg_128' | 'VRegOrLds_32' | 'SReg_32' | 'SRegOrLds_32' | 'SReg_1_XEXEC' | 'SReg_1' | 'attr';
/** One operand of an opcode, in text order. */
export interface Vop3OperandSpec {
    /** Field: vdst (8-bit dst), sdst (VOP3b carry-out [14:8]), src0, src1, src2. */
    readonly field: 'vdst' | 'sdst' | 'src0' | 'src1' | 'src2';
    /** 'v' VGPR destination, 's' scalar destination, 'src' a 9-bit source. */
    readonly kind: 'v' | 's' | 'src';
    /** Dwords, or 0 for a lane mask (1 in wave32, 2 in wave64). */
    readonly dwords: number;
    readonly regClass: RegisterClass;
    readonly constant: ConstantClass;
    /** Value type the operation reads or writes there (`mask` for lane masks). */
    readonly type: ValueType;
}
/** One VOP3 opcode for one target. */
export interface Vop3Op {
    readonly opcode: number;
    /** Mnemonic as LLVM prints it (promoted ops carry `_e64`). */
    readonly mnemonic: string;
    readonly operands: readonly Vop3OperandSpec[];
    /** Source fields the op has (bit i: src i). Absent sources must be zero. */
    readonly srcMask: number;
    /** word0 and word1 bits that make the word invalid when set. */
    readonly reject0: number;
    readonly reject1: number;
    /** Sources whose abs (word0 bit 8+i) / neg (word1 bit 29+i) print. */
    readonly absMask: number;
    readonly negMask: number;
    readonly clamp: boolean;
    readonly omod: boolean;
    /** Entries of the printed op_sel list (0: not printed). */
    readonly opsel: number;
    /** Sources whose neg bit prints as `sext(...)` (integer source modifiers). */
    readonly sextMask: number;
    /** src0 bit 8 (the attribute field's high bit) prints ` high` (16-bit interpolation). */
    readonly high: boolean;
    /** Fields that must be zero: bit 0 vdst, 1 src0, 2 src1, 3 src2. */
    readonly zeroMask: number;
    /** VOP3b: word0 [14:8] is a lane-mask destination. */
    readonly sdst: boolean;
    /** The VOP1/VOP2/VOPC operation this is the VOP3 form of (undefined for VOP3-only ops). */
    readonly valu: ValuOp | undefined;
    /** Reads VCC implicitly (v_div_fmas_*). */
    readonly readsVcc: boolean;
    /** Reads M0 implicitly (v_movrel*, v_interp_*). */
    readonly readsM0: boolean;
    /** Writes EXEC (v_cmpx_*). */
    readonly writesExec: boolean;
    /** Reads EXEC (every op with operands). */
    readonly readsExec: boolean;
    /** Decoder plan, derived from the operands: fields (bits as in zeroMask, 16 sdst) whose code 255 reads the literal. */
    readonly literalMask: number;
    /** Highest valid vdst (256 minus the VGPR destination's width; 255 otherwise). */
    readonly vdstLimit: number;
    /** Pairs [field bit, dwords (0: lane mask)] of the scalar/source operands whose code must decode. */
    readonly checks: readonly number[];
    /** The attribute field (src0) must be below 256 (v_interp_*_f32; the f16 forms use bit 8 as `high`). */
    readonly attrLimited: boolean;
}
/** v_interp_mov's src1 is a parameter selector (p10/p20/p0), not a source. */
export declare function isInterpParam(mnemonic: string, spec: Vop3OperandSpec): boolean;
/** The VOP3 opcode table of `mcpu`, indexed by the 10-bit opcode. */
export declare function vop3Table(mcpu: Mcpu): readonly (Vop3Op | undefined)[];
/** Mnemonic (as printed, and without `_e64`) -> opcode entry, for the assembler. */
export declare function vop3ByMnemonic(mcpu: Mcpu): ReadonlyMap<string, Vop3Op>;
