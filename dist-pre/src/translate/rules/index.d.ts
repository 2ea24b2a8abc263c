/**
 * Translation rules by mnemonic: each guest instruction's semantics expressed in IR, merged from the
 * per-family rule modules. Branches and program ends are translated by translate.ts itself.
 */
import type { Instruction, Operand } from '../../isa/instruction.js';
import type { TranslationContext } from '../context.js';
/** One rule: emits the instruction's effect at the builder's insertion point. */
export type TranslateRule = (t: TranslationContext, inst: Instruction, operands: readonly Operand[]) => void;
/** Rules keyed by mnemonic. */
export type RuleTable = Readonly<Record<string, TranslateRule>>;
/** Every translation rule. */
export declare const RULES: RuleTable;
