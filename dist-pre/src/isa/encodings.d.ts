/**
 * Which encoding a first instruction dword selects, from its fixed high bits (GFX10 microcode formats).
 * A 512-entry table indexed by bits [31:23] makes this one load on the decoder's hot path.
 */
import type { EncodingName } from './instruction.js';
/** The encoding whose fixed bits `word` carries, or undefined for the unassigned patterns. */
export declare function identifyEncoding(word: number): EncodingName | undefined;
/** The fixed prefix of an encoding: its value and width in bits, counted from bit 31 down. */
export declare function encodingPrefix(name: EncodingName): {
    value: number;
    bits: number;
};
