import type { Family } from '../family.js';
/** The VINTRP encoding family. */
export declare const vintrpFamily: Family;
