/**
 * Flushes of values never denormal (src/passes/drop-normal-flushes.ts): the translator's bit flush of
 * a unorm texel is the texel, while the flush of an integer's bits, or of a product of two
 * texels (as small as 2^-128, an f32 denormal), stays; the function computes the same before and after
 * (the IR evaluator, on every lane).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseFunction } from '../../src/ir/parser.js';
import { verifyFunction } from '../../src/ir/verifier.js';
import { dropNormalFlushes } from '../../src/passes/drop-normal-flushes.js';
import { bitFlushIr } from '../support/bit-flush-ir.js';
import { WaveEval } from '../translate/ir-wave-eval.js';

/**
 * A texel %t (unorm8 of the lane), the lane's bits %l (denormals) and their flush %lf, and the flush of
 * `x`, stored: the translator's two forms of a flush (on the exponent field, on the magnitude).
 */
const program = (x: string): string => `func @f {
^0:
  %out = var ptr<function, i32>
  %lane = builtin.local_invocation_index i32
  %l = bitcast f32 %lane
  %w = zext i64 %lane
  %k = const i64 72340172838076673
  %m = imul i64 %w, %k
  %u = utof f32 %m
  %s = const i32 4294967232
  %t = ldexp f32 %u, %s
  %tt = fmul f32 %t, %t
${bitFlushIr('%l', 'lf', 'exponent')}
${bitFlushIr(x, 'flushed')}
  %fb = bitcast i32 %flushed
  store %out, %fb
  ret
}`;

function dropped(x: string): boolean {
  const fn = parseFunction(program(x));
  const before = new WaveEval(fn, 32);
  before.run();
  const changed = dropNormalFlushes(fn);
  assert.ok(verifyFunction(fn).ok);
  const after = new WaveEval(fn, 32);
  after.run();
  assert.deepEqual(after.vars, before.vars);
  return changed;
}

describe('dropNormalFlushes', () => {
  it("drops a unorm texel's flush", () => {
    assert.equal(dropped('%t'), true);
  });
  it('drops a second flush of a flushed value (a register flushed in another block)', () => {
    assert.equal(dropped('%lf'), true);
  });
  it("keeps the flush of an integer's bits and of a product of two texels", () => {
    assert.equal(dropped('%l'), false);
    assert.equal(dropped('%tt'), false);
  });
});
