/**
 * Graphics on the selected device: a vertex-input triangle (direct, indexed-indirect), a tessellated
 * quad patch, points expanded by a geometry shader, and mesh-shader quads where the device has them.
 * Each image is read back and compared pixel by pixel with coverage and colors computed here; pixels
 * within a small band of an edge are not judged. Zero validation messages are required.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { VK_PRIMITIVE_TOPOLOGY_POINT_LIST, VK_SHADER_STAGE_GEOMETRY_BIT, } from '../../src/vulkan/bindings.generated.js';
import { createGraphicsPipeline } from '../../src/vulkan/graphics.js';
import { PipelineLayout, ShaderModule } from '../../src/vulkan/layout.js';
import { assertNoMessages, closeChecked, openTestDevice } from './support/device.js';
import { colorTarget, dataBuffer, insideTriangle, ndc, pixel, render, SIZE } from './support/render.js';
import { loadSpirv } from './support/spirv.js';
let device;
before(() => {
    device = openTestDevice();
});
after(() => closeChecked(device));
const EDGE = 2.5 / SIZE; // NDC band around edges left unjudged (a bit over one pixel)
function modules(...names) {
    return names.map((n) => ShaderModule.create(device, loadSpirv(n)));
}
/** Checks every pixel: inside (distance > EDGE) must equal `inside(x, y)`, outside must be black. */
function checkImage(img, distance, inside, tolerance = 0) {
    let judgedIn = 0;
    for (let y = 0; y < SIZE; y++) {
        for (let x = 0; x < SIZE; x++) {
            const d = distance([ndc(x), ndc(y)]);
            const got = pixel(img, x, y);
            if (d > EDGE) {
                judgedIn++;
                const want = inside(x, y);
                for (let c = 0; c < 4; c++) {
                    assert.ok(Math.abs(got[c] - want[c]) <= tolerance, `pixel (${x},${y}) = ${got}, want ${want}`);
                }
            }
            else if (d < -EDGE) {
                assert.deepEqual(got, [0, 0, 0, 255], `pixel (${x},${y}) outside`);
            }
        }
    }
    assert.ok(judgedIn > 0, 'some pixels are inside');
}
const VERTEX_INPUT = {
    bindings: [{ binding: 0, stride: 20 }],
    attributes: [
        { location: 0, binding: 0, format: 'R32G32_SFLOAT', offset: 0 },
        { location: 1, binding: 0, format: 'R32G32B32_SFLOAT', offset: 8 },
    ],
};
test('triangle: vertex input, direct draw and indexed indirect draw', () => {
    const [vs, fs] = modules('triangle.vert', 'color.frag');
    const layout = PipelineLayout.create(device);
    const pipeline = createGraphicsPipeline(device, {
        layout,
        stages: [
            { stage: 'vertex', module: vs },
            { stage: 'fragment', module: fs },
        ],
        vertexInput: VERTEX_INPUT,
        colorFormats: ['R8G8B8A8_UNORM'],
    });
    const tri = [
        [-0.6, -0.5],
        [0.7, -0.4],
        [0.1, 0.8],
    ];
    const vertices = dataBuffer(device, new Float32Array(tri.flatMap(([x, y]) => [x, y, 1, 0, 0])));
    const target = colorTarget(device);
    const direct = render(device, [{ image: target, clear: [0, 0, 0, 1] }], (rec) => {
        rec.bindPipeline(pipeline);
        rec.bindVertexBuffers(0, [vertices]);
        rec.draw(3);
    });
    checkImage(direct, (p) => insideTriangle(p, tri), () => [255, 0, 0, 255]);
    // A quad as two indexed triangles, drawn through VkDrawIndexedIndirectCommand.
    const quad = [
        [-0.5, -0.5],
        [0.5, -0.5],
        [0.5, 0.5],
        [-0.5, 0.5],
    ];
    const quadVerts = dataBuffer(device, new Float32Array(quad.flatMap(([x, y]) => [x, y, 0, 1, 0])));
    const indices = dataBuffer(device, new Uint32Array([0, 1, 2, 0, 2, 3]));
    const indirect = dataBuffer(device, new Uint32Array([6, 1, 0, 0, 0]));
    const viaIndirect = render(device, [{ image: target, clear: [0, 0, 0, 1] }], (rec) => {
        rec.bindPipeline(pipeline);
        rec.bindVertexBuffers(0, [quadVerts]);
        rec.bindIndexBuffer(indices);
        rec.drawIndexedIndirect(indirect, 0, 1);
    });
    const square = (p) => 0.5 - Math.max(Math.abs(p[0]), Math.abs(p[1]));
    checkImage(viaIndirect, square, () => [0, 255, 0, 255]);
    for (const o of [indirect, indices, quadVerts, target, vertices, pipeline, layout, fs, vs])
        o.destroy();
    assertNoMessages(device);
});
test('tessellation: a quad patch becomes a filled square with (u, v) colors', (t) => {
    if (!device.profile.features.tessellationShader)
        return t.skip('tessellationShader not supported');
    const [vs, tcs, tes, fs] = modules('passthrough.vert', 'quad.tesc', 'quad.tese', 'color.frag');
    const layout = PipelineLayout.create(device);
    const pipeline = createGraphicsPipeline(device, {
        layout,
        stages: [
            { stage: 'vertex', module: vs },
            { stage: 'tessControl', module: tcs, specialization: [{ id: 0, value: 3, type: 'f32' }] },
            { stage: 'tessEval', module: tes },
            { stage: 'fragment', module: fs },
        ],
        vertexInput: { bindings: [{ binding: 0, stride: 8 }], attributes: [VERTEX_INPUT.attributes[0]] },
        patchControlPoints: 4,
        colorFormats: ['R8G8B8A8_UNORM'],
    });
    const s = 0.75;
    const corners = dataBuffer(device, new Float32Array([-s, -s, s, -s, s, s, -s, s]));
    const target = colorTarget(device);
    const img = render(device, [{ image: target, clear: [0, 0, 0, 1] }], (rec) => {
        rec.bindPipeline(pipeline);
        rec.bindVertexBuffers(0, [corners]);
        rec.draw(4);
    });
    const uv = (i) => ((ndc(i) + s) / (2 * s)) * 255;
    checkImage(img, (p) => s - Math.max(Math.abs(p[0]), Math.abs(p[1])), (x, y) => [uv(x), uv(y), 0, 255], 2);
    for (const o of [target, corners, pipeline, layout, fs, tes, tcs, vs])
        o.destroy();
    assertNoMessages(device);
});
test('geometry: each point becomes a square colored by its primitive id', (t) => {
    if (!device.profile.features.geometryShader)
        return t.skip('geometryShader not supported');
    const [vs, gs, fs] = modules('passthrough.vert', 'squares.geom', 'color.frag');
    const layout = PipelineLayout.create(device, {
        pushConstants: [{ stages: VK_SHADER_STAGE_GEOMETRY_BIT, size: 4 }],
    });
    const pipeline = createGraphicsPipeline(device, {
        layout,
        stages: [
            { stage: 'vertex', module: vs },
            { stage: 'geometry', module: gs },
            { stage: 'fragment', module: fs },
        ],
        vertexInput: { bindings: [{ binding: 0, stride: 8 }], attributes: [VERTEX_INPUT.attributes[0]] },
        topology: VK_PRIMITIVE_TOPOLOGY_POINT_LIST,
        colorFormats: ['R8G8B8A8_UNORM'],
    });
    const centers = [
        [-0.5, -0.5],
        [0.5, -0.5],
        [-0.5, 0.5],
        [0.5, 0.5],
    ];
    const points = dataBuffer(device, new Float32Array(centers.flat()));
    const target = colorTarget(device);
    const half = 0.25;
    const img = render(device, [{ image: target, clear: [0, 0, 0, 1] }], (rec) => {
        rec.bindPipeline(pipeline);
        rec.pushConstants(pipeline, VK_SHADER_STAGE_GEOMETRY_BIT, new Float32Array([half]));
        rec.bindVertexBuffers(0, [points]);
        rec.draw(4);
    });
    const nearest = (p) => {
        const dists = centers.map(([cx, cy]) => half - Math.max(Math.abs(p[0] - cx), Math.abs(p[1] - cy)));
        return dists.indexOf(Math.max(...dists));
    };
    checkImage(img, (p) => Math.max(...centers.map(([cx, cy]) => half - Math.max(Math.abs(p[0] - cx), Math.abs(p[1] - cy)))), (x, y) => [Math.round(((nearest([ndc(x), ndc(y)]) + 1) / 4) * 255), 0, 255, 255], 1);
    for (const o of [target, points, pipeline, layout, fs, gs, vs])
        o.destroy();
    assertNoMessages(device);
});
test('mesh shader: workgroups emit quads, direct and indirect', (t) => {
    if (!device.profile.features.meshShader)
        return t.skip(`meshShader not supported by ${device.profile.device.name}`);
    const [ms, fs] = modules('quads.mesh', 'color.frag');
    const layout = PipelineLayout.create(device);
    const pipeline = createGraphicsPipeline(device, {
        layout,
        stages: [
            { stage: 'mesh', module: ms },
            { stage: 'fragment', module: fs },
        ],
        colorFormats: ['R8G8B8A8_UNORM'],
    });
    const target = colorTarget(device);
    const indirect = dataBuffer(device, new Uint32Array([4, 1, 1]));
    const column = (x) => Math.min(3, Math.floor((ndc(x) + 1) / 0.5));
    const distance = (p) => {
        const cell = (p[0] + 1) / 0.5;
        return Math.min(0.5 - Math.abs(p[1]), 0.5 * Math.min(cell - Math.floor(cell), Math.ceil(cell) - cell) || 0);
    };
    for (const mode of ['direct', 'indirect']) {
        const img = render(device, [{ image: target, clear: [0, 0, 0, 1] }], (rec) => {
            rec.bindPipeline(pipeline);
            if (mode === 'direct')
                rec.drawMeshTasks(4);
            else
                rec.drawMeshTasksIndirect(indirect, 0, 1);
        });
        checkImage(img, distance, (x) => [0, Math.round(((column(x) + 1) / 4) * 255), 0, 255], 1);
    }
    for (const o of [indirect, target, pipeline, layout, fs, ms])
        o.destroy();
    assertNoMessages(device);
});
//# sourceMappingURL=graphics.test.js.map