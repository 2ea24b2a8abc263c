/**
 * Blend state description (not the reversed-order routing, which src/agc/models/ owns): per target the
 * CB_BLENDn_CONTROL equations as Vulkan factors and operations, the blend constants, and the color
 * block's mode and logic operation from CB_COLOR_CONTROL. Factors and modes Vulkan lacks are refused.
 */
import { AgcStateError } from '../errors.js';
import { asFloat, fieldsOf, readOptional } from '../state/read.js';
/** BlendOp enumeration of CB_BLENDn_CONTROL by value; 11 and 12 (BOTH_*) have no Vulkan factor. */
const FACTOR = [
    'zero',
    'one',
    'srcColor',
    'oneMinusSrcColor',
    'srcAlpha',
    'oneMinusSrcAlpha',
    'dstAlpha',
    'oneMinusDstAlpha',
    'dstColor',
    'oneMinusDstColor',
    'srcAlphaSaturate',
    undefined,
    undefined,
    'constantColor',
    'oneMinusConstantColor',
    'src1Color',
    'oneMinusSrc1Color',
    'src1Alpha',
    'oneMinusSrc1Alpha',
    'constantAlpha',
    'oneMinusConstantAlpha',
];
const OP = ['add', 'subtract', 'min', 'max', 'reverseSubtract'];
/** ROP3 codes of the 16 two-operand logic operations. */
const ROP3 = {
    0: 'clear',
    136: 'and',
    68: 'andReverse',
    204: 'copy',
    34: 'andInverted',
    170: 'noOp',
    102: 'xor',
    238: 'or',
    17: 'nor',
    153: 'equivalent',
    85: 'invert',
    221: 'orReverse',
    51: 'copyInverted',
    187: 'orInverted',
    119: 'nand',
    255: 'set',
};
function equation(reg, value, src, dst, op, which) {
    const s = FACTOR[src];
    const d = FACTOR[dst];
    const o = OP[op];
    if (!s || !d)
        throw new AgcStateError(reg, value, `${which} factor ${s ? dst : src} has no Vulkan equivalent`);
    if (!o)
        throw new AgcStateError(reg, value, `${which} combine function ${op} is reserved`);
    if ((o === 'min' || o === 'max') && (s !== 'one' || d !== 'one')) {
        throw new AgcStateError(reg, value, `${which} ${o.toUpperCase()} with factors other than ONE: the hardware applies the factors, Vulkan ignores them`);
    }
    return { src: s, dst: d, op: o };
}
/** Decodes the blend state for the color target slots in `slots`. */
export function decodeBlend(regs, slots) {
    const cc = fieldsOf(regs, 'CB_COLOR_CONTROL');
    const ccValue = readOptional(regs, 'CB_COLOR_CONTROL');
    if (cc.MODE !== 0 && cc.MODE !== 1)
        throw new AgcStateError('CB_COLOR_CONTROL', ccValue, `color block mode ${cc.MODE} (a resolve, decompress or fast-clear pass) is not a draw`);
    if (cc.DEGAMMA_ENABLE)
        throw new AgcStateError('CB_COLOR_CONTROL', ccValue, 'DEGAMMA_ENABLE is unsupported');
    const rop = ccValue === undefined ? 0xcc : cc.ROP3;
    const logic = ROP3[rop];
    if (!logic)
        throw new AgcStateError('CB_COLOR_CONTROL', ccValue, `ROP3 code 0x${rop.toString(16)} uses the pattern operand, which Vulkan lacks`);
    const targets = slots.map((slot) => {
        const name = `CB_BLEND${slot}_CONTROL`;
        const value = readOptional(regs, name) ?? 0;
        const b = fieldsOf(regs, name);
        const enable = b.ENABLE === 1;
        const color = enable
            ? equation(name, value, b.COLOR_SRCBLEND, b.COLOR_DESTBLEND, b.COLOR_COMB_FCN, 'color')
            : { src: 'one', dst: 'zero', op: 'add' };
        const alpha = enable && b.SEPARATE_ALPHA_BLEND
            ? equation(name, value, b.ALPHA_SRCBLEND, b.ALPHA_DESTBLEND, b.ALPHA_COMB_FCN, 'alpha')
            : color;
        return { slot, control: value, enable, color, alpha, logicOpDisabled: b.DISABLE_ROP3 === 1 };
    });
    const constant = (name) => asFloat(readOptional(regs, name) ?? 0);
    return {
        mode: cc.MODE === 0 ? 'disable' : 'normal',
        logicOp: logic === 'copy' ? undefined : logic,
        constants: [
            constant('CB_BLEND_RED'),
            constant('CB_BLEND_GREEN'),
            constant('CB_BLEND_BLUE'),
            constant('CB_BLEND_ALPHA'),
        ],
        targets,
    };
}
//# sourceMappingURL=blend.js.map