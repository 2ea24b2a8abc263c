/**
 * optSimplify, one suite per rule family: IR text in, the simplified (and dead-code-free) text out, then
 * a random-input check of the family's rules alone against the IR evaluator (test/translate/
 * ir-wave-eval.ts): random straight-line functions of the ops the family rewrites, over inputs the
 * pass cannot see (lane-varying values built on `opaque_zero`), run before and after; every stored
 * value must be bit-identical, and the family's rules must have fired.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Builder } from '../../src/ir/builder.js';
import { IrFunction, type ValueId } from '../../src/ir/function.js';
import { KnownZeros, ones } from '../../src/ir/known-zeros.js';
import type { OpName } from '../../src/ir/ops.js';
import { parseFunction } from '../../src/ir/parser.js';
import { printFunction } from '../../src/ir/printer.js';
import { bitWidth, F16, F32, F64, I1, I8, I16, I32, I64, ptr, type TypeId } from '../../src/ir/types.js';
import { verifyFunction } from '../../src/ir/verifier.js';
import type { Pass, PassOutcome } from '../../src/passes/manager.js';
import { optDce } from '../../src/passes/opt-dce.js';
import {
  BITCAST_RULES,
  COMPARISON_RULES,
  CONVERSION_RULES,
  IDENTITY_RULES,
  optSimplify,
  PAIR_RULES,
  type Rule,
  SELECT_RULES,
  SIMPLIFY,
  SIMPLIFY_IDENTITIES,
} from '../../src/passes/opt-simplify.js';
import { WaveEval } from '../translate/ir-wave-eval.js';

/** The text of `text` without its dead code (unused inputs of the prelude). */
function canonLive(text: string): string {
  const fn = parseFunction(text);
  optDce(fn);
  return printFunction(fn);
}

/** Runs `pass` on `fn`; returns its outcome as the pass manager reads it. */
function outcomeOf(pass: Pass, fn: IrFunction): PassOutcome {
  const outcome = pass.run(fn);
  return typeof outcome === 'boolean' ? { changed: outcome, settled: !outcome } : outcome;
}

/** Runs the pipeline's SIMPLIFY pass on `fn`; returns whether it changed it. */
const simplifyChanges = (fn: IrFunction): boolean => outcomeOf(SIMPLIFY, fn).changed;

/** Inputs the rules know nothing about: loads from guest memory. */
const PRELUDE = `func @f {
^0:
  %pa = const i64 4096
  %px = ptr_from_addr ptr<physical, i32> %pa
  %py = ptr_from_addr ptr<physical, i64> %pa
  %x = load i32 %px
  %y = load i64 %py
  %k7 = const i32 7
  %c = icmp.ult i1 %x, %k7`;

/** Runs optSimplify then DCE on PRELUDE + `body` and compares with PRELUDE + `expected`. */
function expectSimplified(body: string, expected: string): void {
  const fn = parseFunction(`${PRELUDE}\n${body}\n  ret\n}`);
  assert.ok(optSimplify(fn), 'the pass reports a change');
  optDce(fn);
  assert.deepEqual(verifyFunction(fn).ok, true);
  assert.equal(printFunction(fn), canonLive(`${PRELUDE}\n${expected}\n  ret\n}`));
}

// ---- random-input check ----

/** A small deterministic generator (mulberry32). */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const INTS = [I1, I8, I16, I32, I64] as const;
const FLOAT_OF: ReadonlyMap<TypeId, TypeId> = new Map([
  [I16, F16],
  [I32, F32],
  [I64, F64],
]);

/** Constants that meet the rules' special cases: 0, 1, all ones, masks, sign bits, NaN patterns. */
function interesting(random: () => number, width: number): bigint {
  const w = BigInt(width);
  const all = (1n << w) - 1n;
  const k = BigInt(Math.floor(random() * width));
  const choices = [
    0n,
    1n,
    all,
    w,
    (1n << k) - 1n,
    all ^ ((1n << k) - 1n),
    1n << (w - 1n),
    all >> 1n,
    // Quiet and signalling NaNs with payloads, -0.
    width === 32 ? 0x7fc00001n : width === 64 ? 0x7ff0000000000001n : width === 16 ? 0x7d01n : 1n,
    width === 32 ? 0xff800001n : width === 16 ? 0xfc01n : 0n,
    BigInt.asUintN(width, BigInt(Math.floor(random() * 2 ** 32)) * 0x100000001n),
  ];
  return BigInt.asUintN(width, choices[Math.floor(random() * choices.length)] as bigint);
}

/** The ops a family's random functions are built from (result type, operand types, op). */
type Maker = (b: Builder, pick: (t: TypeId) => ValueId, random: () => number) => ValueId | undefined;

const intOf = (random: () => number): TypeId => INTS[1 + Math.floor(random() * 4)] as TypeId;
const binary =
  (...ops: OpName[]): Maker =>
  (b, pick, random) => {
    const t = random() < 0.2 ? I1 : intOf(random);
    const op = ops[Math.floor(random() * ops.length)] as OpName;
    if (t === I1 && !['and', 'or', 'xor'].includes(op)) return undefined;
    const x = pick(t);
    return b.value(op, t, x, random() < 0.3 ? x : pick(t));
  };
const shift: Maker = (b, pick, random) => {
  const t = intOf(random);
  const ops: OpName[] = ['shl', 'lshr', 'ashr'];
  const amount =
    random() < 0.5 ? b.const(t, BigInt(Math.floor(random() * 3)) * BigInt(bitWidth(t))) : pick(t);
  return b.value(ops[Math.floor(random() * 3)] as OpName, t, pick(t), amount);
};
const conversion: Maker = (b, pick, random) => {
  const from = INTS[Math.floor(random() * 5)] as TypeId;
  const to = INTS[Math.floor(random() * 5)] as TypeId;
  if (bitWidth(from) === bitWidth(to)) return undefined;
  if (bitWidth(from) > bitWidth(to)) return b.value('trunc', to, pick(from));
  return b.value(random() < 0.5 ? 'zext' : 'sext', to, pick(from));
};
const bitcast: Maker = (b, pick, random) => {
  const t = [I16, I32, I64][Math.floor(random() * 3)] as TypeId;
  const f = FLOAT_OF.get(t) as TypeId;
  return random() < 0.5 ? b.value('bitcast', f, pick(t)) : b.value('bitcast', t, pick(f));
};
const signOp: Maker = (b, pick, random) => {
  const f = [F16, F32, F64][Math.floor(random() * 3)] as TypeId;
  return b.value(random() < 0.5 ? 'funary.neg' : 'funary.abs', f, pick(f));
};
/**
 * A select inside the arm of a select on a conjunction with its condition (EXEC and a range test), or
 * on a disjunction (which assumes nothing of it).
 */
