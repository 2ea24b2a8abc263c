/**
 * The `program` robustness target: guest programs through the reference executor and the recompiler.
 * Half are the differential fuzzer's structured programs (difftest/fuzz) with words replaced, flipped
 * or inserted; half are short runs of random instructions that decode, with a random small launch.
 * Each runs in the executor (a small launch budget) and is recompiled for a generic 32- or 64-wide
 * host profile. Only typed errors may escape either.
 */
import { type DiffCase, initialContents } from '../../src/difftest/case.js';
import { campaignPools, campaignProgram } from '../../src/difftest/fuzz/campaign.js';
import { fuzzCase } from '../../src/difftest/fuzz/fuzz-case.js';
import type { OpPools } from '../../src/difftest/fuzz/ops.js';
import { renderProgram } from '../../src/difftest/fuzz/render.js';
import { requestOf } from '../../src/difftest/request.js';
import { decode } from '../../src/isa/decode.js';
import { genericTargetProfile } from '../../src/recompiler/profiles.js';
import { recompile } from '../../src/recompiler/recompile.js';
import { runCompute } from '../../src/reference/executor.js';
import { GuestMemory } from '../../src/reference/memory.js';
import type { Random } from './random.js';
import { hexWords, type RobustTarget } from './target.js';
import { COMPUTE_ENCODINGS, randomInstructionWords, TARGETS } from './targets-isa.js';
import { judge } from './verdict.js';

const ENDPGM = 0xbf810000;
const BUFFER_BASE = 0x10000;
/**
 * Instruction budget of one fuzzed launch: enough for the structured programs' loops, and under a
 * second for a mutated endless loop of wave64 VALU instructions (about 10^5 a second).
 */
const LAUNCH_BUDGET = 50_000;

let pools: OpPools | undefined;

/** A structured fuzz program's case with 1-3 of its words mutated. */
function mutatedStructured(random: Random): DiffCase {
  pools ??= campaignPools(false);
  const program = campaignProgram(
    { seed: random.word(), count: 1, size: 4 + random.below(12), wave: random.pick([32, 64] as const) },
    pools,
    0,
  );
  const words = Array.from(renderProgram(program).words);
  const edits = 1 + random.below(3);
  for (let i = 0; i < edits; i++) {
    const at = random.below(words.length);
    const roll = random.next();
    if (roll < 0.4) words[at] = ((words[at] as number) ^ (1 << random.below(32))) >>> 0;
    else if (roll < 0.7) words.splice(at, 1, ...randomInstructionWords(random, COMPUTE_ENCODINGS));
    else words.splice(at, 0, ...randomInstructionWords(random, COMPUTE_ENCODINGS));
  }
  return fuzzCase(program, Uint32Array.from(words));
}

/** Random instructions that decode (1 to 8 of them), then s_endpgm, in a random small launch. */
function randomSequence(random: Random): DiffCase {
  const target = random.pick(TARGETS);
  const words: number[] = [];
  const count = 1 + random.below(8);
  for (let found = 0, tries = 0; found < count && tries < 200; tries++) {
    const candidate = randomInstructionWords(random, COMPUTE_ENCODINGS);
    try {
      const inst = decode(candidate, 0, target);
      words.push(...candidate.slice(0, inst.size / 4));
      found++;
    } catch {
      // Not an instruction on this target: draw again.
    }
  }
  words.push(ENDPGM);
  const lanes = target.wave64 ? 64 : 32;
  const threads = 1 + random.below(lanes * 2);
  return {
    name: 'robust',
    target,
    program: Uint32Array.from(words),
    userSgprs: [BUFFER_BASE, 0, random.word(), random.word()],
    workgroupSize: [threads, 1, 1],
    workgroups: [1 + random.below(2), 1, 1],
    workgroupIdSgprs: [random.chance(0.5), false, false],
    localIdComponents: random.pick([1, 2, 3] as const),
    ldsBytes: random.pick([0, 256, 4096]),
    regions: [{ base: BUFFER_BASE, bytes: new Uint8Array(4096), output: true }],
  };
}

function describeCase(c: DiffCase): string {
  const shape = `${c.target.mcpu} wave${c.target.wave64 ? 64 : 32} threads ${c.workgroupSize.join(',')}`;
  return `${shape} groups ${c.workgroups.join(',')} user ${hexWords(c.userSgprs)} [${hexWords(c.program)}]`;
}

/** Runs `c` in the executor with the fuzz launch budget. */
function execute(c: DiffCase): void {
  const memory = new GuestMemory();
  initialContents(c).forEach((bytes, i) => {
    memory.map((c.regions[i] as { base: number }).base, bytes);
  });
  runCompute({
    target: c.target,
    program: c.program,
    workgroupSize: c.workgroupSize,
    workgroups: c.workgroups,
    userSgprs: c.userSgprs,
    workgroupIdSgprs: c.workgroupIdSgprs,
    localIdComponents: c.localIdComponents,
    ldsBytes: c.ldsBytes,
    memory,
    maxInstructions: LAUNCH_BUDGET,
    ...(c.pgmRsrc1 === undefined ? {} : { pgmRsrc1: c.pgmRsrc1 }),
  });
}

/**
 * The program target: each program runs in the executor, then is recompiled; a typed refusal of the
 * executor does not stop the recompile, so both layers see every program.
 */
export const programTarget: RobustTarget = {
  name: 'program',
  defaultCount: 10_000,
  timeBoundMs: 5000,
  run(random, record) {
    const c = random.chance(0.5) ? mutatedStructured(random) : randomSequence(random);
    record({ describe: () => describeCase(c) });
    try {
      execute(c);
    } catch (e) {
      if (!judge(e).typed) throw e;
    }
    recompile(requestOf(c, genericTargetProfile(c.target.wave64 ? 64 : 32)));
  },
};
