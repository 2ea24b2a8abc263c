/**
 * Blend factor and operation tables for the fixed-function blend models: the guest's CB_BLENDn_CONTROL
 * factors (BLEND_ZERO .. BLEND_SRC_ALPHA_SATURATE, numbered as in the register database's `BlendOp`
 * enumeration) and the host's VkBlendFactor / VkBlendOp values (numbered as in vk.xml), each with its
 * evaluation on one channel. Symbolic checks evaluate both sides on exact dyadic sample values, so a
 * host equation equals the guest's exactly when every sample agrees.
 *
 * Invariant: evaluation functions take a channel index (0 R, 1 G, 2 B, 3 A) and four-channel source,
 * destination and second-source colours; the alpha equation is the one applied at channel 3.
 */
/** Guest blend factors the models evaluate: BLEND_ZERO (0) .. BLEND_SRC_ALPHA_SATURATE (10). */
export const GUEST_FACTOR_LAST = 10;
/** Guest COMB_FCN values: COMB_DST_PLUS_SRC 0, SRC_MINUS_DST 1, MIN_DST_SRC 2, MAX_DST_SRC 3, DST_MINUS_SRC 4. */
export const GUEST_OP_LAST = 4;
/**
 * Value of guest factor `factor` on channel `c` (3 = alpha) in export order. `s`, `d`: source and
 * destination colours in export order (the destination alpha is the channel the target keeps alpha in).
 */
export function guestFactor(factor, c, s, d) {
    switch (factor) {
        case 0:
            return 0;
        case 1:
            return 1;
        case 2:
            return s[c];
        case 3:
            return 1 - s[c];
        case 4:
            return s[3];
        case 5:
            return 1 - s[3];
        case 6:
            return d[3];
        case 7:
            return 1 - d[3];
        case 8:
            return d[c];
        case 9:
            return 1 - d[c];
        case 10:
            return c === 3 ? 1 : Math.min(s[3], 1 - d[3]);
        default:
            throw new RangeError(`guest blend factor ${factor} is not modelled`);
    }
}
/**
 * Guest combine function `op` of the weighted source and destination terms. The colour block applies
 * the factors for MIN and MAX too (which is why drivers program ONE there).
 */
export function guestCombine(op, srcTerm, dstTerm) {
    switch (op) {
        case 0:
            return srcTerm + dstTerm;
        case 1:
            return srcTerm - dstTerm;
        case 2:
            return Math.min(srcTerm, dstTerm);
        case 3:
            return Math.max(srcTerm, dstTerm);
        case 4:
            return dstTerm - srcTerm;
        default:
            throw new RangeError(`guest combine function ${op} is not modelled`);
    }
}
/** VkBlendFactor values (vk.xml) the routing search may choose; constant factors are never chosen. */
export const VK_BLEND_FACTOR = {
    ZERO: 0,
    ONE: 1,
    SRC_COLOR: 2,
    ONE_MINUS_SRC_COLOR: 3,
    DST_COLOR: 4,
    ONE_MINUS_DST_COLOR: 5,
    SRC_ALPHA: 6,
    ONE_MINUS_SRC_ALPHA: 7,
    DST_ALPHA: 8,
    ONE_MINUS_DST_ALPHA: 9,
    SRC_ALPHA_SATURATE: 14,
    SRC1_COLOR: 15,
    ONE_MINUS_SRC1_COLOR: 16,
    SRC1_ALPHA: 17,
    ONE_MINUS_SRC1_ALPHA: 18,
};
/** VkBlendOp values (vk.xml). */
export const VK_BLEND_OP = { ADD: 0, SUBTRACT: 1, REVERSE_SUBTRACT: 2, MIN: 3, MAX: 4 };
/** Host factors in search preference order: plain factors before second-source ones. */
export const HOST_FACTORS = Object.keys(VK_BLEND_FACTOR);
/** Host operations in search order. */
export const HOST_OPS = Object.keys(VK_BLEND_OP);
/** True when the factor reads the second (dual-source) colour. */
export function readsSecondColor(f) {
    return f.includes('SRC1');
}
/**
 * Value of host factor `f` at host channel `h` (3 = alpha) with first colour `s`, destination `d` and
 * second colour `s1`, as Vulkan defines it.
 */
export function hostFactor(f, h, s, d, s1) {
    switch (f) {
        case 'ZERO':
            return 0;
        case 'ONE':
            return 1;
        case 'SRC_COLOR':
            return s[h];
        case 'ONE_MINUS_SRC_COLOR':
            return 1 - s[h];
        case 'DST_COLOR':
            return d[h];
        case 'ONE_MINUS_DST_COLOR':
            return 1 - d[h];
        case 'SRC_ALPHA':
            return s[3];
        case 'ONE_MINUS_SRC_ALPHA':
            return 1 - s[3];
        case 'DST_ALPHA':
            return d[3];
        case 'ONE_MINUS_DST_ALPHA':
            return 1 - d[3];
        case 'SRC_ALPHA_SATURATE':
            return h === 3 ? 1 : Math.min(s[3], 1 - d[3]);
        case 'SRC1_COLOR':
            return s1[h];
        case 'ONE_MINUS_SRC1_COLOR':
            return 1 - s1[h];
        case 'SRC1_ALPHA':
            return s1[3];
        case 'ONE_MINUS_SRC1_ALPHA':
            return 1 - s1[3];
    }
}
/** Vulkan's blend of one channel: MIN and MAX ignore the factors. */
export function hostCombine(op, s, sf, d, df) {
    switch (op) {
        case 'ADD':
            return s * sf + d * df;
        case 'SUBTRACT':
            return s * sf - d * df;
        case 'REVERSE_SUBTRACT':
            return d * df - s * sf;
        case 'MIN':
            return Math.min(s, d);
        case 'MAX':
            return Math.max(s, d);
    }
}
//# sourceMappingURL=blend-factors.js.map