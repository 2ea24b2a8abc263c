import type { Family } from '../family.js';
/** The MUBUF and MTBUF family. */
export declare const BUFFER_FAMILY: Family;
