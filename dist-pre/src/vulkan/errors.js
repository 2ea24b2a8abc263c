/**
 * Typed errors of the vulkan layer. Each names the Vulkan call or object concerned, the value and the
 * reason, following the project's error convention (src/util/errors.ts).
 */
import { OberonError } from '../util/errors.js';
import { VK_RESULT_NAMES } from './bindings.generated.js';
/** A Vulkan command returned an error VkResult. */
export class VulkanError extends OberonError {
    /** The command that failed, e.g. `vkCreateBuffer`. */
    call;
    /** The VkResult it returned. */
    result;
    constructor(call, result, detail) {
        const name = VK_RESULT_NAMES[result] ?? `VkResult ${result}`;
        super('E_VULKAN', `${call} failed: ${name}${detail ? ` (${detail})` : ''}`);
        this.call = call;
        this.result = result;
    }
}
/** The device lacks something a request needs (a feature, a format, a memory type, a stage). */
export class VulkanUnsupportedError extends OberonError {
    /** What was asked for, e.g. `meshShader` or `VK_FORMAT_BC7_UNORM_BLOCK as color attachment`. */
    feature;
    constructor(feature, reason) {
        super('E_VULKAN_UNSUPPORTED', `${feature}: ${reason}`);
        this.feature = feature;
    }
}
/** No Vulkan device matches the selection (OBERON_DEVICE or an explicit option). */
export class DeviceSelectionError extends OberonError {
    /** The selection that matched nothing. */
    selection;
    constructor(selection, available) {
        const list = available.length ? available.join(', ') : 'none';
        super('E_VULKAN_DEVICE', `no Vulkan device matches '${selection}' (available: ${list})`);
        this.selection = selection;
    }
}
/** A request to the vulkan layer is malformed (sizes, ranges, shapes), named by field and value. */
export class VulkanUsageError extends OberonError {
    constructor(where, value, reason) {
        super('E_VULKAN_USAGE', `${where} = ${String(value)}: ${reason}`);
    }
}
/** Throws {@link VulkanError} when `result` is negative (an error code); success codes pass. */
export function check(call, result) {
    if (result < 0)
        throw new VulkanError(call, result);
    return result;
}
//# sourceMappingURL=errors.js.map