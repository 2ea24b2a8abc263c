import type { SemanticTable } from '../semantics.js';
export { ULP_BOUNDS } from './valu-trans.js';
/** Every VALU rule by mnemonic. */
export declare const VALU_SEMANTICS: SemanticTable;
/** VALU mnemonics (without `_e64`) of `mcpu`'s tables: VOP1/VOP2/VOPC, VOP3-only and VOP3P. */
export declare function valuMnemonics(mcpu: 'gfx1013' | 'gfx1030'): string[];
