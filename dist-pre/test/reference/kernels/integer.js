/**
 * Integer kernels: 32-, 16-, 8- and 64-bit arithmetic, division expansions, shifts, bitfields, bit
 * counts, min/max and saturation. Each model works on plain numbers (Math.imul, >>> 0) or BigInt for
 * 64-bit values, lane by lane, as the LLVM IR states.
 */
import { fromU32, fromU64, linear, poisoned, qwords, u32s, u64s, words, } from './case.js';
const N = 128;
const u = (v) => v >>> 0;
const s = (v) => v | 0;
/** A run with `in` of `per` random words per thread and `out` of `outs` words per thread. */
function pairRun(rng, per, outs, gen) {
    return {
        ...linear(64, 2),
        buffers: { in: words(per * N, (i) => gen(rng, i)), out: poisoned(outs * N) },
        args: [{ buffer: 'out' }, { buffer: 'in' }],
    };
}
/** Interesting 32-bit values mixed with random ones. */
function edgy(rng) {
    if (rng.u32() % 6 === 0)
        return rng.pick([0, 1, 2, 0x7fffffff, 0x80000000, 0xffffffff, 0xfffffffe, 0x10000]);
    if (rng.u32() % 3 === 0)
        return rng.u32() >>> rng.int(0, 31);
    return rng.u32();
}
/** Per-thread model over the pair (a, b) of inputs, returning the thread's output words. */
function perPair(run, fn) {
    const v = u32s(run.buffers.in);
    const out = [];
    for (let g = 0; g < N; g++)
        out.push(...fn(v[2 * g], v[2 * g + 1], g).map(u));
    return fromU32(out);
}
const mulhiU = (a, b) => Number((BigInt(u(a)) * BigInt(u(b))) >> 32n);
const mulhiS = (a, b) => Number(BigInt.asUintN(32, (BigInt(s(a)) * BigInt(s(b))) >> 32n));
const clz32 = (v) => Math.clz32(v);
const ctz32 = (v) => (v === 0 ? 32 : 31 - Math.clz32(v & -v));
const popcnt = (v) => {
    let c = 0;
    for (let x = u(v); x; x &= x - 1)
        c++;
    return c;
};
function divisor(rng) {
    const r = rng.u32() % 4;
    if (r === 0)
        return rng.int(1, 20);
    if (r === 1)
        return rng.pick([1, 0xffffffff, 0x80000000, 0x7fffffff, 3, 0x10001]);
    const v = rng.u32() >>> rng.int(0, 31);
    return v === 0 ? 7 : v;
}
const sat = (v, lo, hi) => Math.min(hi, Math.max(lo, v));
const bfe = (a, off, w, signed) => {
    if (w === 0)
        return 0;
    const shifted = u(a) >>> off;
    const field = w >= 32 ? shifted : shifted & ((1 << w) - 1);
    if (!signed || w >= 32 || off + w > 32)
        return signed && off + w > 32 ? s(a) >> off : field;
    return (field << (32 - w)) >> (32 - w);
};
/** The integer kernels. */
export const INTEGER_CASES = [
    {
        name: 'int_addsub_mul',
        category: 'integer',
        about: 'add/sub/mul, mulhi u32/i32, carry and borrow',
        disasm: [/^v_mul_hi_u32/, /^v_mul_hi_i32/, /^v_mul_lo_u32/],
        setup: (rng) => pairRun(rng, 2, 8, edgy),
        expect: (run) => ({
            out: perPair(run, (a, b) => [
                a + b,
                a - b,
                Math.imul(a, b),
                mulhiU(a, b),
                mulhiS(a, b),
                u(a) + u(b) > 0xffffffff ? 1 : 0,
                u(a) < u(b) ? 1 : 0,
                Math.imul(a, -7) - b,
            ]),
        }),
    },
    {
        name: 'int_udiv',
        category: 'integer',
        about: 'udiv/urem by a variable (rcp expansion) and by constants',
        disasm: [/^v_rcp_iflag_f32/, /^v_cvt_u32_f32/],
        setup: (rng) => pairRun(rng, 2, 4, (r, i) => (i & 1 ? divisor(r) : edgy(r))),
        expect: (run) => ({
            out: perPair(run, (a, b) => [Math.floor(u(a) / u(b)), u(a) % u(b), Math.floor(u(a) / 7), u(a) % 1000]),
        }),
    },
    {
        name: 'int_sdiv',
        category: 'integer',
        about: 'sdiv/srem by a variable and by constants',
        disasm: [/^v_rcp_iflag_f32/],
        setup: (rng) => pairRun(rng, 2, 4, (r, i) => {
            if (i & 1)
                return r.u32() & 1 ? divisor(r) : -divisor(r) | 0 || 5;
            const v = edgy(r);
            return v === 0x80000000 ? 0x80000001 : v;
        }),
        expect: (run) => ({
            out: perPair(run, (a, b) => {
                const q = Math.trunc(s(a) / s(b));
                return [q, s(a) - Math.imul(q, s(b)), Math.trunc(s(a) / -3), s(a) % 16];
            }),
        }),
    },
    {
        name: 'int_shift_rotate',
        category: 'integer',
        about: 'variable shifts, funnel shifts and rotates',
        disasm: [/^v_alignbit_b32/, /^v_ashrrev_i32/],
        setup: (rng) => pairRun(rng, 2, 8, edgy),
        expect: (run) => ({
            out: perPair(run, (a, b) => {
                const sh = b & 31;
                const fshl = sh === 0 ? a : (a << sh) | (u(b) >>> (32 - sh));
                const fshr = sh === 0 ? b : (u(b) >>> sh) | (a << (32 - sh));
                return [
                    a << sh,
                    u(a) >>> sh,
                    s(a) >> sh,
                    fshl,
                    fshr,
                    (a << 13) | (u(a) >>> 19),
                    (b << 5) ^ (s(b) >> 9),
                    sh,
                ];
            }),
        }),
    },
    {
        name: 'int_bitfield',
        category: 'integer',
        about: 'ubfe/sbfe, bfi, bitreverse, bswap, bfm',
        disasm: [/^v_bfe_u32/, /^v_bfe_i32/, /^v_bfi_b32/, /^v_bfrev_b32/, /^v_perm_b32/, /^v_bfm_b32/],
        setup: (rng) => pairRun(rng, 2, 8, edgy),
        expect: (run) => ({
            out: perPair(run, (a, b) => {
                const off = b & 31;
                const w = (u(b) >>> 8) & 31;
                const m = a ^ b;
                let rev = 0;
                for (let i = 0; i < 32; i++)
                    rev |= ((u(a) >>> i) & 1) << (31 - i);
                const bsw = ((b & 0xff) << 24) | ((b & 0xff00) << 8) | ((u(b) >>> 8) & 0xff00) | (u(b) >>> 24);
                return [
                    bfe(a, off, w, false),
                    bfe(a, off, w, true),
                    (u(a) >>> 7) & 1023,
                    (a & m) | (b & ~m),
                    rev,
                    bsw,
                    ((1 << w) - 1) << off,
                    w,
                ];
            }),
        }),
    },
    {
        name: 'int_bitcount',
        category: 'integer',
        about: 'ctpop/ctlz/cttz of 32- and 64-bit values with zeros',
        disasm: [/^v_bcnt_u32_b32/, /^v_ffbh_u32/, /^v_ffbl_b32/],
        setup: (rng) => pairRun(rng, 2, 8, (r) => (r.u32() % 5 === 0 ? 0 : edgy(r))),
        expect: (run) => ({
            out: perPair(run, (a, b) => {
                const clz64 = b !== 0 ? clz32(b) : 32 + clz32(a);
                const ctz64 = a !== 0 ? ctz32(a) : 32 + ctz32(b);
                return [
                    popcnt(a),
                    clz32(a),
                    ctz32(b),
                    popcnt(a) + popcnt(b),
                    clz64,
                    ctz64,
                    clz32(u(a) >>> 20),
                    u(a) >>> 20,
                ];
            }),
        }),
    },
    {
        name: 'int_minmax_sat',
        category: 'integer',
        about: 'smin/umax/abs, saturating add/sub, clamp (med3)',
        disasm: [/^v_add_nc_i32.*clamp/, /^v_med3_i32/],
        setup: (rng) => pairRun(rng, 2, 8, edgy),
        expect: (run) => ({
            out: perPair(run, (a, b) => [
                Math.min(s(a), s(b)),
                Math.max(u(a), u(b)),
                Math.abs(s(a)),
                Math.min(u(a) + u(b), 0xffffffff),
                Math.max(u(a) - u(b), 0),
                sat(s(a) + s(b), -0x80000000, 0x7fffffff),
                sat(s(a) - s(b), -0x80000000, 0x7fffffff),
                sat(s(b), -1000, 1000000),
            ]),
        }),
    },
    {
        name: 'int16_arith',
        category: 'integer',
        about: 'i16 add/mul/shifts/min/max/compare and packed <2 x i16>',
        disasm: [/^v_mul_lo_u16/, /^v_pk_add_u16/, /^v_pk_mul_lo_u16/, /^v_ashrrev_i16/, /^v_cmp_lt_i16/],
        setup: (rng) => pairRun(rng, 2, 8, edgy),
        expect: (run) => ({
            out: perPair(run, (a, b, g) => {
                const al = a & 0xffff;
                const ah = u(a) >>> 16;
                const bl = b & 0xffff;
                const bh = u(b) >>> 16;
                const s16 = (v) => (v << 16) >> 16;
                const sh = bl & 15;
                const add = (al + ah) & 0xffff;
                const mul = Math.imul(al, bl) & 0xffff;
                const shl = (ah << sh) & 0xffff;
                const ashr = s16(al) >> sh;
                const lshr = ah >>> sh;
                const umin = Math.min(al, bl);
                const smax = Math.max(s16(ah), s16(bl));
                const sel = s16(al) < s16(ah) ? add : mul;
                const pack = (lo, hi) => (lo & 0xffff) | ((hi & 0xffff) << 16);
                return [
                    pack(add, mul),
                    pack(shl, ashr),
                    pack(lshr, umin),
                    pack(sel, smax),
                    pack(al + bl, ah + bh),
                    pack(Math.imul(al, bl), Math.imul(ah, bh)),
                    pack(Math.max(al >>> 3, bl), Math.max(ah >>> 7, bh)),
                    g,
                ];
            }),
        }),
    },
    {
        name: 'int_bytes',
        category: 'integer',
        about: '<4 x i8> add, byte shuffles, sext i8, byte absolute difference',
        disasm: [/^v_perm_b32/],
        setup: (rng) => pairRun(rng, 2, 4, edgy),
        expect: (run) => ({
            out: perPair(run, (a, b, g) => {
                const ab = [0, 1, 2, 3].map((i) => (u(a) >>> (8 * i)) & 0xff);
                const bb = [0, 1, 2, 3].map((i) => (u(b) >>> (8 * i)) & 0xff);
                const both = [...ab, ...bb];
                const pack = (xs) => xs.reduce((acc, v, i) => acc | ((v & 0xff) << (8 * i)), 0);
                const sext8 = (v) => (v << 24) >> 24;
                return [
                    pack(ab.map((v, i) => v + bb[i])),
                    pack([3, 6, 1, 4].map((i) => both[i])),
                    Math.imul(sext8(ab[2]), bb[1]),
                    Math.abs(ab[0] - bb[0]) + g,
                ];
            }),
        }),
    },
    {
        name: 'int64_arith',
        category: 'integer',
        about: 'i64 add/sub/mul, variable shifts, signed/unsigned compares',
        disasm: [
            /^v_lshlrev_b64/,
            /^v_lshrrev_b64/,
            /^v_ashrrev_i64/,
            /^v_cmp_lt_i64/,
            /^v_cmp_lt_u64/,
            /^v_mad_u64_u32/,
        ],
        setup: (rng) => ({
            ...linear(64, 2),
            buffers: {
                in: qwords(2 * N, () => (BigInt(edgy(rng)) << 32n) | BigInt(edgy(rng))),
                out: poisoned(16 * N),
            },
            args: [{ buffer: 'out' }, { buffer: 'in' }],
        }),
        expect: (run) => {
            const v = u64s(run.buffers.in);
            const out = [];
            const w = (x) => BigInt.asUintN(64, x);
            const i64 = (x) => BigInt.asIntN(64, x);
            for (let g = 0; g < N; g++) {
                const a = v[2 * g];
                const b = v[2 * g + 1];
                const sh = b & 63n;
                const m1 = i64(a) < i64(b) ? a : b;
                const m2 = a < b ? b : a;
                out.push(w(a + b), w(a - b), w(a * b), w(a << sh), a >> sh, w(i64(a) >> sh), m1 ^ m2, sh);
            }
            return { out: fromU64(out) };
        },
    },
    {
        name: 'int64_divrem',
        category: 'integer',
        about: 'i64 udiv/urem/sdiv/srem expansions (both the 32-bit fast path and the long one)',
        disasm: [/^v_mad_u64_u32/, /^v_rcp_f32/, /^s_and_saveexec_b(32|64)/],
        setup: (rng) => {
            const gen = (i) => {
                const small = rng.u32() % 3 === 0;
                const hi = small ? 0n : BigInt(rng.u32() >>> rng.int(0, 31));
                let v = (hi << 32n) | BigInt(rng.u32());
                if (i & 1 && v === 0n)
                    v = 3n;
                if (i & 1 && rng.u32() % 4 === 0)
                    v = BigInt(rng.int(1, 100));
                if (i & 1 && rng.u32() % 5 === 0)
                    v = BigInt.asUintN(64, -v);
                if (!(i & 1) && v === 1n << 63n)
                    v += 1n;
                return v;
            };
            return {
                ...linear(64, 2),
                buffers: { in: qwords(2 * N, gen), out: poisoned(8 * N) },
                args: [{ buffer: 'out' }, { buffer: 'in' }],
            };
        },
        expect: (run) => {
            const v = u64s(run.buffers.in);
            const out = [];
            for (let g = 0; g < N; g++) {
                const a = v[2 * g];
                const b = v[2 * g + 1];
                const sa = BigInt.asIntN(64, a);
                const sb = BigInt.asIntN(64, b);
                // BigInt division truncates toward zero, as sdiv does.
                out.push(a / b, a % b, BigInt.asUintN(64, sa / sb), BigInt.asUintN(64, sa % sb));
            }
            return { out: fromU64(out) };
        },
    },
    {
        name: 'int_mul24_mad',
        category: 'integer',
        about: 'mul_u24/mul_i24/mulhi_u24, mad_u64_u32, add3, lshl_add',
        disasm: [/^v_mul_u32_u24/, /^v_mul_i32_i24/, /^v_mul_hi_u32_u24/, /^v_mad_u64_u32/, /^v_add3_u32/],
        setup: (rng) => pairRun(rng, 3, 8, edgy),
        expect: (run) => {
            const v = u32s(run.buffers.in);
            const out = [];
            const i24 = (x) => (x << 8) >> 8;
            for (let g = 0; g < N; g++) {
                const a = v[3 * g];
                const b = v[3 * g + 1];
                const c = v[3 * g + 2];
                const a24 = a & 0xffffff;
                const b24 = b & 0xffffff;
                const mad = BigInt.asUintN(64, BigInt(a) * BigInt(b) + (BigInt(c) << 20n));
                out.push(Math.imul(a24, b24), Math.imul(i24(a), i24(c)), Number((BigInt(a24) * BigInt(b24)) >> 32n), Number(mad & 0xffffffffn), Number(mad >> 32n), a + b + c, (a << 3) + c, a24);
            }
            return { out: fromU32(out.map(u)) };
        },
    },
];
//# sourceMappingURL=integer.js.map