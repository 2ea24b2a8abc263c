/**
 * Recompiled graphics stages draw: the NGG vertex program and the pixel program of
 * test/recompiler/stages.test.ts, recompiled for the test device's profile, draw a triangle whose
 * vertices the vertex program fetches from guest memory through its V# (a device buffer reached by
 * guest address + the push constant offset), and the pixel program's interpolated attribute colours
 * the pixels inside it. Judged against the analytic picture: every pixel clearly inside carries the
 * exported constant colour, every pixel clearly outside the clear colour (constant attributes
 * interpolate exactly on any host).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { assembleWords } from '../../src/isa/assemble.js';
import { PS5_WAVE32 } from '../../src/isa/target.js';
import {
  addressOffsetOf,
  fullPushConstantBytes,
  mappedBytes,
  PUSH_BYTES,
  sinkAfter,
} from '../../src/recompiler/address-offset.js';
import { recompile } from '../../src/recompiler/recompile.js';
import { type PixelConfiguration, REQUEST_VERSION } from '../../src/recompiler/request.js';
import {
  VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT,
  VK_BUFFER_USAGE_STORAGE_BUFFER_BIT,
  VK_SHADER_STAGE_FRAGMENT_BIT,
  VK_SHADER_STAGE_VERTEX_BIT,
} from '../../src/vulkan/bindings.generated.js';
import { Buffer } from '../../src/vulkan/buffer.js';
import type { Device } from '../../src/vulkan/device.js';
import { createGraphicsPipeline } from '../../src/vulkan/graphics.js';
import { PipelineLayout, ShaderModule } from '../../src/vulkan/layout.js';
import { PIXEL_SOURCE, VERTEX_SOURCE } from '../recompiler/stage-sources.js';
import { assertNoMessages, closeChecked, openTestDevice } from './support/device.js';
import { colorTarget, insideTriangle, ndc, pixel, render, SIZE } from './support/render.js';

let device: Device;
before(() => {
  device = openTestDevice();
});
after(() => closeChecked(device));

const GUEST_BASE = 0x1_0000n;
const TRIANGLE: [number, number][] = [
  [-0.8, -0.7],
  [0.7, -0.5],
  [-0.2, 0.8],
];

/** What drawTriangle may change: the triangle, the pixel program and the colour expected inside. */
interface DrawOptions {
  readonly triangle?: readonly [number, number][];
  readonly pixel?: { readonly source: string; readonly config: PixelConfiguration };
  readonly colour?: readonly number[];
}

/**
 * Draws TRIANGLE with the recompiled `vertexSource` (PA_CL_VS_OUT_CNTL `vsOutCntl`) and PIXEL_SOURCE,
 * and checks each pixel clearly inside or outside against `visible` (magenta) or the clear colour.
 * Returns how many pixels were judged magenta.
 */
function drawTriangle(
  vertexSource: string,
  vsOutCntl: number,
  visible: (x: number, y: number) => number,
  options: DrawOptions = {},
): number {
  const triangle = options.triangle ?? TRIANGLE;
  const colour = options.colour ?? [255, 0, 255, 255];
  const target = device.profile;
  // Guest memory: the descriptor table (one V#) at GUEST_BASE, the vertices (x, y, 0, 1) 256 bytes on.
  const vertices = GUEST_BASE + 0x100n;
  const vsharp = [Number(vertices & 0xffffffffn), 0x0010_0000 | Number(vertices >> 32n), 3, 0x0104_dfac];
  const memory = new Uint32Array(0x100 / 4 + 12);
  memory.set(vsharp, 0);
  const f = new Float32Array(memory.buffer);
  triangle.forEach(([x, y], i) => {
    f.set([x, y, 0, 1], 0x100 / 4 + 4 * i);
  });
  const base = {
    version: REQUEST_VERSION as typeof REQUEST_VERSION,
    mcpu: 'gfx1013' as const,
    waveSize: 32 as const,
    target,
  };
  const vs = recompile({
    ...base,
    stage: 'vertex',
    program: assembleWords(vertexSource, PS5_WAVE32),
    userSgprs: [Number(GUEST_BASE), 0],
    memory: [{ base: `0x${GUEST_BASE.toString(16)}`, words: [...vsharp] }],
    vertex: { pgmRsrc2: 3 << 16, posFormat: 0x44, vsOutConfig: 0, vsOutCntl },
  });
  const ps = recompile({
    ...base,
    stage: 'pixel',
    program: assembleWords(options.pixel?.source ?? PIXEL_SOURCE, PS5_WAVE32),
    userSgprs: [7, 8],
    memory: [],
    pixel: options.pixel?.config ?? { inputEna: 2, inputAddr: 2, inputCntl: [0], colorFormat: 4, zFormat: 0 },
  });
  const buffer = Buffer.create(device, {
    size: mappedBytes(memory.byteLength),
    usage: VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT,
    memory: 'upload',
  });
  buffer.write(memory);
  const address = buffer.address;
  assert.ok(address !== undefined, 'the buffer has a device address');
  const push = fullPushConstantBytes({
    addressOffset: addressOffsetOf(address, GUEST_BASE),
    sinkAddress: sinkAfter(GUEST_BASE, memory.byteLength),
  });
  const stages = VK_SHADER_STAGE_VERTEX_BIT | VK_SHADER_STAGE_FRAGMENT_BIT;
  const layout = PipelineLayout.create(device, { pushConstants: [{ stages, size: PUSH_BYTES }] });
  const vsModule = ShaderModule.create(device, vs.spirv);
  const psModule = ShaderModule.create(device, ps.spirv);
  const pipeline = createGraphicsPipeline(device, {
    layout,
    stages: [
      { stage: 'vertex', module: vsModule },
      { stage: 'fragment', module: psModule },
    ],
    colorFormats: ['R8G8B8A8_UNORM'],
  });
  const image = colorTarget(device);
  const img = render(device, [{ image, clear: [0, 0, 0, 1] }], (rec) => {
    rec.bindPipeline(pipeline);
    rec.pushConstants(pipeline, stages, push);
    rec.draw(3);
  });
  // param0 = (1, instance id, 1, 1); the pixel program exports (x, y, x, 1) of it: magenta.
  let inside = 0;
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const d = Math.min(insideTriangle([ndc(x), ndc(y)], triangle), visible(ndc(x), ndc(y)));
      if (Math.abs(d) <= 2.5 / SIZE) continue;
      if (d > 0) inside++;
      assert.deepEqual(pixel(img, x, y), d > 0 ? colour : [0, 0, 0, 255], `pixel (${x},${y})`);
    }
  }
  for (const o of [image, pipeline, psModule, vsModule, layout, buffer]) o.destroy();
  assertNoMessages(device);
  return inside;
}

