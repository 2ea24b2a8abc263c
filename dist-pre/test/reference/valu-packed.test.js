/**
 * VOP3P packed math: op_sel/op_sel_hi half selection, neg_lo/neg_hi, integer clamp saturation, f16
 * arithmetic on known patterns and the mixed-precision FMA, checked against values worked out in the
 * test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bitsOf, f32Value, fill, run } from './valu-harness.js';
describe('VOP3P', () => {
    it('integer packed ops with op_sel, op_sel_hi and clamp', () => {
        const w = run(`v_pk_add_u16 v2, v0, v1
v_pk_add_u16 v3, v0, v1 op_sel:[1,0] op_sel_hi:[0,1]
v_pk_sub_i16 v4, v0, v1 clamp
v_pk_mul_lo_u16 v5, v0, v1
v_pk_lshlrev_b16 v6, v1, v0`, {
            threads: 1,
            init: (w) => {
                fill(w, 0, () => 0x8000fff0);
                fill(w, 1, () => 0x00030020);
            },
        });
        assert.equal(w.getVgpr(2, 0), 0x80030010);
        // low = hi(v0) + lo(v1) = 0x8000 + 0x20; high = lo(v0) + hi(v1) = 0xfff0 + 3.
        assert.equal(w.getVgpr(3, 0), 0xfff38020);
        // low: -16 - 32 = -48; high: -32768 - 3 saturates to -32768.
        assert.equal(w.getVgpr(4, 0), 0x8000ffd0);
        assert.equal(w.getVgpr(5, 0), ((((0x8000 * 3) & 0xffff) << 16) | ((0xfff0 * 0x20) & 0xffff)) >>> 0);
        assert.equal(w.getVgpr(6, 0), ((((0x8000 << 3) & 0xffff) << 16) | ((0xfff0 << 0) & 0xffff)) >>> 0);
    });
    it('f16 packed ops with neg_lo/neg_hi', () => {
        // 1.5 = 0x3e00, 2.0 = 0x4000, 0.5 = 0x3800, 3.5 = 0x4300, -1.5 = 0xbe00, 3.0 = 0x4200.
        const w = run('v_pk_add_f16 v2, v0, v1\nv_pk_mul_f16 v3, v0, v1 neg_lo:[1,0] neg_hi:[0,1]\nv_pk_fma_f16 v4, v0, v1, v0', {
            threads: 1,
            init: (w) => {
                fill(w, 0, () => 0x3e004000);
                fill(w, 1, () => 0x38003e00);
            },
        });
        // lo: 2.0 + 1.5 = 3.5; hi: 1.5 + 0.5 = 2.0
        assert.equal(w.getVgpr(2, 0), 0x40004300);
        // lo: -2.0 * 1.5 = -3.0 (0xc200); hi: 1.5 * -0.5 = -0.75 (0xba00)
        assert.equal(w.getVgpr(3, 0), 0xba00c200);
        // lo: 2.0 * 1.5 + 2.0 = 5.0 (0x4500); hi: 1.5 * 0.5 + 1.5 = 2.25 (0x4080)
        assert.equal(w.getVgpr(4, 0), 0x40804500);
    });
    it('v_fma_mix_f32 and v_fma_mixlo_f16 read f16 halves or f32 by op_sel_hi', () => {
        const w = run(`v_fma_mix_f32 v3, v0, v1, v2 op_sel:[1,0,0] op_sel_hi:[1,1,0]
v_fma_mixlo_f16 v4, v0, v1, v2 op_sel_hi:[1,1,0]`, {
            threads: 1,
            init: (w) => {
                fill(w, 0, () => 0x3e004000); // hi 1.5, lo 2.0
                fill(w, 1, () => 0x00003800); // lo 0.5
                fill(w, 2, () => bitsOf(0.125));
                fill(w, 4, () => 0x12340000);
            },
        });
        assert.equal(f32Value(w.getVgpr(3, 0)), 1.5 * 0.5 + 0.125);
        // 2.0 * 0.5 + 0.125 = 1.125 = 0x3c80 in the low half; the high half is kept.
        assert.equal(w.getVgpr(4, 0), 0x12343c80);
    });
});
//# sourceMappingURL=valu-packed.test.js.map