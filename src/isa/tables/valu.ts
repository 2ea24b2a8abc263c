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
import { VALU_DATA } from './valu-data.generated.js';

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
  number,
];

/** Where an operand lives in the e32 form. */
export type ValuOperandFile =
  | 'vgpr' // a VGPR (vdst, the VOP2/VOPC vsrc1)
  | 'vsrc' // the 9-bit source: VGPR, SGPR, special, inline constant or literal
  | 'sgpr' // an SGPR destination (v_readfirstlane_b32)
  | 'mask'; // the lane mask in VCC (implicit in e32, explicit SGPRs in VOP3)

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

const TYPE_TOKENS: ReadonlySet<string> = new Set([
  'f16',
  'f32',
  'f64',
  'i16',
  'i32',
  'i64',
  'u16',
  'u32',
  'u64',
  'b32',
]);

/** Value types that the suffix rule gets wrong: [dst, src0, src1] (undefined keeps the rule's type). */
const TYPE_OVERRIDES: Readonly<Record<string, readonly (ValueType | undefined)[]>> = {
  v_cvt_off_f32_i4: [undefined, 'i32'],
  v_cvt_f32_ubyte0: [undefined, 'u32'],
  v_cvt_f32_ubyte1: [undefined, 'u32'],
  v_cvt_f32_ubyte2: [undefined, 'u32'],
  v_cvt_f32_ubyte3: [undefined, 'u32'],
  v_cvt_pkrtz_f16_f32: ['v2f16', 'f32', 'f32'],
  v_sat_pk_u8_i16: ['b16', 'v2i16'],
  v_ldexp_f16: [undefined, undefined, 'i16'],
  v_lshrrev_b32: [undefined, 'u32'],
  v_lshlrev_b32: [undefined, 'u32'],
  v_ashrrev_i32: [undefined, 'u32'],
  v_cmp_class_f32: [undefined, undefined, 'u32'],
  v_cmpx_class_f32: [undefined, undefined, 'u32'],
  v_cmp_class_f16: [undefined, undefined, 'u16'],
  v_cmpx_class_f16: [undefined, undefined, 'u16'],
  v_cmp_class_f64: [undefined, undefined, 'u32'],
  v_cmpx_class_f64: [undefined, undefined, 'u32'],
  v_dot2c_f32_f16: ['f32', 'v2f16', 'v2f16'],
  v_dot4c_i32_i8: ['i32', 'b32', 'b32'],
  v_pk_fmac_f16: ['v2f16', 'v2f16', 'v2f16'],
};

/** Ops whose src0 is a VGPR_32 operand in LLVM. */
const VGPR_SRC0: ReadonlySet<string> = new Set([
  'v_movrels_b32',
  'v_movrelsd_b32',
  'v_movrelsd_2_b32',
  'v_swap_b32',
  'v_swaprel_b32',
]);

const NO_OPERANDS: ReadonlySet<string> = new Set(['v_nop', 'v_pipeflush', 'v_clrexcp', 'v_illegal']);

/** The type a register of `dwords` dwords has when the suffix type is `t` (64-bit variants of b/i/u/f). */
function widen(t: ValueType, dwords: number): ValueType {
  if (dwords !== 2) return t;
  if (t === 'f32' || t === 'f64') return 'f64';
  if (t === 'i32' || t === 'i64') return 'i64';
  if (t === 'u32' || t === 'u64') return 'u64';
  return 'b64';
}

const FLOAT_TYPES: ReadonlySet<ValueType> = new Set(['f16', 'f32', 'f64', 'v2f16']);

function floatSource(name: string, s: ValuOperand | undefined): boolean {
  return name === 'v_cndmask_b32' || (s !== undefined && FLOAT_TYPES.has(s.type));
}

