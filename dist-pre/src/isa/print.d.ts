/** LLVM text of a decoded instruction: routes to the family that owns its encoding. */
import type { Instruction } from './instruction.js';
import { type Target } from './target.js';
/** The instruction's text exactly as `llvm-mc-19 -disassemble` prints it, without indentation. */
export declare function print(inst: Instruction, target?: Target): string;
