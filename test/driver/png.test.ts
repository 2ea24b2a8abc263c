/** The PNG encoder: what it writes decodes to the same pixels (and zlib and CRCs check). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decodePng, encodePng, PngError } from '../../src/util/png.js';

test('rgba8 round trips', () => {
  const data = new Uint8Array(5 * 3 * 4).map((_, i) => (i * 37) & 0xff);
  const back = decodePng(encodePng({ width: 5, height: 3, kind: 'rgba8', data }));
  assert.equal(back.kind, 'rgba8');
  assert.deepEqual([back.width, back.height], [5, 3]);
  assert.deepEqual(back.data, data);
});

test('gray8 and gray16 round trip', () => {
  const g8 = new Uint8Array(7 * 2).map((_, i) => i * 11);
  assert.deepEqual(decodePng(encodePng({ width: 7, height: 2, kind: 'gray8', data: g8 })).data, g8);
  const g16 = new Uint16Array(4 * 4).map((_, i) => i * 4099);
  const back = decodePng(encodePng({ width: 4, height: 4, kind: 'gray16', data: g16 }));
  assert.equal(back.kind, 'gray16');
  assert.deepEqual(back.data, g16);
});

test('a wrong sample count and a corrupted file are PngErrors', () => {
  assert.throws(() => encodePng({ width: 2, height: 2, kind: 'rgba8', data: new Uint8Array(3) }), PngError);
  const bytes = encodePng({ width: 2, height: 2, kind: 'gray8', data: new Uint8Array(4) });
  bytes[20] ^= 1;
  assert.throws(() => decodePng(bytes), /bad CRC/);
});
