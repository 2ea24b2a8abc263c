import type { Device } from './device.js';
import type { Pipeline } from './pipeline.js';
/** Pipeline create flags that make the driver keep statistics and internal representations. */
export declare const CAPTURE_FLAGS: number;
/** One statistic: booleans and floats as numbers, integers as bigint (RADV's hashes pass 2^53). */
export interface ExecutableStatistic {
    readonly name: string;
    readonly description: string;
    readonly value: bigint | number | boolean;
}
/** One internal representation; only text ones are kept (RADV's are all text). */
export interface ExecutableRepresentation {
    readonly name: string;
    readonly description: string;
    readonly text: string;
}
/** One executable of a pipeline, as the driver compiled it. */
export interface PipelineExecutable {
    readonly name: string;
    readonly description: string;
    /** VkShaderStageFlags of the stages it runs. */
    readonly stages: number;
    /** The subgroup size the driver compiled for (RADV: the wave size it chose). */
    readonly subgroupSize: number;
    readonly statistics: readonly ExecutableStatistic[];
    readonly representations: readonly ExecutableRepresentation[];
}
/** Every executable of `pipeline` with its statistics and text representations. */
export declare function pipelineExecutables(device: Device, pipeline: Pipeline): PipelineExecutable[];
