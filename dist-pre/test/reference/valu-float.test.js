/**
 * VALU float semantics: f32/f64/f16 arithmetic against JavaScript's binary64 arithmetic rounded once
 * (exact for these operations), LLVM's own division sequences (v_div_scale / v_rcp / v_fma /
 * v_div_fmas / v_div_fixup, from llc-19 -mcpu=gfx1013) against correctly rounded quotients, IEEE-mode
 * min/max NaN rules, modifiers (abs, neg, clamp, omod), and transcendental special values and bounds.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bitsOf, f32Value, fill, lanes, rng, run } from './valu-harness.js';
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
/** A random finite f32 with a wide exponent range (including denormals). */
function randomF32(next) {
    for (;;) {
        const b = next();
        if ((b & 0x7f800000) !== 0x7f800000)
            return f32Value(b);
    }
}
describe('VALU f32 arithmetic', () => {
    it('add, sub, mul, fma match correctly rounded results on random operands', () => {
        const next = rng(7);
        const a = Array.from({ length: 32 }, () => randomF32(next));
        const b = Array.from({ length: 32 }, () => randomF32(next));
        const w = run('v_add_f32 v2, v0, v1\nv_sub_f32 v3, v0, v1\nv_mul_f32 v4, v0, v1\nv_subrev_f32 v5, v0, v1', {
            init: (w) => {
                fill(w, 0, (l) => bitsOf(a[l]));
                fill(w, 1, (l) => bitsOf(b[l]));
            },
        });
        for (let l = 0; l < 32; l++) {
            const x = a[l];
            const y = b[l];
            assert.equal(w.getVgpr(2, l), bitsOf(x + y), `add lane ${l}`);
            assert.equal(w.getVgpr(3, l), bitsOf(x - y), `sub lane ${l}`);
            assert.equal(w.getVgpr(4, l), bitsOf(x * y), `mul lane ${l}`);
            assert.equal(w.getVgpr(5, l), bitsOf(y - x), `subrev lane ${l}`);
        }
    });
    it('v_fma_f32 rounds once where a separate multiply and add would round twice', () => {
        // (1 + 2^-23) * (1 - 2^-23) = 1 - 2^-46; minus 1 leaves -2^-46 only when fused.
        const w = run('v_fma_f32 v2, v0, v1, -1.0\nv_mul_f32 v3, v0, v1\nv_add_f32 v3, -1.0, v3', {
            init: (w) => {
                fill(w, 0, () => bitsOf(1 + 2 ** -23));
                fill(w, 1, () => bitsOf(1 - 2 ** -23));
            },
        });
        assert.equal(f32Value(w.getVgpr(2, 0)), -(2 ** -46));
        assert.equal(f32Value(w.getVgpr(3, 0)), 0);
    });
    it("LLVM's f32 division sequence gives the correctly rounded quotient", () => {
        const next = rng(99);
        const a = Array.from({ length: 32 }, (_, l) => l === 0 ? 1 : l === 1 ? 1.7 * 2 ** -100 : l === 2 ? 1.3 * 2 ** 100 : randomF32(next));
        const b = Array.from({ length: 32 }, (_, l) => l === 0 ? 3 : l === 1 ? 1.3 * 2 ** 30 : l === 2 ? 1.1 * 2 ** -20 : randomF32(next));
        const w = run(`v_div_scale_f32 v2, s2, v1, v1, v0
v_rcp_f32_e32 v3, v2
v_fma_f32 v4, -v2, v3, 1.0
v_fmac_f32_e32 v3, v4, v3
v_div_scale_f32 v4, vcc_lo, v0, v1, v0
v_mul_f32_e32 v5, v4, v3
v_fma_f32 v6, -v2, v5, v4
v_fmac_f32_e32 v5, v6, v3
v_fma_f32 v2, -v2, v5, v4
v_div_fmas_f32 v2, v2, v3, v5
v_div_fixup_f32 v0, v2, v1, v0`, {
            init: (w) => {
                fill(w, 0, (l) => bitsOf(a[l]));
                fill(w, 1, (l) => bitsOf(b[l]));
            },
        });
        for (let l = 0; l < 32; l++) {
            const q = Math.fround(a[l] / b[l]);
            assert.equal(w.getVgpr(0, l), bitsOf(q), `lane ${l}: ${a[l]} / ${b[l]}`);
        }
    });
    it("LLVM's f32 division sequence handles 0/0, x/0 and inf/inf", () => {
        const a = [0, 1, Number.POSITIVE_INFINITY, -6];
        const b = [0, -0, Number.POSITIVE_INFINITY, 3];
        const w = run(`v_div_scale_f32 v2, s2, v1, v1, v0
v_rcp_f32_e32 v3, v2
v_fma_f32 v4, -v2, v3, 1.0
v_fmac_f32_e32 v3, v4, v3
v_div_scale_f32 v4, vcc_lo, v0, v1, v0
v_mul_f32_e32 v5, v4, v3
v_fma_f32 v6, -v2, v5, v4
v_fmac_f32_e32 v5, v6, v3
v_fma_f32 v2, -v2, v5, v4
v_div_fmas_f32 v2, v2, v3, v5
v_div_fixup_f32 v0, v2, v1, v0`, {
            threads: 4,
            init: (w) => {
                fill(w, 0, (l) => bitsOf(a[l % 4]));
                fill(w, 1, (l) => bitsOf(b[l % 4]));
            },
        });
        assert.ok(Number.isNaN(f32Value(w.getVgpr(0, 0))));
        assert.equal(f32Value(w.getVgpr(0, 1)), Number.NEGATIVE_INFINITY);
        assert.ok(Number.isNaN(f32Value(w.getVgpr(0, 2))));
        assert.equal(f32Value(w.getVgpr(0, 3)), -2);
    });
    it('IEEE-mode min/max: quiet NaN gives the other operand, signaling NaN is quieted, -0 < +0', () => {
        const qnan = 0x7fc00001;
        const snan = 0x7f800001;
        const a = [qnan, snan, bitsOf(-0), bitsOf(1), bitsOf(3)];
        const b = [bitsOf(2), bitsOf(2), bitsOf(0), qnan, bitsOf(-5)];
        const w = run('v_min_f32 v2, v0, v1\nv_max_f32 v3, v0, v1', {
            // COMPUTE_PGM_RSRC1: FLOAT_MODE 0xF0 [19:12], DX10_CLAMP [21], IEEE_MODE [23].
            pgmRsrc1: (0xf0 << 12) | (1 << 21) | (1 << 23),
            threads: 5,
            init: (w) => {
                fill(w, 0, (l) => a[l % 5]);
                fill(w, 1, (l) => b[l % 5]);
            },
        });
        assert.deepEqual(lanes(w, 2).slice(0, 5), [bitsOf(2), 0x7fc00001, bitsOf(-0), bitsOf(1), bitsOf(-5)]);
        assert.deepEqual(lanes(w, 3).slice(0, 5), [bitsOf(2), 0x7fc00001, bitsOf(0), bitsOf(1), bitsOf(3)]);
    });
    it('med3 picks the median and min3/max3 the extremes', () => {
        const w = run('v_med3_f32 v3, v0, v1, v2\nv_min3_f32 v4, v0, v1, v2\nv_max3_f32 v5, v0, v1, v2', {
            init: (w) => {
                fill(w, 0, (l) => bitsOf(l));
                fill(w, 1, (l) => bitsOf(10 - l));
                fill(w, 2, () => bitsOf(4.5));
            },
        });
        for (let l = 0; l < 32; l++) {
            const v = [l, 10 - l, 4.5].sort((x, y) => x - y);
            assert.equal(f32Value(w.getVgpr(3, l)), v[1]);
            assert.equal(f32Value(w.getVgpr(4, l)), v[0]);
            assert.equal(f32Value(w.getVgpr(5, l)), v[2]);
        }
    });
    it('source modifiers, clamp and omod', () => {
        const w = run(`v_add_f32_e64 v2, |v0|, -v1
v_add_f32_e64 v3, v0, v1 clamp
v_mul_f32_e64 v4, v0, v1 mul:4
v_mul_f32_e64 v5, v0, v1 div:2
v_add_f32_e64 v6, -|v0|, 0 clamp`, {
            init: (w) => {
                fill(w, 0, (l) => bitsOf(l - 16));
                fill(w, 1, () => bitsOf(0.75));
            },
        });
        for (let l = 0; l < 32; l++) {
            const x = l - 16;
            assert.equal(f32Value(w.getVgpr(2, l)), Math.abs(x) - 0.75);
            assert.equal(f32Value(w.getVgpr(3, l)), Math.min(1, Math.max(0, x + 0.75)));
            assert.equal(f32Value(w.getVgpr(4, l)), x * 0.75 * 4);
            assert.equal(f32Value(w.getVgpr(5, l)), (x * 0.75) / 2);
            assert.equal(w.getVgpr(6, l), 0, 'clamp of a non-positive value is +0');
        }
    });
    it('v_mac_f32-free accumulate: v_fmac_f32 reads its destination', () => {
        const w = run('v_fmac_f32 v2, v0, v1', {
            init: (w) => {
                fill(w, 0, (l) => bitsOf(l));
                fill(w, 1, () => bitsOf(2));
                fill(w, 2, () => bitsOf(0.5));
            },
        });
        assert.deepEqual(lanes(w, 2).map(f32Value), Array.from({ length: 32 }, (_, l) => 2 * l + 0.5));
    });
    it('v_ldexp_f32 and v_frexp split and rebuild values, denormals included', () => {
        const vals = [1, -3.5, 2 ** -140, 1e30, 0];
        const w = run('v_frexp_mant_f32 v1, v0\nv_frexp_exp_i32_f32 v2, v0\nv_ldexp_f32 v3, v1, v2', {
            threads: 5,
            init: (w) => fill(w, 0, (l) => bitsOf(vals[l % 5])),
        });
        for (let l = 0; l < 5; l++) {
            const x = Math.fround(vals[l]);
            const m = f32Value(w.getVgpr(1, l));
            assert.ok(x === 0 || (Math.abs(m) >= 0.5 && Math.abs(m) < 1), `mantissa ${m}`);
            assert.equal(m * 2 ** (w.getVgpr(2, l) | 0), x);
            assert.equal(f32Value(w.getVgpr(3, l)), x);
        }
    });
    it('floor, ceil, trunc, rndne and fract', () => {
        const vals = [2.5, -2.5, 3.5, -0.25, 1e-10, -1e-10];
        const w = run('v_floor_f32 v1, v0\nv_ceil_f32 v2, v0\nv_trunc_f32 v3, v0\nv_rndne_f32 v4, v0\nv_fract_f32 v5, v0', {
            threads: 6,
            init: (w) => fill(w, 0, (l) => bitsOf(vals[l % 6])),
        });
        assert.deepEqual(lanes(w, 1).slice(0, 6).map(f32Value), [2, -3, 3, -1, 0, -1]);
        assert.deepEqual(lanes(w, 2).slice(0, 6).map(f32Value), [3, -2, 4, -0, 1, -0]);
        assert.deepEqual(lanes(w, 3).slice(0, 6).map(f32Value), [2, -2, 3, -0, 0, -0]);
        assert.deepEqual(lanes(w, 4).slice(0, 6).map(f32Value), [2, -2, 4, -0, 0, -0]);
        // fract(-1e-10) would round to 1.0; the ISA keeps it just below 1.
        assert.deepEqual(lanes(w, 5).slice(0, 6).map(f32Value), [
            0.5,
            0.5,
            0.5,
            0.75,
            Math.fround(1e-10),
            Math.fround(1 - 2 ** -24),
        ]);
    });
    it('transcendentals: special values and accuracy', () => {
        const vals = [0, -0, 4, -1, Number.POSITIVE_INFINITY, 0.25, 10];
        const w = run('v_rcp_f32 v1, v0\nv_sqrt_f32 v2, v0\nv_rsq_f32 v3, v0\nv_log_f32 v4, v0\nv_exp_f32 v5, v0\nv_sin_f32 v6, v0\nv_cos_f32 v7, v0', {
            threads: 7,
            init: (w) => fill(w, 0, (l) => bitsOf(vals[l % 7])),
        });
        const col = (r) => lanes(w, r).slice(0, 7).map(f32Value);
        assert.deepEqual(col(1), [
            Number.POSITIVE_INFINITY,
            Number.NEGATIVE_INFINITY,
            0.25,
            -1,
            0,
            4,
            Math.fround(0.1),
        ]);
        assert.deepEqual(col(2).slice(0, 3), [0, -0, 2]);
        assert.ok(Number.isNaN(col(2)[3]));
        assert.deepEqual(col(3).slice(0, 3), [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 0.5]);
        assert.deepEqual(col(4).slice(0, 3), [Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY, 2]);
        assert.deepEqual(col(5)[6], 1024);
        assert.equal(col(6)[5], 1, 'sin of a quarter revolution');
        assert.ok(Math.abs(col(7)[5] - 0) < 1e-7, 'cos of a quarter revolution');
    });
});
describe('VALU f64 arithmetic', () => {
    it('add, mul and fma match binary64', () => {
        const next = rng(3);
        const r = () => (next() / 2 ** 16 - 2 ** 15) * 2 ** ((next() % 40) - 20);
        const a = Array.from({ length: 32 }, r);
        const b = Array.from({ length: 32 }, r);
        const w = run('v_add_f64 v[4:5], v[0:1], v[2:3]\nv_mul_f64 v[6:7], v[0:1], v[2:3]\nv_fma_f64 v[8:9], v[0:1], v[2:3], -v[0:1]', {
            init: (w) => {
                setF64(w, 0, (l) => a[l]);
                setF64(w, 2, (l) => b[l]);
            },
        });
        const add = getF64(w, 4);
        const mul = getF64(w, 6);
        const fma = getF64(w, 8);
        for (let l = 0; l < 32; l++) {
            const x = a[l];
            const y = b[l];
            assert.equal(add[l], x + y);
            assert.equal(mul[l], x * y);
            // x * y - x is exact in binary64 only when no rounding happens; compare with a bound instead.
            assert.ok(Math.abs(fma[l] - (x * y - x)) <= Math.abs(x * y) * 2 ** -52);
        }
    });
    it("LLVM's f64 division sequence gives the correctly rounded quotient", () => {
        const next = rng(5);
        const a = Array.from({ length: 32 }, (_, l) => l === 0 ? 1.3 * 2 ** 900 : l === 1 ? 1.1 * 2 ** -1000 : (next() + 1) * 2 ** ((next() % 200) - 100));
        const b = Array.from({ length: 32 }, (_, l) => l === 0 ? 1.7 * 2 ** -100 : l === 1 ? 1.9 * 2 ** 60 : (next() + 1) * 2 ** ((next() % 200) - 100));
        const w = run(`v_div_scale_f64 v[4:5], s2, v[2:3], v[2:3], v[0:1]
v_rcp_f64_e32 v[6:7], v[4:5]
v_fma_f64 v[8:9], -v[4:5], v[6:7], 1.0
v_fma_f64 v[6:7], v[6:7], v[8:9], v[6:7]
v_fma_f64 v[8:9], -v[4:5], v[6:7], 1.0
v_fma_f64 v[6:7], v[6:7], v[8:9], v[6:7]
v_div_scale_f64 v[8:9], vcc_lo, v[0:1], v[2:3], v[0:1]
v_mul_f64 v[10:11], v[8:9], v[6:7]
v_fma_f64 v[4:5], -v[4:5], v[10:11], v[8:9]
v_div_fmas_f64 v[4:5], v[4:5], v[6:7], v[10:11]
v_div_fixup_f64 v[0:1], v[4:5], v[2:3], v[0:1]`, {
            init: (w) => {
                setF64(w, 0, (l) => a[l]);
                setF64(w, 2, (l) => b[l]);
            },
        });
        const q = getF64(w, 0);
        for (let l = 0; l < 32; l++)
            assert.equal(q[l], a[l] / b[l], `lane ${l}`);
    });
    it('v_trig_preop_f64 returns consecutive 53-bit segments of 2/pi', () => {
        const w = run('v_trig_preop_f64 v[2:3], v[0:1], 0\nv_trig_preop_f64 v[4:5], v[0:1], 1', {
            init: (w) => setF64(w, 0, () => 1),
        });
        const s0 = getF64(w, 2)[0];
        const s1 = getF64(w, 4)[0];
        // The first segment is 2/pi truncated to 53 bits; the rest lies below its last bit.
        assert.equal(f64Bits(s0), 0x3fe45f306dc9c882n);
        assert.ok(s1 > 0 && s1 < 2 ** -53);
        assert.ok(Math.abs(s0 + s1 - 2 / Math.PI) <= 2 ** -54);
    });
});
describe('VALU f16 arithmetic', () => {
    it('add, mul and fma of halves (known patterns) keep the other half of the VGPR', () => {
        // 1.5 = 0x3e00, 2.25 = 0x4080, 3.75 = 0x4380, 3.375 = 0x42c0, 1.0 = 0x3c00, 4.375 = 0x4460.
        const w = run('v_add_f16 v2, v0, v1\nv_mul_f16 v3, v0, v1\nv_fma_f16 v4, v0, v1, 1.0\nv_fma_f16 v5, v0, v1, v0 op_sel:[1,0,0,1]', {
            init: (w) => {
                fill(w, 0, () => 0x3c003e00);
                fill(w, 1, () => 0x4080);
                fill(w, 2, () => 0xabcd0000);
                fill(w, 3, () => 0x12340000);
                fill(w, 4, () => 0x55550000);
                fill(w, 5, () => 0x00007777);
            },
        });
        assert.equal(w.getVgpr(2, 0), 0xabcd4380);
        assert.equal(w.getVgpr(3, 0), 0x123442c0);
        assert.equal(w.getVgpr(4, 0), 0x55554460);
        // op_sel: src0 from the high half (1.0), result to the high half: 1.0 * 2.25 + 1.5 = 3.75.
        assert.equal(w.getVgpr(5, 0), 0x43807777);
    });
});
//# sourceMappingURL=valu-float.test.js.map