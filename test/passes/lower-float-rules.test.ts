/**
 * `nan_rule` and `flush` lowered (src/passes/lower-float-rules.ts) against the rule itself: each function runs in the
 * IR evaluator (whose host gives every NaN result an odd payload of its own, as NVIDIA does) before and
 * after lowering, over 32 lanes of signed zeros, infinities, quiet and signaling NaNs with payloads,
 * denormals and normals, and every variable must agree bit for bit. Also: what a chain costs.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { IrFunction } from '../../src/ir/function.js';
import { parseFunction } from '../../src/ir/parser.js';
import { printFunction } from '../../src/ir/printer.js';
import { verifyFunction } from '../../src/ir/verifier.js';
import { lowerFloatRules } from '../../src/passes/lower-float-rules.js';
import { bitFlushIr } from '../support/bit-flush-ir.js';
import { laneInput } from '../support/lane-specials.js';
import { WaveEval } from '../translate/ir-wave-eval.js';

/** A function: four lane inputs %a %b %c %d (f32), then `body`, which stores into `%out0`.. (i32 vars). */
function program(body: string, outs: number): string {
  const vars = Array.from({ length: outs }, (_, i) => `  %out${i} = var ptr<function, i32>`).join('\n');
  return `func @f {
^0:
${vars}
  %lane = builtin.local_invocation_index i32
${laneInput('a', 1, 0)}
${laneInput('b', 5, 1)}
${laneInput('c', 7, 3)}
${laneInput('d', 3, 2)}
${body}
  ret
}`;
}

function runVars(fn: IrFunction): bigint[][] {
  const ev = new WaveEval(fn, 32);
  ev.run();
  return ev.vars;
}

/** Lowers `text` and checks every variable of every lane against the unlowered function's. */
function expectSame(text: string): IrFunction {
  const want = runVars(parseFunction(text));
  const fn = parseFunction(text);
  assert.equal(lowerFloatRules(fn), true);
  verifyFunction(fn);
  assert.ok(!printFunction(fn).includes('nan_rule'), 'a nan_rule is left');
  assert.deepEqual(runVars(fn), want);
  return fn;
}

const count = (fn: IrFunction, op: string): number => printFunction(fn).split(` = ${op} `).length - 1;

/** NaN tests: on a flush's magnitude, and of a float itself (one unordered compare). */
const nanTests = (fn: IrFunction): { onMagnitude: number; ofFloat: number } => ({
  onMagnitude: count(fn, 'icmp.ugt'),
  ofFloat: count(fn, 'fcmp.uno'),
});

