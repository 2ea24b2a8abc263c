/**
 * The IR op -> SPIR-V table: each IR op (and variant) maps to a SPIR-V opcode, a GLSL.std.450
 * instruction, or a small emission function where SPIR-V's semantics differ from the IR's (README.md
 * of src/ir): shifts mask their amount (unless its known zero bits keep it below the width),
 * bit-field ops are exact for any offset/count below the width, float-to-int conversions saturate
 * with NaN -> 0, `funary.neg/abs` are sign-bit operations, `fmin/fmax` are NMin/NMax, the bit ops
 * Vulkan only has at 32 bits are widened or split. Terminators are emitted by
 * emit-control.ts; memory and wave ops by emit-memory.ts / emit-wave.ts through this table.
 */

import { floatLayout } from '../ir/float-layout.js';
import { type Inst, literalOf, type ValueId } from '../ir/function.js';
import { ATOMIC, FCMP, FUNARY, ICMP, IUNARY } from '../ir/ops.js';
import { bitWidth, I1, I32, I64, intern, scalarOf, type TypeId, typeDesc } from '../ir/types.js';
import { InternalError } from '../util/errors.js';
import { ATOMIC_OPCODES } from './atomic-opcodes.js';
import type { EmitContext } from './emit-context.js';
import { IMAGE_OPS } from './emit-image.js';
import type { MemoryState } from './emit-memory.js';
import { STAGE_OPS } from './emit-stage.js';
import { WAVE_OPS } from './emit-wave.js';

/** What an op emitter sees. */
export interface OpEnv {
  readonly c: EmitContext;
  readonly mem: MemoryState;
  /** Emits an atomic read-modify-write loop (control flow inside the current block; emit-control.ts). */
  readonly casLoop: (ptr: ValueId, update: (old: number) => number) => number;
}

/** Emits one instruction; returns the SPIR-V id of its result (undefined for none). */
export type OpEmitter = (e: OpEnv, inst: Inst) => number | undefined;

const GLSL = { RoundEven: 2, Trunc: 3, Floor: 8, Ceil: 9, Fract: 10, Sin: 13, Cos: 14, Exp2: 29, Log2: 30 };
const GLSL2 = { Sqrt: 31, InverseSqrt: 32, UMin: 38, SMin: 39, UMax: 41, SMax: 42, Fma: 50, Ldexp: 53 };
const GLSL3 = { FindILsb: 73, FindSMsb: 74, FindUMsb: 75, NMin: 79, NMax: 80 };

const arg = (e: OpEnv, inst: Inst, i: number): number => e.c.value(inst.operands[i] as ValueId);
const resultType = (e: OpEnv, inst: Inst): number => e.c.type(inst.type);
const isBool = (t: TypeId): boolean => scalarOf(t) === I1;
const countOf = (t: TypeId): number => {
  const d = typeDesc(t);
  return d.kind === 'vec' ? d.count : 1;
};

/** A SPIR-V opcode applied to all operands. */
const simple =
  (opcode: string, boolOpcode?: string): OpEmitter =>
  (e, inst) => {
    const op = isBool(inst.type) ? boolOpcode : opcode;
    if (!op) throw new InternalError(`${inst.op} on i1`);
    return e.c.op(op, resultType(e, inst), ...inst.operands.map((_, i) => arg(e, inst, i)));
  };

/**
 * Float arithmetic the host must round by itself, each op on its own: `NoContraction`, since Vulkan
 * lets a host fuse or combine float ops (NVIDIA fused a product into the sum reading it, and moved a
 * trilinear LOD by an ULP, once no guard stood between them); the guest rounds every op.
 */
const uncontracted =
  (opcode: string): OpEmitter =>
  (e, inst) => {
    const id = simple(opcode)(e, inst);
    if (id !== undefined) e.c.b.emit('annotations', 'OpDecorate', [id, 'NoContraction']);
    return id;
  };

/** A GLSL.std.450 instruction applied to all operands. */
const glsl =
  (instruction: number): OpEmitter =>
  (e, inst) =>
    e.c.ext(instruction, resultType(e, inst), ...inst.operands.map((_, i) => arg(e, inst, i)));

/** A constant of IR type `t` (splatted for vectors). */
export function typedConst(c: EmitContext, t: TypeId, bits: bigint): number {
  const scalar = c.constant(scalarOf(t), bits);
  const n = countOf(t);
  return n === 1 ? scalar : c.splat(c.type(t), scalar, n);
}

/** An unsigned integer type of the width of `t`'s scalar, with `t`'s component count. */
function uintLike(c: EmitContext, t: TypeId): number {
  const bits = bitWidth(scalarOf(t)) as 8 | 16 | 32 | 64;
  const n = countOf(t);
  return n === 1 ? c.uint(bits) : c.b.intern('OpTypeVector', [c.uint(bits), n]);
}

