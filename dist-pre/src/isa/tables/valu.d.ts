/**
 * The VALU operation table: one row per vector ALU operation that has a VOP1, VOP2 or VOPC encoding on
 * gfx1013 or gfx1030, with its opcode there and in VOP3 (e64), its operand shapes and value types, its
 * implicit operands and which extended forms (DPP16, DPP8, SDWA) LLVM accepts for it. It is the single
 * source of truth for these operations: the VOP1/VOP2/VOPC family decodes from it, the VOP3 family uses
 * it for the promoted forms, the translator reads the types and implicit operands.
 *
 * Opcodes, register widths and form support are generated from llvm-mc-19 probes
 * (valu-data.generated.ts, by scripts/gen-valu-table.ts). Value types derive from the mnemonic's type
 * suffixes (`v_cvt_f32_f16`: dst f32, source f16), with the exceptions listed in `TYPE_OVERRIDES`.
 * Shape stability: the VOP3 family imports this; changes are additive only.
 */
import type { ValueType } from '../instruction.js';
import type { Mcpu } from '../target.js';
/** The 32-bit encodings a VALU row can have. */
export type ValuEncoding = 'VOP1' | 'VOP2' | 'VOPC';
/**
 * One generated row: [mnemonic, encoding, opcode, VOP3 opcode or -1, targets (bit 0 gfx1013, bit 1
 * gfx1030), dst dwords, src0 dwords, src1 dwords, flags (1 DPP16, 2 DPP8, 4 SDWA, 8 SGPR dst)].
 */
export type ValuDataRow = readonly [
    string,
    ValuEncoding,
    number,
    number,
    number,
    number,
    number,
    number,
    number
];
/** Where an operand lives in the e32 form. */
export type ValuOperandFile = 'vgpr' | 'vsrc' | 'sgpr' | 'mask';
/** One operand of a VALU operation. */
export interface ValuOperand {
    readonly file: ValuOperandFile;
    readonly type: ValueType;
    /** Width in dwords (1 for 16- and 32-bit values; the mask is 1 in wave32, 2 in wave64). */
    readonly dwords: number;
}
/** One VALU operation. */
export interface ValuOp {
    /** LLVM mnemonic without encoding suffix, e.g. `v_add_f32`. */
    readonly name: string;
    /** The 32-bit encoding of the operation. */
    readonly encoding: ValuEncoding;
    /** Opcode in `encoding`. */
    readonly opcode: number;
    /** Opcode of the VOP3 (e64) form, undefined when LLVM has none (madmk, swap, readfirstlane...). */
    readonly vop3Opcode: number | undefined;
    /** Targets with this operation at this opcode. */
    readonly mcpus: readonly Mcpu[];
    /** Vector or scalar result; undefined for VOPC (its mask result is in `implicitDst`) and no-operand ops. */
    readonly dst: ValuOperand | undefined;
    /** Explicit sources in e32 order: src0 (9-bit source), then src1 (VGPR) for VOP2 and VOPC. */
    readonly srcs: readonly ValuOperand[];
    /**
     * The 32-bit constant K of the madmk/madak-style ops: `mk` is a multiplier between src0 and src1 in
     * text (`v_fmamk_f32 v0, v1, K, v2`), `ak` an addend after src1; undefined otherwise.
     */
    readonly constantK: 'mk' | 'ak' | undefined;
    /** The destination is also read (mac, fmac, dot2c, pk_fmac: dst = src0 * src1 + dst). */
    readonly readsDst: boolean;
    /** Reads VCC as a lane mask (v_cndmask_b32, carry-in ops). */
    readonly readsVcc: boolean;
    /** Writes VCC as a lane mask (VOPC compares, carry-out ops). */
    readonly writesVcc: boolean;
    /** Reads EXEC (every VALU op except the no-operand ones). */
    readonly readsExec: boolean;
    /** Writes EXEC (v_cmpx_*). */
    readonly writesExec: boolean;
    /** Reads M0 (v_movrel*, v_swaprel_b32: relative register index). */
    readonly readsM0: boolean;
    /**
     * Register class LLVM gives src0: `vsrc` (any 9-bit source), `vgpr` (VGPR_32: v_movrels*, v_swap*),
     * `vgprOrLds` (VRegOrLds_32: v_readfirstlane_b32). LLVM still decodes other codes there, printing
     * an "Invalid register"/"Invalid immediate" comment after them.
     */
    readonly src0Class: 'vsrc' | 'vgpr' | 'vgprOrLds';
    /**
     * Source modifiers LLVM gives each source in DPP16/SDWA (and VOP3): true for float modifiers
     * (neg/abs: float sources, and v_cndmask_b32), false for integer ones (sext).
     */
    readonly srcFloatMods: readonly [boolean, boolean];
    /** The result is a float (SDWA then accepts an output modifier). */
    readonly dstFloat: boolean;
    /** LLVM accepts the DPP16 form (src0 code 250). */
    readonly dpp16: boolean;
    /** LLVM accepts the DPP8 forms (src0 codes 233, 234). */
    readonly dpp8: boolean;
    /** LLVM accepts the SDWA form (src0 code 249). */
    readonly sdwa: boolean;
}
/** Every VALU operation with a VOP1, VOP2 or VOPC encoding (one row per target-specific opcode use). */
export declare const VALU_OPS: readonly ValuOp[];
type OpcodeArray = readonly (ValuOp | undefined)[];
/** Opcode-indexed arrays per target (the decoder's hot-path lookups). */
export declare const VOP1_BY_OPCODE: Readonly<Record<Mcpu, OpcodeArray>>;
/** VOP2 opcode (0..63) -> operation, per target. */
export declare const VOP2_BY_OPCODE: Readonly<Record<Mcpu, OpcodeArray>>;
/** VOPC opcode (0..255) -> operation, per target. */
export declare const VOPC_BY_OPCODE: Readonly<Record<Mcpu, OpcodeArray>>;
/** VOP3 opcode (0..1023) -> the VOP1/VOP2/VOPC operation promoted there, per target. */
export declare const VOP3_PROMOTED_BY_OPCODE: Readonly<Record<Mcpu, OpcodeArray>>;
/** The VOP1 operation with opcode `opcode` on `mcpu`. */
export declare function valuByVop1Opcode(opcode: number, mcpu: Mcpu): ValuOp | undefined;
/** The VOP2 operation with opcode `opcode` on `mcpu`. */
export declare function valuByVop2Opcode(opcode: number, mcpu: Mcpu): ValuOp | undefined;
/** The VOPC operation with opcode `opcode` on `mcpu`. */
export declare function valuByVopcOpcode(opcode: number, mcpu: Mcpu): ValuOp | undefined;
/** The VOP1/VOP2/VOPC operation whose VOP3 (e64) opcode is `opcode` on `mcpu` (VOP3-only ops: undefined). */
export declare function valuByVop3Opcode(opcode: number, mcpu: Mcpu): ValuOp | undefined;
/** The operation named `name` (no encoding suffix) on `mcpu`. */
export declare function valuByName(name: string, mcpu: Mcpu): ValuOp | undefined;
export {};
