import type { SemanticTable } from '../semantics.js';
/** Cross-lane and relative-addressing rules by mnemonic. */
export declare const VALU_LANE: SemanticTable;