/**
 * The bit pattern of operand `i` when it is an IR `const` (a vector constant is a splat of it), as an
 * unsigned value of `t`'s width (truncated or zero-extended, as {@link toWidth} converts): the emitter
 * computes what depends only on constants itself, so no SPIR-V operation has only constant operands
 * (host compilers fold them, but each costs words and pipeline-creation time).
 */
function constOperand(e: OpEnv, inst: Inst, i: number, t: TypeId): bigint | undefined {
  const fn = e.c.irFn;
  const def = fn.value(inst.operands[i] as ValueId).def;
  if (def.kind !== 'inst') return undefined;
  const c = fn.inst(def.inst);
  return c.op === 'const' ? BigInt.asUintN(bitWidth(scalarOf(t)), c.constant as bigint) : undefined;
}

/** Whether operand `i` is below `width` in every execution (its bits from log2(width) up known zero). */
function belowWidth(e: OpEnv, inst: Inst, i: number, width: bigint): boolean {
  const operand = inst.operands[i] as ValueId;
  const t = e.c.operandType(inst, i);
  if (t !== scalarOf(t)) return false;
  const high = BigInt.asUintN(bitWidth(t), ~(width - 1n));
  return (e.c.knownZeros(operand) & high) === high;
}

/**
 * `operand & (width - 1)` in IR type `t` (operand `i` converted to `t`; a constant operand masked
 * here, one already below the width left as it is).
 */
function maskedOperand(e: OpEnv, inst: Inst, i: number, t: TypeId): number {
  const c = e.c;
  const width = BigInt(bitWidth(scalarOf(t)));
  const k = constOperand(e, inst, i, t);
  if (k !== undefined) return typedConst(c, t, k & (width - 1n));
  const x = toWidth(c, arg(e, inst, i), c.operandType(inst, i), t);
  if (belowWidth(e, inst, i, width)) return x;
  return c.op('OpBitwiseAnd', c.type(t), x, typedConst(c, t, width - 1n));
}

/** Shift with the amount taken modulo the width (of the shifted value, in the amount's type). */
const shiftOp =
  (opcode: string): OpEmitter =>
  (e, inst) => {
    const c = e.c;
    const width = BigInt(bitWidth(scalarOf(inst.type)));
    const amountType = c.operandType(inst, 1);
    const k = constOperand(e, inst, 1, amountType);
    const masked =
      k !== undefined
        ? typedConst(c, amountType, k & (width - 1n))
        : belowWidth(e, inst, 1, width)
          ? arg(e, inst, 1)
          : c.op('OpBitwiseAnd', c.type(amountType), arg(e, inst, 1), typedConst(c, amountType, width - 1n));
    return c.op(opcode, resultType(e, inst), arg(e, inst, 0), masked);
  };

/** Converts an integer operand id of IR type `from` to the unsigned type of `t` (same width: as is). */
function toWidth(c: EmitContext, id: number, from: TypeId, t: TypeId): number {
  if (bitWidth(from) === bitWidth(t)) return id;
  return c.op('OpUConvert', c.type(t), id);
}

/** All-ones for `count` < width, else ~0: (count >= w) ? ~0 : (1 << count) - 1 (`k`: count's constant). */
function lowMask(c: EmitContext, t: TypeId, count: number, k: bigint | undefined): number {
  const w = BigInt(bitWidth(t));
  if (k !== undefined) return c.constant(t, k >= w ? BigInt.asUintN(Number(w), -1n) : (1n << k) - 1n);
  const T = c.type(t);
  const one = c.constant(t, 1n);
  const shifted = c.op('OpShiftLeftLogical', T, one, c.op('OpBitwiseAnd', T, count, c.constant(t, w - 1n)));
  const m = c.op('OpISub', T, shifted, one);
  const full = c.op('OpUGreaterThanEqual', c.bool, count, c.constant(t, w));
  return c.op('OpSelect', T, full, c.constant(t, -1n), m);
}

const bitfieldExtract =
  (signed: boolean): OpEmitter =>
  (e, inst) => {
    const c = e.c;
    const t = inst.type;
    const T = c.type(t);
    const w = BigInt(bitWidth(t));
    const off = maskedOperand(e, inst, 1, t);
    const countK = constOperand(e, inst, 2, t);
    const count = countK === undefined ? toWidth(c, arg(e, inst, 2), c.operandType(inst, 2), t) : 0;
    const shifted = c.op('OpShiftRightLogical', T, arg(e, inst, 0), off);
    const zero = c.constant(t, 0n);
    if (!signed) return c.op('OpBitwiseAnd', T, shifted, lowMask(c, t, count, countK));
    // Sign-extend from bit count-1: shift left by w - count, arithmetic shift right by the same.
    if (countK === 0n) return zero;
    const up =
      countK !== undefined
        ? c.constant(t, (w - (countK < w ? countK : w)) & (w - 1n))
        : c.op(
            'OpBitwiseAnd',
            T,
            c.op('OpISub', T, c.constant(t, w), c.ext(GLSL2.UMin, T, count, c.constant(t, w))),
            c.constant(t, w - 1n),
          );
    const ext = c.op('OpShiftRightArithmetic', T, c.op('OpShiftLeftLogical', T, shifted, up), up);
    if (countK !== undefined) return ext;
    const isZero = c.op('OpIEqual', c.bool, count, zero);
    return c.op('OpSelect', T, isZero, zero, ext);
  };

