import type { RegisterReader } from '../state/register-file.js';
export type CullMode = 'none' | 'front' | 'back' | 'frontAndBack';
export type PolygonMode = 'fill' | 'line' | 'point';
/** Depth bias of both faces. */
export interface DepthBias {
    readonly constant: number;
    readonly slope: number;
    readonly clamp: number;
}
/** Rasterization state of a draw. */
export interface RasterState {
    readonly cullMode: CullMode;
    readonly frontFace: 'counterClockwise' | 'clockwise';
    readonly polygonMode: PolygonMode;
    readonly provokingVertex: 'first' | 'last';
    readonly depthBias: DepthBias | undefined;
    /** Primitives are clipped against the near and far planes. */
    readonly depthClip: boolean;
    /** Fragment depth is clamped to the viewport's depth range. */
    readonly depthClamp: boolean;
    readonly rasterizerDiscard: boolean;
    readonly lineWidth: number;
}
/** Decodes the rasterization state. */
export declare function decodeRaster(regs: RegisterReader): RasterState;
