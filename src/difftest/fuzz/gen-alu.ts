/**
 * Random ALU instructions in LLVM syntax: one vector or scalar operation from the pools (ops.ts) with
 * random operands (pool registers, the lane id, user SGPRs, inline constants, literals) and, in the
 * VOP3 form, random source modifiers (abs, neg) and output modifiers (clamp, omod) where the op's table
 * row allows them. Every instruction obeys the rules that make it valid: at most one constant-bus
 * source (SGPR, literal or lane mask) per VOP3 instruction, one literal, registers of the right width,
 * even-aligned SGPR pairs, inexact results written to sink registers only (layout.ts).
 */
import type { ValueType } from '../../isa/instruction.js';
import { integerClampOf } from '../../isa/tables/integer-clamp.js';
import type { SlotSpec } from '../../isa/tables/scalar-spec.js';
import type { Vop3OperandSpec } from '../../isa/tables/vop3.js';
import type { Vop3pOp } from '../../isa/tables/vop3p.js';
import {
  GROUP_ID_SGPR,
  MASK_SGPR,
  SGPR_POOL_FIRST,
  SGPR_POOL_LAST,
  SINK32,
  SINK64,
  USER_INPUTS,
  VGPR_POOL_FIRST,
  VGPR_POOL_LAST,
} from './layout.js';
import type { ScalarOp, VectorOp } from './ops.js';
import type { Rng } from './rng.js';

/** 32-bit values that exercise corner cases of integer and float semantics. */
export const INTERESTING_WORDS: readonly number[] = [
  0, 1, 2, 0xffffffff, 0x80000000, 0x7fffffff, 0x3f800000, 0xbf800000, 0x7f800000, 0xff800000, 0x7fc00000,
  0x7fa00000, 0x00000001, 0x007fffff, 0x80000001, 0x00800000, 0x7f7fffff, 0x3f000000, 0x40490fdb, 0x4b800000,
  0xcf000000, 0x4f800000, 0x3c003c00, 0x7bff7bff, 0x7c00fc00, 0x7e00, 0x0001, 0x8000, 0xffff, 0x10000,
];

const INLINE_FLOATS = ['0.5', '-0.5', '1.0', '-1.0', '2.0', '-2.0', '4.0', '-4.0'];

/** A random 32-bit word: mostly interesting values, sometimes random bits. */
export function randomWord(rng: Rng): number {
  return rng.chance(0.6) ? rng.pick(INTERESTING_WORDS) : rng.bits();
}

function hex(v: number): string {
  return `0x${(v >>> 0).toString(16)}`;
}

/**
 * Text of a literal operand value (`bits16` for 16-bit operands). Values equal to the inline integers
 * -16..-1 are written as those integers: llvm-mc encodes them as inline constants, and the isa
 * assembler would keep a hex literal (noted in the fuzzer's bug notes).
 */
export function literal(v: number, bits16 = false): string {
  const u = bits16 ? v & 0xffff : v >>> 0;
  const top = bits16 ? 0x10000 : 0x1_0000_0000;
  return u >= top - 16 ? String(u - top) : hex(u);
}

/** Text of a VGPR range. */
export function vreg(first: number, dwords: number): string {
  return dwords === 1 ? `v${first}` : `v[${first}:${first + dwords - 1}]`;
}

/** Text of an SGPR range. */
export function sreg(first: number, dwords: number): string {
  return dwords === 1 ? `s${first}` : `s[${first}:${first + dwords - 1}]`;
}

/** The lane mask registers a wave size uses. */
export function maskRegs(wave64: boolean): { vcc: string; exec: string; mask: string; suffix: string } {
  return wave64
    ? { vcc: 'vcc', exec: 'exec', mask: sreg(MASK_SGPR, 2), suffix: 'b64' }
    : { vcc: 'vcc_lo', exec: 'exec_lo', mask: sreg(MASK_SGPR, 1), suffix: 'b32' };
}

/** A random pool VGPR range of `dwords` (the lane id v0 only when `laneId`). */
export function poolVgpr(rng: Rng, dwords: number, laneId = false): string {
  if (laneId && dwords === 1 && rng.chance(0.12)) return 'v0';
  return vreg(rng.range(VGPR_POOL_FIRST, VGPR_POOL_LAST + 1 - dwords), dwords);
}

