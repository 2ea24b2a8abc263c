/**
 * Scalar instructions with no data effect in the translation (waits, hints, nops: the host orders
 * memory itself), and the scalar moves, which show the pattern every rule module follows:
 * read sources through the context, write destinations through it.
 */
import type { RuleTable } from './index.js';
/** Rules for instructions without data effects, and moves. */
export declare const SCALAR_BASICS: RuleTable;