const bitfieldInsert: OpEmitter = (e, inst) => {
  const c = e.c;
  const t = inst.type;
  const T = c.type(t);
  const w = BigInt(bitWidth(t));
  const offsetK = constOperand(e, inst, 2, t);
  const countK = constOperand(e, inst, 3, t);
  const off = maskedOperand(e, inst, 2, t);
  const count = countK === undefined ? toWidth(c, arg(e, inst, 3), c.operandType(inst, 3), t) : 0;
  let mask: number;
  let notMask: number;
  if (offsetK !== undefined && countK !== undefined) {
    const bits = BigInt.asUintN(Number(w), (countK >= w ? -1n : (1n << countK) - 1n) << (offsetK & (w - 1n)));
    mask = c.constant(t, bits);
    notMask = c.constant(t, BigInt.asUintN(Number(w), ~bits));
  } else {
    mask = c.op('OpShiftLeftLogical', T, lowMask(c, t, count, countK), off);
    notMask = c.op('OpNot', T, mask);
  }
  const kept = c.op('OpBitwiseAnd', T, arg(e, inst, 0), notMask);
  const ins = c.op('OpBitwiseAnd', T, c.op('OpShiftLeftLogical', T, arg(e, inst, 1), off), mask);
  return c.op('OpBitwiseOr', T, kept, ins);
};

/** umul_hi / smul_hi: the high member of the extended product. */
const mulHi =
  (opcode: string): OpEmitter =>
  (e, inst) => {
    const T = resultType(e, inst);
    const pair = e.c.b.intern('OpTypeStruct', [T, T]);
    const r = e.c.op(opcode, pair, arg(e, inst, 0), arg(e, inst, 1));
    return e.c.op('OpCompositeExtract', T, r, 1);
  };

/** Integer unary ops; Vulkan has the bit ops at 32 bits only, so other widths are widened or split. */
function iunary(e: OpEnv, inst: Inst): number {
  const c = e.c;
  const name = IUNARY[inst.imms[0] as number];
  const t = c.operandType(inst, 0);
  const x = arg(e, inst, 0);
  const T = c.type(t);
  if (name === 'not') return c.op(isBool(t) ? 'OpLogicalNot' : 'OpNot', T, x);
  if (name === 'neg') return isBool(t) ? x : c.op('OpSNegate', T, x);
  if (isBool(t) || typeDesc(t).kind === 'vec')
    throw new InternalError(`iunary.${name} of ${typeDesc(t).kind}`);
  const bits = bitWidth(t);
  const u32 = c.uint(32);
  let r32: number;
  if (bits === 64) {
    const lo = c.op('OpUConvert', u32, x);
    const hi = c.op('OpUConvert', u32, c.op('OpShiftRightLogical', T, x, c.uconst(64, 32)));
    r32 = split64(c, name as string, x, lo, hi);
    if (name === 'bitreverse') return fitResult(c, r32, I64, inst.type);
  } else {
    const signed = name === 'find_smsb';
    const wide = bits === 32 ? x : c.op(signed ? 'OpSConvert' : 'OpUConvert', u32, x);
    r32 = unary32(c, name as string, wide);
    if (name === 'bitreverse' && bits < 32) {
      r32 = c.op('OpShiftRightLogical', u32, r32, c.uconst(32, 32 - bits));
    }
  }
  return fitResult(c, r32, I32, inst.type);
}

/** Converts a computed integer of IR type `from` (signed meaning for the find ops' -1) to `to`. */
function fitResult(c: EmitContext, id: number, from: TypeId, to: TypeId): number {
  if (from === to) return id;
  if (bitWidth(from) === bitWidth(to)) return id;
  return c.op('OpSConvert', c.type(to), id);
}

function unary32(c: EmitContext, name: string, x: number): number {
  const u32 = c.uint(32);
  switch (name) {
    case 'bitcount':
      return c.op('OpBitCount', u32, x);
    case 'bitreverse':
      return c.op('OpBitReverse', u32, x);
    case 'find_lsb':
      return c.ext(GLSL3.FindILsb, u32, x);
    case 'find_umsb':
      return c.ext(GLSL3.FindUMsb, u32, x);
    case 'find_smsb':
      return c.ext(GLSL3.FindSMsb, u32, x);
  }
  throw new InternalError(`iunary.${name}`);
}

