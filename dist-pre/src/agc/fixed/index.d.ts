/**
 * The fixed-function state of a draw, each part a pure function of the registers: input assembly,
 * viewports and scissors, rasterization, depth and stencil, color targets and blending.
 */
import type { RegisterReader } from '../state/register-file.js';
import { type BlendState } from './blend.js';
import { type ColorTarget } from './color.js';
import { type DepthStencilState } from './depth-stencil.js';
import { type InputAssembly } from './input-assembly.js';
import { type RasterState } from './raster.js';
import { type ViewportState } from './viewport.js';
/** Every fixed-function description of a draw. */
export interface FixedFunctionState {
    readonly inputAssembly: InputAssembly;
    readonly viewport: ViewportState;
    readonly raster: RasterState;
    readonly depthStencil: DepthStencilState;
    readonly colorTargets: readonly ColorTarget[];
    readonly blend: BlendState;
}
/** Decodes the fixed-function state; throws the first refusal. */
export declare function decodeFixedFunction(regs: RegisterReader, indexed: boolean): FixedFunctionState;
