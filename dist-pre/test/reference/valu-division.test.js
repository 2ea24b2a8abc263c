/**
 * The division helpers at the edges LLVM's fdiv sequences reach: v_div_scale when the reciprocal of
 * the denominator and the quotient are both subnormal (the denominator is scaled DOWN, with VCC set),
 * and v_div_fmas post-scaling the exact fma result once (no early overflow or double rounding).
 * Expectations: correctly rounded quotients from JavaScript's own division (binary64, Math.fround for
 * binary32) and exact powers of two.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bitsOf, f32Value, fill, lanes, run } from './valu-harness.js';
const F64 = new Float64Array(1);
const U64 = new BigUint64Array(F64.buffer);
const f64Bits = (x) => {
    F64[0] = x;
    return U64[0];
};
const f64Of = (b) => {
    U64[0] = b;
    return F64[0];
};
function setF64(w, reg, f) {
    fill(w, reg, (l) => Number(f64Bits(f(l)) & 0xffffffffn));
    fill(w, reg + 1, (l) => Number(f64Bits(f(l)) >> 32n));
}
function getF64(w, reg) {
    const lo = lanes(w, reg);
    const hi = lanes(w, reg + 1);
    return lo.map((l, i) => f64Of(BigInt(l) | (BigInt(hi[i]) << 32n)));
}
/** The VCC bits of the first `n` lanes. */
function vccLanes(w, n) {
    return Array.from({ length: n }, (_, l) => (w.sgpr[106] >>> l) & 1);
}
const FLT_MAX = f32Value(0x7f7fffff);
/** llc-19's f32 fdiv sequence for gfx1013 (denormals kept): v0 = v0 / v1. */
const F32_DIV = `v_div_scale_f32 v2, s2, v1, v1, v0
v_rcp_f32_e32 v3, v2
v_fma_f32 v4, -v2, v3, 1.0
v_fmac_f32_e32 v3, v4, v3
v_div_scale_f32 v4, vcc_lo, v0, v1, v0
v_mul_f32_e32 v5, v4, v3
v_fma_f32 v6, -v2, v5, v4
v_fmac_f32_e32 v5, v6, v3
v_fma_f32 v2, -v2, v5, v4
v_div_fmas_f32 v2, v2, v3, v5
v_div_fixup_f32 v0, v2, v1, v0`;
/** llc-19's f64 fdiv sequence for gfx1013: v[0:1] = v[0:1] / v[2:3]. */
const F64_DIV = `v_div_scale_f64 v[4:5], s2, v[2:3], v[2:3], v[0:1]
v_rcp_f64_e32 v[6:7], v[4:5]
v_fma_f64 v[8:9], -v[4:5], v[6:7], 1.0
v_fma_f64 v[6:7], v[6:7], v[8:9], v[6:7]
v_fma_f64 v[8:9], -v[4:5], v[6:7], 1.0
v_fma_f64 v[6:7], v[6:7], v[8:9], v[6:7]
v_div_scale_f64 v[8:9], vcc_lo, v[0:1], v[2:3], v[0:1]
v_mul_f64 v[10:11], v[8:9], v[6:7]
v_fma_f64 v[4:5], -v[4:5], v[10:11], v[8:9]
v_div_fmas_f64 v[4:5], v[4:5], v[6:7], v[10:11]
v_div_fixup_f64 v[0:1], v[4:5], v[2:3], v[0:1]`;
describe('v_div_scale: subnormal reciprocal and quotient', () => {
    it('f32: a denominator near FLT_MAX with a subnormal quotient is scaled down by 2^64, VCC set', () => {
        // Lanes: (n, d) = (1, FLT_MAX) both subnormal; (2^100, FLT_MAX) only the reciprocal subnormal.
        const n = [1, 2 ** 100];
        const d = [FLT_MAX, FLT_MAX];
        const w = run('v_div_scale_f32 v2, vcc_lo, v1, v1, v0\nv_div_scale_f32 v3, s4, v0, v1, v0', {
            threads: 2,
            init: (w) => {
                fill(w, 0, (l) => bitsOf(n[l % 2]));
                fill(w, 1, (l) => bitsOf(d[l % 2]));
            },
        });
        // Denominator scaled down by 2^64 in both lanes (exact: FLT_MAX * 2^-64 is normal).
        assert.deepEqual(lanes(w, 2).slice(0, 2), [bitsOf(FLT_MAX * 2 ** -64), bitsOf(FLT_MAX * 2 ** -64)]);
        // Numerator: kept when the quotient is subnormal (VCC asks v_div_fmas for 2^-64), else scaled too.
        assert.deepEqual(lanes(w, 3).slice(0, 2), [bitsOf(1), bitsOf(2 ** 36)]);
        assert.deepEqual(vccLanes(w, 2), [1, 0]);
        assert.equal(w.sgpr[4] & 3, 1);
    });
    it('f64: 1 / 1.7e308 scales the denominator down by 2^128 with VCC set', () => {
        const w = run('v_div_scale_f64 v[4:5], vcc_lo, v[2:3], v[2:3], v[0:1]', {
            threads: 1,
            init: (w) => {
                setF64(w, 0, () => 1);
                setF64(w, 2, () => 1.7e308);
            },
        });
        assert.equal(getF64(w, 4)[0], 1.7e308 * 2 ** -128);
        assert.deepEqual(vccLanes(w, 1), [1]);
    });
    it("LLVM's f32 fdiv is correctly rounded for quotients of denominators near FLT_MAX", () => {
        const n = [1, 0.591513454914093, 1, -3.5, 2 ** -20, 1e30];
        const d = [FLT_MAX, FLT_MAX, 1.4813921088821037e38, 2 ** 127, -3e38, 2 ** -100];
        const w = run(F32_DIV, {
            threads: n.length,
            init: (w) => {
                fill(w, 0, (l) => bitsOf(n[l % n.length]));
                fill(w, 1, (l) => bitsOf(d[l % n.length]));
            },
        });
        const fr = (x) => f32Value(bitsOf(x)); // the f32 operands the lanes hold
        const expected = n.map((x, i) => bitsOf(Math.fround(fr(x) / fr(d[i]))));
        assert.deepEqual(lanes(w, 0).slice(0, n.length), expected);
        assert.equal(expected[0], 0x00200000, '1/FLT_MAX is the subnormal 2^-128');
    });
    it("LLVM's f64 fdiv is correctly rounded for quotients of denominators near DBL_MAX", () => {
        const n = [1, 1, 0.75, -(2 ** -900), 1.5e300, -1.1235582092889474e307];
        const d = [1.7e308, 1.5287639074809725e308, 2 ** 1023, 1e308, -0.001697696666678771, 14.356972044125731];
        const w = run(F64_DIV, {
            threads: n.length,
            init: (w) => {
                setF64(w, 0, (l) => n[l % n.length]);
                setF64(w, 2, (l) => d[l % n.length]);
            },
        });
        const q = getF64(w, 0).slice(0, n.length);
        assert.deepEqual(q.map((x) => f64Bits(x)), n.map((x, i) => f64Bits(x / d[i])));
    });
});
describe('v_div_fmas: the post-scale applies to the exact result, rounded once', () => {
    it('f64 scaled up by 2^128 where a pre-scaled operand would overflow', () => {
        // VCC = 1 and |S2| >= 2: D = (S0 * S1 + S2) * 2^128, finite although S0 * 2^128 is not.
        const w = run('s_mov_b32 vcc_lo, -1\nv_div_fmas_f64 v[6:7], v[0:1], v[2:3], v[4:5]', {
            threads: 1,
            init: (w) => {
                setF64(w, 0, () => 2 ** 942);
                setF64(w, 2, () => -(2 ** -700));
                setF64(w, 4, () => -(2 ** 264));
            },
        });
        assert.equal(getF64(w, 6)[0], (-(2 ** 242) - 2 ** 264) * 2 ** 128);
    });
    it('f64 scaled down by 2^-128 into the subnormal range with a single rounding', () => {
        // Exact: ((1 + 2^-47) * 2^-900 + 2^-1000) * 2^-128 = 2^-1028 + 2^-1075 + 2^-1128, just above half
        // an ulp (2^-1075) of the subnormal 2^-1028, so it rounds up; rounding S0 * 2^-128 first would
        // give a tie that rounds to even (down).
        const w = run('s_mov_b32 vcc_lo, -1\nv_div_fmas_f64 v[6:7], v[0:1], v[2:3], v[4:5]', {
            threads: 1,
            init: (w) => {
                setF64(w, 0, () => (1 + 2 ** -47) * 2 ** -900);
                setF64(w, 2, () => 1);
                setF64(w, 4, () => 2 ** -1000);
            },
        });
        assert.equal(getF64(w, 6)[0], 2 ** -1028 + 2 ** -1074);
    });
    it('f32: VCC clear gives the plain fma; set gives 2^64 above |S2| = 2 and 2^-64 below', () => {
        const w = run(`s_mov_b32 vcc_lo, 6
v_div_fmas_f32 v3, v0, v1, v2`, {
            threads: 3,
            init: (w) => {
                fill(w, 0, () => bitsOf(3));
                fill(w, 1, () => bitsOf(0.5));
                fill(w, 2, (l) => bitsOf([1, 2, 1.5][l % 3]));
            },
        });
        assert.deepEqual(lanes(w, 3).slice(0, 3), [bitsOf(2.5), bitsOf(3.5 * 2 ** 64), bitsOf(3 * 2 ** -64)]);
    });
});
//# sourceMappingURL=valu-division.test.js.map