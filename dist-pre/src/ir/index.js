/** Public API of the IR layer (semantics: README.md). */
export { Builder } from './builder.js';
export { computeDominance } from './dominance.js';
export { IrFunction, IrModule, } from './function.js';
export { ATOMIC, BUILTINS, FCMP, FUNARY, ICMP, IUNARY, OPS, opInfo } from './ops.js';
export { IrParseError, parseFunction } from './parser.js';
export { printFunction, printInst, printModule } from './printer.js';
export * from './types.js';
export { verifyFunction } from './verifier.js';
//# sourceMappingURL=index.js.map