import type { Family } from '../family.js';
/** The EXP encoding family. */
export declare const expFamily: Family;
