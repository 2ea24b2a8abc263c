/**
 * Typed errors of the vulkan layer. Each names the Vulkan call or object concerned, the value and the
 * reason, following the project's error convention (src/util/errors.ts).
 */
import { OberonError } from '../util/errors.js';
import { VK_RESULT_NAMES } from './bindings.generated.js';

/** A Vulkan command returned an error VkResult. */
export class VulkanError extends OberonError {
  /** The command that failed, e.g. `vkCreateBuffer`. */
  readonly call: string;
  /** The VkResult it returned. */
  readonly result: number;
  constructor(call: string, result: number, detail?: string) {
    const name = VK_RESULT_NAMES[result] ?? `VkResult ${result}`;
    super('E_VULKAN', `${call} failed: ${name}${detail ? ` (${detail})` : ''}`);
    this.call = call;
    this.result = result;
  }
}

/** The device lacks something a request needs (a feature, a format, a memory type, a stage). */
export class VulkanUnsupportedError extends OberonError {
  /** What was asked for, e.g. `meshShader` or `VK_FORMAT_BC7_UNORM_BLOCK as color attachment`. */
  readonly feature: string;
  constructor(feature: string, reason: string) {
    super('E_VULKAN_UNSUPPORTED', `${feature}: ${reason}`);
    this.feature = feature;
  }
}

/** No Vulkan device matches the selection (OBERON_DEVICE or an explicit option). */
export class DeviceSelectionError extends OberonError {
  /** The selection that matched nothing. */
  readonly selection: string;
  constructor(selection: string, available: readonly string[]) {
    const list = available.length ? available.join(', ') : 'none';
    super('E_VULKAN_DEVICE', `no Vulkan device matches '${selection}' (available: ${list})`);
    this.selection = selection;
  }
}

/** A request to the vulkan layer is malformed (sizes, ranges, shapes), named by field and value. */
export class VulkanUsageError extends OberonError {
  constructor(where: string, value: unknown, reason: string) {
    super('E_VULKAN_USAGE', `${where} = ${String(value)}: ${reason}`);
  }
}

/** Throws {@link VulkanError} when `result` is negative (an error code); success codes pass. */
export function check(call: string, result: number): number {
  if (result < 0) throw new VulkanError(call, result);
  return result;
}
