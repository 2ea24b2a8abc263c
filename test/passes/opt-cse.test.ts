/**
 * Common subexpression elimination (src/passes/opt-cse.ts): which recomputations read the dominating
 * first result, and which stay. Each case runs CSE then DCE and compares the printed IR.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BlockId, InstId } from '../../src/ir/function.js';
import { parseFunction } from '../../src/ir/parser.js';
import { printFunction } from '../../src/ir/printer.js';
import { verifyFunction } from '../../src/ir/verifier.js';
import { optCse, ScopedComputations } from '../../src/passes/opt-cse.js';
import { optDce } from '../../src/passes/opt-dce.js';

function expectCse(input: string, output: string): void {
  const fn = parseFunction(input);
  optCse(fn);
  optDce(fn);
  verifyFunction(fn);
  assert.equal(printFunction(fn), printFunction(parseFunction(output)));
}

describe('optCse', () => {
  it('reuses a value computed in the same block or a dominating one, operands included', () => {
    expectCse(
      `func @f {
^0:
  %x = builtin.local_invocation_index i32
  %k = const i32 7
  %a = iadd i32 %x, %k
  %x2 = builtin.local_invocation_index i32
  %k2 = const i32 7
  %b = iadd i32 %x2, %k2
  %p = const i64 64
  %q = ptr_from_addr ptr<physical, i32> %p
  store %q, %b
  %c = icmp.eq i1 %a, %k
  cond_br %c, ^1(), ^2()
^1:
  %d = iadd i32 %x, %k
  %e = shl i32 %d, %k
  store %q, %e
  br ^2()
^2:
  store %q, %a
  ret
}`,
      `func @f {
^0:
  %x = builtin.local_invocation_index i32
  %k = const i32 7
  %a = iadd i32 %x, %k
  %p = const i64 64
  %q = ptr_from_addr ptr<physical, i32> %p
  store %q, %a
  %c = icmp.eq i1 %a, %k
  cond_br %c, ^1(), ^2()
^1:
  %e = shl i32 %a, %k
  store %q, %e
  br ^2()
^2:
  store %q, %a
  ret
}`,
    );
  });

  it('keeps computations of sibling blocks, other immediates, loads and wave operations apart', () => {
    const text = `func @f {
^0:
  %x = builtin.local_invocation_index i32
  %one = const i32 1
  %p = const i64 64
  %q = ptr_from_addr ptr<physical, i32> %p
  %c = icmp.eq i1 %x, %one
  %l1 = load i32 %q
  store %q, %x
  %l2 = load i32 %q
  %s = iadd i32 %l1, %l2
  %b1 = ballot i64 %c
  %b2 = ballot i64 %c
  %z0 = opaque_zero i32 [0]
  %z1 = opaque_zero i32 [1]
  %t = iadd i32 %z0, %z1
  cond_br %c, ^1(), ^2()
^1:
  %u = ushr i32 %x, %one
  store %q, %u
  br ^3()
^2:
  %v = ushr i32 %x, %one
  store %q, %v
  br ^3()
^3:
  %w = trunc i32 %b1
  %w2 = trunc i32 %b2
  %m = iadd i32 %w, %w2
  %n = iadd i32 %m, %s
  %o = iadd i32 %n, %t
  store %q, %o
  ret
}`.replace(/ushr/g, 'lshr');
    expectCse(text, text);
  });

  it('keeps colliding entries findable as later ones leave the scoped table, across its end', () => {
    const fn = parseFunction(`func @f {
^0:
  %x = builtin.local_invocation_index i32
  %a = iadd i32 %x, %x
  %b = isub i32 %x, %x
  %c = imul i32 %x, %x
  %d = xor i32 %x, %x
  ret
}`);
    const [, a, b, c, d] = fn.block(0 as BlockId).insts as InstId[];
    const table = new ScopedComputations(4);
    // One hash for all, landing in the last slot of the 16: each probe chain wraps to the start.
    const h = 15;
    table.add(a as InstId, h);
    const mark = table.size;
    table.add(b as InstId, h);
    table.add(c as InstId, h);
    for (const id of [a, b, c]) assert.equal(table.find(fn, fn.inst(id as InstId), h), id);
    assert.equal(table.find(fn, fn.inst(d as InstId), h), undefined);
    table.truncate(mark);
    assert.equal(table.find(fn, fn.inst(a as InstId), h), a);
    assert.equal(table.find(fn, fn.inst(b as InstId), h), undefined);
    assert.equal(table.find(fn, fn.inst(c as InstId), h), undefined);
    // A slot freed by the truncation takes the next entry, and the chain still reaches the first.
    table.add(d as InstId, h);
    assert.equal(table.find(fn, fn.inst(d as InstId), h), d);
    assert.equal(table.find(fn, fn.inst(a as InstId), h), a);
  });
});
