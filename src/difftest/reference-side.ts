/**
 * The reference side of a differential case: runs it in the reference executor (src/reference) on
 * fresh copies of the case's memory and returns every region's final contents.
 */
import type { Instruction } from '../isa/instruction.js';
import { runCompute } from '../reference/executor.js';
import { GuestMemory } from '../reference/memory.js';
import type { WaveState } from '../reference/wave.js';
import { type DiffCase, initialContents, type RegionContents } from './case.js';

/** Runs `c` in the executor; `onStep` sees every executed instruction. Throws ExecError/MemoryFault. */
export function runReference(
  c: DiffCase,
  onStep?: (wave: WaveState, inst: Instruction, memory: GuestMemory) => void,
): RegionContents {
  const memory = new GuestMemory();
  const contents = initialContents(c);
  c.regions.forEach((r, i) => {
    memory.map(r.base, contents[i] as Uint8Array);
  });
  runCompute({
    target: c.target,
    program: c.program,
    workgroupSize: c.workgroupSize,
    workgroups: c.workgroups,
    userSgprs: c.userSgprs,
    workgroupIdSgprs: c.workgroupIdSgprs,
    ...(c.tgSizeSgpr ? { tgSizeSgpr: true } : {}),
    localIdComponents: c.localIdComponents,
    ldsBytes: c.ldsBytes,
    memory,
    maxInstructionsPerWave: 1_000_000,
    ...(c.pgmRsrc1 === undefined ? {} : { pgmRsrc1: c.pgmRsrc1 }),
    ...(onStep ? { onStep: (wave: WaveState, inst: Instruction) => onStep(wave, inst, memory) } : {}),
  });
  return contents;
}
