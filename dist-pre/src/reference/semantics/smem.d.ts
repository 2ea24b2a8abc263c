import type { SemanticTable } from '../semantics.js';
/** SMEM rules by mnemonic. */
export declare const SMEM_SEMANTICS: SemanticTable;
