/**
 * `recompile(request) -> result`: the public recompiler. A pure function of the request (request.ts,
 * one shape per stage): plan the stage (launch facts, and how the guest wave sits on the host),
 * translate the program (translate), run the IR passes (SSA, per-lane masks and loops, the stage I/O proofs,
 * wave emulation where the host subgroup cannot hold the wave, constant folding, dead code
 * elimination, host guards), emit SPIR-V (spirv), check the module's capabilities against the target
 * profile's features, and describe what the pipeline must provide: bindings, push constants, the
 * required subgroup size, the stage's inputs and outputs. Every refusal is a RecompileError.
 */
import { calledHelpers, type IrFunction, type IrModule } from '../ir/function.js';
import { printModule } from '../ir/printer.js';
import {
  BARYCENTRIC_SETS,
  type BarycentricSet,
  type ExactBarycentrics,
  GEOMETRY_LOCATIONS,
} from '../ir/stage-io.js';
import { type TypeId, typeDesc } from '../ir/types.js';
import { guestAddress } from '../isa/tables/guest-address.js';
import { GUARD_REGISTER_CONSTANTS, GUARD_SELECTS } from '../passes/guard-selects.js';
import { GUARD_ZEROS } from '../passes/guard-zeros.js';
import { inlineKeptCalls, inlineSingleCalls } from '../passes/inline-helpers.js';
import { LOWER_FLOAT_RULES } from '../passes/lower-float-rules.js';
import { stageIoPass } from '../passes/lower-stage-io.js';
import { runPasses } from '../passes/manager.js';
import { CFG } from '../passes/opt-cfg.js';
import { DCE } from '../passes/opt-dce.js';
import { laneBranchesPass } from '../passes/opt-lane-branches.js';
import { LANE_LOOPS } from '../passes/opt-lane-loops.js';
import { LANE_MASKS } from '../passes/opt-lane-masks.js';
import { LANE_SELECTS } from '../passes/opt-lane-selects.js';
import { SIMPLIFY, SIMPLIFY_IDENTITIES } from '../passes/opt-simplify.js';
import { VECTOR_ACCESS } from '../passes/opt-vector-access.js';
import { disjointWaveBarriersPass, WAVE_BARRIERS } from '../passes/opt-wave-barriers.js';
import { PROMOTE_VARS } from '../passes/promote-vars.js';
import type { GeometryDistances, GeometryStagePlan } from '../spirv/emit-geometry.js';
import { PUSH_MEMBERS } from '../spirv/emit-memory.js';
import { emitModuleWithInfo, type WaveShape } from '../spirv/emit-module.js';
import { RecompileError } from '../translate/errors.js';
import type {
  HostModel,
  LaunchFacts,
  PixelAttribute,
  PixelLaunch,
  TranslateOptions,
} from '../translate/options.js';
import { translateProgram } from '../translate/translate.js';
import { InternalError } from '../util/errors.js';
import type { FeatureName, ShaderStage, TargetProfile } from '../util/target-profile.js';
import { type Binding, bindingsOf } from './bindings.js';
import { cacheKey } from './cache-key.js';
import { type HelperLibraryStats, libraryKeeps, optimizedHelper } from './helper-library.js';
import { hostQuirks } from './host-quirks.js';
import { positionExports } from './position-exports.js';
import { parseAddress, type RecompileRequest, regionWords, type Stage } from './request.js';
import { hostSubgroup, planWaves, type WavePlan, wavePass } from './wave-plan.js';

export type { Binding, ImageBinding } from './bindings.js';

/** What the driver writes in each push constant member. */
const PUSH_MEANINGS: Readonly<Record<PushConstantMember['name'], string>> = {
  addressOffset:
    'host address of guest address 0 (added to every guest address, mod 2^64), a multiple of 16 (address-offset.ts)',
  opaqueZero0: '0 (a value the host compiler cannot fold; src/passes/guard-selects.ts)',
  opaqueZero1: '0 (a second such value)',
  sinkAddress:
    'guest address of SINK_BYTES bytes past every guest access, a multiple of 16, whose host bytes nothing else uses (address-offset.ts)',
};

/** One push constant member. */
export interface PushConstantMember {
  readonly name: (typeof PUSH_MEMBERS)[number]['name'];
  readonly offset: number;
  readonly type: (typeof PUSH_MEMBERS)[number]['type'];
  /** What the driver writes there. */
  readonly meaning: string;
}

