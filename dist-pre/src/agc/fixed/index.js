import { decodeBlend } from './blend.js';
import { decodeColorTargets } from './color.js';
import { decodeDepthStencil } from './depth-stencil.js';
import { decodeInputAssembly } from './input-assembly.js';
import { decodeRaster } from './raster.js';
import { decodeViewports } from './viewport.js';
/** Decodes the fixed-function state; throws the first refusal. */
export function decodeFixedFunction(regs, indexed) {
    const colorTargets = decodeColorTargets(regs);
    return {
        inputAssembly: decodeInputAssembly(regs, indexed),
        viewport: decodeViewports(regs),
        raster: decodeRaster(regs),
        depthStencil: decodeDepthStencil(regs),
        colorTargets,
        blend: decodeBlend(regs, colorTargets.map((t) => t.slot)),
    };
}
//# sourceMappingURL=index.js.map