/**
 * Which float ops guard-zeros (src/passes/guard-zeros.ts) rebuilds: a product of two values read from
 * memory before any write is left to the host (no host can know either to be a zero), one with a
 * literal zero factor, or of a value read back after a store with no barrier between, is guarded. (What the guards compute is
 * checked against the reference executor by the difftest suites and the fuzzer.)
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseFunction } from '../../src/ir/parser.js';
import { printFunction } from '../../src/ir/printer.js';
import { GUARD_REGISTER_CONSTANTS } from '../../src/passes/guard-selects.js';
import { guardZeros } from '../../src/passes/guard-zeros.js';
import { laneInput } from '../support/lane-specials.js';
import { WaveEval } from '../translate/ir-wave-eval.js';

const guarded = (text: string): boolean => {
  const fn = parseFunction(text);
  guardZeros(fn);
  return printFunction(fn).includes('icmp.eq');
};

const product = (second: string, storeFirst: boolean, barrier = false): string => `func @f {
^0:
  %pa = const i64 4096
  %p = ptr_from_addr ptr<physical, f32> %pa
  %k = const f32 0x0
${storeFirst ? '  store %p, %k\n' : ''}${barrier ? '  barrier\n' : ''}  %x = load f32 %p
  %y = load f32 %p
  %m = fmul f32 %x, ${second}
  %n = fadd f32 %m, %x
  store %p, %n
  ret
}`;

describe('guardZeros', () => {
  it('leaves ops of values no host can know to the host', () => {
    assert.equal(guarded(product('%y', false)), false);
  });
  it('guards a literal zero factor and a value a host could forward from a store', () => {
    assert.equal(guarded(product('%k', false)), true);
    assert.equal(guarded(product('%y', true)), true);
  });
  it("leaves a product of a helper's result to the host where every argument is unknown to it", () => {
    const ofCall = (args: string): string => `func @f {
^0:
  %pa = const i64 4096
  %p = ptr_from_addr ptr<physical, f32> %pa
  %x = load f32 %p
  %k = const f32 0x40000000
  %c = call f32 ${args} [1]
  %m = fmul f32 %x, %c
  store %p, %m
  ret
}`;
    assert.equal(guarded(ofCall('%x')), false);
    // A constant argument: the helper may be constant in the other (med3(0, 0, x) is 0).
    assert.equal(guarded(ofCall('%x, %k')), true);
  });
  it('rebuilds squares and products of kernel results as IEEE does, on every special (IR evaluator)', () => {
    // The lanes' inputs are constants the host could know (selects over the lane index), so the ops
    // are guarded; the guarded function must leave what an IEEE host computes in every lane.
    const text = `func @f {
^0:
  %out0 = var ptr<function, i32>
  %out1 = var ptr<function, i32>
  %out2 = var ptr<function, i32>
  %lane = builtin.local_invocation_index i32
${laneInput('a', 1, 0)}
${laneInput('b', 5, 1)}
  %sq = fmul f32 %a, %a
  %o0 = bitcast i32 %sq
  store %out0, %o0
  %c = call f32 %a [1]
  %p = fmul f32 %c, %b
  %o1 = bitcast i32 %p
  store %out1, %o1
  %s = fadd f32 %sq, %b
  %o2 = bitcast i32 %s
  store %out2, %o2
  ret
}`;
    // The helper is the identity, as a host would inline it.
    const helper = parseFunction('func @k {\n^0(%x: f32):\n  ret %x\n}');
    const run = (fn: ReturnType<typeof parseFunction>): bigint[][] => {
      const ev = new WaveEval(fn, 32, [fn, helper]);
      ev.run();
      return ev.vars;
    };
    const want = run(parseFunction(text));
    const fn = parseFunction(text);
    assert.equal(guardZeros(fn), true);
    assert.match(printFunction(fn), /icmp\.eq/);
    assert.deepEqual(run(fn), want);
  });

  it('guards a square with one infinity test and no sign: a zero square is +0', () => {
    const fn = parseFunction(product('%x', true));
    guardZeros(fn);
    const text = printFunction(fn);
    assert.equal(text.split(' = xor ').length - 1, 0, text);
    // The square's zero test and its one factor's infinity test (the sum after it has its own two).
    assert.equal(text.split(' = icmp.eq ').length - 1, 2 + 1, text);
  });
  it('leaves a value read back after a store and a barrier to the host (it cannot forward across one)', () => {
    assert.equal(guarded(product('%y', true, true)), false);
  });
  it('tests no factor of a zero product for infinity where it is finite (ir/float-class.ts)', () => {
    // A product of a literal zero: x * 0 is NaN for an infinite x, a signed zero for a finite one.
    const factor = (x: string) => `func @f {
^0:
  %pa = const i64 4096
  %p = ptr_from_addr ptr<physical, f32> %pa
  %i = builtin.local_invocation_index i32
  %u = utof f32 %i
  %v = stof f32 %i
  %l = load f32 %p
  %k = const f32 0x0
  %m = fmul f32 ${x}, %k
  store %p, %m
  ret
}`;
    const selects = (x: string): number => {
      const fn = parseFunction(factor(x));
      guardZeros(fn);
      return printFunction(fn).split(' = select ').length - 1;
    };
    // The zero result, then NaN where the factor is infinite; a finite factor needs only the first,
    // and one whose sign bit is clear none (its product is +0, as a host folding it says).
    assert.equal(selects('%l'), 2);
    assert.equal(selects('%v'), 1);
    assert.equal(selects('%u'), 0);
  });
  it('leaves a product of values never zero nor denormal to the host (ir/float-class.ts: positive)', () => {
    // A texel coordinate, (lane + 0.3) / 16 * 64: no execution makes either factor a zero, so no
    // sound host proves one; a signed lane * 64 may be the zero of lane 16, which a host knowing the
    // lane folds (to +0, where the factor's sign may be negative).
    const scaled = (x: string) => `func @f {
^0:
  %pa = const i64 4096
  %p = ptr_from_addr ptr<physical, f32> %pa
  %i = builtin.local_invocation_index i32
  %u = utof f32 %i
  %n = const i32 16
  %j = isub i32 %i, %n
  %v = stof f32 %j
  %h = const f32 0x3e99999a
  %c = fadd f32 %h, %u
  %s = const f32 0x3d800000
  %d = fmul f32 %s, ${x}
  %k = const f32 0x42800000
  %m = fmul f32 %d, %k
  store %p, %m
  ret
}`;
    assert.equal(guarded(scaled('%c')), false);
    assert.equal(guarded(scaled('%v')), true);
  });

  it('leaves a product of finite factors with clear sign bits to the host: its zero is +0 everywhere', () => {
    // lane * 0.0625 is the +0 of lane 0 however a host computes or folds it (ir/known-zeros.ts: an
    // unsigned conversion's sign bit); a signed conversion's product keeps its guard.
    const product = (conversion: string) => `func @f {
^0:
  %pa = const i64 4096
  %p = ptr_from_addr ptr<physical, f32> %pa
  %i = builtin.local_invocation_index i32
  %u = ${conversion} f32 %i
  %s = const f32 0x3d800000
  %d = fmul f32 %s, %u
  store %p, %d
  ret
}`;
    assert.equal(guarded(product('utof')), false);
    assert.equal(guarded(product('stof')), true);
  });

  it('leaves a product of a bounds-checked load to the host once its zero is an opaque one', () => {
    // %p is the load where it is in bounds, else 0: a host seeing the literal zero could fold the
    // product on that path; GUARD_REGISTER_CONSTANTS first makes the zero one no host can see.
    const join = `func @f {
^0:
  %pa = const i64 4096
  %ptr = ptr_from_addr ptr<physical, f32> %pa
  %i = builtin.local_invocation_index i32
  %n = const i32 9
  %in = icmp.ult i1 %i, %n
  %zero = const f32 0x0
  cond_br %in, ^1(), ^2(%zero)
^1:
  %l = load f32 %ptr
  br ^2(%l)
^2(%p: f32):
  %y = load f32 %ptr
  %m = fmul f32 %p, %y
  store %ptr, %m
  ret
}`;
    assert.equal(guarded(join), true);
    const fn = parseFunction(join);
    GUARD_REGISTER_CONSTANTS.run(fn);
    guardZeros(fn);
    assert.doesNotMatch(printFunction(fn), /icmp\.eq/);
  });
  it("takes a known zero factor's product sign from the other factor, with no xor", () => {
    const fn = parseFunction(product('%k', false));
    guardZeros(fn);
    assert.doesNotMatch(printFunction(fn), /= xor /);
  });
});
