/**
 * Constants by folding a value's definition (foldDefinition in src/ir/constant-facts.ts), which
 * translation asks before it falls back on the previous pass's facts: what folds (integer ops over
 * constants, loads the caller answers), what does not (other loads, parameters, lane builtins), and
 * that it agrees with the whole-function analysis where both answer.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyzeConstants, foldDefinition } from '../../src/ir/constant-facts.js';
import type { IrFunction, ValueId } from '../../src/ir/function.js';
import { parseFunction } from '../../src/ir/parser.js';

/** The result of the `nth` instruction of `fn` with op `op`, in block order. */
function resultOf(fn: IrFunction, op: string, nth = 0): ValueId {
  const found = fn.blocks.flatMap((b) => b.insts.map((id) => fn.inst(id))).filter((inst) => inst.op === op)[
    nth
  ];
  assert.ok(found?.result !== undefined, `no ${op} #${nth}`);
  return found.result;
}

const TEXT = `func @f {
^0:
  %v = var ptr<function, i32>
  %lo = const i32 65536
  %hi = const i32 4294934528
  store %v, %lo
  %x = load i32 %v
  %a = zext i64 %x
  %b = zext i64 %hi
  %k32 = const i64 32
  %c = shl i64 %b, %k32
  %d = or i64 %a, %c
  %m = const i64 18446744073709551612
  %e = and i64 %d, %m
  %i = builtin.local_invocation_index i32
  %f = iadd i32 %lo, %i
  br ^1(%lo)
^1(%p: i32):
  %g = iadd i32 %p, %lo
  ret
}`;

describe('foldDefinition', () => {
  const fn = parseFunction(TEXT);
  const named = (name: string): ValueId => {
    const at: Record<string, [string, number]> = {
      v: ['var', 0],
      x: ['load', 0],
      b: ['zext', 1],
      c: ['shl', 0],
      e: ['and', 0],
      f: ['iadd', 0],
      g: ['iadd', 1],
    };
    const [op, nth] = at[name] as [string, number];
    return resultOf(fn, op, nth);
  };

  it('folds a 64-bit address made of constants and a load the caller answers', () => {
    const loaded = (variable: ValueId, result: ValueId) =>
      variable === named('v') && result === named('x') ? 65536n : undefined;
    assert.equal(foldDefinition(fn, named('e'), new Map(), loaded), 0xffff8000_00010000n);
    // The whole-function analysis proves the same constant through the variable.
    assert.equal(analyzeConstants(fn).valueOf(named('e')), 0xffff8000_00010000n);
  });

  it('reads no load the caller does not answer, no parameter and no lane builtin', () => {
    assert.equal(foldDefinition(fn, named('e'), new Map()), undefined);
    assert.equal(foldDefinition(fn, named('f'), new Map()), undefined);
    assert.equal(foldDefinition(fn, named('g'), new Map()), undefined);
  });

  it('remembers answers in the memo it is given', () => {
    const memo = new Map<ValueId, bigint | null>();
    assert.equal(foldDefinition(fn, named('c'), memo), 0xffff8000_00000000n);
    assert.equal(memo.get(named('b')), 0xffff8000n);
    assert.equal(memo.get(named('c')), 0xffff8000_00000000n);
  });
});