const conjunctArm: Maker = (b, pick, random) => {
  const t = intOf(random);
  const c = pick(I1);
  const inner = b.value('select', t, c, pick(t), pick(t));
  const other = pick(I1);
  const op = random() < 0.6 ? 'and' : 'or';
  const live = random() < 0.5 ? b.value(op, I1, c, other) : b.value(op, I1, other, c);
  const arm = random() < 0.5 ? inner : b.value('iadd', t, inner, pick(t));
  return random() < 0.5 ? b.value('select', t, live, arm, pick(t)) : b.value('select', t, live, pick(t), arm);
};
const not: Maker = (b, pick, random) => {
  const t = intOf(random);
  return b.value('iunary.not', t, pick(t));
};
const select: Maker = (b, pick, random) => {
  const t = random() < 0.7 ? intOf(random) : random() < 0.5 ? I1 : F32;
  const a = pick(t);
  return b.value('select', t, pick(I1), a, random() < 0.2 ? a : pick(t));
};
const compare: Maker = (b, pick, random) => {
  const t = random() < 0.15 ? I1 : intOf(random);
  const preds = ['eq', 'ne', 'ult', 'ule', 'ugt', 'uge', 'slt', 'sle', 'sgt', 'sge'];
  const x = pick(t);
  const y = random() < 0.25 ? x : pick(t);
  return b.value(`icmp.${preds[Math.floor(random() * preds.length)]}` as OpName, I1, x, y);
};
const narrow: Maker = (b, pick, random) => {
  const t = intOf(random);
  const bits = BigInt(Math.floor(random() * bitWidth(t)));
  return b.value('and', t, pick(t), b.const(t, (1n << bits) - 1n));
};
const arithmetic: Maker = (b, pick, random) => {
  const t = intOf(random);
  const ops: OpName[] = ['iadd', 'isub', 'imul', 'umin', 'umax', 'urem', 'ubfe'];
  const op = ops[Math.floor(random() * ops.length)] as OpName;
  if (op === 'urem') return b.value(op, t, pick(t), b.const(t, BigInt(1 + Math.floor(random() * 300))));
  if (op === 'ubfe') return b.value(op, t, pick(t), pick(t), b.const(t, BigInt(Math.floor(random() * 9))));
  return b.value(op, t, pick(t), pick(t));
};
/** The ones of a low mask, `bitcount((1 << x) - 1)`, with x masked below the width or not. */
const lowMaskCount: Maker = (b, pick, random) => {
  const t = intOf(random);
  const one = b.const(t, 1n);
  const x = random() < 0.5 ? b.value('and', t, pick(t), b.const(t, BigInt(bitWidth(t) - 1))) : pick(t);
  const low = b.value('isub', t, b.value('shl', t, one, x), one);
  if (random() < 0.5) return b.value('iunary.bitcount', t, low);
  // Or of a select of the mask and a constant (a wave64 v_mbcnt's half).
  const other = b.const(t, interesting(random, bitWidth(t)));
  const [on, off] = random() < 0.5 ? [low, other] : [other, low];
  return b.value('iunary.bitcount', t, b.value('select', t, pick(I1), on, off));
};
/** Bit x of a constant, `(k >> x) & 1`, x masked to a few bits or not, k all ones, zero or any. */
const constantBit: Maker = (b, pick, random) => {
  const t = intOf(random);
  const low = BigInt(Math.floor(random() * bitWidth(t)));
  const x = random() < 0.7 ? b.value('and', t, pick(t), b.const(t, (1n << low) - 1n)) : pick(t);
  const choice = random();
  const k = choice < 0.4 ? ones(bitWidth(t)) : choice < 0.6 ? 0n : interesting(random, bitWidth(t));
  const bit = b.value('and', t, b.value('lshr', t, b.const(t, k), x), b.const(t, 1n));
  return random() < 0.5 ? bit : b.value('and', t, b.const(t, 1n), b.value('lshr', t, b.const(t, k), x));
};
/** A field of a constant table, `(k >> (x << s)) & m`, at an index of a few values. */
const tableLookup: Maker = (b, pick, random) => {
  const t = intOf(random);
  const width = bitWidth(t);
  const s = BigInt(Math.floor(random() * 4));
  const x = b.value('and', t, pick(t), b.const(t, BigInt(Math.floor(random() * 8))));
  const field = (1n << (1n << s)) - 1n;
  // Field i holds i, i xor 1, 3 - i (a mirror while it stays in the field), one value, or anything.
  let k = 0n;
  const kind = random();
  const entry = (i: bigint): bigint =>
    kind < 0.25 ? i : kind < 0.4 ? i ^ 1n : kind < 0.55 ? (3n - i) & field : kind < 0.65 ? 1n : 0n;
  for (let i = 0n; i << s < BigInt(width); i++) k |= (entry(i) & field) << (i << s);
  if (kind >= 0.65) k = interesting(random, width);
  const index = s === 0n ? x : b.value('shl', t, x, b.const(t, s));
  return b.value('and', t, b.value('lshr', t, b.const(t, k), index), b.const(t, field));
};
/** `(x << s) >> s` (logical) by one constant, and masks of masks. */
const shiftPair: Maker = (b, pick, random) => {
  const t = intOf(random);
  const s = b.const(t, BigInt(Math.floor(random() * (bitWidth(t) + 2))));
  if (random() < 0.5) return b.value('lshr', t, b.value('shl', t, pick(t), s), s);
  const inner = b.value('and', t, pick(t), b.const(t, interesting(random, bitWidth(t))));
  return b.value('and', t, b.const(t, interesting(random, bitWidth(t))), inner);
};
/** `(x op1 y) op2 y` with op1, op2 of and/or and either operand order (absorption and repeats). */
const absorption: Maker = (b, pick, random) => {
  const t = random() < 0.3 ? I1 : intOf(random);
  const [op1, op2] = [0, 1].map(() => (random() < 0.5 ? 'and' : 'or')) as [OpName, OpName];
  const y = pick(t);
  const inner = random() < 0.5 ? b.value(op1, t, pick(t), y) : b.value(op1, t, y, pick(t));
  return random() < 0.5 ? b.value(op2, t, inner, y) : b.value(op2, t, y, inner);
};
/** `(x ^ y) | y` in either order, y often a part of x (an if's lanes within its mask). */
const xorJoin: Maker = (b, pick, random) => {
  const t = random() < 0.3 ? I1 : intOf(random);
  const x = pick(t);
  const y = random() < 0.5 ? b.value('and', t, x, pick(t)) : pick(t);
  const e = random() < 0.5 ? b.value('xor', t, x, y) : b.value('xor', t, y, x);
  return random() < 0.5 ? b.value('or', t, e, y) : b.value('or', t, y, e);
};
/** `x op ~x` with op of and/or/xor, ~x as `xor` with all ones, in either operand order. */
const complement: Maker = (b, pick, random) => {
  const t = random() < 0.3 ? I1 : intOf(random);
  const op = (['and', 'or', 'xor'] as const)[Math.floor(random() * 3)] as OpName;
  const x = pick(t);
  const all = b.const(t, (1n << BigInt(bitWidth(t))) - 1n);
  const not = random() < 0.5 ? b.value('xor', t, x, all) : b.value('xor', t, all, x);
  return random() < 0.5 ? b.value(op, t, x, not) : b.value(op, t, not, x);
};
/** A widened (so unwrapping) and often aligned offset plus a constant, compared with a constant. */
const offsetCompare: Maker = (b, pick, random) => {
  const low = BigInt(Math.floor(random() * 6));
  const offset = b.value('and', I32, pick(I32), b.const(I32, ~((1n << low) - 1n)));
  const wide = b.value('zext', I64, random() < 0.5 ? offset : b.value('lshr', I32, offset, b.const(I32, 8n)));
  const pred = (['ule', 'ult', 'ugt', 'uge'] as const)[Math.floor(random() * 4)];
  const k = BigInt(Math.floor(random() * 40));
  const n = random() < 0.2 ? BigInt(Math.floor(random() * 40)) : BigInt(Math.floor(random() * 2 ** 24)) * 16n;
  const sum = b.value('iadd', I64, wide, b.const(I64, k));
  return b.value(`icmp.${pred}`, I1, sum, b.const(I64, n));
};
/** `or (zext lo, shl (zext hi, 32))`, the operands in either order (context.ts join64). */
function join64(b: Builder, lo: ValueId, hi: ValueId, random: () => number): ValueId {
  const low = b.value('zext', I64, lo);
  const high = b.value('shl', I64, b.value('zext', I64, hi), b.const(I64, 32n));
  return random() < 0.5 ? b.value('or', I64, low, high) : b.value('or', I64, high, low);
}
/**
 * A 64-bit value from 32-bit halves as the guest builds one: a sign extension (v_ashrrev), a value's
 * own halves joined again, or a sum with its carry (v_add_co_u32, v_add_co_ci_u32) of two split i64s
 * or an i64 and a 32-bit constant;
 * now and then with a wrong shift or carry test (no sum then, which the rules must not take for one).
 */
