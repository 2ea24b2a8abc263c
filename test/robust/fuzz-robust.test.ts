/**
 * A short seeded run of the robustness fuzzer (scripts/fuzz-robust.ts) in CI: a few thousand inputs
 * per target through decode, assemble, recompile + exec, the PM4 processor and the capture reader with
 * inspect. Every input must return or raise a typed error, within its time and memory bounds.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runRobust } from '../../scripts/robust/run.js';
import { ROBUST_TARGETS } from '../../scripts/robust/targets.js';

const COUNTS = new Map([
  ['decode', 20_000],
  ['assemble', 3_000],
  ['program', 60],
  ['pm4', 3_000],
  ['capture', 300],
]);

test('a seeded robustness run raises only typed errors', () => {
  const result = runRobust(ROBUST_TARGETS, { seed: 0x0be7, budgetS: 60, counts: COUNTS });
  assert.deepEqual(
    result.failures.map((f) => `${f.target} #${f.index} ${f.kind}: ${f.summary}\n${f.input}`),
    [],
  );
  for (const report of result.reports) assert.equal(report.inputs, COUNTS.get(report.name), report.name);
  assert.equal(
    result.passed,
    [...COUNTS.values()].reduce((a, b) => a + b),
  );
});
