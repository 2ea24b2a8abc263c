import type { SemanticTable } from '../semantics.js';
/** Rules of the format loads and stores. */
export declare const BUFFER_FORMAT_SEMANTICS: SemanticTable;