const pair: Maker = (b, pick, random) => {
  const k32 = b.const(I64, 32n);
  const halves = (v: ValueId): [ValueId, ValueId] => [
    b.value('trunc', I32, v),
    b.value('trunc', I32, b.value('lshr', I64, v, k32)),
  ];
  if (random() < 0.25) {
    const x = pick(I32);
    return join64(b, x, b.value('ashr', I32, x, b.const(I32, random() < 0.8 ? 31n : 30n)), random);
  }
  if (random() < 0.2) {
    // A value's own halves (sometimes another's high half), the high one read back shifted or as a half.
    const m = pick(I64);
    const [lo, hi] = halves(m);
    const [, other] = halves(pick(I64));
    const shifted = b.value('lshr', I64, random() < 0.8 ? m : pick(I64), k32);
    const high = random() < 0.5 ? shifted : b.value('zext', I64, random() < 0.8 ? hi : other);
    const low = b.value('zext', I64, lo);
    const up = b.value('shl', I64, high, k32);
    return random() < 0.5 ? b.value('or', I64, low, up) : b.value('or', I64, up, low);
  }
  const [aLo, aHi] = halves(pick(I64));
  const [bLo, bHi] = random() < 0.5 ? halves(pick(I64)) : [b.const(I32, interesting(random, 32)), undefined];
  const lo = random() < 0.5 ? b.value('iadd', I32, aLo, bLo) : b.value('iadd', I32, bLo, aLo);
  const against = random() < 0.8 ? (random() < 0.5 ? aLo : bLo) : pick(I32);
  const carry = b.value(
    'zext',
    I32,
    random() < 0.5 ? b.value('icmp.ult', I1, lo, against) : b.value('icmp.ugt', I1, against, lo),
  );
  const terms = [aHi, carry, ...(bHi === undefined ? [] : [bHi])].sort(() => random() - 0.5);
  const hi = terms.slice(1).reduce((sum, t) => b.value('iadd', I32, sum, t), terms[0] as ValueId);
  return join64(b, lo, hi, random);
};
const mask: Maker = (b, pick, random) => {
  const t = intOf(random);
  const op = (['and', 'or', 'xor', 'iadd'] as const)[Math.floor(random() * 4)] as OpName;
  return b.value(op, t, pick(t), b.const(t, interesting(random, bitWidth(t))));
};

/** A random straight-line function of `makers`' ops that stores every value it makes, in order. */
function randomFunction(seed: number, makers: readonly Maker[]): { fn: IrFunction; stored: ValueId[] } {
  const random = rng(seed);
  const fn = new IrFunction('random');
  const b = new Builder(fn).at(fn.addBlock());
  const pool = new Map<TypeId, ValueId[]>();
  const add = (v: ValueId): void => {
    const t = fn.typeOf(v);
    pool.set(t, [...(pool.get(t) ?? []), v]);
  };
  // Lane-varying inputs the rules cannot see into: (lane * odd + k) + opaque_zero, and narrower
  // and wider forms of it, plus constants.
  const lane = b.value('builtin.local_invocation_index', I32);
  for (let n = 0; n < 4; n++) {
    const odd = b.const(I32, BigInt(Math.floor(random() * 2 ** 31)) * 2n + 1n);
    const base = b.const(I32, interesting(random, 32));
    const hidden = b.value(
      'iadd',
      I32,
      b.emit('opaque_zero', I32, [], { imms: [0] }).result as ValueId,
      b.value('iadd', I32, b.value('imul', I32, lane, odd), base),
    );
    add(hidden);
    add(b.value('trunc', I16, hidden));
    add(b.value('trunc', I8, hidden));
    add(b.value('trunc', I1, hidden));
    const high = b.value('shl', I64, b.value('zext', I64, hidden), b.const(I64, 32n));
    add(b.value('or', I64, high, b.value('zext', I64, b.value('iunary.not', I32, hidden))));
  }
  const pick = (t: TypeId): ValueId => {
    const list = pool.get(t) ?? [];
    if (list.length === 0 || random() < 0.15) {
      const width = bitWidth(t);
      const k = b.const(t, interesting(random, width));
      add(k);
      return k;
    }
    return list[Math.floor(random() * list.length)] as ValueId;
  };
  for (const f of [F16, F32, F64]) pool.set(f, []);
  for (let n = 0; n < 60; n++) {
    const v = (makers[Math.floor(random() * makers.length)] as Maker)(b, pick, random);
    if (v !== undefined) add(v);
  }
  // Every value of the pool is stored to its own variable, in order: the results to compare.
  const stored: ValueId[] = [...pool.values()].flat();
  for (const v of stored) {
    const slot = b.value('var', ptr('function', fn.typeOf(v)));
    b.effect('store', [slot, v]);
  }
  b.ret();
  return { fn, stored };
}

/**
 * Runs a random function of `makers` on 8 lanes before and after optSimplify with only `rules`, and
 * returns how many times those rules fired; throws on the first differing value.
 */
function randomCheck(seed: number, makers: readonly Maker[], rules: readonly Rule[]): number {
  const { fn } = randomFunction(seed, makers);
  const before = new WaveEval(fn, 8);
  before.run();
  let fired = 0;
  const counting = rules.map(
    (r): Rule => ({
      ...r,
      apply: (c, i) => {
        const rewrite = r.apply(c, i);
        if (rewrite) fired++;
        return rewrite;
      },
    }),
  );
  optSimplify(fn, counting);
  const check = verifyFunction(fn);
  assert.ok(check.ok, check.annotated);
  const after = new WaveEval(fn, 8);
  after.run();
  assert.deepEqual(after.vars, before.vars, `seed ${seed}: a value changed\n${printFunction(fn)}`);
  return fired;
}

/** Runs randomCheck over many seeds and asserts that the rules fired in most functions. */
function randomChecks(makers: readonly Maker[], rules: readonly Rule[], family: string): void {
  let firedIn = 0;
  const runs = 150;
  for (let seed = 1; seed <= runs; seed++)
    if (randomCheck(seed * 7919 + family.length, makers, rules) > 0) firedIn++;
  assert.ok(firedIn > runs / 2, `${family} rules fired in only ${firedIn} of ${runs} functions`);
}

describe('optSimplify: bitcasts', () => {
  it('removes round trips, merges chains and reads constants as integers', () => {
    expectSimplified(
      `  %f = bitcast f32 %x
  %g = bitcast i32 %f
  %v = bitcast vec2<i32> %y
  %h = bitcast f64 %v
  %nan = const f32 2143289345
  %n = bitcast i32 %nan
  %s = iadd i32 %g, %n
  %d = bitcast i64 %h
  %e = bitcast f64 %d
  store %px, %s
  %pf = ptr_from_addr ptr<physical, f64> %pa
  store %pf, %e`,
      `  %n = const i32 2143289345
  %s = iadd i32 %x, %n
  %h = bitcast f64 %y
  store %px, %s
  %pf = ptr_from_addr ptr<physical, f64> %pa
  store %pf, %h`,
    );
  });

  it('keeps every bit on random inputs, NaN payloads included', () => {
    randomChecks([bitcast, signOp, select], BITCAST_RULES, 'bitcast');
  });
});

