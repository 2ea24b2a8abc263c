import { PUSH_MEMBERS } from '../spirv/emit-memory.js';
import type { HostModel } from '../translate/options.js';
import type { TargetProfile } from '../util/target-profile.js';
import { type RecompileRequest } from './request.js';
/** A descriptor binding the pipeline layout must provide. */
export interface Binding {
    readonly set: number;
    readonly binding: number;
    readonly kind: 'storage-buffer';
    readonly name: string;
}
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
    readonly pushConstants: {
        readonly size: number;
        readonly members: readonly PushConstantMember[];
    };
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
/** The host's subgroup model for compute, and the size to require if any. */
export declare function chooseSubgroup(target: TargetProfile, waveSize: 32 | 64): {
    host: HostModel;
    required: number | undefined;
};
/** Recompiles a request. @throws RecompileError when the program cannot be translated exactly. */
export declare function recompile(request: RecompileRequest, debug?: RecompileDebug): RecompileResult;
/** The result as JSON-compatible data (SPIR-V as base64). */
export declare function resultToJson(result: RecompileResult): Record<string, unknown>;
