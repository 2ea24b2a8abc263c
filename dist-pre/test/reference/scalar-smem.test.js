/**
 * Scalar memory in the reference executor: loads and stores through an address pair and through a
 * buffer descriptor (offsets, soffset, low-bit masking, per-dword range checks), atomics with and
 * without a returned value, the deterministic time counter, and refusals. Expectations are computed
 * from the test's own copy of the memory contents.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ExecError, MemoryFault } from '../../src/reference/errors.js';
import { GuestMemory } from '../../src/reference/memory.js';
import { assembleProgram, rng, runProgram, runWords } from './scalar-harness.js';
const BASE = 0x20_0000;
const SIZE = 0x400;
function filled(seed) {
    const next = rng(seed);
    const bytes = new Uint8Array(SIZE);
    for (let i = 0; i < SIZE; i++)
        bytes[i] = next() & 0xff;
    const copy = bytes.slice();
    const memory = new GuestMemory();
    memory.map(BASE, bytes);
    const dword = (o) => (copy[o] |
        (copy[o + 1] << 8) |
        (copy[o + 2] << 16) |
        (copy[o + 3] << 24)) >>>
        0;
    return { memory, bytes, dword };
}
/** A V# with the given base, stride and num_records (other fields 0). */
function vsharp(base, stride, records) {
    return [base >>> 0, Math.floor(base / 2 ** 32) | (stride << 16), records >>> 0, 0];
}
const reg = (base, n) => (n === 1 ? `s${base}` : `s[${base}:${base + n - 1}]`);
describe('s_load_dword*', () => {
    it('reads sbase + offset + soffset with the low two bits ignored', () => {
        const { memory, dword } = filled(1);
        for (const n of [1, 2, 4, 8, 16]) {
            const suffix = n === 1 ? '' : `x${n}`;
            for (const [imm, soff, baseAdjust] of [
                [0, 0, 0],
                [0x40, 0, 0],
                [-0x10, 0x80, 0],
                [0x8, 0x21, 2],
                [0x100, 0x3, 1],
            ]) {
                const words = assembleProgram(`s_load_dword${suffix} ${reg(16, n)}, s[0:1], s2 offset:${imm}\ns_endpgm`);
                const w = runWords(words, { memory, userSgprs: [BASE + baseAdjust, 0, soff] }).waves[0];
                assert.ok(w);
                const start = ((BASE + baseAdjust + imm + soff) & ~3) - BASE;
                for (let i = 0; i < n; i++)
                    assert.equal(w.sgpr[16 + i], dword(start + 4 * i), `x${n} ${imm} ${soff} dword ${i}`);
            }
        }
    });
    it('takes M0 as soffset and an immediate-only offset; faults outside guest memory', () => {
        const { memory, dword } = filled(2);
        const w = runProgram('s_mov_b32 m0, 0x20\ns_load_dword s4, s[0:1], m0 offset:0x4\ns_load_dword s5, s[0:1], 0x1c\ns_endpgm', {
            memory,
            userSgprs: [BASE, 0],
        });
        assert.equal(w.sgpr[4], dword(0x24));
        assert.equal(w.sgpr[5], dword(0x1c));
        assert.throws(() => runProgram('s_load_dword s4, s[0:1], 0x0\ns_endpgm', { memory, userSgprs: [BASE + SIZE, 0] }), MemoryFault);
    });
});
describe('s_buffer_load_dword*', () => {
    it('returns 0 for each dword past num_records bytes (stride 0) or num_records * stride', () => {
        const { memory, dword } = filled(3);
        for (const [stride, records] of [
            [0, 0x40],
            [0, 0x44],
            [16, 5],
            [0, 0],
            [0, 0x400],
        ]) {
            const size = stride === 0 ? records : records * stride;
            for (const n of [1, 2, 4, 8, 16]) {
                const suffix = n === 1 ? '' : `x${n}`;
                for (const [imm, soff] of [
                    [0, 0],
                    [0x30, 0],
                    [0x38, 0x4],
                    [0x3c, 0x2],
                    [0, 0xfffffffc],
                ]) {
                    const words = assembleProgram(`s_buffer_load_dword${suffix} ${reg(16, n)}, s[4:7], s8 offset:${imm}\ns_endpgm`);
                    const run = () => runWords(words, { memory, userSgprs: [0, 0, 0, 0, ...vsharp(BASE, stride, records), soff] })
                        .waves[0];
                    const offset = (((imm + soff) >>> 0) & ~3) >>> 0;
                    if (offset + 4 * n > 2 ** 32) {
                        assert.throws(run, /passes 2\^32/);
                        continue;
                    }
                    const w = run();
                    assert.ok(w);
                    for (let i = 0; i < n; i++) {
                        const off = offset + 4 * i;
                        const want = off + 4 <= size ? dword(off) : 0;
                        assert.equal(w.sgpr[16 + i], want, `stride ${stride} records ${records} x${n} offset ${imm}+${soff} dword ${i}`);
                    }
                }
            }
        }
    });
    it('refuses a dword that straddles the end of the buffer', () => {
        const { memory } = filled(4);
        assert.throws(() => runProgram('s_buffer_load_dwordx2 s[16:17], s[4:7], 0x8\ns_endpgm', {
            memory,
            userSgprs: [0, 0, 0, 0, ...vsharp(BASE, 0, 14)],
        }), /straddles/);
    });
});
describe('scalar stores', () => {
    it('s_store_dword* write to the address; s_buffer_store_dword* drop dwords out of range', () => {
        const { memory, bytes, dword } = filled(5);
        const data = [0x11111111, 0x22222222, 0x33333333, 0x44444444];
        runProgram(`s_store_dwordx4 s[16:19], s[0:1], 0x10
s_store_dwordx2 s[16:17], s[0:1], s2 offset:0x2
s_store_dword s19, s[0:1], 0x31
s_buffer_store_dwordx4 s[16:19], s[4:7], 0x78
s_endpgm`, {
            memory,
            userSgprs: [BASE, 0, 0x20, 0, ...vsharp(BASE + 0x100, 0, 0x80), 0, 0, 0, 0, 0, 0, 0, 0, ...data],
        });
        const view = new DataView(bytes.buffer);
        const at = (o) => view.getUint32(o, true);
        assert.deepEqual([at(0x10), at(0x14), at(0x18), at(0x1c)], data);
        assert.deepEqual([at(0x20), at(0x24)], [data[0], data[1]]);
        assert.equal(at(0x30), data[3]);
        assert.deepEqual([at(0x178), at(0x17c)], [data[0], data[1]]);
        assert.deepEqual([at(0x180), at(0x184)], [dword(0x180), dword(0x184)], 'out-of-range dwords are not written');
    });
});
const ATOMICS = {
    swap: (_o, s) => s,
    cmpswap: (o, s, c) => (o === c ? s : o),
    add: (o, s, _c, n) => BigInt.asUintN(n, o + s),
    sub: (o, s, _c, n) => BigInt.asUintN(n, o - s),
    smin: (o, s, _c, n) => (BigInt.asIntN(n, o) < BigInt.asIntN(n, s) ? o : s),
    umin: (o, s) => (o < s ? o : s),
    smax: (o, s, _c, n) => (BigInt.asIntN(n, o) > BigInt.asIntN(n, s) ? o : s),
    umax: (o, s) => (o > s ? o : s),
    and: (o, s) => o & s,
    or: (o, s) => o | s,
    xor: (o, s) => o ^ s,
    inc: (o, s) => (o >= s ? 0n : o + 1n),
    dec: (o, s) => (o === 0n || o > s ? s : o - 1n),
};
describe('scalar atomics', () => {
    it('apply each operation to memory and return the old value with glc', () => {
        const next = rng(6);
        const rand = (bits) => bits === 32 ? BigInt(next()) : (BigInt(next()) << 32n) | BigInt(next());
        for (const [name, ref] of Object.entries(ATOMICS)) {
            for (const bits of [32, 64]) {
                for (const buffer of [false, true]) {
                    for (const glc of [false, true]) {
                        for (let trial = 0; trial < 4; trial++) {
                            const dwords = bits / 32;
                            const mem = new GuestMemory();
                            const bytes = new Uint8Array(64);
                            mem.map(BASE, bytes);
                            const view = new DataView(bytes.buffer);
                            const old = trial === 0 ? 0n : rand(bits);
                            const src = trial === 1 ? old : rand(bits);
                            const cmp = trial === 2 ? old : rand(bits);
                            view.setBigUint64(16, old, true);
                            if (bits === 32)
                                view.setUint32(20, 0xabcdabcd, true);
                            const data = [src, ...(name === 'cmpswap' ? [cmp] : [])].flatMap((v) => dwords === 1 ? [Number(v)] : [Number(v & 0xffffffffn), Number(v >> 32n)]);
                            const mnemonic = `s_${buffer ? 'buffer_' : ''}atomic_${name}${bits === 64 ? '_x2' : ''}`;
                            const sbase = buffer ? 's[4:7]' : 's[0:1]';
                            const text = `${mnemonic} ${reg(16, data.length)}, ${sbase}, 0x10${glc ? ' glc' : ''}\ns_endpgm`;
                            const w = runProgram(text, {
                                memory: mem,
                                userSgprs: [BASE, 0, 0, 0, ...vsharp(BASE, 0, 64), 0, 0, 0, 0, 0, 0, 0, 0, ...data],
                            });
                            const want = ref(old & (bits === 32 ? 0xffffffffn : 0xffffffffffffffffn), src, cmp, bits);
                            const got = bits === 32 ? BigInt(view.getUint32(16, true)) : view.getBigUint64(16, true);
                            assert.equal(got, want, `${text}: memory`);
                            if (bits === 32)
                                assert.equal(view.getUint32(20, true), 0xabcdabcd);
                            const ret = bits === 32
                                ? BigInt(w.sgpr[16])
                                : (BigInt(w.sgpr[17]) << 32n) | BigInt(w.sgpr[16]);
                            assert.equal(ret, glc ? old & (bits === 32 ? 0xffffffffn : 0xffffffffffffffffn) : src, `${text}: data registers`);
                        }
                    }
                }
            }
        }
    });
    it('a buffer atomic past num_records leaves memory alone and returns 0', () => {
        const mem = new GuestMemory();
        const bytes = new Uint8Array(64).fill(7);
        mem.map(BASE, bytes);
        const w = runProgram('s_buffer_atomic_add s16, s[4:7], 0x20 glc\ns_endpgm', {
            memory: mem,
            userSgprs: [0, 0, 0, 0, ...vsharp(BASE, 0, 0x20), 0, 0, 0, 0, 0, 0, 0, 0, 5],
        });
        assert.equal(w.sgpr[16], 0);
        assert.ok(bytes.every((v) => v === 7));
    });
});
describe('counters and refusals', () => {
    it('s_memtime counts the instructions the wave executed before it', () => {
        const w = runProgram('s_memtime s[0:1]\ns_nop 0\ns_nop 0\ns_memrealtime s[2:3]\ns_get_waveid_in_workgroup s4\ns_endpgm');
        assert.deepEqual([w.sgpr[0], w.sgpr[1], w.sgpr[2], w.sgpr[3], w.sgpr[4]], [0, 0, 3, 0, 0]);
    });
    it('refuses scratch and discard forms', () => {
        for (const text of ['s_scratch_load_dword s0, s[2:3], 0x0', 's_dcache_discard s[2:3], 0x0']) {
            assert.throws(() => runProgram(`${text}\ns_endpgm`), ExecError, text);
        }
    });
});
//# sourceMappingURL=scalar-smem.test.js.map