import type { IrFunction, IrModule } from '../ir/function.js';
import type { Pass } from './manager.js';
/** What decides whether wave operations need emulation. */
export interface WaveLoweringOptions {
    readonly waveSize: 32 | 64;
    /** Host subgroup size in this stage (after subgroup size control). */
    readonly subgroupSize: number;
    /** Whether the host has ballot and shuffle subgroup operations in this stage. */
    readonly subgroupOperations: boolean;
    readonly workgroupSize: readonly [number, number, number];
}
/** Whether `options` make the host unable to run wave operations directly. */
export declare function needsWaveEmulation(options: WaveLoweringOptions): boolean;
/** Rewrites the wave operations of `fn` into workgroup memory when the host needs it. */
export declare function lowerWaveOps(module: IrModule, fn: IrFunction, options: WaveLoweringOptions): boolean;
/** A pass-manager entry for {@link lowerWaveOps} bound to a module and host. */
export declare function waveLoweringPass(module: IrModule, options: WaveLoweringOptions): Pass;
