import { type GuestBlend, type HostEquation, type HostRouting } from './reversed-blend-search.js';
/** Decoded CB_BLENDn_CONTROL, with SEPARATE_ALPHA_BLEND applied to the alpha equation. */
export interface BlendControl extends GuestBlend {
    readonly enable: boolean;
    readonly separateAlpha: boolean;
}
/** Decodes CB_BLEND0_CONTROL (the layout of every CB_BLENDn_CONTROL) through the register database. */
export declare function decodeBlendControl(value: number): BlendControl;
/** The Vulkan state and shader routes of a reversed-order blend. */
export interface ReversedBlendRouting extends HostRouting {
    /** COMP_SWAP of the target. */
    readonly swap: 2 | 3;
    /** Export-order channel letter stored at each host channel, e.g. `ABGR`. */
    readonly mapping: string;
    /** The 16-bit route code (see the file overview). */
    readonly code: number;
}
/** Packs a routing's routes into the 16-bit route code. */
export declare function routeCode(r: HostRouting): number;
/** Export-order letters of the channels at the host positions of COMP_SWAP `swap`. */
export declare function swapMapping(swap: 2 | 3): string;
/** Routes a decoded guest blend into a COMP_SWAP `swap` target; undefined when no routing exists. */
export declare function routeReversedBlend(guest: GuestBlend, swap: 2 | 3): ReversedBlendRouting | undefined;
/**
 * Translates the blend of one reversed-order colour target. `control` is CB_BLENDn_CONTROL, `info`
 * CB_COLORn_INFO. Returns undefined when blending is off (nothing to route); throws
 * {@link AgcStateError} when the target is not a reversed 8_8_8_8 / 16_16_16_16 UNORM or FLOAT target,
 * a factor is a constant, second-source or legacy one, or no routing reproduces the guest equations.
 */
export declare function translateReversedBlend(control: number, info: number): ReversedBlendRouting | undefined;
/** One line describing an equation, e.g. `SRC1_COLOR * src ADD ONE_MINUS_SRC1_COLOR * dst`. */
export declare function describeEquation(e: HostEquation): string;
