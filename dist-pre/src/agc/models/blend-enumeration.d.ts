/**
 * The factor combinations the reversed-order blend is measured on, and the count the routing search
 * routes (`oberon blend --count`).
 *
 * The combinations are those the earlier shader path accepted (seed 003's list of what still threw):
 * factors BLEND_ZERO .. BLEND_SRC_ALPHA_SATURATE (no constant, second-source or legacy BOTH_* ones), the
 * same combine function in both equations, no destination alpha in the colour equation (colour
 * factors other than DST_ALPHA, ONE_MINUS_DST_ALPHA, SRC_ALPHA_SATURATE), one destination factor shared
 * by both equations, and MIN / MAX only with all four factors ONE. Per combine function ADD, SUBTRACT
 * and REVERSE_SUBTRACT that is 8 colour source x 11 alpha source x 8 shared destination factors = 704,
 * plus the two MIN / MAX ones: 2114 in all. Seed 003 counts 1995 and routes 932; its exact universe is
 * not recoverable from the text (1995 = 3 x 665 would be 704 - 39 per function, and no natural set of
 * 39 "applied directly" combinations was found), so this count is ours: see docs/debt.md.
 */
import type { GuestBlend } from './reversed-blend-search.js';
/** Every combination of the measured universe (see the file overview), in a fixed order. */
export declare function enumerateReversedBlendCombinations(): GuestBlend[];
/** Routed and total counts of the universe for COMP_SWAP `swap`. */
export declare function countReversedBlendRoutes(swap?: 2 | 3): {
    routed: number;
    total: number;
};
