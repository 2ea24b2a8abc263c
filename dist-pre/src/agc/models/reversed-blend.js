/**
 * Reversed-order blending: 8_8_8_8 and 16_16_16_16 colour targets with COMP_SWAP 2 (SWAP_STD_REV) or
 * 3 (SWAP_ALT_REV) keep the exported alpha in their first channel. The colour block blends in export
 * order (the alpha equation runs on the exported alpha, the destination alpha is the first channel),
 * while a Vulkan image of the same memory layout would run its alpha equation on red or blue. This
 * model decodes CB_BLENDn_CONTROL and CB_COLORn_INFO and returns Vulkan blend state plus the pixel
 * shader's copy routes that reproduce every channel exactly, or refuses with the blend control, the
 * channel mapping and the format in the message.
 *
 * Route code: for each colour, four 2-bit routes in host channel order (first colour: 0 export, 1 one;
 * second colour: 0 exported alpha, 1 own export, 2 zero, 3 one); bits 0-7 first colour, 8-15 second.
 */
import { AgcStateError, hex } from '../errors.js';
import { field, formatRegister, requireRegister } from '../registers/index.js';
import { GUEST_FACTOR_LAST } from './blend-factors.js';
import { SWAP_CHANNELS, searchReversedRouting, } from './reversed-blend-search.js';
/** Decodes CB_BLEND0_CONTROL (the layout of every CB_BLENDn_CONTROL) through the register database. */
export function decodeBlendControl(value) {
    const f = (name) => field('CB_BLEND0_CONTROL', name, value);
    const separateAlpha = f('SEPARATE_ALPHA_BLEND') === 1;
    const colorSrc = f('COLOR_SRCBLEND');
    const colorOp = f('COLOR_COMB_FCN');
    const colorDst = f('COLOR_DESTBLEND');
    return {
        enable: f('ENABLE') === 1,
        separateAlpha,
        colorSrc,
        colorOp,
        colorDst,
        alphaSrc: separateAlpha ? f('ALPHA_SRCBLEND') : colorSrc,
        alphaOp: separateAlpha ? f('ALPHA_COMB_FCN') : colorOp,
        alphaDst: separateAlpha ? f('ALPHA_DESTBLEND') : colorDst,
    };
}
const CHANNEL = 'RGBA';
const FIRST_CODE = { export: 0, one: 1 };
const SECOND_CODE = { alpha: 0, own: 1, zero: 2, one: 3 };
/** Packs a routing's routes into the 16-bit route code. */
export function routeCode(r) {
    let code = 0;
    for (let h = 0; h < 4; h++) {
        code |= FIRST_CODE[r.first[h]] << (2 * h);
        code |= SECOND_CODE[r.second[h]] << (8 + 2 * h);
    }
    return code;
}
/** Export-order letters of the channels at the host positions of COMP_SWAP `swap`. */
export function swapMapping(swap) {
    return SWAP_CHANNELS[swap].map((g) => CHANNEL[g]).join('');
}
/** Routes a decoded guest blend into a COMP_SWAP `swap` target; undefined when no routing exists. */
export function routeReversedBlend(guest, swap) {
    const r = searchReversedRouting(guest, swap);
    if (!r)
        return undefined;
    return { ...r, swap, mapping: swapMapping(swap), code: routeCode(r) };
}
const BLEND_FORMATS = new Set(['COLOR_8_8_8_8', 'COLOR_16_16_16_16']);
const BLEND_NUMBER_TYPES = new Set(['NUMBER_UNORM', 'NUMBER_FLOAT']);
/**
 * Translates the blend of one reversed-order colour target. `control` is CB_BLENDn_CONTROL, `info`
 * CB_COLORn_INFO. Returns undefined when blending is off (nothing to route); throws
 * {@link AgcStateError} when the target is not a reversed 8_8_8_8 / 16_16_16_16 UNORM or FLOAT target,
 * a factor is a constant, second-source or legacy one, or no routing reproduces the guest equations.
 */
export function translateReversedBlend(control, info) {
    const infoReg = requireRegister('CB_COLOR0_INFO');
    const swap = field('CB_COLOR0_INFO', 'COMP_SWAP', info);
    const format = infoReg.fields.find((f) => f.name === 'FORMAT').values?.[field('CB_COLOR0_INFO', 'FORMAT', info)];
    const numberType = infoReg.fields.find((f) => f.name === 'NUMBER_TYPE').values?.[field('CB_COLOR0_INFO', 'NUMBER_TYPE', info)];
    const where = `CB_COLOR0_INFO=${hex(info)} (${format ?? '?'} ${numberType ?? '?'} COMP_SWAP ${swap})`;
    if (swap !== 2 && swap !== 3) {
        throw new AgcStateError('CB_BLEND0_CONTROL', control, `${where} keeps alpha last; no reversed-order blend`);
    }
    const blend = decodeBlendControl(control);
    if (!blend.enable)
        return undefined;
    const mapping = swapMapping(swap);
    const refuse = (reason) => {
        const detail = formatRegister(requireRegister('CB_BLEND0_CONTROL'), control);
        throw new AgcStateError('CB_BLEND0_CONTROL', control, `${reason}; mapping ${mapping}, ${where}, ${detail}`);
    };
    if (!format || !BLEND_FORMATS.has(format))
        refuse('reversed-order blending needs an 8_8_8_8 or 16_16_16_16 target');
    if (!numberType || !BLEND_NUMBER_TYPES.has(numberType)) {
        refuse(`reversed-order blending into ${numberType ?? 'this number type'} is not supported`);
    }
    for (const f of [blend.colorSrc, blend.colorDst, blend.alphaSrc, blend.alphaDst]) {
        if (f > GUEST_FACTOR_LAST)
            refuse(`blend factor ${f} (constant, second-source or legacy) cannot be routed`);
    }
    if (blend.colorOp > 4 || blend.alphaOp > 4)
        refuse('reserved combine function');
    const routing = routeReversedBlend(blend, swap);
    if (!routing)
        refuse('no Vulkan factors and copy routes reproduce every channel of this blend');
    return routing;
}
/** One line describing an equation, e.g. `SRC1_COLOR * src ADD ONE_MINUS_SRC1_COLOR * dst`. */
export function describeEquation(e) {
    if (e.op === 'MIN' || e.op === 'MAX')
        return `${e.op}(src, dst)`;
    return `${e.src} * src ${e.op} ${e.dst} * dst`;
}
//# sourceMappingURL=reversed-blend.js.map