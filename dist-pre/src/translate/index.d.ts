/** Public API of the translate layer: guest programs to IR. */
export { TranslationContext } from './context.js';
export { RecompileError } from './errors.js';
export { DEFAULT_PGM_RSRC1_FLOAT_BITS, type FloatMode, floatModeOfRsrc1, modeRegisterOf, } from './float-mode.js';
export type { ComputeLaunch, HostModel, TranslateOptions } from './options.js';
export { RULES, type RuleTable, type TranslateRule } from './rules/index.js';
export { translateProgram } from './translate.js';
