/**
 * f32 kernels: arithmetic, fma, division and square root (LLVM's correctly rounded sequences),
 * min/max with NaNs, every compare predicate, rounding functions, and the transcendental instructions
 * (compared within the executor's published ULP bounds). Models compute in doubles and round once with
 * Math.fround (exact for +, -, *, /, sqrt of f32 operands) or exactly through fp.ts.
 */
import { ULP_BOUNDS } from '../../../src/reference/semantics/valu-trans.js';
import { check32, linear, poisoned, randomF32, u32s, words, } from './case.js';
import { bitsToF32, exactOf, f32ToBits, fmaExact, SINGLE, ulpDistanceF32 } from './fp.js';
const N = 128;
/** The want for an f32 result: its bits, or any NaN. */
export function w32(x) {
    return Number.isNaN(x) ? 'nan' : f32ToBits(x);
}
/** Round half to even on an integral-or-not double, keeping the sign of zero. */
export function rne(x) {
    if (!Number.isFinite(x))
        return x;
    let r = Math.round(x);
    if (r - x === 0.5 && r % 2 !== 0)
        r -= 1;
    return r === 0 ? (x < 0 || Object.is(x, -0) ? -0 : 0) : r;
}
/** Round half away from zero, keeping the sign of zero. */
export function roundAway(x) {
    if (!Number.isFinite(x))
        return x;
    const r = Math.floor(Math.abs(x) + 0.5);
    return x < 0 || Object.is(x, -0) ? -r : r;
}
/** IEEE minNum/maxNum: a quiet NaN operand yields the other one. */
export function minNum(a, b, max) {
    if (Number.isNaN(a))
        return b;
    if (Number.isNaN(b))
        return a;
    return max ? Math.max(a, b) : Math.min(a, b);
}
/** Whether a pair is +0/-0 in some order, where minnum/maxnum may return either. */
export function zeroPair(a, b) {
    return a === 0 && b === 0 && Object.is(a, -0) !== Object.is(b, -0);
}
/** frexp of a finite nonzero double: mantissa in [0.5, 1) and exponent. */
export function frexp(x) {
    if (x === 0 || !Number.isFinite(x))
        return { mant: x, exp: 0 };
    const d = exactOf(x);
    const exp = d.m.toString(2).length + d.e;
    return { mant: x / 2 ** exp, exp };
}
/** `count` f32 bit patterns per thread. */
function f32Run(per, outs, gen) {
    return {
        ...linear(64, 2),
        buffers: { in: words(per * N, gen), out: poisoned(outs * N) },
        args: [{ buffer: 'out' }, { buffer: 'in' }],
    };
}
/** Per-thread model over `per` f32 inputs returning the thread's wants. */
function perThread(run, per, fn) {
    const bits = u32s(run.buffers.in);
    const out = [];
    for (let g = 0; g < N; g++) {
        const b = bits.slice(per * g, per * g + per);
        out.push(...fn(b.map(bitsToF32), b, g));
    }
    return check32(out);
}
/** A check that f32 results lie within `ulp` of the wanted values (exact for NaN, inf and zero). */
function checkUlp(expected, bounds) {
    return (actual) => {
        const got = u32s(actual);
        const bad = [];
        for (let i = 0; i < expected.length && bad.length < 8; i++) {
            const want = expected[i];
            const g = got[i];
            const ok = Number.isNaN(want)
                ? Number.isNaN(bitsToF32(g))
                : want === 0 || !Number.isFinite(want)
                    ? g === f32ToBits(want)
                    : ulpDistanceF32(g, f32ToBits(want)) <= bounds[i];
            if (!ok)
                bad.push(`[${i}] expected ${want} (within ${bounds[i]} ulp), got ${bitsToF32(g)}`);
        }
        return bad.length ? bad.join('; ') : undefined;
    };
}
const F = Math.fround;
const FLT_MAX = bitsToF32(0x7f7fffff);
/** Numerator/denominator pairs that take every v_div_scale_f32 branch (the first threads use them). */
const DIV_EDGES = [
    0.591513454914093,
    FLT_MAX,
    1,
    FLT_MAX,
    FLT_MAX,
    1e-10,
    1e-40,
    3,
    3,
    1e-40,
    1e38,
    1e-5,
    1e-38,
    1e30,
    2 ** -149,
    2 ** -149,
    -7,
    2 ** -126,
    2 ** -140,
    2 ** 100,
    0,
    5,
    5,
    0,
].map(F);
/** The f32 kernels. */
export const FLOAT_CASES = [
    {
        name: 'f32_arith',
        category: 'float',
        about: 'f32 add/sub/mul, fneg, fabs, copysign with specials and denormals',
        disasm: [/^v_add_f32/, /^v_sub_f32/, /^v_mul_f32/, /^v_bfi_b32/],
        setup: (rng) => f32Run(2, 8, () => randomF32(rng)),
        expect: (run) => ({
            out: perThread(run, 2, ([a, b], [ab, bb]) => [
                w32(F(a + b)),
                w32(F(a - b)),
                w32(F(a * b)),
                w32(-F(a * b)),
                w32(F(Math.abs(b) - Math.abs(a))),
                ((ab & 0x7fffffff) | (bb & 0x80000000)) >>> 0,
                w32(F(b * 0.5)),
                w32(F(a + 1e10)),
            ]),
        }),
    },
    {
        name: 'f32_fma',
        category: 'float',
        about: 'f32 fma with negated operands, cancellation and a literal addend',
        disasm: [/^v_fma_f32/, /^v_fmaak_f32|^v_fmac_f32|^v_fma_f32/],
        setup: (rng) => {
            const v = [];
            for (let g = 0; g < N; g++) {
                const a = randomF32(rng);
                const b = randomF32(rng);
                const cancel = rng.u32() % 3 === 0;
                v.push(a, b, cancel ? f32ToBits(-F(bitsToF32(a) * bitsToF32(b))) : randomF32(rng));
            }
            return f32Run(3, 4, (i) => v[i]);
        },
        expect: (run) => ({
            out: perThread(run, 3, ([a, b, c]) => [
                w32(fmaExact(a, b, c, SINGLE)),
                w32(fmaExact(-a, b, c, SINGLE)),
                w32(fmaExact(a, c, -c, SINGLE)),
                w32(fmaExact(b, b, F(1.2), SINGLE)),
            ]),
        }),
    },
    {
        name: 'f32_div',
        category: 'float',
        about: 'correctly rounded f32 fdiv (div_scale/div_fmas/div_fixup)',
        disasm: [/^v_div_scale_f32/, /^v_div_fmas_f32/, /^v_div_fixup_f32/, /^v_rcp_f32/],
        setup: (rng) => f32Run(2, 3, () => {
            const x = randomF32(rng);
            return (x & 0x7fffffff) === 0x7f7fffff ? 0x3f800000 : x;
        }),
        expect: (run) => ({
            out: perThread(run, 2, ([a, b]) => [w32(F(a / b)), w32(F(1 / b)), w32(F(a / 3))]),
        }),
    },
    {
        name: 'f32_div_edge',
        category: 'float',
        about: 'f32 fdiv with subnormal quotients/reciprocals, FLT_MAX denominators, huge exponent gaps',
        disasm: [/^v_div_scale_f32/, /^v_div_fmas_f32/, /^v_div_fixup_f32/],
        setup: (rng) => f32Run(2, 3, (i) => {
            if (i < DIV_EDGES.length)
                return f32ToBits(DIV_EDGES[i]);
            const mag = (rng.u32() & 0x7fffff) | (rng.pick([rng.int(1, 20), rng.int(230, 254)]) << 23);
            return (mag | (rng.u32() & 0x80000000)) >>> 0;
        }),
        expect: (run) => ({
            out: perThread(run, 2, ([a, b]) => [w32(F(a / b)), w32(F(1 / b)), w32(F(a / 3))]),
        }),
    },
    {
        name: 'f32_minmax',
        category: 'float',
        about: 'minnum/maxnum with quiet NaNs, NaN-propagating minimum/maximum, clamp',
        disasm: [/^v_min_f32/, /^v_max_f32/, /^v_cmp_u_f32/],
        setup: (rng) => f32Run(2, 5, () => randomF32(rng)),
        expect: (run) => ({
            out: perThread(run, 2, ([a, b]) => {
                if (zeroPair(a, b))
                    return ['any', 'any', 'any', 'any', w32(minNum(minNum(a, -1, true), 1, false))];
                const nan = Number.isNaN(a) || Number.isNaN(b);
                return [
                    w32(minNum(a, b, false)),
                    w32(minNum(a, b, true)),
                    nan ? 'nan' : w32(Math.min(a, b)),
                    nan ? 'nan' : w32(Math.max(a, b)),
                    w32(minNum(minNum(a, -1, true), 1, false)),
                ];
            }),
        }),
    },
    {
        name: 'f32_compare',
        category: 'float',
        about: 'all 14 fcmp predicates with NaN/inf/equal pairs, select chain',
        disasm: [/^v_cmp_nlt_f32/, /^v_cmp_u_f32/, /^v_cmp_o_f32/, /^v_cmp_lg_f32/, /^v_cmp_neq_f32/],
        setup: (rng) => {
            const v = [];
            for (let g = 0; g < N; g++) {
                const a = randomF32(rng);
                const r = rng.u32() % 4;
                v.push(a, r === 0 ? a : r === 1 ? a ^ 0x80000000 : randomF32(rng));
            }
            return f32Run(2, 2, (i) => v[i]);
        },
        expect: (run) => ({
            out: perThread(run, 2, ([a, b], [ab, bb]) => {
                const uno = Number.isNaN(a) || Number.isNaN(b);
                const lt = a < b;
                const gt = a > b;
                const eq = a === b;
                const preds = [eq, gt, gt || eq, lt, lt || eq, lt || gt, !uno, uno || eq, uno || gt];
                preds.push(uno || gt || eq, uno || lt, uno || lt || eq, !eq, uno);
                const mask = preds.reduce((m, p, i) => m | (p ? 1 << i : 0), 0);
                const t0 = lt ? ab : bb;
                const t1 = uno ? f32ToBits(2) : t0;
                return [mask, eq ? f32ToBits(-3) : t1];
            }),
        }),
    },
    {
        name: 'f32_round',
        category: 'float',
        about: 'floor/ceil/trunc/rint/round, fract, ldexp, frexp',
        disasm: [/^v_floor_f32/, /^v_ceil_f32/, /^v_trunc_f32/, /^v_rndne_f32/, /^v_fract_f32/, /^v_ldexp_f32/],
        setup: (rng) => f32Run(2, 9, (i) => i & 1 ? rng.u32() : rng.u32() % 4 ? randomF32(rng) : f32ToBits(rng.int(-40, 40) / 2)),
        expect: (run) => ({
            out: perThread(run, 2, ([a], [, kb]) => {
                const x = a;
                const k = (kb & 63) - 32;
                const fr = !Number.isFinite(x) ? Number.NaN : Math.min(F(x - Math.floor(x)), bitsToF32(0x3f7fffff));
                const fx = frexp(x);
                return [
                    w32(Math.floor(x)),
                    w32(Math.ceil(x)),
                    w32(Math.trunc(x)),
                    w32(rne(x)),
                    w32(roundAway(x)),
                    Object.is(x, -0) ? 'any' : w32(fr),
                    w32(F(x * 2 ** k)),
                    w32(fx.mant),
                    Number.isFinite(x) ? fx.exp : 'any',
                ];
            }),
        }),
    },
    {
        name: 'f32_sqrt',
        category: 'float',
        about: 'correctly rounded llvm.sqrt.f32 (scaled v_sqrt_f32 + fma correction)',
        disasm: [/^v_sqrt_f32/, /^v_fma_f32/, /^v_cmp_class_f32/],
        setup: (rng) => f32Run(1, 1, () => {
            const r = rng.u32() % 8;
            if (r === 0)
                return rng.pick([0, 0x80000000, 0x7f800000, 0xbf800000, 0x00000003, 0x007fffff]);
            return randomF32(rng, false) & 0x7fffffff;
        }),
        expect: (run) => ({ out: perThread(run, 1, ([a]) => [w32(F(Math.sqrt(a)))]) }),
    },
    {
        name: 'f32_transcendental',
        category: 'float',
        about: 'v_rcp/v_rsq/v_exp/v_log f32 within ULP_BOUNDS',
        disasm: [/^v_rcp_f32/, /^v_rsq_f32/, /^v_exp_f32/, /^v_log_f32/],
        setup: (rng) => f32Run(1, 4, () => {
            if (rng.u32() % 10 === 0)
                return rng.pick([0, 0x80000000, 0x7f800000, 0xff800000]);
            const mag = (rng.u32() & 0x7fffff) | ((127 + rng.int(-60, 12)) << 23);
            return (mag | (rng.u32() & 0x80000000)) >>> 0;
        }),
        expect: (run) => {
            const v = u32s(run.buffers.in).map(bitsToF32);
            const want = [];
            const bounds = [];
            const ops = ['v_rcp_f32', 'v_rsq_f32', 'v_exp_f32', 'v_log_f32'];
            for (const a of v) {
                const fa = Math.abs(a);
                want.push(F(1 / a), F(1 / Math.sqrt(fa)), F(2 ** (a * 2 ** -6)), F(Math.log2(fa)));
                for (const op of ops)
                    bounds.push(ULP_BOUNDS[op]);
            }
            return { out: checkUlp(want, bounds) };
        },
    },
];
//# sourceMappingURL=float.js.map