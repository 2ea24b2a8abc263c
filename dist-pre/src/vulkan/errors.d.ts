/**
 * Typed errors of the vulkan layer. Each names the Vulkan call or object concerned, the value and the
 * reason, following the project's error convention (src/util/errors.ts).
 */
import { OberonError } from '../util/errors.js';
/** A Vulkan command returned an error VkResult. */
export declare class VulkanError extends OberonError {
    /** The command that failed, e.g. `vkCreateBuffer`. */
    readonly call: string;
    /** The VkResult it returned. */
    readonly result: number;
    constructor(call: string, result: number, detail?: string);
}
/** The device lacks something a request needs (a feature, a format, a memory type, a stage). */
export declare class VulkanUnsupportedError extends OberonError {
    /** What was asked for, e.g. `meshShader` or `VK_FORMAT_BC7_UNORM_BLOCK as color attachment`. */
    readonly feature: string;
    constructor(feature: string, reason: string);
}
/** No Vulkan device matches the selection (OBERON_DEVICE or an explicit option). */
export declare class DeviceSelectionError extends OberonError {
    /** The selection that matched nothing. */
    readonly selection: string;
    constructor(selection: string, available: readonly string[]);
}
/** A request to the vulkan layer is malformed (sizes, ranges, shapes), named by field and value. */
export declare class VulkanUsageError extends OberonError {
    constructor(where: string, value: unknown, reason: string);
}
/** Throws {@link VulkanError} when `result` is negative (an error code); success codes pass. */
export declare function check(call: string, result: number): number;