describe('optSimplify: flushes', () => {
  it('drops a flush of a flushed value and of a converted integer, keeps one of a loaded float', () => {
    expectSimplified(
      `  %f = bitcast f32 %x
  %a = flush f32 %f
  %b = flush f32 %a
  %u = utof f32 %x
  %fu = flush f32 %u
  %s = fadd f32 %b, %fu
  %o = bitcast i32 %s
  store %px, %o`,
      `  %f = bitcast f32 %x
  %a = flush f32 %f
  %u = utof f32 %x
  %s = fadd f32 %a, %u
  %o = bitcast i32 %s
  store %px, %o`,
    );
  });
});

describe('optSimplify: integer conversions', () => {
  it('removes width round trips and truncations of neutral operands', () => {
    expectSimplified(
      `  %a = zext i64 %x
  %b = trunc i32 %a
  %c8 = trunc i8 %a
  %k255 = const i32 255
  %m = and i32 %x, %k255
  %t = trunc i8 %m
  %k32 = const i64 32
  %hi = shl i64 %y, %k32
  %o = or i64 %hi, %a
  %lo = trunc i32 %o
  %s16 = sext i16 %t
  %s32 = sext i32 %s16
  %z16 = zext i16 %t
  %z32 = sext i32 %z16
  %up = lshr i64 %y, %k32
  %down = trunc i32 %up
  %back = zext i64 %down
  %keep = trunc i32 %y
  %keep64 = zext i64 %keep
  %r1 = iadd i32 %b, %lo
  %r2 = iadd i32 %s32, %z32
  %r3 = iadd i64 %back, %keep64
  %w = zext i32 %c8
  %r4 = iadd i32 %r1, %r2
  %r5 = iadd i32 %r4, %w
  store %px, %r5
  store %py, %r3`,
      `  %c8 = trunc i8 %x
  %t = trunc i8 %x
  %k32 = const i64 32
  %s32 = sext i32 %t
  %z32 = zext i32 %t
  %up = lshr i64 %y, %k32
  %keep = trunc i32 %y
  %keep64 = zext i64 %keep
  %r1 = iadd i32 %x, %x
  %r2 = iadd i32 %s32, %z32
  %r3 = iadd i64 %up, %keep64
  %w = zext i32 %c8
  %r4 = iadd i32 %r1, %r2
  %r5 = iadd i32 %r4, %w
  store %px, %r5
  store %py, %r3`,
    );
  });

  it('keeps every value on random inputs', () => {
    randomChecks([conversion, mask, shift], CONVERSION_RULES, 'conversion');
  });
});

describe('optSimplify: 64-bit values built from halves', () => {
  /**
   * `%sum`, %y plus `addend` (i32) through halves as the guest adds them: the low sum, its carry
   * `icmp.ult %sumlo, carryTest`, the high half plus the carry, joined.
   */
  const halvesSum = (addend: string, carryTest: string): string => `  %k32 = const i64 32
  %alo = trunc i32 %y
  %yh = lshr i64 %y, %k32
  %ahi = trunc i32 %yh
  %sumlo = iadd i32 ${addend}, %alo
  %carry = icmp.ult i1 %sumlo, ${carryTest}
  %cz = zext i32 %carry
  %sumhi = iadd i32 %ahi, %cz
  %l = zext i64 %sumlo
  %h = zext i64 %sumhi
  %hs = shl i64 %h, %k32
  %sum = or i64 %hs, %l`;

  it('joins a sign extension and a sum with its carry into the 64-bit ops', () => {
    const fn = parseFunction(`${PRELUDE}
  %k = const i32 8192
${halvesSum('%k', '%k')}
  %k31 = const i32 31
  %sign = ashr i32 %x, %k31
  %lo = zext i64 %x
  %hiz = zext i64 %sign
  %hi = shl i64 %hiz, %k32
  %s = or i64 %lo, %hi
  %r = iadd i64 %s, %sum
  store %py, %r
  ret
}`);
    assert.ok(optSimplify(fn));
    optDce(fn);
    // The sum's constant is a new one, made at the entry's start.
    const expected = `${PRELUDE.replace('^0:', '^0:\n  %k8192 = const i64 8192')}
  %sum = iadd i64 %y, %k8192
  %s = sext i64 %x
  %r = iadd i64 %s, %sum
  store %py, %r
  ret
}`;
    assert.equal(printFunction(fn), canonLive(expected));
  });

  it("joins a value's own halves into the value (a 64-bit product read back as a register pair)", () => {
    expectSimplified(
      `  %wx = zext i64 %x
  %m = imul i64 %wx, %y
  %lo = trunc i32 %m
  %k32 = const i64 32
  %up = lshr i64 %m, %k32
  %hi = trunc i32 %up
  %l = zext i64 %lo
  %h = zext i64 %hi
  %hs = shl i64 %h, %k32
  %j = or i64 %l, %hs
  store %py, %j`,
      `  %wx = zext i64 %x
  %m = imul i64 %wx, %y
  store %py, %m`,
    );
  });

  it('keeps a join whose carry tests another value', () => {
    const fn = parseFunction(`${PRELUDE}
${halvesSum('%x', '%k7')}
  store %py, %sum
  ret
}`);
    optSimplify(fn, PAIR_RULES);
    assert.ok(fn.insts.some((i) => i.block !== -1 && i.op === 'or'));
  });

  it('keeps every value on random inputs', () => {
    randomChecks([pair], PAIR_RULES, 'pair');
  });
});

