/** Re-encoding of decoded or assembled instructions: routes to the owning family. */
import type { Instruction, Operand } from './instruction.js';
import { type Target } from './target.js';
/** The instruction's dwords (extension dwords and literal included). */
export declare function encode(inst: Instruction, target?: Target): number[];
/** Operand metadata: explicit operands in text order, then implicit reads and writes. */
export declare function operands(inst: Instruction, target?: Target): Operand[];
