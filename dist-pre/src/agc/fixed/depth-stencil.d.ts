import type { RegisterReader } from '../state/register-file.js';
export type CompareOp = 'never' | 'less' | 'equal' | 'lessOrEqual' | 'greater' | 'notEqual' | 'greaterOrEqual' | 'always';
export type StencilOp = 'keep' | 'zero' | 'replace' | 'incrementAndClamp' | 'decrementAndClamp' | 'invert' | 'incrementAndWrap' | 'decrementAndWrap';
/** One face's stencil state. */
export interface StencilFace {
    readonly failOp: StencilOp;
    readonly passOp: StencilOp;
    readonly depthFailOp: StencilOp;
    readonly compareOp: CompareOp;
    readonly compareMask: number;
    readonly writeMask: number;
    readonly reference: number;
}
/** Depth and stencil state of a draw. */
export interface DepthStencilState {
    readonly depthTest: boolean;
    readonly depthWrite: boolean;
    readonly depthCompare: CompareOp;
    readonly depthBounds: readonly [number, number] | undefined;
    readonly stencilTest: boolean;
    readonly front: StencilFace;
    readonly back: StencilFace;
    /** Depth target format (DB_Z_INFO.FORMAT) and stencil presence. */
    readonly depthFormat: 'none' | 'd16' | 'd32f';
    readonly stencilFormat: 'none' | 's8';
}
/** Decodes the depth and stencil state (unset registers read as their reset value 0). */
export declare function decodeDepthStencil(regs: RegisterReader): DepthStencilState;
