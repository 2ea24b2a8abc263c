/**
 * Color targets: for each of the 8 slots, CB_COLORn_INFO (format, number type, COMP_SWAP, blend clamp
 * and bypass), BASE/BASE_EXT, VIEW, ATTRIB/ATTRIB2/ATTRIB3 and the slot's CB_TARGET_MASK nibble. The
 * Vulkan format is given where one stores the same bits in the same order (SWAP_STD, and SWAP_ALT for
 * four 8-bit channels); other swaps keep `vkFormat` undefined and leave the order to the blend models.
 */
import { AgcStateError } from '../errors.js';
import { requireRegister } from '../registers/index.js';
import { fieldsOf, readOptional } from '../state/read.js';
const NUMBER = [
    'UNORM',
    'SNORM',
    'USCALED',
    'SSCALED',
    'UINT',
    'SINT',
    'SRGB',
    'FLOAT',
];
const SWAP = ['SWAP_STD', 'SWAP_ALT', 'SWAP_STD_REV', 'SWAP_ALT_REV'];
/** Vulkan component layouts of ColorFormat values (SWAP_STD order), with the number types they take. */
const LAYOUT = {
    COLOR_8: 'R8',
    COLOR_16: 'R16',
    COLOR_8_8: 'R8G8',
    COLOR_32: 'R32',
    COLOR_16_16: 'R16G16',
    COLOR_8_8_8_8: 'R8G8B8A8',
    COLOR_32_32: 'R32G32',
    COLOR_16_16_16_16: 'R16G16B16A16',
    COLOR_32_32_32_32: 'R32G32B32A32',
};
const SUFFIX = {
    UNORM: 'UNORM',
    SNORM: 'SNORM',
    USCALED: 'USCALED',
    SSCALED: 'SSCALED',
    UINT: 'UINT',
    SINT: 'SINT',
    SRGB: 'SRGB',
    FLOAT: 'SFLOAT',
};
/** The Vulkan format name for a format, number type and swap, or undefined when none matches. */
export function vulkanColorFormat(format, numberType, swap) {
    if (format === 'COLOR_10_11_11' && numberType === 'FLOAT' && swap === 'SWAP_STD')
        return 'B10G11R11_UFLOAT_PACK32';
    if (format === 'COLOR_2_10_10_10' &&
        swap === 'SWAP_STD' &&
        (numberType === 'UNORM' || numberType === 'UINT')) {
        return `A2B10G10R10_${numberType}_PACK32`;
    }
    const layout = LAYOUT[format];
    if (!layout)
        return undefined;
    const bits = Number(layout.slice(1, layout.indexOf('G') > 0 ? layout.indexOf('G') : undefined));
    if (numberType === 'SRGB' && bits !== 8)
        return undefined;
    if (numberType === 'FLOAT' && bits === 8)
        return undefined;
    if ((numberType === 'USCALED' ||
        numberType === 'SSCALED' ||
        numberType === 'UNORM' ||
        numberType === 'SNORM') &&
        bits === 32)
        return undefined;
    if (swap === 'SWAP_STD')
        return `${layout}_${SUFFIX[numberType]}`;
    if (swap === 'SWAP_ALT' && layout === 'R8G8B8A8')
        return `B8G8R8A8_${SUFFIX[numberType]}`;
    return undefined;
}
/** Decodes every color target with a format other than COLOR_INVALID and a non-zero write mask. */
export function decodeColorTargets(regs) {
    const targetMask = readOptional(regs, 'CB_TARGET_MASK') ?? 0;
    const out = [];
    for (let n = 0; n < 8; n++) {
        const info = fieldsOf(regs, `CB_COLOR${n}_INFO`);
        const infoValue = readOptional(regs, `CB_COLOR${n}_INFO`);
        const writeMask = (targetMask >>> (4 * n)) & 0xf;
        if (info.FORMAT === 0 || writeMask === 0)
            continue;
        const formatField = requireRegister(`CB_COLOR${n}_INFO`).fields.find((f) => f.name === 'FORMAT');
        const format = formatField?.values?.[info.FORMAT];
        if (!format || format.includes('RESERVED'))
            throw new AgcStateError(`CB_COLOR${n}_INFO`, infoValue, `format ${info.FORMAT} is reserved`);
        const numberType = NUMBER[info.NUMBER_TYPE];
        const compSwap = SWAP[info.COMP_SWAP];
        const base = readOptional(regs, `CB_COLOR${n}_BASE`);
        if (base === undefined)
            throw new AgcStateError(`CB_COLOR${n}_BASE`, undefined, `is not set, but color target ${n} is written`);
        const ext = fieldsOf(regs, `CB_COLOR${n}_BASE_EXT`).BASE_256B;
        const attrib = fieldsOf(regs, `CB_COLOR${n}_ATTRIB`);
        const attrib2 = fieldsOf(regs, `CB_COLOR${n}_ATTRIB2`);
        const view = fieldsOf(regs, `CB_COLOR${n}_VIEW`);
        out.push({
            slot: n,
            address: (ext * 2 ** 32 + base) * 256,
            format,
            numberType,
            compSwap,
            vkFormat: vulkanColorFormat(format, numberType, compSwap),
            width: attrib2.MIP0_WIDTH + 1,
            height: attrib2.MIP0_HEIGHT + 1,
            samples: 1 << attrib.NUM_SAMPLES,
            fragments: 1 << attrib.NUM_FRAGMENTS,
            firstSlice: view.SLICE_START,
            lastSlice: view.SLICE_MAX,
            mipLevel: view.MIP_LEVEL,
            writeMask,
            blendClamp: info.BLEND_CLAMP === 1,
            blendBypass: info.BLEND_BYPASS === 1,
            forceDstAlphaOne: attrib.FORCE_DST_ALPHA_1 === 1,
        });
    }
    return out;
}
//# sourceMappingURL=color.js.map