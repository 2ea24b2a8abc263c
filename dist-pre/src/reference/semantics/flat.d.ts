import type { SemanticTable } from '../semantics.js';
/** Every FLAT/GLOBAL/SCRATCH rule. */
export declare const FLAT_SEMANTICS: SemanticTable;
