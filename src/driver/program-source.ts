/**
 * Where a draw's or dispatch's host programs come from: a {@link ProgramSource} turns a recompile
 * request into SPIR-V and its interface. The real source is the recompiler (`recompilerSource`); tests
 * plug in GLSL stand-ins that follow the same interface (a prefix of the push block, {u64
 * addressOffset; u32 opaqueZero0; u32 opaqueZero1}, vec4 outputs and inputs at locations, one vec4 per
 * MRT).
 *
 * Requests are the recompiler's (src/recompiler/request.ts, version 3); `ProgramResult` is the part of
 * the recompiler's result the driver reads, so a stand-in need not fill the rest.
 */
import type { SlotName } from '../agc/draw/programs.js';
import {
  type Binding,
  type ComputeRequest,
  type MemoryRegion,
  type PixelConfiguration,
  type PixelRequest,
  type RecompileRequest,
  recompile,
  type VertexConfiguration,
  type VertexRequest,
} from '../recompiler/index.js';
import type { GeometryDistances, GeometryStagePlan } from '../spirv/emit-geometry.js';

export type {
  ComputeRequest,
  MemoryRegion,
  PixelConfiguration,
  PixelRequest,
  VertexConfiguration,
  VertexRequest,
};

/** Every request the driver makes (the recompiler's request union, version 3). */
export type ProgramRequest = RecompileRequest;

/** One push constant member the driver fills (by name: addressOffset, opaqueZero0/1, sinkAddress). */
export interface PushMember {
  readonly name: string;
  readonly offset: number;
}

/** The interface of a graphics program, as the recompiler describes it. */
export interface GraphicsInterface {
  /** Vertex: parameter exports, one vec4 of f32 each, at a location. */
  readonly outputs?: readonly { readonly location: number; readonly parameter: number }[];
  /** Vertex: the clip and cull distances written (a generated geometry stage forwards them). */
  readonly distances?: GeometryDistances;
  /** Pixel: interpolated vec4 inputs. */
  readonly inputs?: readonly {
    readonly location: number;
    readonly interpolation: 'smooth' | 'noperspective' | 'flat';
    readonly sampling: 'center' | 'centroid' | 'sample';
    /** The three vertices' values (exact interpolation with fragment barycentrics). */
    readonly perVertex?: true;
  }[];
  /** Pixel: one vec4 per written MRT, location = MRT index. */
  readonly colorOutputs?: readonly { readonly location: number; readonly type: 'float' | 'uint' | 'sint' }[];
  readonly depthOutput?: boolean;
  /** Pixel, exact interpolation without fragment barycentrics: the geometry stage to insert. */
  readonly geometryStage?: GeometryStagePlan;
}

/** What the driver needs of a program (the recompiler's result has these fields). */
export interface ProgramResult {
  readonly spirv: Uint32Array;
  readonly entryPoint: string;
  readonly pushConstants: { readonly size: number; readonly members: readonly PushMember[] };
  readonly bindings: readonly Binding[];
  readonly interface: GraphicsInterface & {
    readonly workgroupSize?: readonly [number, number, number];
    readonly requiredSubgroupSize?: number;
  };
  readonly cacheKey: string;
}

/** The program in `slot` for `request`; throws RecompileError (or another typed error) to refuse. */
export type ProgramSource = (slot: SlotName, request: ProgramRequest) => ProgramResult;

/** The recompiler as a program source. */
export const recompilerSource: ProgramSource = (_slot, request) => recompile(request);