/** A 64-bit unary op from its 32-bit halves (bitreverse gives the 64-bit result). */
function split64(c: EmitContext, name: string, x: number, lo: number, hi: number): number {
  const u32 = c.uint(32);
  const u64 = c.uint(64);
  const none = c.uconst(32, 0xffffffff);
  const hiNonZero = c.op('OpINotEqual', c.bool, hi, c.uconst(32, 0));
  const loNonZero = c.op('OpINotEqual', c.bool, lo, c.uconst(32, 0));
  switch (name) {
    case 'bitcount':
      return c.op('OpIAdd', u32, c.op('OpBitCount', u32, lo), c.op('OpBitCount', u32, hi));
    case 'bitreverse': {
      const rl = c.op('OpUConvert', u64, c.op('OpBitReverse', u32, lo));
      const rh = c.op('OpUConvert', u64, c.op('OpBitReverse', u32, hi));
      return c.op('OpBitwiseOr', u64, c.op('OpShiftLeftLogical', u64, rl, c.uconst(64, 32)), rh);
    }
    case 'find_lsb': {
      const inHi = c.op('OpIAdd', u32, c.ext(GLSL3.FindILsb, u32, hi), c.uconst(32, 32));
      const fromHi = c.op('OpSelect', u32, hiNonZero, inHi, none);
      return c.op('OpSelect', u32, loNonZero, c.ext(GLSL3.FindILsb, u32, lo), fromHi);
    }
    case 'find_umsb':
    case 'find_smsb': {
      let l = lo;
      let h = hi;
      if (name === 'find_smsb') {
        const negative = c.op('OpSLessThan', c.bool, x, c.uconst(64, 0));
        l = c.op('OpSelect', u32, negative, c.op('OpNot', u32, lo), lo);
        h = c.op('OpSelect', u32, negative, c.op('OpNot', u32, hi), hi);
      }
      const hn = c.op('OpINotEqual', c.bool, h, c.uconst(32, 0));
      const inHi = c.op('OpIAdd', u32, c.ext(GLSL3.FindUMsb, u32, h), c.uconst(32, 32));
      return c.op('OpSelect', u32, hn, inHi, c.ext(GLSL3.FindUMsb, u32, l));
    }
  }
  throw new InternalError(`iunary.${name} at 64 bits`);
}

/** 2^k as a float of `bits` (infinity past the range). */
function floatPow2(bits: 16 | 32 | 64, k: number, negative = false): bigint {
  const [bias, mant, expBits] = bits === 16 ? [15, 10, 5] : bits === 32 ? [127, 23, 8] : [1023, 52, 11];
  const e = Math.min(bias + k, (1 << expBits) - 1);
  return (BigInt(e) << BigInt(mant)) | (negative ? 1n << BigInt(bits - 1) : 0n);
}

/**
 * x * 2^k. By a constant k whose 2^k is a normal number, where float-class proves x and the result
 * never denormal (x's floor plus min(k, 0) at least the least normal exponent), a multiply by the
 * constant 2^k: that product is exact, or overflows as ldexp's does, with no denormal for a host's
 * flush to touch; a host lowers Ldexp to a dozen instructions (lavapipe: the unorm decode's scale).
 */
const ldexp: OpEmitter = (e, inst) => {
  const c = e.c;
  const [x, n] = inst.operands as [ValueId, ValueId];
  const k = literalOf(c.irFn, n);
  const width = bitWidth(scalarOf(inst.type));
  const layout = floatLayout(width);
  if (k !== undefined && layout !== undefined && countOf(inst.type) === 1) {
    const scale = Number(BigInt.asIntN(32, k));
    const normal = (exponent: number): boolean =>
      exponent >= layout.leastNormalExp && exponent <= 1 - layout.leastNormalExp;
    if (normal(scale) && c.floatClasses.floor(x) + Math.min(scale, 0) >= layout.leastNormalExp) {
      const id = c.op(
        'OpFMul',
        c.type(inst.type),
        arg(e, inst, 0),
        typedConst(c, inst.type, floatPow2(width as 16 | 32 | 64, scale)),
      );
      c.b.emit('annotations', 'OpDecorate', [id, 'NoContraction']);
      return id;
    }
  }
  return glsl(GLSL2.Ldexp)(e, inst);
};

