/**
 * DS rules: LDS as workgroup memory. The workgroup's LDS is one module global in the `workgroup` space,
 * an array of i32 holding the launch's LDS bytes plus one spare dword (`trash`). Addresses are
 * VGPR[addr] + offset in 32-bit arithmetic, bytes into LDS; a dword at or past the LDS size reads 0 and
 * drops writes (range checked per dword; the LDS size must be a multiple of 4).
 *
 * EXEC and the range check do not branch: an access is steered to the spare dword when its lane is
 * inactive or the dword is out of range, and loads are then replaced by 0 with a select. The spare
 * dword is never read by an active, in-range access, so no guest-visible effect happens in an inactive
 * lane.
 *
 * Narrow stores (8/16 bits) replace their bytes in the containing dword with a compare-exchange loop,
 * so lanes writing different bytes of one dword lose nothing and lanes writing the same byte leave one
 * lane's value. Accesses not aligned to min(size, 4) take a byte-by-byte path (the unaligned mode;
 * docs/debt.md). Atomics are 32-bit on the i32 array; misaligned atomics have no effect and return 0.
 *
 * Refused (refused.ts holds the reasons of the opcodes always refused): GDS (gds bit, GWS, ordered
 * count), 64-bit atomics (the host LDS is an array of 32-bit words, which cannot hold a 64-bit
 * atomic), ds_min/max_f32/f64 (the ISA's pseudo-code compares a second data operand LLVM never
 * supplies), ds_append/consume (the M0 layout for LDS is ambiguous), ds_condxchg32_rtn_b64 (no
 * pseudo-code), the *_src2_* forms (removed in gfx10.3, no pseudo-code) and forward permutes with an
 * offset above 255.
 *
 * Each LDS access starts with a `wave_barrier`: guest lanes execute a DS instruction together, so a lane
 * sees what another lane of its wave wrote in an earlier instruction; host invocations need the barrier.
 *
 * Lane instructions: ds_swizzle_b32, ds_permute_b32 and ds_bpermute_b32 move data between lanes of a
 * wave with `shuffle`/`broadcast` (a source lane that is inactive reads 0; the permutes act within each
 * 32-lane half, index bits [6:2] of VGPR + offset0; a forward permute with several lanes sending to one
 * lane keeps the highest lane's value).
 */
import type { ValueId } from '../../ir/function.js';
import { type TranslationContext } from '../context.js';
import type { RuleTable } from './index.js';
/** Reads `n` bytes of LDS at the byte address (i32); dwords out (narrow values zero-extended). */
export declare function readLds(t: TranslationContext, address: ValueId, n: number): ValueId[];
/** Writes the low `n` bytes of `dwords` to LDS at the byte address (i32). */
export declare function writeLds(t: TranslationContext, address: ValueId, n: number, dwords: readonly ValueId[]): void;
/** DS rules by mnemonic. */
export declare const DS_RULES: RuleTable;