/** The push constant members with their meanings, made once: every result shares them (frozen). */
const DESCRIBED_PUSH_MEMBERS: readonly PushConstantMember[] = Object.freeze(
  PUSH_MEMBERS.map((m) => Object.freeze({ ...m, meaning: PUSH_MEANINGS[m.name] })),
);

/** What every stage's interface reports. */
interface InterfaceBase {
  /** The subgroup size the module was built for. */
  readonly subgroupSize: number;
  /** Set when the pipeline must require this subgroup size (subgroup size control, full subgroups). */
  readonly requiredSubgroupSize?: number;
  readonly capabilities: readonly string[];
  readonly spirvVersion: string;
}

/** A compute program's interface. */
export interface ComputeInterface extends InterfaceBase {
  readonly stage: 'compute';
  readonly workgroupSize: readonly [number, number, number];
  readonly ldsBytes: number;
  /** Whether wave operations were emulated through workgroup memory. */
  readonly waveEmulated: boolean;
}

/** A vertex program's interface: gl_Position, and each parameter export as a vec4 of f32 at a location. */
export interface VertexInterface extends InterfaceBase {
  readonly stage: 'vertex';
  readonly outputs: readonly { readonly location: number; readonly parameter: number }[];
  /** How many clip and cull distances the program writes (a geometry stage must forward them). */
  readonly distances: GeometryDistances;
}

/** A pixel program's interface: interpolated inputs (vec4 of f32) and colour and depth outputs. */
export interface PixelInterface extends InterfaceBase {
  readonly stage: 'pixel';
  readonly inputs: readonly {
    readonly location: number;
    readonly interpolation: 'smooth' | 'noperspective' | 'flat';
    readonly sampling: 'center' | 'centroid' | 'sample';
    /** The three vertices' values (PerVertexKHR, exact interpolation with fragment barycentrics). */
    readonly perVertex?: true;
  }[];
  /**
   * Exact interpolation without fragment barycentrics: the geometry stage the pipeline must insert
   * between the vertex and pixel programs (spirv/emit-geometry.ts builds it); `inputs` then lists none
   * of the locations it feeds.
   */
  readonly geometryStage?: GeometryStagePlan;
  /** vec4 outputs at location = MRT index. */
  /** Colour outputs; `index` 1 is location 0's second (dual-source) colour. */
  readonly colorOutputs: readonly {
    readonly location: number;
    readonly type: 'float' | 'uint' | 'sint';
    readonly index?: 1;
  }[];
  readonly depthOutput: boolean;
  /** Whether the program may demote pixels (a pixel it exported nothing for is discarded). */
  readonly demotes: boolean;
}

export type StageInterface = ComputeInterface | VertexInterface | PixelInterface;

/** The recompiled program. */
export interface RecompileResult {
  readonly spirv: Uint32Array;
  readonly entryPoint: 'main';
  readonly stage: Stage;
  readonly bindings: readonly Binding[];
  readonly pushConstants: { readonly size: number; readonly members: readonly PushConstantMember[] };
  readonly interface: StageInterface;
  readonly cacheKey: string;
}

/** The interface of a compute program's result. @throws InternalError for another stage. */
export function computeInterfaceOf(result: RecompileResult): ComputeInterface {
  if (result.interface.stage !== 'compute') throw new InternalError(`a ${result.stage} result, not compute`);
  return result.interface;
}

/** Debug switches that do not change the result (so they are not part of the request). */
export interface RecompileDebug {
  /** Verify the IR after translation and after every pass. */
  readonly verify?: boolean;
  /** Receives the IR after translation and after the passes. */
  readonly printIr?: (stage: string, text: string) => void;
  /** Passes (by name, `*` for all) after which `printIr` receives the IR as stage `after` (`; after NAME`). */
  readonly printAfter?: readonly string[];
  /** Counts the helpers the helper library (helper-library.ts) gave and those it optimized. */
  readonly helperStats?: HelperLibraryStats;
  /**
   * Receives the wall time in milliseconds of each phase: `translate`, each pass run over the
   * program (`pass NAME`), the helpers the program calls (`helpers`: from the library, or optimized
   * for it), `emit` (SPIR-V). What the phases leave out of the whole is the request's checks and the
   * result's assembly.
   */
  readonly timing?: (phase: string, ms: number) => void;
}

