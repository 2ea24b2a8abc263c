import type { RegisterReader } from '../state/register-file.js';
import type { ShaderStages } from './stages.js';
import type { TessellationConfiguration } from './tessellation.js';
export type MeshOutputPrimitive = 'points' | 'lineStrip' | 'triangleStrip';
/** The subgroup and output layout of an NGG geometry program. */
export interface MeshConfiguration {
    readonly primitivesPerSubgroup: number;
    readonly verticesPerSubgroup: number;
    /** Most vertices the subgroup emits (GE_MAX_OUTPUT_PER_SUBGROUP). */
    readonly maxOutputVertices: number;
    readonly threadsPerSubgroup: number;
    /** Most vertices emitted per input primitive (VGT_GS_MAX_VERT_OUT). */
    readonly maxVerticesPerPrimitive: number;
    readonly outputPrimitive: MeshOutputPrimitive;
    /** Dwords per vertex item in the ES-to-GS ring (VGT_ESGS_RING_ITEMSIZE). */
    readonly esgsItemDwords: number;
    readonly provokingVertex: 'first' | 'last';
    /** Wave size of the geometry program. */
    readonly wave: 32 | 64;
}
/** Decodes the mesh configuration; throws {@link AgcStateError} when missing or out of range. */
export declare function decodeMesh(regs: RegisterReader, stages: ShaderStages, tessellation: TessellationConfiguration | undefined): MeshConfiguration;
