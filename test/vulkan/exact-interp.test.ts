/**
 * Exact interpolation (pixel.barycentrics 'exact') drawn on the test device: a recompiled NGG vertex
 * program draws a perspective triangle (w differs per vertex) whose parameter 0 differs per vertex,
 * and hand-assembled pixel programs export 32-bit floats into an RGBA32F target:
 * - the barycentric VGPRs read as values: they match the analytic perspective-correct (PERSP) and
 *   screen-space (LINEAR) weights of the pixel centre, and are the oracle the next draws use;
 * - a v_interp_p1/p2 pair: bit-exact equal to the hardware's P0 + i*P10 + j*P20 (each step an unfused
 *   f32 multiply-add, P10 and P20 f32 differences) computed on the CPU from the weights read back;
 * - v_interp_mov of p0, p10 and p20: bit-exact P0, P1 - P0, P2 - P0 at every covered pixel.
 * Each runs through the path the profile chooses: the generated geometry stage always (the profile's
 * fragmentShaderBarycentric cleared), and fragment barycentrics where the device has them.
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
import { type RecompileResult, recompile } from '../../src/recompiler/recompile.js';
import { type PixelConfiguration, REQUEST_VERSION } from '../../src/recompiler/request.js';
import { emitGeometryStage } from '../../src/spirv/emit-geometry.js';
import type { TargetProfile } from '../../src/util/target-profile.js';
import {
  VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT,
  VK_BUFFER_USAGE_STORAGE_BUFFER_BIT,
  VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT,
  VK_IMAGE_USAGE_TRANSFER_SRC_BIT,
  VK_SHADER_STAGE_FRAGMENT_BIT,
  VK_SHADER_STAGE_GEOMETRY_BIT,
  VK_SHADER_STAGE_VERTEX_BIT,
} from '../../src/vulkan/bindings.generated.js';
import { Buffer } from '../../src/vulkan/buffer.js';
import type { Device } from '../../src/vulkan/device.js';
import { createGraphicsPipeline } from '../../src/vulkan/graphics.js';
import { Image } from '../../src/vulkan/image.js';
import { PipelineLayout, ShaderModule } from '../../src/vulkan/layout.js';
import { NGG_PROLOGUE } from '../recompiler/stage-sources.js';
import { assertNoMessages, closeChecked, openTestDevice } from './support/device.js';
import { ndc, render, SIZE } from './support/render.js';

let device: Device;
before(() => {
  device = openTestDevice();
});
after(() => closeChecked(device));

const GUEST_BASE = 0x1_0000n;
/** Screen positions (NDC) and w of the three vertices. */
const SCREEN: readonly [number, number, number][] = [
  [-0.8, -0.7, 1],
  [0.7, -0.5, 2.5],
  [-0.2, 0.8, 0.6],
];
/** Parameter 0 at each vertex: values whose weighted sums round differently by formula. */
const PARAM: readonly (readonly number[])[] = [
  [0.3, -2.5, 7.1, 1000.3],
  [1.7, 0.26, -3.3, 5.9],
  [-0.9, 3.3, 0.01, -77.7],
].map((v) => v.map(Math.fround));

/** The NGG vertex program: exports pos0 and param0 from two float4 fetches of a 32-byte vertex. */
const VERTEX = `${NGG_PROLOGUE}s_load_dwordx4 s[16:19], s[8:9], 0x0
s_waitcnt lgkmcnt(0)
buffer_load_format_xyzw v[10:13], v5, s[16:19], 0 idxen
buffer_load_format_xyzw v[14:17], v5, s[16:19], 0 idxen offset:16
s_waitcnt vmcnt(0)
exp pos0 v10, v11, v12, v13 done
exp param0 v14, v15, v16, v17
s_endpgm
`;

/** SPI_PS_INPUT bits: PERSP_CENTER (v0, v1) and LINEAR_CENTER. */
const PERSP_CENTER = 1 << 1;
const LINEAR_CENTER = 1 << 5;
/** SPI_SHADER_COL_FORMAT 32_ABGR for MRT0. */
const COL_32_ABGR = 9;

/** Exports the PERSP_CENTER (v0, v1) and LINEAR_CENTER (v2, v3) weights as they are. */
const WEIGHTS = `
exp mrt0 v0, v1, v2, v3 done vm
s_endpgm
`;

