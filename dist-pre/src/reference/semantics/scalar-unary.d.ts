import type { SemanticTable } from '../semantics.js';
/** SOP1 rules by mnemonic (program-counter moves excepted). */
export declare const SCALAR_UNARY_SEMANTICS: SemanticTable;
