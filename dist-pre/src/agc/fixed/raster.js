/**
 * Rasterization state as Vulkan describes it: cull mode and front face, polygon mode, provoking
 * vertex, depth bias and its clamp, depth clip and clamp, rasterizer discard and line width, from
 * PA_SU_SC_MODE_CNTL, PA_SU_POLY_OFFSET_*, PA_CL_CLIP_CNTL, DB_RENDER_OVERRIDE and PA_SU_LINE_CNTL.
 * Per-face differences Vulkan cannot express (polygon mode, depth bias) are refused.
 */
import { AgcStateError } from '../errors.js';
import { asFloat, fieldsOf, readOptional, readRequired } from '../state/read.js';
const PTYPE = ['point', 'line', 'fill'];
/** Decodes the rasterization state. */
export function decodeRaster(regs) {
    const modeValue = readRequired(regs, 'PA_SU_SC_MODE_CNTL', 'it decides culling and polygon mode');
    const m = fieldsOf(regs, 'PA_SU_SC_MODE_CNTL');
    const cullMode = m.CULL_FRONT
        ? m.CULL_BACK
            ? 'frontAndBack'
            : 'front'
        : m.CULL_BACK
            ? 'back'
            : 'none';
    let polygonMode = 'fill';
    if (m.POLY_MODE) {
        const front = PTYPE[m.POLYMODE_FRONT_PTYPE];
        const back = PTYPE[m.POLYMODE_BACK_PTYPE];
        if (!front || !back)
            throw new AgcStateError('PA_SU_SC_MODE_CNTL', modeValue, 'reserved polygon mode type');
        if (front !== back && !m.CULL_FRONT && !m.CULL_BACK) {
            throw new AgcStateError('PA_SU_SC_MODE_CNTL', modeValue, `front faces drawn as ${front} and back faces as ${back}: Vulkan has one polygon mode`);
        }
        polygonMode = m.CULL_FRONT ? back : front;
    }
    let depthBias;
    const frontOn = m.POLY_OFFSET_FRONT_ENABLE === 1;
    const backOn = m.POLY_OFFSET_BACK_ENABLE === 1;
    if (frontOn || backOn) {
        const drawnFront = !m.CULL_FRONT;
        const drawnBack = !m.CULL_BACK;
        if (drawnFront && drawnBack && frontOn !== backOn) {
            throw new AgcStateError('PA_SU_SC_MODE_CNTL', modeValue, 'depth bias on one face only: Vulkan biases both faces alike');
        }
        const why = 'depth bias is enabled';
        const f = (name) => asFloat(readRequired(regs, name, why));
        const front = {
            constant: f('PA_SU_POLY_OFFSET_FRONT_OFFSET'),
            slope: f('PA_SU_POLY_OFFSET_FRONT_SCALE'),
        };
        const back = { constant: f('PA_SU_POLY_OFFSET_BACK_OFFSET'), slope: f('PA_SU_POLY_OFFSET_BACK_SCALE') };
        const use = drawnFront && frontOn ? front : back;
        if (drawnFront && drawnBack && (front.constant !== back.constant || front.slope !== back.slope)) {
            throw new AgcStateError('PA_SU_POLY_OFFSET_BACK_OFFSET', readOptional(regs, 'PA_SU_POLY_OFFSET_BACK_OFFSET'), 'front and back depth bias differ: Vulkan biases both faces alike');
        }
        if ((drawnFront && frontOn) || (drawnBack && backOn)) {
            // The slope register holds 16 x the polygon's depth slope factor (units of 1/16).
            depthBias = { constant: use.constant, slope: use.slope / 16, clamp: f('PA_SU_POLY_OFFSET_CLAMP') };
        }
    }
    const clip = fieldsOf(regs, 'PA_CL_CLIP_CNTL');
    if (clip.ZCLIP_NEAR_DISABLE !== clip.ZCLIP_FAR_DISABLE) {
        throw new AgcStateError('PA_CL_CLIP_CNTL', readOptional(regs, 'PA_CL_CLIP_CNTL'), 'near and far depth clipping differ: Vulkan clips both or neither');
    }
    const override = fieldsOf(regs, 'DB_RENDER_OVERRIDE');
    return {
        cullMode,
        frontFace: m.FACE ? 'clockwise' : 'counterClockwise',
        polygonMode,
        provokingVertex: m.PROVOKING_VTX_LAST ? 'last' : 'first',
        depthBias,
        depthClip: clip.ZCLIP_NEAR_DISABLE === 0,
        depthClamp: override.DISABLE_VIEWPORT_CLAMP === 0,
        rasterizerDiscard: clip.DX_RASTERIZATION_KILL === 1,
        lineWidth: fieldsOf(regs, 'PA_SU_LINE_CNTL').WIDTH / 8,
    };
}
//# sourceMappingURL=raster.js.map