/** The pair for all four channels of attribute 0 at PERSP_CENTER. */
const PAIR = `
s_mov_b32 m0, s2
${[0, 1, 2, 3]
  .map(
    (c) =>
      `v_interp_p1_f32_e32 v${2 + c}, v0, attr0.${'xyzw'[c]}\nv_interp_p2_f32_e32 v${2 + c}, v1, attr0.${'xyzw'[c]}`,
  )
  .join('\n')}
exp mrt0 v2, v3, v4, v5 done vm
s_endpgm
`;

/** v_interp_mov of p0, p10, p20 of attribute 0's channel `c` (and 1.0). */
const movs = (c: number): string => `
s_mov_b32 m0, s2
v_interp_mov_f32_e32 v2, p0, attr0.${'xyzw'[c]}
v_interp_mov_f32_e32 v3, p10, attr0.${'xyzw'[c]}
v_interp_mov_f32_e32 v4, p20, attr0.${'xyzw'[c]}
v_mov_b32 v5, 1.0
exp mrt0 v2, v3, v4, v5 done vm
s_endpgm
`;

/** The profile with fragment barycentrics cleared: the geometry-stage path. */
const withoutBarycentrics = (p: TargetProfile): TargetProfile => ({
  ...p,
  features: { ...p.features, fragmentShaderBarycentric: false },
});

/** A clear value no draw writes: pixels still holding it were not covered. */
const CLEAR = -1234.5;

/**
 * Draws the triangle with `source` (pixel inputs `inputEna`) recompiled in exact mode for `target`;
 * returns the RGBA32F picture and the pixel result.
 */
function draw(
  target: TargetProfile,
  source: string,
  inputEna: number,
  vertex: { readonly source: string; readonly posFormat: number; readonly vsOutCntl: number } = {
    source: VERTEX,
    posFormat: 0x4,
    vsOutCntl: 0,
  },
): { picture: Float32Array; ps: RecompileResult } {
  const vertices = GUEST_BASE + 0x100n;
  const vsharp = [Number(vertices & 0xffffffffn), 0x0020_0000 | Number(vertices >> 32n), 3, 0x0104_dfac];
  const memory = new Uint32Array(0x100 / 4 + 24);
  memory.set(vsharp, 0);
  const f = new Float32Array(memory.buffer);
  SCREEN.forEach(([x, y, w], i) => {
    f.set([x * w, y * w, 0, w, ...(PARAM[i] as number[])], 0x100 / 4 + 8 * i);
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
    program: assembleWords(vertex.source, PS5_WAVE32),
    userSgprs: [Number(GUEST_BASE), 0],
    memory: [{ base: `0x${GUEST_BASE.toString(16)}`, words: [...vsharp] }],
    vertex: { pgmRsrc2: 3 << 16, posFormat: vertex.posFormat, vsOutConfig: 0, vsOutCntl: vertex.vsOutCntl },
  });
  const config: PixelConfiguration = {
    inputEna,
    inputAddr: inputEna,
    inputCntl: [0],
    colorFormat: COL_32_ABGR,
    zFormat: 0,
    barycentrics: 'exact',
  };
  const ps = recompile({
    ...base,
    stage: 'pixel',
    program: assembleWords(source, PS5_WAVE32),
    userSgprs: [7, 8],
    memory: [],
    pixel: config,
  });
  const buffer = Buffer.create(device, {
    size: mappedBytes(memory.byteLength),
    usage: VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT,
    memory: 'upload',
  });
  buffer.write(memory);
  const push = fullPushConstantBytes({
    addressOffset: addressOffsetOf(buffer.address as bigint, GUEST_BASE),
    sinkAddress: sinkAfter(GUEST_BASE, memory.byteLength),
  });
  const geometry = ps.interface.stage === 'pixel' ? ps.interface.geometryStage : undefined;
  const stages =
    VK_SHADER_STAGE_VERTEX_BIT | VK_SHADER_STAGE_FRAGMENT_BIT | (geometry ? VK_SHADER_STAGE_GEOMETRY_BIT : 0);
  const layout = PipelineLayout.create(device, { pushConstants: [{ stages, size: PUSH_BYTES }] });
  const vsModule = ShaderModule.create(device, vs.spirv);
  const psModule = ShaderModule.create(device, ps.spirv);
  const distances = vs.interface.stage === 'vertex' ? vs.interface.distances : undefined;
  const gsModule = geometry ? ShaderModule.create(device, emitGeometryStage(geometry, distances)) : undefined;
  const pipeline = createGraphicsPipeline(device, {
    layout,
    stages: [
      { stage: 'vertex', module: vsModule },
      ...(gsModule ? [{ stage: 'geometry' as const, module: gsModule }] : []),
      { stage: 'fragment', module: psModule },
    ],
    colorFormats: ['R32G32B32A32_SFLOAT'],
  });
  const image = Image.create(device, {
    dimension: '2d',
    format: 'R32G32B32A32_SFLOAT',
    width: SIZE,
    height: SIZE,
    usage: VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT | VK_IMAGE_USAGE_TRANSFER_SRC_BIT,
  });
  const bytes = render(device, [{ image, clear: [CLEAR, CLEAR, CLEAR, CLEAR] }], (rec) => {
    rec.bindPipeline(pipeline);
    rec.pushConstants(pipeline, stages, push);
    rec.draw(3);
  });
  for (const o of [image, pipeline, psModule, vsModule, ...(gsModule ? [gsModule] : []), layout, buffer])
    o.destroy();
  assertNoMessages(device);
  return { picture: new Float32Array(bytes.buffer, bytes.byteOffset, SIZE * SIZE * 4), ps };
}

