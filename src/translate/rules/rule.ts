/**
 * The shape of a translation rule, in a module of its own so the rule modules need not import the
 * index that merges them.
 */
import type { Instruction, Operand } from '../../isa/instruction.js';
import type { TranslationContext } from '../context.js';

/** One rule: emits the instruction's effect at the builder's insertion point. */
export type TranslateRule = (t: TranslationContext, inst: Instruction, operands: readonly Operand[]) => void;

/** Rules keyed by mnemonic. */
export type RuleTable = Readonly<Record<string, TranslateRule>>;