/** Device features each capability needs. */
const CAPABILITY_FEATURES: Readonly<Record<string, FeatureName>> = {
  Int8: 'shaderInt8',
  Int16: 'shaderInt16',
  Int64: 'shaderInt64',
  Float16: 'shaderFloat16',
  Float64: 'shaderFloat64',
  StorageBuffer8BitAccess: 'storageBuffer8BitAccess',
  StorageBuffer16BitAccess: 'storageBuffer16BitAccess',
  PhysicalStorageBufferAddresses: 'bufferDeviceAddress',
  Int64Atomics: 'shaderBufferInt64Atomics',
  StorageImageExtendedFormats: 'shaderStorageImageExtendedFormats',
  StorageImageMultisample: 'shaderStorageImageMultisample',
  VulkanMemoryModel: 'vulkanMemoryModel',
  DemoteToHelperInvocationEXT: 'shaderDemoteToHelperInvocation',
  SampleRateShading: 'sampleRateShading',
  ClipDistance: 'shaderClipDistance',
  CullDistance: 'shaderCullDistance',
  VulkanMemoryModelDeviceScope: 'vulkanMemoryModelDeviceScope',
  // Layer and ViewportIndex written by a vertex program (SPIR-V 1.5 capabilities, Vulkan 1.2 features).
  ShaderLayer: 'shaderOutputLayer',
  ShaderViewportIndex: 'shaderOutputViewportIndex',
  FragmentBarycentricKHR: 'fragmentShaderBarycentric',
};

/** The host's subgroup model for compute, and the size to require if any. */
export function chooseSubgroup(
  target: TargetProfile,
  waveSize: 32 | 64,
): { host: HostModel; required: number | undefined } {
  return hostSubgroup(target, waveSize);
}

/** What a stage's launch needs from the host: the facts translation reads and the subgroup plan. */
interface StagePlan {
  readonly launch: LaunchFacts;
  readonly host: HostModel;
  readonly required: number | undefined;
  /** Host workgroup (graphics stages: one invocation; their waves are not workgroups). */
  readonly workgroupSize: readonly [number, number, number];
  readonly ldsBytes: number;
  readonly waveShape: WaveShape;
  /** Compute: how whole-wave operations run on the host (wave-plan.ts). */
  readonly wave?: WavePlan;
}

/** The host stage each guest stage runs as. */
const HOST_STAGE: Readonly<Record<Stage, ShaderStage>> = {
  compute: 'compute',
  vertex: 'vertex',
  pixel: 'fragment',
};

/**
 * Graphics waves are formed by the hardware from whatever vertices or pixels it has, so the guest wave
 * is the host subgroup where the stage has ballots and shuffles and the subgroup is no wider than the
 * wave (its lanes past the subgroup do not exist), and a single invocation otherwise.
 */
function graphicsHost(
  target: TargetProfile,
  stage: Stage,
  waveSize: 32 | 64,
): { host: HostModel; shape: WaveShape } {
  const s = target.subgroup;
  const ops =
    s.stages.includes(HOST_STAGE[stage]) &&
    s.operations.includes('ballot') &&
    s.operations.includes('shuffle') &&
    s.size <= waveSize;
  return ops
    ? { host: { subgroupSize: s.size, subgroupOperations: true }, shape: 'subgroup' }
    : { host: { subgroupSize: 1, subgroupOperations: false }, shape: 'single' };
}

/** Field ES_VGPR_COMP_CNT of SPI_SHADER_PGM_RSRC2_GS. */
const ES_VGPR_COMP_CNT = { shift: 16, mask: 3 } as const;

