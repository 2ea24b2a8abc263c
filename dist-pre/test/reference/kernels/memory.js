/**
 * Memory kernels: array-of-structs addressing with sub-dword fields, indexed gather/scatter with vector
 * accesses, and uniform constant-buffer loads through SMEM. Models read and write the byte buffers with
 * DataView at the offsets the IR's types imply.
 */
import { fromU32, linear, poisoned, u32s, words } from './case.js';
const N = 128;
/** Size of `{ i32, float, i16, i8, i8, i64 }` with the i64 aligned to 8. */
const STRUCT = 24;
function randomBytes(rng, n) {
    const out = new Uint8Array(n);
    for (let i = 0; i < n; i++)
        out[i] = rng.u32() & 0xff;
    return out;
}
function shuffled(rng, n) {
    const p = Array.from({ length: n }, (_, i) => i);
    for (let i = n - 1; i > 0; i--) {
        const j = rng.int(0, i);
        [p[i], p[j]] = [p[j], p[i]];
    }
    return p;
}
/** The memory kernels. */
export const MEMORY_CASES = [
    {
        name: 'mem_struct',
        category: 'memory',
        about: 'struct fields i8/i16/i32/i64: sub-dword loads (sign/zero) and stores',
        disasm: [
            /^global_load_ubyte|^global_load_sbyte/,
            /^global_load_ushort|^global_load_sshort/,
            /^global_store_byte/,
            /^global_store_short/,
        ],
        setup: (rng) => ({
            ...linear(64, 2),
            buffers: { in: randomBytes(rng, STRUCT * N), out: poisoned((STRUCT * N) / 4) },
            args: [{ buffer: 'out' }, { buffer: 'in' }],
        }),
        expect: (run) => {
            const src = new DataView(run.buffers.in.slice().buffer);
            const out = run.buffers.out.slice();
            const dst = new DataView(out.buffer);
            for (let g = 0; g < N; g++) {
                const s = g * STRUCT;
                const d = (127 - g) * STRUCT;
                const a = src.getUint32(s, true);
                const c = src.getInt16(s + 8, true);
                const dz = src.getUint8(s + 10);
                const e = src.getInt8(s + 11);
                const f = src.getBigUint64(s + 16, true);
                dst.setUint32(d, (Math.imul(a, dz) + c) >>> 0, true);
                dst.setUint16(d + 8, (c + 1) & 0xffff, true);
                dst.setInt8(d + 10, e);
                dst.setUint8(d + 11, dz ^ 85);
                dst.setBigUint64(d + 16, BigInt.asUintN(64, f + BigInt(e)), true);
            }
            return { out };
        },
    },
    {
        name: 'mem_gather_scatter',
        category: 'memory',
        about: 'indexed <4 x i32> gather and permuted scatter, immediate-offset store',
        disasm: [/^global_load_dwordx4/, /^global_load_dwordx2/, /^global_store_dwordx4/],
        setup: (rng) => {
            const perm = shuffled(rng, N);
            return {
                ...linear(64, 2),
                buffers: {
                    in: words(256, () => rng.u32()),
                    idx: words(2 * N, (i) => (i & 1 ? perm[i >> 1] : rng.int(0, 63))),
                    out: poisoned(4 * N + N),
                },
                args: [{ buffer: 'out' }, { buffer: 'in' }, { buffer: 'idx' }],
            };
        },
        expect: (run) => {
            const v = u32s(run.buffers.in);
            const idx = u32s(run.buffers.idx);
            const out = u32s(run.buffers.out);
            for (let g = 0; g < N; g++) {
                const src = idx[2 * g];
                const dst = idx[2 * g + 1];
                for (let j = 0; j < 4; j++)
                    out[4 * dst + j] = (v[4 * src + 3 - j] + g) >>> 0;
                out[512 + g] = v[4 * src + 1];
            }
            return { out: fromU32(out) };
        },
    },
    {
        name: 'mem_constant_smem',
        category: 'memory',
        about: 'constant-buffer s_load_dwordx8 / s_load_dword with a uniform dynamic index',
        disasm: [/^s_load_dwordx8/, /^s_load_dword\s/],
        setup: (rng) => ({
            ...linear(64, 2),
            buffers: {
                cb: words(32, (i) => (i === 2 ? rng.int(0, 31) : rng.u32())),
                out: poisoned(N),
            },
            args: [{ buffer: 'out' }, { buffer: 'cb' }, { value: rng.int(0, 31) }],
        }),
        expect: (run) => {
            const cb = u32s(run.buffers.cb);
            const sel = run.args[2].value;
            const [m, a, sh] = cb;
            const out = [];
            for (let g = 0; g < N; g++) {
                const t = ((((Math.imul(g, m) + a) >>> 0) >>> sh) ^ cb[7]) + cb[sel];
                out.push(Math.imul(t, cb[14]) >>> 0);
            }
            return { out: fromU32(out) };
        },
    },
];
//# sourceMappingURL=memory.js.map