describe('optSimplify: identities and no-op masks', () => {
  it('removes identities, masks known bits decide, shifts by 0, double nots and sign-bit pairs', () => {
    expectSimplified(
      `  %z = const i32 0
  %ones = const i32 4294967295
  %k32 = const i32 32
  %k4 = const i32 4
  %k15 = const i32 15
  %a = and i32 %x, %x
  %b = xor i32 %x, %x
  %c1 = and i32 %a, %ones
  %d = or i32 %c1, %z
  %e = iadd i32 %z, %d
  %f = isub i32 %e, %b
  %g = shl i32 %f, %k32
  %h = shl i32 %g, %k4
  %i = and i32 %h, %k15
  %j = or i32 %g, %i
  %n1 = iunary.not i32 %j
  %n2 = iunary.not i32 %n1
  %umin = umin i32 %n2, %n2
  %hidden = opaque_zero i32 [0]
  %kept = iadd i32 %umin, %hidden
  %zx = zext i64 %kept
  %m32 = const i64 4294967295
  %mx = and i64 %zx, %m32
  %fl = bitcast f32 %x
  %ng = funary.neg f32 %fl
  %nn = funary.neg f32 %ng
  %ab = funary.abs f32 %ng
  %aa = funary.abs f32 %ab
  %pf = ptr_from_addr ptr<physical, f32> %pa
  store %py, %mx
  store %pf, %nn
  store %pf, %aa`,
      `  %hidden = opaque_zero i32 [0]
  %kept = iadd i32 %x, %hidden
  %zx = zext i64 %kept
  %fl = bitcast f32 %x
  %ab = funary.abs f32 %fl
  %pf = ptr_from_addr ptr<physical, f32> %pa
  store %py, %zx
  store %pf, %fl
  store %pf, %ab`,
    );
  });

  it('absorbs a value into an and or an or that already holds it', () => {
    expectSimplified(
      `  %w = iadd i32 %x, %k7
  %o = or i32 %x, %w
  %a1 = and i32 %o, %x
  %n = and i32 %w, %x
  %b1 = or i32 %x, %n
  %c1 = and i32 %n, %w
  %d1 = or i32 %o, %w
  store %px, %a1
  store %px, %b1
  store %px, %c1
  store %px, %d1`,
      `  %w = iadd i32 %x, %k7
  %o = or i32 %x, %w
  %n = and i32 %w, %x
  store %px, %x
  store %px, %x
  store %px, %n
  store %px, %o`,
    );
  });

  it("joins a value with its complement: an if's lanes and its else's under one mask", () => {
    // %then | %else is the whole mask: the or of c and c ^ 1 is true, as in the branchy kernel's
    // EXEC after an if/else; & is false, ^ all ones, for i1 and for i32 alike.
    expectSimplified(
      `  %t = const i1 1
  %ones = const i32 4294967295
  %notc = xor i1 %c, %t
  %all = or i1 %notc, %c
  %none = and i1 %c, %notc
  %nx = xor i32 %ones, %x
  %full = xor i32 %x, %nx
  %zero = and i32 %nx, %x
  %w = select i32 %all, %x, %k7
  %v = select i32 %none, %x, %full
  store %px, %w
  store %px, %v
  store %px, %zero`,
      `  %full = const i32 4294967295
  %zero = const i32 0
  store %px, %x
  store %px, %full
  store %px, %zero`,
    );
  });

  it("joins a xor with one of its operands: an else's lanes with its if's are the mask again", () => {
    // else = mask ^ then, then = mask & c: else | then = mask | then = mask.
    expectSimplified(
      `  %then = and i32 %x, %k7
  %else = xor i32 %x, %then
  %join = or i32 %else, %then
  %e2 = xor i32 %k7, %x
  %j2 = or i32 %x, %e2
  store %px, %join
  store %px, %j2`,
      `  %j2 = or i32 %k7, %x
  store %px, %x
  store %px, %j2`,
    );
  });

  it('counts the ones of a low mask (1 << x) - 1 as x where x stays below the width', () => {
    expectSimplified(
      `  %k1 = const i32 1
  %k31 = const i32 31
  %lane = and i32 %x, %k31
  %m = shl i32 %k1, %lane
  %low = isub i32 %m, %k1
  %n = iunary.bitcount i32 %low
  %m2 = shl i32 %k1, %x
  %low2 = isub i32 %m2, %k1
  %n2 = iunary.bitcount i32 %low2
  store %px, %n
  store %px, %n2`,
      `  %k1 = const i32 1
  %k31 = const i32 31
  %lane = and i32 %x, %k31
  %m2 = shl i32 %k1, %x
  %low2 = isub i32 %m2, %k1
  %n2 = iunary.bitcount i32 %low2
  store %px, %lane
  store %px, %n2`,
    );
  });

  it("counts the ones of a select of a low mask and a constant as the select of the counts (a wave64 v_mbcnt's half)", () => {
    expectSimplified(
      `  %k1 = const i32 1
  %k31 = const i32 31
  %k32 = const i32 32
  %all = const i32 4294967295
  %lane = and i32 %x, %k31
  %m = shl i32 %k1, %lane
  %low = isub i32 %m, %k1
  %lo = icmp.ult i1 %x, %k32
  %mask = select i32 %lo, %low, %all
  %n = iunary.bitcount i32 %mask
  %m2 = shl i32 %k1, %x
  %low2 = isub i32 %m2, %k1
  %mask2 = select i32 %lo, %low2, %all
  %n2 = iunary.bitcount i32 %mask2
  store %px, %n
  store %px, %n2`,
      `  %k1 = const i32 1
  %k31 = const i32 31
  %k32 = const i32 32
  %all = const i32 4294967295
  %lane = and i32 %x, %k31
  %lo = icmp.ult i1 %x, %k32
  %n = select i32 %lo, %lane, %k32
  %m2 = shl i32 %k1, %x
  %low2 = isub i32 %m2, %k1
  %mask2 = select i32 %lo, %low2, %all
  %n2 = iunary.bitcount i32 %mask2
  store %px, %n
  store %px, %n2`,
    );
  });

  it('reads a bit of a constant at a position every bit it can reach agrees on (a source lane in a full EXEC)', () => {
    expectSimplified(
      `  %k1 = const i32 1
  %k31 = const i32 31
  %k15 = const i32 15
  %all = const i32 4294967295
  %low = const i32 65535
  %lane = and i32 %x, %k31
  %small = and i32 %x, %k15
  %s1 = lshr i32 %all, %lane
  %b1 = and i32 %s1, %k1
  %s2 = lshr i32 %low, %small
  %b2 = and i32 %k1, %s2
  %s3 = lshr i32 %low, %lane
  %b3 = and i32 %s3, %k1
  %s4 = lshr i32 %all, %x
  %b4 = and i32 %s4, %k1
  store %px, %b1
  store %px, %b2
  store %px, %b3
  store %px, %b4`,
      `  %k1 = const i32 1
  %k31 = const i32 31
  %low = const i32 65535
  %lane = and i32 %x, %k31
  %b1 = const i32 1
  %b2 = const i32 1
  %s3 = lshr i32 %low, %lane
  %b3 = and i32 %s3, %k1
  %b4 = const i32 1
  store %px, %b1
  store %px, %b2
  store %px, %b3
  store %px, %b4`,
    );
  });

  it('reads a constant table at an index of a few values: one constant, the index, the index xor or minus a constant', () => {
    // RADV's identity FMASK read by a sample index below 4; a table of 4-bit fields holding 5; DPP's
    // quad_perm [1,0,3,2] (0xb1) and [3,2,1,0] (0x1b, x xor 3 as much as 3 - x) by the lane within the quad; nibbles 5, 4, 3, 2 (5 - x).
    expectSimplified(
      `  %k3 = const i32 3
  %k2 = const i32 2
  %k15 = const i32 15
  %fmask = const i32 1985229328
  %fives = const i32 1431655765
  %sample = and i32 %x, %k3
  %at = shl i32 %sample, %k2
  %s1 = lshr i32 %fmask, %at
  %f1 = and i32 %s1, %k15
  %s2 = lshr i32 %fives, %at
  %f2 = and i32 %s2, %k15
  %s3 = lshr i32 %fmask, %x
  %f3 = and i32 %s3, %k15
  %k1 = const i32 1
  %quad = and i32 %x, %k3
  %q2 = shl i32 %quad, %k1
  %swap = const i32 177
  %s4 = lshr i32 %swap, %q2
  %f4 = and i32 %s4, %k3
  %mirror = const i32 27
  %s5 = lshr i32 %mirror, %q2
  %f5 = and i32 %s5, %k3
  %down = const i32 9029
  %s6 = lshr i32 %down, %at
  %f6 = and i32 %s6, %k15
  store %px, %f6
  store %px, %f1
  store %px, %f2
  store %px, %f3
  store %px, %f4
  store %px, %f5`,
      `  %k3 = const i32 3
  %k15 = const i32 15
  %fmask = const i32 1985229328
  %sample = and i32 %x, %k3
  %f2 = const i32 5
  %s3 = lshr i32 %fmask, %x
  %f3 = and i32 %s3, %k15
  %k1 = const i32 1
  %quad = and i32 %x, %k3
  %f4 = xor i32 %quad, %k1
  %f5 = xor i32 %quad, %k3
  %f6 = isub i32 %f2, %sample
  store %px, %f6
  store %px, %sample
  store %px, %f2
  store %px, %f3
  store %px, %f4
  store %px, %f5`,
    );
  });

  it('keeps the low bits of a shift up and back down with one mask, and merges masks of masks', () => {
    // ds_bpermute's lane: (lane << 2) >> 2 & 31 is lane & 31.
    const fn = parseFunction(`${PRELUDE}
  %k2 = const i32 2
  %k31 = const i32 31
  %up = shl i32 %x, %k2
  %down = lshr i32 %up, %k2
  %lane = and i32 %down, %k31
  store %px, %lane
  ret
}`);
    assert.ok(optSimplify(fn, IDENTITY_RULES));
    optDce(fn);
    assert.match(printFunction(fn), /%(\d+) = const i32 31\n[\s\S]*= and i32 %\d+, %\1\n {2}store/);
    assert.equal(printFunction(fn).match(/shl|lshr/g), null);
  });

  it('makes products with 0 and shifts of 0 constants, 0 known from bits or a constant', () => {
    expectSimplified(
      `  %z = const i32 0
  %k8 = const i32 8
  %k255 = const i32 255
  %byte = and i32 %x, %k255
  %hi = lshr i32 %byte, %k8
  %p = imul i32 %x, %hi
  %q = imul i32 %z, %x
  %r = ashr i32 %hi, %x
  %s = shl i32 %z, %x
  %hidden = opaque_zero i32 [0]
  %t = imul i32 %x, %hidden
  store %px, %p
  store %px, %q
  store %px, %r
  store %px, %s
  store %px, %t`,
      `  %p = const i32 0
  %q = const i32 0
  %r = const i32 0
  %s = const i32 0
  %hidden = opaque_zero i32 [0]
  %t = imul i32 %x, %hidden
  store %px, %p
  store %px, %q
  store %px, %r
  store %px, %s
  store %px, %t`,
    );
  });

  it('keeps every value on random inputs', () => {
    randomChecks(
      [
        binary('and', 'or', 'xor', 'iadd', 'isub', 'imul', 'umin', 'smax'),
        mask,
        shift,
        conversion,
        not,
        signOp,
        lowMaskCount,
        absorption,
        complement,
        xorJoin,
        constantBit,
        shiftPair,
        tableLookup,
      ],
      IDENTITY_RULES,
      'identity',
    );
  });
});

