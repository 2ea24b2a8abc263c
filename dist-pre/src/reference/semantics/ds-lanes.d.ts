/**
 * The DS instructions that move data between lanes without touching LDS memory: ds_swizzle_b32 (the
 * FFT, rotate, quad-permute and bit-mask modes of the RDNA 1 ISA, section 12.13.1), ds_permute_b32
 * (forward, scatter) and ds_bpermute_b32 (backward, gather).
 *
 * EXEC applies to both ends: a disabled source lane reads as 0 and disabled destination lanes keep
 * their value. On gfx10 the permutes work on each 32-lane half of a wave64 independently (index bits
 * [6:2]), and swizzles keep lane bit 5. All sources are read before any destination is written.
 * Refused: rotate mode with a nonzero mask (the ISA's pseudo-code and examples disagree), permute
 * offsets above 255 (the ISA adds only offset0), and forward permutes where two active lanes send
 * different values to one lane (the ISA calls the winner unpredictable).
 */
import type { SemanticTable } from '../semantics.js';
/** The source lane of lane `i` for a ds_swizzle offset. */
export declare function swizzleSource(offset: number, i: number): number;
/** Rules of the lane-crossing DS instructions. */
export declare const DS_LANE_SEMANTICS: SemanticTable;
