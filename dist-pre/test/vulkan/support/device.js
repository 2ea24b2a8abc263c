/**
 * Test device: the device chosen by OBERON_DEVICE (lavapipe when no GPU), with the Khronos validation
 * layer; `closeChecked` destroys it and returns every validation message seen, including leak reports
 * from vkDestroyDevice, so each test file can require zero.
 */
import assert from 'node:assert/strict';
import { Device } from '../../../src/vulkan/device.js';
import { formatMessages } from '../../../src/vulkan/validation.js';
/** Opens the selected device with validation. */
export function openTestDevice() {
    return Device.open({ validation: true });
}
/** Asserts the device has produced no validation message so far. */
export function assertNoMessages(device) {
    assert.equal(device.messages.length, 0, `validation messages:\n${formatMessages(device.messages)}`);
}
/** Destroys the device and asserts no validation message was produced during its whole life. */
export function closeChecked(device) {
    const validation = device.instance.validation;
    device.destroy();
    // Messages emitted while destroying (e.g. leaked objects) arrive in the same collector.
    const messages = validation?.messages ?? [];
    assert.equal(messages.length, 0, `validation messages:\n${formatMessages(messages)}`);
}
//# sourceMappingURL=device.js.map