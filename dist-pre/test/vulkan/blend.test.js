/**
 * Dual-source blending (feature dualSrcBlend): a fragment shader writes both sources of location 0 from
 * push constants over a destination uploaded byte-exact into an RGBA8 UNORM target, under several
 * factor/operation sets using SRC1_COLOR, SRC1_ALPHA and their complements (and dynamic blend
 * constants). Expected bytes follow Vulkan's blend equation computed exactly in integers of 1/255:
 * a result that is exactly representable must match; otherwise either neighbour of the exact value is
 * accepted, as the spec allows for the conversion to fixed point.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { VK_BLEND_FACTOR_CONSTANT_ALPHA, VK_BLEND_FACTOR_DST_ALPHA, VK_BLEND_FACTOR_DST_COLOR, VK_BLEND_FACTOR_ONE, VK_BLEND_FACTOR_ONE_MINUS_CONSTANT_ALPHA, VK_BLEND_FACTOR_ONE_MINUS_DST_ALPHA, VK_BLEND_FACTOR_ONE_MINUS_DST_COLOR, VK_BLEND_FACTOR_ONE_MINUS_SRC_ALPHA, VK_BLEND_FACTOR_ONE_MINUS_SRC_COLOR, VK_BLEND_FACTOR_ONE_MINUS_SRC1_ALPHA, VK_BLEND_FACTOR_ONE_MINUS_SRC1_COLOR, VK_BLEND_FACTOR_SRC_ALPHA, VK_BLEND_FACTOR_SRC_COLOR, VK_BLEND_FACTOR_SRC1_ALPHA, VK_BLEND_FACTOR_SRC1_COLOR, VK_BLEND_FACTOR_ZERO, VK_BLEND_OP_ADD, VK_BLEND_OP_MAX, VK_BLEND_OP_MIN, VK_BLEND_OP_REVERSE_SUBTRACT, VK_BLEND_OP_SUBTRACT, VK_DYNAMIC_STATE_BLEND_CONSTANTS, VK_SHADER_STAGE_FRAGMENT_BIT, } from '../../src/vulkan/bindings.generated.js';
import { createGraphicsPipeline } from '../../src/vulkan/graphics.js';
import { PipelineLayout, ShaderModule } from '../../src/vulkan/layout.js';
import { oneShot } from '../../src/vulkan/submit.js';
import { readImage, uploadImage } from '../../src/vulkan/transfer.js';
import { assertNoMessages, closeChecked, openTestDevice } from './support/device.js';
import { colorTarget, SIZE } from './support/render.js';
import { loadSpirv } from './support/spirv.js';
let device;
before(() => {
    device = openTestDevice();
});
after(() => closeChecked(device));
/** A blend factor for channel c (3 = alpha) in units of 1/255, by the Vulkan factor table. */
function factor(f, c, s0, s1, d, k) {
    const alpha = c === 3;
    switch (f) {
        case VK_BLEND_FACTOR_ZERO:
            return 0;
        case VK_BLEND_FACTOR_ONE:
            return 255;
        case VK_BLEND_FACTOR_SRC_COLOR:
            return s0[c];
        case VK_BLEND_FACTOR_ONE_MINUS_SRC_COLOR:
            return 255 - s0[c];
        case VK_BLEND_FACTOR_DST_COLOR:
            return d[c];
        case VK_BLEND_FACTOR_ONE_MINUS_DST_COLOR:
            return 255 - d[c];
        case VK_BLEND_FACTOR_SRC_ALPHA:
            return s0[3];
        case VK_BLEND_FACTOR_ONE_MINUS_SRC_ALPHA:
            return 255 - s0[3];
        case VK_BLEND_FACTOR_DST_ALPHA:
            return d[3];
        case VK_BLEND_FACTOR_ONE_MINUS_DST_ALPHA:
            return 255 - d[3];
        case VK_BLEND_FACTOR_CONSTANT_ALPHA:
            return k[3];
        case VK_BLEND_FACTOR_ONE_MINUS_CONSTANT_ALPHA:
            return 255 - k[3];
        case VK_BLEND_FACTOR_SRC1_COLOR:
            return alpha ? s1[3] : s1[c];
        case VK_BLEND_FACTOR_ONE_MINUS_SRC1_COLOR:
            return 255 - (alpha ? s1[3] : s1[c]);
        case VK_BLEND_FACTOR_SRC1_ALPHA:
            return s1[3];
        case VK_BLEND_FACTOR_ONE_MINUS_SRC1_ALPHA:
            return 255 - s1[3];
    }
    throw new Error(`blend.test: factor ${f} not modelled`);
}
/**
 * The blended channel as the set of acceptable UNORM8 results: the exact value times 255 is
 * n / 255 for an integer n (products of two 1/255 quantities), clamped to [0, 255].
 */
