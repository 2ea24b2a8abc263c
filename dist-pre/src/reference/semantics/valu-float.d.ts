import type { SemanticTable } from '../semantics.js';
/** Float arithmetic rules by mnemonic. */
export declare const VALU_FLOAT: SemanticTable;
