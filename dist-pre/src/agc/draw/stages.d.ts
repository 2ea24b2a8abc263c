import type { RegisterReader } from '../state/register-file.js';
/** The four graphics shader paths Oberon draws. */
export type ShaderPath = 'Vertex' | 'Geometry' | 'Tessellation' | 'TessellationGeometry';
/** Wave size of a stage: 32 or 64 lanes. */
export type WaveSize = 32 | 64;
/** Decoded VGT_SHADER_STAGES_EN. */
export interface ShaderStages {
    readonly value: number;
    readonly path: ShaderPath;
    /** Local and hull stages run (tessellation). */
    readonly tessellation: boolean;
    /** An NGG geometry stage with its own program half runs (GS_EN). */
    readonly geometry: boolean;
    /** NGG primitive passthrough: the vertex stage's primitives go to the rasterizer unchanged. */
    readonly passthrough: boolean;
    /** DYNAMIC_HS: the hull stage's waves are launched dynamically (a scheduling hint). */
    readonly dynamicHull: boolean;
    /** Wave size of the local and hull programs (HS_W32_EN); undefined without tessellation. */
    readonly hullWave: WaveSize | undefined;
    /** Wave size of the NGG stage: vertex, domain, geometry (GS_W32_EN). */
    readonly geometryWave: WaveSize;
}
/** Decodes a VGT_SHADER_STAGES_EN value; throws {@link AgcStateError} for a routing Oberon refuses. */
export declare function decodeShaderStages(value: number): ShaderStages;
/** Wave size of the pixel stage from SPI_PS_IN_CONTROL.PS_W32_EN (required). */
export declare function pixelWave(regs: RegisterReader): WaveSize;
/** Decodes the shader stages of the register file (VGT_SHADER_STAGES_EN is required). */
export declare function shaderStagesOf(regs: RegisterReader): ShaderStages;
