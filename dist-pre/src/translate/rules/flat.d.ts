/**
 * FLAT-encoding rules: global_* loads, stores and atomics by 64-bit guest address; flat_* and scratch_*
 * are refused.
 *
 * global_*: address = VGPR pair + sext(offset), or (saddr not off) SGPR pair + zext(VGPR) + sext(offset),
 * modulo 2^64, reached through `ptr_from_addr` (the emitter adds the guest-to-host offset). Data kinds,
 * alignment handling and atomics are memory-common.ts's; every access runs only in active lanes (a
 * `cond_br` on the lane's EXEC bit), and atomics return the pre-op value with glc. A global access
 * inside the LDS or private aperture is a memory violation on the guest; the translation cannot tell
 * (the aperture values are not known to Oberon) and accesses guest memory there (docs/debt.md).
 *
 * Refused: flat_* (a flat address may fall in the LDS or private aperture, whose bases are not known at
 * recompile time, so the target memory cannot be chosen), scratch_* (no private memory model), the
 * lds bit (loads into LDS), and the gfx1030-only addtid and csub forms.
 */
import type { RuleTable } from './index.js';
/** FLAT/GLOBAL/SCRATCH rules by mnemonic. */
export declare const FLAT_RULES: RuleTable;
