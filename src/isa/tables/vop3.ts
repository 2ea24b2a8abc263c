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

import { InternalError } from '../../util/errors.js';
import type { ValueType } from '../instruction.js';
import type { Mcpu } from '../target.js';
import { VALU_OPS, type ValuOp } from './valu.js';
import { VOP3_DATA, VOP3_PROMOTED_DATA } from './vop3-data.generated.js';
import { vop3OnlyTypes } from './vop3-types.js';

/** One generated VOP3-only row: [opcode, mnemonic, targets, layout, reject0, reject1, modifiers]. */
export type Vop3DataRow = readonly [number, string, number, string, number, number, string];
/** One generated promoted row: [valu.ts name, layout, reject0, reject1, modifiers]. */
export type Vop3PromotedRow = readonly [string, string, number, number, string];

/** How an immediate of an operand prints: LLVM's printer class for its operand type. */
export type ConstantClass = 'b32' | 'f16' | 'i16' | 'f64' | 'i64';

/** Register class an operand accepts ('any' for VCSrc operands that take everything). */
export type RegisterClass =
  | 'any'
  | 'VGPR_32'
  | 'VReg_64'
  | 'VReg_128'
  | 'VRegOrLds_32'
  | 'SReg_32'
  | 'SRegOrLds_32'
  | 'SReg_1_XEXEC'
  | 'SReg_1'
  | 'attr';

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
  /**
   * Reads its vector destination's old value: the accumulating ops (v_mac_f32, v_fmac_f32...) as their
   * VOP2 forms do, and the ops whose lanes may keep it (LLVM's tied `vdst_in`: v_writelane_b32,
   * v_permlane16_b32, v_permlanex16_b32).
   */
  readonly readsDst: boolean;
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

const FIELD_BIT: Readonly<Record<Vop3OperandSpec['field'], number>> = {
  vdst: 1,
  src0: 2,
  src1: 4,
  src2: 8,
  sdst: 16,
};

/** v_interp_mov's src1 is a parameter selector (p10/p20/p0), not a source. */
export function isInterpParam(mnemonic: string, spec: Vop3OperandSpec): boolean {
  return spec.field === 'src1' && mnemonic === 'v_interp_mov_f32_e64';
}

function decoderPlan(mnemonic: string, operands: readonly Vop3OperandSpec[]) {
  let literalMask = 0;
  let vdstLimit = 255;
  let attrLimited = false;
  const checks: number[] = [];
  for (const spec of operands) {
    const bit = FIELD_BIT[spec.field];
    if (spec.kind === 'v') vdstLimit = 256 - spec.dwords;
    else if (spec.regClass === 'attr') attrLimited = !mnemonic.endsWith('_f16');
    else if (!isInterpParam(mnemonic, spec)) {
      checks.push(bit, spec.dwords);
      if (spec.field !== 'sdst') literalMask |= bit;
    }
  }
  return { literalMask, vdstLimit, checks, attrLimited };
}

const FIELD_BY_CODE: Record<string, Vop3OperandSpec['field']> = {
  d: 'vdst',
  s: 'sdst',
  '0': 'src0',
  '1': 'src1',
  '2': 'src2',
};

type SpecShape = Omit<Vop3OperandSpec, 'type'>;

function parseOperand(text: string): SpecShape {
  const parts = text.split(':');
  const field = FIELD_BY_CODE[parts[0] as string];
  if (field === undefined) throw new Error(`bad VOP3 layout operand ${text}`);
  if (field === 'vdst') {
    const k = parts[1] as string;
    if (k === 'm') return { field, kind: 's', dwords: 0, regClass: 'SReg_1', constant: 'b32' };
    const dwords = Number(k.slice(1));
    if (k[0] === 'v') return { field, kind: 'v', dwords, regClass: 'any', constant: 'b32' };
    return { field, kind: 's', dwords, regClass: (parts[2] ?? 'SReg_32') as RegisterClass, constant: 'b32' };
  }
  if (field === 'sdst') return { field, kind: 's', dwords: 0, regClass: 'SReg_1', constant: 'b32' };
  const w = parts[2] as string;
  return {
    field,
    kind: 'src',
    dwords: w === 'm' ? 0 : Number(w),
    regClass: parts[1] as RegisterClass,
    constant: parts[3] as ConstantClass,
  };
}

/** Value types of a promoted op's VOP3 operands in layout order, from its valu.ts row. */
function promotedTypes(valu: ValuOp, shapes: readonly SpecShape[]): ValueType[] {
  let src = 0;
  return shapes.map((o) => {
    if (o.dwords === 0) return 'mask';
    if (o.field === 'vdst') return valu.dst?.type ?? 'b32';
    const t = valu.srcs[src++]?.type;
    if (t === undefined) throw new InternalError(`${valu.name}: VOP3 layout has more sources than valu.ts`);
    return t;
  });
}

