import type { SemanticTable } from '../semantics.js';
/** Conversion rules by mnemonic. */
export declare const VALU_CONVERT: SemanticTable;
