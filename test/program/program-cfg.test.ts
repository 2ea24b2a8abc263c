/**
 * The guest CFG by instruction index (src/program/program-cfg.ts) against its definition, computed
 * here from pcs: successors as successorsOf lists them, blocks starting at the entry, at every branch
 * target and after every instruction that does not simply fall through; and the scalar access rows
 * (src/program/scalar-liveness.ts) of the instructions whose reads are not their operands alone.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { campaignPools } from '../../src/difftest/fuzz/campaign.js';
import { fuzzCase } from '../../src/difftest/fuzz/fuzz-case.js';
import { generateProgram } from '../../src/difftest/fuzz/generate.js';
import { renderProgram } from '../../src/difftest/fuzz/render.js';
import { programSeed } from '../../src/difftest/fuzz/rng.js';
import { assembleWords } from '../../src/isa/assemble.js';
import { PS5_WAVE32, PS5_WAVE64 } from '../../src/isa/target.js';
import { decodeProgram, type Program } from '../../src/program/program.js';
import { programCfg, successorsOf } from '../../src/program/program-cfg.js';
import {
  ACCESS_ROW,
  hasCode,
  KILLS,
  READS,
  scalarAccessRows,
  WRITES,
} from '../../src/program/scalar-liveness.js';

/** Checks every table of programCfg(program) against the definition over pcs. */
function checkCfg(program: Program): number {
  const insts = program.instructions;
  const cfg = programCfg(program);
  const indexOfPc = new Map(insts.map((inst, i) => [inst.pc, i]));
  const starts = new Set<number>([program.entry, ...program.branchTargets]);
  insts.forEach((inst, i) => {
    assert.equal(cfg.indexAt(inst.pc), i);
    const next = successorsOf(program, inst);
    const listed = [cfg.next[2 * i], cfg.next[2 * i + 1]].filter((s) => s !== -1);
    assert.deepEqual(
      listed,
      next.map((pc) => indexOfPc.get(pc) ?? -2),
      `successors of ${inst.mnemonic} at 0x${inst.pc.toString(16)}`,
    );
    const simple = next.length === 1 && next[0] === inst.pc + inst.size;
    assert.equal(cfg.fallsThrough[i] === 1, simple);
    if (!simple) {
      for (const pc of next) starts.add(pc);
      if (i + 1 < insts.length) starts.add((insts[i + 1] as (typeof insts)[number]).pc);
    }
  });
  // A pc inside an instruction or past the code is no instruction.
  assert.equal(cfg.indexAt(program.end), -1);
  assert.equal(cfg.indexAt(-4), -1);
  let blocks = 0;
  insts.forEach((inst, i) => {
    assert.equal(cfg.leader[i] === 1, starts.has(inst.pc), `leader at 0x${inst.pc.toString(16)}`);
    if (cfg.leader[i]) {
      assert.equal(cfg.starts[blocks], i);
      blocks++;
    }
    assert.equal(cfg.blockOf[i], blocks - 1);
  });
  assert.equal(cfg.blocks, blocks);
  assert.equal(cfg.starts[blocks], insts.length);
  return blocks;
}

describe('guest CFG by instruction index', () => {
  it('matches the definition over pcs on fuzz programs (branches, loops, wave64)', () => {
    const pools = campaignPools(true);
    let blocks = 0;
    for (let i = 0; i < 40; i++) {
      const p = generateProgram(programSeed(9200, i), { pools, wave64: i % 3 === 2, waves: 1, size: 80 });
      const c = fuzzCase(p, renderProgram(p).words);
      blocks += checkCfg(decodeProgram(c.program, { target: c.target }));
    }
    // Not vacuous: programs of many blocks.
    assert.ok(blocks > 200, `${blocks} blocks`);
  });

  it('splits a loop at its head, after its back edge and after a program end a branch jumps past', () => {
    const source = [
      's_mov_b32 s0, 0',
      's_add_u32 s0, s0, 1',
      's_cmp_lt_u32 s0, 10',
      's_cbranch_scc1 -3',
      's_branch 1',
      's_endpgm',
      's_endpgm',
    ].join('\n');
    const program = decodeProgram(assembleWords(source, PS5_WAVE32), { target: PS5_WAVE32 });
    const cfg = programCfg(program);
    assert.deepEqual([...cfg.leader], [1, 1, 0, 0, 1, 1, 1]);
    assert.deepEqual([...cfg.next.subarray(6, 10)], [1, 4, 6, -1]);
    checkCfg(program);
    // Made once per program: every analysis that asks gets the same tables.
    assert.equal(programCfg(program), cfg);
    assert.notEqual(
      programCfg(decodeProgram(assembleWords(source, PS5_WAVE32), { target: PS5_WAVE32 })),
      cfg,
    );
  });
});

describe('scalar access rows', () => {
  const rowOf = (source: string, wave64 = false) => {
    const target = wave64 ? PS5_WAVE64 : PS5_WAVE32;
    const program = decodeProgram(assembleWords(`${source}\ns_endpgm`, target), { target });
    return { rows: scalarAccessRows(program), at: 0 };
  };
  const SCC = 253;

  it('a conditional move keeps its destination: read, not killed', () => {
    const { rows } = rowOf('s_cmov_b32 s4, s5');
    assert.ok(hasCode(rows, READS, 4) && hasCode(rows, READS, 5) && hasCode(rows, READS, SCC));
    assert.ok(hasCode(rows, WRITES, 4) && !hasCode(rows, KILLS, 4));
  });

  it('an add writes SCC and kills its destination; vccz reads both VCC halves in wave64', () => {
    const add = rowOf('s_add_u32 s4, s5, s6').rows;
    assert.ok(hasCode(add, KILLS, 4) && hasCode(add, WRITES, SCC) && !hasCode(add, READS, 4));
    const branch = rowOf('s_cbranch_vccz 0', true).rows;
    assert.ok(hasCode(branch, READS, 106) && hasCode(branch, READS, 107));
    assert.equal(ACCESS_ROW, 3 * 5);
  });

  it('an M0-relative move reads every scalar register', () => {
    const { rows } = rowOf('s_movrels_b32 s4, s5');
    for (const code of [0, 31, 32, 105, 106, 124, 126, 127, SCC])
      assert.ok(hasCode(rows, READS, code), `${code}`);
  });
});
