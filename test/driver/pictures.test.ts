/**
 * Target pictures: texels of the Vulkan formats the driver draws into become RGBA8 (normalized values
 * scaled and rounded, floats clamped, integers clamped, missing channels 0 and alpha 255), depth
 * gray16; formats without a picture are undefined.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { colorPicture, depthPicture } from '../../src/driver/index.js';

const bytes = (...words: number[]): Uint8Array => new Uint8Array(Uint32Array.from(words).buffer);

test('RGBA8 and BGRA8 keep their bytes in RGBA order', () => {
  assert.deepEqual([...(colorPicture('R8G8B8A8_UNORM', 1, 1, bytes(0x04030201))?.data ?? [])], [1, 2, 3, 4]);
  assert.deepEqual([...(colorPicture('B8G8R8A8_UNORM', 1, 1, bytes(0x04030201))?.data ?? [])], [3, 2, 1, 4]);
});

test('half and single floats clamp to 0..1; two channels leave blue 0 and alpha 255', () => {
  // R16G16B16A16_SFLOAT: 1.0, 0.5, -1.0, 2.0
  const half = bytes(0x38003c00, 0x4000bc00);
  assert.deepEqual([...(colorPicture('R16G16B16A16_SFLOAT', 1, 1, half)?.data ?? [])], [255, 128, 0, 255]);
  const rg = new Uint8Array(Float32Array.of(0.25, 1).buffer);
  assert.deepEqual([...(colorPicture('R32G32_SFLOAT', 1, 1, rg)?.data ?? [])], [64, 255, 0, 255]);
});

test('integers clamp, packed 10-bit formats scale, and unknown formats have no picture', () => {
  assert.deepEqual([...(colorPicture('R32_UINT', 1, 1, bytes(1000))?.data ?? [])], [255, 0, 0, 255]);
  const packed = bytes(1023 | (0 << 10) | (512 << 20) | (3 << 30));
  assert.deepEqual(
    [...(colorPicture('A2B10G10R10_UNORM_PACK32', 1, 1, packed)?.data ?? [])],
    [255, 0, 128, 255],
  );
  assert.equal(colorPicture('BC1_RGB_UNORM_BLOCK', 4, 4, new Uint8Array(8)), undefined);
});

test('depth: D32 floats clamp to 0..1 as 16-bit gray, D16 keeps its values', () => {
  const d32 = new Uint8Array(Float32Array.of(0, 0.5, 1, 2).buffer);
  assert.deepEqual([...depthPicture('D32_SFLOAT', 2, 2, d32).data], [0, 32768, 65535, 65535]);
  const d16 = new Uint8Array(Uint16Array.of(7, 65535).buffer);
  assert.deepEqual([...depthPicture('D16_UNORM', 2, 1, d16).data], [7, 65535]);
});
