/**
 * Compute on the selected device (lavapipe in CI): a specialized, push-constant-driven kernel over
 * storage buffers, direct and indirect dispatch, and subgroup size control; every result is read back
 * and compared with the same arithmetic done in TypeScript. Zero validation messages are required.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { VK_BUFFER_USAGE_INDIRECT_BUFFER_BIT, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT, VK_BUFFER_USAGE_TRANSFER_DST_BIT, VK_BUFFER_USAGE_TRANSFER_SRC_BIT, VK_SHADER_STAGE_COMPUTE_BIT, } from '../../src/vulkan/bindings.generated.js';
import { Buffer } from '../../src/vulkan/buffer.js';
import { DescriptorSet } from '../../src/vulkan/descriptors.js';
import { PipelineLayout, ShaderModule } from '../../src/vulkan/layout.js';
import { createComputePipeline } from '../../src/vulkan/pipeline.js';
import { oneShot } from '../../src/vulkan/submit.js';
import { readBuffer, uploadBuffer } from '../../src/vulkan/transfer.js';
import { assertNoMessages, closeChecked, openTestDevice } from './support/device.js';
import { loadSpirv } from './support/spirv.js';
let device;
before(() => {
    device = openTestDevice();
});
after(() => closeChecked(device));
const STORAGE = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT | VK_BUFFER_USAGE_TRANSFER_SRC_BIT;
function scaleKernel(scale) {
    const layout = PipelineLayout.create(device, {
        sets: [
            [
                { binding: 0, kind: 'storageBuffer', stages: VK_SHADER_STAGE_COMPUTE_BIT },
                { binding: 1, kind: 'storageBuffer', stages: VK_SHADER_STAGE_COMPUTE_BIT },
            ],
        ],
        pushConstants: [{ stages: VK_SHADER_STAGE_COMPUTE_BIT, size: 8 }],
    });
    const module = ShaderModule.create(device, loadSpirv('scale.comp'));
    const pipeline = createComputePipeline(device, {
        layout,
        shader: { module, specialization: [{ id: 0, value: scale }] },
    });
    return { layout, module, pipeline };
}
function expected(input, scale, bias, count, size) {
    const out = new Uint32Array(size).fill(0xdeadbeef);
    for (let i = 0; i < count; i++)
        out[i] = (Math.imul(input[i], scale) + bias + i) >>> 0;
    return out;
}
test('specialized compute kernel with push constants: direct and indirect dispatch', () => {
    const count = 1000;
    const size = 1024;
    const input = Uint32Array.from({ length: size }, (_, i) => (i * 2654435761) >>> 0);
    const { layout, module, pipeline } = scaleKernel(3);
    const src = Buffer.create(device, { size: size * 4, usage: STORAGE });
    const dst = Buffer.create(device, { size: size * 4, usage: STORAGE });
    const indirect = Buffer.create(device, {
        size: 12,
        usage: VK_BUFFER_USAGE_INDIRECT_BUFFER_BIT,
        memory: 'upload',
    });
    const set = DescriptorSet.allocate(device, layout, 0);
    set.write(0, { buffer: src });
    set.write(1, { buffer: dst });
    uploadBuffer(device, src, input);
    for (const [mode, bias] of [
        ['direct', 7],
        ['indirect', 11],
    ]) {
        uploadBuffer(device, dst, new Uint32Array(size).fill(0xdeadbeef));
        indirect.write(new Uint32Array([Math.ceil(count / 64), 1, 1]));
        oneShot(device, (rec) => {
            rec.bindPipeline(pipeline);
            rec.bindDescriptorSets(pipeline, [set.handle]);
            rec.pushConstants(pipeline, VK_SHADER_STAGE_COMPUTE_BIT, new Uint32Array([bias, count]));
            if (mode === 'direct')
                rec.dispatch(Math.ceil(count / 64));
            else
                rec.dispatchIndirect(indirect);
            rec.barrier('compute', 'all');
        });
        const got = new Uint32Array(readBuffer(device, dst).buffer);
        assert.deepEqual(got, expected(input, 3, bias, count, size), `${mode} dispatch`);
    }
    for (const o of [set, indirect, dst, src, pipeline, module, layout])
        o.destroy();
    assertNoMessages(device);
});
test('required subgroup size is the size the kernel sees', (t) => {
    const sg = device.profile.subgroup;
    if (!sg.requiredSizeStages.includes('compute'))
        return t.skip('subgroupSizeControl (compute) not supported');
    const layout = PipelineLayout.create(device, {
        sets: [[{ binding: 0, kind: 'storageBuffer', stages: VK_SHADER_STAGE_COMPUTE_BIT }]],
    });
    const module = ShaderModule.create(device, loadSpirv('subgroup.comp'));
    const out = Buffer.create(device, { size: 64 * 8, usage: STORAGE, memory: 'readback' });
    const set = DescriptorSet.allocate(device, layout, 0);
    set.write(0, { buffer: out });
    const sizes = [...new Set([sg.minSize, sg.maxSize])];
    for (const size of sizes) {
        const pipeline = createComputePipeline(device, {
            layout,
            shader: {
                module,
                requiredSubgroupSize: size,
                fullSubgroups: device.profile.features.computeFullSubgroups,
            },
        });
        oneShot(device, (rec) => {
            rec.bindPipeline(pipeline);
            rec.bindDescriptorSets(pipeline, [set.handle]);
            rec.dispatch(1);
            rec.barrier('compute', 'host');
        });
        const words = new Uint32Array(out.read().buffer);
        for (let i = 0; i < 64; i++) {
            assert.equal(words[2 * i], size, `invocation ${i} subgroup size`);
            assert.equal(words[2 * i + 1], i % size, `invocation ${i} subgroup invocation id`);
        }
        pipeline.destroy();
    }
    for (const o of [set, out, module, layout])
        o.destroy();
    assertNoMessages(device);
});
//# sourceMappingURL=compute.test.js.map