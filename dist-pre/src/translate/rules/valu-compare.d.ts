import type { TranslateRule } from './index.js';
/** Compare rules by mnemonic. */
export declare const VALU_COMPARE_RULES: Record<string, TranslateRule>;
