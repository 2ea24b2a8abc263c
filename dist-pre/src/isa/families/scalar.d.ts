import type { Family } from '../family.js';
import type { Instruction } from '../instruction.js';
export { branchTarget, isBranch, isCall, isConditionalBranch, isNoFallthrough, isProgramEnd, isTerminator, } from './scalar-control.js';
/** The scalar ALU, program control and scalar memory encodings. */
export declare const scalarFamily: Family;
/** True for the encodings of this family. */
export declare function isScalarEncoding(encoding: Instruction['encoding']): boolean;
