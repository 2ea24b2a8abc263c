/**
 * Scalar program-control and machine-state rules without data flow of their own: s_barrier, messages,
 * hardware registers (s_getreg/s_setreg), float-mode selectors, traps, trace and cache controls.
 *
 * - s_barrier becomes the IR `barrier`: scalar control flow is uniform over a wave (DESIGN.md), and
 *   that every wave of the workgroup reaches it is the guest's obligation, as on the hardware.
 * - MODE: the translated program runs in the launch's MODE (TranslationContext.floatMode, from
 *   COMPUTE_PGM_RSRC1; by default 0xf0: round to nearest even, f32 and f16/f64 denormals kept,
 *   DX10_CLAMP and IEEE clear, as llc-19 launches amdgpu_cs code, or 0x1f0 with DX10_CLAMP set).
 *   s_getreg of MODE reads it; s_setreg, s_round_mode and s_denorm_mode that leave it unchanged are
 *   no-ops, any other value is refused (the rules are specialized on the launch MODE).
 *   s_getreg of STATUS reads SCC, EXECZ, VCCZ, IN_BARRIER (0), HALT (0) and VALID (1);
 *   other hardware registers describe placement, allocation or time and are refused.
 * - s_sendmsg: only SYSMSG_OP_TTRACE_PC (a trace record, no data effect) is a no-op; the others
 *   talk to fixed-function or host hardware a compute translation does not have. s_sendmsghalt and
 *   s_trap stop the wave and are refused.
 * - Hints with no data effect (trace data, perf levels, sleep/wake, instruction-cache invalidation,
 *   idle waits, s_version) are no-ops; s_sethalt and s_setkill are no-ops for 0 and refused for 1.
 */
import type { RuleTable } from './index.js';
/** Rules for barriers, messages, hardware registers, float-mode selectors and hints. */
export declare const SCALAR_MISC: RuleTable;
