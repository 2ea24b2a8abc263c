/**
 * ir/lane-groups.ts against the lanes themselves: each source shape (DPP's quad permutes and row
 * mirrors, ds_swizzle's xor, masks that drop a bit) is evaluated in every lane of a wave64 by the IR
 * evaluator, and the group the analysis answers must hold the source in every lane (src / G ==
 * lane / G); the expected sizes pin how small a group it proves.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ValueId } from '../../src/ir/function.js';
import { KnownZeros } from '../../src/ir/known-zeros.js';
import { laneGroupOf } from '../../src/ir/lane-groups.js';
import { parseFunction } from '../../src/ir/parser.js';
import { WaveEval } from '../translate/ir-wave-eval.js';

const WAVE = 64;

/** The group `laneGroupOf` gives `%src` of `body` (the lane is %lane), checked in every lane. */
function groupOf(body: string, invocations = 2 * WAVE, lane = 'urem'): number | undefined {
  const laneDef =
    lane === 'urem'
      ? '  %w = const i32 64\n  %lane = urem i32 %i, %w'
      : lane === 'and'
        ? '  %w1 = const i32 63\n  %lane = and i32 %i, %w1'
        : '  %lane = iadd i32 %i, %zero';
  const fn = parseFunction(`func @f {
^0:
  %out = var ptr<function, i32>
  %zero = const i32 0
  %i = builtin.local_invocation_index i32
${laneDef}
${body}
  store %out, %src
  ret
}`);
  const src = fn.insts.find((i) => i.op === 'store')?.operands[1] as ValueId;
  const group = laneGroupOf(fn, src, { waveSize: WAVE, invocations }, new KnownZeros(fn));
  if (group !== undefined) {
    const ev = new WaveEval(fn, WAVE);
    ev.run();
    ev.vars[0]?.forEach((s, l) => {
      assert.equal(Math.floor(Number(s) / group), Math.floor(l / group), `lane ${l} reads lane ${s}`);
    });
  }
  return group;
}

describe('laneGroupOf', () => {
  it('quad permutes: the lane with its low two bits replaced stays in its quad', () => {
    const quad = `  %m = const i32 4294967292
  %hi = and i32 %lane, %m
  %k = const i32 177
  %s2 = const i32 2
  %lo2 = and i32 %lane, %s2
  %sh = shl i32 %lo2, %s2
  %sel = lshr i32 %k, %sh
  %c3 = const i32 3
  %f = and i32 %sel, %c3
  %src = iadd i32 %hi, %f`;
    assert.equal(groupOf(quad), 4);
    assert.equal(groupOf(quad, 2 * WAVE, 'and'), 4);
  });

  it('row mirrors: a constant minus the lane within the row stays in the row', () => {
    const mirror = (row: number): string => `  %m = const i32 ${2 ** 32 - row}
  %hi = and i32 %lane, %m
  %r1 = const i32 ${row - 1}
  %lo = and i32 %lane, %r1
  %f = isub i32 %r1, %lo
  %src = iadd i32 %hi, %f`;
    assert.equal(groupOf(mirror(8)), 8);
    assert.equal(groupOf(mirror(16)), 16);
  });

  it("a lane xor a constant stays in the group the constant's bits span", () => {
    const xor = (k: number): string => `  %k = const i32 ${k}\n  %src = xor i32 %lane, %k`;
    assert.equal(groupOf(xor(1)), 2);
    assert.equal(groupOf(xor(5)), 8);
    assert.equal(groupOf(xor(16)), 32);
  });

  it('row shifts: the lane minus n where its place in the row is at least n, else the lane', () => {
    const shift = (op: 'isub' | 'iadd', pred: string, bound: number): string => `  %r15 = const i32 15
  %in = and i32 %lane, %r15
  %n = const i32 3
  %k = const i32 ${bound}
  %ok = icmp.${pred} i1 %in, %k
  %moved = ${op} i32 %lane, %n
  %src = select i32 %ok, %moved, %lane`;
    assert.equal(groupOf(shift('isub', 'uge', 3)), 16);
    assert.equal(groupOf(shift('iadd', 'ult', 13)), 16);
    // A guard one position too wide lets lane 2 of a row read the row before.
    assert.equal(groupOf(shift('isub', 'uge', 2)), undefined);
    assert.equal(groupOf(shift('iadd', 'ult', 14)), undefined);
  });

  it('the other half of a 32-lane group: its row of 16 picked by a mask of the lane xor 16', () => {
    const permlanex16 = `  %k16 = const i32 16
  %other = xor i32 %lane, %k16
  %m = const i32 4294967280
  %row = and i32 %other, %m
  %r15 = const i32 15
  %sel = and i32 %i, %r15
  %src = iadd i32 %row, %sel`;
    assert.equal(groupOf(permlanex16), 32);
  });

  it("ds_swizzle's bitmask mode: the lane's bits under and, or and xor masks, its bits above 32 kept", () => {
    const swizzle = (and: number, or: number, xor: number): string => `  %c31 = const i32 31
  %low = and i32 %lane, %c31
  %am = const i32 ${and}
  %a = and i32 %low, %am
  %om = const i32 ${or}
  %o = or i32 %a, %om
  %xm = const i32 ${xor}
  %x = xor i32 %o, %xm
  %hm = const i32 4294967264
  %high = and i32 %lane, %hm
  %src = or i32 %x, %high`;
    assert.equal(groupOf(swizzle(31, 0, 1)), 2);
    assert.equal(groupOf(swizzle(31, 0, 31)), 32);
    // Broadcast lane 3 of every group of 8: the and clears bits 0-2, the or sets 3.
    assert.equal(groupOf(swizzle(24, 3, 0)), 8);
    // An or of a bit above the group's: lanes read another group.
    assert.equal(groupOf(swizzle(31, 16, 0)), 32);
  });

  it('the own lane, and the index of a one-wave workgroup, are groups of one', () => {
    assert.equal(groupOf('  %src = iadd i32 %lane, %zero'), undefined);
    assert.equal(groupOf('  %src = and i32 %lane, %lane'), 1);
    assert.equal(groupOf('  %w2 = const i32 63\n  %src = and i32 %lane, %w2'), 1);
    // The index itself is the lane only where the workgroup is one wave.
    assert.equal(groupOf('  %src = and i32 %i, %i', WAVE), 1);
    assert.equal(groupOf('  %src = and i32 %i, %i', 2 * WAVE), undefined);
  });

  it('proves nothing where the mask drops a bit above the offset or the offset may leave the group', () => {
    // ~5 keeps bit 1 but drops bit 2: lane 4 + 0 reads lane 0, outside a quad.
    const holed = `  %m = const i32 4294967291
  %hi = and i32 %lane, %m
  %c3 = const i32 3
  %f = and i32 %lane, %c3
  %src = iadd i32 %hi, %f`;
    assert.equal(groupOf(holed), undefined);
    // An offset up to 7 on a quad's base.
    const wide = `  %m = const i32 4294967292
  %hi = and i32 %lane, %m
  %c7 = const i32 7
  %f = and i32 %lane, %c7
  %src = iadd i32 %hi, %f`;
    assert.equal(groupOf(wide), undefined);
    // Not the lane: the index of a two-wave workgroup.
    const index = `  %m = const i32 4294967292
  %hi = and i32 %i, %m
  %src = iadd i32 %hi, %zero`;
    assert.equal(groupOf(index), undefined);
  });
});
