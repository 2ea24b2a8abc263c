/**
 * The reference side of a differential case: runs it in the reference executor (src/reference) on
 * fresh copies of the case's memory and returns every region's final contents.
 */
import type { Instruction } from '../isa/instruction.js';
import { GuestMemory } from '../reference/memory.js';
import type { WaveState } from '../reference/wave.js';
import { type DiffCase, type RegionContents } from './case.js';
/** Runs `c` in the executor; `onStep` sees every executed instruction. Throws ExecError/MemoryFault. */
export declare function runReference(c: DiffCase, onStep?: (wave: WaveState, inst: Instruction, memory: GuestMemory) => void): RegionContents;
