/**
 * Global atomic kernels: add/sub/inc/dec (32- and 64-bit), min/max/and/or/xor, compare-and-swap loops
 * and exchange. Final memory values of commutative operations are compared exactly; values returned
 * to lanes must fit one serial order of the operations (serialOrder), since the hardware fixes none.
 */
import { fromU32, linear, qwords, u32s, u64s, words } from './case.js';
import { bitsToF32, f32ToBits } from './fp.js';
import { serialOrder } from './lds.js';
const N = 128;
const u = (v) => v >>> 0;
/** Bytes of a counter buffer: 32-bit words then 64-bit words written over their slots. */
function counters(w32, w64) {
    const bytes = fromU32(w32);
    const dv = new DataView(bytes.buffer);
    for (const [wordIndex, v] of w64)
        dv.setBigUint64(wordIndex * 4, BigInt.asUintN(64, v), true);
    return bytes;
}
function compareWords(got, want, skip = []) {
    const bad = [];
    want.forEach((w, i) => {
        if (!skip.includes(i) && got[i] !== w)
            bad.push(`[${i}] expected 0x${w.toString(16)}, got 0x${(got[i] ?? 0).toString(16)}`);
    });
    return bad;
}
/** The global atomic kernels. */
export const ATOMIC_CASES = [
    {
        name: 'gatomic_add',
        category: 'atomic',
        about: 'global add (uniform, optimizer-reduced; divergent, returning), sub, add_x2, inc, dec',
        disasm: [
            /^global_atomic_add\s.*glc/,
            /^global_atomic_sub/,
            /^global_atomic_add_x2/,
            /^global_atomic_inc/,
            /^global_atomic_dec/,
            /^v_mbcnt_lo/,
        ],
        setup: (rng) => {
            const init = [rng.u32(), rng.u32(), rng.u32(), 0, 0, 0, rng.int(0, 50), rng.int(0, 1000)];
            return {
                ...linear(64, 2),
                buffers: {
                    ctr: counters(init, [[4, (BigInt(rng.u32()) << 32n) | BigInt(rng.u32())]]),
                    ret: words(2 * N, () => 0xdeadbeef),
                    in: words(N, () => rng.u32()),
                },
                args: [{ buffer: 'ctr' }, { buffer: 'ret' }, { buffer: 'in' }],
            };
        },
        expect: (run) => {
            const init = u32s(run.buffers.ctr);
            const init64 = u64s(run.buffers.ctr)[2];
            const v = u32s(run.buffers.in);
            const sum = v.reduce((a, b) => u(a + b), 0);
            let inc = init[6];
            let dec = init[7];
            for (let i = 0; i < N; i++) {
                inc = inc >= 50 ? 0 : inc + 1;
                dec = dec === 0 || dec > 1000 ? 1000 : dec - 1;
            }
            const add64 = v.reduce((a, b) => a + (BigInt(b) << 20n), init64);
            const want = counters([
                u(init[0] + N),
                u(init[1] + sum),
                u(init[2] - sum),
                0,
                0,
                0,
                inc,
                dec,
            ], [[4, add64]]);
            const ret = (actual) => {
                const r = u32s(actual);
                const ones = serialOrder(init[0], r.filter((_, i) => i % 2 === 0), new Array(N).fill(1), (c, x) => c + x);
                if ('error' in ones)
                    return `add 1: ${ones.error}`;
                const adds = serialOrder(init[1], r.filter((_, i) => i % 2 === 1), v, (c, x) => c + x);
                if ('error' in adds)
                    return `add v: ${adds.error}`;
                return undefined;
            };
            return { ctr: want, ret };
        },
    },
    {
        name: 'gatomic_minmax',
        category: 'atomic',
        about: 'global smin/smax/umin/umax/and/or/xor on 4 words, umax_x2/smin_x2',
        disasm: [
            /^global_atomic_smin\s/,
            /^global_atomic_umax\s/,
            /^global_atomic_xor/,
            /^global_atomic_umax_x2/,
            /^global_atomic_smin_x2/,
        ],
        setup: (rng) => {
            const edge = () => rng.u32() % 5 === 0 ? rng.pick([0, 0x80000000, 0x7fffffff, 0xffffffff]) : rng.u32();
            return {
                ...linear(64, 2),
                buffers: {
                    ctr: counters(Array.from({ length: 44 }, edge), []),
                    in: qwords(256, () => (BigInt(edge()) << 32n) | BigInt(edge())),
                },
                args: [{ buffer: 'ctr' }, { buffer: 'in' }],
            };
        },
        expect: (run) => {
            const c = u32s(run.buffers.ctr);
            const c64 = u64s(run.buffers.ctr);
            const inw = u32s(run.buffers.in);
            const in64 = u64s(run.buffers.in);
            const ops = [
                (a, b) => Math.min(a | 0, b | 0),
                (a, b) => Math.max(a | 0, b | 0),
                Math.min,
                Math.max,
                (a, b) => a & b,
                (a, b) => a | b,
                (a, b) => a ^ b,
            ];
            for (let g = 0; g < N; g++) {
                const k = g & 3;
                const v = inw[2 * g];
                ops.forEach((op, j) => {
                    c[4 * j + k] = u(op(c[4 * j + k], v));
                });
                const w = in64[128 + g];
                const q0 = 14 + k;
                const q1 = 18 + k;
                c64[q0] = c64[q0] > w ? c64[q0] : w;
                const s1 = BigInt.asIntN(64, c64[q1]);
                c64[q1] = BigInt.asUintN(64, s1 < BigInt.asIntN(64, w) ? s1 : BigInt.asIntN(64, w));
            }
            const pairs = [];
            for (let q = 14; q < 22; q++)
                pairs.push([2 * q, c64[q]]);
            return { ctr: counters(c, pairs) };
        },
    },
    {
        name: 'gatomic_cmpxchg',
        category: 'atomic',
        about: 'global cmpswap loops (mul, 64-bit add, f32 add) and returning swap',
        disasm: [/^global_atomic_cmpswap\s.*glc/, /^global_atomic_cmpswap_x2/, /^global_atomic_swap\s.*glc/],
        setup: (rng) => ({
            ...linear(64, 2),
            buffers: {
                ctr: counters([rng.u32() | 1, rng.u32() | 0x80000000, 0, 0, f32ToBits(rng.int(0, 5000)), 0], [[2, (BigInt(rng.u32()) << 32n) | BigInt(rng.u32())]]),
                ret: words(N, () => 0xdeadbeef),
                in: words(N, (i) => ((rng.u32() & ~0xff) | i) & 0x7fffffff),
            },
            args: [{ buffer: 'ctr' }, { buffer: 'ret' }, { buffer: 'in' }],
        }),
        expect: (run) => {
            const init = u32s(run.buffers.ctr);
            const init64 = u64s(run.buffers.ctr)[1];
            const v = u32s(run.buffers.in);
            let product = init[0];
            for (let g = 0; g < N; g++)
                product = Math.imul(product, g | 1);
            const add64 = v.reduce((a, b) => a + BigInt(b) * 4294967311n, init64);
            const fsum = v.reduce((a, b) => a + (b & 1023), bitsToF32(init[4]));
            const want = u32s(counters([u(product), 0, 0, 0, f32ToBits(fsum), 0], [[2, add64]]));
            const ctr = (actual, all) => {
                const got = u32s(actual);
                const bad = compareWords(got, want, [1]);
                const order = serialOrder(init[1], u32s(all.ret), v, (_, x) => x);
                if ('error' in order)
                    bad.push(`swap order: ${order.error}`);
                else if (got[1] !== order.final)
                    bad.push(`[1] swap final expected ${order.final}, got ${got[1]}`);
                return bad.length ? bad.join('; ') : undefined;
            };
            return { ctr };
        },
    },
];
//# sourceMappingURL=atomic.js.map