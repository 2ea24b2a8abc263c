/**
 * Private (scratch) memory for the reference executor: each lane of each wave owns a sparse byte
 * space addressed by its 32-bit private offset, the value scratch_* instructions compute before the
 * hardware swizzles it per lane (RDNA 1 ISA 9.5) and the offset a flat address in the private aperture
 * stands for. The swizzle is invisible to a program that reaches scratch only through scratch_* and
 * flat instructions, so it is not modelled; buffer access to the scratch ring is not linked to this.
 *
 * Reading a byte that was never written is refused: scratch starts with undefined contents. The
 * scratch size (COMPUTE_TMPRING_SIZE) is not part of the dispatch, so every 32-bit offset is in range.
 */
import type { WaveState } from '../wave.js';
import { type MemSpace } from './buffer-common.js';
/** The private memory of `lane` of `wave`, as a byte space over 32-bit offsets (wrapping). */
export declare function privateSpace(wave: WaveState, lane: number): MemSpace;
