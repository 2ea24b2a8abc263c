/**
 * The guest instructions the translator never translates, each with its reason: the one list that
 * the refusing rules (`refusedRule`), translate.ts's message for a mnemonic without a rule, the
 * generated section of docs/debt.md (scripts/gen-refusal-docs.ts) and test/translate/coverage.test.ts
 * read. Also the control-flow instructions translate.ts translates itself, without a rule.
 *
 * Invariants (checked by test/translate/coverage.test.ts): every mnemonic of gfx1013's SALU, SMEM,
 * VALU, DS, MUBUF/MTBUF and FLAT/GLOBAL/SCRATCH tables is either translated (a rule that does not
 * always refuse, or an entry of CONTROL_FLOW_TRANSLATED) or a key of REFUSED; no key of REFUSED has a
 * rule that translates. Refusals that depend on an operand, a modifier or a descriptor value are not
 * listed: those instructions translate for other inputs (docs/debt.md lists them by layer).
 */
import type { TranslateRule } from './index.js';
/** Mnemonic -> why the translator never translates it (a RecompileError with this reason). */
export declare const REFUSED: Readonly<Record<string, string>>;
/**
 * Mnemonics translate.ts translates itself rather than through a rule, with how: pc-relative
 * branches, register jumps and calls, and the program ends.
 */
export declare const CONTROL_FLOW_TRANSLATED: Readonly<Record<string, string>>;
/** The refusal reason of a mnemonic that has no rule: its REFUSED reason when it has one. */
export declare function notTranslated(mnemonic: string): string;
/**
 * A rule that always refuses `mnemonic` with its REFUSED reason. A mnemonic missing from REFUSED is a
 * bug (InternalError when the rule runs; test/translate/coverage.test.ts finds it).
 */
export declare function refusedRule(mnemonic: string): TranslateRule;
