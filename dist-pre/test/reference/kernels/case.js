/**
 * The shape of one oracle kernel: the LLVM IR file it compiles (kernels/<name>.ll), the dispatch it
 * runs (buffers, user SGPR arguments, workgroup shape) and an independent TypeScript model of the
 * kernel that gives the expected output buffers. Buffers are plain byte arrays; helpers build them from
 * seeded random data and read them back as typed views.
 */
/** A small deterministic generator (mulberry32) so every run sees the same data. */
export class Rng {
    state;
    constructor(seed) {
        this.state = seed >>> 0;
    }
    /** A uniformly random 32-bit unsigned value. */
    u32() {
        this.state = (this.state + 0x6d2b79f5) >>> 0;
        let t = this.state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return (t ^ (t >>> 14)) >>> 0;
    }
    /** An integer in [lo, hi]. */
    int(lo, hi) {
        return lo + (this.u32() % (hi - lo + 1));
    }
    /** One of `items`. */
    pick(items) {
        return items[this.u32() % items.length];
    }
}
/** A seed from a kernel name (FNV-1a). */
export function seedOf(name) {
    let h = 0x811c9dc5;
    for (let i = 0; i < name.length; i++)
        h = Math.imul(h ^ name.charCodeAt(i), 0x01000193);
    return h >>> 0;
}
/** A byte buffer of `count` 32-bit words from `fill`. */
export function words(count, fill) {
    const out = new Uint8Array(count * 4);
    const dv = new DataView(out.buffer);
    for (let i = 0; i < count; i++)
        dv.setUint32(i * 4, fill(i) >>> 0, true);
    return out;
}
/** A byte buffer of `count` 64-bit words from `fill`. */
export function qwords(count, fill) {
    const out = new Uint8Array(count * 8);
    const dv = new DataView(out.buffer);
    for (let i = 0; i < count; i++)
        dv.setBigUint64(i * 8, BigInt.asUintN(64, fill(i)), true);
    return out;
}
/** A byte buffer of `count` 16-bit values from `fill`. */
export function halves(count, fill) {
    const out = new Uint8Array(count * 2);
    const dv = new DataView(out.buffer);
    for (let i = 0; i < count; i++)
        dv.setUint16(i * 2, fill(i) & 0xffff, true);
    return out;
}
/** Output buffer filled with a marker so a word the kernel fails to write is caught. */
export function poisoned(countWords) {
    return words(countWords, (i) => 0xdead0000 | (i & 0xffff));
}
/** 32-bit words of a buffer, unsigned. */
export function u32s(bytes) {
    const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const out = [];
    for (let i = 0; i + 4 <= bytes.length; i += 4)
        out.push(dv.getUint32(i, true));
    return out;
}
/** 32-bit words of a buffer, signed. */
export function i32s(bytes) {
    return u32s(bytes).map((v) => v | 0);
}
/** 64-bit words of a buffer, unsigned. */
export function u64s(bytes) {
    const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const out = [];
    for (let i = 0; i + 8 <= bytes.length; i += 8)
        out.push(dv.getBigUint64(i, true));
    return out;
}
/** 16-bit values of a buffer. */
export function u16s(bytes) {
    const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const out = [];
    for (let i = 0; i + 2 <= bytes.length; i += 2)
        out.push(dv.getUint16(i, true));
    return out;
}
/** f32 values of a buffer. */
export function f32s(bytes) {
    const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const out = [];
    for (let i = 0; i + 4 <= bytes.length; i += 4)
        out.push(dv.getFloat32(i, true));
    return out;
}
/** f64 values of a buffer. */
export function f64s(bytes) {
    const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const out = [];
    for (let i = 0; i + 8 <= bytes.length; i += 8)
        out.push(dv.getFloat64(i, true));
    return out;
}
/** Builds a buffer of 32-bit words from values (numbers as u32). */
export function fromU32(values) {
    return words(values.length, (i) => values[i]);
}
/** Builds a buffer of 64-bit words from values. */
export function fromU64(values) {
    return qwords(values.length, (i) => values[i]);
}
/** Builds a buffer of f32 values. */
export function fromF32(values) {
    const out = new Uint8Array(values.length * 4);
    const dv = new DataView(out.buffer);
    values.forEach((v, i) => {
        dv.setFloat32(i * 4, v, true);
    });
    return out;
}
/** Builds a buffer of f64 values. */
export function fromF64(values) {
    const out = new Uint8Array(values.length * 8);
    const dv = new DataView(out.buffer);
    values.forEach((v, i) => {
        dv.setFloat64(i * 8, v, true);
    });
    return out;
}
/** The common one-dimensional shape: `groups` workgroups of `size` threads, x ids after the args. */
export function linear(size, groups) {
    return {
        workgroupSize: [size, 1, 1],
        workgroups: [groups, 1, 1],
        workgroupIds: [true, false, false],
        localIdComponents: 1,
    };
}
/** Random f32 bit patterns drawn from a mix of ordinary values, specials and edge magnitudes. */
export function randomF32(rng, specials = true) {
    const r = rng.u32() % 16;
    if (specials && r === 0) {
        return rng.pick([0, 0x80000000, 0x7f800000, 0xff800000, 0x7fc00000, 0x00000001, 0x807fffff, 0x7f7fffff]);
    }
    if (r < 4)
        return (rng.u32() & 0x807fffff) | ((rng.int(100, 154) << 23) >>> 0);
    return (rng.u32() & 0x807fffff) | ((rng.int(120, 134) << 23) >>> 0);
}
/** Random f64 values of moderate magnitude with some specials. */
export function randomF64(rng, specials = true) {
    const r = rng.u32() % 16;
    if (specials && r === 0)
        return rng.pick([0, -0, Number.POSITIVE_INFINITY, -1, 2 ** -1074, 1.5e300]);
    const mant = 1 + (rng.u32() * 2 ** 20 + (rng.u32() >>> 12)) / 2 ** 52;
    const sign = rng.u32() & 1 ? -1 : 1;
    return sign * mant * 2 ** rng.int(-40, 40);
}
function isNaNBits(v, width) {
    const mant = width === 16 ? 10n : width === 32 ? 23n : 52n;
    const expMask = width === 16 ? 0x1fn : width === 32 ? 0xffn : 0x7ffn;
    return ((v >> mant) & expMask) === expMask && (v & ((1n << mant) - 1n)) !== 0n;
}
function matches(want, v, width) {
    if (want === 'any')
        return true;
    if (want === 'nan')
        return isNaNBits(v, width);
    if (want === 'nan16')
        return v >> 16n === 0n && isNaNBits(v, 16);
    if (want === 'qnan64hi')
        return (v & 0x7ff80000n) === 0x7ff80000n;
    return v === want;
}
function lanesOf(bytes, width) {
    if (width === 64)
        return u64s(bytes);
    return (width === 32 ? u32s(bytes) : u16s(bytes)).map(BigInt);
}
function hexOf(v, width) {
    return `0x${v.toString(16).padStart(width / 4, '0')}`;
}
/**
 * A check of a buffer viewed as `width`-bit values against per-value wants; reports up to eight
 * mismatches with their index.
 */
export function checkLanes(expected, width) {
    return (actual) => {
        const got = lanesOf(actual, width);
        if (got.length !== expected.length)
            return `buffer holds ${got.length} values, expected ${expected.length}`;
        const bad = [];
        for (let i = 0; i < got.length && bad.length < 8; i++) {
            const want = expected[i];
            const v = got[i];
            if (matches(want, v, width))
                continue;
            bad.push(`[${i}] expected ${typeof want === 'bigint' ? hexOf(want, width) : want}, got ${hexOf(v, width)}`);
        }
        return bad.length ? bad.join('; ') : undefined;
    };
}
/** checkLanes over 32-bit values. */
export function check32(expected) {
    return checkLanes(expected.map((w) => (typeof w === 'number' ? BigInt(w >>> 0) : w)), 32);
}
/** checkLanes over 16-bit values. */
export function check16(expected) {
    return checkLanes(expected.map((w) => (typeof w === 'number' ? BigInt(w & 0xffff) : w)), 16);
}
/** checkLanes over 64-bit values. */
export function check64(expected) {
    return checkLanes(expected.map((w) => (typeof w === 'bigint' ? BigInt.asUintN(64, w) : w)), 64);
}
//# sourceMappingURL=case.js.map