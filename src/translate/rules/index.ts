/**
 * Translation rules by mnemonic: each guest instruction's semantics expressed in IR, merged from the
 * per-family rule modules. Branches and program ends are translated by translate.ts itself.
 */
import type { Instruction, Operand } from '../../isa/instruction.js';
import type { TranslationContext } from '../context.js';
import { SCALAR_BASICS } from './scalar-basics.js';

/** One rule: emits the instruction's effect at the builder's insertion point. */
export type TranslateRule = (t: TranslationContext, inst: Instruction, operands: readonly Operand[]) => void;

/** Rules keyed by mnemonic. */
export type RuleTable = Readonly<Record<string, TranslateRule>>;

const TABLES: readonly RuleTable[] = [SCALAR_BASICS];

function merge(tables: readonly RuleTable[]): RuleTable {
  const out: Record<string, TranslateRule> = {};
  for (const table of tables) {
    for (const [name, rule] of Object.entries(table)) {
      if (out[name]) throw new Error(`translation rule ${name} is defined twice`);
      out[name] = rule;
    }
  }
  return out;
}

/** Every translation rule. */
export const RULES: RuleTable = merge(TABLES);
