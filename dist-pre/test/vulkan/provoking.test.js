/**
 * Provoking vertex: flat-shaded triangles (a list and a strip) whose vertices all have different colors
 * are drawn with the default first-vertex convention and with provokingVertexLast (feature
 * provokingVertexLast, VK_EXT_provoking_vertex). Every judged pixel must carry exactly the color of its
 * primitive's provoking vertex: list triangle i takes vertex 3i or 3i + 2, strip triangle i vertex i or
 * i + 2.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { VK_PRIMITIVE_TOPOLOGY_TRIANGLE_STRIP } from '../../src/vulkan/bindings.generated.js';
import { VulkanUnsupportedError } from '../../src/vulkan/errors.js';
import { createGraphicsPipeline } from '../../src/vulkan/graphics.js';
import { PipelineLayout, ShaderModule } from '../../src/vulkan/layout.js';
import { assertNoMessages, closeChecked, openTestDevice } from './support/device.js';
import { COLOR_VERTEX_INPUT, colorTarget, dataBuffer, insideTriangle, ndc, pixel, render, SIZE, } from './support/render.js';
import { loadSpirv } from './support/spirv.js';
let device;
before(() => {
    device = openTestDevice();
});
after(() => closeChecked(device));
const EDGE = 2.5 / SIZE;
// Top half: two separate list triangles; bottom half: a strip of two triangles sharing an edge.
const LIST = [
    [-0.9, -0.9],
    [-0.1, -0.9],
    [-0.5, -0.1],
    [0.1, -0.1],
    [0.9, -0.9],
    [0.5, -0.1],
];
const STRIP = [
    [-0.8, 0.1],
    [-0.8, 0.9],
    [0.8, 0.1],
    [0.8, 0.9],
];
/** Distinct UNORM8 colors per vertex (list vertices 0-5, strip vertices 6-9). */
const COLORS = Array.from({ length: 10 }, (_, j) => [(40 + 23 * j) % 256, (250 - 19 * j) % 256, 16 * j + 5]);
const PRIMITIVES = [
    ...[0, 1].map((i) => ({ corners: LIST.slice(3 * i, 3 * i + 3), first: 3 * i, last: 3 * i + 2 })),
    ...[0, 1].map((i) => ({ corners: STRIP.slice(i, i + 3), first: 6 + i, last: 6 + i + 2 })),
];
function vertexData(points, colorBase) {
    return new Float32Array(points.flatMap(([x, y], j) => [x, y, ...COLORS[colorBase + j].map((c) => c / 255)]));
}
/** Draws the list and the strip with one convention and checks every judged pixel. */
function drawAndCheck(last) {
    const vs = ShaderModule.create(device, loadSpirv('flat.vert'));
    const fs = ShaderModule.create(device, loadSpirv('flat.frag'));
    const layout = PipelineLayout.create(device);
    const [listPipe, stripPipe] = [undefined, VK_PRIMITIVE_TOPOLOGY_TRIANGLE_STRIP].map((topology) => createGraphicsPipeline(device, {
        layout,
        stages: [
            { stage: 'vertex', module: vs },
            { stage: 'fragment', module: fs },
        ],
        vertexInput: COLOR_VERTEX_INPUT,
        topology,
        rasterization: { provokingVertexLast: last },
        colorFormats: ['R8G8B8A8_UNORM'],
    }));
    const list = dataBuffer(device, vertexData(LIST, 0));
    const strip = dataBuffer(device, vertexData(STRIP, 6));
    const target = colorTarget(device);
    const img = render(device, [{ image: target, clear: [0, 0, 0, 1] }], (rec) => {
        rec.bindPipeline(listPipe);
        rec.bindVertexBuffers(0, [list]);
        rec.draw(6);
        rec.bindPipeline(stripPipe);
        rec.bindVertexBuffers(0, [strip]);
        rec.draw(4);
    });
    const judged = new Set();
    for (let y = 0; y < SIZE; y++) {
        for (let x = 0; x < SIZE; x++) {
            const p = [ndc(x), ndc(y)];
            const d = PRIMITIVES.map((prim) => insideTriangle(p, prim.corners));
            if (d.some((v) => Math.abs(v) <= EDGE))
                continue;
            const hit = d.findIndex((v) => v > 0);
            const want = hit < 0 ? [0, 0, 0] : COLORS[last ? PRIMITIVES[hit].last : PRIMITIVES[hit].first];
            if (hit >= 0)
                judged.add(hit);
            assert.deepEqual(pixel(img, x, y), [...want, 255], `${last ? 'last' : 'first'}-vertex convention, pixel (${x},${y}) in primitive ${hit}`);
        }
    }
    assert.equal(judged.size, PRIMITIVES.length, 'every primitive has judged pixels');
    for (const o of [target, strip, list, stripPipe, listPipe, layout, fs, vs])
        o.destroy();
    assertNoMessages(device);
}
test('provoking vertex: flat color from the first vertex by default', () => {
    drawAndCheck(false);
});
test('provoking vertex: flat color from the last vertex with provokingVertexLast', (t) => {
    if (!device.profile.features.provokingVertexLast) {
        // The pipeline must be refused, not silently drawn with the first vertex.
        assert.throws(() => drawAndCheck(true), VulkanUnsupportedError);
        return t.skip(`provokingVertexLast not supported by ${device.profile.device.name}`);
    }
    drawAndCheck(true);
});
//# sourceMappingURL=provoking.test.js.map