/**
 * Lane demand (src/passes/lane-demand.ts): the lanes on which a value is ever read. An old register value
 * kept on inactive lanes and overwritten under the same EXEC before any read is read on no lane; read
 * where EXEC is clear, or by a cross-lane operation from an active lane, it is read on those lanes.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ValueId } from '../../src/ir/function.js';
import { BUILTINS } from '../../src/ir/ops.js';
import { parseFunction } from '../../src/ir/parser.js';
import { laneDemand } from '../../src/passes/lane-demand.js';
import { guardChain, maskedWriteIr } from '../support/masked-write.js';

/** `%old` kept where `%a` is clear, then the result `tail` reads (after %a's bit and %e's). */
function demandOfOld(tail: string): string {
  const fn = parseFunction(maskedWriteIr(tail));
  const old = fn.insts.find(
    (i) => i.op === 'builtin' && BUILTINS[i.imms[0] as number] === 'local_invocation_index',
  )?.result as ValueId;

  const d = laneDemand(fn).get(old) ?? 'none';
  return typeof d === 'string' ? d : d[0]?.positive ? 'where a condition holds' : 'where a condition fails';
}

describe('lane demand', () => {
  it('an old value overwritten under the same EXEC bit is read on no lane', () => {
    // The consumer is itself a write under the same bit: the old value's lanes are never read.
    const tail = `  %p = global ptr<output, i32> [0]
  %o = load i32 %p
  %w = select i32 %a, %r, %o
  store %p, %w`;
    assert.equal(demandOfOld(tail), 'none');
  });

  it('read where the EXEC bit is clear, it is read there', () => {
    const tail = `  %p = global ptr<output, i32> [0]
  store %p, %r`;
    assert.equal(demandOfOld(tail), 'where a condition fails');
  });

  it('a cross-lane read under the same bit still reads the old value of inactive lanes', () => {
    const tail = `  %p = global ptr<output, i32> [0]
  %k = const i32 3
  %x = shuffle i32 %r, %k
  %o = load i32 %p
  %w = select i32 %a, %x, %o
  store %p, %w`;
    assert.equal(demandOfOld(tail), 'where a condition fails');
  });

  it('an overwrite under the same bit inside six guards still reads the first write on no lane', () => {
    // %w overwrites %r under %a in a block six per-lane branches deep: the conjunction is full when
    // %r is restricted to !%a, and the newest term is the one that proves %new is never read.
    const fn = parseFunction(
      maskedWriteIr(`${guardChain(6)}  %x = iadd i32 %old, %old
  %w = select i32 %a, %x, %r
  store %mem, %w
  br ^9()
^9:`),
    );
    const fresh = fn.insts.find((i) => i.op === 'const' && i.constant === 5n)?.result as ValueId;
    assert.equal(laneDemand(fn).get(fresh) ?? 'none', 'none');
  });
});
