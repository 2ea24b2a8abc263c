/**
 * f64 kernels of the f16/f32 transcendentals (rcp, rsq, sqrt, exp2, log2, sin and cos of revolutions)
 * built only from what Vulkan makes exact: f64 add/sub/mul (correctly rounded), conversions, integer
 * and bit operations, compares and selects. Vulkan's own Exp2/Log2/Sin/Cos/InverseSqrt are a few ULP
 * (and f64 OpFDiv/Sqrt only need single precision), while the guest promises 1 ULP: each kernel's
 * relative error is about 1e-16, so its result rounded once to f32 or f16 is within 1 ULP of the
 * correctly rounded one. Inputs are finite f16/f32 values widened to f64 (normal in f64); the callers
 * handle zeros, infinities, NaNs and the sign rules.
 */
import type { ValueId } from '../../ir/function.js';
import type { TranslationContext } from '../context.js';
/** 1/x for finite nonzero x. */
export declare function rcpF64(t: TranslationContext, x: ValueId): ValueId;
/** 1/sqrt(x) for positive normal x: the bit seed and four Newton steps y (1.5 - x/2 y^2). */
export declare function rsqF64(t: TranslationContext, x: ValueId): ValueId;
/** sqrt(x) = x / sqrt(x) for positive normal x. */
export declare function sqrtF64(t: TranslationContext, x: ValueId): ValueId;
/**
 * 2^x for finite x: x = n + f with n = trunc(x) (x clamped to [-200, 200], beyond which every f16/f32
 * result overflows or underflows anyway), 2^f = e^(f ln 2) by its Taylor series, 2^n from its bits.
 */
export declare function exp2F64(t: TranslationContext, x: ValueId): ValueId;
/**
 * log2(x) for positive normal x: x = m 2^e from the bits with m in [sqrt(1/2), sqrt(2)), then
 * log2(m) = 2/ln 2 atanh(s) with s = (m - 1)/(m + 1) (m - 1 is exact, so results near x = 1 keep
 * their relative accuracy).
 */
export declare function log2F64(t: TranslationContext, x: ValueId): ValueId;
/**
 * sin(2 pi x) or cos(2 pi x) for finite x (revolutions): r = x - round(x) in [-0.5, 0.5) exactly (x
 * clamped to +-2^24, beyond which f32 values are integers), then exact reflections a -> 0.5 - a and
 * a -> 0.25 - a into [0, 1/8] revolutions, so results near the zeros stay relatively accurate, and the
 * Taylor series of sin and cos on [0, pi/4]; the roots come out as exact zeros.
 */
export declare function sinCosRevF64(t: TranslationContext, x: ValueId, cos: boolean): ValueId;
