/**
 * Pinned SGPRs (TranslationContext.pin, enterOnceBlock): a read after the pin is the pinned value
 * itself (no load; a constant folds), one made before is not, a store to a pinned SGPR is recorded so
 * translate.ts translates again, and loads in the block that runs once after the launch read the
 * launch's constants until that block (or a block that continues it) stores the register. A launch
 * EXEC that stays pinned makes the lane active by construction, so vector writes need no select. The
 * translation itself is checked by the whole suite.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { IrModule } from '../../src/ir/function.js';
import { I1, I32 } from '../../src/ir/types.js';
import { PS5_WAVE32, PS5_WAVE64 } from '../../src/isa/index.js';
import { EXEC, TranslationContext } from '../../src/translate/context.js';
import { launchOptions } from './scalar-support.js';

function context(): TranslationContext {
  const module = new IrModule();
  const t = new TranslationContext(module, module.addFunction('main'), launchOptions(PS5_WAVE32, [7]));
  t.b.at(t.b.block());
  t.declareSgpr(0);
  t.declareSgpr(4);
  return t;
}

describe('pinned SGPRs', () => {
  it('fold reads made after the pin, not loads made before it', () => {
    const t = context();
    t.storeSgpr(4, t.const32(0x1234));
    // A load in another block before the pin reads whatever the register held there.
    t.b.at(t.b.block());
    const before = t.loadSgpr(4);
    t.b.at(t.b.block());
    t.storeSgpr(4, t.const32(0x1234));
    t.pin(4);
    t.b.at(t.b.block());
    const after = t.loadSgpr(4);
    assert.equal(t.constantOf(t.b.value('iadd', t.fn.typeOf(after), after, t.const32(1))), 0x1235n);
    assert.equal(t.constantOf(before), undefined);
    assert.equal(t.pinViolations.size, 0);
  });

  it('record a store to a pinned SGPR', () => {
    const t = context();
    t.storeSgpr(4, t.const32(3));
    t.pin(4);
    t.storeSgpr(4, t.const32(5));
    assert.deepEqual([...t.pinViolations], [4]);
  });

  it("read the launch's constants in the block run once after it, until that block stores them", () => {
    const t = context();
    t.storeSgpr(0, t.const32(7));
    const once = t.b.block();
    t.enterOnceBlock(once);
    t.b.at(once);
    const launched = t.loadSgpr(0);
    t.storeSgpr(0, t.const32(9));
    t.b.at(t.b.block());
    const later = t.loadSgpr(0);
    assert.equal(t.constantOf(launched), 7n);
    // Another block: only the analysis of the whole function knows what reaches it.
    assert.equal(t.constantOf(later), undefined);
  });

  it('carry the launch constants into a block that continues the once-run block, until a store', () => {
    const t = context();
    t.storeSgpr(0, t.const32(7));
    t.storeSgpr(4, t.const32(5));
    const once = t.b.block();
    t.enterOnceBlock(once);
    t.b.at(once);
    t.storeSgpr(4, t.const32(6));
    t.pin(4);
    // An elided s_cbranch_execz's fall-through: entered from the once-run block only.
    const next = t.b.block();
    t.b.br(next);
    t.continueOnceBlock(next);
    t.b.at(next);
    const launched = t.loadSgpr(0);
    const stored = t.loadSgpr(4);
    t.storeSgpr(0, t.const32(9));
    const after = t.loadSgpr(0);
    assert.equal(t.constantOf(launched), 7n);
    // Stored (and pinned, as translate.ts pins an only writer) in the first block: not the launch's.
    assert.equal(t.constantOf(stored), 6n);
    assert.equal(t.constantOf(after), 9n);
  });

  it('read a pinned value itself in every later block, with no load', () => {
    const t = context();
    const index = t.b.value('builtin.local_invocation_index', I32);
    t.storeSgpr(4, index);
    t.pin(4);
    t.b.at(t.b.block());
    assert.equal(t.loadSgpr(4), index);
    assert.equal(
      t.fn.insts.some((i) => i.op === 'load'),
      false,
    );
  });

  for (const target of [PS5_WAVE32, PS5_WAVE64]) {
    it(`make a vector write unconditional under a pinned launch EXEC (wave${target.wave64 ? 64 : 32})`, () => {
      const module = new IrModule();
      const t = new TranslationContext(module, module.addFunction('main'), launchOptions(target, [7]));
      t.b.at(t.b.block());
      t.declareWaveState();
      t.declareVgpr(0);
      t.writeMask(EXEC, t.ballot(t.b.const(I1, 1)));
      t.pin(EXEC);
      t.pin(EXEC + 1);
      t.b.at(t.b.block());
      assert.equal(t.b.literal(t.active()), 1n);
      const value = t.b.value('builtin.local_invocation_index', I32);
      t.writeLane32({ kind: 'vgpr', value: 0, dwords: 1 } as never, value);
      assert.equal(t.readLane32({ kind: 'vgpr', value: 0, dwords: 1 } as never), value);
      assert.equal(
        t.fn.insts.some((i) => i.op === 'select' || i.op === 'load'),
        false,
      );
    });
  }
});