function buildOp(
  opcode: number,
  mnemonic: string,
  layout: string,
  reject0: number,
  reject1: number,
  mods: string,
  valu: ValuOp | undefined,
): Vop3Op {
  const shapes = layout.length === 0 ? [] : layout.split(' ').map(parseOperand);
  const types = valu ? promotedTypes(valu, shapes) : vop3OnlyTypes(mnemonic, shapes);
  const operands: Vop3OperandSpec[] = shapes.map((o, i) => ({ ...o, type: types[i] as ValueType }));
  let srcMask = 0;
  for (const o of operands) if (o.kind === 'src') srcMask |= 1 << Number(o.field.slice(3));
  let absMask = 0;
  let negMask = 0;
  let opsel = 0;
  let sextMask = 0;
  let zeroMask = 0;
  for (const m of mods.split(' ')) {
    if (m.startsWith('a')) absMask = Number(m.slice(1));
    else if (m.startsWith('n')) negMask = Number(m.slice(1));
    else if (m.startsWith('p')) opsel = Number(m.slice(1));
    else if (m.startsWith('x')) sextMask = Number(m.slice(1));
    else if (m.startsWith('z')) zeroMask = Number(m.slice(1));
  }
  const words = mods.split(' ');
  return {
    opcode,
    mnemonic,
    operands,
    srcMask,
    reject0,
    reject1,
    absMask,
    negMask,
    clamp: words.includes('c'),
    omod: words.includes('o'),
    opsel,
    sextMask,
    high: words.includes('h'),
    zeroMask,
    sdst: operands.some((o) => o.field === 'sdst'),
    valu,
    readsVcc: mnemonic.startsWith('v_div_fmas_'),
    readsM0: valu ? valu.readsM0 : mnemonic.startsWith('v_interp_'),
    readsDst: valu ? valu.readsDst : /^v_(writelane_b32|permlanex?16_b32)$/.test(mnemonic),
    writesExec: valu ? valu.writesExec : false,
    readsExec: valu ? valu.readsExec : operands.length > 0,
    ...decoderPlan(mnemonic, operands),
  };
}

const PROMOTED: ReadonlyMap<string, Vop3PromotedRow> = new Map(VOP3_PROMOTED_DATA.map((r) => [r[0], r]));

/** The mnemonic LLVM prints for a promoted op's VOP3 form: `_e64` unless it has no operands. */
function promotedMnemonic(op: ValuOp): string {
  return op.dst !== undefined || op.srcs.length > 0 ? `${op.name}_e64` : op.name;
}

function buildTable(mcpu: Mcpu, bit: number): (Vop3Op | undefined)[] {
  const table: (Vop3Op | undefined)[] = new Array(1024).fill(undefined);
  for (const [opcode, mnemonic, targets, layout, r0, r1, mods] of VOP3_DATA) {
    if (targets & bit) table[opcode] = buildOp(opcode, mnemonic, layout, r0, r1, mods, undefined);
  }
  for (const valu of VALU_OPS) {
    if (valu.vop3Opcode === undefined || !valu.mcpus.includes(mcpu)) continue;
    const row = PROMOTED.get(valu.name);
    if (!row) throw new InternalError(`${valu.name} has a VOP3 opcode in valu.ts but no VOP3 facts`);
    const [, layout, r0, r1, mods] = row;
    table[valu.vop3Opcode] = buildOp(valu.vop3Opcode, promotedMnemonic(valu), layout, r0, r1, mods, valu);
  }
  return table;
}

const TARGET_BIT: Readonly<Record<Mcpu, number>> = { gfx1013: 1, gfx1030: 2 };
// Built on first use: a process usually decodes for one target, and building a table is a measurable
// part of the CLI's cold start.
const TABLES = new Map<Mcpu, (Vop3Op | undefined)[]>();

/** The VOP3 opcode table of `mcpu`, indexed by the 10-bit opcode. */
export function vop3Table(mcpu: Mcpu): readonly (Vop3Op | undefined)[] {
  let table = TABLES.get(mcpu);
  if (!table) {
    table = buildTable(mcpu, TARGET_BIT[mcpu]);
    TABLES.set(mcpu, table);
  }
  return table;
}

/** Mnemonic (as printed, and without `_e64`) -> opcode entry, for the assembler. */
export function vop3ByMnemonic(mcpu: Mcpu): ReadonlyMap<string, Vop3Op> {
  let map = BY_NAME.get(mcpu);
  if (!map) {
    map = new Map();
    for (const op of vop3Table(mcpu)) {
      if (!op) continue;
      map.set(op.mnemonic, op);
    }
    BY_NAME.set(mcpu, map);
  }
  return map;
}
const BY_NAME = new Map<Mcpu, Map<string, Vop3Op>>();
