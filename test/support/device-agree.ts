/**
 * The device check of the differential tests: a case run in the reference executor and recompiled on a
 * Vulkan device must agree bit for bit; a refusal or a mismatch fails the test with its report.
 */
import assert from 'node:assert/strict';
import type { DiffCase } from '../../src/difftest/case.js';
import { runDifferential } from '../../src/difftest/harness.js';
import { formatMismatchReport } from '../../src/difftest/report.js';
import { VulkanSide } from '../../src/difftest/vulkan-side.js';
import type { Device } from '../../src/vulkan/device.js';

/** Runs `c` on both sides; throws the refusal, or the mismatch report naming the lanes that differ. */
export function assertAgreesOnDevice(c: DiffCase, device: Device): void {
  const side = new VulkanSide(device);
  const result = runDifferential(c, [side]);
  const outcome = result.outcomes[0];
  assert.ok(outcome, 'no outcome');
  if (outcome.kind === 'refused') assert.fail(`refused: ${outcome.reason}`);
  if (outcome.kind === 'mismatch')
    assert.fail(formatMismatchReport(c, outcome.side, outcome.mismatches, result.trace));
}
