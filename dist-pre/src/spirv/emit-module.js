import { InternalError } from '../util/errors.js';
import { SpirvBuilder } from './builder.js';
import { EmitContext } from './emit-context.js';
import { emitBody } from './emit-control.js';
import { MemoryState, PUSH_BYTES } from './emit-memory.js';
/**
 * Float-controls execution modes for the widths the module computes with: the guest keeps the sign of
 * zero, infinities, NaNs and denormals, which SPIR-V otherwise lets the host drop (Vulkan's default
 * float rules allow `x * 0` to fold to +0 and denormals to flush).
 */
function emitFloatControls(b, capabilities, main, options, modern) {
    const fc = options.floatControls;
    if (!fc)
        return;
    const used = (w) => w === 32 || (w === 16 ? capabilities.has('Float16') : capabilities.has('Float64'));
    const modes = [
        ...fc.signedZeroInfNanPreserve
            .filter(used)
            .map((w) => ['SignedZeroInfNanPreserve', w]),
        ...fc.denormPreserve.filter(used).map((w) => ['DenormPreserve', w]),
    ];
    if (modes.length === 0)
        return;
    if (!modern)
        b.extension('SPV_KHR_float_controls');
    for (const [mode, width] of modes) {
        b.capability(mode);
        b.emit('executionModes', 'OpExecutionMode', [main, mode, width]);
    }
}
/** Emits `module` (one function, `main`) as a compute SPIR-V module. */
export function emitModule(module, options) {
    return emitModuleWithInfo(module, options).words;
}
/** Emits `module` and reports its capabilities and push constant use. */
export function emitModuleWithInfo(module, options) {
    if (options.stage !== 'compute')
        throw new InternalError(`stage ${options.stage} is not emitted yet`);
    const fn = module.functions[0];
    if (!fn || module.functions.length !== 1)
        throw new InternalError('a compute module has one function');
    const version = options.spirvVersion ?? { major: 1, minor: 3 };
    const b = new SpirvBuilder(version);
    b.capability('Shader');
    const c = new EmitContext(b, module, options);
    const mem = new MemoryState(c);
    const tVoid = b.intern('OpTypeVoid', []);
    const tFn = b.intern('OpTypeFunction', [tVoid]);
    const main = b.id();
    b.emit('functions', 'OpFunction', [tVoid, main, 'None', tFn]);
    emitBody(c, mem, fn);
    const physical = c.capabilities.has('PhysicalStorageBufferAddresses');
    b.emit('memoryModel', 'OpMemoryModel', [physical ? 'PhysicalStorageBuffer64' : 'Logical', 'GLSL450']);
    const modern = version.major > 1 || version.minor >= 4;
    const iface = modern ? [...c.interfaceIds, ...mem.globalIds] : c.interfaceIds;
    b.emit('entryPoints', 'OpEntryPoint', ['GLCompute', main, 'main', ...iface]);
    // The host workgroup is one-dimensional: local ids come from the linear index (emit-wave.ts).
    const [x, y, z] = options.workgroupSize;
    b.emit('executionModes', 'OpExecutionMode', [main, 'LocalSize', x * y * z, 1, 1]);
    emitFloatControls(b, c.capabilities, main, options, modern);
    b.emit('debug', 'OpName', [main, 'main']);
    return {
        words: b.words(),
        capabilities: [...c.capabilities].sort(),
        pushConstantBytes: mem.usesPushConstants ? PUSH_BYTES : 0,
        spirvVersion: version,
    };
}
//# sourceMappingURL=emit-module.js.map