/**
 * Guest register facts (low zero bits, a full EXEC) against what the reference executor's registers
 * hold before every instruction it runs, over fuzz programs with branches, loops, EXEC-masked regions
 * and LDS; and on a hand-written program, the facts its idioms should give.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { campaignPools } from '../../src/difftest/fuzz/campaign.js';
import { fuzzCase } from '../../src/difftest/fuzz/fuzz-case.js';
import { generateProgram } from '../../src/difftest/fuzz/generate.js';
import { renderProgram } from '../../src/difftest/fuzz/render.js';
import { programSeed } from '../../src/difftest/fuzz/rng.js';
import { runReference } from '../../src/difftest/reference-side.js';
import { assembleWords } from '../../src/isa/assemble.js';
import type { Instruction } from '../../src/isa/instruction.js';
import { PS5_WAVE32, PS5_WAVE64 } from '../../src/isa/target.js';
import { decodeProgram } from '../../src/program/program.js';
import { type RegisterFacts, registerFacts, vgprIndex } from '../../src/program/register-facts.js';
import type { WaveState } from '../../src/reference/wave.js';
import { launchRegisters } from '../../src/translate/launch.js';

const ctz = (x: number): number => (x === 0 ? 32 : 31 - Math.clz32(x & -x));

/** The registers before an instruction: SGPRs and the VGPRs of existing lanes. */
interface Snapshot {
  readonly sgpr: Uint32Array;
  readonly vgpr: Uint32Array;
}

/** Every fact the analysis states before `inst`, checked against `before`; the violations. */
function violations(
  facts: RegisterFacts,
  inst: Instruction,
  before: Snapshot,
  wave: WaveState,
  lanes: number,
  launchExec: bigint,
): string[] {
  const out: string[] = [];
  for (let code = 0; code < 128; code++) {
    const k = facts.lowZeros(inst.pc, code);
    const value = before.sgpr[code] as number;
    if (k > 0 && ctz(value) < k) out.push(`s${code} = 0x${value.toString(16)} has fewer than ${k} low zeros`);
  }
  for (let reg = 0; reg < 256; reg++) {
    const k = facts.lowZeros(inst.pc, vgprIndex(reg));
    if (k === 0) continue;
    for (let lane = 0; lane < lanes; lane++) {
      const value = before.vgpr[reg * wave.laneCount + lane] as number;
      if (ctz(value) < k)
        out.push(`v${reg} lane ${lane} = 0x${value.toString(16)} has fewer than ${k} low zeros`);
    }
  }
  if (facts.execFull(inst.pc)) {
    const exec = wave.target.wave64
      ? (BigInt(before.sgpr[127] as number) << 32n) | BigInt(before.sgpr[126] as number)
      : BigInt(before.sgpr[126] as number);
    if ((exec & launchExec) !== launchExec) out.push(`EXEC 0x${exec.toString(16)} is not full`);
  }
  return out.map((v) => `pc 0x${inst.pc.toString(16)} ${inst.mnemonic}: ${v}`);
}

