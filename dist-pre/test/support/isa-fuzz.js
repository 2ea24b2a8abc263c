/**
 * Seeded random instruction words for the differential tests against llvm-mc: random dwords, and
 * for every opcode of every encoding, first dwords with the encoding's fixed bits and that opcode and
 * every other field random (reserved bits included), followed by random dwords the instruction may
 * consume as its second dword, literal or extension.
 */
import { encodingPrefix } from '../../src/isa/encodings.js';
/** A small, fast, seedable PRNG (mulberry32). */
export function rng(seed) {
    let a = seed >>> 0;
    return () => {
        a = (a + 0x6d2b79f5) >>> 0;
        let t = a;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return (t ^ (t >>> 14)) >>> 0;
    };
}
/**
 * Where each encoding keeps its opcode: bit ranges [lo, width] of the first dword, concatenated from
 * low to high into the opcode number (facts from the RDNA ISA; MUBUF/MTBUF/MIMG split their opcode).
 */
export const OPCODE_FIELDS = {
    SOP1: [[8, 8]],
    SOP2: [[23, 7]],
    SOPK: [[23, 5]],
    SOPC: [[16, 7]],
    SOPP: [[16, 7]],
    SMEM: [[18, 8]],
    VOP1: [[9, 8]],
    VOP2: [[25, 6]],
    VOPC: [[17, 8]],
    VOP3: [[16, 10]],
    VOP3P: [[16, 7]],
    VINTRP: [[16, 2]],
    DS: [[18, 8]],
    MUBUF: [
        [18, 7],
        [25, 1],
    ],
    MTBUF: [[16, 3]],
    MIMG: [
        [18, 7],
        [0, 1],
    ],
    EXP: [],
    FLAT: [[18, 7]],
};
/** Encodings in a stable order. */
export const ENCODINGS = Object.keys(OPCODE_FIELDS);
/** Number of opcode values of an encoding. */
export function opcodeCount(encoding) {
    return 1 << OPCODE_FIELDS[encoding].reduce((n, [, w]) => n + w, 0);
}
/** A first dword of `encoding` with opcode `op` and random other bits. */
export function randomFirstWord(encoding, op, next) {
    const { value, bits } = encodingPrefix(encoding);
    let word = next();
    const prefixMask = bits === 32 ? 0xffffffff : ~(0xffffffff >>> bits);
    word = (word & ~prefixMask) | ((value << (32 - bits)) & prefixMask);
    let rest = op;
    for (const [lo, width] of OPCODE_FIELDS[encoding]) {
        const mask = ((1 << width) - 1) << lo;
        word = (word & ~mask) | ((rest & ((1 << width) - 1)) << lo);
        rest >>>= width;
    }
    return word >>> 0;
}
/** Segments of `perOpcode` random instructions for every opcode of `encoding`. */
export function opcodeSegments(encoding, perOpcode, seed) {
    const next = rng(seed ^ (ENCODINGS.indexOf(encoding) * 0x9e3779b1));
    const segments = [];
    for (let op = 0; op < opcodeCount(encoding); op++) {
        for (let k = 0; k < perOpcode; k++) {
            segments.push([randomFirstWord(encoding, op, next), next(), next(), next()]);
        }
    }
    return segments;
}
/** `count` random dwords cut into segments of `size`. */
export function randomSegments(count, size, seed) {
    const next = rng(seed);
    const segments = [];
    for (let done = 0; done < count; done += size) {
        const seg = [];
        for (let i = 0; i < size && done + i < count; i++)
            seg.push(next());
        segments.push(seg);
    }
    return segments;
}
//# sourceMappingURL=isa-fuzz.js.map