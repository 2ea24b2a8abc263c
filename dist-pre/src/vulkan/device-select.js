/**
 * Chooses a physical device. The selection is `lavapipe` (Mesa's CPU driver), `gpu` (the first device
 * that is not a CPU), or a case-insensitive substring of the device name; without one (OBERON_DEVICE
 * unset), a GPU is preferred and lavapipe is the fallback when no GPU is present.
 */
import { VK_PHYSICAL_DEVICE_TYPE_CPU } from './bindings.generated.js';
import { DeviceSelectionError } from './errors.js';
/** The environment variable that selects a device. */
export const DEVICE_ENV = 'OBERON_DEVICE';
/** True for Mesa's lavapipe (llvmpipe) device. */
export function isLavapipe(d) {
    return d.properties.deviceName.startsWith('llvmpipe') || d.vulkan12?.driverName === 'llvmpipe';
}
/** True for a device that is not a CPU implementation. */
export function isGpu(d) {
    return d.properties.deviceType !== VK_PHYSICAL_DEVICE_TYPE_CPU;
}
/**
 * The device matching `selection` (default: `process.env.OBERON_DEVICE`); throws
 * {@link DeviceSelectionError} naming the available devices when none matches.
 */
export function selectDevice(devices, selection = process.env[DEVICE_ENV]) {
    const names = devices.map((d) => d.properties.deviceName);
    const wanted = selection?.trim().toLowerCase() ?? '';
    let found;
    if (wanted === '')
        found = devices.find(isGpu) ?? devices.find(isLavapipe) ?? devices[0];
    else if (wanted === 'lavapipe')
        found = devices.find(isLavapipe);
    else if (wanted === 'gpu')
        found = devices.find(isGpu);
    else
        found = devices.find((d) => d.properties.deviceName.toLowerCase().includes(wanted));
    if (!found)
        throw new DeviceSelectionError(selection ?? '(default)', names);
    return found;
}
//# sourceMappingURL=device-select.js.map