describe('guest register facts', () => {
  const pools = campaignPools(false);

  it('follow the save-EXEC idioms and tell full-EXEC writes from partial ones', () => {
    const source = `
v_lshlrev_b32 v1, 4, v0
v_cmp_gt_u32_e32 vcc, 20, v0
s_and_saveexec_b64 s[20:21], vcc
v_mov_b32 v2, 1
v_lshlrev_b32 v1, 2, v0
s_or_saveexec_b64 s[22:23], -1
v_mov_b32 v2, 8
s_mov_b64 exec, s[22:23]
s_mov_b64 exec, s[20:21]
v_add_nc_u32 v3, v1, v2
s_endpgm`;
    const program = decodeProgram(assembleWords(source, PS5_WAVE64), { target: PS5_WAVE64 });
    const facts = registerFacts(program, { sgprs: 4, vgprs: [0] });
    const pcs = program.instructions.map((i) => i.pc);
    const at = (n: number) => ({
      full: facts.execFull(pcs[n] as number),
      v1: facts.lowZeros(pcs[n] as number, vgprIndex(1)),
      v2: facts.lowZeros(pcs[n] as number, vgprIndex(2)),
      v3: facts.lowZeros(pcs[n] as number, vgprIndex(3)),
    });
    // Never written: 0 in every lane. Written under the launch EXEC: the new value's zeros.
    assert.deepEqual(at(0), { full: true, v1: 32, v2: 32, v3: 32 });
    assert.deepEqual(at(2), { full: true, v1: 4, v2: 32, v3: 32 });
    // Under the saved-and-masked EXEC a write meets the lanes it leaves alone.
    assert.deepEqual(at(4), { full: false, v1: 4, v2: 0, v3: 32 });
    // s_or_saveexec -1 fills EXEC; the full write replaces v2 in every lane.
    assert.deepEqual(at(6), { full: true, v1: 2, v2: 0, v3: 32 });
    assert.deepEqual(at(7), { full: true, v1: 2, v2: 3, v3: 32 });
    // Restoring the masked EXEC, then the launch's (saved by s_and_saveexec).
    assert.deepEqual(at(8), { full: false, v1: 2, v2: 3, v3: 32 });
    assert.deepEqual(at(9), { full: true, v1: 2, v2: 3, v3: 32 });
    assert.deepEqual(at(10), { full: true, v1: 2, v2: 3, v3: 2 });
  });

  it('state nothing for a program that jumps through a register', () => {
    const source = 'v_lshlrev_b32 v1, 4, v0\ns_getpc_b64 s[0:1]\ns_setpc_b64 s[0:1]\ns_endpgm';
    const program = decodeProgram(assembleWords(source, PS5_WAVE32), { target: PS5_WAVE32 });
    const facts = registerFacts(program, { sgprs: 4, vgprs: [0] });
    const last = program.instructions[1] as Instruction;
    assert.equal(facts.lowZeros(last.pc, vgprIndex(1)), 0);
    assert.equal(facts.execFull(last.pc), false);
  });

  it('hold in every lane before every instruction the reference executor runs (fuzz programs)', () => {
    let checked = 0;
    let stated = 0;
    for (let i = 0; i < 60; i++) {
      const wave64 = i % 3 === 2;
      const waves = i % 4 === 3 ? 2 : 1;
      const p = generateProgram(programSeed(8800, i), { pools, wave64, waves, size: 60 });
      const { words } = renderProgram(p);
      const c = fuzzCase(p, words);
      const program = decodeProgram(c.program, { target: c.target });
      const facts = registerFacts(
        program,
        launchRegisters({
          stage: 'compute',
          userSgprs: c.userSgprs,
          workgroupIdSgprs: c.workgroupIdSgprs,
          ...(c.tgSizeSgpr ? { tgSizeSgpr: true } : {}),
          localIdComponents: c.localIdComponents,
          workgroupSize: c.workgroupSize,
          ldsBytes: c.ldsBytes,
        }),
      );
      const threads = c.workgroupSize[0] * c.workgroupSize[1] * c.workgroupSize[2];
      const laneCount = wave64 ? 64 : 32;
      const previous = new Map<WaveState, Snapshot>();
      const found: string[] = [];
      const snapshot = (wave: WaveState): Snapshot => ({
        sgpr: Uint32Array.from(wave.sgpr),
        vgpr: Uint32Array.from(wave.vgpr),
      });
      runReference(c, (wave, inst) => {
        const lanes = Math.min(laneCount, threads - wave.waveId * laneCount);
        const launchExec = (1n << BigInt(lanes)) - 1n;
        const before = previous.get(wave);
        // The first instruction's state is the launch's: the one stated by construction.
        if (before !== undefined && found.length < 5) {
          found.push(...violations(facts, inst, before, wave, lanes, launchExec));
          checked++;
          for (let code = 0; code < 384; code++) if (facts.lowZeros(inst.pc, code) > 0) stated++;
        }
        previous.set(wave, snapshot(wave));
      });
      assert.deepEqual(found, [], `seed ${p.seed}`);
    }
    assert.ok(checked > 5000, `only ${checked} instructions checked`);
    assert.ok(stated > 20000, `only ${stated} register facts stated`);
  });
});
