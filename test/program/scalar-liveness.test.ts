/**
 * Guest scalar liveness (src/program/scalar-liveness.ts): the registers live at each basic block's
 * start, from each block's reads and kills composed once, are the ones the definition gives at the
 * block's first instruction. The definition is computed here the plain way: a fixpoint over single
 * instructions, live-in = (live-out & ~kills) | reads, live-out the union over the successors (every
 * register past the program's end).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { campaignPools } from '../../src/difftest/fuzz/campaign.js';
import { fuzzCase } from '../../src/difftest/fuzz/fuzz-case.js';
import { generateProgram } from '../../src/difftest/fuzz/generate.js';
import { renderProgram } from '../../src/difftest/fuzz/render.js';
import { programSeed } from '../../src/difftest/fuzz/rng.js';
import { assembleWords } from '../../src/isa/assemble.js';
import type { Instruction } from '../../src/isa/instruction.js';
import { PS5_WAVE32 } from '../../src/isa/target.js';
import { decodeProgram, type Program } from '../../src/program/program.js';
import { programCfg, successorsOf } from '../../src/program/program-cfg.js';
import {
  ACCESS_ROW,
  KILLS,
  READS,
  SET_WORDS,
  scalarAccessRows,
  scalarLiveAtBlocks,
} from '../../src/program/scalar-liveness.js';

/** Every scalar register: codes 0..127 and SCC as bit 128. */
const ALL_SCALAR = (1n << 129n) - 1n;

/** The register set at `at` of `words` as a bigint (bit c for code c, bit 128 for SCC). */
function setOf(words: Int32Array, at: number): bigint {
  let out = 0n;
  for (let w = 0; w < SET_WORDS; w++) out |= BigInt((words[at + w] as number) >>> 0) << BigInt(32 * w);
  return out;
}

/** Live-in at each block start by pc, as bigints. */
function liveAtBlocks(program: Program): Map<number, bigint> {
  const { live } = scalarLiveAtBlocks(program);
  const { blocks, starts } = programCfg(program);
  const out = new Map<number, bigint>();
  for (let b = 0; b < blocks; b++)
    out.set((program.instructions[starts[b] as number] as Instruction).pc, setOf(live, b * SET_WORDS));
  return out;
}

/** Live-in of every instruction by pc, by the definition. */
function liveInPerInstruction(program: Program): Map<number, bigint> {
  const insts = program.instructions;
  const rows = scalarAccessRows(program);
  const live = new Map<number, bigint>(insts.map((i) => [i.pc, 0n]));
  for (let changed = true; changed; ) {
    changed = false;
    for (let k = insts.length - 1; k >= 0; k--) {
      const inst = insts[k] as (typeof insts)[number];
      let out = 0n;
      for (const s of successorsOf(program, inst)) out |= live.get(s) ?? ALL_SCALAR;
      const a = { reads: setOf(rows, k * ACCESS_ROW + READS), kills: setOf(rows, k * ACCESS_ROW + KILLS) };
      const value = (out & ~a.kills) | a.reads;
      if (value !== live.get(inst.pc)) {
        live.set(inst.pc, value);
        changed = true;
      }
    }
  }
  return live;
}

const sgpr = (n: number): bigint => 1n << BigInt(n);

describe('guest scalar liveness at block starts', () => {
  it('is the per-instruction fixpoint at every block start of fuzz programs (branches, loops, waves)', () => {
    const pools = campaignPools(true);
    let blocks = 0;
    let nonEmpty = 0;
    for (let i = 0; i < 60; i++) {
      const p = generateProgram(programSeed(9100, i), {
        pools,
        wave64: i % 3 === 2,
        waves: i % 4 === 3 ? 2 : 1,
        size: 80,
      });
      const c = fuzzCase(p, renderProgram(p).words);
      const program = decodeProgram(c.program, { target: c.target });
      const expected = liveInPerInstruction(program);
      for (const [pc, live] of liveAtBlocks(program)) {
        assert.equal(live, expected.get(pc), `program ${i}, block at pc 0x${pc.toString(16)}`);
        blocks++;
        if (live !== 0n) nonEmpty++;
      }
    }
    // Not vacuous: many blocks, most with something live.
    assert.ok(blocks > 300 && nonEmpty > blocks / 2, `${blocks} blocks, ${nonEmpty} with live registers`);
  });

  it('keeps a loop counter and a register read after the loop live at its head, not one written first', () => {
    // s1 is written after the loop before any read; s0 (the counter) and s2 (read after it) are live.
    const source = [
      's_mov_b32 s0, 0',
      's_add_u32 s0, s0, 1',
      's_cmp_lt_u32 s0, 10',
      's_cbranch_scc1 -3',
      's_mov_b32 s1, s2',
      's_mov_b32 s3, s1',
      's_endpgm',
    ].join('\n');
    const program = decodeProgram(assembleWords(source, PS5_WAVE32), { target: PS5_WAVE32 });
    const head = program.instructions[1]?.pc as number;
    const live = liveAtBlocks(program).get(head) as bigint;
    assert.equal(live & sgpr(0), sgpr(0));
    assert.equal(live & sgpr(2), sgpr(2));
    assert.equal(live & sgpr(1), 0n);
    assert.equal(live, liveInPerInstruction(program).get(head));
  });
});
