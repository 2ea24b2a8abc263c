/**
 * What the vector memory rules (DS, MUBUF/MTBUF, FLAT/GLOBAL/SCRATCH) share: byte-addressed memory
 * spaces (guest memory, the workgroup's LDS with the gfx10 out-of-range rule, a lane's private
 * memory), the load/store data kinds (sign/zero extension, d16 halves, 1..4 dwords), and the atomic
 * operations with the ISA's operand conventions.
 *
 * Refusals: a `Refusal` thrown anywhere below is turned into an ExecError naming the pc and
 * instruction by `guard`. Float atomics refuse the inputs whose result the ISA leaves open (NaN
 * operands, denormals, min/max of zeros of opposite sign), and LDS refuses accesses that are not
 * aligned to the smaller of their size and a dword (the alignment mode is a driver setting).
 */
import { ExecError, MemoryFault } from '../errors.js';
import { FormatError } from '../formats.js';
/** An input the executor cannot run exactly; `guard` reports it as an ExecError. */
export class Refusal extends Error {
}
/** Runs `body`, turning refusals, format errors and memory faults into ExecErrors at the pc. */
export function guard(ctx, body) {
    try {
        body();
    }
    catch (e) {
        if (e instanceof Refusal || e instanceof FormatError)
            throw new ExecError(ctx.inst.pc, ctx.text(), e.message);
        if (e instanceof MemoryFault)
            throw new ExecError(ctx.inst.pc, ctx.text(), e.message);
        throw e;
    }
}
/** Guest memory (faults propagate as MemoryFault). */
export function guestSpace(ctx) {
    const mem = ctx.memory;
    return {
        read(addr, n) {
            if (!mem.isMapped(addr, n))
                throw new MemoryFault(addr, n, false);
            const out = [];
            for (let i = 0; i < n; i++)
                out.push(mem.read8(addr + i));
            return out;
        },
        write(addr, bytes) {
            if (!mem.isMapped(addr, bytes.length))
                throw new MemoryFault(addr, bytes.length, true);
            for (let i = 0; i < bytes.length; i++)
                mem.write8(addr + i, bytes[i]);
        },
    };
}
/** Size in bytes of each range-checked unit of an access of `n` bytes (a dword, or less). */
function unitSize(n) {
    return Math.min(n, 4);
}
/**
 * The LDS of the workgroup: addresses at or past the allocation read 0 and drop writes (per dword),
 * as the RDNA ISA states; gfx10 does not clamp plain DS accesses by M0.
 */
