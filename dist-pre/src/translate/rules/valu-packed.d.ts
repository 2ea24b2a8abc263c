/**
 * VOP3P packed-math translation rules (two 16-bit halves per dword) and the mixed-precision FMA, plus
 * the VOP2 v_pk_fmac_f16. Each source half is chosen by op_sel (low result) and op_sel_hi (high
 * result); neg_lo/neg_hi negate float halves (integer ops with them refuse); clamp saturates integer
 * halves and clamps float ones to [0, 1]. v_fma_mix_f32: op_sel_hi[i] = 0 reads source i as f32, 1
 * as the f16 half op_sel[i] picks (converted exactly); neg_lo negates, neg_hi takes the absolute
 * value; one fused rounding to f32. v_fma_mixlo/mixhi round a fused f32 product once to f16, which
 * the host cannot do in one step: they refuse.
 *
 * Denormals are flushed by MODE as the executor does: the f16 halves through arith, minMax and
 * fusedFma; v_fma_mix* flush their f32 sources (not the f16 ones, which convert exactly) and result.
 *
 * Inline constants: a float constant of a float op is its f16 pattern in the low half (high half 0);
 * otherwise the 32-bit pattern of the constant (as the reference executor reads them).
 */
import type { TranslateRule } from './index.js';
/** Packed and mixed-precision rules by mnemonic. */
export declare const VALU_PACKED_RULES: Readonly<Record<string, TranslateRule>>;
