/**
 * Public API of the isa layer: decode, encode, print and assemble RDNA (gfx1013 / gfx1030) machine
 * code, with the operand metadata the translator consumes.
 */
export { assemble, assembleOne, assembleStatement, assembleWords } from './assemble.js';
export { decode, decodeStream, type StreamItem } from './decode.js';
export { encode, operands } from './encode.js';
export { AsmError, DecodeError } from './errors.js';
export { branchTarget, isBranch, isCall, isConditionalBranch, isNoFallthrough, isProgramEnd, isTerminator, } from './families/scalar-control.js';
export type { EncodingForm, EncodingName, Instruction, Operand, OperandKind, ValueType, } from './instruction.js';
export { print } from './print.js';
export { type Mcpu, PS5_WAVE32, PS5_WAVE64, parseMcpu, type Target } from './target.js';
