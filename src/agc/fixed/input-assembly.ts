/**
 * Input assembly: primitive topology (VGT_PRIMITIVE_TYPE), index type (VGT_INDEX_TYPE) and primitive
 * restart (VGT_MULTI_PRIM_IB_RESET_EN, VGT_MULTI_PRIM_IB_RESET_INDX) as a Vulkan-like description.
 * Topologies Vulkan lacks (rectangle lists, quads, polygons, line loops) are refused.
 */
import { AgcStateError } from '../errors.js';
import { fieldsOf, readOptional, readRequired } from '../state/read.js';
import type { RegisterReader } from '../state/register-file.js';

export type Topology =
  | 'pointList'
  | 'lineList'
  | 'lineStrip'
  | 'triangleList'
  | 'triangleFan'
  | 'triangleStrip'
  | 'patchList'
  | 'lineListWithAdjacency'
  | 'lineStripWithAdjacency'
  | 'triangleListWithAdjacency'
  | 'triangleStripWithAdjacency';

export type IndexType = 'uint16' | 'uint32' | 'uint8';

/** Input assembly of one draw. */
export interface InputAssembly {
  readonly topology: Topology;
  /** Index type of indexed draws (VGT_INDEX_TYPE; undefined when never set). */
  readonly indexType: IndexType | undefined;
  readonly primitiveRestart: boolean;
}

/** VGT_DI_PRIM_TYPE values Vulkan has, by value. */
const TOPOLOGY: Readonly<Record<number, Topology>> = {
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
const INDEX: readonly (IndexType | undefined)[] = ['uint16', 'uint32', 'uint8', undefined];
const ALL_ONES: Record<IndexType, number> = { uint8: 0xff, uint16: 0xffff, uint32: 0xffffffff };

/** Decodes the input assembly; `indexed` says whether the draw reads indices. */
export function decodeInputAssembly(regs: RegisterReader, indexed: boolean): InputAssembly {
  const primValue = readRequired(regs, 'VGT_PRIMITIVE_TYPE', 'it decides the topology');
  const prim = fieldsOf(regs, 'VGT_PRIMITIVE_TYPE').PRIM_TYPE;
  const topology = TOPOLOGY[prim];
  if (!topology)
    throw new AgcStateError('VGT_PRIMITIVE_TYPE', primValue, `primitive type ${prim} has no Vulkan topology`);
  const indexValue = readOptional(regs, 'VGT_INDEX_TYPE');
  let indexType: IndexType | undefined;
  if (indexValue !== undefined) {
    indexType = INDEX[fieldsOf(regs, 'VGT_INDEX_TYPE').INDEX_TYPE];
    if (!indexType) throw new AgcStateError('VGT_INDEX_TYPE', indexValue, 'index type 3 is reserved');
  }
  if (indexed && indexType === undefined)
    throw new AgcStateError('VGT_INDEX_TYPE', undefined, 'is not set, but the draw is indexed');
  const reset = fieldsOf(regs, 'VGT_MULTI_PRIM_IB_RESET_EN');
  const primitiveRestart = indexed && reset.RESET_EN === 1;
  if (primitiveRestart && indexType) {
    const index = readRequired(regs, 'VGT_MULTI_PRIM_IB_RESET_INDX', 'primitive restart is enabled');
    const mask = reset.MATCH_ALL_BITS ? 0xffffffff : ALL_ONES[indexType];
    if ((index & mask) >>> 0 !== ALL_ONES[indexType]) {
      throw new AgcStateError(
        'VGT_MULTI_PRIM_IB_RESET_INDX',
        index,
        `restart index is not the all-ones ${indexType} value Vulkan restarts on`,
      );
    }
  }
  return { topology, indexType, primitiveRestart };
}