export function ldsSpace(lds) {
    const check = (addr, n) => {
        if (addr % unitSize(n) !== 0) {
            throw new Refusal(`LDS access of ${n} bytes at 0x${addr.toString(16)} is misaligned (alignment mode not modelled)`);
        }
    };
    return {
        read(addr, n) {
            check(addr, n);
            const out = [];
            for (let i = 0; i < n; i++) {
                const a = addr + i;
                out.push(a < lds.length ? lds[a] : 0);
            }
            return out;
        },
        write(addr, bytes) {
            check(addr, bytes.length);
            bytes.forEach((b, i) => {
                const a = addr + i;
                if (a < lds.length)
                    lds[a] = b;
            });
        },
    };
}
/** Little-endian dwords of bytes (length a multiple of 4, or shorter than a dword). */
export function toDwords(bytes) {
    const out = [];
    for (let i = 0; i < bytes.length; i += 4) {
        out.push((bytes[i] |
            ((bytes[i + 1] ?? 0) << 8) |
            ((bytes[i + 2] ?? 0) << 16) |
            ((bytes[i + 3] ?? 0) << 24)) >>>
            0);
    }
    return out;
}
/** Little-endian bytes of the low `n` bytes of dwords. */
export function toBytes(dwords, n) {
    const out = [];
    for (let i = 0; i < n; i++)
        out.push((dwords[i >>> 2] >>> (8 * (i & 3))) & 0xff);
    return out;
}
const sext8 = (v) => ((v << 24) >> 24) >>> 0;
const sext16 = (v) => ((v << 16) >> 16) >>> 0;
const lo = (old, v) => ((old & 0xffff0000) | (v & 0xffff)) >>> 0;
const hi = (old, v) => ((old & 0xffff) | ((v & 0xffff) << 16)) >>> 0;
function dwordsKind(n) {
    return { bytes: 4 * n, dwords: n, convert: (raw) => toDwords(raw) };
}
/** Load kinds by the suffix naming them in DS, buffer and flat mnemonics. */
export const LOAD_KINDS = {
    u8: { bytes: 1, dwords: 1, convert: (r) => [r[0]] },
    i8: { bytes: 1, dwords: 1, convert: (r) => [sext8(r[0])] },
    u16: { bytes: 2, dwords: 1, convert: (r) => [r[0] | (r[1] << 8)] },
    i16: { bytes: 2, dwords: 1, convert: (r) => [sext16(r[0] | (r[1] << 8))] },
    u8d16: { bytes: 1, dwords: 1, convert: (r, old) => [lo(old, r[0])] },
    u8d16hi: { bytes: 1, dwords: 1, convert: (r, old) => [hi(old, r[0])] },
    i8d16: { bytes: 1, dwords: 1, convert: (r, old) => [lo(old, sext8(r[0]))] },
    i8d16hi: { bytes: 1, dwords: 1, convert: (r, old) => [hi(old, sext8(r[0]))] },
    u16d16: { bytes: 2, dwords: 1, convert: (r, old) => [lo(old, r[0] | (r[1] << 8))] },
    u16d16hi: {
        bytes: 2,
        dwords: 1,
        convert: (r, old) => [hi(old, r[0] | (r[1] << 8))],
    },
    d1: dwordsKind(1),
    d2: dwordsKind(2),
    d3: dwordsKind(3),
    d4: dwordsKind(4),
};
function storeDwords(n) {
    return { bytes: 4 * n, dwords: n, convert: (d) => toBytes(d, 4 * n) };
}
/** Store kinds by suffix. */
export const STORE_KINDS = {
    s8: { bytes: 1, dwords: 1, convert: (d) => [d[0] & 0xff] },
    s8hi: { bytes: 1, dwords: 1, convert: (d) => [(d[0] >>> 16) & 0xff] },
    s16: { bytes: 2, dwords: 1, convert: (d) => toBytes(d, 2) },
    s16hi: { bytes: 2, dwords: 1, convert: (d) => toBytes([d[0] >>> 16], 2) },
    d1: storeDwords(1),
    d2: storeDwords(2),
    d3: storeDwords(3),
    d4: storeDwords(4),
};
const signed = (v, bits) => BigInt.asIntN(bits, v);
const F32V = new Float32Array(1);
const U32V = new Uint32Array(F32V.buffer);
const F64V = new Float64Array(1);
const U64V = new BigUint64Array(F64V.buffer);
function floatView(bits) {
    const mantBits = bits === 32 ? 23n : 52n;
    const expMask = bits === 32 ? 0xffn : 0x7ffn;
    const exp = (v) => (v >> mantBits) & expMask;
    const mant = (v) => v & ((1n << mantBits) - 1n);
    return {
        nan: (v) => exp(v) === expMask && mant(v) !== 0n,
        denorm: (v) => exp(v) === 0n && mant(v) !== 0n,
        zero: (v) => exp(v) === 0n && mant(v) === 0n,
        sign: (v) => v >> BigInt(bits - 1) === 1n,
        value: (v) => {
            if (bits === 32) {
                U32V[0] = Number(v);
                return F32V[0];
            }
            U64V[0] = v;
            return F64V[0];
        },
    };
}
/** Refuses float operands whose result the ISA's "handles NaN/INF/denorm" leaves open. */
function checkFloats(view, what, values, zerosMatter) {
    for (const v of values) {
        if (view.nan(v))
            throw new Refusal(`${what} with a NaN operand: the hardware result is not specified`);
        if (view.denorm(v))
            throw new Refusal(`${what} with a denormal operand: flushing is not specified`);
    }
    if (zerosMatter && values.every(view.zero) && new Set(values.map(view.sign)).size > 1) {
        throw new Refusal(`${what} of +0 and -0: the ordering of signed zeros is not specified`);
    }
}
function floatCompare(bits, kind) {
    const view = floatView(bits);
    return {
        bits,
        operands: 1,
        apply(tmp, a) {
            checkFloats(view, `atomic f${kind}`, [tmp, a], true);
            const x = view.value(a);
            const t = view.value(tmp);
            return (kind === 'min' ? x < t : x > t) ? a : tmp;
        },
    };
}
function floatCmpSwap(bits, srcFirst) {
    const view = floatView(bits);
    return {
        bits,
        operands: 2,
        apply(tmp, a, b) {
            const [src, cmp] = srcFirst ? [a, b] : [b, a];
            checkFloats(view, 'float compare-swap', [tmp, cmp], true);
            return view.value(tmp) === view.value(cmp) ? src : tmp;
        },
    };
}
function addF32() {
    const view = floatView(32);
    return {
        bits: 32,
        operands: 1,
        apply(tmp, a) {
            checkFloats(view, 'ds_add_f32', [tmp, a], false);
            const sum = view.value(tmp) + view.value(a);
            if (Number.isNaN(sum))
                throw new Refusal('ds_add_f32 of opposite infinities: the NaN produced is not specified');
            F32V[0] = sum; // binary64 sum rounded once more to f32: correctly rounded (53 >= 2 * 24 + 2)
            return BigInt(U32V[0]);
        },
    };
}
function integerOps(bits) {
    const mask = (v) => BigInt.asUintN(bits, v);
    const op = (operands, apply) => ({ bits, operands, apply });
    return {
        swap: op(1, (_t, a) => a),
        add: op(1, (t, a) => mask(t + a)),
        sub: op(1, (t, a) => mask(t - a)),
        rsub: op(1, (t, a) => mask(a - t)),
        inc: op(1, (t, a) => (t >= a ? 0n : mask(t + 1n))),
        dec: op(1, (t, a) => (t === 0n || t > a ? a : t - 1n)),
        smin: op(1, (t, a) => (signed(a, bits) < signed(t, bits) ? a : t)),
        smax: op(1, (t, a) => (signed(a, bits) > signed(t, bits) ? a : t)),
        umin: op(1, (t, a) => (a < t ? a : t)),
        umax: op(1, (t, a) => (a > t ? a : t)),
        and: op(1, (t, a) => t & a),
        or: op(1, (t, a) => t | a),
        xor: op(1, (t, a) => t ^ a),
        mskor: op(2, (t, a, b) => (t & ~a & mask(-1n)) | b),
        // buffer/flat compare-swap: DATA[0] is the new value, DATA[1] the comparand.
        cmpswap: op(2, (t, a, b) => (t === b ? a : t)),
        // DS compare-store: DATA0 is the comparand, DATA1 the new value (the opposite order).
        cmpst: op(2, (t, a, b) => (t === a ? b : t)),
        wrap: op(2, (t, a, b) => (t >= a ? mask(t - a) : mask(t + b))),
        fmin: floatCompare(bits, 'min'),
        fmax: floatCompare(bits, 'max'),
        fcmpswap: floatCmpSwap(bits, true),
        fcmpst: floatCmpSwap(bits, false),
    };
}
/** Atomic operations by name, 32-bit and 64-bit. */
export const ATOMICS_32 = { ...integerOps(32), add_f32: addF32() };
export const ATOMICS_64 = integerOps(64);
/** Writes `values` to consecutive VGPRs from `first` in a lane. */
export function setLaneDwords(ctx, first, lane, values) {
    for (let i = 0; i < values.length; i++)
        ctx.wave.setVgpr(first + i, lane, values[i]);
}
/** Reads `n` consecutive dwords of a VGPR range in a lane. */
export function laneDwords(ctx, first, n, lane) {
    const out = [];
    for (let i = 0; i < n; i++)
        out.push(ctx.wave.getVgpr(first + i, lane));
    return out;
}
/** A 32/64-bit value of dwords as a bigint. */
export function dwordsToBig(d) {
    return d.length === 1 ? BigInt(d[0]) : BigInt(d[0]) | (BigInt(d[1]) << 32n);
}
/** The dwords of a 32/64-bit bigint. */
export function bigToDwords(v, bits) {
    const lo32 = Number(v & 0xffffffffn);
    return bits === 32 ? [lo32] : [lo32, Number((v >> 32n) & 0xffffffffn)];
}
/**
 * Performs one atomic on `space` at `addr`: returns the pre-op value's dwords. `data` holds the
 * operand dwords (a then b, each 1 or 2 dwords).
 */
export function atomicAt(space, addr, op, data) {
    const w = op.bits / 32;
    const bytes = op.bits / 8;
    const tmp = dwordsToBig(toDwords(space.read(addr, bytes)));
    const a = dwordsToBig(data.slice(0, w));
    const b = op.operands === 2 ? dwordsToBig(data.slice(w, 2 * w)) : 0n;
    const next = op.apply(tmp, a, b);
    space.write(addr, toBytes(bigToDwords(next, op.bits), bytes));
    return bigToDwords(tmp, op.bits);
}
//# sourceMappingURL=buffer-common.js.map