/**
 * Helpers called once (src/passes/inline-helpers.ts): inlined before the passes, or specialized on the
 * call's constant arguments, kept through the passes and inlined after them. Either way the program
 * computes what the call did: checked by folding a call of constants both ways.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type IrFunction, IrModule } from '../../src/ir/function.js';
import { parseFunction } from '../../src/ir/parser.js';
import { printFunction } from '../../src/ir/printer.js';
import { verifyFunction } from '../../src/ir/verifier.js';
import { inlineKeptCalls, inlineSingleCalls } from '../../src/passes/inline-helpers.js';
import { runPasses } from '../../src/passes/manager.js';
import { DCE } from '../../src/passes/opt-dce.js';
import { SIMPLIFY } from '../../src/passes/opt-simplify.js';

/** `(x * y) + 7`: the body the call reaches. */
const HELPER = `func @h {
^0(%0: i32, %1: i32):
  %2 = imul i32 %0, %1
  %3 = const i32 7
  %4 = iadd i32 %2, %3
  ret %4
}`;

/** One call of @h (function 1) with the constants 5 and 3, returning what it gives. */
const MAIN = `func @main {
^0:
  %0 = const i32 5
  %1 = const i32 3
  %2 = call i32 %0, %1 [1]
  ret %2
}`;

/** The same with a first argument of main's own (no constant). */
const MAIN_PARAM = MAIN.replace('^0:\n  %0 = const i32 5', '^0(%0: i32):');

function module(main: string): IrModule {
  const m = new IrModule();
  m.functions.push(parseFunction(main), parseFunction(HELPER));
  return m;
}

const PASSES = [SIMPLIFY, DCE];

/** The constant `fn` returns once the passes folded it (undefined: not a constant). */
function returned(fn: IrFunction): string | undefined {
  const text = printFunction(fn);
  const value = /ret %(\d+)/.exec(text)?.[1];
  return new RegExp(`%${value} = const i32 (\\d+)`).exec(text)?.[1];
}

describe('helpers called once', () => {
  it('specializes a kept helper on the call constants and inlines it after the passes', () => {
    const m = module(MAIN);
    const kept = inlineSingleCalls(m, () => true);
    assert.deepEqual([...kept], [1]);
    const [main, helper] = m.functions;
    assert.ok(main && helper);
    // Both constants moved into the body: no parameter left, no argument passed.
    assert.equal(helper.block(0 as never).params.length, 0);
    assert.match(printFunction(helper), /const i32 5\n.*const i32 3/);
    assert.match(printFunction(main), /call i32 \[1\]/);
    for (const fn of m.functions) assert.ok(verifyFunction(fn).ok, printFunction(fn));
    runPasses(main, PASSES);
    runPasses(helper, PASSES);
    inlineKeptCalls(m, kept);
    assert.doesNotMatch(printFunction(main), /call/);
    assert.ok(verifyFunction(main).ok, printFunction(main));
    // Folded after the inlining: 5 * 3 + 7, what the call computed.
    runPasses(main, PASSES);
    assert.equal(returned(main), '22');
  });

  it('inlines the others before the passes, to the same value', () => {
    const m = module(MAIN);
    assert.equal(inlineSingleCalls(m).size, 0);
    const [main] = m.functions;
    assert.ok(main);
    assert.doesNotMatch(printFunction(main), /call/);
    runPasses(main, PASSES);
    assert.equal(returned(main), '22');
  });

  it('passes the arguments that are no constants as they were', () => {
    const m = module(MAIN_PARAM);
    const [main] = m.functions;
    assert.ok(main);
    const kept = inlineSingleCalls(m, () => true);
    assert.deepEqual([...kept], [1]);
    assert.equal(m.functions[1]?.block(0 as never).params.length, 1);
    assert.match(printFunction(main), /call i32 %0 \[1\]/);
    inlineKeptCalls(m, kept);
    assert.doesNotMatch(printFunction(main), /call/);
    assert.match(printFunction(main), /imul i32 %0, %\d+/);
  });
});