/** ftou / ftos: truncate toward zero, saturate, NaN -> 0 (the guest's conversions). */
const floatToInt =
  (signed: boolean): OpEmitter =>
  (e, inst) => {
    const c = e.c;
    const src = c.operandType(inst, 0);
    const fbits = bitWidth(scalarOf(src)) as 16 | 32 | 64;
    const ibits = BigInt(bitWidth(scalarOf(inst.type)));
    const T = resultType(e, inst);
    const n = countOf(inst.type);
    const B = n === 1 ? c.bool : c.b.intern('OpTypeVector', [c.bool, n]);
    const x = arg(e, inst, 0);
    const f = (bits: bigint): number => typedConst(c, src, bits);
    const k = (bits: bigint): number => typedConst(c, inst.type, bits);
    // Each saturation a scalar's bounds and class (ir/float-class.ts) make moot goes: the conversion
    // is exact in range (a unorm encode's rounded channel, a texel index floor(u * size)).
    const v = inst.operands[0] as ValueId;
    const classes = n === 1 ? c.floatClasses : undefined;
    if (!signed) {
      // NMax with 0 sends NaN and negative values to 0.
      const pos = classes?.notNan(v) && classes.least(v) >= 0 ? x : c.ext(GLSL3.NMax, c.type(src), x, f(0n));
      if (classes && classes.ceiling(v) < 2 ** Number(ibits)) return c.op('OpConvertFToU', T, pos);
      const big = c.op('OpFOrdGreaterThanEqual', B, pos, f(floatPow2(fbits, Number(ibits))));
      return c.op('OpSelect', T, big, k(-1n), c.op('OpConvertFToU', T, pos));
    }
    let r = c.op('OpConvertFToS', T, x);
    const limit = 2 ** (Number(ibits) - 1);
    if (!classes || classes.ceiling(v) >= limit) {
      const hi = c.op('OpFOrdGreaterThanEqual', B, x, f(floatPow2(fbits, Number(ibits) - 1)));
      r = c.op('OpSelect', T, hi, k((1n << (ibits - 1n)) - 1n), r);
    }
    if (!classes || classes.least(v) <= -limit) {
      const lo = c.op('OpFOrdLessThanEqual', B, x, f(floatPow2(fbits, Number(ibits) - 1, true)));
      r = c.op('OpSelect', T, lo, k(1n << (ibits - 1n)), r);
    }
    if (!classes?.notNan(v)) r = c.op('OpSelect', T, c.op('OpIsNan', B, x), k(0n), r);
    return r;
  };

/** Integer (or i1) to float. */
const intToFloat =
  (signed: boolean): OpEmitter =>
  (e, inst) => {
    const c = e.c;
    const src = c.operandType(inst, 0);
    if (isBool(src)) {
      const one = typedConst(
        c,
        inst.type,
        floatPow2(bitWidth(scalarOf(inst.type)) as 16 | 32 | 64, 0, signed),
      );
      return c.op('OpSelect', resultType(e, inst), arg(e, inst, 0), one, typedConst(c, inst.type, 0n));
    }
    return c.op(signed ? 'OpConvertSToF' : 'OpConvertUToF', resultType(e, inst), arg(e, inst, 0));
  };

/** zext / sext / trunc with i1 on either side. */
const intConvert =
  (kind: 'zext' | 'sext' | 'trunc'): OpEmitter =>
  (e, inst) => {
    const c = e.c;
    const src = c.operandType(inst, 0);
    const T = resultType(e, inst);
    if (isBool(src)) {
      const on = typedConst(c, inst.type, kind === 'sext' ? -1n : 1n);
      return c.op('OpSelect', T, arg(e, inst, 0), on, typedConst(c, inst.type, 0n));
    }
    if (isBool(inst.type)) {
      const bit = c.op('OpBitwiseAnd', c.type(src), arg(e, inst, 0), typedConst(c, src, 1n));
      return c.op('OpINotEqual', T, bit, typedConst(c, src, 0n));
    }
    // A wave32 ballot's word, widened by the emitter: no conversion there and back.
    const x = arg(e, inst, 0);
    const word = kind === 'trunc' && T === c.uint(32) ? c.lowWords.get(x) : undefined;
    return word ?? c.op(kind === 'sext' ? 'OpSConvert' : 'OpUConvert', T, x);
  };

/** funary: sign-bit operations, GLSL rounding and transcendental ops (f64 transcendental via f32). */
function funary(e: OpEnv, inst: Inst): number {
  const c = e.c;
  const name = FUNARY[inst.imms[0] as number] as (typeof FUNARY)[number];
  const t = inst.type;
  const T = c.type(t);
  const x = arg(e, inst, 0);
  const bits = bitWidth(scalarOf(t));
  if (name === 'neg' || name === 'abs') {
    const U = uintLike(c, t);
    const sign = 1n << BigInt(bits - 1);
    const u = c.op('OpBitcast', U, x);
    const unsigned = typeDesc(t).kind === 'vec' ? vecUintIr(t) : uintIr(bits);
    const r =
      name === 'neg'
        ? c.op('OpBitwiseXor', U, u, typedConst(c, unsigned, sign))
        : c.op('OpBitwiseAnd', U, u, typedConst(c, unsigned, sign - 1n));
    return c.op('OpBitcast', T, r);
  }
  if (name === 'rcp') return c.op('OpFDiv', T, typedConst(c, t, floatPow2(bits as 16 | 32 | 64, 0)), x);
  const table: Record<string, number> = {
    floor: GLSL.Floor,
    ceil: GLSL.Ceil,
    trunc: GLSL.Trunc,
    round_even: GLSL.RoundEven,
    fract: GLSL.Fract,
    sqrt: GLSL2.Sqrt,
    rsq: GLSL2.InverseSqrt,
    exp2: GLSL.Exp2,
    log2: GLSL.Log2,
    sin: GLSL.Sin,
    cos: GLSL.Cos,
  };
  const instruction = table[name] as number;
  if (bits === 64 && (name === 'exp2' || name === 'log2' || name === 'sin' || name === 'cos')) {
    const n = countOf(t);
    const f32 = c.b.intern('OpTypeFloat', [32]);
    const F = n === 1 ? f32 : c.b.intern('OpTypeVector', [f32, n]);
    const narrow = c.op('OpFConvert', F, x);
    return c.op('OpFConvert', T, c.ext(instruction, F, narrow));
  }
  return c.ext(instruction, T, x);
}