describe('lowerFloatRules', () => {
  it('a chain with constants: the guest bits at the end and in the middle, one NaN test', () => {
    const fn = expectSame(
      program(
        `  %k3 = const f32 0x40400000
  %h1 = fmul f32 %k3, %a
  %r1 = nan_rule f32 %h1, %a
  %k15 = const f32 0x3fc00000
  %h2 = fadd f32 %r1, %k15
  %r2 = nan_rule f32 %h2, %r1
  %h3 = funary.floor f32 %r2
  %r3 = nan_rule f32 %h3, %r2
  %mid = bitcast i32 %r2
  store %out0, %mid
  %end = bitcast i32 %r3
  store %out1, %end`,
        2,
      ),
    );
    // One test of %a serves both readers: nothing in the chain can make a NaN of its own.
    assert.deepEqual(nanTests(fn), { onMagnitude: 0, ofFloat: 1 });
  });

  it('a chain through denormal flushes (a flushing MODE): still one NaN test, flushed bits', () => {
    const fn = expectSame(
      program(
        `  %x1 = flush f32 %a
  %k3 = const f32 0x40400000
  %h1 = fmul f32 %k3, %x1
  %r1 = nan_rule f32 %h1, %x1
  %f1 = flush f32 %r1
  %k15 = const f32 0x00000003
  %h2 = fadd f32 %f1, %k15
  %r2 = nan_rule f32 %h2, %f1
  %f2 = flush f32 %r2
  %mid = bitcast i32 %f1
  store %out0, %mid
  %end = bitcast i32 %f2
  store %out1, %end
  %y = flush f32 %b
  %oy = bitcast i32 %y
  store %out2, %oy`,
        3,
      ),
    );
    assert.equal(count(fn, 'icmp.ugt'), 1);
    assert.equal(count(fn, 'flush'), 0);
  });

  it('tests a flushed input for NaN on the magnitude its flush compared (a flush keeps NaNs)', () => {
    // The flush op lowered, and the translator's flush on the bits (rules/valu-fp.ts).
    const flushOp = '  %x = flush f32 %a';
    const bitFlush = bitFlushIr('%a', 'x');
    for (const flush of [flushOp, bitFlush]) {
      const fn = expectSame(
        program(
          `${flush}
  %h = fadd f32 %x, %b
  %r = nan_rule f32 %h, %x, %b
  %o = bitcast i32 %r
  store %out0, %o`,
          1,
        ),
      );
      // The flush's two masks and no more: %x on the magnitude its flush compared, %b and the host's
      // sum as floats (no mask of their bits).
      assert.equal(count(fn, 'and'), 2, printFunction(fn));
      assert.deepEqual(nanTests(fn), { onMagnitude: 1, ofFloat: 2 });
    }
  });

  it("a chain through the translator's bit flushes: the flushed result is NaN where the rule's host result is", () => {
    const fn = expectSame(
      program(
        `${bitFlushIr('%a', 'x')}
${bitFlushIr('%b', 'y')}
  %h1 = fmul f32 %x, %y
  %r1 = nan_rule f32 %h1, %x, %y
${bitFlushIr('%r1', 'z')}
  %h2 = fadd f32 %z, %y
  %r2 = nan_rule f32 %h2, %z, %y
  %o = bitcast i32 %r2
  store %out0, %o`,
        1,
      ),
    );
    // %a and %b on their flushes' magnitudes, each host result as a float: %z's test is %h1's.
    assert.deepEqual(nanTests(fn), { onMagnitude: 2, ofFloat: 2 }, printFunction(fn));
  });

  it('tests no input that is never a NaN, and no result that never is one (ir/float-class.ts)', () => {
    // %u is finite (an integer converted): a * u tests only %a; u * u + u is never a NaN at all.
    const fn = expectSame(
      program(
        `  %u = utof f32 %lane
  %h1 = fmul f32 %a, %u
  %r1 = nan_rule f32 %h1, %a, %u
  %o1 = bitcast i32 %r1
  store %out0, %o1
  %h2 = fmul f32 %u, %u
  %r2 = nan_rule f32 %h2, %u, %u
  %h3 = fadd f32 %r2, %u
  %r3 = nan_rule f32 %h3, %r2, %u
  %o3 = bitcast i32 %r3
  store %out1, %o3`,
        2,
      ),
    );
    assert.deepEqual(
      nanTests(fn),
      { onMagnitude: 0, ofFloat: 2 },
      'the NaN tests of %a and of the host product a * u',
    );
    // The lane inputs' 4 * 17 selects; for a * u the payload (%a quieted, else the default NaN) and the
    // guest bits (the payload where the host's product is a NaN).
    assert.equal(count(fn, 'select'), 4 * 17 + 2);
  });

  it('rebuilds no payload where no input can be a NaN and the op makes none (a normal constant factor)', () => {
    // %s = u * u is never NaN (maybe infinite); 2.0 * s makes no NaN of it: the guest's is the host's.
    const fn = expectSame(
      program(
        `  %u = utof f32 %lane
  %s = fmul f32 %u, %u
  %two = const f32 0x40000000
  %h = fmul f32 %two, %s
  %r = nan_rule f32 %h, %two, %s
  %o = bitcast i32 %r
  store %out0, %o`,
        1,
      ),
    );
    assert.equal(count(fn, 'select'), 4 * 17);
  });

  it('NaNs made mid-chain, two-variable ops, a NaN constant input and an adversarial host payload', () => {
    expectSame(
      program(
        `  %h1 = fmul f32 %a, %b
  %r1 = nan_rule f32 %h1, %a, %b
  %h2 = fsub f32 %r1, %c
  %r2 = nan_rule f32 %h2, %r1, %c
  %h3 = fadd f32 %r2, %d
  %r3 = nan_rule f32 %h3, %r2, %d
  %h4 = funary.sqrt f32 %c
  %r4 = nan_rule f32 %h4, %c
  %h5 = fmul f32 %r3, %r4
  %r5 = nan_rule f32 %h5, %r3, %r4
  %kn = const f32 0x7f800123
  %h6 = fadd f32 %r4, %kn
  %r6 = nan_rule f32 %h6, %r4, %kn
  %h7 = fma f32 %r1, %r4, %a
  %r7 = nan_rule f32 %h7, %r1, %r4, %a
  %o0 = bitcast i32 %r5
  store %out0, %o0
  %o1 = bitcast i32 %r6
  store %out1, %o1
  %o2 = bitcast i32 %r7
  store %out2, %o2
  %o3 = bitcast i32 %r4
  store %out3, %o3
  %h8 = fmul f32 %kn, %a
  %r8 = nan_rule f32 %h8, %kn, %a
  %h9 = fadd f32 %b, %r8
  %r9 = nan_rule f32 %h9, %b, %r8
  %o4 = bitcast i32 %r9
  store %out4, %o4`,
        5,
      ),
    );
  });

  it('compares read the host result, branch arguments and conversions the guest bits', () => {
    expectSame(
      program(
        `  %h1 = fadd f32 %a, %b
  %r1 = nan_rule f32 %h1, %a, %b
  %lt = fcmp.olt i1 %r1, %c
  %z = zext i32 %lt
  store %out0, %z
  %wide = fpext f64 %r1
  %hw = fmul f64 %wide, %wide
  %rw = nan_rule f64 %hw, %wide
  %n = fptrunc f32 %rw
  %on = bitcast i32 %n
  store %out1, %on
  %zero = const i32 0
  %go = icmp.eq i1 %zero, %zero
  cond_br %go, ^1(%r1), ^1(%r1)
^1(%p: f32):
  %h2 = fsub f32 %p, %d
  %r2 = nan_rule f32 %h2, %p, %d
  %o2 = bitcast i32 %r2
  store %out2, %o2
  %o3 = bitcast i32 %p
  store %out3, %o3`,
        4,
      ),
    );
  });
});
