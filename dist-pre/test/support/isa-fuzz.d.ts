/**
 * Seeded random instruction words for the differential tests against llvm-mc: random dwords, and
 * for every opcode of every encoding, first dwords with the encoding's fixed bits and that opcode and
 * every other field random (reserved bits included), followed by random dwords the instruction may
 * consume as its second dword, literal or extension.
 */
import type { EncodingName } from '../../src/isa/instruction.js';
/** A small, fast, seedable PRNG (mulberry32). */
export declare function rng(seed: number): () => number;
/**
 * Where each encoding keeps its opcode: bit ranges [lo, width] of the first dword, concatenated from
 * low to high into the opcode number (facts from the RDNA ISA; MUBUF/MTBUF/MIMG split their opcode).
 */
export declare const OPCODE_FIELDS: Readonly<Record<EncodingName, readonly (readonly [number, number])[]>>;
/** Encodings in a stable order. */
export declare const ENCODINGS: EncodingName[];
/** Number of opcode values of an encoding. */
export declare function opcodeCount(encoding: EncodingName): number;
/** A first dword of `encoding` with opcode `op` and random other bits. */
export declare function randomFirstWord(encoding: EncodingName, op: number, next: () => number): number;
/** Segments of `perOpcode` random instructions for every opcode of `encoding`. */
export declare function opcodeSegments(encoding: EncodingName, perOpcode: number, seed: number): number[][];
/** `count` random dwords cut into segments of `size`. */
export declare function randomSegments(count: number, size: number, seed: number): number[][];
