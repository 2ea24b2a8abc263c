// MSAA coverage decode: equal masks, one-sample quad pixel masks, refusals, sample locations.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AgcStateError } from '../../../src/agc/errors.js';
import { decodeAaCoverage, decodeSampleLocations } from '../../../src/agc/models/aa-coverage.js';
import { encodeFields } from '../../../src/agc/registers/index.js';
const config = (log2) => encodeFields('PA_SC_AA_CONFIG', { MSAA_NUM_SAMPLES: log2 });
test('equal masks become the Vulkan sample mask, normalized to the sample count', () => {
    const c = decodeAaCoverage(config(2), 0xfff5fff5, 0xfff5fff5);
    assert.equal(c.samples, 4);
    assert.deepEqual(c.pixelMasks, [5, 5, 5, 5]);
    assert.equal(c.sampleMask, 5);
    assert.equal(c.quadPixelMask, undefined);
});
test('one sample with differing masks gives the quad pixel mask', () => {
    // X0Y0 covered, X1Y0 not, X0Y1 not, X1Y1 covered (the top bits above the sample count are ignored).
    const c = decodeAaCoverage(config(0), 0xfffe0001, 0x0001fffe);
    assert.deepEqual(c.pixelMasks, [1, 0, 0, 1]);
    assert.equal(c.sampleMask, undefined);
    assert.equal(c.quadPixelMask, 0b1001);
});
test('multisampled draws with differing masks are refused with both registers in the message', () => {
    assert.throws(() => decodeAaCoverage(config(3), 0x00ff00f0, 0x00ff00ff), (e) => e instanceof AgcStateError &&
        /PA_SC_AA_MASK_X0Y0_X1Y0=0xff00f0: PA_SC_AA_MASK_X0Y1_X1Y1=0xff00ff: quad pixels have different 8-sample masks/.test(e.message));
});
test('sample locations are signed 1/16-pixel offsets', () => {
    // S0 (-2, 6), S1 (6, -2), S2 (-6, 2), S3 (2, -6): the standard 4x pattern.
    const reg = encodeFields('PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_0', {
        S0_X: 14,
        S0_Y: 6,
        S1_X: 6,
        S1_Y: 14,
        S2_X: 10,
        S2_Y: 2,
        S3_X: 2,
        S3_Y: 10,
    });
    assert.deepEqual(decodeSampleLocations([reg], 4), [
        { x: -2, y: 6 },
        { x: 6, y: -2 },
        { x: -6, y: 2 },
        { x: 2, y: -6 },
    ]);
    assert.throws(() => decodeSampleLocations([reg], 8), AgcStateError);
});
//# sourceMappingURL=aa-coverage.test.js.map