const uintIr = (bits: number): TypeId => intern({ kind: 'int', bits: bits as 8 | 16 | 32 | 64 });
const vecUintIr = (t: TypeId): TypeId => {
  const d = typeDesc(t) as { elem: TypeId; count: number };
  return intern({ kind: 'vec', elem: uintIr(bitWidth(d.elem)), count: d.count });
};

const ICMP_OPS: Record<(typeof ICMP)[number], string> = {
  eq: 'OpIEqual',
  ne: 'OpINotEqual',
  ult: 'OpULessThan',
  ule: 'OpULessThanEqual',
  ugt: 'OpUGreaterThan',
  uge: 'OpUGreaterThanEqual',
  slt: 'OpSLessThan',
  sle: 'OpSLessThanEqual',
  sgt: 'OpSGreaterThan',
  sge: 'OpSGreaterThanEqual',
};

function icmp(e: OpEnv, inst: Inst): number {
  const c = e.c;
  const pred = ICMP[inst.imms[0] as number] as (typeof ICMP)[number];
  let a = arg(e, inst, 0);
  let b = arg(e, inst, 1);
  const t = c.operandType(inst, 0);
  if (isBool(t)) {
    if (pred === 'eq') return c.op('OpLogicalEqual', c.bool, a, b);
    if (pred === 'ne') return c.op('OpLogicalNotEqual', c.bool, a, b);
    // Ordered predicates on i1: compare as 0/1 (unsigned) or 0/-1 (signed).
    const u32 = c.uint(32);
    const on = pred.startsWith('s') ? c.uconst(32, 0xffffffff) : c.uconst(32, 1);
    a = c.op('OpSelect', u32, a, on, c.uconst(32, 0));
    b = c.op('OpSelect', u32, b, on, c.uconst(32, 0));
  }
  return c.op(ICMP_OPS[pred], c.bool, a, b);
}

const FCMP_OPS: Partial<Record<(typeof FCMP)[number], string>> = {
  oeq: 'OpFOrdEqual',
  one: 'OpFOrdNotEqual',
  olt: 'OpFOrdLessThan',
  ole: 'OpFOrdLessThanEqual',
  ogt: 'OpFOrdGreaterThan',
  oge: 'OpFOrdGreaterThanEqual',
  ueq: 'OpFUnordEqual',
  une: 'OpFUnordNotEqual',
  ult: 'OpFUnordLessThan',
  ule: 'OpFUnordLessThanEqual',
  ugt: 'OpFUnordGreaterThan',
  uge: 'OpFUnordGreaterThanEqual',
};

function fcmp(e: OpEnv, inst: Inst): number {
  const c = e.c;
  const pred = FCMP[inst.imms[0] as number] as (typeof FCMP)[number];
  const a = arg(e, inst, 0);
  const b = arg(e, inst, 1);
  const op = FCMP_OPS[pred];
  if (op) return c.op(op, c.bool, a, b);
  // ord / uno: a constant operand's NaN-ness is known here.
  const t = c.operandType(inst, 0);
  const known = [0, 1].map((i) => {
    const k = constOperand(e, inst, i, t);
    return k === undefined ? undefined : isNanBits(k, bitWidth(t));
  });
  if (known.includes(true)) return c.constant(I1, pred === 'uno' ? 1n : 0n);
  // `uno x, x` (the NaN test of one value) tests it once.
  const tests = [a, b]
    .filter((x, i) => known[i] === undefined && (i === 0 || x !== a))
    .map((x) => c.op('OpIsNan', c.bool, x));
  if (tests.length === 0) return c.constant(I1, pred === 'uno' ? 0n : 1n);
  const nan = tests.length === 1 ? (tests[0] as number) : c.op('OpLogicalOr', c.bool, ...tests);
  return pred === 'uno' ? nan : c.op('OpLogicalNot', c.bool, nan);
}