test('a recompiled NGG vertex program and pixel program draw a triangle', () => {
  const inside = drawTriangle(VERTEX_SOURCE, 0, () => 1);
  assert.ok(inside > 500, `${inside} pixels judged inside`);
});

/** VERTEX_SOURCE with pos1 = (x, CULL, 0, 0): clip distance x and a constant second distance. */
const withDistances = (cull: string): string =>
  VERTEX_SOURCE.replace(
    'exp pos0 v10, v11, v12, v13 done',
    `exp pos0 v10, v11, v12, v13\nv_mov_b32 v16, ${cull}\nv_mov_b32 v17, 0\nexp pos1 v10, v16, v17, v17 done`,
  );
/** PA_CL_VS_OUT_CNTL: CLIP_DIST_ENA_0, CULL_DIST_ENA_1, VS_OUT_CCDIST0_VEC_ENA. */
const CLIP0_CULL1 = (1 << 0) | (1 << 9) | (1 << 22);

test('clip and cull distances of pos1 (PA_CL_VS_OUT_CNTL) clip and cull on the host', () => {
  // Distance 0 = x clips the left half away (x = 0 falls between pixel centres).
  const half = drawTriangle(withDistances('1.0'), CLIP0_CULL1, (x) => x);
  assert.ok(half > 200, `${half} pixels judged inside the clipped half`);
  // Cull distance 1 = -1 at every vertex removes the whole triangle.
  assert.equal(
    drawTriangle(withDistances('-1.0'), CLIP0_CULL1, () => -1),
    0,
  );
  // Without CCDIST0_VEC_ENA nothing reads pos1 as distances: the export is refused by name.
  assert.throws(() => drawTriangle(withDistances('1.0'), 0, () => 1), /pos1: PA_CL_VS_OUT_CNTL gives/);
});

/**
 * Red where the FRONT_FACE VGPR (v0, the only input) says front, green where it says back: `test` is
 * the compare of v0 the program makes (against +-1.0f, or against 0 for the 1/0 form).
 */
const faceSource = (test: string): string => `
${test}
v_cndmask_b32 v3, 0, 1.0, vcc_lo
v_cndmask_b32 v4, 1.0, 0, vcc_lo
v_cvt_pkrtz_f16_f32 v5, v3, v4
v_cvt_pkrtz_f16_f32 v6, 0, 1.0
exp mrt0 v5, v5, v6, v6 done compr vm
s_endpgm
`;

/** Vulkan's front face (VK_FRONT_FACE_COUNTER_CLOCKWISE): positive framebuffer area. */
function frontFacing(tri: readonly [number, number][]): boolean {
  let sum = 0;
  for (let i = 0; i < 3; i++) {
    const [x0, y0] = tri[i] as [number, number];
    const [x1, y1] = tri[(i + 1) % 3] as [number, number];
    sum += x0 * y1 - x1 * y0;
  }
  return -sum / 2 > 0;
}

test('the FRONT_FACE VGPR in both SPI_BARYC_CNTL forms says which side the host rasterized', () => {
  const forms = [
    { barycCntl: 0, test: 'v_cmp_lt_f32 vcc_lo, 0, v0' },
    { barycCntl: 1 << 24, test: 'v_cmp_ne_u32 vcc_lo, 0, v0' },
  ];
  for (const { barycCntl, test: compare } of forms) {
    for (const triangle of [TRIANGLE, [...TRIANGLE].reverse()]) {
      const config = {
        inputEna: 1 << 12,
        inputAddr: 1 << 12,
        inputCntl: [],
        colorFormat: 4,
        zFormat: 0,
        barycCntl,
      };
      const colour = frontFacing(triangle) ? [255, 0, 0, 255] : [0, 255, 0, 255];
      const inside = drawTriangle(VERTEX_SOURCE, 0, () => 1, {
        triangle,
        pixel: { source: faceSource(compare), config },
        colour,
      });
      assert.ok(inside > 500, `${inside} pixels judged inside`);
    }
  }
});
