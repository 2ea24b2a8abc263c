/**
 * The koffi side of the bindings: loads libvulkan, registers every generated type with koffi once, and
 * builds command tables (global from the loader, instance and device commands through GetProcAddr, so
 * device calls skip the loader trampoline).
 *
 * Invariant: `registerTypes` runs before any prototype is parsed; commands the driver does not expose
 * (an extension not enabled) become functions that throw {@link VulkanUnsupportedError} when called.
 */
import koffi from 'koffi';
import { type VkCommands, type VkHandle } from './bindings.generated.js';
/** koffi's type object, as its declarations name it. */
export type KoffiType = ReturnType<typeof koffi.type>;
/** Registers handles, scalar typedefs, structs, unions and function pointer prototypes with koffi. */
export declare function registerTypes(): void;
/** The loader library (libvulkan.so.1), loaded on first use. */
export declare function vulkanLibrary(): ReturnType<typeof koffi.load>;
/**
 * Loads the commands of one level. `global` needs no handle; `instance` takes the VkInstance; `device`
 * takes the instance's `vkGetDeviceProcAddr` and the VkDevice.
 */
export declare function loadCommands(level: 'global' | 'instance', instance: VkHandle): VkCommands;
export declare function loadCommands(level: 'device', device: VkHandle, getDeviceProcAddr: VkCommands['vkGetDeviceProcAddr']): VkCommands;
/** koffi's handle on a registered type by name. */
export declare function typeOf(name: string): KoffiType;
