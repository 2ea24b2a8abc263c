/**
 * Wave barriers that order nothing (src/passes/opt-wave-barriers.ts): which `wave_barrier`s go (no
 * access since the last barrier; reads after reads; one right before another barrier) and which stay
 * (a write on either side of it, a loop carrying a write around, a path that meets a write first).
 * The LDS tree reduction's shape keeps one barrier of four.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseFunction } from '../../src/ir/parser.js';
import { printFunction } from '../../src/ir/printer.js';
import { verifyFunction } from '../../src/ir/verifier.js';
import { optWaveBarriers } from '../../src/passes/opt-wave-barriers.js';

const LDS = `  %g = global ptr<workgroup, i32> [0]
  %i = builtin.local_invocation_index i32
  %one = const i32 1
  %j = iadd i32 %i, %one
  %pi = access ptr<workgroup, i32> %g, %i
  %pj = access ptr<workgroup, i32> %g, %j`;

/** Runs the pass; returns whether it changed the function and the barriers left, in block order. */
function run(text: string): { changed: boolean; left: string[] } {
  const fn = parseFunction(text);
  const changed = optWaveBarriers(fn);
  const verified = verifyFunction(fn);
  assert.ok(verified.ok, verified.ok ? '' : verified.annotated);
  const left = printFunction(fn)
    .split('\n')
    .map((line) => line.trim())
    .flatMap((line) => {
      if (line === 'barrier' || line === 'wave_barrier') return [line];
      if (line.startsWith('^')) return [(line.match(/^\^\d+/) as RegExpMatchArray)[0]];
      if (line.includes('= load')) return ['load'];
      return line.startsWith('store ') ? ['store'] : [];
    });
  return { changed, left };
}

describe('wave barriers', () => {
  it('keeps, of a tree reduction step, only the barrier between its reads and its write', () => {
    const { changed, left } = run(`func @main {
^0:
${LDS}
  barrier
  wave_barrier
  %a = load i32 %pj
  wave_barrier
  %b = load i32 %pi
  %s = iadd i32 %a, %b
  wave_barrier
  store %pi, %s
  ret
}`);
    assert.equal(changed, true);
    assert.deepEqual(left, ['^0', 'barrier', 'load', 'load', 'wave_barrier', 'store']);
  });

  it('keeps a barrier between a write and a read, and one between a write and a write', () => {
    const text = `func @main {
^0:
${LDS}
  %v = const i32 7
  wave_barrier
  store %pi, %v
  wave_barrier
  %a = load i32 %pj
  wave_barrier
  store %pj, %a
  ret
}`;
    const { left } = run(text);
    // The first orders nothing before it; the second orders the store before the load; the third,
    // the load before the store.
    assert.deepEqual(left, ['^0', 'store', 'wave_barrier', 'load', 'wave_barrier', 'store']);
  });

  it('keeps one of two barriers in a row, the second, which sees the write before both', () => {
    const { left } = run(`func @main {
^0:
${LDS}
  %v = const i32 7
  store %pi, %v
  wave_barrier
  wave_barrier
  %a = load i32 %pj
  ret
}`);
    assert.deepEqual(left, ['^0', 'store', 'wave_barrier', 'load']);
  });

  it('keeps a loop header barrier that a write at the end of the loop body reaches', () => {
    const { changed, left } = run(`func @main {
^0:
${LDS}
  br ^1(%one)
^1(%n: i32):
  wave_barrier
  %a = load i32 %pj
  wave_barrier
  store %pi, %a
  %n2 = iadd i32 %n, %one
  %more = icmp.ult i1 %n2, %j
  cond_br %more, ^1(%n2), ^2()
^2:
  ret
}`);
    assert.equal(changed, false);
    assert.deepEqual(left, ['^0', '^1', 'wave_barrier', 'load', 'wave_barrier', 'store', '^2']);
  });

  it('removes a barrier before a branch whose paths all read first, not one where a path writes first', () => {
    const program = (arm: string) => `func @main {
^0:
${LDS}
  %a = load i32 %pj
  %c = icmp.ult i1 %i, %one
  wave_barrier
  cond_br %c, ^1(), ^2()
^1:
  %b = load i32 %pi
  br ^3()
^2:
${arm}
  br ^3()
^3:
  ret
}`;
    assert.deepEqual(run(program('  %d = load i32 %pj')).left, [
      '^0',
      'load',
      '^1',
      'load',
      '^2',
      'load',
      '^3',
    ]);
    assert.deepEqual(run(program('  store %pj, %a')).left, [
      '^0',
      'load',
      'wave_barrier',
      '^1',
      'load',
      '^2',
      'store',
      '^3',
    ]);
  });

  it('keeps a barrier at the end of a block whose successor starts with another one it could lose', () => {
    // Removing both would leave the store and the load unordered: the first sees a wave barrier next,
    // which is not known to stay, so it stays; the second then orders nothing.
    const { left } = run(`func @main {
^0:
${LDS}
  %v = const i32 7
  store %pi, %v
  wave_barrier
  br ^1()
^1:
  wave_barrier
  %a = load i32 %pj
  ret
}`);
    assert.deepEqual(left, ['^0', 'store', 'wave_barrier', '^1', 'load']);
  });

  it('ignores memory outside the workgroup', () => {
    const { left } = run(`func @main {
^0:
${LDS}
  %v = var ptr<function, i32>
  %z = const i32 0
  store %v, %z
  wave_barrier
  %a = load i32 %pj
  ret
}`);
    assert.deepEqual(left, ['^0', 'store', 'load']);
  });
});
