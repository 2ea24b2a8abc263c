/**
 * The translator's refusal, RecompileError, lives in util/errors.ts (every layer of the recompiler
 * raises it); re-exported here for the translate layer's users.
 */
export { RecompileError } from '../util/errors.js';
