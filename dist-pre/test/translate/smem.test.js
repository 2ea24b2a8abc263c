/**
 * SMEM rules against the reference executor: loads through an address pair and through a V# (range
 * checks at recompile time and at run time), stores, and resource discovery: loads from memory the
 * request carries fold to constants, so a V# read from a table in memory specializes the code.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { printFunction, verifyFunction } from '../../src/ir/index.js';
import { assembleWords, PS5_WAVE32, PS5_WAVE64 } from '../../src/isa/index.js';
import { translateProgram } from '../../src/translate/translate.js';
import { IN_ADDRESS, launchOptions, OUT_ADDRESS, runBoth } from './scalar-support.js';
const INPUT = Array.from({ length: 24 }, (_, i) => (0x1000 * (i + 1) + i) >>> 0);
function ir(source, user, known) {
    const fn = translateProgram(assembleWords(source, PS5_WAVE32), launchOptions(PS5_WAVE32, user, known))
        .functions[0];
    const verified = verifyFunction(fn);
    assert.equal(verified.problems.length, 0, verified.annotated);
    return printFunction(fn);
}
const DUMP8 = `s_store_dwordx4 s[4:7], s[0:1], 0x0
s_store_dwordx4 s[8:11], s[0:1], 0x10
s_endpgm`;
/** A V# for `records` bytes at `base` with stride 0. */
const vsharp = (base, records) => [base, 0, records, 0];
describe('s_load_dword*', () => {
    const source = `s_load_dwordx4 s[4:7], s[2:3], 0x8
s_load_dwordx4 s[8:11], s[2:3], 0x18
s_waitcnt lgkmcnt(0)
${DUMP8}`;
    const user = [OUT_ADDRESS, 0, IN_ADDRESS + 1, 0];
    it('reads guest memory by address (low two bits ignored) as the reference does', () => {
        const out = runBoth(source, PS5_WAVE32, user, INPUT, 8);
        assert.deepEqual(out.translated, out.reference);
        assert.deepEqual(out.reference.slice(0, 2), [INPUT[2], INPUT[3]]);
        assert.equal(ir(source, user).match(/ptr_from_addr/g)?.length, 16);
    });
    it('folds loads from known memory to constants', () => {
        const known = [{ address: BigInt(IN_ADDRESS), words: INPUT }];
        const out = runBoth(source, PS5_WAVE64, user, INPUT, 8, known);
        assert.deepEqual(out.translated, out.reference);
        const text = ir(source, user, known);
        // Only the eight dwords the program stores remain memory accesses.
        assert.equal(text.match(/ptr_from_addr/g)?.length, 8);
        assert.match(text, new RegExp(`const i32 ${INPUT[2]}\\n`));
    });
    it('s_load_dwordx16 with an soffset register', () => {
        const src = `s_mov_b32 s3, 0
s_movk_i32 s20, 0x10
s_load_dwordx16 s[4:19], s[2:3], s20
s_waitcnt lgkmcnt(0)
${DUMP8}`;
        const out = runBoth(src, PS5_WAVE32, [OUT_ADDRESS, 0, IN_ADDRESS, 0], INPUT, 8);
        assert.deepEqual(out.translated, out.reference);
        assert.equal(out.reference[0], INPUT[4]);
    });
});
describe('48-bit guest addresses', () => {
    // RADV forms descriptor-set pointers with a sign-extended high half (s_movk_i32 s1, 0x8000): the VM
    // translates bits [47:0], so 0xffff0000_xxxxxxxx reaches the memory at 0x0000_xxxxxxxx.
    const source = `s_movk_i32 s3, 0x8000
s_movk_i32 s1, 0x0
s_load_dwordx8 s[4:11], s[2:3], 0x8
s_waitcnt lgkmcnt(0)
s_mov_b32 s1, 0xffff0000
${DUMP8}`;
    const user = [OUT_ADDRESS, 0, IN_ADDRESS, 0];
    it('a load and a store through an address above 2^48 use its low 48 bits, as the reference does', () => {
        // s3 = 0xffff8000 reads at 0x8000_xxxxxxxx: map the input there by loading from s[2:3] with the
        // high half 0xffff0000 instead (same low 48 bits as IN_ADDRESS).
        const src = source.replace('s_movk_i32 s3, 0x8000', 's_mov_b32 s3, 0xffff0000');
        const out = runBoth(src, PS5_WAVE32, user, INPUT, 8);
        assert.deepEqual(out.translated, out.reference);
        assert.deepEqual(out.reference, INPUT.slice(2, 10));
    });
    it('folds loads from known memory reached through a sign-extended high half', () => {
        const known = [{ address: 0x800000000000n + BigInt(IN_ADDRESS), words: INPUT }];
        const text = ir(source, user, known);
        assert.match(text, new RegExp(`const i32 ${INPUT[2]}\\n`));
        assert.equal(text.match(/ptr_from_addr/g)?.length, 8);
    });
});
describe('s_buffer_load_dword*', () => {
    it('reads 0 for dwords past num_records, decided at recompile time for a constant V#', () => {
        const source = `s_buffer_load_dwordx4 s[4:7], s[12:15], 0x4
s_buffer_load_dwordx4 s[8:11], s[12:15], 0x14
s_waitcnt lgkmcnt(0)
${DUMP8}`;
        const user = [OUT_ADDRESS, 0, ...Array(10).fill(0), ...vsharp(IN_ADDRESS, 0x1c)];
        const out = runBoth(source, PS5_WAVE32, user, INPUT, 8);
        assert.deepEqual(out.translated, out.reference);
        assert.deepEqual(out.reference, [INPUT[1], INPUT[2], INPUT[3], INPUT[4], INPUT[5], INPUT[6], 0, 0]);
        assert.doesNotMatch(ir(source, user), /cond_br/);
    });
    it('range-checks each dword at run time when the offset is not known', () => {
        const source = `s_load_dword s16, s[2:3], 0x0
s_waitcnt lgkmcnt(0)
s_buffer_load_dwordx8 s[4:11], s[12:15], s16
s_waitcnt lgkmcnt(0)
${DUMP8}`;
        for (const offset of [0, 8, 0x14, 0x1c, 0x40]) {
            const input = [offset, ...INPUT.slice(1)];
            const user = [OUT_ADDRESS, 0, IN_ADDRESS, 0, ...Array(8).fill(0), ...vsharp(IN_ADDRESS, 0x20)];
            const out = runBoth(source, PS5_WAVE32, user, input, 8);
            assert.deepEqual(out.translated, out.reference, `soffset ${offset}`);
        }
        assert.match(ir(source, [OUT_ADDRESS, 0, IN_ADDRESS, 0, ...Array(8).fill(0), ...vsharp(IN_ADDRESS, 0x20)]), /cond_br/);
    });
    it('uses stride * num_records as the size when the stride is set', () => {
        const source = `s_buffer_load_dwordx8 s[4:11], s[12:15], 0x0
s_waitcnt lgkmcnt(0)
${DUMP8}`;
        // stride 12 (dword1[29:16]), 2 records: 24 bytes.
        const user = [OUT_ADDRESS, 0, ...Array(10).fill(0), IN_ADDRESS, 12 << 16, 2, 0];
        const out = runBoth(source, PS5_WAVE32, user, INPUT, 8);
        assert.deepEqual(out.translated, out.reference);
        assert.deepEqual(out.reference.slice(5), [INPUT[5], 0, 0]);
    });
    it('specializes on a V# loaded from a table in known memory', () => {
        // The table at IN_ADDRESS holds a V# for 12 bytes at IN_ADDRESS + 0x20.
        const table = [...vsharp(IN_ADDRESS + 0x20, 12), ...INPUT.slice(4)];
        const source = `s_load_dwordx4 s[12:15], s[2:3], 0x0
s_waitcnt lgkmcnt(0)
s_buffer_load_dwordx4 s[4:7], s[12:15], 0x4
s_mov_b64 s[8:9], s[12:13]
s_mov_b64 s[10:11], s[14:15]
s_waitcnt lgkmcnt(0)
${DUMP8}`;
        const user = [OUT_ADDRESS, 0, IN_ADDRESS, 0];
        const known = [{ address: BigInt(IN_ADDRESS), words: table.slice(0, 4) }];
        const out = runBoth(source, PS5_WAVE32, user, table, 8, known);
        assert.deepEqual(out.translated, out.reference);
        assert.deepEqual(out.reference.slice(0, 4), [table[9], table[10], 0, 0]);
        const text = ir(source, user, known);
        assert.doesNotMatch(text, /cond_br/);
        // Two in-range loads from the buffer (its contents are not known) and eight stores.
        assert.equal(text.match(/ptr_from_addr/g)?.length, 10);
    });
});
describe('scalar stores', () => {
    it('s_buffer_store_dwordx4 drops dwords past num_records', () => {
        const source = `s_mov_b32 s4, 11
s_mov_b32 s5, 22
s_mov_b32 s6, 33
s_mov_b32 s7, 44
s_buffer_store_dwordx4 s[4:7], s[12:15], 0x8
s_endpgm`;
        const user = [OUT_ADDRESS, 0, ...Array(10).fill(0), ...vsharp(OUT_ADDRESS, 0x10)];
        const out = runBoth(source, PS5_WAVE32, user, [], 8);
        assert.deepEqual(out.translated, out.reference);
        assert.deepEqual(out.reference.slice(0, 6), [0, 0, 11, 22, 0, 0]);
    });
});
describe('s_get_waveid_in_workgroup', () => {
    it('is the local invocation index divided by the wave size', () => {
        const text = ir('s_get_waveid_in_workgroup s4\ns_endpgm', [OUT_ADDRESS, 0]);
        assert.match(text, /%(\d+) = builtin\.local_invocation_index i32\n {2}%(\d+) = const i32 32\n {2}%\d+ = udiv i32 %\1, %\2/);
    });
});
//# sourceMappingURL=smem.test.js.map