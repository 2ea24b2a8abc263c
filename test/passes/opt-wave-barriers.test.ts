/**
 * Wave barriers that order nothing (src/passes/opt-wave-barriers.ts): which `wave_barrier`s go (no
 * access since the last barrier; reads after reads; one right before another barrier) and which stay
 * (a write on either side of it, a loop carrying a write around, a path that meets a write first).
 * The LDS tree reduction's shape keeps one barrier of four; the lane-disjoint rule then drops it, and
 * keeps barriers where two lanes can share a word (a scan step, an unbounded offset, another trip of a
 * loop, a lane index that is not one, a pinned lane reading another's word).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseFunction } from '../../src/ir/parser.js';
import { printFunction } from '../../src/ir/printer.js';
import { I32, ptr } from '../../src/ir/types.js';
import { verifyFunction } from '../../src/ir/verifier.js';
import { optWaveBarriers, removeDisjointWaveBarriers } from '../../src/passes/opt-wave-barriers.js';

const LDS = `  %g = global ptr<workgroup, i32> [0]
  %i = builtin.local_invocation_index i32
  %one = const i32 1
  %j = iadd i32 %i, %one
  %pi = access ptr<workgroup, i32> %g, %i
  %pj = access ptr<workgroup, i32> %g, %j`;

/** Runs the pass; returns whether it changed the function and the barriers left, in block order. */
function run(text: string, pass = optWaveBarriers): { changed: boolean; left: string[] } {
  const fn = parseFunction(text);
  const changed = pass(fn);
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

/** LDS of 32 words and the sink (ds.ts): index 32 is where inactive and out-of-range lanes go. */
const SINK_LDS = [{ name: 'lds', type: ptr('workgroup', I32), count: 33, sinkLast: true }];

/**
 * The tree reduction as translated and simplified: each trip a guest barrier, the lanes below s read
 * words x + s and x and write word x, then lane 0 reads word 0. `step` makes the next s, `top` stands
 * before the reads (the guest barrier), `test` picks the lane reading word 0, `writers` the lanes
 * writing (with the in-range test).
 */
function reduction(
  lane: string,
  { step = 'lshr i32 %s, %c1', top = 'barrier', test = 'icmp.eq i1 %x, %c0', writers = '%live' } = {},
) {
  return `func @main {
^0:
  %g = global ptr<workgroup, i32> [0]
${lane}
  %sink = const i32 32
  %c0 = const i32 0
  %c1 = const i32 1
  %c2 = const i32 2
  %c16 = const i32 16
  %x4 = shl i32 %x, %c2
  br ^1(%c16)
^1(%s: i32):
  %live = icmp.ugt i1 %s, %x
  ${top}
  %s4 = shl i32 %s, %c2
  %b1 = iadd i32 %s4, %x4
  %w1 = lshr i32 %b1, %c2
  %in1 = icmp.ult i1 %w1, %sink
  %l1 = and i1 %in1, %live
  %i1 = select i32 %l1, %w1, %sink
  %p1 = access ptr<workgroup, i32> %g, %i1
  %a = load i32 %p1
  %w2 = lshr i32 %x4, %c2
  %in2 = icmp.ult i1 %w2, %sink
  %l2 = and i1 %in2, %live
  %i2 = select i32 %l2, %w2, %sink
  %p2 = access ptr<workgroup, i32> %g, %i2
  %b = load i32 %p2
  %sum = iadd i32 %a, %b
  %l4 = and i1 %in2, ${writers}
  %i4 = select i32 %l4, %w2, %sink
  %p4 = access ptr<workgroup, i32> %g, %i4
  wave_barrier
  store %p4, %sum
  %next = ${step}
  %more = icmp.ne i1 %next, %c0
  cond_br %more, ^1(%next), ^2()
^2:
  %first = ${test}
  %i3 = select i32 %first, %c0, %sink
  %p3 = access ptr<workgroup, i32> %g, %i3
  wave_barrier
  %r = load i32 %p3
  ret
}`;
}

const INDEX = '  %x = builtin.local_invocation_index i32';
const ID_X = `  %id = builtin.local_invocation_id vec3<i32>
  %x = extract i32 %id [0]`;

/** Each lane reads word %w (made by `word` from the local index %x), then writes it back. */
function readThenWrite(word: string): string {
  return `func @main {
^0:
  %g = global ptr<workgroup, i32> [0]
${INDEX}
${word}
  %p = access ptr<workgroup, i32> %g, %w
  %a = load i32 %p
  wave_barrier
  store %p, %a
  ret
}`;
}

/** Lanes admitted by %live read word %w1 and write word %x (the tail of a neighbour exchange step). */
const NEIGHBOUR_STEP = `  %i1 = select i32 %live, %w1, %sink
  %p1 = access ptr<workgroup, i32> %g, %i1
  %a = load i32 %p1
  %i2 = select i32 %live, %x, %sink
  %p2 = access ptr<workgroup, i32> %g, %i2
  wave_barrier
  store %p2, %a
  ret
}`;

function disjoint(text: string, workgroup: [number, number, number] = [32, 1, 1]) {
  return run(text, (fn) => removeDisjointWaveBarriers({ globals: SINK_LDS }, fn, workgroup));
}

describe('wave barriers between lane-disjoint accesses', () => {
  it('drops both wave barriers of the tree reduction: no lane writes a word another lane reads', () => {
    const { changed, left } = disjoint(reduction(INDEX));
    assert.equal(changed, true);
    assert.deepEqual(left, ['^0', '^1', 'barrier', 'load', 'load', 'store', '^2', 'load']);
  });

  it('reads the x of the local id as the lane only in a workgroup one invocation high and deep', () => {
    assert.equal(disjoint(reduction(ID_X)).changed, true);
    // With 8 x 4 invocations, lanes 0 and 8 have the same x.
    assert.deepEqual(disjoint(reduction(ID_X), [8, 4, 1]).left, [
      '^0',
      '^1',
      'barrier',
      'load',
      'load',
      'wave_barrier',
      'store',
      '^2',
      'wave_barrier',
      'load',
    ]);
  });

  it('keeps the barrier before the write where the offset has no bound (x + s may wrap onto a writer)', () => {
    const { left } = disjoint(reduction(INDEX, { step: 'iadd i32 %s, %c1' }));
    assert.deepEqual(left.slice(0, 6), ['^0', '^1', 'barrier', 'load', 'load', 'wave_barrier']);
  });

  it("keeps it where no barrier ends a trip (the reads may meet the last trip's writes, of another s)", () => {
    const { left } = disjoint(reduction(INDEX, { top: '%nothing = const i32 0' }));
    assert.deepEqual(left.slice(0, 5), ['^0', '^1', 'load', 'load', 'wave_barrier']);
  });

  it('keeps the last one where the pinned lane reads a word another lane wrote', () => {
    const { left } = disjoint(reduction(INDEX, { test: 'icmp.eq i1 %x, %c1' }));
    assert.deepEqual(left.slice(-3), ['^2', 'wave_barrier', 'load']);
  });

  it('keeps the barrier before the write where every lane writes (lane x + s writes what lane x read)', () => {
    const { left } = disjoint(reduction(INDEX, { writers: '%in2' }));
    assert.deepEqual(left.slice(0, 6), ['^0', '^1', 'barrier', 'load', 'load', 'wave_barrier']);
  });

  it("drops the barrier between a read and a write of each lane's own word, unless lanes share words", () => {
    const own = (shift: number) =>
      readThenWrite(`  %k = const i32 ${shift}
  %w = shl i32 %x, %k`);
    assert.deepEqual(disjoint(own(2)).left, ['^0', 'load', 'store']);
    // x << 28 wraps: lanes 0 and 16 share word 0.
    assert.deepEqual(disjoint(own(28)).left, ['^0', 'load', 'wave_barrier', 'store']);
  });

  it('reads a select on a constant (unsimplified IR) as the arm it picks', () => {
    const pick = (condition: number) =>
      readThenWrite(`  %c = const i1 ${condition}
  %k = const i32 2
  %own = shl i32 %x, %k
  %square = imul i32 %x, %x
  %w = select i32 %c, %own, %square`);
    assert.deepEqual(disjoint(pick(1)).left, ['^0', 'load', 'store']);
    assert.deepEqual(disjoint(pick(0)).left, ['^0', 'load', 'wave_barrier', 'store']);
  });

  it('drops the barrier between stores of two rows of a tile; keeps it where rows overlap', () => {
    // Words 16y + x and 256 + 16y + x in a 16 x 16 workgroup: the local index and that plus 256.
    const tile = (rowWords: number, second: number) => `func @main {
^0:
  %g = global ptr<workgroup, i32> [0]
  %id = builtin.local_invocation_id vec3<i32>
  %x = extract i32 %id [0]
  %y = extract i32 %id [1]
  %row = const i32 ${rowWords}
  %yw = imul i32 %y, %row
  %w = iadd i32 %yw, %x
  %off = const i32 ${second}
  %w2 = iadd i32 %w, %off
  %p = access ptr<workgroup, i32> %g, %w
  %q = access ptr<workgroup, i32> %g, %w2
  store %p, %x
  wave_barrier
  store %q, %y
  ret
}`;
    assert.deepEqual(disjoint(tile(16, 256), [16, 16, 1]).left, ['^0', 'store', 'store']);
    // Lanes 16 apart: the second store of lane (0, 0) is the first of lane (0, 1).
    assert.deepEqual(disjoint(tile(16, 16), [16, 16, 1]).left, ['^0', 'store', 'wave_barrier', 'store']);
    // Rows of 8 words in a workgroup 16 wide: lanes (8, 0) and (0, 1) share a word.
    assert.deepEqual(disjoint(tile(8, 256), [16, 16, 1]).left, ['^0', 'store', 'wave_barrier', 'store']);
    // One row high: y is always 0, whatever it weighs.
    assert.deepEqual(disjoint(tile(8, 256), [64, 1, 1]).left, ['^0', 'store', 'store']);
  });

  it('keeps it where the offset differs between lanes (a parameter where a lane-dependent branch joins)', () => {
    // Lanes below 4 get u = 4, the others 8: lane 0 reads word 4, which lane 4 writes.
    const { left } = disjoint(`func @main {
^0:
  %g = global ptr<workgroup, i32> [0]
${INDEX}
  %sink = const i32 32
  %c4 = const i32 4
  %c8 = const i32 8
  %low = icmp.ult i1 %x, %c4
  cond_br %low, ^1(), ^2()
^1:
  br ^3(%c4)
^2:
  br ^3(%c8)
^3(%u: i32):
  %live = icmp.ult i1 %x, %u
  %w1 = iadd i32 %x, %u
${NEIGHBOUR_STEP}`);
    assert.deepEqual(left.slice(-4), ['^3', 'load', 'wave_barrier', 'store']);
  });

  it('keeps the barrier of a scan step, where lane x reads the word lane x - s writes', () => {
    const { left } = disjoint(`func @main {
^0:
  %g = global ptr<workgroup, i32> [0]
${INDEX}
  %sink = const i32 32
  %s = const i32 4
  %live = icmp.uge i1 %x, %s
  %w1 = isub i32 %x, %s
${NEIGHBOUR_STEP}`);
    assert.deepEqual(left, ['^0', 'load', 'wave_barrier', 'store']);
  });
});
