/**
 * Stencil state on a depth-stencil attachment: three draws into one render pass instance, each with its
 * own stencil operations, and the last one testing what the first two wrote, with different front and
 * back state and dynamic references. Color and (when the format can be copied) the stencil aspect are
 * read back and compared per pixel with the stencil arithmetic done here; pixels within a small band of
 * an edge are not judged.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { VK_COMPARE_OP_ALWAYS, VK_COMPARE_OP_EQUAL, VK_DYNAMIC_STATE_STENCIL_REFERENCE, VK_FORMAT_FEATURE_DEPTH_STENCIL_ATTACHMENT_BIT, VK_FORMAT_FEATURE_TRANSFER_SRC_BIT, VK_IMAGE_USAGE_DEPTH_STENCIL_ATTACHMENT_BIT, VK_IMAGE_USAGE_TRANSFER_SRC_BIT, VK_STENCIL_FACE_BACK_BIT, VK_STENCIL_FACE_FRONT_BIT, VK_STENCIL_OP_DECREMENT_AND_WRAP, VK_STENCIL_OP_INCREMENT_AND_CLAMP, VK_STENCIL_OP_INVERT, VK_STENCIL_OP_KEEP, VK_STENCIL_OP_REPLACE, VK_STENCIL_OP_ZERO, } from '../../src/vulkan/bindings.generated.js';
import { formatFeatures } from '../../src/vulkan/formats.js';
import { createGraphicsPipeline } from '../../src/vulkan/graphics.js';
import { Image } from '../../src/vulkan/image.js';
import { PipelineLayout, ShaderModule } from '../../src/vulkan/layout.js';
import { oneShot } from '../../src/vulkan/submit.js';
import { readImage } from '../../src/vulkan/transfer.js';
import { assertNoMessages, closeChecked, openTestDevice } from './support/device.js';
import { COLOR_VERTEX_INPUT, colorTarget, framebufferArea, insideTriangle, ndc, pixel, SIZE, trianglesBuffer, } from './support/render.js';
import { loadSpirv } from './support/spirv.js';
let device;
before(() => {
    device = openTestDevice();
});
after(() => closeChecked(device));
const EDGE = 2.5 / SIZE;
/** Depth/stencil formats with a stencil aspect, in order of preference. */
const CANDIDATES = ['D24_UNORM_S8_UINT', 'D32_SFLOAT_S8_UINT', 'D16_UNORM_S8_UINT', 'S8_UINT'];
// Draw A: the square S, stencil always passes and increments (clamped).
const SQUARE = [
    [
        [-0.5, -0.5],
        [0.5, -0.5],
        [0.5, 0.5],
    ],
    [
        [-0.5, -0.5],
        [0.5, 0.5],
        [-0.5, 0.5],
    ],
];
// Draw B: triangle T, no color write, stencil inverted under write mask 0x0f.
const TRI = [
    [-0.8, 0.8],
    [0.0, -0.9],
    [0.8, 0.8],
];
// Draw C: the screen as two triangles of opposite winding, one front- and one back-facing.
const HALVES = [
    [
        [-1, -1],
        [1, -1],
        [-1, 1],
    ],
    [
        [1, -1],
        [-1, 1],
        [1, 1],
    ],
];
const CLEAR_STENCIL = 1;
const INVERT_MASK = 0x0f;
const FRONT = { ref: 2, compareMask: 0xff };
const BACK = { ref: 0x0c, compareMask: 0x0c };
const inSquare = (p) => 0.5 - Math.max(Math.abs(p[0]), Math.abs(p[1]));
const diagonal = (p) => (p[0] + p[1]) / Math.SQRT2;
/** Stencil and color of a pixel after the three draws, by Vulkan's stencil rules. */
function expected(p, frontFacingHalf) {
    let s = CLEAR_STENCIL;
    let rgb = [0, 0, 0];
    if (inSquare(p) > 0) {
        s = Math.min(255, s + 1);
        rgb = [255, 0, 0];
    }
    if (insideTriangle(p, TRI) > 0)
        s = (s & ~INVERT_MASK) | (~s & INVERT_MASK);
    const half = diagonal(p) > 0 ? 1 : 0;
    if (half === frontFacingHalf) {
        if ((s & FRONT.compareMask) === (FRONT.ref & FRONT.compareMask))
            rgb = [0, 0, 255];
        else
            s = (s - 1) & 0xff;
    }
    else if ((s & BACK.compareMask) === (BACK.ref & BACK.compareMask)) {
        rgb = [0, 0, 255];
        s = 0;
    }
    else {
        s = BACK.ref;
    }
    return { stencil: s, rgb };
}
test('stencil: increment, masked invert, then front/back EQUAL tests with dynamic references', (t) => {
    const candidates = CANDIDATES.map((name) => ({ name, features: formatFeatures(device, name).optimal }));
    const usable = candidates.find((c) => c.features & VK_FORMAT_FEATURE_DEPTH_STENCIL_ATTACHMENT_BIT);
    if (!usable)
        return t.skip(`no stencil attachment format among ${CANDIDATES.join(', ')}`);
    const canCopy = (usable.features & VK_FORMAT_FEATURE_TRANSFER_SRC_BIT) !== 0;
    t.diagnostic(`${usable.name}, stencil readback ${canCopy ? 'by copy' : 'not possible (no TRANSFER_SRC)'}`);
    const vs = ShaderModule.create(device, loadSpirv('triangle.vert'));
    const fs = ShaderModule.create(device, loadSpirv('color.frag'));
    const layout = PipelineLayout.create(device);
    const make = (front, back, extra = {}) => createGraphicsPipeline(device, {
        layout,
        stages: [
            { stage: 'vertex', module: vs },
            { stage: 'fragment', module: fs },
        ],
        vertexInput: COLOR_VERTEX_INPUT,
        colorFormats: ['R8G8B8A8_UNORM'],
        depthFormat: usable.name,
        depthStencil: { stencil: { front, back } },
        ...extra,
    });
    const increment = { compareOp: VK_COMPARE_OP_ALWAYS, passOp: VK_STENCIL_OP_INCREMENT_AND_CLAMP };
    const invert = { compareOp: VK_COMPARE_OP_ALWAYS, passOp: VK_STENCIL_OP_INVERT, writeMask: INVERT_MASK };
    const pipeA = make(increment, increment);
    const pipeB = make(invert, invert, { blend: { attachments: [{ writeMask: 0 }] } });
    // Static references deliberately wrong: the dynamic ones set before the draw must win.
    const pipeC = make({
        compareOp: VK_COMPARE_OP_EQUAL,
        compareMask: FRONT.compareMask,
        reference: 0x77,
        passOp: VK_STENCIL_OP_KEEP,
        failOp: VK_STENCIL_OP_DECREMENT_AND_WRAP,
    }, {
        compareOp: VK_COMPARE_OP_EQUAL,
        compareMask: BACK.compareMask,
        reference: 0x77,
        passOp: VK_STENCIL_OP_ZERO,
        failOp: VK_STENCIL_OP_REPLACE,
    }, { dynamicStates: [VK_DYNAMIC_STATE_STENCIL_REFERENCE] });
    const square = trianglesBuffer(device, SQUARE, [1, 0, 0]);
    const tri = trianglesBuffer(device, [TRI], [0, 1, 0]);
    const halves = trianglesBuffer(device, HALVES, [0, 0, 1]);
    const color = colorTarget(device);
    const ds = Image.create(device, {
        dimension: '2d',
        format: usable.name,
        width: SIZE,
        height: SIZE,
        usage: VK_IMAGE_USAGE_DEPTH_STENCIL_ATTACHMENT_BIT | (canCopy ? VK_IMAGE_USAGE_TRANSFER_SRC_BIT : 0),
    });
    oneShot(device, (rec) => {
        rec.beginRendering([{ image: color, clear: [0, 0, 0, 1] }], {
            image: ds,
            clear: { depth: 1, stencil: CLEAR_STENCIL },
        });
        rec.bindPipeline(pipeA);
        rec.bindVertexBuffers(0, [square]);
        rec.draw(6);
        rec.bindPipeline(pipeB);
        rec.bindVertexBuffers(0, [tri]);
        rec.draw(3);
        rec.bindPipeline(pipeC);
        rec.setStencilReference(VK_STENCIL_FACE_FRONT_BIT, FRONT.ref);
        rec.setStencilReference(VK_STENCIL_FACE_BACK_BIT, BACK.ref);
        rec.bindVertexBuffers(0, [halves]);
        rec.draw(6);
        rec.endRendering();
    });
    const img = readImage(device, color);
    const stencil = canCopy ? readImage(device, ds, { aspect: 'stencil' }) : undefined;
    // With VK_FRONT_FACE_COUNTER_CLOCKWISE, positive framebuffer area is front-facing.
    const frontHalf = HALVES.findIndex((h) => framebufferArea(h) > 0);
    assert.ok(frontHalf >= 0 && framebufferArea(HALVES[1 - frontHalf]) < 0, 'one half of each facing');
    const seen = new Map();
    for (let y = 0; y < SIZE; y++) {
        for (let x = 0; x < SIZE; x++) {
            const p = [ndc(x), ndc(y)];
            const margin = Math.min(Math.abs(inSquare(p)), Math.abs(insideTriangle(p, TRI)), Math.abs(diagonal(p)));
            if (margin <= EDGE)
                continue;
            const want = expected(p, frontHalf);
            seen.set(want.stencil, (seen.get(want.stencil) ?? 0) + 1);
            assert.deepEqual(pixel(img, x, y), [...want.rgb, 255], `color of pixel (${x},${y})`);
            if (stencil)
                assert.equal(stencil[y * SIZE + x], want.stencil, `stencil of pixel (${x},${y})`);
        }
    }
    // Every branch of the stencil arithmetic was exercised by some judged pixel.
    assert.deepEqual([...seen.keys()].sort((a, b) => a - b), [0, 0x02, 0x0c, 0x0d], `stencil values seen: ${[...seen]}`);
    for (const o of [ds, color, halves, tri, square, pipeC, pipeB, pipeA, layout, fs, vs])
        o.destroy();
    assertNoMessages(device);
});
//# sourceMappingURL=stencil.test.js.map