/** The RGBA32F texel (x, y). */
const texel = (picture: Float32Array, x: number, y: number): number[] =>
  Array.from(picture.subarray((y * SIZE + x) * 4, (y * SIZE + x) * 4 + 4));

/** Screen-space weights of vertices 1 and 2 at point p (Cramer's rule). */
function linearWeights(px: number, py: number): [number, number] {
  const [[x0, y0], [x1, y1], [x2, y2]] = SCREEN as [number, number, number][];
  const det = (x1 - x0) * (y2 - y0) - (x2 - x0) * (y1 - y0);
  const i = ((px - x0) * (y2 - y0) - (x2 - x0) * (py - y0)) / det;
  const j = ((x1 - x0) * (py - y0) - (px - x0) * (y1 - y0)) / det;
  return [i, j];
}

/** Perspective-correct weights of vertices 1 and 2 from the screen-space ones and the vertices' w. */
function perspectiveWeights(i: number, j: number): [number, number] {
  const [w0, w1, w2] = SCREEN.map((v) => v[2]) as [number, number, number];
  const d = (1 - i - j) / w0 + i / w1 + j / w2;
  return [i / w1 / d, j / w2 / d];
}

/** The paths to run: the geometry stage always, fragment barycentrics where the device has them. */
function paths(): { name: string; target: TargetProfile }[] {
  const out = [{ name: 'geometry stage', target: withoutBarycentrics(device.profile) }];
  if (device.profile.features.fragmentShaderBarycentric)
    out.push({ name: 'fragment barycentrics', target: device.profile });
  return out;
}

/** The covered pixels' weights (PERSP i, j, LINEAR i, j) read back by WEIGHTS. */
function weightsOf(target: TargetProfile): Map<number, number[]> {
  const { picture } = draw(target, WEIGHTS, PERSP_CENTER | LINEAR_CENTER);
  const out = new Map<number, number[]>();
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const t = texel(picture, x, y);
      if (t[0] !== CLEAR) out.set(y * SIZE + x, t);
    }
  }
  return out;
}

test('exact mode: the barycentric VGPRs hold the host weights of vertices 1 and 2', () => {
  for (const { name, target } of paths()) {
    const weights = weightsOf(target);
    assert.ok(weights.size > 800, `${name}: ${weights.size} pixels covered`);
    for (const [index, [pi, pj, li, lj]] of weights) {
      const [ei, ej] = linearWeights(ndc(index % SIZE), ndc(Math.floor(index / SIZE)));
      const [epi, epj] = perspectiveWeights(ei, ej);
      const at = `${name}: pixel ${index % SIZE},${Math.floor(index / SIZE)}`;
      assert.ok(Math.abs((li as number) - ei) < 1e-4 && Math.abs((lj as number) - ej) < 1e-4, `${at} linear`);
      assert.ok(
        Math.abs((pi as number) - epi) < 1e-4 && Math.abs((pj as number) - epj) < 1e-4,
        `${at} persp`,
      );
    }
  }
});

/** The hardware's pair: P0 + i*P10 then + j*P20, each step an unfused f32 multiply-add. */
function hardwarePair(c: number, i: number, j: number): number {
  const [p0, p1, p2] = PARAM.map((v) => v[c] as number) as [number, number, number];
  const p10 = Math.fround(p1 - p0);
  const p20 = Math.fround(p2 - p0);
  const d = Math.fround(Math.fround(p10 * i) + p0);
  return Math.fround(Math.fround(p20 * j) + d);
}

