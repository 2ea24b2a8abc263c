// HTILE layout: the seed's 1920x1080 figures under the PS5 default GB_ADDR_CONFIG, the pipe-count
// search that picked it, block geometry, slice addressing and DB_DEPTH_VIEW slice decode.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { computeHtileLayout, depthViewSliceMax, depthViewSliceStart, htileSliceAddress, htileWordOffset, PS5_GB_ADDR_CONFIG, } from '../../../src/agc/models/htile.js';
import { encodeFields } from '../../../src/agc/registers/index.js';
function wordsPastTiles(gb, w, h, slice = 0) {
    const l = computeHtileLayout(gb, w, h);
    const offsets = new Set();
    let past = 0;
    for (let y = 0; y < h; y += 8) {
        for (let x = 0; x < w; x += 8) {
            const o = htileWordOffset(l, x, y, slice) - slice * l.sliceBytes;
            assert.ok(o >= 0 && o + 4 <= l.sliceBytes, `word of (${x},${y}) at ${o} outside the slice`);
            assert.equal(o % 4, 0);
            offsets.add(o);
            if (o >= l.tileWords * 4)
                past++;
        }
    }
    return { past, words: l.tileWords, offsets };
}
test('1920x1080 under the PS5 default: 32400 tile words, 1856 past the first tiles*4 bytes', () => {
    const { past, words, offsets } = wordsPastTiles(PS5_GB_ADDR_CONFIG, 1920, 1080);
    assert.equal(words, 32400);
    assert.equal(offsets.size, 32400, 'every tile has its own word');
    assert.equal(past, 1856);
    assert.equal(computeHtileLayout(PS5_GB_ADDR_CONFIG, 1920, 1080).sliceBytes, 196608);
});
test('only 8 and 16 pipes give the seed figure of 1856', () => {
    const matching = [];
    for (let p = 0; p <= 6; p++) {
        if (wordsPastTiles(encodeFields('GB_ADDR_CONFIG', { NUM_PIPES: p }), 1920, 1080).past === 1856)
            matching.push(p);
    }
    assert.deepEqual(matching, [3, 4]);
});
test('a metadata block holds one word per 8x8 tile it covers', () => {
    for (let p = 0; p <= 6; p++) {
        const l = computeHtileLayout(encodeFields('GB_ADDR_CONFIG', { NUM_PIPES: p }), 64, 64);
        assert.equal((l.blockWidth * l.blockHeight) / 64, l.blockBytes / 4);
        assert.ok(l.blockBytes >= 4096 && l.blockBytes >= 2048 << p);
        // A full block is a permutation of its words.
        const full = computeHtileLayout(encodeFields('GB_ADDR_CONFIG', { NUM_PIPES: p }), l.blockWidth, l.blockHeight);
        const seen = new Set();
        for (let y = 0; y < l.blockHeight; y += 8)
            for (let x = 0; x < l.blockWidth; x += 8)
                seen.add(htileWordOffset(full, x, y));
        assert.equal(seen.size, l.blockBytes / 4);
        assert.equal(Math.max(...seen), l.blockBytes - 4);
    }
});
test('slices start at DB_HTILE_DATA_BASE + slice * metadata bytes', () => {
    const l = computeHtileLayout(PS5_GB_ADDR_CONFIG, 1920, 1080);
    assert.equal(htileSliceAddress(0x1234, l, 0), 0x123400);
    assert.equal(htileSliceAddress(0x1234, l, 3), 0x123400 + 3 * 196608);
    const slice1 = wordsPastTiles(PS5_GB_ADDR_CONFIG, 1920, 1080, 1);
    assert.equal(slice1.offsets.size, 32400, 'slice 1 words are distinct and inside slice 1');
});
test('DB_DEPTH_VIEW slice decode joins the HI bits', () => {
    const v = encodeFields('DB_DEPTH_VIEW', {
        SLICE_START: 5,
        SLICE_START_HI: 1,
        SLICE_MAX: 7,
        SLICE_MAX_HI: 2,
    });
    assert.equal(depthViewSliceStart(v), 2048 + 5);
    assert.equal(depthViewSliceMax(v), 2 * 2048 + 7);
    assert.equal(depthViewSliceStart(encodeFields('DB_DEPTH_VIEW', { SLICE_START: 1 })), 1);
});
//# sourceMappingURL=htile.test.js.map