function stagePlan(request: RecompileRequest): StagePlan {
  const { target, waveSize } = request;
  const rsrc1 = (value: number | undefined) => (value === undefined ? {} : { pgmRsrc1: value });
  switch (request.stage) {
    case 'compute': {
      const { compute } = request;
      const wave = planWaves(target, waveSize, compute.workgroupSize);
      const { host, required } = wave;
      return {
        launch: {
          stage: 'compute',
          userSgprs: request.userSgprs,
          workgroupIdSgprs: compute.workgroupIdSgprs,
          ...(compute.tgSizeSgpr ? { tgSizeSgpr: true } : {}),
          localIdComponents: compute.localIdComponents,
          workgroupSize: compute.workgroupSize,
          ldsBytes: compute.ldsBytes,
          ...rsrc1(compute.pgmRsrc1),
        },
        host,
        required,
        workgroupSize: compute.workgroupSize,
        ldsBytes: compute.ldsBytes,
        waveShape: 'slice',
        wave,
      };
    }
    case 'vertex': {
      const v = request.vertex;
      const { host, shape } = graphicsHost(target, 'vertex', waveSize);
      return {
        launch: {
          stage: 'vertex',
          userSgprs: request.userSgprs,
          userDataAddress: v.userDataAddress ?? [0, 0],
          esVgprCompCnt: ((v.pgmRsrc2 >>> ES_VGPR_COMP_CNT.shift) & ES_VGPR_COMP_CNT.mask) as 0 | 1 | 2 | 3,
          positions: positionExports(v.vsOutCntl ?? 0),
          parameterCount: ((v.vsOutConfig >>> 1) & 0x1f) + 1,
          ...(v.points ? { pointSize: { fixed: v.points.size, min: v.points.min, max: v.points.max } } : {}),
          ...rsrc1(v.pgmRsrc1),
        },
        host,
        required: undefined,
        workgroupSize: [1, 1, 1],
        ldsBytes: 0,
        waveShape: shape,
      };
    }
    case 'pixel': {
      const p = request.pixel;
      const { host, shape } = graphicsHost(target, 'pixel', waveSize);
      return {
        launch: {
          stage: 'pixel',
          userSgprs: request.userSgprs,
          inputEna: p.inputEna,
          inputAddr: p.inputAddr,
          // SPI_BARYC_CNTL.FRONT_FACE_ALL_BITS (bit 24).
          frontFaceAllBits: (((p.barycCntl ?? 0) >>> 24) & 1) === 1,
          attributes: p.inputCntl.map((cntl) => ({
            parameter: cntl & 0x3f,
            flat: ((cntl >>> 10) & 1) === 1,
          })),
          colorFormats: Array.from({ length: 8 }, (_, i) => (p.colorFormat >>> (4 * i)) & 0xf),
          colorTypes: Array.from({ length: 8 }, (_, i) => p.colorTypes?.[i] ?? 'float'),
          zFormat: p.zFormat & 0xf,
          ...(p.colorOutputs ? { colorOutputs: p.colorOutputs } : {}),
          ...(p.barycentrics === 'exact' ? { exactBarycentrics: exactHost(target, p.inputEna) } : {}),
          ...rsrc1(p.pgmRsrc1),
        },
        host,
        required: undefined,
        workgroupSize: [1, 1, 1],
        ldsBytes: 0,
        waveShape: shape,
      };
    }
  }
}

/**
 * How exact interpolation reaches `target`: fragment barycentrics where the profile has them, else a
 * generated geometry stage. Centroid and sample weights take the geometry stage where there is one:
 * the H200's compiler fails on a BaryCoordKHR decorated Centroid (VK_ERROR_UNKNOWN, docs/debt.md).
 * @throws RecompileError when the profile has neither.
 */
function exactHost(target: TargetProfile, inputEna: number): ExactBarycentrics {
  const offCenter = BARYCENTRIC_SETS.some((s) => s.sampling !== 'center' && ((inputEna >>> s.bit) & 1) === 1);
  if (offCenter && target.features.geometryShader) return 'geometry-stage';
  if (target.features.fragmentShaderBarycentric) return 'fragment-barycentric';
  if (target.features.geometryShader) return 'geometry-stage';
  throw new RecompileError(
    0,
    '<pixel.barycentrics>',
    `exact interpolation needs the feature fragmentShaderBarycentric or geometryShader, which ${target.device.name} lacks`,
  );
}

/** The geometry stage plan of an exact-mode pixel module that reads GEOMETRY_LOCATIONS inputs. */
function geometryPlan(inputs: readonly number[], launch: PixelLaunch): GeometryStagePlan {
  const count = launch.attributes.length;
  const attributes = [...new Set(inputs.filter((l) => l < 3 * count).map((l) => Math.floor(l / 3)))]
    .sort((a, b) => a - b)
    .map((k) => ({
      parameter: (launch.attributes[k] as PixelAttribute).parameter,
      locations: [0, 1, 2].map((v) => GEOMETRY_LOCATIONS.vertex(k, v)) as [number, number, number],
    }));
  const barycentrics = inputs
    .filter((l) => l >= 3 * count)
    .sort((a, b) => a - b)
    .map((location) => {
      const set = BARYCENTRIC_SETS[location - GEOMETRY_LOCATIONS.set(count, 0)] as BarycentricSet;
      return { location, interpolation: set.interpolation, sampling: set.sampling };
    });
  return { attributes, barycentrics };
}

