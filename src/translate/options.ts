/**
 * What the translator needs to know besides the program: the guest target, the stage's launch facts
 * (user SGPR values, what the hardware loads into registers, the initial float MODE, the stage's
 * interface registers) and the host's subgroup model.
 */

import type { ExactBarycentrics } from '../ir/stage-io.js';
import type { ImageType } from '../isa/tables/image-descriptor.js';
import type { Target } from '../isa/target.js';

/** What every stage's launch carries. */
interface LaunchBase {
  /**
   * User SGPR values known at recompile time; they specialize the program (compute and pixel: from s0;
   * vertex: USER_DATA_GS_* from s8).
   */
  readonly userSgprs: readonly number[];
  /**
   * The stage's PGM_RSRC1: its FLOAT_MODE, DX10_CLAMP and IEEE_MODE fields set the initial MODE
   * (float-mode.ts). Default: DEFAULT_PGM_RSRC1_FLOAT_BITS, what llc-19 emits for `amdgpu_cs`
   * (denormals kept, DX10_CLAMP on, IEEE mode off).
   */
  readonly pgmRsrc1?: number;
}

/** Launch state of a compute program (COMPUTE_PGM_RSRC2, COMPUTE_NUM_THREAD_*, COMPUTE_USER_DATA_*). */
export interface ComputeLaunch extends LaunchBase {
  readonly stage: 'compute';
  /** TGID_X_EN, TGID_Y_EN, TGID_Z_EN: workgroup ids loaded after the user SGPRs. */
  readonly workgroupIdSgprs: readonly [boolean, boolean, boolean];
  /** TG_SIZE_EN: the wave's index and the wave count follow the workgroup ids (isa/tables/launch-sgprs.ts). */
  readonly tgSizeSgpr?: boolean;
  /** TIDIG_COMP_CNT + 1: local id components loaded into v0, v1, v2. */
  readonly localIdComponents: 1 | 2 | 3;
  readonly workgroupSize: readonly [number, number, number];
  /** LDS bytes per workgroup. */
  readonly ldsBytes: number;
}

/**
 * Launch state of an NGG vertex program (the GS hardware stage with PRIMGEN_EN running a vertex
 * shader; translate/launch.ts has the register layout).
 */
export interface VertexLaunch extends LaunchBase {
  readonly stage: 'vertex';
  /** USER_DATA_ADDR_LO/HI_GS, loaded into s0 and s1. */
  readonly userDataAddress: readonly [number, number];
  /** ES_VGPR_COMP_CNT: vertex id (0), + user VGPR (1), + primitive id (2), + instance id (3). */
  readonly esVgprCompCnt: 0 | 1 | 2 | 3;
  /** pos0..pos3: what each position export carries (PA_CL_VS_OUT_CNTL, recompiler/position-exports.ts). */
  readonly positions: readonly PositionExport[];
  /** Parameter exports (SPI_VS_OUT_CONFIG.VS_EXPORT_COUNT + 1). */
  readonly parameterCount: number;
  /** The point size state of a draw that rasterizes points (recompiler/point-size.ts). */
  readonly pointSize?: PointSizeFacts;
}

/** A host builtin a position export component feeds. */
export type PositionBuiltin =
  | 'Position'
  | 'ClipDistance'
  | 'CullDistance'
  | 'PointSize'
  | 'Layer'
  | 'ViewportIndex';

/** The host builtin element one component of a position export becomes. */
export interface HostComponent {
  readonly builtin: PositionBuiltin;
  /** The element: a component of Position, an index of a distance array (0 for scalars). */
  readonly index: number;
  /** Elements of the builtin (4 for Position; the enabled distances for the arrays; 1 for scalars). */
  readonly count: number;
  /**
   * An integer builtin read from a bit field of the exported 32 bits (offset, width): the misc
   * vector's z holds the layer in [10:0] and the viewport index in [19:16].
   */
  readonly bits?: readonly [offset: number, width: number];
}

/**
 * A position export: per component the host elements it feeds (none: the hardware reads nothing from
 * it), or why the export is refused.
 */
export type PositionExport =
  | { readonly components: readonly (readonly HostComponent[])[] }
  | { readonly refused: string };

/**
 * The point size the primitive assembler applies when the draw rasterizes points (PA_SU_POINT_SIZE,
 * PA_SU_POINT_MINMAX, in pixels): the program's exported size clamped to [min, max], or `fixed` when
 * the program exports none. Absent: the draw rasterizes no points.
 */
export interface PointSizeFacts {
  /** PA_SU_POINT_SIZE's size, written with pos0 when the program exports no size. */
  readonly fixed: number;
  readonly min: number;
  readonly max: number;
}

