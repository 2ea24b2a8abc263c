/**
 * MUBUF raw loads and stores (bytes, shorts, d16 halves, 1..4 dwords), buffer atomics (32/64-bit,
 * returning the pre-op value when glc is set) and the cache invalidations (no effect on an in-order
 * CPU model), plus the format loads/stores of buffer-format.ts.
 *
 * A V# whose FORMAT is INVALID (0) is an unbound resource: loads return 0 and stores are dropped
 * (RDNA 1 ISA 8.1.4/8.1.8); atomics on it are refused (their return value is not specified).
 * Raw accesses are range-checked per dword, atomics all-or-nothing. Lanes run in ascending order.
 *
 * Not registered: buffer_atomic_csub (gfx1030 only, not in the RDNA 1 ISA). Refused at run time:
 * tfe, the lds bit (loads into LDS), V# types other than buffer.
 */
import type { SemanticTable } from '../semantics.js';
/** Buffer/flat atomic names (after `buffer_atomic_` / `flat_atomic_`) and their operations. */
export declare const MEMORY_ATOMIC_OPS: readonly string[];
/** Raw access suffixes shared by buffer and flat mnemonics, with their load or store kinds. */
export declare const RAW_LOADS: Readonly<Record<string, string>>;
/** Raw store suffixes and their store kinds. */
export declare const RAW_STORES: Readonly<Record<string, string>>;
/** Every MUBUF/MTBUF rule. */
export declare const BUFFER_SEMANTICS: SemanticTable;
