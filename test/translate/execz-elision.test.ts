/**
 * Which s_cbranch_execz branches the translation drops (execz-elision.ts): a region is run with no
 * lane active only when nothing it does is visible afterwards. Each case is the smallest program that
 * shows one rule of the proof; the kept ones must keep their branch.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assembleWords, PS5_WAVE32, PS5_WAVE64 } from '../../src/isa/index.js';
import type { Target } from '../../src/isa/target.js';
import { decodeProgram } from '../../src/program/program.js';
import { elidableExeczBranches, elidedRegionPcs } from '../../src/translate/execz-elision.js';

/** Whether the program's `nth` s_cbranch_execz (the first by default) is elided. */
function elided(source: string, target: Target = PS5_WAVE32, nth = 0): boolean {
  const program = decodeProgram(assembleWords(source, target), { target });
  const branch = program.instructions.filter((i) => i.mnemonic === 's_cbranch_execz')[nth];
  if (!branch) throw new Error('no s_cbranch_execz');
  return elidableExeczBranches(program).has(branch.pc);
}

/**
 * LLVM's rotated divergent loop with an if/else in its body (bench/gpu-kernels/branchy.ll): the else
 * arm is skipped by a backward s_cbranch_execz to the latch (pc 60 -> 8), and the arm ends with
 * s_branch to the same latch. `arm` is the else arm's one instruction (8 bytes).
 */
function rotatedLoop(arm: string): string {
  return `s_mov_b32 s4, 0
s_branch 6
s_or_b32 exec_lo, exec_lo, s5
s_add_i32 s4, s4, 1
v_cmp_ge_u32 vcc_lo, s4, v3
s_or_b32 s3, vcc_lo, s3
s_andn2_b32 exec_lo, exec_lo, s3
s_cbranch_execz 11
v_and_b32 v4, 4, v2
v_cmp_eq_u32 vcc_lo, 0, v4
s_and_saveexec_b32 s5, vcc_lo
s_xor_b32 s5, exec_lo, s5
v_xor_b32 v4, 0x9e3779b9, v2
s_andn2_saveexec_b32 s5, s5
s_cbranch_execz 65522
${arm}
s_branch 65519
s_endpgm`;
}

describe('s_cbranch_execz elision', () => {
  it('drops the branch over a guarded store whose scalar temporaries die (the saxpy idiom)', () => {
    assert.equal(
      elided(`v_cmpx_gt_u32 s4, v0
s_cbranch_execz 6
s_mov_b32 s1, s3
s_movk_i32 s3, 0x8000
s_load_dwordx4 s[4:7], s[2:3], 0x0
buffer_store_dword v1, v0, s[4:7], 0 offen
s_endpgm`),
      true,
    );
  });

  it('drops it over a nested if whose EXEC restore copies the saved (zero) mask, in wave64', () => {
    assert.equal(
      elided(
        `s_and_saveexec_b64 s[0:1], vcc
s_cbranch_execz 5
v_cmp_gt_u32 vcc, v0, v1
s_and_saveexec_b64 s[2:3], vcc
v_add_nc_u32 v2, v2, v3
s_or_b64 exec, exec, s[2:3]
v_add_nc_u32 v4, v4, v3
s_or_b64 exec, exec, s[0:1]
s_endpgm`,
        PS5_WAVE64,
      ),
      true,
    );
  });

  it('keeps it when a scalar register the region writes is read after the target', () => {
    assert.equal(elided('s_cbranch_execz 1\ns_mov_b32 s2, 0\ns_mov_b32 s3, s2\ns_endpgm'), false);
  });

  it('keeps it when the region revives EXEC, waits at a barrier or stores through SMEM', () => {
    assert.equal(elided('s_cbranch_execz 2\ns_mov_b32 exec_lo, -1\nv_mov_b32 v0, 1\ns_endpgm'), false);
    assert.equal(elided('s_cbranch_execz 1\ns_barrier\ns_endpgm'), false);
    assert.equal(elided('s_cbranch_execz 2\ns_store_dword s0, s[2:3], 0x0\ns_endpgm'), false);
  });

  it('keeps it when a scalar load goes through an address made from a lane value', () => {
    assert.equal(
      elided(`s_cbranch_execz 4
v_readfirstlane_b32 s2, v0
s_load_dword s4, s[2:3], 0x0
s_nop 0
s_endpgm`),
      false,
    );
  });

  it('drops a backward branch over an arm that ends in a jump to the same target (a rotated loop)', () => {
    assert.equal(elided(rotatedLoop('v_mul_lo_u32 v4, v2, 31'), PS5_WAVE32, 1), true);
  });

  it('keeps a backward branch over an arm that writes a scalar register the target reads', () => {
    // s4 is the loop counter the latch increments.
    assert.equal(elided(rotatedLoop('s_mov_b32 s4, 7\ns_nop 0'), PS5_WAVE32, 1), false);
  });

  it('keeps it when the region jumps out or ends the program', () => {
    assert.equal(elided('s_cbranch_execz 2\ns_branch 3\ns_nop 0\ns_endpgm\ns_nop 0\ns_endpgm'), false);
    assert.equal(elided('s_cbranch_execz 1\ns_endpgm\ns_endpgm'), false);
  });
});

describe('s_cbranch_execz elision and partial writes', () => {
  it('keeps the branch when a later s_bitset0 keeps the rest of a register the region writes', () => {
    // H200 fuzz seed 2733450928: s_xnor_b64 s[12:13] in an else region no lane took, then
    // s_bitset0_b64 s[12:13] after the join kept the region's value instead of the old one.
    assert.equal(
      elided(
        `s_cbranch_execz 1
s_xnor_b64 s[12:13], 0.5, s[10:11]
s_bitset0_b64 s[12:13], -5
s_absdiff_i32 s11, s12, -4.0
s_endpgm`,
        PS5_WAVE64,
      ),
      false,
    );
    assert.equal(
      elided('s_cbranch_execz 1\ns_mov_b32 s4, 1\ns_cmov_b32 s4, s5\ns_mov_b32 s6, s4\ns_endpgm'),
      false,
    );
  });
});

describe('s_cbranch_execz regions', () => {
  it("names the pcs an elided branch skips: the rotated loop's else arm, backward to the latch", () => {
    const program = decodeProgram(assembleWords(rotatedLoop('v_mul_lo_u32 v4, v2, 31'), PS5_WAVE32), {
      target: PS5_WAVE32,
    });
    const branches = program.instructions.filter((i) => i.mnemonic === 's_cbranch_execz');
    const arm = program.instructions.find((i) => i.mnemonic === 'v_mul_lo_u32');
    const latch = program.instructions.find((i) => i.mnemonic === 's_branch' && i.pc > (arm?.pc ?? 0));
    const second = branches[1];
    assert.ok(arm && latch && second);
    const elidedPcs = elidableExeczBranches(program);
    assert.equal(elidedPcs.has(second.pc), true);
    // The arm and its s_branch to the latch; nothing of the loop around it.
    assert.deepEqual([...elidedRegionPcs(program, new Set([second.pc]))], [arm.pc, latch.pc]);
    assert.deepEqual([...elidedRegionPcs(program, new Set())], []);
  });
});
