import { Device } from '../../../src/vulkan/device.js';
/** Opens the selected device with validation. */
export declare function openTestDevice(): Device;
/** Asserts the device has produced no validation message so far. */
export declare function assertNoMessages(device: Device): void;
/** Destroys the device and asserts no validation message was produced during its whole life. */
export declare function closeChecked(device: Device): void;
