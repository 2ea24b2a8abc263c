/**
 * f64 kernels: arithmetic, fma (exact through BigInt), min/max, rounding, ldexp/frexp, LLVM's
 * correctly rounded division and square root, and compares. JavaScript numbers are f64, so the model
 * is the language's own IEEE arithmetic.
 */
import { check64, fromF64, linear, poisoned, randomF64, u64s, } from './case.js';
import { frexp, minNum, rne, zeroPair } from './float.js';
import { bitsToF64, DOUBLE, f64ToBits, fmaExact } from './fp.js';
const N = 128;
/** The want for an f64 result. */
export function w64(x) {
    return Number.isNaN(x) ? 'nan' : f64ToBits(x);
}
function doubleRun(per, outs, gen) {
    const v = [];
    for (let i = 0; i < per * N; i++)
        v.push(gen(i));
    return {
        ...linear(64, 2),
        buffers: { in: fromF64(v), out: poisoned(2 * outs * N) },
        args: [{ buffer: 'out' }, { buffer: 'in' }],
    };
}
function perThread(run, per, fn) {
    const bits = u64s(run.buffers.in);
    const out = [];
    for (let g = 0; g < N; g++) {
        const b = bits.slice(per * g, per * g + per);
        out.push(...fn(b.map(bitsToF64), b));
    }
    return check64(out);
}
/** Numerator/denominator pairs that take every v_div_scale_f64 branch (the first threads use them). */
const DIV_EDGES = [
    1.5e300,
    -0.001697696666678771,
    1,
    1.7e308,
    1.7e308,
    0.5,
    1e-310,
    3,
    3,
    1e-310,
    1e-300,
    1e300,
    2 ** -1074,
    2 ** -1074,
    -(2 ** 1020),
    14.356972044125731,
    1e300,
    1e-300,
    2 ** -1022,
    2 ** 60,
    0,
    0,
    7,
    0,
];
const mm = (a, b, max) => (zeroPair(a, b) ? 'any' : w64(minNum(a, b, max)));
/** The f64 kernels. */
export const DOUBLE_CASES = [
    {
        name: 'f64_arith',
        category: 'double',
        about: 'f64 add/sub/mul/fma, -|x|, minnum/maxnum, floor/ceil/trunc/rint, ldexp, frexp',
        disasm: [/^v_add_f64/, /^v_mul_f64/, /^v_fma_f64/, /^v_min_f64/, /^v_floor_f64/, /^v_frexp_mant_f64/],
        setup: (rng) => {
            const v = [];
            for (let g = 0; g < N; g++) {
                const a = randomF64(rng);
                const b = randomF64(rng);
                v.push(a, b, rng.u32() % 3 === 0 ? -(a * b) : rng.u32() % 4 === 0 ? rng.int(-9, 9) / 2 : randomF64(rng));
            }
            return doubleRun(3, 14, (i) => v[i]);
        },
        expect: (run) => ({
            out: perThread(run, 3, ([a, b, c]) => {
                const fx = frexp(a);
                return [
                    w64(a + b),
                    w64(b - c),
                    w64(a * c),
                    w64(fmaExact(a, b, c, DOUBLE)),
                    w64(-Math.abs(b)),
                    mm(a, b, false),
                    mm(b, c, true),
                    w64(Math.floor(a)),
                    w64(Math.ceil(b)),
                    w64(Math.trunc(c)),
                    w64(rne(a)),
                    w64(c * 2 ** -40),
                    w64(fx.mant),
                    Number.isFinite(a) ? BigInt(fx.exp) : 'any',
                ];
            }),
        }),
    },
    {
        name: 'f64_div',
        category: 'double',
        about: 'correctly rounded f64 fdiv (div_scale/rcp/fma/div_fmas/div_fixup)',
        disasm: [/^v_div_scale_f64/, /^v_div_fmas_f64/, /^v_div_fixup_f64/, /^v_rcp_f64/],
        setup: (rng) => doubleRun(2, 2, () => rng.u32() % 10 === 0 ? rng.pick([0, -0, Number.POSITIVE_INFINITY, 3, -1]) : randomF64(rng, false)),
        expect: (run) => ({ out: perThread(run, 2, ([a, b]) => [w64(a / b), w64(1 / b)]) }),
    },
    {
        name: 'f64_div_edge',
        category: 'double',
        about: 'f64 fdiv near overflow and the subnormal range, subnormal operands, huge exponent gaps',
        disasm: [/^v_div_scale_f64/, /^v_div_fmas_f64/, /^v_div_fixup_f64/],
        setup: (rng) => doubleRun(2, 2, (i) => {
            if (i < DIV_EDGES.length)
                return DIV_EDGES[i];
            const sign = rng.u32() & 1 ? -1 : 1;
            return sign * (1 + rng.u32() / 2 ** 32) * 2 ** rng.pick([rng.int(-1074, -1000), rng.int(900, 1023)]);
        }),
        expect: (run) => ({ out: perThread(run, 2, ([a, b]) => [w64(a / b), w64(1 / b)]) }),
    },
    {
        name: 'f64_sqrt_cmp',
        category: 'double',
        about: 'correctly rounded llvm.sqrt.f64 (v_rsq_f64 + fma refinement) and f64 compares',
        disasm: [/^v_rsq_f64/, /^v_fma_f64/, /^v_cmp_class_f64/, /^v_cmp_u_f64/],
        setup: (rng) => {
            const v = [];
            for (let g = 0; g < N; g++) {
                const a = rng.u32() % 8 === 0 ? rng.pick([0, 2 ** -1074, 1e-300, 4, Number.NaN]) : randomF64(rng);
                v.push(a, rng.u32() % 4 === 0 ? a : randomF64(rng));
            }
            return doubleRun(2, 2, (i) => v[i]);
        },
        expect: (run) => ({
            out: perThread(run, 2, ([a, b]) => {
                const uno = Number.isNaN(a) || Number.isNaN(b);
                const mask = (a < b ? 1 : 0) | (a === b ? 2 : 0) | (uno || a >= b ? 4 : 0) | (uno ? 8 : 0);
                return [w64(Math.sqrt(Math.abs(a))), BigInt(mask)];
            }),
        }),
    },
];
//# sourceMappingURL=double.js.map