/** Recompiles a request. @throws RecompileError when the program cannot be translated exactly. */
export function recompile(request: RecompileRequest, debug: RecompileDebug = {}): RecompileResult {
  const { target, waveSize } = request;
  const plan = stagePlan(request);
  const { host, required, launch } = plan;
  const options: TranslateOptions = {
    target: { mcpu: request.mcpu, wave64: waveSize === 64 },
    entry: request.entry ?? 0,
    launch,
    host,
    knownMemory: request.memory.map((m, i) => ({
      address: parseAddress(m.base, `memory[${i}].base`),
      words: regionWords(m, `memory[${i}]`),
    })),
    ...(request.dynamicImages
      ? {
          imagePins: request.dynamicImages.map((pin, i) => ({
            address: guestAddress(parseAddress(pin.address, `dynamicImages[${i}].address`)),
            type: pin.type,
            texelBytes: pin.texelBytes,
            levels: pin.levels ?? 1,
          })),
        }
      : {}),
    ...(request.programAddress === undefined
      ? {}
      : { programAddress: parseAddress(request.programAddress, 'programAddress') }),
  };
  const timing = debug.timing;
  let started = timing === undefined ? 0 : performance.now();
  const module = translateProgram(new Uint32Array(request.program), options);
  const kept = inlineSingleCalls(module, libraryKeeps);
  if (timing !== undefined) timing('translate', performance.now() - started);
  debug.printIr?.('translate', printModule(module));
  const emulated = plan.wave?.strategy === 'workgroup-memory';
  optimize(
    module,
    [
      DCE,
      PROMOTE_VARS,
      LANE_MASKS,
      DCE,
      LANE_LOOPS,
      WAVE_BARRIERS,
      // Before the wave lowering, which turns the wave barriers left into workgroup barriers or cuts
      // of the wave schedule.
      ...(launch.stage === 'compute' ? [disjointWaveBarriersPass(module, launch.workgroupSize)] : []),
      // The identities (`and x, true`, a select on a decided condition) simplified before the wave
      // lowering turns what is left of wave operations into workgroup memory and barriers: a ballot
      // of a value they decide lowers to its constant instead. On subgroups the lowering leaves them
      // as they are, and the full run below sees the same.
      ...(plan.wave ? [...(emulated ? [SIMPLIFY_IDENTITIES] : []), wavePass(module, plan.wave)] : []),
      stageIoPass(module, launch),
      SIMPLIFY,
      LANE_SELECTS,
      DCE,
      CFG,
      SIMPLIFY_IDENTITIES,
      CFG,
      SIMPLIFY_IDENTITIES,
      DCE,
      laneBranchesPass(module.globals),
      LOWER_FLOAT_RULES,
      DCE,
      GUARD_REGISTER_CONSTANTS,
      GUARD_ZEROS,
      GUARD_SELECTS,
      VECTOR_ACCESS,
    ],
    debug,
  );
  inlineKeptCalls(module, kept);
  debug.printIr?.('passes', printModule(module));
  if (timing !== undefined) started = performance.now();
  const emitted = emitModuleWithInfo(module, {
    stage: request.stage,
    waveShape: plan.waveShape,
    workgroupSize: plan.workgroupSize,
    waveSize,
    subgroupSize: host.subgroupSize,
    ldsBytes: plan.ldsBytes,
    floatControls: target.floatControls,
    guardedLoopExits: hostQuirks(target).guardedLoopExits,
  });
  if (timing !== undefined) timing('emit', performance.now() - started);
  for (const cap of emitted.capabilities) {
    const feature = CAPABILITY_FEATURES[cap];
    if (feature && !target.features[feature]) {
      throw new RecompileError(
        0,
        '<program>',
        `the module needs SPIR-V capability ${cap}, and ${target.device.name} lacks the feature ${feature}`,
      );
    }
  }
  const base = {
    subgroupSize: host.subgroupSize,
    ...(required === undefined || emulated ? {} : { requiredSubgroupSize: required }),
    capabilities: emitted.capabilities,
    spirvVersion: `${emitted.spirvVersion.major}.${emitted.spirvVersion.minor}`,
  };
  let key: string | undefined;
  return {
    spirv: emitted.words,
    entryPoint: 'main',
    stage: request.stage,
    bindings: bindingsOf(module),
    pushConstants:
      emitted.pushConstantBytes === 0
        ? { size: 0, members: [] }
        : {
            size: emitted.pushConstantBytes,
            members: DESCRIBED_PUSH_MEMBERS,
          },
    interface: stageInterface(module, plan, base),
    // Hashed at the first read, of the request as it is then (requests are values no caller
    // changes): a caller that never reads it (a test, a benchmark) does not pay for it.
    get cacheKey(): string {
      key ??= cacheKey(request);
      return key;
    },
  };
}

