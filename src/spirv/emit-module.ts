/**
 * IR module -> SPIR-V module for one stage (compute, vertex, pixel: the STAGES table): capabilities and extensions from what the emitted
 * code uses, the memory model (PhysicalStorageBuffer64 when guest memory is read by address), one
 * entry point `main` with the stage's execution model and modes, and the function body
 * (emit-control.ts). The module targets SPIR-V 1.3 (Vulkan 1.1 and later) unless asked otherwise;
 * from 1.4 on, the entry point lists every global variable it uses, as SPIR-V then requires.
 *
 * The push constant block, when present, is `{ u64 addressOffset; u32 opaqueZero0, opaqueZero1; u64
 * sinkAddress }`: the host address of guest address 0, added to every guest address, two zeros the
 * host compiler cannot fold, and the guest address of the sink (emit-memory.ts, PUSH_MEMBERS).
 */
import { type BlockId, calledHelpers, type IrFunction, type IrModule } from '../ir/function.js';
import type { TypeId } from '../ir/types.js';
import { InternalError } from '../util/errors.js';
import { SpirvBuilder } from './builder.js';
import { EmitContext, type EmitOptions } from './emit-context.js';
import { emitBody } from './emit-control.js';
import { MemoryState, PUSH_BYTES } from './emit-memory.js';

export type { EmitOptions, WaveShape } from './emit-context.js';

/** Each stage's SPIR-V execution model and the execution modes it always declares. */
const STAGES: Readonly<
  Record<EmitOptions['stage'], { model: string; modes: (o: EmitOptions) => (string | number)[][] }>
> = {
  // The host workgroup is one-dimensional: local ids come from the linear index (emit-wave.ts).
  compute: {
    model: 'GLCompute',
    modes: (o) => [['LocalSize', o.workgroupSize[0] * o.workgroupSize[1] * o.workgroupSize[2], 1, 1]],
  },
  vertex: { model: 'Vertex', modes: () => [] },
  // Window coordinates with the origin at the top left, as the guest's POS_X/Y_FLOAT.
  pixel: { model: 'Fragment', modes: () => [['OriginUpperLeft']] },
};

/** The module and what it needs from the pipeline. */
export interface EmittedModule {
  readonly words: Uint32Array;
  /** Capabilities declared besides Shader (the recompiler checks them against the device's features). */
  readonly capabilities: readonly string[];
  /** Bytes of push constants the module reads (0 or PUSH_BYTES). */
  readonly pushConstantBytes: number;
  readonly spirvVersion: { readonly major: number; readonly minor: number };
}

/**
 * Float-controls execution modes for the widths the module computes with: the guest keeps the sign of
 * zero, infinities, NaNs and denormals, which SPIR-V otherwise lets the host drop (Vulkan's default
 * float rules allow `x * 0` to fold to +0 and denormals to flush).
 */
function emitFloatControls(
  b: SpirvBuilder,
  capabilities: ReadonlySet<string>,
  main: number,
  options: EmitOptions,
  modern: boolean,
): void {
  const fc = options.floatControls;
  if (!fc) return;
  const used = (w: 16 | 32 | 64): boolean =>
    w === 32 || (w === 16 ? capabilities.has('Float16') : capabilities.has('Float64'));
  const modes: [string, 16 | 32 | 64][] = [
    ...fc.signedZeroInfNanPreserve
      .filter(used)
      .map((w) => ['SignedZeroInfNanPreserve', w] as [string, 16 | 32 | 64]),
    ...fc.denormPreserve.filter(used).map((w) => ['DenormPreserve', w] as [string, 16 | 32 | 64]),
  ];
  if (modes.length === 0) return;
  if (!modern) b.extension('SPV_KHR_float_controls');
  for (const [mode, width] of modes) {
    b.capability(mode);
    b.emit('executionModes', 'OpExecutionMode', [main, mode, width]);
  }
}

/**
 * Emits a helper function: its entry block's parameters are the SPIR-V function's, and it returns the
 * value of its `ret`.
 */