/** Whether the `width`-bit float pattern `bits` is a NaN (exponent all ones, fraction not 0). */
function isNanBits(bits: bigint, width: number): boolean {
  const fraction = { 16: 10, 32: 23, 64: 52 }[width as 16 | 32 | 64];
  if (fraction === undefined) throw new InternalError(`f${width} has no NaN rule`);
  const exponent = (bits >> BigInt(fraction)) & ((1n << BigInt(width - 1 - fraction)) - 1n);
  return (
    exponent === (1n << BigInt(width - 1 - fraction)) - 1n && (bits & ((1n << BigInt(fraction)) - 1n)) !== 0n
  );
}

const select: OpEmitter = (e, inst) => {
  const c = e.c;
  let cond = arg(e, inst, 0);
  const n = countOf(inst.type);
  if (n > 1) {
    const bvec = c.b.intern('OpTypeVector', [c.bool, n]);
    cond = c.op('OpCompositeConstruct', bvec, ...new Array<number>(n).fill(cond));
  }
  return c.op('OpSelect', resultType(e, inst), cond, arg(e, inst, 1), arg(e, inst, 2));
};

/** Memory scope of an access through a pointer. */
function scopeOf(e: OpEnv, storage: string): number {
  return e.c.uconst(32, storage === 'Workgroup' ? 2 : 1);
}

function noteAtomicWidth(e: OpEnv, t: TypeId): void {
  if (bitWidth(t) === 64) e.c.need('Int64Atomics');
}

const atomic: OpEmitter = (e, inst) => {
  const c = e.c;
  const name = ATOMIC[inst.imms[0] as number] as (typeof ATOMIC)[number];
  const T = resultType(e, inst);
  noteAtomicWidth(e, inst.type);
  const value = arg(e, inst, 1);
  const op = ATOMIC_OPCODES[name];
  if (op) {
    const p = e.mem.pointer(inst.operands[0] as ValueId);
    return c.op(op, T, p.id, scopeOf(e, p.storage), c.uconst(32, 0), value);
  }
  // inc / dec wrap at the operand, as the guest's atomics do: a compare-exchange loop.
  const zero = typedConst(c, inst.type, 0n);
  const one = typedConst(c, inst.type, 1n);
  return e.casLoop(inst.operands[0] as ValueId, (old) => {
    if (name === 'inc') {
      const wrap = c.op('OpUGreaterThanEqual', c.bool, old, value);
      return c.op('OpSelect', T, wrap, zero, c.op('OpIAdd', T, old, one));
    }
    const wrap = c.op(
      'OpLogicalOr',
      c.bool,
      c.op('OpIEqual', c.bool, old, zero),
      c.op('OpUGreaterThan', c.bool, old, value),
    );
    return c.op('OpSelect', T, wrap, value, c.op('OpISub', T, old, one));
  });
};

const cmpxchg: OpEmitter = (e, inst) => {
  const c = e.c;
  noteAtomicWidth(e, inst.type);
  const p = e.mem.pointer(inst.operands[0] as ValueId);
  const none = c.uconst(32, 0);
  return c.op(
    'OpAtomicCompareExchange',
    resultType(e, inst),
    p.id,
    scopeOf(e, p.storage),
    none,
    none,
    arg(e, inst, 2),
    arg(e, inst, 1),
  );
};

const load: OpEmitter = (e, inst) => {
  const p = e.mem.pointer(inst.operands[0] as ValueId);
  if (p.valueType !== undefined) {
    return e.c.op('OpBitcast', resultType(e, inst), e.c.op('OpLoad', p.valueType, p.id));
  }
  return e.c.op('OpLoad', resultType(e, inst), p.id, ...e.mem.memoryOperands(p));
};

const store: OpEmitter = (e, inst) => {
  const p = e.mem.pointer(inst.operands[0] as ValueId);
  const value =
    p.valueType === undefined ? arg(e, inst, 1) : e.c.op('OpBitcast', p.valueType, arg(e, inst, 1));
  e.c.effect('OpStore', p.id, value, ...e.mem.memoryOperands(p));
  return undefined;
};

/** `bitcast`: a constant operand becomes the constant of the result type with its bits. */
const bitcast: OpEmitter = (e, inst) => {
  const from = e.c.operandType(inst, 0);
  if (inst.type === from) return arg(e, inst, 0);
  const k = countOf(inst.type) === 1 && countOf(from) === 1 ? constOperand(e, inst, 0, from) : undefined;
  if (k !== undefined) return typedConst(e.c, inst.type, k);
  // A round trip (a guard's rebuilt bits read back as an integer): the original value, when it is
  // defined here. Every bitcast is speculative, so the inner one goes when nothing else reads it.
  const fn = e.c.irFn;
  const def = fn.value(inst.operands[0] as ValueId).def;
  if (def.kind === 'inst') {
    const inner = fn.inst(def.inst);
    const source = inner.operands[0] as ValueId;
    if (inner.op === 'bitcast' && fn.typeOf(source) === inst.type) {
      const id = e.c.defined(source);
      if (id !== undefined) return id;
    }
  }
  const id = e.c.b.id();
  e.c.b.emitSpeculative('OpBitcast', resultType(e, inst), id, [arg(e, inst, 0)]);
  return id;
};

