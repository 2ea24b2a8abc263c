/**
 * Where a draw's or dispatch's host programs come from: a {@link ProgramSource} turns a recompile
 * request into SPIR-V and its interface. The real source is the recompiler (`recompilerSource`); tests
 * plug in GLSL stand-ins that follow the same interface (the push block {u64 addressOffset; u32
 * opaqueZero0; u32 opaqueZero1}, vec4 outputs and inputs at locations, one vec4 per MRT).
 *
 * The vertex and pixel request shapes are those of recompiler request version 3 (src/recompiler/
 * request.ts on main); they are declared here until this branch carries them, and are plain data, so
 * the recompiler's own types accept them unchanged.
 */
import type { SlotName } from '../agc/draw/programs.js';
import {
  type ComputeConfiguration,
  type RecompileRequest as ComputeRequest,
  type MemoryRegion,
  RecompileError,
  recompile,
} from '../recompiler/index.js';
import type { TargetProfile } from '../util/target-profile.js';

export type { ComputeRequest, MemoryRegion };

/** The NGG vertex stage's configuration (SPI_SHADER_* of the GS block, SPI_VS_OUT_CONFIG). */
export interface VertexConfiguration {
  readonly pgmRsrc1?: number;
  readonly pgmRsrc2: number;
  readonly userDataAddress?: readonly [number, number];
  readonly posFormat: number;
  readonly vsOutConfig: number;
}

/** The pixel stage's configuration (SPI_PS_*, SPI_SHADER_COL_FORMAT / Z_FORMAT). */
export interface PixelConfiguration {
  readonly pgmRsrc1?: number;
  readonly inputEna: number;
  readonly inputAddr: number;
  /** SPI_PS_INPUT_CNTL_0.., SPI_PS_IN_CONTROL.NUM_INTERP of them. */
  readonly inputCntl: readonly number[];
  readonly colorFormat: number;
  readonly zFormat: number;
  /** Per MRT, from CB_COLORn_INFO.NUMBER_TYPE. */
  readonly colorTypes?: readonly ('float' | 'uint' | 'sint')[];
}

interface GraphicsRequestBase {
  readonly version: 3;
  readonly mcpu: 'gfx1013';
  readonly waveSize: 32 | 64;
  readonly program: readonly number[];
  readonly programAddress: string;
  readonly userSgprs: readonly number[];
  readonly memory: readonly MemoryRegion[];
  readonly target: TargetProfile;
}

/** A vertex (NGG ES+GS without a geometry half) recompile request. */
export interface VertexRequest extends GraphicsRequestBase {
  readonly stage: 'vertex';
  readonly vertex: VertexConfiguration;
}

/** A pixel recompile request. */
export interface PixelRequest extends GraphicsRequestBase {
  readonly stage: 'pixel';
  readonly pixel: PixelConfiguration;
}

/** Every request the driver makes. */
export type ProgramRequest = ComputeRequest | VertexRequest | PixelRequest;

/** One push constant member the driver fills (by name: addressOffset, opaqueZero0/1). */
export interface PushMember {
  readonly name: string;
  readonly offset: number;
}

/** The interface of a graphics program, as the recompiler describes it. */
export interface GraphicsInterface {
  /** Vertex: parameter exports, one vec4 of f32 each, at a location. */
  readonly outputs?: readonly { readonly location: number; readonly parameter: number }[];
  /** Pixel: interpolated vec4 inputs. */
  readonly inputs?: readonly {
    readonly location: number;
    readonly interpolation: 'smooth' | 'noperspective' | 'flat';
    readonly sampling: 'center' | 'centroid' | 'sample';
  }[];
  /** Pixel: one vec4 per written MRT, location = MRT index. */
  readonly colorOutputs?: readonly { readonly location: number; readonly type: 'float' | 'uint' | 'sint' }[];
  readonly depthOutput?: boolean;
}

/** What the driver needs of a program (the recompiler's result has these fields). */
export interface ProgramResult {
  readonly spirv: Uint32Array;
  readonly entryPoint: string;
  readonly pushConstants: { readonly size: number; readonly members: readonly PushMember[] };
  readonly bindings: readonly { readonly name: string }[];
  readonly interface: GraphicsInterface & {
    readonly workgroupSize?: readonly [number, number, number];
    readonly requiredSubgroupSize?: number;
  };
  readonly cacheKey: string;
}

/** The program in `slot` for `request`; throws RecompileError (or another typed error) to refuse. */
export type ProgramSource = (slot: SlotName, request: ProgramRequest) => ProgramResult;

/**
 * The recompiler as a program source. Until the recompiler on this branch takes vertex and pixel
 * requests, those are refused here as the recompiler would refuse an unknown stage.
 */
export const recompilerSource: ProgramSource = (_slot, request) => {
  if (request.stage !== 'compute')
    throw new RecompileError(0, '<program>', `the recompiler has no ${request.stage} stage yet`);
  return recompile(request);
};

export type { ComputeConfiguration };
