import { printModule } from '../ir/printer.js';
import { GUARD_SELECTS } from '../passes/guard-selects.js';
import { GUARD_ZEROS } from '../passes/guard-zeros.js';
import { needsWaveEmulation, waveLoweringPass } from '../passes/lower-wave-ops.js';
import { runPasses } from '../passes/manager.js';
import { CONSTANT_FOLD } from '../passes/opt-constant-fold.js';
import { DCE } from '../passes/opt-dce.js';
import { PUSH_MEMBERS } from '../spirv/emit-memory.js';
import { emitModuleWithInfo } from '../spirv/emit-module.js';
import { RecompileError } from '../translate/errors.js';
import { translateProgram } from '../translate/translate.js';
import { cacheKey } from './cache-key.js';
import { parseAddress, regionWords } from './request.js';
/** What the driver writes in each push constant member. */
const PUSH_MEANINGS = {
    addressOffset: 'host address of guest address 0 (added to every guest address, mod 2^64)',
    opaqueZero0: '0 (a value the host compiler cannot fold; src/passes/guard-selects.ts)',
    opaqueZero1: '0 (a second such value)',
};
/** Device features each capability needs. */
const CAPABILITY_FEATURES = {
    Int8: 'shaderInt8',
    Int16: 'shaderInt16',
    Int64: 'shaderInt64',
    Float16: 'shaderFloat16',
    Float64: 'shaderFloat64',
    StorageBuffer8BitAccess: 'storageBuffer8BitAccess',
    StorageBuffer16BitAccess: 'storageBuffer16BitAccess',
    PhysicalStorageBufferAddresses: 'bufferDeviceAddress',
    Int64Atomics: 'shaderBufferInt64Atomics',
    VulkanMemoryModel: 'vulkanMemoryModel',
    VulkanMemoryModelDeviceScope: 'vulkanMemoryModelDeviceScope',
};
/** The host's subgroup model for compute, and the size to require if any. */
export function chooseSubgroup(target, waveSize) {
    const s = target.subgroup;
    const ops = s.stages.includes('compute') && s.operations.includes('ballot') && s.operations.includes('shuffle');
    const canRequire = target.features.subgroupSizeControl && s.requiredSizeStages.includes('compute');
    if (canRequire && s.minSize <= waveSize && waveSize <= s.maxSize) {
        return { host: { subgroupSize: waveSize, subgroupOperations: ops }, required: waveSize };
    }
    if (canRequire && s.maxSize < waveSize) {
        return { host: { subgroupSize: s.maxSize, subgroupOperations: ops }, required: s.maxSize };
    }
    return { host: { subgroupSize: s.size, subgroupOperations: ops }, required: undefined };
}
/** Recompiles a request. @throws RecompileError when the program cannot be translated exactly. */
export function recompile(request, debug = {}) {
    const { compute, target, waveSize } = request;
    const { host, required } = chooseSubgroup(target, waveSize);
    const options = {
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
    const waveOptions = { waveSize, ...host, workgroupSize: compute.workgroupSize };
    const emulated = needsWaveEmulation(waveOptions);
    optimize(module, [
        waveLoweringPass(module, waveOptions),
        CONSTANT_FOLD,
        DCE,
        CONSTANT_FOLD,
        DCE,
        GUARD_ZEROS,
        GUARD_SELECTS,
    ], debug);
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
            throw new RecompileError(0, '<program>', `the module needs SPIR-V capability ${cap}, and ${target.device.name} lacks the feature ${feature}`);
        }
    }
    return {
        spirv: emitted.words,
        entryPoint: 'main',
        stage: 'compute',
        bindings: module.globals
            .filter((g) => g.binding !== undefined)
            .map((g) => ({
            set: g.binding?.set ?? 0,
            binding: g.binding?.binding ?? 0,
            kind: 'storage-buffer',
            name: g.name,
        })),
        pushConstants: emitted.pushConstantBytes === 0
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
function optimize(module, passes, debug) {
    for (const fn of module.functions)
        runPasses(fn, passes, { verify: debug.verify ?? false });
}
/** The result as JSON-compatible data (SPIR-V as base64). */
export function resultToJson(result) {
    const spirv = Buffer.from(result.spirv.buffer, result.spirv.byteOffset, result.spirv.byteLength).toString('base64');
    return { ...result, spirv };
}
//# sourceMappingURL=recompile.js.map