/** Pointer-yielding ops: their recipes were recorded before emission (emit-memory.ts). */
const pointerRecipe: OpEmitter = () => undefined;

const BARRIER_SEMANTICS = 0x8 | 0x40 | 0x100; // AcquireRelease | UniformMemory | WorkgroupMemory

/** Every non-terminator IR op. */
export const OP_EMITTERS: Readonly<Record<string, OpEmitter>> = {
  const: (e, inst) => typedConst(e.c, inst.type, inst.constant as bigint),
  undef: (e, inst) => e.c.op('OpUndef', resultType(e, inst)),
  iadd: simple('OpIAdd'),
  isub: simple('OpISub'),
  imul: simple('OpIMul'),
  umul_hi: mulHi('OpUMulExtended'),
  smul_hi: mulHi('OpSMulExtended'),
  udiv: simple('OpUDiv'),
  urem: simple('OpUMod'),
  and: simple('OpBitwiseAnd', 'OpLogicalAnd'),
  or: simple('OpBitwiseOr', 'OpLogicalOr'),
  xor: simple('OpBitwiseXor', 'OpLogicalNotEqual'),
  umin: glsl(GLSL2.UMin),
  umax: glsl(GLSL2.UMax),
  smin: glsl(GLSL2.SMin),
  smax: glsl(GLSL2.SMax),
  shl: shiftOp('OpShiftLeftLogical'),
  lshr: shiftOp('OpShiftRightLogical'),
  ashr: shiftOp('OpShiftRightArithmetic'),
  ubfe: bitfieldExtract(false),
  sbfe: bitfieldExtract(true),
  bfi: bitfieldInsert,
  iunary,
  fadd: uncontracted('OpFAdd'),
  fsub: uncontracted('OpFSub'),
  fmul: uncontracted('OpFMul'),
  fdiv: uncontracted('OpFDiv'),
  fma: glsl(GLSL2.Fma),
  fmin: glsl(GLSL3.NMin),
  fmax: glsl(GLSL3.NMax),
  ldexp,
  funary,
  zext: intConvert('zext'),
  sext: intConvert('sext'),
  trunc: intConvert('trunc'),
  fpext: simple('OpFConvert'),
  fptrunc: simple('OpFConvert'),
  ftou: floatToInt(false),
  ftos: floatToInt(true),
  utof: intToFloat(false),
  stof: intToFloat(true),
  bitcast,
  icmp,
  fcmp,
  select,
  extract: (e, inst) => {
    const vector = arg(e, inst, 0);
    const index = inst.imms[0] as number;
    return e.c.component(vector, index) ?? e.c.op('OpCompositeExtract', resultType(e, inst), vector, index);
  },
  insert: (e, inst) =>
    e.c.op(
      'OpCompositeInsert',
      resultType(e, inst),
      arg(e, inst, 1),
      arg(e, inst, 0),
      inst.imms[0] as number,
    ),
  compose: simple('OpCompositeConstruct'),
  var: pointerRecipe,
  ptr_from_addr: pointerRecipe,
  ptr_from_aligned_addr: pointerRecipe,
  opaque_zero: (e, inst) => e.mem.opaqueZero(inst.imms[0] as number),
  sink_address: (e) => e.mem.sinkAddress(),
  call: (e, inst) => {
    const callee = e.c.functionIds[inst.imms[0] as number];
    if (callee === undefined)
      throw new InternalError(`call of helper ${inst.imms[0]}, which the module lacks`);
    return e.c.op(
      'OpFunctionCall',
      resultType(e, inst),
      callee,
      ...inst.operands.map((_, k) => arg(e, inst, k)),
    );
  },
  global: pointerRecipe,
  access: pointerRecipe,
  load,
  store,
  atomic,
  atomic_cmpxchg: cmpxchg,
  barrier: (e) => {
    const c = e.c;
    const wg = c.uconst(32, 2);
    c.effect('OpControlBarrier', wg, wg, c.uconst(32, BARRIER_SEMANTICS));
    return undefined;
  },
  wave_barrier: (e) => {
    // One wave: the workgroup when it holds at most one (possibly partial) wave, else the subgroup
    // when it is exactly the wave.
    const c = e.c;
    const [x, y, z] = c.options.workgroupSize;
    const oneWave = x * y * z <= c.options.waveSize;
    if (!oneWave && c.options.subgroupSize !== c.options.waveSize)
      throw new InternalError('wave_barrier needs a workgroup of one wave or a subgroup of one wave');
    c.effect(
      'OpControlBarrier',
      c.uconst(32, oneWave ? 2 : 3),
      c.uconst(32, 2),
      c.uconst(32, BARRIER_SEMANTICS),
    );
    return undefined;
  },
  ...WAVE_OPS,
  ...IMAGE_OPS,
  ...STAGE_OPS,
};
