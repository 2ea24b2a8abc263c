/**
 * Viewports, scissors and guard band as Vulkan describes them. The viewport transform comes from
 * PA_CL_VPORT_* (scale and offset per axis), PA_SC_VPORT_ZMIN/ZMAX and PA_CL_VTE_CNTL; the scissor of a
 * viewport is the intersection of the screen, window, generic and (when PA_SC_MODE_CNTL_0 enables it)
 * the viewport scissor, with PA_SC_WINDOW_OFFSET applied where the rectangle does not disable it.
 */
import { AgcStateError } from '../errors.js';
import { asFloat, fieldsOf, readOptional, readRequired } from '../state/read.js';
const suffix = (n) => (n === 0 ? '' : `_${n}`);
function rect(regs, tl, br, offset) {
    const tlValue = readOptional(regs, tl);
    const brValue = readOptional(regs, br);
    if (tlValue === undefined || brValue === undefined)
        return undefined;
    const t = fieldsOf(regs, tl);
    const b = fieldsOf(regs, br);
    const [ox, oy] = t.WINDOW_OFFSET_DISABLE ? [0, 0] : offset;
    return { x: t.TL_X + ox, y: t.TL_Y + oy, width: b.BR_X - t.TL_X, height: b.BR_Y - t.TL_Y };
}
function intersect(a, b) {
    const x = Math.max(a.x, b.x);
    const y = Math.max(a.y, b.y);
    const x1 = Math.min(a.x + a.width, b.x + b.width);
    const y1 = Math.min(a.y + a.height, b.y + b.height);
    return { x, y, width: Math.max(0, x1 - x), height: Math.max(0, y1 - y) };
}
/** Decodes viewports 0..15 that have a scale written (at least viewport 0 is required). */
export function decodeViewports(regs) {
    const vteValue = readRequired(regs, 'PA_CL_VTE_CNTL', 'it decides the viewport transform');
    const vte = fieldsOf(regs, 'PA_CL_VTE_CNTL');
    const all = vte.VPORT_X_SCALE_ENA &&
        vte.VPORT_X_OFFSET_ENA &&
        vte.VPORT_Y_SCALE_ENA &&
        vte.VPORT_Y_OFFSET_ENA &&
        vte.VPORT_Z_SCALE_ENA &&
        vte.VPORT_Z_OFFSET_ENA;
    if (!all)
        throw new AgcStateError('PA_CL_VTE_CNTL', vteValue, 'a disabled viewport scale or offset (pre-transformed positions) is unsupported');
    if (vte.VTX_XY_FMT || vte.VTX_Z_FMT || !vte.VTX_W0_FMT) {
        throw new AgcStateError('PA_CL_VTE_CNTL', vteValue, 'positions must be in clip space with W (VTX_XY_FMT=0, VTX_Z_FMT=0, VTX_W0_FMT=1)');
    }
    const clip = fieldsOf(regs, 'PA_CL_CLIP_CNTL');
    const negativeOneToOne = readOptional(regs, 'PA_CL_CLIP_CNTL') !== undefined && clip.DX_CLIP_SPACE_DEF === 0;
    const win = fieldsOf(regs, 'PA_SC_WINDOW_OFFSET');
    const offset = [signed16(win.WINDOW_X_OFFSET), signed16(win.WINDOW_Y_OFFSET)];
    let common = { x: 0, y: 0, width: 16384, height: 16384 };
    for (const [tl, br] of [
        ['PA_SC_SCREEN_SCISSOR_TL', 'PA_SC_SCREEN_SCISSOR_BR'],
        ['PA_SC_WINDOW_SCISSOR_TL', 'PA_SC_WINDOW_SCISSOR_BR'],
        ['PA_SC_GENERIC_SCISSOR_TL', 'PA_SC_GENERIC_SCISSOR_BR'],
    ]) {
        const r = rect(regs, tl, br, tl.startsWith('PA_SC_SCREEN') ? [0, 0] : offset);
        if (r)
            common = intersect(common, r);
    }
    const perViewport = fieldsOf(regs, 'PA_SC_MODE_CNTL_0').VPORT_SCISSOR_ENABLE === 1;
    const viewports = [];
    const scissors = [];
    for (let n = 0; n < 16; n++) {
        const xs = readOptional(regs, `PA_CL_VPORT_XSCALE${suffix(n)}`);
        if (xs === undefined) {
            if (n === 0)
                throw new AgcStateError('PA_CL_VPORT_XSCALE', undefined, 'is not set, so viewport 0 is unknown');
            break;
        }
        const why = `viewport ${n} is in use`;
        const f = (name) => asFloat(readRequired(regs, `${name}${suffix(n)}`, why));
        const [sx, ox, sy, oy, sz, oz] = [
            'PA_CL_VPORT_XSCALE',
            'PA_CL_VPORT_XOFFSET',
            'PA_CL_VPORT_YSCALE',
            'PA_CL_VPORT_YOFFSET',
            'PA_CL_VPORT_ZSCALE',
            'PA_CL_VPORT_ZOFFSET',
        ].map(f);
        const zmin = asFloat(readOptional(regs, `PA_SC_VPORT_ZMIN_${n}`) ?? 0);
        const zmax = asFloat(readOptional(regs, `PA_SC_VPORT_ZMAX_${n}`) ?? 0x3f800000);
        viewports.push({
            x: ox - sx,
            y: oy - sy,
            width: 2 * sx,
            height: 2 * sy,
            minDepth: negativeOneToOne ? oz - sz : oz,
            maxDepth: oz + sz,
            depthClamp: [zmin, zmax],
        });
        const own = perViewport
            ? rect(regs, `PA_SC_VPORT_SCISSOR_${n}_TL`, `PA_SC_VPORT_SCISSOR_${n}_BR`, offset)
            : undefined;
        scissors.push(own ? intersect(common, own) : common);
    }
    const gb = (name) => asFloat(readOptional(regs, name) ?? 0x3f800000);
    return {
        viewports,
        scissors,
        negativeOneToOneDepth: negativeOneToOne,
        guardBand: {
            vertClip: gb('PA_CL_GB_VERT_CLIP_ADJ'),
            vertDiscard: gb('PA_CL_GB_VERT_DISC_ADJ'),
            horzClip: gb('PA_CL_GB_HORZ_CLIP_ADJ'),
            horzDiscard: gb('PA_CL_GB_HORZ_DISC_ADJ'),
        },
    };
}
function signed16(v) {
    return v & 0x8000 ? v - 0x10000 : v;
}
//# sourceMappingURL=viewport.js.map