/**
 * Input assembly: primitive topology (VGT_PRIMITIVE_TYPE), index type (VGT_INDEX_TYPE) and primitive
 * restart (VGT_MULTI_PRIM_IB_RESET_EN, VGT_MULTI_PRIM_IB_RESET_INDX) as a Vulkan-like description.
 * Topologies Vulkan lacks (rectangle lists, quads, polygons, line loops) are refused.
 */
import { AgcStateError } from '../errors.js';
import { fieldsOf, readOptional, readRequired } from '../state/read.js';
/** VGT_DI_PRIM_TYPE values Vulkan has, by value. */
const TOPOLOGY = {
    1: 'pointList',
    2: 'lineList',
    3: 'lineStrip',
    4: 'triangleList',
    5: 'triangleFan',
    6: 'triangleStrip',
    9: 'patchList',
    10: 'lineListWithAdjacency',
    11: 'lineStripWithAdjacency',
    12: 'triangleListWithAdjacency',
    13: 'triangleStripWithAdjacency',
};
const INDEX = ['uint16', 'uint32', 'uint8', undefined];
const ALL_ONES = { uint8: 0xff, uint16: 0xffff, uint32: 0xffffffff };
/** Decodes the input assembly; `indexed` says whether the draw reads indices. */
export function decodeInputAssembly(regs, indexed) {
    const primValue = readRequired(regs, 'VGT_PRIMITIVE_TYPE', 'it decides the topology');
    const prim = fieldsOf(regs, 'VGT_PRIMITIVE_TYPE').PRIM_TYPE;
    const topology = TOPOLOGY[prim];
    if (!topology)
        throw new AgcStateError('VGT_PRIMITIVE_TYPE', primValue, `primitive type ${prim} has no Vulkan topology`);
    const indexValue = readOptional(regs, 'VGT_INDEX_TYPE');
    let indexType;
    if (indexValue !== undefined) {
        indexType = INDEX[fieldsOf(regs, 'VGT_INDEX_TYPE').INDEX_TYPE];
        if (!indexType)
            throw new AgcStateError('VGT_INDEX_TYPE', indexValue, 'index type 3 is reserved');
    }
    if (indexed && indexType === undefined)
        throw new AgcStateError('VGT_INDEX_TYPE', undefined, 'is not set, but the draw is indexed');
    const reset = fieldsOf(regs, 'VGT_MULTI_PRIM_IB_RESET_EN');
    const primitiveRestart = indexed && reset.RESET_EN === 1;
    if (primitiveRestart && indexType) {
        const index = readRequired(regs, 'VGT_MULTI_PRIM_IB_RESET_INDX', 'primitive restart is enabled');
        const mask = reset.MATCH_ALL_BITS ? 0xffffffff : ALL_ONES[indexType];
        if ((index & mask) >>> 0 !== ALL_ONES[indexType]) {
            throw new AgcStateError('VGT_MULTI_PRIM_IB_RESET_INDX', index, `restart index is not the all-ones ${indexType} value Vulkan restarts on`);
        }
    }
    return { topology, indexType, primitiveRestart };
}
//# sourceMappingURL=input-assembly.js.map