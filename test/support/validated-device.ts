/**
 * One Vulkan device (OBERON_DEVICE selects it) with the Khronos validation layer for a test file: opened
 * before its tests, destroyed after them, and the file fails when the layer said anything.
 */
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { Device } from '../../src/vulkan/device.js';
import { formatMessages } from '../../src/vulkan/validation.js';

/** Registers the hooks; the returned function gives the device inside tests. */
export function validatedDevice(): () => Device {
  let device: Device | undefined;
  before(() => {
    device = Device.open({ validation: true });
  });
  after(() => {
    if (!device) return;
    const validation = device.instance.validation;
    device.destroy();
    const messages = validation?.messages ?? [];
    assert.equal(messages.length, 0, `validation messages:\n${formatMessages(messages)}`);
  });
  return () => {
    if (!device) throw new Error('the device is opened before the tests');
    return device;
  };
}
