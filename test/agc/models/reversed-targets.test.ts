/**
 * Reversed colour targets as the driver sees them: 8_8_8_8 and 16_16_16_16 with COMP_SWAP 2 or 3 get
 * the Vulkan format of their memory layout and the export channel each of its channels holds (the
 * model's SWAP_CHANNELS, checked here against the register references' orders: STD_REV A B G R,
 * ALT_REV A R G B); other formats with those swaps keep no Vulkan format.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { reversedColorFormat, vulkanColorFormat } from '../../../src/agc/fixed/color.js';

test('reversed 8_8_8_8 / 16_16_16_16 targets: memory-layout format and export channel per channel', () => {
  assert.deepEqual(reversedColorFormat('COLOR_8_8_8_8', 'UNORM', 'SWAP_STD_REV'), {
    vkFormat: 'R8G8B8A8_UNORM',
    hostChannels: [3, 2, 1, 0],
  });
  assert.deepEqual(reversedColorFormat('COLOR_8_8_8_8', 'SINT', 'SWAP_ALT_REV'), {
    vkFormat: 'R8G8B8A8_SINT',
    hostChannels: [3, 0, 1, 2],
  });
  assert.deepEqual(reversedColorFormat('COLOR_16_16_16_16', 'FLOAT', 'SWAP_STD_REV'), {
    vkFormat: 'R16G16B16A16_SFLOAT',
    hostChannels: [3, 2, 1, 0],
  });
  assert.equal(reversedColorFormat('COLOR_8_8', 'UNORM', 'SWAP_STD_REV'), undefined);
  assert.equal(reversedColorFormat('COLOR_8_8_8_8', 'UNORM', 'SWAP_ALT'), undefined);
  assert.equal(reversedColorFormat('COLOR_8_8_8_8', 'FLOAT', 'SWAP_STD_REV'), undefined);
  // The plain twin stays "same bits, same order" only.
  assert.equal(vulkanColorFormat('COLOR_8_8_8_8', 'UNORM', 'SWAP_STD_REV'), undefined);
});
