import type { RegisterReader } from '../state/register-file.js';
export type Topology = 'pointList' | 'lineList' | 'lineStrip' | 'triangleList' | 'triangleFan' | 'triangleStrip' | 'patchList' | 'lineListWithAdjacency' | 'lineStripWithAdjacency' | 'triangleListWithAdjacency' | 'triangleStripWithAdjacency';
export type IndexType = 'uint16' | 'uint32' | 'uint8';
/** Input assembly of one draw. */
export interface InputAssembly {
    readonly topology: Topology;
    /** Index type of indexed draws (VGT_INDEX_TYPE; undefined when never set). */
    readonly indexType: IndexType | undefined;
    readonly primitiveRestart: boolean;
}
/** Decodes the input assembly; `indexed` says whether the draw reads indices. */
export declare function decodeInputAssembly(regs: RegisterReader, indexed: boolean): InputAssembly;
