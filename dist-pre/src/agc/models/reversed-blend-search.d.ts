/**
 * The routing search behind reversed-order blending (COMP_SWAP 2 and 3): given the guest's blend
 * equations in export order, find Vulkan factors and operations plus per-channel copy routes of the
 * pixel shader's two outputs so that every host channel computes exactly its guest channel.
 *
 * The pixel shader only copies values. First colour, per host channel: the channel's export, or 1 when
 * the guest source factor of that channel is ONE (the export then travels in the second colour and the
 * factor multiplies it back in). Second colour, per host channel: the exported alpha, the channel's own
 * export, 0 or 1. Everything else (factors, 1 - x, products) is the host blend's own arithmetic.
 *
 * A candidate is checked symbolically: both sides are evaluated on fixed dyadic sample values (10-bit
 * fractions, so every product and sum is exact in binary64) and must agree on every sample. An index
 * of host results, built once per swap, makes one lookup per guest channel.
 */
import { type VkBlendFactorName, type VkBlendOpName } from './blend-factors.js';
/** Guest blend equations in export order (CB_BLENDn_CONTROL after SEPARATE_ALPHA_BLEND is applied). */
export interface GuestBlend {
    readonly colorSrc: number;
    readonly colorOp: number;
    readonly colorDst: number;
    readonly alphaSrc: number;
    readonly alphaOp: number;
    readonly alphaDst: number;
}
/** Route of one host channel of the first colour. */
export type FirstRoute = 'export' | 'one';
/** Route of one host channel of the second (dual-source) colour. */
export type SecondRoute = 'alpha' | 'own' | 'zero' | 'one';
/** One Vulkan equation (the colour one applies to host R, G, B; the alpha one to host A). */
export interface HostEquation {
    readonly src: VkBlendFactorName;
    readonly dst: VkBlendFactorName;
    readonly op: VkBlendOpName;
}
/** A routing found by the search, in host channel order. */
export interface HostRouting {
    readonly color: HostEquation;
    readonly alpha: HostEquation;
    readonly first: readonly [FirstRoute, FirstRoute, FirstRoute, FirstRoute];
    readonly second: readonly [SecondRoute, SecondRoute, SecondRoute, SecondRoute];
    /** Whether any chosen factor reads the second colour (the pipeline needs dual-source blending). */
    readonly dualSource: boolean;
}
/** Guest channel (0 R, 1 G, 2 B, 3 A) stored at each host channel, for COMP_SWAP 2 and 3. */
export declare const SWAP_CHANNELS: Readonly<Record<2 | 3, readonly number[]>>;
/**
 * Searches a routing of `guest` into a COMP_SWAP `swap` target; undefined when none reproduces every
 * channel. Factors must be in 0..{@link GUEST_FACTOR_LAST}. Deterministic: the first routing in the
 * order of host routes, then factors (plain before second-source), then operations.
 */
export declare function searchReversedRouting(guest: GuestBlend, swap: 2 | 3): HostRouting | undefined;
