/**
 * The scalar unit's semantic rules in one table: SOP2/SOPC/SOPK arithmetic (scalar-alu.ts), SOP1
 * (scalar-unary.ts), hardware registers (scalar-hwreg.ts), program control (control.ts) and scalar
 * memory (smem.ts). The registry (index.ts) merges this table with the other units' tables.
 */
import type { SemanticTable } from '../semantics.js';
/** Every scalar rule (SOP1, SOP2, SOPK, SOPC, SOPP, SMEM) by mnemonic. */
export declare const SCALAR_SEMANTICS: SemanticTable;