/** How a pixel program reads attribute `n` (SPI_PS_INPUT_CNTL_n). */
export interface PixelAttribute {
  /** The vertex parameter it reads (OFFSET): the host interface location. */
  readonly parameter: number;
  readonly flat: boolean;
}

/** Export format of a colour target or of MRTZ (SPI_SHADER_EX_FORMAT values). */
export type ExportFormat = number;

/**
 * Where one channel of a host colour output comes from: a channel of an MRT export (`mrt` 0..7,
 * `channel` 0 R .. 3 A, in export order), or a constant.
 */
export type ColorChannelSource = { readonly mrt: number; readonly channel: number } | 'zero' | 'one';

/**
 * One host colour output the fragment shader writes: `location` with dual-source `index` 0 or 1, each
 * channel a copy of an export channel or a constant (no arithmetic). The driver asks for these where
 * the target stores channels in another order (COMP_SWAP) or blends with a second source colour.
 */
export interface ColorOutput {
  readonly location: number;
  readonly index: 0 | 1;
  readonly channels: readonly [
    ColorChannelSource,
    ColorChannelSource,
    ColorChannelSource,
    ColorChannelSource,
  ];
}

/** Launch state of a pixel program (SPI_PS_INPUT_ENA/ADDR, SPI_PS_INPUT_CNTL_n, export formats). */
export interface PixelLaunch extends LaunchBase {
  readonly stage: 'pixel';
  readonly inputEna: number;
  readonly inputAddr: number;
  /**
   * SPI_BARYC_CNTL.FRONT_FACE_ALL_BITS: the FRONT_FACE VGPR is 1 (front) or 0 (back) when set, and
   * +1.0f or -1.0f when clear (the sign bit says it).
   */
  readonly frontFaceAllBits: boolean;
  readonly attributes: readonly PixelAttribute[];
  /** Export format of MRT0..7 (0: SPI_SHADER_ZERO, not exported). */
  readonly colorFormats: readonly ExportFormat[];
  /** Numeric type of MRT0..7 as the host output declares it. */
  readonly colorTypes: readonly ('float' | 'uint' | 'sint')[];
  readonly zFormat: ExportFormat;
  /**
   * The host colour outputs as copies of export channels (the request's pixel.colorOutputs); absent:
   * MRTn is location n (rules/export.ts).
   */
  readonly colorOutputs?: readonly ColorOutput[];
  /**
   * Exact interpolation (the request's pixel.barycentrics 'exact'): the barycentric VGPRs hold the
   * host's weights and v_interp computes the guest's formula from per-vertex values reached this way.
   * Absent: the pair is proved into the host interpolator's input.
   */
  readonly exactBarycentrics?: ExactBarycentrics;
}

/** The launch facts of one program: one shape per stage. */
export type LaunchFacts = ComputeLaunch | VertexLaunch | PixelLaunch;

/** The host facts translation depends on (from the target profile). */
export interface HostModel {
  /** Subgroup size the host runs this stage with (after subgroup size control). */
  readonly subgroupSize: number;
  /** Whether subgroup ballot/broadcast operations are available in this stage. */
  readonly subgroupOperations: boolean;
}

/** Everything translation reads besides the program words. */
export interface TranslateOptions {
  readonly target: Target;
  /** Byte offset of the entry instruction. */
  readonly entry: number;
  readonly launch: LaunchFacts;
  readonly host: HostModel;
  /**
   * Guest address of program offset 0, as s_getpc_b64 reports it and s_setpc_b64 takes it (default
   * DEFAULT_PROGRAM_ADDRESS, the reference executor's program base).
   */
  readonly programAddress?: bigint;
  /**
   * Guest memory known at recompile time and unchanged while the program runs (the resource tables the
   * request carries): scalar loads from it fold to constants, so descriptors found there specialize
   * the code.
   */
  readonly knownMemory?: readonly KnownMemory[];
  /**
   * T#s read at run time from a known guest address (VM-translated): the type and texel size the image
   * rules specialize on (translate/rules/image-dynamic.ts); the runtime checks them.
   */
  readonly imagePins?: readonly ImagePin[];
}

/** A T# read at run time from `address`, with what the code is specialized on. */
export interface ImagePin {
  readonly address: bigint;
  readonly type: ImageType;
  readonly texelBytes: number;
  /** Mip levels of the view (LAST_LEVEL - BASE_LEVEL + 1), one binding each. */
  readonly levels: number;
}

/** A range of guest memory whose contents the request carries. */
export interface KnownMemory {
  /** Guest byte address of words[0] (4-aligned). */
  readonly address: bigint;
  readonly words: ArrayLike<number>;
}

/** Default guest address of program offset 0: 2^44, as the reference executor maps programs. */
export const DEFAULT_PROGRAM_ADDRESS = 0x1000_0000_0000n;
