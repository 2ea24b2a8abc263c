/**
 * The contract between the executor and the per-opcode semantic rules (semantics/*.ts): a rule gets
 * the wave, the decoded instruction with its operand metadata, and the memories, and performs the
 * instruction's effect exactly. Rules are registered by mnemonic in semantics/index.ts.
 */
import type { Instruction, Operand } from '../isa/instruction.js';
import type { Target } from '../isa/target.js';
import type { SpecialValues } from './access.js';
import type { GuestMemory } from './memory.js';
import type { WaveState } from './wave.js';
/** Everything a semantic rule may touch while executing one instruction. */
export interface ExecContext {
    readonly wave: WaveState;
    readonly inst: Instruction;
    /** The instruction's operands (isa metadata): explicit in text order, then implicit. */
    readonly operands: readonly Operand[];
    readonly target: Target;
    readonly memory: GuestMemory;
    /** The workgroup's LDS. */
    readonly lds: Uint8Array;
    readonly apertures: SpecialValues;
    /** Byte offset of the next instruction; branch rules overwrite it. */
    nextPc: number;
    /** The instruction's text, for error messages. */
    readonly text: () => string;
}
/** A semantic rule. Throws ExecError (via ctx) for inputs it cannot execute exactly. */
export type Semantic = (ctx: ExecContext) => void;
/** Rules by mnemonic (without encoding suffix). */
export type SemanticTable = Readonly<Record<string, Semantic>>;
