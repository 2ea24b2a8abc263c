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
import { routeReversedBlend } from './reversed-blend.js';
const COLOR_FACTORS = [0, 1, 2, 3, 4, 5, 8, 9];
const ALPHA_FACTORS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const WEIGHTED_OPS = [0, 1, 4];
/** Every combination of the measured universe (see the file overview), in a fixed order. */
export function enumerateReversedBlendCombinations() {
    const out = [];
    for (const op of WEIGHTED_OPS) {
        for (const colorSrc of COLOR_FACTORS) {
            for (const alphaSrc of ALPHA_FACTORS) {
                for (const dst of COLOR_FACTORS) {
                    out.push({ colorSrc, colorOp: op, colorDst: dst, alphaSrc, alphaOp: op, alphaDst: dst });
                }
            }
        }
    }
    for (const op of [2, 3])
        out.push({ colorSrc: 1, colorOp: op, colorDst: 1, alphaSrc: 1, alphaOp: op, alphaDst: 1 });
    return out;
}
/** Routed and total counts of the universe for COMP_SWAP `swap`. */
export function countReversedBlendRoutes(swap = 2) {
    const all = enumerateReversedBlendCombinations();
    let routed = 0;
    for (const g of all)
        if (routeReversedBlend(g, swap))
            routed++;
    return { routed, total: all.length };
}
//# sourceMappingURL=blend-enumeration.js.map