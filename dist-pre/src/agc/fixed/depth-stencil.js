/**
 * Depth and stencil state as Vulkan describes it, from DB_DEPTH_CONTROL, DB_STENCIL_CONTROL,
 * DB_STENCILREFMASK(_BF), DB_DEPTH_BOUNDS_MIN/MAX and the depth target's DB_Z_INFO / DB_STENCIL_INFO.
 * Stencil operations whose amount is STENCILOPVAL must use 1 (Vulkan increments by one) and a
 * replacement must write the test reference; other operations are refused.
 */
import { AgcStateError } from '../errors.js';
import { asFloat, fieldsOf, readOptional } from '../state/read.js';
const COMPARE = [
    'never',
    'less',
    'equal',
    'lessOrEqual',
    'greater',
    'notEqual',
    'greaterOrEqual',
    'always',
];
function stencilOp(code, opValue, testValue, where, regValue) {
    const refuse = (why) => {
        throw new AgcStateError('DB_STENCIL_CONTROL', regValue, `${where}: ${why}`);
    };
    switch (code) {
        case 0:
            return 'keep';
        case 1:
            return 'zero';
        case 3:
            return 'replace';
        case 4:
            return opValue === testValue
                ? 'replace'
                : refuse(`replace with STENCILOPVAL ${opValue} differs from the reference ${testValue}`);
        case 7:
            return 'invert';
        case 5:
        case 6:
        case 8:
        case 9:
            if (opValue !== 1)
                refuse(`an increment or decrement by STENCILOPVAL ${opValue} (Vulkan steps by 1)`);
            return ['incrementAndClamp', 'decrementAndClamp', '', '', 'incrementAndWrap', 'decrementAndWrap'][code - 5];
        default:
            return refuse(`stencil operation ${code} (set to ones or a bitwise operation) has no Vulkan equivalent`);
    }
}
/** Decodes the depth and stencil state (unset registers read as their reset value 0). */
export function decodeDepthStencil(regs) {
    const d = fieldsOf(regs, 'DB_DEPTH_CONTROL');
    const s = fieldsOf(regs, 'DB_STENCIL_CONTROL');
    const sValue = readOptional(regs, 'DB_STENCIL_CONTROL');
    const ref = fieldsOf(regs, 'DB_STENCILREFMASK');
    const refBf = fieldsOf(regs, 'DB_STENCILREFMASK_BF');
    const stencilTest = d.STENCIL_ENABLE === 1;
    const face = (back) => {
        const test = back ? refBf.STENCILTESTVAL_BF : ref.STENCILTESTVAL;
        const opVal = back ? refBf.STENCILOPVAL_BF : ref.STENCILOPVAL;
        const where = back ? 'back face' : 'front face';
        const op = (code) => stencilTest ? stencilOp(code, opVal, test, where, sValue) : 'keep';
        return {
            failOp: op(back ? s.STENCILFAIL_BF : s.STENCILFAIL),
            passOp: op(back ? s.STENCILZPASS_BF : s.STENCILZPASS),
            depthFailOp: op(back ? s.STENCILZFAIL_BF : s.STENCILZFAIL),
            compareOp: COMPARE[back ? d.STENCILFUNC_BF : d.STENCILFUNC],
            compareMask: back ? refBf.STENCILMASK_BF : ref.STENCILMASK,
            writeMask: back ? refBf.STENCILWRITEMASK_BF : ref.STENCILWRITEMASK,
            reference: test,
        };
    };
    const front = face(false);
    const back = d.BACKFACE_ENABLE ? face(true) : front;
    const zFormat = fieldsOf(regs, 'DB_Z_INFO').FORMAT;
    if (zFormat === 2)
        throw new AgcStateError('DB_Z_INFO', readOptional(regs, 'DB_Z_INFO'), '24-bit depth (Z_24) is unsupported');
    const bounds = d.DEPTH_BOUNDS_ENABLE
        ? [
            asFloat(readOptional(regs, 'DB_DEPTH_BOUNDS_MIN') ?? 0),
            asFloat(readOptional(regs, 'DB_DEPTH_BOUNDS_MAX') ?? 0),
        ]
        : undefined;
    return {
        depthTest: d.Z_ENABLE === 1,
        depthWrite: d.Z_ENABLE === 1 && d.Z_WRITE_ENABLE === 1,
        depthCompare: COMPARE[d.ZFUNC],
        depthBounds: bounds,
        stencilTest,
        front,
        back,
        depthFormat: zFormat === 1 ? 'd16' : zFormat === 3 ? 'd32f' : 'none',
        stencilFormat: fieldsOf(regs, 'DB_STENCIL_INFO').FORMAT === 1 ? 's8' : 'none',
    };
}
//# sourceMappingURL=depth-stencil.js.map