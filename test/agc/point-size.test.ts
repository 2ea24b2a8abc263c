/**
 * PA_SU_POINT_SIZE and PA_SU_POINT_MINMAX hold half sizes in 12.4 fixed point (Mesa's radeonsi and
 * RADV: "0.5 = 1 pixel", a size of s pixels is written as s * 8), so the decoded sizes are in pixels.
 * RADV's defaults (size 1, range 0..8191.875) and radeonsi's packing of other sizes must round trip.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decodeFixedFunction } from '../../src/agc/fixed/index.js';
import { encodeFields } from '../../src/agc/registers/index.js';
import { RegisterFile } from '../../src/agc/state/register-file.js';
import { basicFixedFunction } from './fixtures.js';

const points = (regs: Record<string, number>) =>
  decodeFixedFunction(RegisterFile.fromNames(regs), false).raster.points;

/** radeonsi's si_pack_float_12p4 of a half size. */
const pack12p4 = (x: number): number => Math.min(0xffff, Math.max(0, Math.round(x * 16)));

test("RADV's default point state is a 1-pixel point in 0..8191.875", () => {
  const regs = basicFixedFunction();
  regs.PA_SU_POINT_SIZE = encodeFields('PA_SU_POINT_SIZE', { HEIGHT: 8, WIDTH: 8 });
  regs.PA_SU_POINT_MINMAX = encodeFields('PA_SU_POINT_MINMAX', {
    MIN_SIZE: pack12p4(0),
    MAX_SIZE: pack12p4(8191.875 / 2),
  });
  assert.deepEqual(points(regs), { width: 1, height: 1, min: 0, max: 8191.875 });
});

test('sizes decode in pixels, width and height apart; unset registers give no point state', () => {
  const regs = basicFixedFunction();
  assert.equal(points(regs), undefined);
  regs.PA_SU_POINT_SIZE = encodeFields('PA_SU_POINT_SIZE', { HEIGHT: 2.5 * 8, WIDTH: 6 * 8 });
  assert.equal(points(regs), undefined, 'PA_SU_POINT_MINMAX is still unset');
  regs.PA_SU_POINT_MINMAX = encodeFields('PA_SU_POINT_MINMAX', {
    MIN_SIZE: pack12p4(0.125 / 2),
    MAX_SIZE: pack12p4(64 / 2),
  });
  assert.deepEqual(points(regs), { width: 6, height: 2.5, min: 0.125, max: 64 });
});
