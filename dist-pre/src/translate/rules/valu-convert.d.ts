/**
 * VALU conversion translation rules. Float to integer: toward zero (floor for v_cvt_flr, floor(x+0.5)
 * for v_cvt_rpi, computed exactly in f64), saturating, NaN -> 0, with the saturation written out
 * explicitly rather than left to the host. Integer to float: one rounding to nearest even. Float to
 * float: nearest even, NaNs keep their sign and top payload bits and are quieted (explicit). The byte,
 * 4-bit and normalized conversions, v_cvt_pkrtz (round toward zero built from the nearest-even result),
 * v_cvt_pknorm, v_cvt_pk_* and v_pack_b32_f16. Float sources and float results are flushed by MODE
 * where the executor flushes them (integer sources give no denormal results; v_pack_b32_f16 moves bits).
 */
import type { ValueId } from '../../ir/function.js';
import type { TranslationContext } from '../context.js';
import type { TranslateRule } from './index.js';
import { type FpFormat } from './valu-fp.js';
/** A quiet NaN of `to` with the sign and top payload bits of NaN `v` (of `from`). */
export declare function nanConvert(t: TranslationContext, from: FpFormat, to: FpFormat, v: ValueId): ValueId;
/** Conversion rules by mnemonic. */
export declare const VALU_CONVERT_RULES: {
    v_cvt_i32_f32: TranslateRule;
    v_cvt_u32_f32: TranslateRule;
    v_cvt_i32_f64: TranslateRule;
    v_cvt_u32_f64: TranslateRule;
    v_cvt_flr_i32_f32: TranslateRule;
    v_cvt_rpi_i32_f32: TranslateRule;
    v_cvt_i16_f16: TranslateRule;
    v_cvt_u16_f16: TranslateRule;
    v_cvt_f32_i32: TranslateRule;
    v_cvt_f32_u32: TranslateRule;
    v_cvt_f64_i32: TranslateRule;
    v_cvt_f64_u32: TranslateRule;
    v_cvt_f16_i16: TranslateRule;
    v_cvt_f16_u16: TranslateRule;
    v_cvt_f32_ubyte0: TranslateRule;
    v_cvt_f32_ubyte1: TranslateRule;
    v_cvt_f32_ubyte2: TranslateRule;
    v_cvt_f32_ubyte3: TranslateRule;
    v_cvt_off_f32_i4: TranslateRule;
    v_cvt_f16_f32: TranslateRule;
    v_cvt_f32_f16: TranslateRule;
    v_cvt_f32_f64: TranslateRule;
    v_cvt_f64_f32: TranslateRule;
    v_cvt_norm_i16_f16: TranslateRule;
    v_cvt_norm_u16_f16: TranslateRule;
    v_cvt_pkrtz_f16_f32: TranslateRule;
    v_cvt_pknorm_i16_f32: TranslateRule;
    v_cvt_pknorm_u16_f32: TranslateRule;
    v_cvt_pknorm_i16_f16: TranslateRule;
    v_cvt_pknorm_u16_f16: TranslateRule;
    v_cvt_pk_u16_u32: TranslateRule;
    v_cvt_pk_i16_i32: TranslateRule;
    v_cvt_pk_u8_f32: TranslateRule;
    v_pack_b32_f16: TranslateRule;
};
