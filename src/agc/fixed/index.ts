/**
 * The fixed-function state of a draw, each part a pure function of the registers: input assembly,
 * viewports and scissors, rasterization, depth and stencil, color targets and blending.
 */
import type { RegisterReader } from '../state/register-file.js';
import { type BlendState, decodeBlend } from './blend.js';
import { type ColorTarget, decodeColorTargets } from './color.js';
import { type DepthStencilState, decodeDepthStencil } from './depth-stencil.js';
import { decodeInputAssembly, type InputAssembly } from './input-assembly.js';
import { decodeRaster, type RasterState } from './raster.js';
import { decodeViewports, type ViewportState } from './viewport.js';

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
export function decodeFixedFunction(regs: RegisterReader, indexed: boolean): FixedFunctionState {
  const colorTargets = decodeColorTargets(regs);
  return {
    inputAssembly: decodeInputAssembly(regs, indexed),
    viewport: decodeViewports(regs),
    raster: decodeRaster(regs),
    depthStencil: decodeDepthStencil(regs),
    colorTargets,
    blend: decodeBlend(
      regs,
      colorTargets.map((t) => t.slot),
    ),
  };
}
