/**
 * MeshConfiguration: the NGG subgroup a geometry program runs in, for the Geometry and
 * TessellationGeometry paths, which Oberon draws as mesh shaders. From GE_CNTL (primitives and vertices
 * per subgroup), GE_MAX_OUTPUT_PER_SUBGROUP, VGT_GS_MAX_VERT_OUT, VGT_GS_OUT_PRIM_TYPE,
 * VGT_ESGS_RING_ITEMSIZE and the provoking vertex of PA_SU_SC_MODE_CNTL.
 *
 * After tessellation, the subgroup's input vertices are the captured corners of its triangles (three
 * per triangle, no reuse), so they number primitives x corners; otherwise GE_CNTL.VERT_GRP_SIZE.
 * The subgroup's thread count is the largest of its input vertices, input primitives and output
 * vertices, and must fit one 256-thread workgroup.
 */
import { AgcStateError } from '../errors.js';
import { fieldsOf, readRequired, requiredFields } from '../state/read.js';
const OUTPUT = [
    'points',
    'lineStrip',
    'triangleStrip',
    undefined,
];
const CORNERS = { point: 1, line: 2, triangleCw: 3, triangleCcw: 3 };
/** Decodes the mesh configuration; throws {@link AgcStateError} when missing or out of range. */
export function decodeMesh(regs, stages, tessellation) {
    const why = 'the geometry subgroup needs it';
    const geValue = readRequired(regs, 'GE_CNTL', why);
    const ge = requiredFields(regs, 'GE_CNTL', why);
    const maxOut = requiredFields(regs, 'GE_MAX_OUTPUT_PER_SUBGROUP', why).MAX_VERTS_PER_SUBGROUP;
    const maxVertOut = requiredFields(regs, 'VGT_GS_MAX_VERT_OUT', why).MAX_VERT_OUT;
    const outValue = readRequired(regs, 'VGT_GS_OUT_PRIM_TYPE', why);
    const out = requiredFields(regs, 'VGT_GS_OUT_PRIM_TYPE', why);
    const item = requiredFields(regs, 'VGT_ESGS_RING_ITEMSIZE', why).ITEMSIZE;
    const provokingLast = fieldsOf(regs, 'PA_SU_SC_MODE_CNTL').PROVOKING_VTX_LAST === 1;
    const prims = ge.PRIM_GRP_SIZE;
    if (prims === 0)
        throw new AgcStateError('GE_CNTL', geValue, 'PRIM_GRP_SIZE is 0, so a subgroup holds no primitives');
    const verts = tessellation ? prims * CORNERS[tessellation.topology] : ge.VERT_GRP_SIZE;
    if (verts === 0)
        throw new AgcStateError('GE_CNTL', geValue, 'VERT_GRP_SIZE is 0, so a subgroup holds no vertices');
    const outputPrimitive = OUTPUT[out.OUTPRIM_TYPE];
    if (!outputPrimitive) {
        throw new AgcStateError('VGT_GS_OUT_PRIM_TYPE', outValue, `output primitive type ${out.OUTPRIM_TYPE} is unsupported`);
    }
    if (out.UNIQUE_TYPE_PER_STREAM) {
        throw new AgcStateError('VGT_GS_OUT_PRIM_TYPE', outValue, 'a primitive type per stream is unsupported');
    }
    const threads = Math.max(prims, verts, maxOut);
    if (threads > 256) {
        throw new AgcStateError('GE_CNTL', geValue, `a subgroup of ${prims} primitives, ${verts} vertices and ${maxOut} output vertices needs ${threads} threads, more than 256`);
    }
    return {
        primitivesPerSubgroup: prims,
        verticesPerSubgroup: verts,
        maxOutputVertices: maxOut,
        threadsPerSubgroup: threads,
        maxVerticesPerPrimitive: maxVertOut,
        outputPrimitive,
        esgsItemDwords: item,
        provokingVertex: provokingLast ? 'last' : 'first',
        wave: stages.geometryWave,
    };
}
//# sourceMappingURL=mesh.js.map