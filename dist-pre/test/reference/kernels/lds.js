/**
 * LDS kernels: workgroup reductions and scans with barriers across waves, a 2-D tile transpose,
 * accesses of every width, and LDS atomics. Models compute the workgroup-level result directly; for
 * atomics only order-independent results are compared exactly, and returned values must form one
 * serial order (serialOrder).
 */
import { fromU32, poisoned, u32s, words } from './case.js';
const u = (v) => v >>> 0;
/**
 * Checks that atomic results returned to lanes fit one serial order: starting at `init`, some unused
 * lane returned the current value, and applying its operand gives the next one; returns the final
 * value or a failure text.
 */
export function serialOrder(init, returned, operands, op) {
    const pending = new Map();
    returned.forEach((r, i) => {
        const list = pending.get(r) ?? [];
        list.push(i);
        pending.set(r, list);
    });
    let cur = init >>> 0;
    for (let step = 0; step < returned.length; step++) {
        const lane = pending.get(cur)?.shift();
        if (lane === undefined)
            return { error: `after ${step} operations no lane returned 0x${cur.toString(16)}` };
        cur = op(cur, operands[lane]) >>> 0;
    }
    return { final: cur };
}
/** The LDS kernels. */
export const LDS_CASES = [
    {
        name: 'lds_reduce',
        category: 'lds',
        about: '128-thread tree reduction (sum, smax) with barriers between waves',
        disasm: [/^s_barrier/, /^ds_read2st64_b32|^ds_read_b32/, /^ds_write2st64_b32|^ds_write_b32/],
        setup: (rng) => ({
            workgroupSize: [128, 1, 1],
            workgroups: [2, 1, 1],
            workgroupIds: [true, false, false],
            localIdComponents: 1,
            ldsBytes: 1024,
            buffers: { in: words(256, () => rng.u32()), out: poisoned(4) },
            args: [{ buffer: 'out' }, { buffer: 'in' }],
        }),
        expect: (run) => {
            const v = u32s(run.buffers.in);
            const out = [];
            for (let g = 0; g < 2; g++) {
                const part = v.slice(128 * g, 128 * g + 128);
                out.push(part.reduce((a, b) => u(a + b), 0), Math.max(...part.map((x) => x | 0)));
            }
            return { out: fromU32(out.map(u)) };
        },
    },
    {
        name: 'lds_transpose',
        category: 'lds',
        about: '16x16 tile transpose, 2-D workgroups and 2-D local ids',
        disasm: [/^s_barrier/, /^ds_write_b32/, /^ds_read_b32/],
        setup: (rng) => ({
            workgroupSize: [16, 16, 1],
            workgroups: [2, 2, 1],
            workgroupIds: [true, true, false],
            localIdComponents: 2,
            ldsBytes: 16 * 17 * 4,
            buffers: { in: words(1024, () => rng.u32()), out: poisoned(1024) },
            args: [{ buffer: 'out' }, { buffer: 'in' }],
        }),
        expect: (run) => {
            const v = u32s(run.buffers.in);
            const out = [];
            for (let r = 0; r < 32; r++)
                for (let c = 0; c < 32; c++)
                    out.push(v[c * 32 + r]);
            return { out: fromU32(out) };
        },
    },
    {
        name: 'lds_types',
        category: 'lds',
        about: 'LDS b8/b16/b64/b128 accesses with sign/zero extension, partial wave64',
        disasm: [
            /^ds_write_b8/,
            /^ds_write_b16/,
            /^ds_write_b128/,
            /^ds_read_u8|^ds_read_i8/,
            /^ds_read_u16|^ds_read_i16/,
            /^ds_read_b64|^ds_read2_b32/,
        ],
        setup: (rng) => ({
            workgroupSize: [32, 1, 1],
            workgroups: [1, 1, 1],
            localIdComponents: 1,
            ldsBytes: 2048,
            buffers: { in: words(128, () => rng.u32()), out: poisoned(256) },
            args: [{ buffer: 'out' }, { buffer: 'in' }],
        }),
        expect: (run) => {
            const v = u32s(run.buffers.in);
            const out = [];
            for (let x = 0; x < 32; x++) {
                const n = (x + 1) & 31;
                const [w0, w1, w2, w3] = v.slice(4 * n, 4 * n + 4);
                out.push((w0 << 24) >> 24, w0 & 0xff, (w1 << 16) >> 16, w1 & 0xffff, w0, w3, w2, w3);
            }
            return { out: fromU32(out.map(u)) };
        },
    },
    {
        name: 'lds_scan',
        category: 'lds',
        about: '128-thread Hillis-Steele inclusive scan, double-buffered, barrier per step',
        disasm: [/^s_barrier/, /^ds_read_b32/, /^ds_write_b32/],
        setup: (rng) => ({
            workgroupSize: [128, 1, 1],
            workgroups: [1, 1, 1],
            localIdComponents: 1,
            ldsBytes: 1024,
            buffers: { in: words(128, () => rng.u32()), out: poisoned(128) },
            args: [{ buffer: 'out' }, { buffer: 'in' }],
        }),
        expect: (run) => {
            let acc = 0;
            return { out: fromU32(u32s(run.buffers.in).map((x) => (acc = u(acc + x)))) };
        },
    },
    {
        name: 'lds_atomics',
        category: 'lds',
        about: 'ds_add/sub/max/min/and/or/xor/wrxchg/cmpst, and an optimizer-reduced add',
        disasm: [
            /^ds_add_u32/,
            /^ds_sub_u32/,
            /^ds_max_u32/,
            /^ds_min_i32/,
            /^ds_wrxchg_rtn_b32/,
            /^ds_cmpst_rtn_b32/,
            /^v_mbcnt_lo_u32_b32/,
        ],
        setup: (rng) => ({
            workgroupSize: [64, 1, 1],
            workgroups: [1, 1, 1],
            localIdComponents: 1,
            ldsBytes: 64,
            buffers: {
                in: words(136, (i) => i === 135 ? rng.u32() | 0x80000000 : rng.u32() % 4 === 0 ? rng.int(0, 300) : rng.u32()),
                ret: poisoned(128),
                out: poisoned(10),
            },
            args: [{ buffer: 'out' }, { buffer: 'in' }, { buffer: 'ret' }],
        }),
        expect: (run) => {
            const inp = u32s(run.buffers.in);
            const v = inp.slice(0, 64);
            const init = inp.slice(128, 136);
            const lanes = Array.from({ length: 64 }, (_, x) => x);
            const fixed = [
                v.reduce((a, b) => u(a + b), init[0]),
                lanes.reduce((a, x) => u(a - x), init[1]),
                Math.max(init[2], ...v),
                Math.min(init[3] | 0, ...v.map((x) => x | 0)),
                v.reduce((a, b) => a & (b >>> 8), init[4]),
                lanes.reduce((a, x) => a | (1 << (x & 31)), init[5]),
                v.reduce((a, b) => a ^ b, init[6]),
            ].map(u);
            const product = lanes.reduce((a, x) => Math.imul(a, x | 1), 1) >>> 0;
            const ret = (actual) => {
                const r = u32s(actual);
                const counter = serialOrder(0, r.slice(0, 64), lanes, (c) => c + 1);
                if ('error' in counter)
                    return `ds_add_rtn order: ${counter.error}`;
                return undefined;
            };
            const out = (actual, all) => {
                const got = u32s(actual);
                const bad = fixed.flatMap((want, i) => got[i] === want ? [] : [`[${i}] expected ${want}, got ${got[i]}`]);
                if (got[8] !== product)
                    bad.push(`[8] cmpxchg product expected ${product}, got ${got[8]}`);
                if (got[9] !== 64)
                    bad.push(`[9] counter expected 64, got ${got[9]}`);
                const xchg = serialOrder(init[7], u32s(all.ret).slice(64), lanes, (_, x) => x);
                if ('error' in xchg)
                    bad.push(`xchg order: ${xchg.error}`);
                else if (got[7] !== xchg.final)
                    bad.push(`[7] xchg final expected ${xchg.final}, got ${got[7]}`);
                return bad.length ? bad.join('; ') : undefined;
            };
            return { out, ret };
        },
    },
];
//# sourceMappingURL=lds.js.map