/** The length of the ClipDistance or CullDistance output among `io` (0 when absent). */
function distanceCount(
  io: readonly { g: { type: TypeId }; io: { builtin?: string } }[],
  builtin: 'ClipDistance' | 'CullDistance',
): number {
  const found = io.find(({ io }) => io.builtin === builtin);
  if (!found) return 0;
  const pointee = typeDesc((typeDesc(found.g.type) as { pointee: TypeId }).pointee);
  return pointee.kind === 'vec' ? pointee.count : 1;
}

/** The interface a stage's module declares, read from its input and output globals. */
function stageInterface(module: IrModule, plan: StagePlan, base: Omit<InterfaceBase, never>): StageInterface {
  const { launch } = plan;
  const io = module.globals.flatMap((g) => (g.io ? [{ g, io: g.io }] : []));
  const space = (g: { type: TypeId }) => (typeDesc(g.type) as { space?: string }).space;
  switch (launch.stage) {
    case 'compute':
      return {
        stage: 'compute',
        workgroupSize: launch.workgroupSize,
        ldsBytes: launch.ldsBytes,
        waveEmulated: module.globals.some((g) => g.name === 'wave_scratch'),
        ...base,
      };
    case 'vertex':
      return {
        stage: 'vertex',
        outputs: io
          .filter(({ g, io }) => space(g) === 'output' && io.location !== undefined)
          .map(({ io }) => ({ location: io.location as number, parameter: io.location as number }))
          .sort((a, b) => a.location - b.location),
        distances: { clip: distanceCount(io, 'ClipDistance'), cull: distanceCount(io, 'CullDistance') },
        ...base,
      };
    case 'pixel': {
      const located = io.filter(({ g, io }) => space(g) === 'input' && io.location !== undefined);
      const throughGeometry = launch.exactBarycentrics === 'geometry-stage';
      const inputs = (throughGeometry ? [] : located)
        .map(({ io }) => ({
          location: io.location as number,
          interpolation: io.interpolation ?? 'smooth',
          sampling: io.sampling ?? 'center',
          ...(io.perVertex ? { perVertex: true as const } : {}),
        }))
        .sort((a, b) => a.location - b.location);
      const geometry = throughGeometry
        ? {
            geometryStage: geometryPlan(
              located.map(({ io }) => io.location as number),
              launch,
            ),
          }
        : {};
      const colorOutputs = io
        .filter(({ g, io }) => space(g) === 'output' && io.location !== undefined)
        .map(({ io }) => ({
          location: io.location as number,
          type: launch.colorTypes[io.location as number] ?? 'float',
          ...(io.index ? { index: io.index } : {}),
        }))
        .sort((a, b) => a.location - b.location || (a.index ?? 0) - (b.index ?? 0));
      return {
        stage: 'pixel',
        inputs,
        ...geometry,
        colorOutputs,
        depthOutput: io.some(({ io }) => io.builtin === 'FragDepth'),
        demotes: module.functions.some((fn) =>
          fn.blocks.some((b) => b.insts.some((i) => fn.inst(i).op === 'demote')),
        ),
        ...base,
      };
    }
  }
}

function optimize(module: IrModule, passes: Parameters<typeof runPasses>[1], debug: RecompileDebug): void {
  const { printIr, printAfter, timing } = debug;
  const print = printIr && printAfter ? { printAfter, print: (text: string) => printIr('after', text) } : {};
  const options = { verify: debug.verify ?? false, ...print };
  const [entry] = module.functions;
  if (entry)
    runPasses(
      entry,
      passes,
      timing ? { ...options, timing: (name, ms) => timing(`pass ${name}`, ms) } : options,
    );
  const started = timing === undefined ? 0 : performance.now();
  // Helpers after the entry: the ones whose calls it dropped need no work.
  for (const index of calledHelpers(module))
    module.functions[index] = optimizedHelper(
      module.functions[index] as IrFunction,
      passes,
      options,
      debug.helperStats,
    );
  if (timing !== undefined) timing('helpers', performance.now() - started);
}

/** The result as JSON-compatible data (SPIR-V as base64). */
export function resultToJson(result: RecompileResult): Record<string, unknown> {
  const spirv = Buffer.from(result.spirv.buffer, result.spirv.byteOffset, result.spirv.byteLength).toString(
    'base64',
  );
  return { ...result, spirv };
}
