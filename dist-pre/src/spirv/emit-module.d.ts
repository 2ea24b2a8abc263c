/**
 * IR module -> SPIR-V module for a compute stage: capabilities and extensions from what the emitted
 * code uses, the memory model (PhysicalStorageBuffer64 when guest memory is read by address), one
 * GLCompute entry point `main` with LocalSize from the launch, and the function body
 * (emit-control.ts). The module targets SPIR-V 1.3 (Vulkan 1.1 and later) unless asked otherwise;
 * from 1.4 on, the entry point lists every global variable it uses, as SPIR-V then requires.
 *
 * The push constant block, when present, is `{ u64 addressOffset; u32 opaqueZero0, opaqueZero1 }`:
 * the host address of guest address 0, added to every guest address, and two zeros the host compiler
 * cannot fold (emit-memory.ts, PUSH_MEMBERS).
 */
import type { IrModule } from '../ir/function.js';
import { type EmitOptions } from './emit-context.js';
export type { EmitOptions } from './emit-context.js';
/** The module and what it needs from the pipeline. */
export interface EmittedModule {
    readonly words: Uint32Array;
    /** Capabilities declared besides Shader (the recompiler checks them against the device's features). */
    readonly capabilities: readonly string[];
    /** Bytes of push constants the module reads (0 or PUSH_BYTES). */
    readonly pushConstantBytes: number;
    readonly spirvVersion: {
        readonly major: number;
        readonly minor: number;
    };
}
/** Emits `module` (one function, `main`) as a compute SPIR-V module. */
export declare function emitModule(module: IrModule, options: EmitOptions): Uint32Array;
/** Emits `module` and reports its capabilities and push constant use. */
export declare function emitModuleWithInfo(module: IrModule, options: EmitOptions): EmittedModule;
