/**
 * TessellationConfiguration: the fixed-function tessellator's setup from VGT_LS_HS_CONFIG (patches per
 * threadgroup, input and output control points), VGT_TF_PARAM (domain, partitioning, output topology),
 * VGT_HOS_MIN/MAX_TESS_LEVEL (float clamps) and GE_CNTL (primitive group size, BREAK_WAVE_AT_EOI).
 * Each register is required; values Vulkan cannot express are refused.
 */
import { AgcStateError } from '../errors.js';
import { asFloat, readRequired, requiredFields } from '../state/read.js';
const DOMAINS = ['isoline', 'triangle', 'quad', undefined];
const PARTITIONING = [
    'integer',
    undefined,
    'fractionalOdd',
    'fractionalEven',
];
const TOPOLOGY = [
    'point',
    'line',
    'triangleCw',
    'triangleCcw',
];
/** Decodes the tessellation configuration; throws {@link AgcStateError} when missing or unsupported. */
export function decodeTessellation(regs) {
    const why = 'tessellation needs it';
    const lsHsValue = readRequired(regs, 'VGT_LS_HS_CONFIG', why);
    const lsHs = requiredFields(regs, 'VGT_LS_HS_CONFIG', why);
    const tfValue = readRequired(regs, 'VGT_TF_PARAM', why);
    const tf = requiredFields(regs, 'VGT_TF_PARAM', why);
    const ge = requiredFields(regs, 'GE_CNTL', 'the tessellation configuration needs its primitive group size');
    const geValue = readRequired(regs, 'GE_CNTL', why);
    const minLevel = asFloat(readRequired(regs, 'VGT_HOS_MIN_TESS_LEVEL', why));
    const maxLevel = asFloat(readRequired(regs, 'VGT_HOS_MAX_TESS_LEVEL', why));
    if (lsHs.HS_NUM_INPUT_CP < 1 || lsHs.HS_NUM_INPUT_CP > 32) {
        throw new AgcStateError('VGT_LS_HS_CONFIG', lsHsValue, `${lsHs.HS_NUM_INPUT_CP} input control points is outside 1..32`);
    }
    if (lsHs.HS_NUM_OUTPUT_CP < 1 || lsHs.HS_NUM_OUTPUT_CP > 32) {
        throw new AgcStateError('VGT_LS_HS_CONFIG', lsHsValue, `${lsHs.HS_NUM_OUTPUT_CP} output control points is outside 1..32`);
    }
    if (lsHs.NUM_PATCHES === 0)
        throw new AgcStateError('VGT_LS_HS_CONFIG', lsHsValue, 'NUM_PATCHES is 0');
    const domain = DOMAINS[tf.TYPE];
    if (!domain)
        throw new AgcStateError('VGT_TF_PARAM', tfValue, `domain type ${tf.TYPE} is reserved`);
    const partitioning = PARTITIONING[tf.PARTITIONING];
    if (!partitioning) {
        throw new AgcStateError('VGT_TF_PARAM', tfValue, `partitioning ${tf.PARTITIONING} (power-of-two or reserved) has no Vulkan equivalent`);
    }
    const topology = TOPOLOGY[tf.TOPOLOGY];
    if (!topology)
        throw new AgcStateError('VGT_TF_PARAM', tfValue, `output topology ${tf.TOPOLOGY} is reserved`);
    if (domain === 'isoline' && topology !== 'point' && topology !== 'line') {
        throw new AgcStateError('VGT_TF_PARAM', tfValue, `an isoline domain cannot output ${topology} primitives`);
    }
    if (domain !== 'isoline' && topology === 'line') {
        throw new AgcStateError('VGT_TF_PARAM', tfValue, `a ${domain} domain cannot output lines`);
    }
    if (!(minLevel >= 0) || !(maxLevel >= minLevel)) {
        throw new AgcStateError('VGT_HOS_MAX_TESS_LEVEL', readRequired(regs, 'VGT_HOS_MAX_TESS_LEVEL', why), `level range ${minLevel}..${maxLevel} is empty or not a number`);
    }
    if (ge.PRIM_GRP_SIZE === 0)
        throw new AgcStateError('GE_CNTL', geValue, 'PRIM_GRP_SIZE is 0');
    return {
        patchesPerGroup: lsHs.NUM_PATCHES,
        inputControlPoints: lsHs.HS_NUM_INPUT_CP,
        outputControlPoints: lsHs.HS_NUM_OUTPUT_CP,
        domain,
        partitioning,
        topology,
        minLevel,
        maxLevel,
        primitiveGroupSize: ge.PRIM_GRP_SIZE,
        breakAtInstance: ge.BREAK_WAVE_AT_EOI === 1,
    };
}
//# sourceMappingURL=tessellation.js.map