import { decodeMesh } from './mesh.js';
import { graphicsPrograms } from './programs.js';
import { shaderStagesOf } from './stages.js';
import { decodeTessellation } from './tessellation.js';
/** Decodes the draw the registers describe. */
export function decodeDraw(regs, registry) {
    const stages = shaderStagesOf(regs);
    const programs = graphicsPrograms(regs, stages, registry);
    const tessellation = stages.tessellation ? decodeTessellation(regs) : undefined;
    const mesh = stages.geometry ? decodeMesh(regs, stages, tessellation) : undefined;
    return {
        path: stages.path,
        shaderStages: stages.value,
        passthrough: stages.passthrough,
        waves: {
            hull: stages.hullWave,
            geometry: stages.geometryWave,
            pixel: programs.find((p) => p.slot === 'PS')?.wave,
        },
        programs,
        tessellation,
        mesh,
    };
}
//# sourceMappingURL=decode.js.map