describe('optSimplify: selects', () => {
  it('takes equal arms, constant conditions and conditions an outer select decided', () => {
    expectSimplified(
      `  %t = const i1 1
  %f = const i1 0
  %s1 = select i32 %c, %x, %x
  %s2 = select i32 %t, %s1, %k7
  %inner = select i32 %c, %s2, %k7
  %outer = select i32 %c, %inner, %x
  %other = select i32 %c, %k7, %outer
  %b = select i1 %c, %t, %f
  %w = select i32 %b, %other, %x
  store %px, %w`,
      `  %w = select i32 %c, %k7, %x
  store %px, %w`,
    );
  });

  it('keeps every value on random inputs', () => {
    randomChecks([select, compare], SELECT_RULES, 'select');
  });
});

describe('optSimplify: comparisons', () => {
  it('decides self-comparisons and bounds known bits give, and reads booleans back', () => {
    expectSimplified(
      `  %eq = icmp.eq i1 %x, %x
  %lt = icmp.slt i1 %x, %x
  %k255 = const i32 255
  %k256 = const i32 256
  %k16 = const i32 16
  %byte = and i32 %x, %k255
  %in = icmp.ult i1 %byte, %k256
  %big = icmp.ugt i1 %byte, %k255
  %odd = icmp.eq i1 %byte, %k256
  %ylo = trunc i32 %y
  %ybyte = and i32 %ylo, %k255
  %maybe = icmp.ult i1 %ybyte, %k16
  %t = const i1 1
  %same = icmp.eq i1 %c, %t
  %wide = zext i32 %c
  %z = const i32 0
  %back = icmp.ne i1 %wide, %z
  %r1 = and i1 %eq, %in
  %r2 = or i1 %lt, %big
  %r3 = or i1 %r2, %odd
  %r4 = xor i1 %r1, %r3
  %r5 = and i1 %r4, %same
  %r6 = and i1 %r5, %back
  %r7 = and i1 %r6, %maybe
  %s = select i32 %r7, %x, %k7
  store %px, %s`,
      `  %k255 = const i32 255
  %k16 = const i32 16
  %ylo = trunc i32 %y
  %ybyte = and i32 %ylo, %k255
  %maybe = icmp.ult i1 %ybyte, %k16
  %r7 = and i1 %c, %maybe
  %s = select i32 %r7, %x, %k7
  store %px, %s`,
    );
  });

  it('reads a widened comparison compared with 0 as the inverse comparison (s_cbranch_scc0)', () => {
    expectSimplified(
      `  %z = const i32 0
  %scc = icmp.ult i1 %x, %k7
  %wide = zext i32 %scc
  %none = icmp.eq i1 %wide, %z
  %s = select i32 %none, %x, %k7
  store %px, %s`,
      `  %z = const i32 0
  %scc = icmp.uge i1 %x, %k7
  %s = select i32 %scc, %x, %k7
  store %px, %s`,
    );
  });

  it("drops a low mask above a float conversion's bound (a unorm channel's and 255)", () => {
    // A unorm8 encode: clamped to [0, 1], widened, times 255, rounded, converted: at most 255.
    const encode = `  %f = bitcast f32 %x
  %zero = const f32 0x0
  %one = const f32 0x3f800000
  %lo = fmax f32 %f, %zero
  %cl = fmin f32 %lo, %one
  %w = fpext f64 %cl
  %k = const f64 0x406fe00000000000
  %m = fmul f64 %w, %k
  %r = funary.round_even f64 %m
  %u = ftou i32 %r
  %k127 = const i32 127
  %half = and i32 %u, %k127`;
    expectSimplified(
      `${encode}
  %k255 = const i32 255
  %byte = and i32 %u, %k255
  store %px, %byte
  store %px, %half`,
      `${encode}
  store %px, %u
  store %px, %half`,
    );
  });

  it('drops a range test that an ordering of two values implies by their bounds', () => {
    // Where x < b and b is at most 15, x + b is at most 29: below 32 (dropped), not below 29 (kept).
    expectSimplified(
      `  %ylo = trunc i32 %y
  %k15 = const i32 15
  %b = and i32 %ylo, %k15
  %lt = icmp.ugt i1 %b, %x
  %sum = iadd i32 %x, %b
  %k32 = const i32 32
  %k29 = const i32 29
  %in = icmp.ult i1 %sum, %k32
  %tight = icmp.ult i1 %sum, %k29
  %r1 = and i1 %in, %lt
  %r2 = and i1 %lt, %tight
  %s1 = select i32 %r1, %x, %k7
  %s2 = select i32 %r2, %x, %k7
  store %px, %s1
  store %px, %s2`,
      `  %ylo = trunc i32 %y
  %k15 = const i32 15
  %b = and i32 %ylo, %k15
  %lt = icmp.ugt i1 %b, %x
  %sum = iadd i32 %x, %b
  %k29 = const i32 29
  %tight = icmp.ult i1 %sum, %k29
  %r2 = and i1 %lt, %tight
  %s1 = select i32 %lt, %x, %k7
  %s2 = select i32 %r2, %x, %k7
  store %px, %s1
  store %px, %s2`,
    );
  });

  it('tests an offset plus a constant against a constant as the offset against their difference, rounded to its alignment', () => {
    // A buffer_store_dwordx4's dword range tests (offset + 4, + 8, ..., + 16 <= size) of a 16-aligned
    // offset are one test; a 4-aligned offset keeps two; a constant past the size decides. The bounds
    // are new constants, at the entry's start.
    const body = `  %k15 = const i32 15
  %nk15 = iunary.not i32 %k15
  %al = and i32 %x, %nk15
  %off = zext i64 %al
  %k3 = const i32 3
  %nk3 = iunary.not i32 %k3
  %al4 = and i32 %x, %nk3
  %off4 = zext i64 %al4
  %size = const i64 65536
  %k4 = const i64 4
  %k8 = const i64 8
  %k70000 = const i64 70000
  %e1 = iadd i64 %off, %k4
  %t1 = icmp.ule i1 %e1, %size
  %e2 = iadd i64 %e1, %k4
  %t2 = icmp.ule i1 %e2, %size
  %e3 = iadd i64 %off, %k8
  %e4 = iadd i64 %e3, %k8
  %t4 = icmp.ule i1 %e4, %size
  %f1 = iadd i64 %off4, %k4
  %u1 = icmp.ugt i1 %f1, %size
  %f2 = iadd i64 %off4, %k8
  %u2 = icmp.ugt i1 %f2, %size
  %far = iadd i64 %off, %k70000
  %never = icmp.ule i1 %far, %size
  %a1 = and i1 %t1, %t2
  %a2 = and i1 %a1, %t4
  %o1 = or i1 %u1, %u2
  %o2 = or i1 %o1, %never
  %s1 = select i32 %a2, %x, %k7
  %s2 = select i32 %o2, %x, %k7
  store %px, %s1
  store %px, %s2`;
    const expected = `  %k15 = const i32 15
  %nk15 = iunary.not i32 %k15
  %al = and i32 %x, %nk15
  %off = zext i64 %al
  %k3 = const i32 3
  %nk3 = iunary.not i32 %k3
  %al4 = and i32 %x, %nk3
  %off4 = zext i64 %al4
  %t1 = icmp.ule i1 %off, %m65520
  %u1 = icmp.ugt i1 %off4, %m65532
  %u2 = icmp.ugt i1 %off4, %m65528
  %o1 = or i1 %u1, %u2
  %s1 = select i32 %t1, %x, %k7
  %s2 = select i32 %o1, %x, %k7
  store %px, %s1
  store %px, %s2`;
    const made = `  %m65532 = const i64 65532
  %m65528 = const i64 65528
  %m65520 = const i64 65520`;
    const text = (rest: string): string => `${PRELUDE.replace('^0:', `^0:\n${made}`)}\n${rest}\n  ret\n}`;
    const fn = parseFunction(`${PRELUDE}\n${body}\n  ret\n}`);
    assert.ok(optSimplify(fn), 'the pass reports a change');
    optDce(fn);
    assert.equal(printFunction(fn), canonLive(text(expected)));
  });

  it("rounds a range test of an aligned value alone to its alignment, and leaves one alignment can't tighten", () => {
    expectSimplified(
      `  %nk15 = const i32 4294967280
  %al = and i32 %x, %nk15
  %k65532 = const i32 65532
  %k65520 = const i32 65520
  %t1 = icmp.ule i1 %al, %k65532
  %ylo = trunc i32 %y
  %t2 = icmp.ult i1 %ylo, %k7
  %s1 = select i32 %t1, %x, %k7
  %s2 = select i32 %t2, %x, %k7
  store %px, %s1
  store %px, %s2`,
      `  %nk15 = const i32 4294967280
  %al = and i32 %x, %nk15
  %k65520 = const i32 65520
  %t1 = icmp.ule i1 %al, %k65520
  %ylo = trunc i32 %y
  %t2 = icmp.ult i1 %ylo, %k7
  %s1 = select i32 %t1, %x, %k7
  %s2 = select i32 %t2, %x, %k7
  store %px, %s1
  store %px, %s2`,
    );
  });

  it('keeps every value on random inputs', () => {
    randomChecks([compare, mask, conversion, shift, offsetCompare], COMPARISON_RULES, 'comparison');
  });
});