test('exact mode: a v_interp_p1/p2 pair computes the hardware formula bit for bit', () => {
  for (const { name, target } of paths()) {
    const weights = weightsOf(target);
    const { picture } = draw(target, PAIR, PERSP_CENTER);
    let compared = 0;
    for (const [index, [i, j]] of weights) {
      const got = texel(picture, index % SIZE, Math.floor(index / SIZE));
      const want = [0, 1, 2, 3].map((c) => hardwarePair(c, i as number, j as number));
      assert.deepEqual(got, want, `${name}: pixel ${index % SIZE},${Math.floor(index / SIZE)}`);
      compared++;
    }
    assert.ok(compared > 800, `${name}: ${compared} pixels compared`);
  }
});

test('exact mode: v_interp_mov reads P0, P10 and P20', () => {
  for (const { name, target } of paths()) {
    for (let c = 0; c < 4; c++) {
      const { picture } = draw(target, movs(c), PERSP_CENTER);
      const [p0, p1, p2] = PARAM.map((v) => v[c] as number) as [number, number, number];
      const want = [p0, Math.fround(p1 - p0), Math.fround(p2 - p0), 1];
      let covered = 0;
      for (let y = 0; y < SIZE; y++) {
        for (let x = 0; x < SIZE; x++) {
          const t = texel(picture, x, y);
          if (t[0] === CLEAR) continue;
          covered++;
          assert.deepEqual(t, want, `${name}: pixel ${x},${y} channel ${c}`);
        }
      }
      assert.ok(covered > 800, `${name}: ${covered} pixels covered`);
    }
  }
});

/** VERTEX with pos1 = (x * w, 0, 0, 0): clip distance 0 is the clip-space x (PA_CL_VS_OUT_CNTL below). */
const CLIPPED_VERTEX = {
  source: VERTEX.replace(
    'exp pos0 v10, v11, v12, v13 done',
    'exp pos0 v10, v11, v12, v13\nv_mov_b32 v18, 0\nexp pos1 v10, v18, v18, v18 done',
  ),
  posFormat: 0x44,
  // CLIP_DIST_ENA_0, VS_OUT_CCDIST0_VEC_ENA.
  vsOutCntl: (1 << 0) | (1 << 22),
};

test('exact mode: the geometry stage forwards the vertex program clip distances', () => {
  for (const { name, target } of paths()) {
    const { picture } = draw(target, WEIGHTS, PERSP_CENTER | LINEAR_CENTER, CLIPPED_VERTEX);
    const full = weightsOf(target);
    let kept = 0;
    for (const index of full.keys()) {
      const x = ndc(index % SIZE);
      const covered = texel(picture, index % SIZE, Math.floor(index / SIZE))[0] !== CLEAR;
      // x = 0 falls between pixel centres: every pixel left of it is clipped, every one right kept.
      assert.equal(covered, x > 0, `${name}: pixel ${index % SIZE},${Math.floor(index / SIZE)}`);
      if (covered) kept++;
    }
    assert.ok(kept > 200, `${name}: ${kept} pixels kept`);
  }
});

/** A custom interpolation: the pair at (i / 2, j + i / 2), weights the program computes itself. */
const CUSTOM = `
s_mov_b32 m0, s2
v_mul_f32_e32 v6, 0.5, v0
v_add_f32_e32 v7, v1, v6
${[0, 1, 2, 3]
  .map(
    (c) =>
      `v_interp_p1_f32_e32 v${2 + c}, v6, attr0.${'xyzw'[c]}\nv_interp_p2_f32_e32 v${2 + c}, v7, attr0.${'xyzw'[c]}`,
  )
  .join('\n')}
exp mrt0 v2, v3, v4, v5 done vm
s_endpgm
`;

test('exact mode: a pair at weights the program computed follows the formula bit for bit', () => {
  for (const { name, target } of paths()) {
    const weights = weightsOf(target);
    const { picture } = draw(target, CUSTOM, PERSP_CENTER);
    for (const [index, [i, j]] of weights) {
      const half = Math.fround((i as number) * 0.5);
      const moved = Math.fround((j as number) + half);
      const got = texel(picture, index % SIZE, Math.floor(index / SIZE));
      const want = [0, 1, 2, 3].map((c) => hardwarePair(c, half, moved));
      assert.deepEqual(got, want, `${name}: pixel ${index % SIZE},${Math.floor(index / SIZE)}`);
    }
    assert.ok(weights.size > 800, `${name}: ${weights.size} pixels compared`);
  }
});
