import type { RegisterReader } from '../state/register-file.js';
/** A Vulkan viewport (height may be negative, as VK_KHR_maintenance1 allows). */
export interface Viewport {
    readonly x: number;
    readonly y: number;
    readonly width: number;
    readonly height: number;
    readonly minDepth: number;
    readonly maxDepth: number;
    /** PA_SC_VPORT_ZMIN/ZMAX clamp of the depth. */
    readonly depthClamp: readonly [number, number];
}
/** A scissor rectangle, end exclusive. */
export interface Rect {
    readonly x: number;
    readonly y: number;
    readonly width: number;
    readonly height: number;
}
/** Viewport state of a draw. */
export interface ViewportState {
    readonly viewports: readonly Viewport[];
    readonly scissors: readonly Rect[];
    /** Clip space z is -1..1 (needs VK_EXT_depth_clip_control) rather than 0..1. */
    readonly negativeOneToOneDepth: boolean;
    /** Guard band adjustments (clip and discard, vertical and horizontal); no effect in Vulkan. */
    readonly guardBand: {
        readonly vertClip: number;
        readonly vertDiscard: number;
        readonly horzClip: number;
        readonly horzDiscard: number;
    };
}
/** Decodes viewports 0..15 that have a scale written (at least viewport 0 is required). */
export declare function decodeViewports(regs: RegisterReader): ViewportState;