function emitHelper(c: EmitContext, mem: MemoryState, fn: IrFunction, id: number): void {
  const b = c.b;
  const params = fn.block(0 as BlockId).params;
  const returned = returnType(fn);
  const tReturn = c.type(returned);
  const tParams = params.map((p) => c.type(fn.typeOf(p)));
  b.emit('functions', 'OpFunction', [tReturn, id, 'None', b.intern('OpTypeFunction', [tReturn, ...tParams])]);
  const ids = tParams.map((type) => {
    const param = b.id();
    b.emit('functions', 'OpFunctionParameter', [type, param]);
    return param;
  });
  emitBody(c, mem, fn, ids);
  b.emit('debug', 'OpName', [id, fn.name]);
}

/** The type a helper returns (every `ret` of it returns one value of that type). */
function returnType(fn: IrFunction): TypeId {
  for (const block of fn.blocks) {
    const last = block.insts[block.insts.length - 1];
    const term = last === undefined ? undefined : fn.inst(last);
    if (term?.op === 'ret' && term.operands[0] !== undefined) return fn.typeOf(term.operands[0]);
  }
  throw new InternalError(`helper ${fn.name} returns no value`);
}

/** Emits `module` (its entry function `main`, then the helpers it calls) as a SPIR-V module. */
export function emitModule(module: IrModule, options: EmitOptions): Uint32Array {
  return emitModuleWithInfo(module, options).words;
}

/**
 * SPIR-V 1.3, or 1.5 for a module writing Layer or ViewportIndex: Vulkan 1.2 allows those from a vertex
 * program only through SPIR-V 1.5's ShaderLayer / ShaderViewportIndex capabilities.
 */
function defaultVersion(module: IrModule): { major: number; minor: number } {
  const layered = module.globals.some((g) => g.io?.builtin === 'Layer' || g.io?.builtin === 'ViewportIndex');
  return { major: 1, minor: layered ? 5 : 3 };
}

/** Emits `module` and reports its capabilities and push constant use. */
export function emitModuleWithInfo(module: IrModule, options: EmitOptions): EmittedModule {
  const fn = module.functions[0];
  if (!fn) throw new InternalError('a module has an entry function');
  const stage = STAGES[options.stage];
  const version = options.spirvVersion ?? defaultVersion(module);
  const b = new SpirvBuilder(version);
  // About six words per IR instruction, past the header of each function.
  let instructions = 0;
  for (const f of module.functions) for (const block of f.blocks) instructions += block.insts.length;
  b.reserve('functions', 6 * instructions + 64);
  b.capability('Shader');
  const c = new EmitContext(b, module, options);
  const mem = new MemoryState(c);
  const tVoid = b.intern('OpTypeVoid', []);
  const tFn = b.intern('OpTypeFunction', [tVoid]);
  const main = b.id();
  const called = calledHelpers(module);
  const ids: number[] = [main];
  for (const index of called) ids[index] = b.id();
  c.functionIds = ids;
  b.emit('functions', 'OpFunction', [tVoid, main, 'None', tFn]);
  emitBody(c, mem, fn);
  for (const index of called) emitHelper(c, mem, module.functions[index] as IrFunction, ids[index] as number);
  const physical = c.capabilities.has('PhysicalStorageBufferAddresses');
  b.emit('memoryModel', 'OpMemoryModel', [physical ? 'PhysicalStorageBuffer64' : 'Logical', 'GLSL450']);
  const modern = version.major > 1 || version.minor >= 4;
  const iface = modern ? [...c.interfaceIds, ...mem.globalIds] : c.interfaceIds;
  b.emit('entryPoints', 'OpEntryPoint', [stage.model, main, 'main', ...iface]);
  for (const mode of stage.modes(options)) b.emit('executionModes', 'OpExecutionMode', [main, ...mode]);
  if (mem.writesDepth) b.emit('executionModes', 'OpExecutionMode', [main, 'DepthReplacing']);
  emitFloatControls(b, c.capabilities, main, options, modern);
  b.emit('debug', 'OpName', [main, 'main']);
  return {
    words: b.words(),
    capabilities: [...c.capabilities].sort(),
    pushConstantBytes: mem.usesPushConstants ? PUSH_BYTES : 0,
    spirvVersion: version,
  };
}
