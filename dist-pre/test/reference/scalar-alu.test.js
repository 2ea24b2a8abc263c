/**
 * SOP2, SOPC and SOPK semantics in the reference executor against expectations computed here from
 * the ISA's definitions with BigInt arithmetic: results, SCC written or preserved, and that only the
 * destination registers change. Inputs: edge values and a fixed pseudo-random set.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PS5_WAVE32, PS5_WAVE64 } from '../../src/isa/target.js';
import { assembleProgram, EDGES32, rng, runProgram, runWords } from './scalar-harness.js';
const M32 = 0xffffffffn;
const M64 = 0xffffffffffffffffn;
const u32 = (x) => x & M32;
const s32 = (x) => BigInt.asIntN(32, x);
const u64 = (x) => x & M64;
const s64 = (x) => BigInt.asIntN(64, x);
const b = (c) => (c ? 1 : 0);
const POISON = 0xdeadbeef;
function bitsOf(v, offset, width, size, signed) {
    const x = signed ? BigInt.asIntN(size, v) : BigInt.asUintN(size, v);
    const shifted = x >> BigInt(offset);
    if (width === 0)
        return 0n;
    if (width >= size)
        return BigInt.asUintN(size, shifted);
    return BigInt.asUintN(size, signed ? BigInt.asIntN(width, shifted) : BigInt.asUintN(width, shifted));
}
const nz = (d) => ({ d, scc: b(d !== 0n) });
const CASES32 = [
    { op: 's_add_u32', widths: [1, 1, 1], expect: (a, c) => ({ d: u32(a + c), scc: b(a + c > M32) }) },
    { op: 's_sub_u32', widths: [1, 1, 1], expect: (a, c) => ({ d: u32(a - c), scc: b(a < c) }) },
    {
        op: 's_add_i32',
        widths: [1, 1, 1],
        expect: (a, c) => ({ d: u32(s32(a) + s32(c)), scc: b(s32(a) + s32(c) !== s32(u32(s32(a) + s32(c)))) }),
    },
    {
        op: 's_sub_i32',
        widths: [1, 1, 1],
        expect: (a, c) => ({ d: u32(s32(a) - s32(c)), scc: b(s32(a) - s32(c) !== s32(u32(s32(a) - s32(c)))) }),
    },
    {
        op: 's_addc_u32',
        widths: [1, 1, 1],
        expect: (a, c, k) => ({ d: u32(a + c + BigInt(k)), scc: b(a + c + BigInt(k) > M32) }),
    },
    {
        op: 's_subb_u32',
        widths: [1, 1, 1],
        expect: (a, c, k) => ({ d: u32(a - c - BigInt(k)), scc: b(a - c - BigInt(k) < 0n) }),
    },
    {
        op: 's_min_i32',
        widths: [1, 1, 1],
        expect: (a, c) => ({ d: s32(a) < s32(c) ? a : c, scc: b(s32(a) < s32(c)) }),
    },
    { op: 's_min_u32', widths: [1, 1, 1], expect: (a, c) => ({ d: a < c ? a : c, scc: b(a < c) }) },
    {
        op: 's_max_i32',
        widths: [1, 1, 1],
        expect: (a, c) => ({ d: s32(a) > s32(c) ? a : c, scc: b(s32(a) > s32(c)) }),
    },
    { op: 's_max_u32', widths: [1, 1, 1], expect: (a, c) => ({ d: a > c ? a : c, scc: b(a > c) }) },
    { op: 's_cselect_b32', widths: [1, 1, 1], expect: (a, c, k) => ({ d: k ? a : c }) },
    { op: 's_and_b32', widths: [1, 1, 1], expect: (a, c) => nz(a & c) },
    { op: 's_or_b32', widths: [1, 1, 1], expect: (a, c) => nz(a | c) },
    { op: 's_xor_b32', widths: [1, 1, 1], expect: (a, c) => nz(a ^ c) },
    { op: 's_andn2_b32', widths: [1, 1, 1], expect: (a, c) => nz(a & u32(~c)) },
    { op: 's_orn2_b32', widths: [1, 1, 1], expect: (a, c) => nz(u32(a | u32(~c))) },
    { op: 's_nand_b32', widths: [1, 1, 1], expect: (a, c) => nz(u32(~(a & c))) },
    { op: 's_nor_b32', widths: [1, 1, 1], expect: (a, c) => nz(u32(~(a | c))) },
    { op: 's_xnor_b32', widths: [1, 1, 1], expect: (a, c) => nz(u32(~(a ^ c))) },
    { op: 's_lshl_b32', widths: [1, 1, 1], expect: (a, c) => nz(u32(a << (c & 31n))) },
    { op: 's_lshr_b32', widths: [1, 1, 1], expect: (a, c) => nz(a >> (c & 31n)) },
    { op: 's_ashr_i32', widths: [1, 1, 1], expect: (a, c) => nz(u32(s32(a) >> (c & 31n))) },
    {
        op: 's_bfm_b32',
        widths: [1, 1, 1],
        expect: (a, c) => ({ d: u32(((1n << (a & 31n)) - 1n) << (c & 31n)) }),
    },
    { op: 's_mul_i32', widths: [1, 1, 1], expect: (a, c) => ({ d: u32(a * c) }) },
    {
        op: 's_bfe_u32',
        widths: [1, 1, 1],
        expect: (a, c) => nz(bitsOf(a, Number(c & 31n), Number((c >> 16n) & 127n), 32, false)),
    },
    {
        op: 's_bfe_i32',
        widths: [1, 1, 1],
        expect: (a, c) => nz(bitsOf(a, Number(c & 31n), Number((c >> 16n) & 127n), 32, true)),
    },
    {
        op: 's_absdiff_i32',
        widths: [1, 1, 1],
        expect: (a, c) => {
            const diff = s32(u32(s32(a) - s32(c)));
            return nz(u32(diff < 0n ? -diff : diff));
        },
    },
    ...[1, 2, 3, 4].map((n) => ({
        op: `s_lshl${n}_add_u32`,
        widths: [1, 1, 1],
        expect: (a, c) => ({ d: u32((a << BigInt(n)) + c), scc: b((a << BigInt(n)) + c > M32) }),
    })),
    {
        op: 's_pack_ll_b32_b16',
        widths: [1, 1, 1],
        expect: (a, c) => ({ d: (a & 0xffffn) | ((c & 0xffffn) << 16n) }),
    },
    {
        op: 's_pack_lh_b32_b16',
        widths: [1, 1, 1],
        expect: (a, c) => ({ d: (a & 0xffffn) | (c & 0xffff0000n) }),
    },
    { op: 's_pack_hh_b32_b16', widths: [1, 1, 1], expect: (a, c) => ({ d: (a >> 16n) | (c & 0xffff0000n) }) },
    { op: 's_mul_hi_u32', widths: [1, 1, 1], expect: (a, c) => ({ d: (a * c) >> 32n }) },
    { op: 's_mul_hi_i32', widths: [1, 1, 1], expect: (a, c) => ({ d: u32((s32(a) * s32(c)) >> 32n) }) },
];
const CASES64 = [
    { op: 's_cselect_b64', widths: [2, 2, 2], expect: (a, c, k) => ({ d: k ? a : c }) },
    { op: 's_and_b64', widths: [2, 2, 2], expect: (a, c) => nz(a & c) },
    { op: 's_or_b64', widths: [2, 2, 2], expect: (a, c) => nz(a | c) },
    { op: 's_xor_b64', widths: [2, 2, 2], expect: (a, c) => nz(a ^ c) },
    { op: 's_andn2_b64', widths: [2, 2, 2], expect: (a, c) => nz(a & u64(~c)) },
    { op: 's_orn2_b64', widths: [2, 2, 2], expect: (a, c) => nz(u64(a | u64(~c))) },
    { op: 's_nand_b64', widths: [2, 2, 2], expect: (a, c) => nz(u64(~(a & c))) },
    { op: 's_nor_b64', widths: [2, 2, 2], expect: (a, c) => nz(u64(~(a | c))) },
    { op: 's_xnor_b64', widths: [2, 2, 2], expect: (a, c) => nz(u64(~(a ^ c))) },
    { op: 's_lshl_b64', widths: [2, 2, 1], expect: (a, c) => nz(u64(a << (c & 63n))) },
    { op: 's_lshr_b64', widths: [2, 2, 1], expect: (a, c) => nz(a >> (c & 63n)) },
    { op: 's_ashr_i64', widths: [2, 2, 1], expect: (a, c) => nz(u64(s64(a) >> (c & 63n))) },
    {
        op: 's_bfm_b64',
        widths: [2, 1, 1],
        expect: (a, c) => ({ d: u64(((1n << (a & 63n)) - 1n) << (c & 63n)) }),
    },
    {
        op: 's_bfe_u64',
        widths: [2, 2, 1],
        expect: (a, c) => nz(bitsOf(a, Number(c & 63n), Number((c >> 16n) & 127n), 64, false)),
    },
    {
        op: 's_bfe_i64',
        widths: [2, 2, 1],
        expect: (a, c) => nz(bitsOf(a, Number(c & 63n), Number((c >> 16n) & 127n), 64, true)),
    },
];
function reg(base, dwords) {
    return dwords === 1 ? `s${base}` : `s[${base}:${base + dwords - 1}]`;
}
/** Input pairs: edges crossed with edges (subsampled), bit-field descriptors, and random values. */
function inputs(wide, seed) {
    const next = rng(seed);
    const r64 = () => (BigInt(next()) << 32n) | BigInt(next());
    const edges = EDGES32.map(BigInt);
    const wideEdges = [...edges, 0xffffffffffffffffn, 0x8000000000000000n, 0x7fffffffffffffffn, 0x100000000n];
    const pool = wide ? wideEdges : edges;
    const out = [];
    for (let i = 0; i < pool.length; i++)
        for (let j = 0; j < pool.length; j += 3)
            out.push([pool[i], pool[(i + j) % pool.length]]);
    for (let i = 0; i < 40; i++) {
        const a = wide ? r64() : BigInt(next());
        const field = BigInt((next() & 63) | (((next() % 80) & 127) << 16));
        out.push([a, i % 2 === 0 ? field : wide ? r64() : BigInt(next())]);
    }
    return out;
}
function runCases(cases, target, seed) {
    let checked = 0;
    for (const c of cases) {
        const [wd, w0, w1] = c.widths;
        const words = assembleProgram(`s_cmp_eq_u32 s8, 1\n${c.op} ${reg(0, wd)}, ${reg(4, w0)}, ${reg(6, w1)}\ns_endpgm`, target);
        for (const [a, bb] of inputs(w0 === 2 || w1 === 2, seed)) {
            for (const sccIn of [0, 1]) {
                const av = w0 === 2 ? a : u32(a);
                const bv = w1 === 2 ? bb : u32(bb);
                const user = [
                    POISON,
                    POISON,
                    POISON,
                    POISON,
                    Number(u32(av)),
                    Number(av >> 32n),
                    Number(u32(bv)),
                    Number(bv >> 32n),
                    sccIn,
                ];
                const wave = runWords(words, { target, userSgprs: user }).waves[0];
                assert.ok(wave);
                const want = c.expect(av, bv, sccIn);
                const got = wd === 2
                    ? (BigInt(wave.sgpr[1]) << 32n) | BigInt(wave.sgpr[0])
                    : BigInt(wave.sgpr[0]);
                const label = `${c.op} 0x${av.toString(16)}, 0x${bv.toString(16)} scc=${sccIn}`;
                assert.equal(got, want.d, `${label}: result`);
                assert.equal(wave.scc, want.scc ?? sccIn, `${label}: SCC`);
                for (let r = wd; r < 4; r++)
                    assert.equal(wave.sgpr[r], POISON, `${label}: s${r} untouched`);
                checked++;
            }
        }
    }
    return checked;
}
describe('SOP2 semantics', () => {
    it('32-bit ops match the ISA definitions (wave32)', () => {
        assert.ok(runCases(CASES32, PS5_WAVE32, 7) > 1000);
    });
    it('64-bit ops match the ISA definitions (wave32 and wave64)', () => {
        assert.ok(runCases(CASES64, PS5_WAVE32, 11) > 500);
        assert.ok(runCases(CASES64.slice(0, 4), PS5_WAVE64, 13) > 100);
    });
    it('reads inline constants at the operand width and zero-extends a 64-bit literal', () => {
        const w = runProgram([
            's_add_u32 s0, s10, -1',
            's_mov_b64 s[2:3], -1',
            's_mov_b64 s[4:5], 1.0',
            's_mov_b64 s[6:7], 0x80000000',
            's_and_b32 s8, s10, 0x12345678',
            's_mov_b32 s9, -4.0',
            's_endpgm',
        ].join('\n'), { userSgprs: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xf0f0f0f0] });
        assert.equal(w.sgpr[0], 0xf0f0f0ef);
        assert.equal(w.scc, 1, 'SCC from the last writer, s_and_b32 with a non-zero result');
        assert.deepEqual([w.sgpr[2], w.sgpr[3]], [0xffffffff, 0xffffffff]);
        assert.deepEqual([w.sgpr[4], w.sgpr[5]], [0, 0x3ff00000]);
        assert.deepEqual([w.sgpr[6], w.sgpr[7]], [0x80000000, 0]);
        assert.equal(w.sgpr[8], (0xf0f0f0f0 & 0x12345678) >>> 0);
        assert.equal(w.sgpr[9], 0xc0800000);
    });
    it('64-bit adds chain through SCC (s_add_u32 + s_addc_u32)', () => {
        const next = rng(99);
        const words = assembleProgram('s_add_u32 s0, s4, s6\ns_addc_u32 s1, s5, s7\ns_endpgm');
        for (let i = 0; i < 50; i++) {
            const a = (BigInt(next()) << 32n) | BigInt(next());
            const c = i % 5 === 0 ? M64 - a + 1n : (BigInt(next()) << 32n) | BigInt(next());
            const user = [0, 0, 0, 0, Number(u32(a)), Number(a >> 32n), Number(u32(c)), Number(u32(c >> 32n))];
            const w = runWords(words, { userSgprs: user }).waves[0];
            assert.ok(w);
            const sum = (BigInt(w.sgpr[1]) << 32n) | BigInt(w.sgpr[0]);
            assert.equal(sum, u64(a + u64(c)));
            assert.equal(w.scc, b(a + u64(c) > M64));
        }
    });
});
const CMPS = {
    eq: (x, y) => x === y,
    lg: (x, y) => x !== y,
    gt: (x, y) => x > y,
    ge: (x, y) => x >= y,
    lt: (x, y) => x < y,
    le: (x, y) => x <= y,
};
describe('SOPC semantics', () => {
    it('compares 32-bit values signed and unsigned, 64-bit for equality, and tests bits', () => {
        const pairs = inputs(false, 5);
        for (const [name, cmp] of Object.entries(CMPS)) {
            for (const [signedness, conv] of [
                ['i32', s32],
                ['u32', (x) => x],
            ]) {
                const words = assembleProgram(`s_cmp_${name}_${signedness} s4, s5\ns_endpgm`);
                for (const [x, y] of pairs) {
                    const w = runWords(words, { userSgprs: [0, 0, 0, 0, Number(x), Number(y)] }).waves[0];
                    assert.equal(w?.scc, b(cmp(conv(x), conv(y))), `s_cmp_${name}_${signedness} ${x} ${y}`);
                }
            }
        }
        for (const name of ['eq', 'lg']) {
            const words = assembleProgram(`s_cmp_${name}_u64 s[4:5], s[6:7]\ns_endpgm`);
            for (const [lo, hi] of [
                [0n, 0n],
                [1n, 1n << 32n],
                [M64, M64],
                [5n, 5n | (1n << 40n)],
            ]) {
                const w = runWords(words, {
                    userSgprs: [0, 0, 0, 0, Number(u32(lo)), Number(lo >> 32n), Number(u32(hi)), Number(hi >> 32n)],
                }).waves[0];
                assert.equal(w?.scc, b(CMPS[name](lo, hi)));
            }
        }
        const next = rng(3);
        for (const [op, wide, one] of [
            ['s_bitcmp0_b32', false, false],
            ['s_bitcmp1_b32', false, true],
            ['s_bitcmp0_b64', true, false],
            ['s_bitcmp1_b64', true, true],
        ]) {
            const words = assembleProgram(`${op} ${wide ? 's[4:5]' : 's4'}, s6\ns_endpgm`);
            for (let i = 0; i < 40; i++) {
                const v = (BigInt(next()) << 32n) | BigInt(next());
                const bit = BigInt(next() & 0xff);
                const set = ((v >> (bit & (wide ? 63n : 31n))) & 1n) === 1n;
                const w = runWords(words, { userSgprs: [0, 0, 0, 0, Number(u32(v)), Number(v >> 32n), Number(bit)] })
                    .waves[0];
                assert.equal(w?.scc, b(set === one), `${op} ${v} bit ${bit}`);
            }
        }
    });
});
describe('SOPK semantics', () => {
    const imms = [0, 1, 0x7fff, 0x8000, 0xffff, 0x1234, 0xfffe];
    const values = [0, 1, 0x7fffffff, 0x80000000, 0xffffffff, 0xffff8000, 0x8000, 0x7ffe0000];
    const sext = (v) => BigInt((v << 16) >> 16);
    it('s_movk/s_cmovk sign-extend; s_addk sets signed overflow; s_mulk multiplies', () => {
        for (const k of imms) {
            for (const v of values) {
                for (const sccIn of [0, 1]) {
                    const w = runProgram([
                        's_cmp_eq_u32 s8, 1',
                        `s_movk_i32 s0, 0x${k.toString(16)}`,
                        `s_cmovk_i32 s1, 0x${k.toString(16)}`,
                        `s_mulk_i32 s3, 0x${k.toString(16)}`,
                        `s_addk_i32 s2, 0x${k.toString(16)}`,
                        's_endpgm',
                    ].join('\n'), { userSgprs: [POISON, POISON, v, v, 0, 0, 0, 0, sccIn] });
                    assert.equal(BigInt(w.sgpr[0]), u32(sext(k)));
                    assert.equal(w.sgpr[1], sccIn ? Number(u32(sext(k))) : POISON);
                    const sum = s32(BigInt(v)) + sext(k);
                    assert.equal(BigInt(w.sgpr[2]), u32(sum));
                    assert.equal(w.scc, b(sum !== s32(u32(sum))), `s_addk_i32 ${v} + ${k}`);
                    assert.equal(BigInt(w.sgpr[3]), u32(BigInt(v) * sext(k)));
                }
            }
        }
    });
    it('s_cmpk compares with a sign-extended (i32) or zero-extended (u32) immediate', () => {
        for (const [name, cmp] of Object.entries(CMPS)) {
            for (const k of imms) {
                const words = assembleProgram(`s_cmpk_${name}_i32 s4, 0x${k.toString(16)}\ns_cselect_b32 s0, 1, 0\ns_cmpk_${name}_u32 s4, 0x${k.toString(16)}\ns_endpgm`);
                for (const v of values) {
                    const w = runWords(words, { userSgprs: [0, 0, 0, 0, v] }).waves[0];
                    assert.ok(w);
                    assert.equal(w.sgpr[0], b(cmp(s32(BigInt(v)), sext(k))), `s_cmpk_${name}_i32 ${v}, ${k}`);
                    assert.equal(w.scc, b(cmp(BigInt(v), BigInt(k))), `s_cmpk_${name}_u32 ${v}, ${k}`);
                }
            }
        }
    });
});
//# sourceMappingURL=scalar-alu.test.js.map