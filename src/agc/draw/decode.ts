/**
 * Draw decode: from the register file to the draw's shader path, wave sizes, programs and stage
 * configurations, or a refusal ({@link AgcStateError}) naming the register, its value and the reason.
 * A pure function of the registers and the program registry.
 */
import type { RegisterReader } from '../state/register-file.js';
import { decodeMesh, type MeshConfiguration } from './mesh.js';
import { graphicsPrograms, type ProgramRegistry, type ProgramSlot } from './programs.js';
import { type ShaderPath, shaderStagesOf, type WaveSize } from './stages.js';
import { decodeTessellation, type TessellationConfiguration } from './tessellation.js';

/** A decoded graphics draw. */
export interface DecodedDraw {
  readonly path: ShaderPath;
  readonly shaderStages: number;
  readonly passthrough: boolean;
  readonly waves: {
    readonly hull: WaveSize | undefined;
    readonly geometry: WaveSize;
    readonly pixel: WaveSize | undefined;
  };
  readonly programs: readonly ProgramSlot[];
  readonly tessellation: TessellationConfiguration | undefined;
  readonly mesh: MeshConfiguration | undefined;
}

/** Decodes the draw the registers describe. */
export function decodeDraw(regs: RegisterReader, registry?: ProgramRegistry): DecodedDraw {
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