function buildOp(row: ValuDataRow): ValuOp {
  const [name, encoding, opcode, vop3, targets, dstDwords, src0Dwords, src1Dwords, flags] = row;
  const mcpus: Mcpu[] = [];
  if (targets & 1) mcpus.push('gfx1013');
  if (targets & 2) mcpus.push('gfx1030');
  const types = name.split('_').filter((t) => TYPE_TOKENS.has(t)) as ValueType[];
  const dstType: ValueType = types[0] ?? 'b32';
  const srcType: ValueType = types[types.length - 1] ?? 'b32';
  const over = TYPE_OVERRIDES[name] ?? [];
  const cmpx = name.startsWith('v_cmpx_');
  const vopc = encoding === 'VOPC';
  const carry = name.endsWith('_co_ci_u32');
  const none = NO_OPERANDS.has(name);
  let dst: ValuOperand | undefined;
  if (!vopc && !none && dstDwords > 0) {
    dst = {
      file: flags & 8 ? 'sgpr' : 'vgpr',
      type: widen(over[0] ?? dstType, dstDwords),
      dwords: dstDwords,
    };
  }
  const srcs: ValuOperand[] = [];
  if (!none && src0Dwords > 0) {
    srcs.push({
      file: VGPR_SRC0.has(name) ? 'vgpr' : 'vsrc',
      type: widen(over[1] ?? srcType, src0Dwords),
      dwords: src0Dwords,
    });
  }
  if (!none && src1Dwords > 0) {
    srcs.push({ file: 'vgpr', type: widen(over[2] ?? srcType, src1Dwords), dwords: src1Dwords });
  }
  return {
    name,
    encoding,
    opcode,
    vop3Opcode: vop3 < 0 ? undefined : vop3,
    mcpus,
    dst,
    srcs,
    constantK: /^v_(mad|fma)mk_/.test(name) ? 'mk' : /^v_(mad|fma)ak_/.test(name) ? 'ak' : undefined,
    readsDst:
      /^v_(f?mac|fmac_legacy|mac_legacy|pk_fmac|dot2c|dot4c)_/.test(name) || name === 'v_fmac_legacy_f32',
    readsVcc: name === 'v_cndmask_b32' || carry,
    writesVcc: (vopc && !cmpx) || carry,
    readsExec: !none,
    writesExec: cmpx,
    readsM0: name.startsWith('v_movrel') || name === 'v_swaprel_b32',
    srcFloatMods: [floatSource(name, srcs[0]), floatSource(name, srcs[1])],
    dstFloat: dst !== undefined && FLOAT_TYPES.has(dst.type),
    src0Class: VGPR_SRC0.has(name) ? 'vgpr' : name === 'v_readfirstlane_b32' ? 'vgprOrLds' : 'vsrc',
    dpp16: (flags & 1) !== 0,
    dpp8: (flags & 2) !== 0,
    sdwa: (flags & 4) !== 0,
  };
}

/** Every VALU operation with a VOP1, VOP2 or VOPC encoding (one row per target-specific opcode use). */
export const VALU_OPS: readonly ValuOp[] = VALU_DATA.map(buildOp);

type OpcodeArray = readonly (ValuOp | undefined)[];

function index(mcpu: Mcpu, size: number, pick: (op: ValuOp) => number | undefined): OpcodeArray {
  const out: (ValuOp | undefined)[] = new Array(size).fill(undefined);
  for (const op of VALU_OPS) {
    const n = pick(op);
    if (n !== undefined && op.mcpus.includes(mcpu)) out[n] = op;
  }
  return out;
}

function byTarget(
  size: number,
  pick: (op: ValuOp) => number | undefined,
): Readonly<Record<Mcpu, OpcodeArray>> {
  return { gfx1013: index('gfx1013', size, pick), gfx1030: index('gfx1030', size, pick) };
}

/** Opcode-indexed arrays per target (the decoder's hot-path lookups). */
export const VOP1_BY_OPCODE = byTarget(256, (op) => (op.encoding === 'VOP1' ? op.opcode : undefined));
/** VOP2 opcode (0..63) -> operation, per target. */
export const VOP2_BY_OPCODE = byTarget(64, (op) => (op.encoding === 'VOP2' ? op.opcode : undefined));
/** VOPC opcode (0..255) -> operation, per target. */
export const VOPC_BY_OPCODE = byTarget(256, (op) => (op.encoding === 'VOPC' ? op.opcode : undefined));
/** VOP3 opcode (0..1023) -> the VOP1/VOP2/VOPC operation promoted there, per target. */
export const VOP3_PROMOTED_BY_OPCODE = byTarget(1024, (op) => op.vop3Opcode);

/** The VOP1 operation with opcode `opcode` on `mcpu`. */
export function valuByVop1Opcode(opcode: number, mcpu: Mcpu): ValuOp | undefined {
  return VOP1_BY_OPCODE[mcpu][opcode];
}
/** The VOP2 operation with opcode `opcode` on `mcpu`. */
export function valuByVop2Opcode(opcode: number, mcpu: Mcpu): ValuOp | undefined {
  return VOP2_BY_OPCODE[mcpu][opcode];
}
/** The VOPC operation with opcode `opcode` on `mcpu`. */
export function valuByVopcOpcode(opcode: number, mcpu: Mcpu): ValuOp | undefined {
  return VOPC_BY_OPCODE[mcpu][opcode];
}
/** The VOP1/VOP2/VOPC operation whose VOP3 (e64) opcode is `opcode` on `mcpu` (VOP3-only ops: undefined). */
export function valuByVop3Opcode(opcode: number, mcpu: Mcpu): ValuOp | undefined {
  return VOP3_PROMOTED_BY_OPCODE[mcpu][opcode];
}

const BY_NAME: Readonly<Record<Mcpu, ReadonlyMap<string, ValuOp>>> = (() => {
  const make = (mcpu: Mcpu): Map<string, ValuOp> => {
    const m = new Map<string, ValuOp>();
    for (const op of VALU_OPS) if (op.mcpus.includes(mcpu) && !m.has(op.name)) m.set(op.name, op);
    return m;
  };
  return { gfx1013: make('gfx1013'), gfx1030: make('gfx1030') };
})();

/** The operation named `name` (no encoding suffix) on `mcpu`. */
export function valuByName(name: string, mcpu: Mcpu): ValuOp | undefined {
  return BY_NAME[mcpu].get(name);
}
