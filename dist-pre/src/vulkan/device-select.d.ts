import type { PhysicalDeviceInfo } from './instance.js';
/** The environment variable that selects a device. */
export declare const DEVICE_ENV = "OBERON_DEVICE";
/** True for Mesa's lavapipe (llvmpipe) device. */
export declare function isLavapipe(d: PhysicalDeviceInfo): boolean;
/** True for a device that is not a CPU implementation. */
export declare function isGpu(d: PhysicalDeviceInfo): boolean;
/**
 * The device matching `selection` (default: `process.env.OBERON_DEVICE`); throws
 * {@link DeviceSelectionError} naming the available devices when none matches.
 */
export declare function selectDevice(devices: readonly PhysicalDeviceInfo[], selection?: string | undefined): PhysicalDeviceInfo;
