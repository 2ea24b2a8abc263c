/**
 * VALU conversions against independent computations: integer <-> float rounding (Math.fround is the
 * engine's round-to-nearest-even), float -> integer saturation and NaN, f32 -> f16 patterns for known
 * values including ties and round-toward-zero packing, normalized and byte conversions.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bitsOf, f32Value, fill, lanes, rng, run } from './valu-harness.js';
describe('VALU conversions', () => {
    it('int <-> f32 on random values', () => {
        const next = rng(77);
        const x = Array.from({ length: 32 }, () => next());
        const w = run('v_cvt_f32_i32 v1, v0\nv_cvt_f32_u32 v2, v0\nv_cvt_i32_f32 v3, v1\nv_cvt_u32_f32 v4, v2\nv_cvt_f32_ubyte2 v5, v0', {
            init: (w) => fill(w, 0, (l) => x[l]),
        });
        for (let l = 0; l < 32; l++) {
            const u = x[l];
            const fi = Math.fround(u | 0);
            const fu = Math.fround(u);
            assert.equal(w.getVgpr(1, l), bitsOf(fi));
            assert.equal(w.getVgpr(2, l), bitsOf(fu));
            assert.equal(w.getVgpr(3, l) | 0, Math.max(-(2 ** 31), Math.min(2 ** 31 - 1, Math.trunc(fi))));
            assert.equal(w.getVgpr(4, l), Math.min(2 ** 32 - 1, fu));
            assert.equal(f32Value(w.getVgpr(5, l)), (u >>> 16) & 0xff);
        }
    });
    it('float -> int saturates, truncates, floors or rounds; NaN gives 0', () => {
        const vals = [Number.NaN, 3e9, -3e9, -2.5, 2.5, -0.5];
        const w = run('v_cvt_i32_f32 v1, v0\nv_cvt_u32_f32 v2, v0\nv_cvt_flr_i32_f32 v3, v0\nv_cvt_rpi_i32_f32 v4, v0', {
            threads: 6,
            init: (w) => fill(w, 0, (l) => bitsOf(vals[l % 6])),
        });
        const i = (r) => lanes(w, r)
            .slice(0, 6)
            .map((x) => x | 0);
        assert.deepEqual(i(1), [0, 2 ** 31 - 1, -(2 ** 31), -2, 2, 0]);
        assert.deepEqual(lanes(w, 2).slice(0, 6), [0, 3e9, 0, 0, 2, 0]);
        assert.deepEqual(i(3), [0, 2 ** 31 - 1, -(2 ** 31), -3, 2, -1]);
        assert.deepEqual(i(4), [0, 2 ** 31 - 1, -(2 ** 31), -2, 3, 0]);
    });
    it('f32 -> f16 rounds to nearest even, overflows to infinity, keeps denormals; pkrtz truncates', () => {
        // 1 + 2^-11 is a tie between 1.0 (0x3c00) and 1 + 2^-10 (0x3c01): even gives 0x3c00.
        // 1 + 3 * 2^-11 ties to 0x3c02. 65520 rounds to infinity. 2^-24 is the smallest f16 denormal.
        const vals = [1 + 2 ** -11, 1 + 3 * 2 ** -11, 65520, 2 ** -24, -2, 1 + 2 ** -11 + 2 ** -20];
        const w = run('v_cvt_f16_f32 v1, v0\nv_cvt_pkrtz_f16_f32 v2, v0, v0\nv_cvt_f32_f16 v3, v1', {
            threads: 6,
            init: (w) => {
                fill(w, 0, (l) => bitsOf(vals[l % 6]));
                fill(w, 1, () => 0xbeef0000);
            },
        });
        assert.deepEqual(lanes(w, 1).slice(0, 6), [0xbeef3c00, 0xbeef3c02, 0xbeef7c00, 0xbeef0001, 0xbeefc000, 0xbeef3c01]);
        assert.deepEqual(lanes(w, 2).slice(0, 6), [0x3c003c00, 0x3c013c01, 0x7bff7bff, 0x00010001, 0xc000c000, 0x3c003c00]);
        assert.deepEqual(lanes(w, 3).slice(0, 6).map(f32Value), [
            1,
            1 + 2 ** -9,
            Number.POSITIVE_INFINITY,
            2 ** -24,
            -2,
            1 + 2 ** -10,
        ]);
    });
    it('normalized and packed conversions', () => {
        const w = run('v_cvt_pknorm_i16_f32 v2, v0, v1\nv_cvt_pknorm_u16_f32 v3, v0, v1\nv_cvt_pk_u16_u32 v4, v5, v6\nv_cvt_off_f32_i4 v7, v8', {
            threads: 16,
            init: (w) => {
                fill(w, 0, (l) => bitsOf(l / 8 - 1));
                fill(w, 1, () => bitsOf(2));
                fill(w, 5, (l) => l * 5000);
                fill(w, 6, () => 70000);
                fill(w, 8, (l) => l);
            },
        });
        for (let l = 0; l < 16; l++) {
            const x = l / 8 - 1;
            // Nearest, ties to even (the MODE's round mode).
            const even = (v) => (Math.abs(v % 1) === 0.5 ? 2 * Math.round(v / 2) : Math.round(v));
            const sn = even(Math.max(-1, x) * 32767);
            const un = even(Math.max(0, x) * 65535);
            assert.equal(w.getVgpr(2, l), ((sn & 0xffff) | (32767 << 16)) >>> 0);
            assert.equal(w.getVgpr(3, l), (un | (65535 << 16)) >>> 0);
            assert.equal(w.getVgpr(4, l), (Math.min(l * 5000, 0xffff) | (0xffff << 16)) >>> 0);
            assert.equal(f32Value(w.getVgpr(7, l)), (l < 8 ? l : l - 16) / 16);
        }
    });
});
//# sourceMappingURL=valu-convert.test.js.map