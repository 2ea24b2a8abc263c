/**
 * The driver's view of a pipeline on RADV's null winsys (RADV_FORCE_FAMILY=navi10: compiles for a Navi 10
 * without the GPU): the device opens with no memory types (isNullDevice) and closes without waiting on a
 * queue (Mesa 22.3's null winsys crashes in vkDeviceWaitIdle), and VK_KHR_pipeline_executable_properties
 * returns the wave size asked for, statistics and ACO's disassembly. Skipped where the radeon ICD is
 * not installed. The environment is set before the first Vulkan call, since the loader and RADV read it
 * then (node:test runs each file in its own process).
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { test } from 'node:test';
const ICD = '/usr/share/vulkan/icd.d/radeon_icd.x86_64.json';
test('RADV null device: executable statistics and ACO assembly', { skip: !existsSync(ICD) }, async () => {
    process.env.RADV_FORCE_FAMILY = 'navi10';
    process.env.VK_ICD_FILENAMES = ICD;
    process.env.RADV_DEBUG = 'nocache';
    const { Device, isNullDevice } = await import('../../src/vulkan/device.js');
    const { PipelineLayout, ShaderModule } = await import('../../src/vulkan/layout.js');
    const { createComputePipeline } = await import('../../src/vulkan/pipeline.js');
    const { CAPTURE_FLAGS, pipelineExecutables } = await import('../../src/vulkan/executable.js');
    const { loadSpirv } = await import('./support/spirv.js');
    const device = Device.open({ tools: ['pipelineExecutableInfo'] });
    try {
        assert.ok(isNullDevice(device.physical), device.profile.device.name);
        const compute = 0x20;
        const layout = PipelineLayout.create(device, {
            sets: [
                [
                    { binding: 0, kind: 'storageBuffer', stages: compute },
                    { binding: 1, kind: 'storageBuffer', stages: compute },
                ],
            ],
            pushConstants: [{ stages: compute, size: 8 }],
        });
        const module = ShaderModule.create(device, loadSpirv('scale.comp'));
        for (const wave of [32, 64]) {
            const pipeline = createComputePipeline(device, {
                layout,
                shader: { module, requiredSubgroupSize: wave, specialization: [{ id: 0, value: 3 }] },
                flags: CAPTURE_FLAGS,
            });
            const [exe, ...rest] = pipelineExecutables(device, pipeline);
            assert.equal(rest.length, 0);
            assert.equal(exe?.subgroupSize, wave);
            const codeSize = exe?.statistics.find((s) => s.name === 'Code size')?.value;
            assert.equal(typeof codeSize, 'bigint');
            const assembly = exe?.representations.find((r) => r.name === 'Assembly')?.text ?? '';
            assert.match(assembly, /s_endpgm\s+; bf810000/);
            pipeline.destroy();
        }
    }
    finally {
        device.destroy();
    }
});
//# sourceMappingURL=executable.test.js.map