describe('KnownZeros', () => {
  /** Known zeros of `%t`, the last value of a function of i1 %c, %d and i32 %x, %y (ids by name). */
  function zerosOfT(body: string): bigint {
    const fn = parseFunction(`func @f {
^0:
  %x = builtin.local_invocation_index i32
  %y = builtin.subgroup_id i32
  %lane = builtin.subgroup_invocation_id i32
  %c = icmp.ult i1 %lane, %x
  %d = icmp.ult i1 %lane, %y
  %two = const i32 2
  %four = const i32 4
  %zero = const i32 0
  %shifted = shl i32 %x, %two
${body}
  %p = global ptr<output, i32> [0]
  store %p, %t
  ret
}`);
    const t = fn.insts.find((i) => i.op === 'store')?.operands[1] as ValueId;
    return new KnownZeros(fn).of(t);
  }

  it("reads a select inside a select's arm on the same condition as the same arm", () => {
    // A register written under EXEC (%r), then an address from it tested under the same EXEC.
    const nested = (inner: string) => `  %r = select i32 ${inner}, %shifted, %y
  %a = iadd i32 %r, %four
  %t = select i32 %c, %a, %zero`;
    assert.equal(zerosOfT(nested('%c')) & 3n, 3n);
    // Another condition, or the other arm: %y's bits are unknown.
    assert.equal(zerosOfT(nested('%d')) & 3n, 0n);
    assert.equal(zerosOfT(nested('%c').replace('%a, %zero', '%zero, %a')) & 3n, 0n);
  });

  it('assumes each conjunct of an arm condition that is a conjunction (EXEC and a range test)', () => {
    const nested = (outer: string) => `  %r = select i32 %c, %shifted, %y
  %a = iadd i32 %r, %four
  %live = and i1 ${outer}
  %t = select i32 %live, %a, %zero`;
    assert.equal(zerosOfT(nested('%d, %c')) & 3n, 3n);
    // A disjunction assumes nothing of its operands; the other arm of a conjunction neither.
    assert.equal(zerosOfT(nested('%d, %c').replace('and i1', 'or i1')) & 3n, 0n);
    assert.equal(zerosOfT(nested('%d, %c').replace('%a, %zero', '%zero, %a')) & 3n, 0n);
  });

  it('claims only bits that are 0 on every lane of random functions', () => {
    for (let seed = 1; seed <= 150; seed++) {
      const { fn, stored } = randomFunction(seed, [
        narrow,
        arithmetic,
        binary('and', 'or', 'xor'),
        shift,
        conversion,
        select,
        conjunctArm,
        mask,
      ]);
      const run = new WaveEval(fn, 8);
      run.run();
      const zeros = new KnownZeros(fn);
      stored.forEach((v, k) => {
        for (const lane of run.vars[k] as bigint[])
          assert.equal(
            lane & zeros.of(v),
            0n,
            `seed ${seed}: %${v} has a claimed zero bit set\n${printFunction(fn)}`,
          );
      });
    }
  });
});

