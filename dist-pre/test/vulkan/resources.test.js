/**
 * Resources: images of every dimensionality (1D, 2D array with mips, 3D, cube) and several format
 * classes round-trip through staging upload and readback byte for byte; a depth image cleared on the
 * GPU reads back the cleared value; mapped buffers are visible both ways; the pipeline cache persists
 * to disk and is offered back to the driver.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { VK_BUFFER_USAGE_TRANSFER_DST_BIT, VK_BUFFER_USAGE_TRANSFER_SRC_BIT, VK_IMAGE_USAGE_SAMPLED_BIT, VK_IMAGE_USAGE_TRANSFER_DST_BIT, VK_IMAGE_USAGE_TRANSFER_SRC_BIT, VK_SHADER_STAGE_COMPUTE_BIT, } from '../../src/vulkan/bindings.generated.js';
import { Buffer } from '../../src/vulkan/buffer.js';
import { Image } from '../../src/vulkan/image.js';
import { PipelineLayout, ShaderModule } from '../../src/vulkan/layout.js';
import { createComputePipeline } from '../../src/vulkan/pipeline.js';
import { PipelineCache } from '../../src/vulkan/pipeline-cache.js';
import { oneShot } from '../../src/vulkan/submit.js';
import { clearDepthStencil, copyBuffer, readBuffer, readImage, regionSize, uploadBuffer, uploadImage, } from '../../src/vulkan/transfer.js';
import { assertNoMessages, closeChecked, openTestDevice } from './support/device.js';
import { loadSpirv } from './support/spirv.js';
let device;
before(() => {
    device = openTestDevice();
});
after(() => closeChecked(device));
const TRANSFER = VK_IMAGE_USAGE_TRANSFER_SRC_BIT | VK_IMAGE_USAGE_TRANSFER_DST_BIT | VK_IMAGE_USAGE_SAMPLED_BIT;
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
const CASES = [
    { label: '1D RGBA8', dimension: '1d', format: 'R8G8B8A8_UNORM', width: 100 },
    {
        label: '2D array RGBA16F with mips',
        dimension: '2d',
        format: 'R16G16B16A16_SFLOAT',
        width: 32,
        height: 16,
        layers: 3,
        mipLevels: 4,
    },
    { label: '3D R32 uint', dimension: '3d', format: 'R32_UINT', width: 8, height: 8, depth: 4 },
    { label: 'cube B10G11R11', dimension: 'cube', format: 'B10G11R11_UFLOAT_PACK32', width: 16, height: 16 },
    {
        label: '2D BC1 with mips',
        dimension: '2d',
        format: 'BC1_RGBA_UNORM_BLOCK',
        width: 32,
        height: 32,
        mipLevels: 3,
    },
];
for (const c of CASES) {
    test(`image round trip: ${c.label}`, (t) => {
        if (String(c.format).startsWith('BC') && !device.profile.features.textureCompressionBC) {
            return t.skip('textureCompressionBC not supported');
        }
        const image = Image.create(device, { ...c, usage: TRANSFER });
        for (let level = 0; level < image.mipLevels; level++) {
            const data = pattern(regionSize(image, { mipLevel: level }), level + 1);
            // Floats and shared-exponent formats may be canonicalized by copies only for NaNs; keep them finite.
            if (c.format === 'R16G16B16A16_SFLOAT')
                for (let i = 1; i < data.length; i += 2)
                    data[i] &= 0x3b;
            if (c.format === 'B10G11R11_UFLOAT_PACK32')
                for (let i = 3; i < data.length; i += 4)
                    data[i] &= 0x3f;
            uploadImage(device, image, data, { mipLevel: level });
            assert.deepEqual(readImage(device, image, { mipLevel: level }), data, `mip ${level}`);
        }
        image.destroy();
        assertNoMessages(device);
    });
}
test('depth clear reads back the cleared value', () => {
    const image = Image.create(device, {
        dimension: '2d',
        format: 'D32_SFLOAT',
        width: 8,
        height: 8,
        usage: TRANSFER,
    });
    oneShot(device, (rec) => clearDepthStencil(rec, image, 0.375));
    const got = new Float32Array(readImage(device, image, { aspect: 'depth' }).buffer);
    assert.deepEqual([...got], new Array(64).fill(0.375));
    image.destroy();
    assertNoMessages(device);
});
test('buffers: mapped writes reach the GPU and GPU copies reach the host', () => {
    const usage = VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT;
    const upload = Buffer.create(device, { size: 4096, usage, memory: 'upload' });
    const gpu = Buffer.create(device, { size: 4096, usage, memory: 'device' });
    const back = Buffer.create(device, { size: 4096, usage, memory: 'readback' });
    const data = pattern(4096, 99);
    upload.write(data);
    oneShot(device, (rec) => {
        copyBuffer(rec, upload, gpu, 4096);
        rec.barrier('transfer', 'transfer');
        copyBuffer(rec, gpu, back, 4096);
        rec.barrier('transfer', 'host');
    });
    assert.deepEqual(back.read(), data);
    uploadBuffer(device, gpu, data.subarray(0, 16), 100);
    assert.deepEqual(readBuffer(device, gpu, 100, 16), data.subarray(0, 16));
    for (const b of [back, gpu, upload])
        b.destroy();
    assertNoMessages(device);
});
test('pipeline cache persists to disk and is offered back', () => {
    const dir = mkdtempSync(join(tmpdir(), 'oberon-pcache-'));
    try {
        const layout = PipelineLayout.create(device, {
            sets: [
                [0, 1].map((binding) => ({
                    binding,
                    kind: 'storageBuffer',
                    stages: VK_SHADER_STAGE_COMPUTE_BIT,
                })),
            ],
            pushConstants: [{ stages: VK_SHADER_STAGE_COMPUTE_BIT, size: 8 }],
        });
        const module = ShaderModule.create(device, loadSpirv('scale.comp'));
        const first = PipelineCache.create(device, dir);
        assert.equal(first.loadedBytes, 0);
        createComputePipeline(device, { layout, shader: { module }, cache: first }).destroy();
        const written = first.save();
        assert.ok(written > 0, 'the driver serialized a cache');
        assert.equal(statSync(first.path).size, written);
        const second = PipelineCache.create(device, dir);
        assert.equal(second.loadedBytes, written);
        createComputePipeline(device, { layout, shader: { module }, cache: second }).destroy();
        for (const o of [second, first, module, layout])
            o.destroy();
        assertNoMessages(device);
    }
    finally {
        rmSync(dir, { recursive: true, force: true });
    }
});
//# sourceMappingURL=resources.test.js.map