/**
 * Shrinking: a synthetic failure (the program contains one marker instruction, buried in an if inside
 * a loop of a generated program) shrinks to the marker alone: one workgroup, no LDS, one output slot,
 * zeroed initial values; every candidate the shrinker tries is a valid program (it renders and the
 * executor runs it). A failing program's report carries the minimal reproducer as assembly.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { campaignPools, failureReport } from '../../src/difftest/fuzz/campaign.js';
import { fuzzCase } from '../../src/difftest/fuzz/fuzz-case.js';
import { generateProgram, zeroGroup } from '../../src/difftest/fuzz/generate.js';
import type { FuzzProgram, Node } from '../../src/difftest/fuzz/program.js';
import { listWords, renderProgram } from '../../src/difftest/fuzz/render.js';
import { shrinkProgram } from '../../src/difftest/fuzz/shrink.js';
import type { Side } from '../../src/difftest/harness.js';
import { runReference } from '../../src/difftest/reference-side.js';

const MARKER = 'v_bfrev_b32_e32 v3, v4';
const pools = campaignPools(false);

function withMarker(seed: number): FuzzProgram {
  const p = generateProgram(seed, { pools, wave64: false, size: 25 });
  const buried: Node = {
    kind: 'loop',
    count: 2,
    body: [
      { kind: 'op', text: 'v_add_nc_u32_e32 v1, 1, v1' },
      {
        kind: 'if',
        cond: 'v_cmp_gt_u32_e32 vcc_lo, 7, v0',
        thenBody: [{ kind: 'op', text: MARKER }],
        elseBody: undefined,
        skip: true,
      },
    ],
  };
  const body = [...p.body];
  body.splice(Math.floor(body.length / 2), 0, buried);
  return { ...p, body };
}

describe('shrinking', () => {
  it('reduces a synthetic failing predicate to a minimal valid program', () => {
    let invalid = 0;
    const failing = (p: FuzzProgram): boolean => {
      try {
        runReference(fuzzCase(p));
      } catch {
        invalid++;
        return false;
      }
      return renderProgram(p).listing.includes(MARKER);
    };
    const start = withMarker(11);
    assert.ok(failing(start));
    const { program, stats } = shrinkProgram(start, failing);
    assert.equal(invalid, 0, 'every candidate renders and runs');
    assert.deepEqual(program.body, [{ kind: 'op', text: MARKER }]);
    assert.equal(program.groups, 1);
    assert.equal(program.lds, false);
    assert.equal(program.slots?.length, 1);
    for (const g of program.init) {
      const zero = zeroGroup(g.reg, false);
      if (zero) assert.deepEqual(g.lines, zero.lines, `${g.reg} is zeroed`);
    }
    assert.ok(stats.kept > 5 && stats.tries > stats.kept);
    assert.ok(failing(program));
  });

  it('reports a failing program with its shrunk reproducer', () => {
    // A side that corrupts the first output word whenever the program contains the marker.
    const side: Side = {
      name: 'corrupting side',
      run: (c) => {
        const contents = runReference(c).map((b) => b.slice());
        const text = listWords(c.program, c.target).listing.join('\n');
        if (text.includes('v_bfrev_b32')) (contents[0] as Uint8Array)[0] ^= 1;
        return { kind: 'ran', contents };
      },
    };
    const report = failureReport(withMarker(12), 'initial report', side, true, 25);
    const lines = report.split('\n');
    assert.match(lines[0] as string, /^FAIL program seed \d+ \(wave32, waves 1, size 25\)/);
    assert.ok(report.includes('corrupting side differs from the reference in 1 output word(s)'), report);
    const at = lines.findIndex((l) => /reproducer \(\d+ instructions, shrunk\)/.test(l));
    assert.ok(at > 0, report);
    const reproducer = lines.slice(at + 1).map((l) => l.trim());
    assert.ok(reproducer.includes(MARKER));
    assert.ok(!reproducer.some((l) => /saveexec|s_cbranch|ds_write/.test(l)), report);
    assert.equal(reproducer.filter((l) => l.startsWith('global_store_dword')).length, 1);
  });
});
