/**
 * VALU integer semantics: 64-bit adds and subtracts through carry masks (VCC and SGPRs, wave32 and
 * wave64, EXEC-masked lanes), v_mad_u64_u32, clamp saturation, 16-bit op_sel, bit-field and bit-count
 * ops, multiplies, compared with straightforward BigInt/Number computations.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fill, lanes, rng, run } from './valu-harness.js';
const U = (x) => Number(BigInt.asUintN(32, x));
describe('VALU integer arithmetic', () => {
    for (const wave64 of [false, true]) {
        it(`64-bit add and subtract through carry masks (wave${wave64 ? 64 : 32}, odd lanes inactive)`, () => {
            const next = rng(11);
            const n = wave64 ? 64 : 32;
            const a = Array.from({ length: n }, () => (BigInt(next()) << 32n) | BigInt(next()));
            const b = Array.from({ length: n }, (_, l) => l % 3 === 0 ? (1n << 64n) - 1n - a[l] + 5n : (BigInt(next()) << 32n) | BigInt(next()));
            const vcc = wave64 ? 'vcc' : 'vcc_lo';
            const sdst = wave64 ? 's[4:5]' : 's4';
            const w = run(`v_add_co_u32 v4, ${vcc}, v0, v2
v_add_co_ci_u32_e32 v5, ${vcc}, v1, v3, ${vcc}
v_sub_co_u32 v6, ${sdst}, v0, v2
v_sub_co_ci_u32_e64 v7, ${wave64 ? 's[6:7]' : 's6'}, v1, v3, ${sdst}
v_mov_b32 v8, 77`, {
                wave64,
                init: (w) => {
                    fill(w, 0, (l) => U(a[l]));
                    fill(w, 1, (l) => U(a[l] >> 32n));
                    fill(w, 2, (l) => U(b[l]));
                    fill(w, 3, (l) => U(b[l] >> 32n));
                    fill(w, 8, () => 5);
                    w.exec = wave64 ? 0x5555555555555555n : 0x55555555n;
                },
            });
            let carry = 0n;
            let borrow = 0n;
            for (let l = 0; l < n; l++) {
                const active = l % 2 === 0;
                const sum = a[l] + b[l];
                const diff = a[l] - b[l];
                if (active) {
                    assert.equal(w.getVgpr(4, l), U(sum), `sum lo lane ${l}`);
                    assert.equal(w.getVgpr(5, l), U(sum >> 32n), `sum hi lane ${l}`);
                    assert.equal(w.getVgpr(6, l), U(diff));
                    assert.equal(w.getVgpr(7, l), U(diff >> 32n));
                    assert.equal(w.getVgpr(8, l), 77);
                    if (sum >> 64n)
                        carry |= 1n << BigInt(l);
                    if (diff < 0n)
                        borrow |= 1n << BigInt(l);
                }
                else {
                    assert.equal(w.getVgpr(4, l), 0, 'inactive lanes keep their value');
                    assert.equal(w.getVgpr(8, l), 5);
                }
            }
            assert.equal(w.readMask(106), carry, 'carry-out of the high half, 0 in inactive lanes');
            assert.equal(w.readMask(6), borrow);
        });
    }
    it('v_mad_u64_u32 and v_mad_i64_i32 with carry-out', () => {
        const next = rng(21);
        const a = Array.from({ length: 32 }, () => next());
        const b = Array.from({ length: 32 }, () => next());
        const c = Array.from({ length: 32 }, (_, l) => l === 0 ? (1n << 64n) - 1n : (BigInt(next()) << 32n) | BigInt(next()));
        const w = run('v_mad_u64_u32 v[4:5], s10, v0, v1, v[2:3]\nv_mad_i64_i32 v[6:7], s11, v0, v1, v[2:3]', {
            init: (w) => {
                fill(w, 0, (l) => a[l]);
                fill(w, 1, (l) => b[l]);
                fill(w, 2, (l) => U(c[l]));
                fill(w, 3, (l) => U(c[l] >> 32n));
            },
        });
        let carry = 0n;
        for (let l = 0; l < 32; l++) {
            const r = BigInt(a[l]) * BigInt(b[l]) + c[l];
            if (r >> 64n)
                carry |= 1n << BigInt(l);
            assert.equal(w.getVgpr(4, l), U(r));
            assert.equal(w.getVgpr(5, l), U(r >> 32n));
            const s = BigInt(a[l] | 0) * BigInt(b[l] | 0) + BigInt.asIntN(64, c[l]);
            assert.equal(w.getVgpr(6, l), U(s));
            assert.equal(w.getVgpr(7, l), U(s >> 32n));
        }
        assert.equal(BigInt(w.sgpr[10]), carry);
    });
    it('clamp saturates integer adds and subtracts', () => {
        const w = run(`v_add_nc_u32_e64 v2, v0, v1 clamp
v_sub_nc_u32_e64 v3, v1, v0 clamp
v_add_nc_i32 v4, v0, v1 clamp
v_add_nc_u16 v5, v0, v1 clamp
v_add_nc_i16 v6, v0, v1 clamp`, {
            threads: 2,
            init: (w) => {
                fill(w, 0, (l) => (l === 0 ? 0xfffffff0 : 0x7ffffff0));
                fill(w, 1, () => 0x7fff0020);
            },
        });
        assert.deepEqual(lanes(w, 2).slice(0, 2), [0xffffffff, 0xffff0010]);
        assert.deepEqual(lanes(w, 3).slice(0, 2), [0, 0]);
        assert.deepEqual(lanes(w, 4).slice(0, 2), [0x7fff0010, 0x7fffffff]);
        assert.deepEqual(lanes(w, 5)
            .map((x) => x & 0xffff)
            .slice(0, 2), [0xffff, 0xffff]);
        assert.deepEqual(lanes(w, 6)
            .map((x) => x & 0xffff)
            .slice(0, 2), [0x0010, 0x0010]);
    });
    it('16-bit ops select halves with op_sel and keep the other half of the destination', () => {
        const w = run('v_add_nc_u16 v2, v0, v1 op_sel:[1,0,1]\nv_mad_u32_u16 v3, v0, v1, v1 op_sel:[1,1,0]', {
            init: (w) => {
                fill(w, 0, (l) => (l << 16) | 0x1111);
                fill(w, 1, (l) => 0x00050000 | (l * 3));
                fill(w, 2, () => 0xdead0000 | 0xbeef);
            },
        });
        for (let l = 0; l < 32; l++) {
            assert.equal(w.getVgpr(2, l), ((((l + l * 3) & 0xffff) << 16) | 0xbeef) >>> 0);
            assert.equal(w.getVgpr(3, l), l * 5 + ((0x50000 | (l * 3)) >>> 0));
        }
    });
    it('native VOP3 16-bit ops honour op_sel bits llvm-mc does not print (ACO sets them)', () => {
        // v_lshlrev_b16 v2, v1, v0 op_sel:[1,1,0,1] and v_max_u16 v3, v0, v1 op_sel:[0,1,0,0]: llvm-mc
        // cannot assemble op_sel there, so the bits (word 0 [14:11]) are set in the encoding.
        const opsel = (bits) => (words, at) => {
            words[at] = (words[at] | (bits << 11)) >>> 0;
        };
        const w = run('v_lshlrev_b16 v2, v1, v0\nv_max_u16 v3, v0, v1', {
            init: (w) => {
                fill(w, 0, (l) => ((l + 0x100) << 16) | (l * 0x101));
                fill(w, 1, (l) => (((l * 0x2f1) & 0xffff) << 16) | 0x8000 | l);
                fill(w, 2, () => 0xdeadbeef);
                fill(w, 3, () => 0xcafef00d);
            },
            patch: (words) => {
                opsel(0b1011)(words, 1);
                opsel(0b0010)(words, 3);
            },
        });
        for (let l = 0; l < 32; l++) {
            const high1 = (l * 0x2f1) & 0xffff;
            const shifted = ((l + 0x100) << (high1 & 15)) & 0xffff;
            assert.equal(w.getVgpr(2, l), ((shifted << 16) | 0xbeef) >>> 0, `v2 lane ${l}`);
            assert.equal(w.getVgpr(3, l), (0xcafe0000 | Math.max(l * 0x101, high1)) >>> 0, `v3 lane ${l}`);
        }
    });
    it('bit-field, shift-add and permute ops on random values', () => {
        const next = rng(33);
        const x = Array.from({ length: 32 }, () => next());
        const y = Array.from({ length: 32 }, () => next());
        const z = Array.from({ length: 32 }, () => next());
        const w = run(`v_bfe_u32 v3, v0, v1, v2
v_bfe_i32 v4, v0, v1, v2
v_bfi_b32 v5, v0, v1, v2
v_alignbit_b32 v6, v0, v1, v2
v_lshl_add_u32 v7, v0, v1, v2
v_add3_u32 v8, v0, v1, v2
v_perm_b32 v9, v0, v1, v2
v_xad_u32 v10, v0, v1, v2
v_alignbyte_b32 v11, v0, v1, v2`, {
            init: (w) => {
                fill(w, 0, (l) => x[l]);
                fill(w, 1, (l) => y[l]);
                fill(w, 2, (l) => z[l]);
            },
        });
        for (let l = 0; l < 32; l++) {
            const a = x[l];
            const b = y[l];
            const c = z[l];
            const off = b & 31;
            const width = c & 31;
            const field = width === 0 ? 0n : (BigInt(a) >> BigInt(off)) & ((1n << BigInt(width)) - 1n);
            assert.equal(w.getVgpr(3, l), Number(field), 'bfe_u32');
            const sfield = width === 0
                ? 0n
                : BigInt.asIntN(width, (BigInt(a | 0) >> BigInt(off)) & ((1n << BigInt(width)) - 1n));
            assert.equal(w.getVgpr(4, l), U(sfield), 'bfe_i32');
            assert.equal(w.getVgpr(5, l), ((a & b) | (~a & c)) >>> 0, 'bfi');
            assert.equal(w.getVgpr(6, l), U(((BigInt(a) << 32n) | BigInt(b)) >> BigInt(c & 31)), 'alignbit');
            assert.equal(w.getVgpr(7, l), U((BigInt(a) << BigInt(b & 31)) + BigInt(c)), 'lshl_add');
            assert.equal(w.getVgpr(8, l), U(BigInt(a) + BigInt(b) + BigInt(c)), 'add3');
            const bytes = [
                b & 0xff,
                (b >>> 8) & 0xff,
                (b >>> 16) & 0xff,
                b >>> 24,
                a & 0xff,
                (a >>> 8) & 0xff,
                (a >>> 16) & 0xff,
                a >>> 24,
            ];
            let perm = 0n;
            for (let i = 0; i < 4; i++) {
                const sel = (c >>> (8 * i)) & 0xff;
                const v = sel >= 13
                    ? 0xff
                    : sel === 12
                        ? 0
                        : sel >= 8
                            ? bytes[2 * (sel - 8) + 1] >= 0x80
                                ? 0xff
                                : 0
                            : bytes[sel];
                perm |= BigInt(v) << BigInt(8 * i);
            }
            assert.equal(w.getVgpr(9, l), Number(perm));
            assert.equal(w.getVgpr(10, l), U(BigInt((a ^ b) >>> 0) + BigInt(c)));
            assert.equal(w.getVgpr(11, l), U(((BigInt(a) << 32n) | BigInt(b)) >> BigInt(8 * (c & 3))));
        }
    });
    it('bit counts: bcnt, mbcnt (wave64), ffbh, ffbl, bfrev', () => {
        const next = rng(44);
        const x = Array.from({ length: 64 }, (_, l) => l === 0 ? 0 : l === 1 ? 0xffffffff : next() >>> (next() % 32));
        const mask = [0xdeadbeef, 0x12345678];
        const w = run(`v_bcnt_u32_b32 v1, v0, 3
v_mbcnt_lo_u32_b32 v2, s0, 0
v_mbcnt_hi_u32_b32 v2, s1, v2
v_ffbh_u32 v3, v0
v_ffbl_b32 v4, v0
v_ffbh_i32 v5, v0
v_bfrev_b32 v6, v0`, {
            wave64: true,
            init: (w) => {
                fill(w, 0, (l) => x[l]);
                w.sgpr[0] = mask[0];
                w.sgpr[1] = mask[1];
            },
        });
        const pop = (v) => v
            .toString(2)
            .split('')
            .filter((c) => c === '1').length;
        const full = (BigInt(mask[1]) << 32n) | BigInt(mask[0]);
        for (let l = 0; l < 64; l++) {
            const v = x[l] >>> 0;
            assert.equal(w.getVgpr(1, l), pop(BigInt(v)) + 3);
            assert.equal(w.getVgpr(2, l), pop(full & ((1n << BigInt(l)) - 1n)), `mbcnt lane ${l}`);
            assert.equal(w.getVgpr(3, l), v === 0 ? 0xffffffff : Math.clz32(v));
            const bin = v.toString(2).padStart(32, '0');
            assert.equal(w.getVgpr(4, l), v === 0 ? 0xffffffff : 31 - bin.lastIndexOf('1'));
            const sign = bin[0];
            const first = bin.split('').findIndex((c) => c !== sign);
            assert.equal(w.getVgpr(5, l), first < 0 ? 0xffffffff : first);
            assert.equal(w.getVgpr(6, l), Number.parseInt(bin.split('').reverse().join(''), 2));
        }
    });
    it('multiplies: 24-bit, high halves, low halves', () => {
        const next = rng(55);
        const x = Array.from({ length: 32 }, () => next());
        const y = Array.from({ length: 32 }, () => next());
        const w = run(`v_mul_u32_u24 v2, v0, v1
v_mul_hi_u32_u24 v3, v0, v1
v_mul_i32_i24 v4, v0, v1
v_mul_hi_i32_i24 v5, v0, v1
v_mul_lo_u32 v6, v0, v1
v_mul_hi_u32 v7, v0, v1
v_mul_hi_i32 v8, v0, v1
v_lshlrev_b64 v[10:11], v0, v[0:1]
v_ashrrev_i64 v[12:13], v0, v[0:1]`, {
            init: (w) => {
                fill(w, 0, (l) => x[l]);
                fill(w, 1, (l) => y[l]);
            },
        });
        for (let l = 0; l < 32; l++) {
            const a = x[l];
            const b = y[l];
            const pu = BigInt(a & 0xffffff) * BigInt(b & 0xffffff);
            const ps = BigInt.asIntN(24, BigInt(a & 0xffffff)) * BigInt.asIntN(24, BigInt(b & 0xffffff));
            assert.equal(w.getVgpr(2, l), U(pu));
            assert.equal(w.getVgpr(3, l), U(pu >> 32n));
            assert.equal(w.getVgpr(4, l), U(ps));
            assert.equal(w.getVgpr(5, l), U(ps >> 32n));
            assert.equal(w.getVgpr(6, l), U(BigInt(a) * BigInt(b)));
            assert.equal(w.getVgpr(7, l), U((BigInt(a) * BigInt(b)) >> 32n));
            assert.equal(w.getVgpr(8, l), U((BigInt(a | 0) * BigInt(b | 0)) >> 32n));
            const v64 = (BigInt(b) << 32n) | BigInt(a);
            assert.equal(w.getVgpr(10, l), U(v64 << BigInt(a & 63)));
            assert.equal(w.getVgpr(11, l), U((v64 << BigInt(a & 63)) >> 32n));
            assert.equal(w.getVgpr(13, l), U((BigInt.asIntN(64, v64) >> BigInt(a & 63)) >> 32n));
        }
    });
});
//# sourceMappingURL=valu-int.test.js.map