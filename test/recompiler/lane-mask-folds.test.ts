/**
 * The pass pipeline leaves no lane-mask conjunction or disjunction with a constant: opt-cfg's last run
 * replaces block parameters by constants (a per-lane loop's mask; edge-implied constants), and the
 * identities after it fold what those constants decide. A generated program (the bench's ~1,100
 * instructions, seed 1) had such `and x, true` left in its SPIR-V when the identities ran only before.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { campaignPools } from '../../src/difftest/fuzz/campaign.js';
import { fuzzCase } from '../../src/difftest/fuzz/fuzz-case.js';
import { generateProgram } from '../../src/difftest/fuzz/generate.js';
import { renderProgram } from '../../src/difftest/fuzz/render.js';
import { requestOf } from '../../src/difftest/request.js';
import { genericTargetProfile, recompile } from '../../src/recompiler/index.js';

/** The `and`/`or` of i1 values with a constant operand in the printed `main` of `text`. */
function constantMaskOps(text: string): string[] {
  const main = text.slice(text.indexOf('func @main'));
  const body = main.slice(0, main.indexOf('\n}\n'));
  const lines = body.split('\n');
  const constants = new Set(
    lines.map((l) => /^\s*(%\d+) = const i1 /.exec(l)?.[1]).filter((v): v is string => v !== undefined),
  );
  return lines.filter((l) => {
    const m = /^\s*%\d+ = (?:and|or) i1 (%\d+), (%\d+)$/.exec(l);
    return m !== null && (constants.has(m[1] as string) || constants.has(m[2] as string));
  });
}

describe('lane-mask folds after the last CFG simplification', () => {
  it('leaves no and/or of a lane mask with a constant in a generated program', () => {
    const program = generateProgram(1, { pools: campaignPools(true), wave64: false, waves: 1, size: 500 });
    const rendered = renderProgram(program);
    let text = '';
    recompile(requestOf(fuzzCase(program, rendered.words), genericTargetProfile(32)), {
      printIr: (stage, ir) => {
        if (stage === 'passes') text = ir;
      },
    });
    assert.ok(text.includes('func @main'));
    assert.deepEqual(constantMaskOps(text), []);
  });
});
