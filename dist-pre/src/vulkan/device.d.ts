/**
 * The logical device: selected physical device, every supported Oberon feature enabled, one queue that
 * does graphics + compute + transfer, a command pool, and the derived target profile. The device tracks
 * every object created on it; `destroy` releases what is still alive (newest first) before the device,
 * so nothing outlives it.
 */
import type { TargetProfile } from '../util/target-profile.js';
import { type VkCommands } from './bindings.generated.js';
import { type ToolFeature } from './features.js';
import { Instance, type PhysicalDeviceInfo } from './instance.js';
import type { ValidationMessage } from './validation.js';
/**
 * True for a device that can compile but not run: Mesa's RADV null winsys (RADV_FORCE_FAMILY set on a
 * machine without that GPU) reports no memory types, so nothing can be allocated or submitted on it.
 */
export declare function isNullDevice(physical: PhysicalDeviceInfo): boolean;
/** Anything the device owns and must destroy. */
export interface Destroyable {
    destroy(): void;
}
/** Options of {@link Device.open}. */
export interface DeviceOptions {
    /** Device selection (see device-select.ts); default `process.env.OBERON_DEVICE`. */
    readonly selection?: string;
    /** Enable the Khronos validation layer and collect its messages. */
    readonly validation?: boolean;
    /** Use this instance instead of creating one (it is then not destroyed with the device). */
    readonly instance?: Instance;
    /** Features outside the target profile to enable too (refused when the device lacks one). */
    readonly tools?: readonly ToolFeature[];
}
/** A logical device with its queue, command pool, commands and target profile. */
export declare class Device {
    readonly instance: Instance;
    readonly physical: PhysicalDeviceInfo;
    readonly handle: bigint;
    /** Device-level commands, loaded through vkGetDeviceProcAddr. */
    readonly vk: VkCommands;
    readonly queue: bigint;
    readonly queueFamily: number;
    readonly commandPool: bigint;
    readonly profile: TargetProfile;
    private readonly ownsInstance;
    private readonly live;
    private destroyed;
    private constructor();
    /** Opens the selected device (creating an instance unless one is given). */
    static open(options?: DeviceOptions): Device;
    /** Creates a logical device on `physical`; requires Vulkan 1.3. */
    static create(instance: Instance, physical: PhysicalDeviceInfo, ownsInstance?: boolean, tools?: readonly ToolFeature[]): Device;
    /** Registers an object for destruction with the device. */
    track<T extends Destroyable>(object: T): T;
    /** Forgets an object its owner destroyed. */
    untrack(object: Destroyable): void;
    /** How many tracked objects are alive. */
    get liveObjects(): number;
    /** Validation messages collected so far (empty without validation). */
    get messages(): readonly ValidationMessage[];
    /** Waits for the queue to go idle. */
    waitIdle(): void;
    /** Destroys every live object (newest first), the pool, the device and an owned instance. */
    destroy(): void;
}
