/**
 * Graphics pipeline descriptions that need an optional device feature (dual-source blending, logic op,
 * independent blend, depth bounds and clamp, non-solid fill, last-vertex provoking, sample shading) are
 * refused with the feature named when the device's profile lacks it, before any Vulkan call; with the
 * device's real profile each is created wherever the device has the feature, with no validation message.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { VK_BLEND_FACTOR_ONE, VK_BLEND_FACTOR_SRC1_ALPHA, VK_LOGIC_OP_XOR, VK_POLYGON_MODE_LINE, } from '../../src/vulkan/bindings.generated.js';
import { VulkanUnsupportedError } from '../../src/vulkan/errors.js';
import { createGraphicsPipeline } from '../../src/vulkan/graphics.js';
import { PipelineLayout, ShaderModule } from '../../src/vulkan/layout.js';
import { assertNoMessages, closeChecked, openTestDevice } from './support/device.js';
import { COLOR_VERTEX_INPUT } from './support/render.js';
import { loadSpirv } from './support/spirv.js';
let device;
before(() => {
    device = openTestDevice();
});
after(() => closeChecked(device));
/** A view of the device whose profile lacks `feature` (and, optionally, has other limits). */
function withoutFeature(feature, limits = {}) {
    const p = device.profile;
    const profile = {
        ...p,
        features: feature ? { ...p.features, [feature]: false } : p.features,
        limits: { ...p.limits, ...limits },
    };
    return Object.create(device, { profile: { value: profile } });
}
const CASES = [
    ['dualSrcBlend', { blend: { attachments: [{ enable: true, srcColor: VK_BLEND_FACTOR_SRC1_ALPHA }] } }],
    ['logicOp', { blend: { logicOp: VK_LOGIC_OP_XOR } }],
    [
        'independentBlend',
        {
            colorFormats: ['R8G8B8A8_UNORM', 'R8G8B8A8_UNORM'],
            blend: { attachments: [{ enable: true, dstColor: VK_BLEND_FACTOR_ONE }, {}] },
        },
    ],
    ['depthBounds', { depthFormat: 'D32_SFLOAT', depthStencil: { depthBounds: [0.25, 0.75] } }],
    ['depthClamp', { rasterization: { depthClamp: true } }],
    ['fillModeNonSolid', { rasterization: { polygonMode: VK_POLYGON_MODE_LINE } }],
    ['provokingVertexLast', { rasterization: { provokingVertexLast: true } }],
    ['sampleRateShading', { multisample: { samples: 4, minSampleShading: 1 } }],
];
test('descriptions needing a missing feature are refused naming it; created when present', (t) => {
    const vs = ShaderModule.create(device, loadSpirv('triangle.vert'));
    const fs = ShaderModule.create(device, loadSpirv('color.frag'));
    const layout = PipelineLayout.create(device);
    const desc = (extra) => ({
        layout,
        stages: [
            { stage: 'vertex', module: vs },
            { stage: 'fragment', module: fs },
        ],
        vertexInput: COLOR_VERTEX_INPUT,
        colorFormats: ['R8G8B8A8_UNORM'],
        ...extra,
    });
    const missing = [];
    for (const [feature, extra] of CASES) {
        assert.throws(() => createGraphicsPipeline(withoutFeature(feature), desc(extra)), (e) => e instanceof VulkanUnsupportedError && e.feature === feature, `${feature} refused`);
        if (device.profile.features[feature])
            createGraphicsPipeline(device, desc(extra)).destroy();
        else
            missing.push(feature);
    }
    // The same descriptions without the optional state need nothing.
    createGraphicsPipeline(withoutFeature('independentBlend'), desc({})).destroy();
    // Dual-source blending is also bounded by maxFragmentDualSrcAttachments.
    assert.throws(() => createGraphicsPipeline(withoutFeature(undefined, { maxFragmentDualSrcAttachments: 0 }), desc(CASES[0][1])), (e) => e instanceof VulkanUnsupportedError && /attachment 0/.test(e.message));
    if (missing.length)
        t.diagnostic(`not supported by ${device.profile.device.name}, not created: ${missing.join(', ')}`);
    for (const o of [layout, fs, vs])
        o.destroy();
    assertNoMessages(device);
});
//# sourceMappingURL=pipeline-features.test.js.map