import type { Family } from '../family.js';
/** The FLAT/GLOBAL/SCRATCH family. */
export declare const FLAT_FAMILY: Family;
