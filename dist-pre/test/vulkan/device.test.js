/**
 * Devices, target profile and validation: selection by OBERON_DEVICE rules, a profile that is plain
 * JSON and agrees with what shaders observe (default subgroup size), and the messenger catching a
 * deliberately invalid call by its VUID.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { VK_BUFFER_USAGE_STORAGE_BUFFER_BIT, VK_SHADER_STAGE_COMPUTE_BIT, VK_SHARING_MODE_EXCLUSIVE, } from '../../src/vulkan/bindings.generated.js';
import { Buffer } from '../../src/vulkan/buffer.js';
import { DescriptorSet } from '../../src/vulkan/descriptors.js';
import { Device } from '../../src/vulkan/device.js';
import { isGpu, isLavapipe, selectDevice } from '../../src/vulkan/device-select.js';
import { DeviceSelectionError } from '../../src/vulkan/errors.js';
import { Instance } from '../../src/vulkan/instance.js';
import { PipelineLayout, ShaderModule } from '../../src/vulkan/layout.js';
import { createComputePipeline } from '../../src/vulkan/pipeline.js';
import { info } from '../../src/vulkan/structs.js';
import { oneShot } from '../../src/vulkan/submit.js';
import { assertNoMessages, closeChecked, openTestDevice } from './support/device.js';
import { loadSpirv } from './support/spirv.js';
let device;
before(() => {
    device = openTestDevice();
});
after(() => closeChecked(device));
test('device selection follows the OBERON_DEVICE rules', () => {
    const all = device.instance.physicalDevices();
    assert.ok(all.length > 0);
    const byDefault = selectDevice(all, '');
    assert.equal(byDefault.handle, (all.find(isGpu) ?? all.find(isLavapipe) ?? all[0]).handle);
    const lavapipe = all.find(isLavapipe);
    if (lavapipe)
        assert.equal(selectDevice(all, 'lavapipe').handle, lavapipe.handle);
    const name = all[0].properties.deviceName;
    assert.equal(selectDevice(all, name.slice(0, 6).toUpperCase())
        .properties.deviceName.toLowerCase()
        .includes(name.slice(0, 6).toLowerCase()), true);
    assert.throws(() => selectDevice(all, 'no-such-device-xyz'), (e) => e instanceof DeviceSelectionError && /no-such-device-xyz/.test(e.message));
});
test('target profile is plain JSON and matches the device', () => {
    const p = device.profile;
    assert.deepEqual(JSON.parse(JSON.stringify(p)), p);
    assert.equal(p.device.name, device.physical.properties.deviceName);
    assert.ok(p.stages.includes('compute') && p.stages.includes('vertex') && p.stages.includes('fragment'));
    assert.equal(p.stages.includes('mesh'), p.features.meshShader);
    assert.ok(p.subgroup.minSize <= p.subgroup.size && p.subgroup.size <= p.subgroup.maxSize);
    assert.ok(p.features.dynamicRendering, 'dynamic rendering is required and enabled');
    for (const ext of p.extensions)
        assert.ok(device.physical.extensions.has(ext), ext);
});
test('the default subgroup size in the profile is what a compute shader sees', () => {
    const layout = PipelineLayout.create(device, {
        sets: [[{ binding: 0, kind: 'storageBuffer', stages: VK_SHADER_STAGE_COMPUTE_BIT }]],
    });
    const module = ShaderModule.create(device, loadSpirv('subgroup.comp'));
    const pipeline = createComputePipeline(device, { layout, shader: { module } });
    const out = Buffer.create(device, {
        size: 64 * 8,
        usage: VK_BUFFER_USAGE_STORAGE_BUFFER_BIT,
        memory: 'readback',
    });
    const set = DescriptorSet.allocate(device, layout);
    set.write(0, { buffer: out });
    oneShot(device, (rec) => {
        rec.bindPipeline(pipeline);
        rec.bindDescriptorSets(pipeline, [set.handle]);
        rec.dispatch(1);
        rec.barrier('compute', 'host');
    });
    const words = new Uint32Array(out.read().buffer);
    const size = words[0];
    assert.ok(size >= device.profile.subgroup.minSize && size <= device.profile.subgroup.maxSize);
    if (device.profile.subgroup.minSize === device.profile.subgroup.maxSize)
        assert.equal(size, device.profile.subgroup.size);
    for (const o of [set, out, pipeline, module, layout])
        o.destroy();
    assertNoMessages(device);
});
test('the messenger catches a deliberately invalid call by its VUID', () => {
    const instance = Instance.create({ validation: true });
    try {
        const d = selectDevice(instance.physicalDevices(), process.env.OBERON_DEVICE);
        const dev = Device.create(instance, d);
        // usage 0 violates VUID-VkBufferCreateInfo-usage-requiredbitmask.
        const out = [null];
        const r = dev.vk.vkCreateBuffer(dev.handle, info('VkBufferCreateInfo', { size: 64, usage: 0, sharingMode: VK_SHARING_MODE_EXCLUSIVE }), null, out);
        if (r === 0 && out[0])
            dev.vk.vkDestroyBuffer(dev.handle, out[0], null);
        dev.destroy();
        const ids = instance.validation.messages.map((m) => m.id);
        assert.ok(ids.includes('VUID-VkBufferCreateInfo-usage-requiredbitmask'), `messages: ${ids.join(', ')}`);
    }
    finally {
        instance.destroy();
    }
});
test('oberon devices --json lists the selected device with its profile', async () => {
    const { run } = await import('../../src/cli/commands/devices.js');
    let text = '';
    const write = process.stdout.write;
    process.stdout.write = ((chunk) => {
        text += String(chunk);
        return true;
    });
    let code;
    try {
        code = await run(['--json']);
    }
    finally {
        process.stdout.write = write;
    }
    assert.equal(code, 0);
    const entries = JSON.parse(text);
    const mine = entries.find((e) => e.name === device.profile.device.name);
    assert.ok(mine?.profile, `${device.profile.device.name} listed with a profile`);
    assert.deepEqual(mine.profile.features, device.profile.features);
    assert.deepEqual(mine.profile.subgroup, device.profile.subgroup);
});
//# sourceMappingURL=device.test.js.map