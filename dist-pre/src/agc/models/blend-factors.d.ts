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
/** A four-channel colour value (R, G, B, A). */
export type Rgba = readonly [number, number, number, number];
/** Guest blend factors the models evaluate: BLEND_ZERO (0) .. BLEND_SRC_ALPHA_SATURATE (10). */
export declare const GUEST_FACTOR_LAST = 10;
/** Guest COMB_FCN values: COMB_DST_PLUS_SRC 0, SRC_MINUS_DST 1, MIN_DST_SRC 2, MAX_DST_SRC 3, DST_MINUS_SRC 4. */
export declare const GUEST_OP_LAST = 4;
/**
 * Value of guest factor `factor` on channel `c` (3 = alpha) in export order. `s`, `d`: source and
 * destination colours in export order (the destination alpha is the channel the target keeps alpha in).
 */
export declare function guestFactor(factor: number, c: number, s: Rgba, d: Rgba): number;
/**
 * Guest combine function `op` of the weighted source and destination terms. The colour block applies
 * the factors for MIN and MAX too (which is why drivers program ONE there).
 */
export declare function guestCombine(op: number, srcTerm: number, dstTerm: number): number;
/** VkBlendFactor values (vk.xml) the routing search may choose; constant factors are never chosen. */
export declare const VK_BLEND_FACTOR: {
    readonly ZERO: 0;
    readonly ONE: 1;
    readonly SRC_COLOR: 2;
    readonly ONE_MINUS_SRC_COLOR: 3;
    readonly DST_COLOR: 4;
    readonly ONE_MINUS_DST_COLOR: 5;
    readonly SRC_ALPHA: 6;
    readonly ONE_MINUS_SRC_ALPHA: 7;
    readonly DST_ALPHA: 8;
    readonly ONE_MINUS_DST_ALPHA: 9;
    readonly SRC_ALPHA_SATURATE: 14;
    readonly SRC1_COLOR: 15;
    readonly ONE_MINUS_SRC1_COLOR: 16;
    readonly SRC1_ALPHA: 17;
    readonly ONE_MINUS_SRC1_ALPHA: 18;
};
/** Name of a VkBlendFactor the search uses. */
export type VkBlendFactorName = keyof typeof VK_BLEND_FACTOR;
/** VkBlendOp values (vk.xml). */
export declare const VK_BLEND_OP: {
    readonly ADD: 0;
    readonly SUBTRACT: 1;
    readonly REVERSE_SUBTRACT: 2;
    readonly MIN: 3;
    readonly MAX: 4;
};
/** Name of a VkBlendOp. */
export type VkBlendOpName = keyof typeof VK_BLEND_OP;
/** Host factors in search preference order: plain factors before second-source ones. */
export declare const HOST_FACTORS: readonly VkBlendFactorName[];
/** Host operations in search order. */
export declare const HOST_OPS: readonly VkBlendOpName[];
/** True when the factor reads the second (dual-source) colour. */
export declare function readsSecondColor(f: VkBlendFactorName): boolean;
/**
 * Value of host factor `f` at host channel `h` (3 = alpha) with first colour `s`, destination `d` and
 * second colour `s1`, as Vulkan defines it.
 */
export declare function hostFactor(f: VkBlendFactorName, h: number, s: Rgba, d: Rgba, s1: Rgba): number;
/** Vulkan's blend of one channel: MIN and MAX ignore the factors. */
export declare function hostCombine(op: VkBlendOpName, s: number, sf: number, d: number, df: number): number;
