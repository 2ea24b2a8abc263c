/**
 * Formats of the table (src/vulkan/formats.ts) on the device. Every color format round-trips: random
 * bytes are copied from a buffer into image A (2 layers, 3 mips, odd sizes so compressed mips end in
 * partial blocks), A is copied into image B with vkCmdCopyImage, and B is read back; every byte must
 * come back unchanged (copies are raw bit copies, so no value is special). Every depth/stencil format
 * round-trips each aspect through buffer copies (depth values kept in range). Clears of integer, packed
 * and float formats, through vkCmdClearColorImage and a render-pass clear resolved from 4x, hold the
 * bytes packed here. Formats the device cannot transfer are skipped as subtests naming the missing
 * format features, and the number tested must stay above a floor so a broken query cannot skip all.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { VK_BUFFER_USAGE_TRANSFER_DST_BIT, VK_BUFFER_USAGE_TRANSFER_SRC_BIT, VK_FORMAT_FEATURE_TRANSFER_DST_BIT, VK_FORMAT_FEATURE_TRANSFER_SRC_BIT, VK_IMAGE_TILING_OPTIMAL, VK_IMAGE_TYPE_2D, VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT, VK_IMAGE_USAGE_TRANSFER_DST_BIT, VK_IMAGE_USAGE_TRANSFER_SRC_BIT, } from '../../src/vulkan/bindings.generated.js';
import { Buffer } from '../../src/vulkan/buffer.js';
import { FORMATS, formatFeatures } from '../../src/vulkan/formats.js';
import { Image } from '../../src/vulkan/image.js';
import { oneShot } from '../../src/vulkan/submit.js';
import { clearColor, copyBufferToImage, copyImage, copyImageToBuffer, readImage, regionSize, uploadImage, } from '../../src/vulkan/transfer.js';
import { assertNoMessages, closeChecked, openTestDevice } from './support/device.js';
let device;
before(() => {
    device = openTestDevice();
});
after(() => closeChecked(device));
const WIDTH = 20;
const HEIGHT = 12;
const LAYERS = 2;
const MIPS = 3;
/** The table has 69 color formats; lavapipe transfers all of them, a desktop GPU nearly all. */
const MIN_TESTED = 40;
const USAGE = VK_IMAGE_USAGE_TRANSFER_SRC_BIT | VK_IMAGE_USAGE_TRANSFER_DST_BIT;
function pattern(n, seed) {
    const out = new Uint8Array(n);
    let x = seed >>> 0 || 1;
    for (let i = 0; i < n; i++) {
        x ^= x << 13;
        x ^= x >>> 17;
        x ^= x << 5;
        out[i] = x & 0xff;
    }
    return out;
}
/** Why the device cannot run the round trip for `f`, or undefined when it can. */
function unsupported(f) {
    const features = formatFeatures(device, f.name).optimal;
    const missing = [
        [VK_FORMAT_FEATURE_TRANSFER_SRC_BIT, 'TRANSFER_SRC'],
        [VK_FORMAT_FEATURE_TRANSFER_DST_BIT, 'TRANSFER_DST'],
    ]
        .filter(([bit]) => !(features & bit))
        .map(([, name]) => name);
    if (missing.length)
        return `optimal tiling lacks ${missing.join(' and ')}`;
    const props = {};
    const r = device.instance.vk.vkGetPhysicalDeviceImageFormatProperties(device.physical.handle, f.value, VK_IMAGE_TYPE_2D, VK_IMAGE_TILING_OPTIMAL, USAGE, 0, props);
    if (r !== 0)
        return `vkGetPhysicalDeviceImageFormatProperties returned ${r}`;
    if (props.maxMipLevels < MIPS || props.maxArrayLayers < LAYERS)
        return `limits ${props.maxMipLevels} mips, ${props.maxArrayLayers} layers`;
    return undefined;
}
function roundTrip(f, seed) {
    const a = Image.create(device, {
        dimension: '2d',
        format: f.name,
        width: WIDTH,
        height: HEIGHT,
        layers: LAYERS,
        mipLevels: MIPS,
        usage: USAGE,
    });
    const b = Image.create(device, {
        dimension: '2d',
        format: f.name,
        width: WIDTH,
        height: HEIGHT,
        layers: LAYERS,
        mipLevels: MIPS,
        usage: USAGE,
    });
    const sizes = Array.from({ length: MIPS }, (_, mipLevel) => regionSize(a, { mipLevel }));
    const offsets = sizes.map((_, i) => sizes.slice(0, i).reduce((s, n) => s + n, 0));
    const total = sizes.reduce((s, n) => s + n, 0);
    const data = pattern(total, seed);
    const upload = Buffer.create(device, {
        size: total,
        usage: VK_BUFFER_USAGE_TRANSFER_SRC_BIT,
        memory: 'upload',
    });
    const back = Buffer.create(device, {
        size: total,
        usage: VK_BUFFER_USAGE_TRANSFER_DST_BIT,
        memory: 'readback',
    });
    try {
        upload.write(data);
        oneShot(device, (rec) => {
            for (let mipLevel = 0; mipLevel < MIPS; mipLevel++)
                copyBufferToImage(rec, upload, a, { mipLevel }, offsets[mipLevel]);
            for (let mipLevel = 0; mipLevel < MIPS; mipLevel++)
                copyImage(rec, a, b, { mipLevel });
            for (let mipLevel = 0; mipLevel < MIPS; mipLevel++)
                copyImageToBuffer(rec, b, back, { mipLevel }, offsets[mipLevel]);
            rec.barrier('transfer', 'host');
        });
        const got = back.read(0, total);
        for (let mip = 0; mip < MIPS; mip++) {
            const want = data.subarray(offsets[mip], offsets[mip] + sizes[mip]);
            const have = got.subarray(offsets[mip], offsets[mip] + sizes[mip]);
            const bad = have.findIndex((v, i) => v !== want[i]);
            assert.equal(bad, -1, `${f.name} mip ${mip}: byte ${bad} is ${have[bad]}, uploaded ${want[bad]}`);
        }
    }
    finally {
        for (const o of [back, upload, b, a])
            o.destroy();
    }
}
test('every color format of the table round-trips: buffer -> image -> image -> buffer', async (t) => {
    const colors = [...FORMATS.values()].filter((f) => f.aspect === 'color');
    const skipped = [];
    let tested = 0;
    for (const [i, f] of colors.entries()) {
        const reason = unsupported(f);
        if (reason)
            skipped.push(`${f.name} (${reason})`);
        await t.test(f.name, (st) => {
            if (reason)
                return st.skip(`${f.name}: ${reason}`);
            roundTrip(f, i + 1);
            tested++;
        });
    }
    t.diagnostic(`tested ${tested} of ${colors.length} color formats; skipped: ${skipped.join(', ') || 'none'}`);
    assert.ok(tested >= MIN_TESTED, `only ${tested} formats tested; skipped: ${skipped.join(', ')}`);
    assertNoMessages(device);
});
/** Clear cases: values given to clearColor and the bytes a texel must then hold, packed here. */
const CLEARS = [
    { format: 'R8_SINT', rgba: [-5, 0, 0, 0], texel: () => new Uint8Array(new Int8Array([-5]).buffer) },
    {
        format: 'R16G16_UINT',
        rgba: [65535, 1234, 0, 0],
        texel: () => new Uint8Array(new Uint16Array([65535, 1234]).buffer),
    },
    {
        format: 'R32G32B32A32_SINT',
        rgba: [-1, 2147483647, -2147483648, 77],
        texel: () => new Uint8Array(new Int32Array([-1, 2147483647, -2147483648, 77]).buffer),
    },
    {
        format: 'A2B10G10R10_UINT_PACK32',
        rgba: [1023, 5, 700, 3],
        texel: () => new Uint8Array(new Uint32Array([(1023 | (5 << 10) | (700 << 20) | (3 << 30)) >>> 0]).buffer),
    },
    { format: 'R8G8B8A8_UNORM', rgba: [0, 1, 0, 1], texel: () => new Uint8Array([0, 255, 0, 255]) },
    {
        format: 'R32_SFLOAT',
        rgba: [0.375, 0, 0, 0],
        texel: () => new Uint8Array(new Float32Array([0.375]).buffer),
    },
];
for (const c of CLEARS) {
    test(`clearColor writes ${c.format} exactly`, (t) => {
        if (!(formatFeatures(device, c.format).optimal & VK_FORMAT_FEATURE_TRANSFER_DST_BIT))
            return t.skip(`${c.format}: optimal tiling lacks TRANSFER_DST`);
        const image = Image.create(device, {
            dimension: '2d',
            format: c.format,
            width: 4,
            height: 2,
            usage: USAGE,
        });
        oneShot(device, (rec) => clearColor(rec, image, c.rgba));
        const texel = c.texel();
        const want = new Uint8Array(texel.length * 8).map((_, i) => texel[i % texel.length]);
        assert.deepEqual(readImage(device, image), want);
        image.destroy();
        assertNoMessages(device);
    });
}
test('render-pass clear of 4x integer attachments resolves by sample zero', (t) => {
    const cases = CLEARS.filter((c) => /_(UINT|SINT)/.test(c.format));
    let tested = 0;
    for (const c of cases) {
        const usage = VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT | VK_IMAGE_USAGE_TRANSFER_SRC_BIT;
        const props = {};
        const r = device.instance.vk.vkGetPhysicalDeviceImageFormatProperties(device.physical.handle, FORMATS.get(c.format).value, VK_IMAGE_TYPE_2D, VK_IMAGE_TILING_OPTIMAL, usage, 0, props);
        if (r !== 0 || !(props.sampleCounts & 4)) {
            t.diagnostic(`${c.format}: no 4x color attachment, not tested`);
            continue;
        }
        const msaa = Image.create(device, {
            dimension: '2d',
            format: c.format,
            width: 4,
            height: 2,
            samples: 4,
            usage,
        });
        const single = Image.create(device, { dimension: '2d', format: c.format, width: 4, height: 2, usage });
        oneShot(device, (rec) => {
            rec.beginRendering([{ image: msaa, clearInt: c.rgba, resolve: single }]);
            rec.endRendering();
        });
        const texel = c.texel();
        const want = new Uint8Array(texel.length * 8).map((_, i) => texel[i % texel.length]);
        assert.deepEqual(readImage(device, single), want, c.format);
        single.destroy();
        msaa.destroy();
        tested++;
    }
    assert.ok(tested >= 2, `only ${tested} integer formats could be tested`);
    assertNoMessages(device);
});
test('every depth/stencil format of the table round-trips each aspect through buffer copies', async (t) => {
    const formats = [...FORMATS.values()].filter((f) => f.aspect !== 'color');
    let tested = 0;
    for (const [i, f] of formats.entries()) {
        const reason = unsupported(f);
        await t.test(f.name, (st) => {
            if (reason)
                return st.skip(`${f.name}: ${reason}`);
            const image = Image.create(device, {
                dimension: '2d',
                format: f.name,
                width: WIDTH,
                height: HEIGHT,
                layers: LAYERS,
                mipLevels: MIPS,
                usage: USAGE,
            });
            const aspects = f.aspect === 'depthStencil' ? ['depth', 'stencil'] : [f.aspect];
            for (const aspect of aspects) {
                for (let mipLevel = 0; mipLevel < MIPS; mipLevel++) {
                    const region = { mipLevel, aspect };
                    const n = regionSize(image, region);
                    let data = pattern(n, 100 * i + mipLevel + (aspect === 'stencil' ? 50 : 0));
                    // Depth copies hold values in [0, 1]: UNORM depth any bits (D24 in the low 24 bits of a
                    // word), float depth built from values in range.
                    if (aspect === 'depth' && f.numeric === 'sfloat') {
                        data = new Uint8Array(Float32Array.from(new Uint32Array(data.buffer), (w) => (w % 1001) / 1000).buffer);
                    }
                    if (aspect === 'depth' && f.depthCopyBytes === 4 && f.numeric === 'unorm') {
                        for (let b = 3; b < n; b += 4)
                            data[b] = 0;
                    }
                    uploadImage(device, image, data, region);
                    const got = readImage(device, image, region);
                    if (aspect === 'depth' && f.depthCopyBytes === 4 && f.numeric === 'unorm') {
                        for (let b = 3; b < n; b += 4)
                            got[b] = 0; // the high byte of D24 copies is undefined
                    }
                    assert.deepEqual(got, data, `${f.name} ${aspect} mip ${mipLevel}`);
                }
            }
            image.destroy();
            tested++;
        });
    }
    assert.ok(tested >= 3, `only ${tested} depth/stencil formats tested`);
    assertNoMessages(device);
});
//# sourceMappingURL=formats.test.js.map