/**
 * All semantic rules of the reference executor, by mnemonic. Each family's rules live in their own
 * module; this registry merges them and refuses duplicates.
 */
import type { SemanticTable } from '../semantics.js';
/** Every rule. */
export declare const SEMANTICS: SemanticTable;