function scalarSource(rng: Rng, dwords: number, includeInputs: boolean, wave64 = false): string {
  // Lane masks as plain scalar values: what EXEC and VCC hold depends on divergence.
  if (includeInputs && rng.chance(0.06) && (dwords === 1 || wave64)) {
    const wide = dwords === 2;
    return rng.pick(wide ? ['exec', 'vcc'] : ['exec_lo', 'vcc_lo']);
  }
  if (dwords === 2) {
    const pairs = includeInputs ? [2, 4, 8, 10, 12] : [8, 10, 12];
    return sreg(rng.pick(pairs), 2);
  }
  const regs = [
    SGPR_POOL_FIRST,
    SGPR_POOL_FIRST + 1,
    SGPR_POOL_FIRST + 2,
    SGPR_POOL_FIRST + 3,
    SGPR_POOL_FIRST + 4,
    SGPR_POOL_LAST,
  ];
  if (includeInputs) regs.push(...USER_INPUTS, GROUP_ID_SGPR);
  return sreg(rng.pick(regs), 1);
}

function poolSgprDst(rng: Rng, dwords: number): string {
  return dwords === 2 ? sreg(rng.pick([8, 10, 12]), 2) : sreg(rng.range(SGPR_POOL_FIRST, SGPR_POOL_LAST), 1);
}

/**
 * A random inline constant. 16-bit integer operands get integers only: LLVM prints a float inline
 * constant there as the hex of its f16 bits, which reassembles as a literal.
 */
function inlineConstant(rng: Rng, type: ValueType = 'b32'): string {
  const intOnly = type === 'i16' || type === 'u16' || type === 'b16';
  return intOnly || rng.chance(0.5) ? String(rng.range(-16, 64)) : rng.pick(INLINE_FLOATS);
}

function is16(t: ValueType): boolean {
  return t === 'f16' || t === 'i16' || t === 'u16' || t === 'b16';
}

/** What kind of source to draw. */
type SourceKind = 'vgpr' | 'sgpr' | 'inline' | 'literal';

function sourceKind(rng: Rng, allowScalar: boolean, allowLiteral: boolean): SourceKind {
  const r = rng.int(100);
  if (r < 55) return 'vgpr';
  if (r < 75) return allowScalar ? 'sgpr' : 'vgpr';
  if (r < 90 || !allowLiteral || !allowScalar) return 'inline';
  return 'literal';
}

function sourceText(rng: Rng, kind: SourceKind, dwords: number, type: ValueType, wave64: boolean): string {
  switch (kind) {
    case 'vgpr':
      return poolVgpr(rng, dwords, true);
    case 'sgpr':
      return scalarSource(rng, dwords, true, wave64);
    case 'inline':
      return inlineConstant(rng, type);
    case 'literal':
      return literal(randomWord(rng), is16(type));
  }
}

function destination(rng: Rng, op: VectorOp, dwords: number): string {
  if (!op.inexact) return poolVgpr(rng, dwords);
  return dwords === 2 ? vreg(SINK64, 2) : vreg(rng.pick(SINK32), 1);
}

function withModifiers(text: string, abs: boolean, neg: boolean): string {
  const inner = abs ? `|${text}|` : text;
  return neg ? `-${inner}` : inner;
}

/** A random instruction of vector operation `op` (e32 or VOP3 form). */
export function vectorInstruction(rng: Rng, op: VectorOp, wave64: boolean): string {
  const useE32 = op.e32 !== undefined && (op.vop3 === undefined || rng.chance(0.5));
  return useE32 ? e32Instruction(rng, op, wave64) : vop3Instruction(rng, op, wave64);
}

function e32Instruction(rng: Rng, op: VectorOp, wave64: boolean): string {
  const { shape, op: valu } = op.e32 as NonNullable<VectorOp['e32']>;
  const masks = maskRegs(wave64);
  const [s0, s1] = valu.srcs;
  const src0Dwords = s0?.dwords ?? 1;
  const literalOk = src0Dwords === 1 && shape !== 'mk' && shape !== 'ak';
  const kind = sourceKind(rng, shape !== 'mk' && shape !== 'ak', literalOk);
  const src0 = sourceText(rng, kind, src0Dwords, s0?.type ?? 'b32', wave64);
  const vsrc1 = poolVgpr(rng, s1?.dwords ?? 1, true);
  const dst = (): string => destination(rng, op, valu.dst?.dwords ?? 1);
  const k = (): string => literal(randomWord(rng), is16(valu.dst?.type ?? 'b32'));
  switch (shape) {
    case 'vop1':
      return `${op.name}_e32 ${dst()}, ${src0}`;
    case 'vop2':
      return `${op.name}_e32 ${dst()}, ${src0}, ${vsrc1}`;
    case 'vopc':
      return `${op.name}_e32 ${masks.vcc}, ${src0}, ${vsrc1}`;
    case 'cndmask':
      return `${op.name}_e32 ${dst()}, ${src0}, ${vsrc1}, ${masks.vcc}`;
    case 'mk':
      return `${op.name} ${dst()}, ${src0}, ${k()}, ${vsrc1}`;
    case 'ak':
      return `${op.name} ${dst()}, ${src0}, ${vsrc1}, ${k()}`;
  }
}

