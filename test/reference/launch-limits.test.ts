/**
 * The executor's launch limits: an instruction budget for the whole launch (every wave together, a
 * wave start counting WAVE_START_COST) and a limit on one workgroup's state, both refused with an
 * ExecError naming the shape and the limit, before anything is allocated where the shape alone
 * decides. A per-wave limit alone let `s_endpgm` over 65535^3 workgroups run for ever.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PS5_WAVE32, PS5_WAVE64 } from '../../src/isa/target.js';
import { ExecError } from '../../src/reference/errors.js';
import { type ComputeDispatch, DEFAULT_MAX_INSTRUCTIONS, runCompute } from '../../src/reference/executor.js';
import { GuestMemory } from '../../src/reference/memory.js';

const ENDPGM = 0xbf810000;
/** s_add_u32 s0, s0, 1; s_cmp_lt_u32 s0, 20; s_cbranch_scc1 -3; s_endpgm: 61 instructions. */
const LOOP_20 = [0x80008100, 0xbf0a9400, 0xbf85fffd, ENDPGM];

function launch(overrides: Partial<ComputeDispatch>): ComputeDispatch {
  return {
    target: PS5_WAVE32,
    program: [ENDPGM],
    workgroupSize: [1, 1, 1],
    workgroups: [1, 1, 1],
    userSgprs: [],
    memory: new GuestMemory(),
    ...overrides,
  };
}

describe('executor launch limits', { timeout: 20_000 }, () => {
  it('s_endpgm over 65535^3 workgroups is refused at once by the launch budget', () => {
    const start = performance.now();
    assert.throws(
      () => runCompute(launch({ workgroups: [65535, 65535, 65535] })),
      (e) =>
        e instanceof ExecError &&
        /65535x65535x65535 workgroups of 1x1x1 threads are 281462092005375 waves/.test(e.message) &&
        e.message.includes(`budget of ${DEFAULT_MAX_INSTRUCTIONS} instructions`),
    );
    assert.ok(performance.now() - start < 1000);
  });

  it('a workgroup of 65535x65535 threads is refused before its waves are allocated', () => {
    const before = process.memoryUsage().arrayBuffers;
    for (const target of [PS5_WAVE32, PS5_WAVE64])
      assert.throws(
        () => runCompute(launch({ target, workgroupSize: [65535, 65535, 1] })),
        (e) =>
          e instanceof ExecError &&
          /a workgroup of 65535x65535x1 threads is \d+ waves and \d+ bytes of state, over the executor's limit of 1073741824 bytes/.test(
            e.message,
          ),
      );
    assert.throws(
      () => runCompute(launch({ ldsBytes: 2 ** 40 })),
      (e) => e instanceof ExecError && /maxWorkgroupBytes/.test(e.message),
    );
    assert.ok(process.memoryUsage().arrayBuffers - before < 2 ** 26);
  });

  it('the budget counts every wave of every workgroup together', () => {
    // 8 workgroups x 2 waves x 61 instructions = 976, plus 16 wave starts: over 1000, under it per wave.
    const shape = { program: LOOP_20, workgroupSize: [64, 1, 1] as const, workgroups: [8, 1, 1] as const };
    assert.throws(
      () => runCompute(launch({ ...shape, maxInstructions: 1000, maxInstructionsPerWave: 100 })),
      (e) =>
        e instanceof ExecError &&
        /the launch ran more than 1000 instructions \(maxInstructions\)/.test(e.message),
    );
    const stats = runCompute(launch({ ...shape, maxInstructions: 2000 }));
    assert.deepEqual(stats, { waves: 16, instructions: 976 });
  });
});
