/**
 * SOP1 semantics in the reference executor: bit manipulation and counting checked against
 * expectations computed on binary strings, the EXEC save/write forms in wave32 and wave64, and the
 * M0-relative moves (including their refusal outside the register bank).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PS5_WAVE32, PS5_WAVE64 } from '../../src/isa/target.js';
import { ExecError } from '../../src/reference/errors.js';
import { assembleProgram, EDGES32, rng, runProgram, runWords } from './scalar-harness.js';
const POISON = 0xdeadbeef;
const bin = (v, width) => v.toString(2).padStart(width, '0');
/** Bits of `v` from bit 0 upward as a string of 0/1. */
const lsbFirst = (v, width) => bin(v, width).split('').reverse().join('');
const count = (s, ch) => s.split('').filter((c) => c === ch).length;
const minus1 = (i) => (i < 0 ? 0xffffffffn : BigInt(i));
function quads(a, width) {
    const s = lsbFirst(a, width);
    const out = [];
    for (let q = 0; q < width; q += 4)
        out.push(s.slice(q, q + 4).includes('1'));
    return out;
}
const wqm = (a, width) => quads(a, width).reduce((acc, any, q) => (any ? acc | (0xfn << BigInt(4 * q)) : acc), 0n);
const quadmask = (a, width) => quads(a, width).reduce((acc, any, q) => (any ? acc | (1n << BigInt(q)) : acc), 0n);
function flbitSigned(a, width) {
    const s = bin(a, width);
    const i = s.indexOf(s[0] === '1' ? '0' : '1');
    return minus1(i);
}
const CASES = [
    { op: 's_mov_b32', dst: 1, src: 1, expect: (a) => ({ d: a }) },
    { op: 's_mov_b64', dst: 2, src: 2, expect: (a) => ({ d: a }) },
    { op: 's_not_b32', dst: 1, src: 1, expect: (a) => ({ d: a ^ 0xffffffffn, scc: (a ^ 0xffffffffn) !== 0n }) },
    {
        op: 's_not_b64',
        dst: 2,
        src: 2,
        expect: (a) => ({ d: a ^ 0xffffffffffffffffn, scc: (a ^ 0xffffffffffffffffn) !== 0n }),
    },
    { op: 's_wqm_b32', dst: 1, src: 1, expect: (a) => ({ d: wqm(a, 32), scc: wqm(a, 32) !== 0n }) },
    { op: 's_wqm_b64', dst: 2, src: 2, expect: (a) => ({ d: wqm(a, 64), scc: wqm(a, 64) !== 0n }) },
    { op: 's_brev_b32', dst: 1, src: 1, expect: (a) => ({ d: BigInt(`0b${lsbFirst(a, 32)}`) }) },
    { op: 's_brev_b64', dst: 2, src: 2, expect: (a) => ({ d: BigInt(`0b${lsbFirst(a, 64)}`) }) },
    ...[
        ['s_bcnt0_i32_b32', 1, '0'],
        ['s_bcnt0_i32_b64', 2, '0'],
        ['s_bcnt1_i32_b32', 1, '1'],
        ['s_bcnt1_i32_b64', 2, '1'],
    ].map(([op, src, ch]) => ({
        op,
        dst: 1,
        src,
        expect: (a) => {
            const n = BigInt(count(bin(a, 32 * src), ch));
            return { d: n, scc: n !== 0n };
        },
    })),
    { op: 's_ff0_i32_b32', dst: 1, src: 1, expect: (a) => ({ d: minus1(lsbFirst(a, 32).indexOf('0')) }) },
    { op: 's_ff0_i32_b64', dst: 1, src: 2, expect: (a) => ({ d: minus1(lsbFirst(a, 64).indexOf('0')) }) },
    { op: 's_ff1_i32_b32', dst: 1, src: 1, expect: (a) => ({ d: minus1(lsbFirst(a, 32).indexOf('1')) }) },
    { op: 's_ff1_i32_b64', dst: 1, src: 2, expect: (a) => ({ d: minus1(lsbFirst(a, 64).indexOf('1')) }) },
    { op: 's_flbit_i32_b32', dst: 1, src: 1, expect: (a) => ({ d: minus1(bin(a, 32).indexOf('1')) }) },
    { op: 's_flbit_i32_b64', dst: 1, src: 2, expect: (a) => ({ d: minus1(bin(a, 64).indexOf('1')) }) },
    { op: 's_flbit_i32', dst: 1, src: 1, expect: (a) => ({ d: flbitSigned(a, 32) }) },
    { op: 's_flbit_i32_i64', dst: 1, src: 2, expect: (a) => ({ d: flbitSigned(a, 64) }) },
    { op: 's_sext_i32_i8', dst: 1, src: 1, expect: (a) => ({ d: BigInt.asUintN(32, BigInt.asIntN(8, a)) }) },
    { op: 's_sext_i32_i16', dst: 1, src: 1, expect: (a) => ({ d: BigInt.asUintN(32, BigInt.asIntN(16, a)) }) },
    {
        op: 's_quadmask_b32',
        dst: 1,
        src: 1,
        expect: (a) => ({ d: quadmask(a, 32), scc: quadmask(a, 32) !== 0n }),
    },
    {
        op: 's_quadmask_b64',
        dst: 2,
        src: 2,
        expect: (a) => ({ d: quadmask(a, 64), scc: quadmask(a, 64) !== 0n }),
    },
    {
        op: 's_abs_i32',
        dst: 1,
        src: 1,
        expect: (a) => {
            const v = BigInt.asIntN(32, a);
            const d = BigInt.asUintN(32, v < 0n ? -v : v);
            return { d, scc: d !== 0n };
        },
    },
    {
        op: 's_bitreplicate_b64_b32',
        dst: 2,
        src: 1,
        expect: (a) => ({
            d: BigInt(`0b${bin(a, 32)
                .split('')
                .map((c) => c + c)
                .join('')}`),
        }),
    },
];
const reg = (base, dwords) => dwords === 1 ? `s${base}` : `s[${base}:${base + dwords - 1}]`;
function values(seed) {
    const next = rng(seed);
    const out = EDGES32.map(BigInt);
    out.push(0xffffffffffffffffn, 0x8000000000000000n, 0x00000000ffffffffn, 0xffffffff00000000n, 0x0000000100000000n);
    for (let i = 0; i < 40; i++)
        out.push((BigInt(next()) << 32n) | BigInt(next()));
    for (let i = 0; i < 10; i++)
        out.push(BigInt((1 << (next() & 31)) >>> 0) << BigInt(next() & 32));
    return out;
}
describe('SOP1 semantics', () => {
    for (const target of [PS5_WAVE32, PS5_WAVE64]) {
        it(`bit manipulation and counting match string-computed expectations (${target.wave64 ? 'wave64' : 'wave32'})`, () => {
            for (const c of CASES) {
                const words = assembleProgram(`s_cmp_eq_u32 s8, 1\n${c.op} ${reg(0, c.dst)}, ${reg(4, c.src)}\ns_endpgm`, target);
                for (const raw of values(target.wave64 ? 21 : 17)) {
                    for (const sccIn of [0, 1]) {
                        const a = c.src === 1 ? raw & 0xffffffffn : raw;
                        const user = [
                            POISON,
                            POISON,
                            POISON,
                            POISON,
                            Number(a & 0xffffffffn),
                            Number(a >> 32n),
                            0,
                            0,
                            sccIn,
                        ];
                        const w = runWords(words, { target, userSgprs: user }).waves[0];
                        assert.ok(w);
                        const want = c.expect(a);
                        const got = c.dst === 2
                            ? (BigInt(w.sgpr[1]) << 32n) | BigInt(w.sgpr[0])
                            : BigInt(w.sgpr[0]);
                        assert.equal(got, want.d, `${c.op} 0x${a.toString(16)}`);
                        assert.equal(w.scc, want.scc === undefined ? sccIn : want.scc ? 1 : 0, `${c.op} 0x${a.toString(16)} SCC`);
                        if (c.dst === 1)
                            assert.equal(w.sgpr[1], POISON);
                    }
                }
            }
        });
    }
    it('s_cmov moves only when SCC is 1; s_bitset0/1 change one bit of the destination', () => {
        for (const sccIn of [0, 1]) {
            const w = runProgram(`s_cmp_eq_u32 s8, 1\ns_cmov_b32 s0, s4\ns_cmov_b64 s[2:3], s[4:5]\ns_bitset1_b32 s6, 37\ns_bitset0_b64 s[10:11], s9\ns_endpgm`, { userSgprs: [1, 2, 3, 4, 0xaaaa, 0xbbbb, 0x100, 0, sccIn, 45, 0xffffffff, 0xffffffff] });
            assert.deepEqual([...w.sgpr.slice(0, 4)], sccIn ? [0xaaaa, 2, 0xaaaa, 0xbbbb] : [1, 2, 3, 4]);
            assert.equal(w.sgpr[6], 0x100 | (1 << 5), 'bit 37 & 31 = 5 set');
            assert.deepEqual([w.sgpr[10], w.sgpr[11]], [0xffffffff, (0xffffffff & ~(1 << 13)) >>> 0], 'bit 45 cleared');
            assert.equal(w.scc, sccIn, 'no SCC write');
        }
    });
});
/** EXEC ops: new EXEC from S0 and old EXEC. */
const EXEC_OPS = {
    and: (s, e) => s & e,
    or: (s, e) => s | e,
    xor: (s, e) => s ^ e,
    andn2: (s, e) => s & ~e,
    orn2: (s, e) => s | ~e,
    nand: (s, e) => ~(s & e),
    nor: (s, e) => ~(s | e),
    xnor: (s, e) => ~(s ^ e),
    andn1: (s, e) => ~s & e,
    orn1: (s, e) => ~s | e,
};
function execCase(target, op, width, writeNew, s, e) {
    const mask = width === 64 ? 0xffffffffffffffffn : 0xffffffffn;
    const regs = width === 64 ? ['s[0:1]', 's[4:5]'] : ['s0', 's4'];
    const mnemonic = `s_${op}_${writeNew ? 'wrexec' : 'saveexec'}_b${width}`;
    const w = runProgram(`s_mov_b64 exec, s[10:11]\n${mnemonic} ${regs[0]}, ${regs[1]}\ns_endpgm`, {
        target,
        userSgprs: [
            POISON,
            POISON,
            0,
            0,
            Number(s & 0xffffffffn),
            Number(s >> 32n),
            0,
            0,
            0,
            0,
            Number(e & 0xffffffffn),
            Number(e >> 32n),
        ],
    });
    const fn = EXEC_OPS[op];
    const oldExec = e & mask;
    const next = fn(s & mask, oldExec) & mask;
    const exec = (BigInt(w.sgpr[127]) << 32n) | BigInt(w.sgpr[126]);
    const expectExec = width === 64 ? next : (e & 0xffffffff00000000n) | next;
    assert.equal(exec, expectExec, `${mnemonic}: EXEC`);
    const d = width === 64
        ? (BigInt(w.sgpr[1]) << 32n) | BigInt(w.sgpr[0])
        : BigInt(w.sgpr[0]);
    assert.equal(d, writeNew ? next : oldExec, `${mnemonic}: destination`);
    assert.equal(w.scc, next !== 0n ? 1 : 0, `${mnemonic}: SCC`);
    if (width === 32)
        assert.equal(w.sgpr[1], POISON);
}
describe('EXEC save/write forms', () => {
    const next = rng(5);
    const pairs = [
        [0n, 0n],
        [0xffffffffffffffffn, 0n],
        [0n, 0xffffffffffffffffn],
        [0x00000000ffffffffn, 0xffffffff00000000n],
    ];
    for (let i = 0; i < 6; i++)
        pairs.push([(BigInt(next()) << 32n) | BigInt(next()), (BigInt(next()) << 32n) | BigInt(next())]);
    it('b64 forms in wave64 and b32 forms (EXEC_LO only) in wave32 and wave64', () => {
        for (const op of Object.keys(EXEC_OPS)) {
            for (const [s, e] of pairs) {
                execCase(PS5_WAVE64, op, 64, false, s, e);
                execCase(PS5_WAVE32, op, 32, false, s, e);
                execCase(PS5_WAVE64, op, 32, false, s, e);
            }
        }
        for (const op of ['andn1', 'andn2']) {
            for (const [s, e] of pairs) {
                execCase(PS5_WAVE64, op, 64, true, s, e);
                execCase(PS5_WAVE32, op, 32, true, s, e);
            }
        }
    });
});
describe('M0-relative moves', () => {
    const user = Array.from({ length: 40 }, (_, i) => 0x1000 + i);
    it('s_movrels/s_movreld/s_movrelsd_2 index the register file by M0', () => {
        const w = runProgram([
            's_mov_b32 m0, 7',
            's_movrels_b32 s0, s10', // s0 = s17
            's_mov_b32 m0, 6',
            's_movrels_b64 s[2:3], s[10:11]', // s[2:3] = s[16:17]
            's_movreld_b32 s20, s4', // s26 = s4
            's_movreld_b64 s[28:29], s[6:7]', // s[34:35] = s[6:7]
            's_mov_b32 m0, 0x30005',
            's_movrelsd_2_b32 s30, s10', // s33 = s15
            's_endpgm',
        ].join('\n'), { userSgprs: user }).sgpr;
        assert.equal(w[0], 0x1000 + 17);
        assert.deepEqual([w[2], w[3]], [0x1000 + 16, 0x1000 + 17]);
        assert.equal(w[26], 0x1000 + 4);
        assert.deepEqual([w[34], w[35]], [0x1000 + 6, 0x1000 + 7]);
        assert.equal(w[33], 0x1000 + 15);
        assert.equal(w[20], 0x1000 + 20, 'the named register itself is untouched');
    });
    it('refuses indices that leave the SGPR bank or misalign a 64-bit pair', () => {
        const run = (src) => {
            runProgram(src, { userSgprs: user });
        };
        assert.throws(() => run('s_mov_b32 m0, 100\ns_movrels_b32 s0, s10\ns_endpgm'), ExecError);
        assert.throws(() => run('s_mov_b32 m0, 95\ns_movreld_b64 s[10:11], s[0:1]\ns_endpgm'), ExecError);
        assert.throws(() => run('s_mov_b32 m0, 3\ns_movrels_b64 s[0:1], s[10:11]\ns_endpgm'), /odd register/);
        assert.throws(() => run('s_mov_b32 m0, -1\ns_movrels_b32 s0, s10\ns_endpgm'), /leaves the register bank/);
    });
});
//# sourceMappingURL=scalar-unary.test.js.map