/**
 * VALU compares: float predicates with NaNs, integer compares of every width, class tests, the mask
 * destinations (VCC, VOP3 SGPRs, v_cmpx writing EXEC) and zero bits for inactive lanes, in wave32
 * and wave64.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bitsOf, fill, run } from './valu-harness.js';
function maskOf(n, f) {
    let m = 0n;
    for (let l = 0; l < n; l++)
        if (f(l))
            m |= 1n << BigInt(l);
    return m;
}
describe('VALU compares', () => {
    it('float predicates treat NaN as unordered; inactive lanes read 0', () => {
        const vals = [1, 2, Number.NaN, -0, 0, Number.NEGATIVE_INFINITY];
        const a = (l) => vals[l % 6];
        const b = (l) => vals[(l >> 2) % 6];
        const w = run(`v_cmp_lt_f32 vcc, v0, v1
v_cmp_nge_f32_e64 s[10:11], v0, v1
v_cmp_u_f32_e64 s[12:13], v0, v1
v_cmp_lg_f32_e64 s[14:15], v0, v1
v_cmp_eq_f32_e64 s[16:17], v0, v1`, {
            wave64: true,
            init: (w) => {
                fill(w, 0, (l) => bitsOf(a(l)));
                fill(w, 1, (l) => bitsOf(b(l)));
                w.exec = 0xffffffff0fffffffn;
            },
        });
        const active = (l) => !(l >= 28 && l < 32);
        assert.equal(w.readMask(106), maskOf(64, (l) => active(l) && a(l) < b(l)));
        assert.equal(w.readMask(10), maskOf(64, (l) => active(l) && !(a(l) >= b(l))));
        assert.equal(w.readMask(12), maskOf(64, (l) => active(l) && (Number.isNaN(a(l)) || Number.isNaN(b(l)))));
        assert.equal(w.readMask(14), maskOf(64, (l) => active(l) && (a(l) < b(l) || a(l) > b(l))));
        assert.equal(w.readMask(16), maskOf(64, (l) => active(l) && a(l) === b(l)), '-0 equals +0');
    });
    it('integer compares of 16, 32 and 64 bits, signed and unsigned', () => {
        const w = run(`v_cmp_lt_i32 vcc_lo, v0, v1
v_cmp_lt_u32_e64 s10, v0, v1
v_cmp_gt_i16_e64 s11, v0, v1
v_cmp_ge_u64_e64 s12, v[0:1], v[2:3]
v_cmp_ne_i64_e64 s13, v[0:1], v[2:3]`, {
            init: (w) => {
                fill(w, 0, (l) => (l * 0x12345679) >>> 0);
                fill(w, 1, (l) => (l * 0x9abcdef1) >>> 0);
                fill(w, 2, (l) => (l & 1 ? 0 : (l * 0x12345679) >>> 0));
                fill(w, 3, (l) => (l * 0x9abcdef1) >>> 0);
            },
        });
        const x = (l) => (l * 0x12345679) >>> 0;
        const y = (l) => (l * 0x9abcdef1) >>> 0;
        assert.equal(BigInt(w.sgpr[106]), maskOf(32, (l) => (x(l) | 0) < (y(l) | 0)));
        assert.equal(BigInt(w.sgpr[10]), maskOf(32, (l) => x(l) < y(l)));
        assert.equal(BigInt(w.sgpr[11]), maskOf(32, (l) => (x(l) << 16) >> 16 > (y(l) << 16) >> 16));
        const v01 = (l) => (BigInt(y(l)) << 32n) | BigInt(x(l));
        const v23 = (l) => (BigInt(y(l)) << 32n) | BigInt(l & 1 ? 0 : x(l));
        assert.equal(BigInt(w.sgpr[12]), maskOf(32, (l) => v01(l) >= v23(l)));
        assert.equal(BigInt(w.sgpr[13]), maskOf(32, (l) => v01(l) !== v23(l)));
    });
    it('v_cmp_class_f32 finds every class bit', () => {
        const patterns = [
            0x7f800001, 0x7fc00000, 0xff800000, 0xbf800000, 0x80000001, 0x80000000, 0, 1, 0x3f800000, 0x7f800000,
        ];
        const w = run('v_cmp_class_f32_e64 s[10:11], v0, v1', {
            wave64: true,
            init: (w) => {
                fill(w, 0, (l) => patterns[l % 10]);
                fill(w, 1, (l) => 1 << (Math.floor(l / 10) % 10));
            },
        });
        assert.equal(w.readMask(10), maskOf(64, (l) => l % 10 === Math.floor(l / 10) % 10));
    });
    it('v_cmpx writes EXEC only, and later instructions see the new EXEC', () => {
        const w = run('v_cmpx_gt_u32 v0, 9\nv_mov_b32 v1, 42', {
            init: (w) => {
                fill(w, 1, () => 7);
                w.sgpr[106] = 0x1234;
            },
        });
        assert.equal(BigInt(w.sgpr[126]), maskOf(32, (l) => l > 9));
        for (let l = 0; l < 32; l++)
            assert.equal(w.getVgpr(1, l), l > 9 ? 42 : 7);
        assert.equal(w.sgpr[106], 0x1234, 'VCC untouched');
    });
});
//# sourceMappingURL=valu-cmp.test.js.map