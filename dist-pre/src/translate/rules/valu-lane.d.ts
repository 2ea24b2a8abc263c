/**
 * VALU translation rules that cross lanes: v_readlane_b32 / v_readfirstlane_b32 (a VGPR lane to an
 * SGPR: `broadcast` with a wave-uniform lane index, so the SGPR stays uniform), v_writelane_b32 (an
 * SGPR into one lane, whatever EXEC says), v_swap_b32, v_permlane16_b32 / v_permlanex16_b32
 * (`shuffle` with a computed source lane), and refusals for the M0-relative moves, which need indexed
 * registers (the translator keeps each VGPR in its own variable). DPP lane selection lives in
 * valu-common.ts; v_mbcnt in valu-int.ts.
 *
 * "First active lane" is the first set bit of the guest's EXEC (lane 0 when EXEC is 0), not the host's
 * first active invocation: every host invocation runs every instruction (DESIGN.md wave model).
 */
import type { TranslateRule } from './index.js';
/** Cross-lane rules by mnemonic. */
export declare const VALU_LANE_RULES: {
    v_readfirstlane_b32: TranslateRule;
    v_readlane_b32: TranslateRule;
    v_writelane_b32: TranslateRule;
    v_swap_b32: TranslateRule;
    v_permlane16_b32: TranslateRule;
    v_permlanex16_b32: TranslateRule;
    v_movreld_b32: TranslateRule;
    v_movrels_b32: TranslateRule;
    v_movrelsd_b32: TranslateRule;
    v_movrelsd_2_b32: TranslateRule;
    v_swaprel_b32: TranslateRule;
};
