/**
 * The registry of encoding families. Each family module exports one `Family`; the decoder finds a
 * family by encoding through `familyOf`, the assembler tries families in this order.
 */
import type { Family } from '../family.js';
import type { EncodingName } from '../instruction.js';
/** Every family, in assembler lookup order. */
export declare const FAMILIES: readonly Family[];
/** The family that decodes `encoding`, if one is registered. */
export declare function familyOf(encoding: EncodingName): Family | undefined;
