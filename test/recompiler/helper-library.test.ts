/**
 * The helper library (src/recompiler/helper-library.ts): a body optimized before comes back as the
 * passes would leave it, and only bodies no module-dependent pass can act on are kept. That a warm
 * library changes no program's SPIR-V is checked over the corpus in corpus.test.ts.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseFunction } from '../../src/ir/parser.js';
import { printFunction } from '../../src/ir/printer.js';
import { runPasses } from '../../src/passes/manager.js';
import { DCE } from '../../src/passes/opt-dce.js';
import { SIMPLIFY } from '../../src/passes/opt-simplify.js';
import {
  clearHelperLibrary,
  type HelperLibraryStats,
  optimizedHelper,
} from '../../src/recompiler/helper-library.js';

const PASSES = [SIMPLIFY, DCE];

/** A body of lane arithmetic: `x * 1 + 0` and a dead `xor`. */
const ARITHMETIC = `func @h {
^0(%0: i32):
  %1 = const i32 1
  %2 = const i32 0
  %3 = imul i32 %0, %1
  %4 = iadd i32 %3, %2
  %5 = xor i32 %0, %1
  ret %4
}`;

/** The same, reading the invocation's index: stage lowering acts on builtins. */
const BUILTIN = `func @h {
^0(%0: i32):
  %1 = builtin.local_invocation_index i32
  %2 = iadd i32 %0, %1
  ret %2
}`;

/** `text` parsed, every instruction recording guest pc `pc`. */
function body(text: string, pc: number) {
  const fn = parseFunction(text);
  fn.insts.forEach((inst, i) => {
    fn.insts[i] = { ...inst, pc };
  });
  return fn;
}

describe('helper library', () => {
  it('gives a body optimized before, with the new pc, as the passes would leave it', () => {
    clearHelperLibrary();
    const stats: HelperLibraryStats = { hits: 0, misses: 0 };
    const first = optimizedHelper(body(ARITHMETIC, 8), PASSES, {}, stats);
    const second = optimizedHelper(body(ARITHMETIC, 24), PASSES, {}, stats);
    assert.deepEqual(stats, { hits: 1, misses: 1 });
    const direct = body(ARITHMETIC, 24);
    runPasses(direct, PASSES);
    assert.equal(printFunction(second), printFunction(direct));
    assert.equal(printFunction(first), printFunction(direct));
    const attached = second.blocks.flatMap((b) => b.insts.map((i) => second.inst(i)));
    assert.ok(attached.length > 0);
    for (const inst of attached) assert.equal(inst.pc, 24);
    // The copy shares nothing mutable with the library's: editing it leaves the next copy alone.
    second.blocks[0]?.insts.pop();
    const third = optimizedHelper(body(ARITHMETIC, 24), PASSES, {}, stats);
    assert.equal(printFunction(third), printFunction(direct));
  });

  it('gives nothing for a body that differs in one constant, and optimizes that one itself', () => {
    clearHelperLibrary();
    const stats: HelperLibraryStats = { hits: 0, misses: 0 };
    optimizedHelper(body(ARITHMETIC, 0), PASSES, {}, stats);
    const other = ARITHMETIC.replace('%1 = const i32 1', '%1 = const i32 3');
    const got = optimizedHelper(body(other, 0), PASSES, {}, stats);
    assert.deepEqual(stats, { hits: 0, misses: 2 });
    const direct = body(other, 0);
    runPasses(direct, PASSES);
    assert.equal(printFunction(got), printFunction(direct));
    assert.match(printFunction(got), /imul i32 %0, %1/, 'x * 3 stays');
  });

  it('keeps no body that reads a builtin, and none under other passes', () => {
    clearHelperLibrary();
    const stats: HelperLibraryStats = { hits: 0, misses: 0 };
    optimizedHelper(body(BUILTIN, 0), PASSES, {}, stats);
    optimizedHelper(body(BUILTIN, 0), PASSES, {}, stats);
    optimizedHelper(body(ARITHMETIC, 0), PASSES, {}, stats);
    optimizedHelper(body(ARITHMETIC, 0), [DCE], {}, stats);
    assert.deepEqual(stats, { hits: 0, misses: 4 });
  });
});
