/**
 * Scalar memory (SMEM) rules, generated from the isa layer's SMEM table.
 *
 * Guest memory is reached by address: `ptr_from_addr` on the 64-bit guest address (the emitter adds
 * the guest-to-host offset push constant, see src/spirv/emit-memory.ts); each dword is its own i32
 * access at a 4-aligned address.
 * - s_load_dword{,x2,x4,x8,x16}: address = sbase pair + sext(offset[20:0]) + soffset (0 for null),
 *   modulo 2^64, low two bits ignored; the VM translates bits [47:0] (isa/tables/guest-address.ts).
 * - s_buffer_load_*: sbase is a V# quad: base = dword0 | dword1[15:0] << 32, stride = dword1[29:16],
 *   num_records = dword2; the byte offset is (sext(offset) + soffset) mod 2^32 with the low two bits
 *   cleared; the buffer holds num_records bytes (stride 0) or num_records * stride. A dword wholly
 *   inside is read, any other reads 0 (docs/debt.md: a dword straddling the end reads 0; the
 *   reference executor refuses that case). The check is made at recompile time when the V# and the
 *   offset are known constants, else per dword with a uniform branch around the load.
 * - Resource discovery: when the address is a recompile-time constant (user SGPRs, descriptors read
 *   from known memory) and the request carries that memory (TranslateOptions.knownMemory), the load
 *   folds to constants, so descriptors loaded from a table in memory specialize the code too.
 * - Stores (s_store_*, s_buffer_store_*) write the same value from every invocation of the wave
 *   (identical writes, so the memory result is the single store's). Atomics would run once per
 *   invocation and are refused, as are the scratch forms (no scratch aperture), s_dcache_discard*
 *   (drops dirty data) and the clocks s_memtime/s_memrealtime (no deterministic host equivalent).
 * - Cache invalidate/write-back and address-translation probes are no-ops (no data effect);
 *   s_get_waveid_in_workgroup is the invocation's local index divided by the wave size.
 */
import type { RuleTable } from './index.js';
/** SMEM rules by mnemonic. */
export declare const SMEM: RuleTable;
