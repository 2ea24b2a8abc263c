/** Public API of the IR layer (semantics: README.md). */
export { Builder, type InstOptions } from './builder.js';
export { computeDominance, type Dominance } from './dominance.js';
export { type BlockId, type Edge, type GlobalVar, type Inst, type InstId, IrFunction, IrModule, type ValueId, } from './function.js';
export { ATOMIC, BUILTINS, FCMP, FUNARY, ICMP, IUNARY, OPS, type OpInfo, opInfo } from './ops.js';
export { IrParseError, parseFunction } from './parser.js';
export { printFunction, printInst, printModule } from './printer.js';
export * from './types.js';
export { type VerifyProblem, type VerifyResult, verifyFunction } from './verifier.js';
