import type { SemanticTable } from '../semantics.js';
/** Packed and mixed-precision rules by mnemonic. */
export declare const VALU_PACKED: SemanticTable;
/** VOP3P opcodes the table knows (for coverage reports). */
export declare function vop3pMnemonics(): string[];
