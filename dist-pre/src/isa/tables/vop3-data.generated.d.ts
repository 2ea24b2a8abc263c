import type { Vop3DataRow, Vop3PromotedRow } from './vop3.js';
/** Every VOP3-only opcode llvm-mc-19 decodes for gfx1013 and gfx1030. */
export declare const VOP3_DATA: readonly Vop3DataRow[];
/** The VOP3-form facts of every promoted VOP1/VOP2/VOPC operation, by valu.ts name. */
export declare const VOP3_PROMOTED_DATA: readonly Vop3PromotedRow[];
