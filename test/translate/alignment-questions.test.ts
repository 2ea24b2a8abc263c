/**
 * The alignment test of a memory access (memory-common.ts aligned64) and the constant analysis's
 * questions (TranslationContext.constantOf): an address aligned by its definition is settled without a
 * question, so a program whose accesses all are asks none and translates without the analysis; the
 * question's turn is still taken, so the questions after it keep their keys across translation
 * passes; an address of unknown alignment is asked about, and its dynamic test built.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { IrModule, literalOf, type ValueId } from '../../src/ir/function.js';
import { I32, I64 } from '../../src/ir/types.js';
import { PS5_WAVE32 } from '../../src/isa/index.js';
import { TranslationContext } from '../../src/translate/context.js';
import { aligned64 } from '../../src/translate/rules/memory-common.js';
import { launchOptions } from './scalar-support.js';

function context(): TranslationContext {
  const module = new IrModule();
  const t = new TranslationContext(module, module.addFunction('main'), launchOptions(PS5_WAVE32, [7]));
  t.b.at(t.b.block());
  return t;
}

/** A 64-bit address the analysis cannot fold: a lane index, shifted left by `shift`. */
function laneAddress(t: TranslationContext, shift: number): ValueId {
  const lane = t.b.value('zext', I64, t.b.value('builtin.local_invocation_index', I32));
  return t.b.value('shl', I64, lane, t.b.const(I64, shift));
}

describe('alignment questions', () => {
  it('settles an address aligned by its definition without a question', () => {
    const t = context();
    const ok = aligned64(t, laneAddress(t, 2), 4);
    assert.equal(literalOf(t.fn, ok), 1n);
    assert.equal(t.queries.size, 0);
  });

  it('keeps the keys of the questions after it', () => {
    const t = context();
    aligned64(t, laneAddress(t, 3), 8);
    t.constantOf(laneAddress(t, 0));
    assert.deepEqual(
      [...t.queries.keys()].map((k) => k.split(':')[1]),
      ['1'],
    );
  });

  it('asks about an address of unknown alignment and tests it where it runs', () => {
    const t = context();
    const test = aligned64(t, laneAddress(t, 1), 4);
    assert.equal(literalOf(t.fn, test), undefined);
    assert.equal(t.queries.size, 1);
  });
});
