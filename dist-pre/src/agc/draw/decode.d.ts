/**
 * Draw decode: from the register file to the draw's shader path, wave sizes, programs and stage
 * configurations, or a refusal ({@link AgcStateError}) naming the register, its value and the reason.
 * A pure function of the registers and the program registry.
 */
import type { RegisterReader } from '../state/register-file.js';
import { type MeshConfiguration } from './mesh.js';
import { type ProgramRegistry, type ProgramSlot } from './programs.js';
import { type ShaderPath, type WaveSize } from './stages.js';
import { type TessellationConfiguration } from './tessellation.js';
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
export declare function decodeDraw(regs: RegisterReader, registry?: ProgramRegistry): DecodedDraw;