describe('optSimplify with folding and sharing (the pipeline pass)', () => {
  /** Runs the pipeline's SIMPLIFY then DCE on PRELUDE + `body` and compares with PRELUDE + `expected`. */
  function expectCombined(body: string, expected: string): void {
    const fn = parseFunction(`${PRELUDE}\n${body}\n  ret\n}`);
    assert.ok(simplifyChanges(fn), 'the pass reports a change');
    optDce(fn);
    assert.deepEqual(verifyFunction(fn).ok, true);
    assert.equal(printFunction(fn), canonLive(`${PRELUDE}\n${expected}\n  ret\n}`));
  }

  it('reports no change where it only finds again what nothing reads', () => {
    // The first run replaces %o's reader by %x and leaves %o for DCE; a second run meets %o again,
    // and %x | 0 is still %x, but nothing reads it: the IR is the same, and the manager may skip.
    const fn = parseFunction(`${PRELUDE}
  %z = const i32 0
  %o = or i32 %x, %z
  store %px, %o
  ret
}`);
    assert.ok(simplifyChanges(fn), 'the first run rewrites the store');
    const after = printFunction(fn);
    assert.equal(simplifyChanges(fn), false);
    assert.equal(printFunction(fn), after);
  });

  /** The outcome of a run of the identities pass on `fn`. */
  const identities = (fn: IrFunction): PassOutcome => outcomeOf(SIMPLIFY_IDENTITIES, fn);

  it('reports a walk that changed an acyclic function settled, and a second walk changes nothing', () => {
    // Each arm passes x ^ x, which a rule makes the constant 0; the join's %p < 7 is true only once
    // %p is bounded by 0 (its arguments' bound, ir/upper-bounds.ts), and the select then is %w. The walk
    // enters the arms before the join (walkDominatorTree), so it sees that in one walk.
    const fn = parseFunction(`${PRELUDE}
  %w = load i32 %px
  cond_br %c, ^1(), ^2()
^1:
  %a = xor i32 %x, %x
  br ^3(%a)
^2:
  %b = xor i32 %x, %x
  br ^3(%b)
^3(%p: i32):
  %t = icmp.ult i1 %p, %k7
  %q = select i32 %t, %w, %x
  store %px, %q
  ret
}`);
    assert.deepEqual(identities(fn), { changed: true, settled: true });
    assert.match(printFunction(fn), /%(\d+) = load i32 %1\n\s+cond_br[\s\S]*store %1, %\1\n/);
    const after = printFunction(fn);
    assert.equal(identities(fn).changed, false);
    assert.equal(printFunction(fn), after);
  });

  it('does not report settled a walk that edited a block on a cycle', () => {
    // The header's parameter comes back along the edge from the latch, which the walk enters after
    // the header: an edit there may give the header's readers something new to see.
    const fn = parseFunction(`${PRELUDE}
  %z = const i32 0
  br ^1(%x)
^1(%p: i32):
  %q = or i32 %p, %z
  store %px, %q
  cond_br %c, ^1(%q), ^2()
^2:
  ret
}`);
    assert.deepEqual(identities(fn), { changed: true, settled: false });
  });

  it('folds the readers of a constant a rule made, in the same walk', () => {
    // icmp %x, %x is 1 by a rule; its zero-extension and the shift by it fold only as constants.
    expectCombined(
      `  %t = icmp.eq i1 %x, %x
  %t32 = zext i32 %t
  %r = lshr i32 %k7, %t32
  store %px, %r`,
      `  %r = const i32 3
  store %px, %r`,
    );
  });

  it('simplifies a reader of two values it found to be one', () => {
    // %b computes what %a does; once shared, %a ^ %b is %a ^ %a, which is 0, and %x | 0 is %x.
    expectCombined(
      `  %a = and i32 %x, %k7
  %b = and i32 %x, %k7
  %e = xor i32 %a, %b
  %d = or i32 %x, %e
  store %px, %d`,
      `  store %px, %x`,
    );
  });

  it('keeps every value of random functions of every family, folding and sharing as it rewrites', () => {
    const makers = [
      binary('and', 'or', 'xor', 'iadd', 'isub', 'imul', 'umin', 'smax'),
      shift,
      conversion,
      bitcast,
      signOp,
      not,
      select,
      compare,
      narrow,
      arithmetic,
      lowMaskCount,
      absorption,
      mask,
    ];
    let changedIn = 0;
    const runs = 150;
    for (let seed = 1; seed <= runs; seed++) {
      const { fn } = randomFunction(seed * 104729, makers);
      const before = new WaveEval(fn, 8);
      before.run();
      if (simplifyChanges(fn)) changedIn++;
      const check = verifyFunction(fn);
      assert.ok(check.ok, check.annotated);
      const after = new WaveEval(fn, 8);
      after.run();
      assert.deepEqual(after.vars, before.vars, `seed ${seed}: a value changed\n${printFunction(fn)}`);
    }
    assert.ok(changedIn > runs / 2, `the walk changed only ${changedIn} of ${runs} functions`);
  });

  it('shares only along dominance, and decides a branch on a folded condition', () => {
    const fn = parseFunction(`${PRELUDE}
  %k0 = const i32 0
  %z = and i32 %x, %k0
  %go = icmp.eq i1 %z, %k0
  cond_br %go, ^1(), ^2()
^1:
  %a = iadd i32 %x, %k7
  store %px, %a
  br ^3()
^2:
  %b = iadd i32 %x, %k7
  store %px, %b
  br ^3()
^3:
  %j = iadd i32 %x, %k7
  store %px, %j
  ret
}`);
    assert.ok(simplifyChanges(fn));
    const text = printFunction(fn);
    // The mask makes 0, the comparison folds, the branch takes ^1; the sums of the sibling arms and of
    // their join stay three (neither arm dominates the join).
    assert.match(text, /br \^1\(\)/);
    assert.equal(text.match(/= iadd i32/g)?.length, 3);
  });

  it('shares a wave operation within its block only, and not across a demote', () => {
    // The lanes active where a ballot stands are the same throughout a block until one demotes
    // itself; in another block (here one a branch leads to) they may be fewer.
    const fn = parseFunction(`${PRELUDE}
  %b1 = ballot i64 %c
  %b2 = ballot i64 %c
  %s = iadd i64 %b1, %b2
  %t = trunc i32 %s
  store %px, %t
  cond_br %c, ^1(), ^2()
^1:
  %b3 = ballot i64 %c
  %t3 = trunc i32 %b3
  store %px, %t3
  demote
  %b4 = ballot i64 %c
  %t4 = trunc i32 %b4
  store %px, %t4
  br ^2()
^2:
  ret
}`);
    assert.ok(simplifyChanges(fn));
    optDce(fn);
    const text = printFunction(fn);
    assert.equal(text.match(/= ballot/g)?.length, 3, text);
    assert.match(text, /iadd i64 (%\d+), \1/);
  });

  it('decides NaN tests and comparisons with zero by the float classes (ir/float-class.ts)', () => {
    // %u is an unsigned integer converted: never NaN, never below zero; %f is read from memory.
    const tests = (x: string): string => {
      const fn = parseFunction(`${PRELUDE}
  %u = utof f32 %x
  %f = bitcast f32 %x
  %z = const f32 0x80000000
  %uno = fcmp.uno i1 ${x}, ${x}
  %lt = fcmp.olt i1 ${x}, %z
  %ge = fcmp.uge i1 ${x}, %z
  %bits = bitcast i32 ${x}
  %mag = const i32 2147483647
  %m = and i32 %bits, %mag
  %exp = const i32 2139095040
  %nan = icmp.ugt i1 %m, %exp
  %a = zext i32 %uno
  %b = zext i32 %lt
  %e = zext i32 %ge
  %d = zext i32 %nan
  store %px, %a
  store %px, %b
  store %px, %e
  store %px, %d
  ret
}`);
      simplifyChanges(fn);
      optDce(fn);
      return printFunction(fn);
    };
    const known = tests('%u');
    assert.doesNotMatch(known, /cmp/, known);
    assert.equal(tests('%f').match(/cmp/g)?.length, 4);
  });
});
