/**
 * DS (LDS) semantics of the RDNA 1 ISA: reads and writes of 8..128 bits (signed/unsigned narrow
 * reads, d16 halves), the two-address forms (offset scaled by 4 or 8, times 64 for st64), atomics
 * with and without return (32- and 64-bit), write-exchange, the ADD_TID forms, ds_nop, and the lane
 * instructions of ds-lanes.ts.
 *
 * Addresses are VGPR[addr] + {offset1, offset0} in 32-bit arithmetic, byte addresses into the
 * workgroup's LDS; out-of-range accesses read 0 and drop writes (buffer-common.ts). Active lanes run
 * in ascending order, so when several lanes hit one address the highest lane's store lands last and
 * atomics return values in lane order (the hardware order is not specified; docs/debt.md).
 *
 * Not registered (the executor refuses them as unimplemented; reasons in docs/debt.md): GDS-only
 * instructions (GWS, ordered count), ds_append/ds_consume (M0 base/size layout for LDS ambiguous),
 * ds_min/max_f32/f64 (the ISA's pseudo-code takes a second data operand LLVM never supplies),
 * ds_condxchg32_rtn_b64 (no pseudo-code), and the *_src2_* forms (removed in gfx10.3, no pseudo-code).
 */
import type { SemanticTable } from '../semantics.js';
/** Every DS rule. */
export declare const DS_SEMANTICS: SemanticTable;
