/**
 * `recompile(request) -> result`: the public recompiler. A pure function of the request (request.ts):
 * decode and translate the program (translate), run the IR passes (wave emulation where the host
 * subgroup cannot hold the wave, constant folding, dead code elimination), emit SPIR-V (spirv), check
 * the module's capabilities against the target profile's features, and describe what the pipeline
 * must provide: bindings, push constants, the required subgroup size. Every refusal is a RecompileError.
 */
import type { IrModule } from '../ir/function.js';
import { printModule } from '../ir/printer.js';
import { GUARD_SELECTS } from '../passes/guard-selects.js';
import { GUARD_ZEROS } from '../passes/guard-zeros.js';
import { runPasses } from '../passes/manager.js';
import { CONSTANT_FOLD } from '../passes/opt-constant-fold.js';
import { DCE } from '../passes/opt-dce.js';
import { LANE_MASKS } from '../passes/opt-lane-masks.js';
import { PROMOTE_VARS } from '../passes/promote-vars.js';

import { PUSH_MEMBERS } from '../spirv/emit-memory.js';
import { emitModuleWithInfo } from '../spirv/emit-module.js';
import { RecompileError } from '../translate/errors.js';
import type { HostModel, TranslateOptions } from '../translate/options.js';
import { translateProgram } from '../translate/translate.js';
import type { FeatureName, TargetProfile } from '../util/target-profile.js';
import { type Binding, bindingsOf } from './bindings.js';
import { cacheKey } from './cache-key.js';
import { parseAddress, type RecompileRequest, regionWords } from './request.js';
import { hostSubgroup, planWaves, wavePass } from './wave-plan.js';

export type { Binding, ImageBinding } from './bindings.js';

/** What the driver writes in each push constant member. */
const PUSH_MEANINGS: Readonly<Record<PushConstantMember['name'], string>> = {
  addressOffset: 'host address of guest address 0 (added to every guest address, mod 2^64)',
  opaqueZero0: '0 (a value the host compiler cannot fold; src/passes/guard-selects.ts)',
  opaqueZero1: '0 (a second such value)',
};

/** One push constant member. */
export interface PushConstantMember {
  readonly name: (typeof PUSH_MEMBERS)[number]['name'];
  readonly offset: number;
  readonly type: (typeof PUSH_MEMBERS)[number]['type'];
  /** What the driver writes there. */
  readonly meaning: string;
}

/** The recompiled program. */
export interface RecompileResult {
  readonly spirv: Uint32Array;
  readonly entryPoint: 'main';
  readonly stage: 'compute';
  readonly bindings: readonly Binding[];
  readonly pushConstants: { readonly size: number; readonly members: readonly PushConstantMember[] };
  readonly interface: {
    readonly workgroupSize: readonly [number, number, number];
    readonly ldsBytes: number;
    /** The subgroup size the module was built for. */
    readonly subgroupSize: number;
    /** Set when the pipeline must require this subgroup size (subgroup size control, full subgroups). */
    readonly requiredSubgroupSize?: number;
    /** Whether wave operations were emulated through workgroup memory. */
    readonly waveEmulated: boolean;
    readonly capabilities: readonly string[];
    readonly spirvVersion: string;
  };
  readonly cacheKey: string;
}

/** Debug switches that do not change the result (so they are not part of the request). */
export interface RecompileDebug {
  /** Verify the IR after translation and after every pass. */
  readonly verify?: boolean;
  /** Receives the IR after translation and after the passes. */
  readonly printIr?: (stage: string, text: string) => void;
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
  VulkanMemoryModel: 'vulkanMemoryModel',
  VulkanMemoryModelDeviceScope: 'vulkanMemoryModelDeviceScope',
};

/** The host's subgroup model for compute, and the size to require if any (wave-plan.ts). */
export function chooseSubgroup(
  target: TargetProfile,
  waveSize: 32 | 64,
): { host: HostModel; required: number | undefined } {
  return hostSubgroup(target, waveSize);
}

/** Recompiles a request. @throws RecompileError when the program cannot be translated exactly. */
export function recompile(request: RecompileRequest, debug: RecompileDebug = {}): RecompileResult {
  const { compute, target, waveSize } = request;
  const plan = planWaves(target, waveSize, compute.workgroupSize);
  const { host, required } = plan;
  const options: TranslateOptions = {
    target: { mcpu: request.mcpu, wave64: waveSize === 64 },
    entry: request.entry ?? 0,
    launch: {
      stage: 'compute',
      userSgprs: request.userSgprs,
      workgroupIdSgprs: compute.workgroupIdSgprs,
      ...(compute.tgSizeSgpr ? { tgSizeSgpr: true } : {}),
      localIdComponents: compute.localIdComponents,
      workgroupSize: compute.workgroupSize,
      ldsBytes: compute.ldsBytes,
      ...(compute.pgmRsrc1 === undefined ? {} : { pgmRsrc1: compute.pgmRsrc1 }),
    },
    host,
    knownMemory: request.memory.map((m, i) => ({
      address: parseAddress(m.base, `memory[${i}].base`),
      words: regionWords(m, `memory[${i}]`),
    })),
    ...(request.programAddress === undefined
      ? {}
      : { programAddress: parseAddress(request.programAddress, 'programAddress') }),
  };
  const module = translateProgram(Uint32Array.from(request.program), options);
  debug.printIr?.('translate', printModule(module));
  const emulated = plan.strategy === 'workgroup-memory';
  optimize(
    module,
    [
      DCE,
      PROMOTE_VARS,
      LANE_MASKS,
      DCE,
      wavePass(module, plan),
      CONSTANT_FOLD,
      DCE,
      CONSTANT_FOLD,
      DCE,
      GUARD_ZEROS,
      GUARD_SELECTS,
    ],
    debug,
  );
  debug.printIr?.('passes', printModule(module));
  const emitted = emitModuleWithInfo(module, {
    stage: 'compute',
    workgroupSize: compute.workgroupSize,
    waveSize,
    subgroupSize: host.subgroupSize,
    ldsBytes: compute.ldsBytes,
    floatControls: target.floatControls,
  });
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
  return {
    spirv: emitted.words,
    entryPoint: 'main',
    stage: 'compute',
    bindings: bindingsOf(module),
    pushConstants:
      emitted.pushConstantBytes === 0
        ? { size: 0, members: [] }
        : {
            size: emitted.pushConstantBytes,
            members: PUSH_MEMBERS.map((m) => ({ ...m, meaning: PUSH_MEANINGS[m.name] })),
          },
    interface: {
      workgroupSize: compute.workgroupSize,
      ldsBytes: compute.ldsBytes,
      subgroupSize: host.subgroupSize,
      ...(required === undefined || emulated ? {} : { requiredSubgroupSize: required }),
      waveEmulated: emulated && module.globals.some((g) => g.name === 'wave_scratch'),
      capabilities: emitted.capabilities,
      spirvVersion: `${emitted.spirvVersion.major}.${emitted.spirvVersion.minor}`,
    },
    cacheKey: cacheKey(request),
  };
}

function optimize(module: IrModule, passes: Parameters<typeof runPasses>[1], debug: RecompileDebug): void {
  for (const fn of module.functions) runPasses(fn, passes, { verify: debug.verify ?? false });
}

/** The result as JSON-compatible data (SPIR-V as base64). */
export function resultToJson(result: RecompileResult): Record<string, unknown> {
  const spirv = Buffer.from(result.spirv.buffer, result.spirv.byteOffset, result.spirv.byteLength).toString(
    'base64',
  );
  return { ...result, spirv };
}
