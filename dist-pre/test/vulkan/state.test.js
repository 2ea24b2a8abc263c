/**
 * Fixed-function state: depth testing against a cleared depth target, additive blending of two draws,
 * and 4x multisampling resolved to one sample (interior exact, edge pixels partially covered).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { VK_BLEND_FACTOR_ONE, VK_COMPARE_OP_LESS, VK_IMAGE_USAGE_DEPTH_STENCIL_ATTACHMENT_BIT, } from '../../src/vulkan/bindings.generated.js';
import { createGraphicsPipeline } from '../../src/vulkan/graphics.js';
import { Image } from '../../src/vulkan/image.js';
import { PipelineLayout, ShaderModule } from '../../src/vulkan/layout.js';
import { oneShot } from '../../src/vulkan/submit.js';
import { readImage } from '../../src/vulkan/transfer.js';
import { assertNoMessages, closeChecked, openTestDevice } from './support/device.js';
import { colorTarget, dataBuffer, pixel, render, SIZE } from './support/render.js';
import { loadSpirv } from './support/spirv.js';
let device;
before(() => {
    device = openTestDevice();
});
after(() => closeChecked(device));
const VERTEX_INPUT = {
    bindings: [{ binding: 0, stride: 20 }],
    attributes: [
        { location: 0, binding: 0, format: 'R32G32_SFLOAT', offset: 0 },
        { location: 1, binding: 0, format: 'R32G32B32_SFLOAT', offset: 8 },
    ],
};
const square = (rgb) => dataBuffer(device, new Float32Array([-0.5, -0.5, 0.5, -0.5, 0.5, 0.5, -0.5, -0.5, 0.5, 0.5, -0.5, 0.5].flatMap((v, i, a) => i % 2 ? [a[i - 1], v, ...rgb] : [])));
function pipelineWith(extra) {
    const vs = ShaderModule.create(device, loadSpirv('triangle.vert'));
    const fs = ShaderModule.create(device, loadSpirv('color.frag'));
    const layout = PipelineLayout.create(device);
    const pipeline = createGraphicsPipeline(device, {
        layout,
        stages: [
            { stage: 'vertex', module: vs },
            { stage: 'fragment', module: fs },
        ],
        vertexInput: VERTEX_INPUT,
        colorFormats: ['R8G8B8A8_UNORM'],
        ...extra,
    });
    return {
        pipeline,
        destroy: () => [pipeline, layout, fs, vs].forEach((o) => {
            o.destroy();
        }),
    };
}
test('depth test LESS against the cleared depth decides whether a draw lands', () => {
    const p = pipelineWith({
        depthFormat: 'D32_SFLOAT',
        depthStencil: { depthTest: true, depthWrite: true, compareOp: VK_COMPARE_OP_LESS },
    });
    const color = colorTarget(device);
    const depth = Image.create(device, {
        dimension: '2d',
        format: 'D32_SFLOAT',
        width: SIZE,
        height: SIZE,
        usage: VK_IMAGE_USAGE_DEPTH_STENCIL_ATTACHMENT_BIT,
    });
    const red = square([1, 0, 0]);
    for (const [clearDepth, expectRed] of [
        [1, true],
        [0, false],
    ]) {
        oneShot(device, (rec) => {
            rec.beginRendering([{ image: color, clear: [0, 0, 0, 1] }], {
                image: depth,
                clear: { depth: clearDepth, stencil: 0 },
            });
            rec.bindPipeline(p.pipeline);
            rec.bindVertexBuffers(0, [red]);
            rec.draw(6);
            rec.endRendering();
        });
        const img = readImage(device, color);
        assert.deepEqual(pixel(img, SIZE / 2, SIZE / 2), expectRed ? [255, 0, 0, 255] : [0, 0, 0, 255], `depth cleared to ${clearDepth}`);
    }
    [red, depth, color].forEach((o) => {
        o.destroy();
    });
    p.destroy();
    assertNoMessages(device);
});
test('additive blending sums two draws', () => {
    const p = pipelineWith({
        blend: {
            attachments: [
                {
                    enable: true,
                    srcColor: VK_BLEND_FACTOR_ONE,
                    dstColor: VK_BLEND_FACTOR_ONE,
                    srcAlpha: VK_BLEND_FACTOR_ONE,
                    dstAlpha: VK_BLEND_FACTOR_ONE,
                },
            ],
        },
    });
    const color = colorTarget(device);
    const red = square([0.5, 0, 0]);
    const green = square([0.25, 1, 0]);
    const img = render(device, [{ image: color, clear: [0, 0, 0, 0] }], (rec) => {
        rec.bindPipeline(p.pipeline);
        rec.bindVertexBuffers(0, [red]);
        rec.draw(6);
        rec.bindVertexBuffers(0, [green]);
        rec.draw(6);
    });
    const [r, g, b, a] = pixel(img, SIZE / 2, SIZE / 2);
    assert.ok(Math.abs(r - 191) <= 1 && g === 255 && b === 0 && a === 255, `blended ${[r, g, b, a]}`);
    assert.deepEqual(pixel(img, 2, 2), [0, 0, 0, 0]);
    [green, red, color].forEach((o) => {
        o.destroy();
    });
    p.destroy();
    assertNoMessages(device);
});
test('4x MSAA resolves: interior exact, some edge pixels partially covered', () => {
    const p = pipelineWith({ multisample: { samples: 4 } });
    const msaa = colorTarget(device, 4);
    const resolved = colorTarget(device);
    const tri = dataBuffer(device, new Float32Array([-0.8, -0.7, 1, 1, 1, 0.9, -0.6, 1, 1, 1, 0.1, 0.85, 1, 1, 1]));
    const img = render(device, [{ image: msaa, clear: [0, 0, 0, 1], resolve: resolved }], (rec) => {
        rec.bindPipeline(p.pipeline);
        rec.bindVertexBuffers(0, [tri]);
        rec.draw(3);
    }, resolved);
    const values = new Set();
    for (let i = 0; i < SIZE * SIZE; i++)
        values.add(img[i * 4]);
    assert.ok(values.has(0) && values.has(255), 'background and interior present');
    assert.ok([...values].some((v) => v > 20 && v < 235), `partial coverage values: ${[...values].sort((x, y) => x - y).join(',')}`);
    [tri, resolved, msaa].forEach((o) => {
        o.destroy();
    });
    p.destroy();
    assertNoMessages(device);
});
//# sourceMappingURL=state.test.js.map