/**
 * MUBUF rules: raw loads and stores (bytes, shorts, d16 halves, 1..4 dwords), buffer atomics (32/64-bit,
 * the pre-op value returned with glc), the cache invalidations (no data effect), and the V# addressing
 * the format rules (buffer-format.ts) share.
 *
 * V# (four SGPRs): base = dword0 | dword1[15:0] << 32, stride = dword1[29:16], swizzle_en = dword1[31],
 * num_records = dword2, dword3: dst_sel, FORMAT [18:12], ADD_TID_ENABLE [23], OOB_SELECT [29:28],
 * INDEX_STRIDE [22:21], TYPE [31:30]. The code is specialized on the dwords known at recompile time
 * (user SGPRs, or descriptors loaded from memory the request carries) and reads the others at run time
 * (buffer-address.ts): raw accesses and atomics take any V#; format accesses need dword 3 known.
 * Refused: TYPE other than buffer (known dword 3), tfe, the lds bit, and atomics through a V# known to
 * be unbound (FORMAT INVALID: loads then read 0, stores are dropped; an atomic's result is not
 * specified, and through a V# read at run time it does nothing and returns 0, docs/debt.md).
 * Swizzled addressing (SWIZZLE_ENABLE, 4-byte elements): record offset ((index / is) * stride +
 * (offset & ~3)) * is + (index % is) * 4 + (offset & 3).
 *
 * Per lane: index = (idxen ? VGPR : 0) + (ADD_TID ? lane : 0), offset = (offen ? VGPR : 0) + the
 * instruction offset, address = base + soffset + index * stride + offset, all in 64-bit arithmetic.
 * Range check per unit (a dword of a raw access, or the whole access when narrower; an atomic; a
 * format element) by OOB_SELECT: 0 out when index >= num_records or offset >= stride; 1 when index >=
 * num_records; 2 when num_records is 0; 3 when offset + size > num_records - soffset. An out-of-range
 * unit reads 0 and drops writes; an out-of-range atomic does nothing and returns 0. (Where the ISA and
 * Mesa read OOB_SELECT 0 and 3 differently, the choices above are listed in docs/debt.md.)
 */
import type { RuleTable } from './index.js';
import { type AtomicKind } from './memory-common.js';
/** Buffer/global atomic names (after `buffer_atomic_` / `global_atomic_`) and their operations. */
export declare const MEMORY_ATOMICS: Readonly<Record<string, AtomicKind>>;
/** MUBUF and MTBUF rules by mnemonic. */
export declare const BUFFER_RULES: RuleTable;