function vop3Instruction(rng: Rng, op: VectorOp, wave64: boolean): string {
  const vop3 = op.vop3;
  if (!vop3) throw new RangeError(`${op.name} has no VOP3 form`);
  const masks = maskRegs(wave64);
  // The constant bus carries at most one scalar value here: an SGPR, a literal or a lane mask.
  let busFree = !/^v_div_fmas/.test(op.name);
  const needsMaskSource = vop3.operands.some((o) => o.kind === 'src' && o.dwords === 0);
  if (needsMaskSource) busFree = false;
  const parts: string[] = [];
  let srcIndex = 0;
  for (const o of vop3.operands as readonly Vop3OperandSpec[]) {
    if (o.kind === 'v') {
      parts.push(destination(rng, op, o.dwords));
      continue;
    }
    if (o.kind === 's') {
      parts.push(rng.chance(0.5) ? masks.vcc : masks.mask);
      continue;
    }
    const i = srcIndex++;
    if (o.dwords === 0) {
      parts.push(rng.chance(0.5) ? masks.vcc : masks.mask);
      continue;
    }
    const vgprOnly = o.regClass === 'VGPR_32' || o.regClass === 'VReg_64';
    const kind = vgprOnly ? 'vgpr' : sourceKind(rng, busFree, o.dwords === 1);
    if (kind === 'sgpr' || kind === 'literal') busFree = false;
    const text = sourceText(rng, kind, o.dwords, o.type, wave64);
    const register = kind === 'vgpr' || kind === 'sgpr';
    const abs = register && ((vop3.absMask >> i) & 1) === 1 && rng.chance(0.2);
    const neg =
      register && ((vop3.negMask >> i) & 1) === 1 && ((vop3.sextMask >> i) & 1) === 0 && rng.chance(0.2);
    parts.push(withModifiers(text, abs, neg));
  }
  let text = `${vop3.mnemonic} ${parts.join(', ')}`;
  // Output modifiers only where they mean something (a float result; integer-clamp.ts).
  const dstType = vop3.operands.find((o) => o.kind === 'v')?.type;
  const floatDst = dstType === 'f16' || dstType === 'f32' || dstType === 'f64';
  const clampMeans = floatDst || integerClampOf(op.name) !== undefined;
  if (vop3.clamp && clampMeans && rng.chance(0.2)) text += ' clamp';
  if (vop3.omod && floatDst && rng.chance(0.15)) text += ` ${rng.pick(['mul:2', 'mul:4', 'div:2'])}`;
  return text;
}

/** A random instruction of scalar operation `op`. */
export function scalarInstruction(rng: Rng, op: ScalarOp, wave64 = false): string {
  let literalFree = true;
  const parts = op.slots.map((slot: SlotSpec) => {
    switch (slot.slot) {
      case 'D':
      case 'M':
        return poolSgprDst(rng, slot.dwords);
      case 'd':
      case 'R':
        return scalarSource(rng, slot.dwords, true, wave64);
      case 'Kx':
        return hex(rng.chance(0.5) ? rng.int(0x10000) : rng.pick([0, 1, 0x7fff, 0x8000, 0xffff]));
      default: {
        const r = rng.int(100);
        if (r < 60) return scalarSource(rng, slot.dwords, true, wave64);
        if (r < 88 || !literalFree || slot.dwords === 2) return inlineConstant(rng);
        literalFree = false;
        return literal(randomWord(rng));
      }
    }
  });
  return `${op.name} ${parts.join(', ')}`;
}

/** Lane-crossing operations the generator writes (when the caller supports them). */
export const LANE_OPS = ['v_readfirstlane_b32', 'v_readlane_b32', 'v_writelane_b32'] as const;

