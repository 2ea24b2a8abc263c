import type { IrModule } from '../../src/ir/function.js';
import { type Target } from '../../src/isa/index.js';
import { GuestMemory } from '../../src/reference/memory.js';
import type { KnownMemory, TranslateOptions } from '../../src/translate/options.js';
/** Memories an interpretation reads and writes. */
export interface WaveMemory {
    readonly guest: GuestMemory;
    readonly lds: Uint32Array;
}
/** Runs `fn` for one wave of `lanes` invocations (the workgroup). */
export declare function interpretWave(module: IrModule, lanes: number, memory: WaveMemory, stepLimit?: number): void;
/** Guest addresses of the test buffers. */
export declare const OUT = 1048576;
export declare const IN = 2097152;
/** A compute launch of one wave with `userSgprs` and `ldsBytes` of LDS. */
export declare function waveOptions(target: Target, userSgprs: readonly number[], ldsBytes: number, knownMemory?: readonly KnownMemory[]): TranslateOptions;
/** What a differential run produced. */
export interface WaveOutputs {
    readonly reference: number[];
    readonly translated: number[];
    readonly module: IrModule;
}
/** Runs `source` on one wave with the reference executor and through translation; returns OUT's dwords. */
export declare function runWave(source: string, target: Target, options?: {
    userSgprs?: readonly number[];
    input?: readonly number[];
    outDwords?: number;
    ldsBytes?: number;
    /** false: skip the reference run (inputs it refuses); `reference` is then empty. */
    reference?: boolean;
}): WaveOutputs;