function acceptable(x, c) {
    const k = x.constants ?? [0, 0, 0, 0];
    const alpha = c === 3;
    const [sf, df, op] = alpha
        ? [x.blend.srcAlpha, x.blend.dstAlpha, x.blend.alphaOp]
        : [x.blend.srcColor, x.blend.dstColor, x.blend.colorOp];
    const s = x.s0[c] * factor(sf, c, x.s0, x.s1, x.dst, k);
    const d = x.dst[c] * factor(df, c, x.s0, x.s1, x.dst, k);
    let n;
    switch (op) {
        case VK_BLEND_OP_ADD:
            n = s + d;
            break;
        case VK_BLEND_OP_SUBTRACT:
            n = s - d;
            break;
        case VK_BLEND_OP_REVERSE_SUBTRACT:
            n = d - s;
            break;
        case VK_BLEND_OP_MIN:
            n = Math.min(x.s0[c], x.dst[c]) * 255; // MIN and MAX take no factors
            break;
        case VK_BLEND_OP_MAX:
            n = Math.max(x.s0[c], x.dst[c]) * 255;
            break;
        default:
            throw new Error(`blend.test: op ${op} not modelled`);
    }
    n = Math.min(Math.max(n, 0), 255 * 255);
    return n % 255 === 0 ? [n / 255] : [Math.floor(n / 255), Math.ceil(n / 255)];
}
const CASES = [
    {
        label: 'SRC1_COLOR / ONE_MINUS_SRC1_COLOR, SRC1_ALPHA / ONE_MINUS_SRC1_ALPHA',
        blend: {
            srcColor: VK_BLEND_FACTOR_SRC1_COLOR,
            dstColor: VK_BLEND_FACTOR_ONE_MINUS_SRC1_COLOR,
            colorOp: VK_BLEND_OP_ADD,
            srcAlpha: VK_BLEND_FACTOR_SRC1_ALPHA,
            dstAlpha: VK_BLEND_FACTOR_ONE_MINUS_SRC1_ALPHA,
            alphaOp: VK_BLEND_OP_ADD,
        },
        s0: [200, 100, 51, 255],
        s1: [255, 0, 128, 64],
        dst: [10, 220, 30, 100],
    },
    {
        label: 'ONE_MINUS_SRC1_ALPHA / SRC1_COLOR subtract, SRC1_COLOR (alpha) / ZERO',
        blend: {
            srcColor: VK_BLEND_FACTOR_ONE_MINUS_SRC1_ALPHA,
            dstColor: VK_BLEND_FACTOR_SRC1_COLOR,
            colorOp: VK_BLEND_OP_SUBTRACT,
            srcAlpha: VK_BLEND_FACTOR_SRC1_COLOR,
            dstAlpha: VK_BLEND_FACTOR_ZERO,
            alphaOp: VK_BLEND_OP_ADD,
        },
        s0: [240, 17, 128, 90],
        s1: [255, 0, 64, 0],
        dst: [40, 250, 255, 7],
    },
    {
        label: 'ONE_MINUS_SRC1_COLOR / ONE reverse subtract, CONSTANT_ALPHA / ONE_MINUS_SRC1_ALPHA',
        blend: {
            srcColor: VK_BLEND_FACTOR_ONE_MINUS_SRC1_COLOR,
            dstColor: VK_BLEND_FACTOR_ONE,
            colorOp: VK_BLEND_OP_REVERSE_SUBTRACT,
            srcAlpha: VK_BLEND_FACTOR_CONSTANT_ALPHA,
            dstAlpha: VK_BLEND_FACTOR_ONE_MINUS_SRC1_ALPHA,
            alphaOp: VK_BLEND_OP_ADD,
        },
        s0: [30, 255, 77, 200],
        s1: [255, 0, 100, 255],
        dst: [90, 60, 200, 33],
        constants: [0, 0, 0, 255],
    },
    {
        label: 'SRC1_ALPHA / ONE_MINUS_CONSTANT_ALPHA (static constants), MIN alpha',
        blend: {
            srcColor: VK_BLEND_FACTOR_SRC1_ALPHA,
            dstColor: VK_BLEND_FACTOR_ONE_MINUS_CONSTANT_ALPHA,
            colorOp: VK_BLEND_OP_ADD,
            srcAlpha: VK_BLEND_FACTOR_ONE_MINUS_SRC1_ALPHA,
            dstAlpha: VK_BLEND_FACTOR_ONE,
            alphaOp: VK_BLEND_OP_MIN,
        },
        s0: [255, 0, 99, 140],
        s1: [13, 200, 31, 255],
        dst: [0, 255, 120, 141],
        constants: [0, 0, 0, 255],
        staticConstants: true,
    },
];
const float = (v) => [v[0] / 255, v[1] / 255, v[2] / 255, v[3] / 255];
test('dual-source blending: exact UNORM8 results under SRC1 factors', (t) => {
    if (!device.profile.features.dualSrcBlend)
        return t.skip(`dualSrcBlend not supported by ${device.profile.device.name}`);
    const vs = ShaderModule.create(device, loadSpirv('fullscreen.vert'));
    const fs = ShaderModule.create(device, loadSpirv('dualsrc.frag'));
    const layout = PipelineLayout.create(device, {
        pushConstants: [{ stages: VK_SHADER_STAGE_FRAGMENT_BIT, size: 32 }],
    });
    const target = colorTarget(device);
    let exact = 0;
    for (const x of CASES) {
        const pipeline = createGraphicsPipeline(device, {
            layout,
            stages: [
                { stage: 'vertex', module: vs },
                { stage: 'fragment', module: fs },
            ],
            colorFormats: ['R8G8B8A8_UNORM'],
            blend: {
                attachments: [{ enable: true, ...x.blend }],
                constants: x.staticConstants ? float(x.constants ?? [0, 0, 0, 0]) : undefined,
            },
            dynamicStates: x.constants && !x.staticConstants ? [VK_DYNAMIC_STATE_BLEND_CONSTANTS] : [],
        });
        uploadImage(device, target, new Uint8Array(SIZE * SIZE * 4).map((_, i) => x.dst[i % 4]));
        oneShot(device, (rec) => {
            rec.beginRendering([{ image: target }]);
            rec.bindPipeline(pipeline);
            rec.pushConstants(pipeline, VK_SHADER_STAGE_FRAGMENT_BIT, new Float32Array([...float(x.s0), ...float(x.s1)]));
            if (x.constants && !x.staticConstants)
                rec.setBlendConstants(float(x.constants));
            rec.draw(3);
            rec.endRendering();
        });
        const img = readImage(device, target);
        const want = [0, 1, 2, 3].map((c) => acceptable(x, c));
        exact += want.filter((w) => w.length === 1).length;
        for (let i = 0; i < SIZE * SIZE; i++) {
            for (let c = 0; c < 4; c++) {
                const got = img[i * 4 + c];
                assert.ok(want[c].includes(got), `${x.label}: pixel ${i % SIZE},${Math.floor(i / SIZE)} channel ${'RGBA'[c]} = ${got}, want ${want[c].join(' or ')}`);
            }
        }
        pipeline.destroy();
    }
    assert.ok(exact >= 9, `only ${exact} channels had an exactly representable result`);
    for (const o of [target, layout, fs, vs])
        o.destroy();
    assertNoMessages(device);
});
//# sourceMappingURL=blend.test.js.map