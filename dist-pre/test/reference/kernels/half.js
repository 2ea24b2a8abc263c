/**
 * f16 kernels: scalar half arithmetic, division, fma/min/max/rounding and packed <2 x half> math. The
 * model decodes halves exactly into doubles, computes exactly (sums and products of halves fit a
 * double) or with one innocuous double rounding (division), and rounds once to f16 with fp.ts.
 */
import { check16, halves, linear, poisoned, u16s, } from './case.js';
import { minNum, rne, zeroPair } from './float.js';
import { f16ToNumber, fmaExact, HALF, numberToF16 } from './fp.js';
const N = 128;
/** The want for an f16 result. */
export function w16(x) {
    return Number.isNaN(x) ? 'nan' : numberToF16(x);
}
/** Random f16 bit patterns: ordinary values, denormals and specials. */
export function randomF16(rng, specials = true) {
    const r = rng.u32() % 12;
    if (specials && r === 0)
        return rng.pick([0, 0x8000, 0x7c00, 0xfc00, 0x7e00, 0x0001, 0x83ff, 0x7bff]);
    if (r < 3)
        return rng.u32() & 0x83ff;
    return (rng.u32() & 0x83ff) | (rng.int(8, 22) << 10);
}
function halfRun(per, outs, gen) {
    return {
        ...linear(64, 2),
        buffers: { in: halves(per * N, gen), out: poisoned((outs * N) / 2) },
        args: [{ buffer: 'out' }, { buffer: 'in' }],
    };
}
function perThread(run, per, fn) {
    const bits = u16s(run.buffers.in);
    const out = [];
    for (let g = 0; g < N; g++) {
        const b = bits.slice(per * g, per * g + per);
        out.push(...fn(b.map(f16ToNumber), b));
    }
    return check16(out);
}
const mm = (a, b, max) => (zeroPair(a, b) ? 'any' : w16(minNum(a, b, max)));
/** The f16 kernels. */
export const HALF_CASES = [
    {
        name: 'f16_arith',
        category: 'half',
        about: 'f16 add/sub/mul, fneg, constant multiply, compare-select, fabs',
        disasm: [
            /^v_add_f16/,
            /^v_sub_f16/,
            /^v_mul_f16/,
            /^v_cmp_lt_f16/,
            /^global_load_ushort/,
            /^global_store_short/,
        ],
        setup: (rng) => halfRun(2, 8, () => randomF16(rng)),
        expect: (run) => ({
            out: perThread(run, 2, ([a, b], [ab]) => {
                const add = a + b;
                const sub = a - b;
                return [
                    w16(add),
                    w16(sub),
                    w16(a * b),
                    w16(-(a * b)),
                    w16(b * 5),
                    w16(a < b ? add : sub),
                    w16(Math.abs(a) - 1),
                    ab & 0x7fff,
                ];
            }),
        }),
    },
    {
        name: 'f16_div',
        category: 'half',
        about: 'f16 fdiv (f32 rcp, v_fma_mixlo_f16, v_div_fixup_f16)',
        disasm: [/^v_div_fixup_f16/, /^v_rcp_f32/, /^v_cvt_f32_f16/],
        setup: (rng) => halfRun(2, 1, () => randomF16(rng)),
        expect: (run) => ({ out: perThread(run, 2, ([a, b]) => [w16(a / b)]) }),
    },
    {
        name: 'f16_fma_minmax',
        category: 'half',
        about: 'f16 fma, minnum/maxnum, floor/ceil/trunc/rint, ldexp, copysign',
        disasm: [/^v_fma_f16/, /^v_min_f16/, /^v_max_f16/, /^v_floor_f16/, /^v_rndne_f16/, /^v_ldexp_f16/],
        setup: (rng) => halfRun(3, 10, () => randomF16(rng)),
        expect: (run) => ({
            out: perThread(run, 3, ([a, b, c], [ab, , cb]) => [
                w16(fmaExact(a, b, c, HALF)),
                mm(a, b, false),
                mm(b, c, true),
                w16(Math.floor(a)),
                w16(Math.ceil(b)),
                w16(Math.trunc(c)),
                w16(rne(a)),
                w16(b * 2 ** -3),
                (cb & 0x7fff) | (ab & 0x8000),
                cb,
            ]),
        }),
    },
    {
        name: 'f16_packed',
        category: 'half',
        about: '<2 x half> add/mul/fma/maxnum with a swizzled operand (v_pk_*_f16)',
        disasm: [/^v_pk_add_f16/, /^v_pk_mul_f16/, /^v_pk_fma_f16/, /^v_pk_max_f16/],
        setup: (rng) => halfRun(6, 8, () => randomF16(rng)),
        expect: (run) => ({
            out: perThread(run, 6, ([a0, a1, b0, b1, c0, c1]) => [
                w16(a0 + b0),
                w16(a1 + b1),
                w16(a0 * c0),
                w16(a1 * c1),
                w16(fmaExact(a0, b0, c0, HALF)),
                w16(fmaExact(a1, b1, c1, HALF)),
                mm(a0, b1, true),
                mm(a1, b0, true),
            ]),
        }),
    },
];
//# sourceMappingURL=half.js.map