/** A random lane-crossing instruction: a lane's VGPR into a pool SGPR, or an SGPR into one lane. */
export function laneInstruction(rng: Rng, name: (typeof LANE_OPS)[number], wave64: boolean): string {
  const lane = rng.range(0, wave64 ? 63 : 31);
  switch (name) {
    case 'v_readfirstlane_b32':
      return `${name} ${poolSgprDst(rng, 1)}, ${poolVgpr(rng, 1, true)}`;
    case 'v_readlane_b32':
      return `${name} ${poolSgprDst(rng, 1)}, ${poolVgpr(rng, 1, true)}, ${lane}`;
    case 'v_writelane_b32':
      return `${name} ${poolVgpr(rng, 1)}, ${scalarSource(rng, 1, true, wave64)}, ${lane}`;
  }
}

/** Operations the DPP nodes apply (VOP1 and VOP2, integer and float): src0 is the DPP source. */
const DPP_OPS = [
  ['v_mov_b32', 1],
  ['v_add_nc_u32', 2],
  ['v_max_i32', 2],
  ['v_xor_b32', 2],
  ['v_add_f32', 2],
  ['v_mul_f32', 2],
] as const;

/**
 * A random DPP16 instruction: a quad permute, a row shift or rotate, or a row (half) mirror, with
 * random row and bank masks (mostly all), bound_ctrl and fi: lanes read across their quad, row half
 * or row, and sources past the row's end read 0 or keep the old value.
 */
export function dppInstruction(rng: Rng, available: ReadonlySet<string>): string | undefined {
  const ops = DPP_OPS.filter(([name]) => available.has(name));
  if (ops.length === 0) return undefined;
  const [name, sources] = rng.pick(ops);
  const r = rng.int(6);
  const control =
    r === 0 || r === 1
      ? `quad_perm:[${Array.from({ length: 4 }, () => rng.int(4)).join(',')}]`
      : r === 2
        ? `row_shl:${rng.range(1, 15)}`
        : r === 3
          ? `row_shr:${rng.range(1, 15)}`
          : r === 4
            ? rng.pick(['row_mirror', 'row_half_mirror'])
            : `row_ror:${rng.range(1, 15)}`;
  const mask = (): string => `0x${(rng.chance(0.7) ? 15 : rng.int(16)).toString(16)}`;
  const operands = [poolVgpr(rng, 1), poolVgpr(rng, 1), ...(sources === 2 ? [poolVgpr(rng, 1)] : [])];
  let text = `${name}_dpp ${operands.join(', ')} ${control} row_mask:${mask()} bank_mask:${mask()}`;
  if (rng.chance(0.5)) text += ' bound_ctrl:1';
  if (rng.chance(0.3)) text += ' fi:1';
  return text;
}

function bits(rng: Rng, n: number, p: number): string {
  return `[${Array.from({ length: n }, () => (rng.chance(p) ? 1 : 0)).join(',')}]`;
}

/** A random VOP3P instruction: packed 16-bit math or mixed-precision FMA, with op_sel and negations. */
export function packedInstruction(rng: Rng, op: Vop3pOp, wave64: boolean): string {
  let busFree = true;
  const float = op.kind !== 'pki';
  const srcs: string[] = [];
  for (let i = 0; i < op.sources; i++) {
    const kind = sourceKind(rng, busFree, false);
    if (kind === 'sgpr') busFree = false;
    let text = sourceText(rng, kind, 1, op.kind === 'pki' ? 'i16' : 'f16', wave64);
    if (op.kind === 'mix' && (kind === 'vgpr' || kind === 'sgpr')) {
      text = withModifiers(text, rng.chance(0.2), rng.chance(0.2));
    }
    srcs.push(text);
  }
  let text = `${op.mnemonic} ${poolVgpr(rng, 1)}, ${srcs.join(', ')}`;
  if (rng.chance(0.5)) text += ` op_sel:${bits(rng, op.sources, 0.4)}`;
  if (rng.chance(0.5)) text += ` op_sel_hi:${bits(rng, op.sources, 0.6)}`;
  if (float && op.kind !== 'mix' && rng.chance(0.3)) text += ` neg_lo:${bits(rng, op.sources, 0.4)}`;
  if (float && op.kind !== 'mix' && rng.chance(0.3)) text += ` neg_hi:${bits(rng, op.sources, 0.4)}`;
  if ((float || integerClampOf(op.mnemonic) !== undefined) && rng.chance(0.1)) text += ' clamp';
  return text;
}
