/**
 * The stage contract: NGG vertex and pixel programs (hand-assembled in the forms AMD compilers emit)
 * recompile to modules spirv-val accepts for Vulkan 1.3, with the interface their registers declare;
 * what cannot be proved exact is refused naming why.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assembleWords } from '../../src/isa/assemble.js';
import { PS5_WAVE32 } from '../../src/isa/target.js';
import { cacheKey } from '../../src/recompiler/cache-key.js';
import { genericTargetProfile, lavapipeLikeProfile } from '../../src/recompiler/profiles.js';
import { type RecompileResult, recompile } from '../../src/recompiler/recompile.js';
import {
  loadRequest,
  type PixelConfiguration,
  type PixelRequest,
  REQUEST_VERSION,
  RequestError,
  type VertexRequest,
} from '../../src/recompiler/request.js';
import { emitGeometryStage, type GeometryStagePlan } from '../../src/spirv/emit-geometry.js';
import type { TargetProfile } from '../../src/util/target-profile.js';
import { spirvDis, spirvVal } from '../support/spirv-tools.js';
import { PIXEL_SOURCE, VERTEX_SOURCE } from './stage-sources.js';

/** A V# of 32_32_32_32_FLOAT records of 16 bytes at 0x2000 (four of them), dst_sel xyzw. */
const VERTEX_VSHARP = [0x2000, 0x0010_0000, 4, 0x0104_dfac];

function vertexRequest(source: string, target: TargetProfile): VertexRequest {
  return {
    version: REQUEST_VERSION,
    stage: 'vertex',
    mcpu: 'gfx1013',
    waveSize: 32,
    program: assembleWords(source, PS5_WAVE32),
    userSgprs: [0x1000, 0],
    memory: [{ base: '0x1000', words: VERTEX_VSHARP }],
    // ES_VGPR_COMP_CNT 3 (instance id in v8), POS0 4 floats, one parameter.
    vertex: { pgmRsrc2: 3 << 16, posFormat: 4, vsOutConfig: 0 },
    target,
  };
}

function pixelRequest(
  source: string,
  target: TargetProfile,
  pixel: Partial<PixelConfiguration> = {},
): PixelRequest {
  return {
    version: REQUEST_VERSION,
    stage: 'pixel',
    mcpu: 'gfx1013',
    waveSize: 32,
    program: assembleWords(source, PS5_WAVE32),
    userSgprs: [7, 8],
    memory: [],
    // PERSP_CENTER i/j in v0/v1; attribute 0 reads parameter 0; MRT0 FP16_ABGR.
    pixel: { inputEna: 2, inputAddr: 2, inputCntl: [0], colorFormat: 4, zFormat: 0, ...pixel },
    target,
  };
}

function valid(r: RecompileResult): void {
  assert.equal(spirvVal(r.spirv, 'vulkan1.3'), '');
}

describe('vertex programs (NGG)', () => {
  for (const target of [lavapipeLikeProfile(), genericTargetProfile(32)]) {
    it(`recompile to a vertex shader with Position and parameter 0 (${target.device.name})`, () => {
      const r = recompile(vertexRequest(VERTEX_SOURCE, target), { verify: true });
      valid(r);
      assert.equal(r.stage, 'vertex');
      assert.deepEqual(r.interface.stage === 'vertex' && r.interface.outputs, [
        { location: 0, parameter: 0 },
      ]);
      const text = spirvDis(r.spirv);
      assert.match(text, /OpEntryPoint Vertex/);
      assert.match(text, /BuiltIn Position/);
      assert.match(text, /BuiltIn VertexIndex/);
      assert.match(text, /BuiltIn InstanceIndex/);
    });
  }

  it('a primitive export that is not the input primitive is refused', () => {
    const culled = VERTEX_SOURCE.replace('exp prim v0,', 'v_or_b32 v0, 0x80000000, v0\nexp prim v0,');
    assert.throws(
      () => recompile(vertexRequest(culled, lavapipeLikeProfile())),
      /primitive export is not the input primitive/,
    );
  });

  it('reading the vertex primitive id, which the host vertex stage lacks, is refused by name', () => {
    const reads = VERTEX_SOURCE.replace('v_cvt_f32_u32 v15, v8', 'v_cvt_f32_u32 v15, v7');
    assert.throws(
      () => recompile(vertexRequest(reads, lavapipeLikeProfile())),
      /pc 0x5c .*reads the vertex primitive id \(v7\) as a value/,
    );
  });
});

describe('pixel programs', () => {
  it('an interpolation pair becomes a host input with the set of its barycentrics', () => {
    const r = recompile(pixelRequest(PIXEL_SOURCE, genericTargetProfile(32)), { verify: true });
    valid(r);
    assert.ok(r.interface.stage === 'pixel');
    assert.deepEqual(r.interface.inputs, [{ location: 0, interpolation: 'smooth', sampling: 'center' }]);
    assert.deepEqual(r.interface.colorOutputs, [{ location: 0, type: 'float' }]);
    const text = spirvDis(r.spirv);
    assert.match(text, /OpEntryPoint Fragment/);
    assert.match(text, /OriginUpperLeft/);
    assert.doesNotMatch(text, /interp/);
  });

  it('linear centroid barycentrics give a noperspective centroid input', () => {
    // LINEAR_CENTROID (bit 6) only: its i/j are v0/v1.
    const r = recompile(
      pixelRequest(PIXEL_SOURCE, genericTargetProfile(32), { inputEna: 64, inputAddr: 64 }),
    );
    valid(r);
    assert.deepEqual(r.interface.stage === 'pixel' && r.interface.inputs, [
      { location: 0, interpolation: 'noperspective', sampling: 'centroid' },
    ]);
  });

  it('a flat attribute reads the flat input (interp_mov p0 and pairs alike)', () => {
    const mov = PIXEL_SOURCE.replace(
      'v_interp_p1_f32_e32 v3, v0, attr0.y\nv_interp_p2_f32_e32 v3, v1, attr0.y',
      'v_interp_mov_f32_e32 v3, p0, attr0.y',
    );
    const r = recompile(pixelRequest(mov, genericTargetProfile(32), { inputCntl: [1 << 10] }));
    valid(r);
    assert.deepEqual(r.interface.stage === 'pixel' && r.interface.inputs, [
      { location: 0, interpolation: 'flat', sampling: 'center' },
    ]);
  });

  it('v_interp_mov of a smooth attribute is refused (no per-vertex values on the host)', () => {
    const mov = PIXEL_SOURCE.replace(
      'v_interp_p1_f32_e32 v2, v0, attr0.x',
      'v_interp_mov_f32_e32 v2, p0, attr0.x',
    );
    assert.throws(() => recompile(pixelRequest(mov, genericTargetProfile(32))), /non-flat attribute/);
  });

  it('an interpolation step read on its own is refused at its pc', () => {
    const half = PIXEL_SOURCE.replace('v_interp_p2_f32_e32 v2, v1, attr0.x', 'v_add_f32 v2, v2, v2');
    assert.throws(
      () => recompile(pixelRequest(half, genericTargetProfile(32))),
      /pc 0x4 .*outside a v_interp_p1_f32\/v_interp_p2_f32 pair/,
    );
  });

  it('barycentrics from two sets in one pair are refused', () => {
    // PERSP_CENTER (v0, v1) and LINEAR_CENTER (v2, v3): i from one set, j from the other.
    const mixed = PIXEL_SOURCE.replaceAll('v2', 'v6')
      .replaceAll('v3', 'v7')
      .replace('v_interp_p2_f32_e32 v6, v1, attr0.x', 'v_interp_p2_f32_e32 v6, v3, attr0.x');
    assert.throws(
      () => recompile(pixelRequest(mixed, genericTargetProfile(32), { inputEna: 34, inputAddr: 34 })),
      /not one launch barycentric pair \(PERSP_CENTER i, LINEAR_CENTER j\)/,
    );
  });

  it('32_ABGR exports write all four channels; MRTZ writes FragDepth', () => {
    const source = `
v_mov_b32 v4, 0.5
exp mrt0 v4, v4, v4, v4 vm
exp mrtz v4, off, off, off done vm
s_endpgm`;
    const r = recompile(pixelRequest(source, genericTargetProfile(32), { colorFormat: 9, zFormat: 1 }));
    valid(r);
    assert.ok(r.interface.stage === 'pixel' && r.interface.depthOutput);
    assert.match(spirvDis(r.spirv), /DepthReplacing/);
  });

  it('16-bit normalized exports are converted as the target stores them', () => {
    for (const colorFormat of [5, 6]) {
      const r = recompile(pixelRequest(PIXEL_SOURCE, genericTargetProfile(32), { colorFormat }));
      valid(r);
      assert.match(spirvDis(r.spirv), colorFormat === 5 ? /OpConvertUToF/ : /OpConvertSToF/);
    }
    assert.throws(
      () =>
        recompile(
          pixelRequest(PIXEL_SOURCE, genericTargetProfile(32), { colorFormat: 5, colorTypes: ['uint'] }),
        ),
      /UNORM16_ABGR does not fit its uint target/,
    );
  });

  it('integer targets get unsigned or signed outputs as their format says', () => {
    const source = `
v_mov_b32 v4, -2
exp mrt0 v4, v4, v4, v4 done vm
s_endpgm`;
    for (const [type, format, decl] of [
      ['uint', 9, /OpTypeInt 32 0/],
      ['sint', 9, /OpTypeInt 32 1/],
      ['sint', 8, /OpTypeInt 32 1/],
    ] as const) {
      const compressed = format === 8 ? source.replace('vm', 'compr vm') : source;
      const r = recompile(
        pixelRequest(compressed, genericTargetProfile(32), { colorFormat: format, colorTypes: [type] }),
      );
      valid(r);
      assert.deepEqual(r.interface.stage === 'pixel' && r.interface.colorOutputs, [{ location: 0, type }]);
      assert.match(spirvDis(r.spirv), decl);
    }
  });

  it('s_barrier is refused in a pixel program, at its pc', () => {
    const source = PIXEL_SOURCE.replace('s_mov_b32 m0, s2', 's_mov_b32 m0, s2\ns_barrier');
    assert.throws(
      () => recompile(pixelRequest(source, genericTargetProfile(32))),
      /pc 0x4 \(s_barrier\).*pixel waves have no barrier/,
    );
  });

  it('a lane never active at a done export is demoted', () => {
    // Lanes whose v2 is not below 0.5 leave EXEC before the export.
    const masked = PIXEL_SOURCE.replace('exp mrt0', 'v_cmpx_gt_f32_e32 0.5, v2\nexp mrt0');
    const r = recompile(pixelRequest(masked, genericTargetProfile(32)));
    assert.ok(r.interface.stage === 'pixel' && r.interface.demotes);
    assert.match(spirvDis(r.spirv), /OpDemoteToHelperInvocation/);
    // Under the launch EXEC every lane exports: nothing to demote.
    const all = recompile(pixelRequest(PIXEL_SOURCE, genericTargetProfile(32)));
    assert.ok(all.interface.stage === 'pixel' && !all.interface.demotes);
  });
});

/** A profile with the two exact-interpolation features set as given. */
function withFeatures(base: TargetProfile, barycentric: boolean, geometry: boolean): TargetProfile {
  return {
    ...base,
    features: { ...base.features, fragmentShaderBarycentric: barycentric, geometryShader: geometry },
  };
}

/** PIXEL_SOURCE at PERSP_CENTROID (v0, v1), plus raw LINEAR_CENTER i exported (v2 after the pair). */
const EXACT_SOURCE = `
s_mov_b32 m0, s2
v_interp_p1_f32_e32 v4, v0, attr0.x
v_interp_p2_f32_e32 v4, v1, attr0.x
v_interp_mov_f32_e32 v5, p20, attr0.y
exp mrt0 v4, v5, v2, v3 done vm
s_endpgm
`;
/** PERSP_CENTROID (bit 2) and LINEAR_CENTER (bit 5); MRT0 32_ABGR. */
const EXACT_CONFIG: Partial<PixelConfiguration> = {
  inputEna: (1 << 2) | (1 << 5),
  inputAddr: (1 << 2) | (1 << 5),
  colorFormat: 9,
  barycentrics: 'exact',
};

describe('pixel programs, exact interpolation', () => {
  it('with fragment barycentrics: BaryCoord builtins and PerVertexKHR arrays at the parameter', () => {
    // No geometry shaders: the centroid set then takes fragment barycentrics too.
    const target = withFeatures(genericTargetProfile(32), true, false);
    const r = recompile(pixelRequest(EXACT_SOURCE, target, EXACT_CONFIG), { verify: true });
    valid(r);
    assert.ok(r.interface.stage === 'pixel');
    assert.equal(r.interface.geometryStage, undefined);
    assert.deepEqual(r.interface.inputs, [
      { location: 0, interpolation: 'smooth', sampling: 'center', perVertex: true },
    ]);
    const text = spirvDis(r.spirv);
    assert.match(text, /OpCapability FragmentBarycentricKHR/);
    assert.match(text, /OpDecorate %\d+ PerVertexKHR/);
    assert.match(text, /OpDecorate (%\d+) BuiltIn BaryCoordKHR\s+OpDecorate \1 Centroid/);
    assert.match(text, /BuiltIn BaryCoordNoPerspKHR/);
    // With geometry shaders as well, the centroid set takes the geometry stage (the H200 fails on a
    // BaryCoordKHR decorated Centroid).
    const both = recompile(
      pixelRequest(EXACT_SOURCE, withFeatures(genericTargetProfile(32), true, true), EXACT_CONFIG),
    );
    assert.ok(both.interface.stage === 'pixel' && both.interface.geometryStage !== undefined);
  });

  it('without them: a geometry stage plan whose module spirv-val accepts', () => {
    const target = withFeatures(lavapipeLikeProfile(), false, true);
    const r = recompile(pixelRequest(EXACT_SOURCE, target, EXACT_CONFIG), { verify: true });
    valid(r);
    assert.ok(r.interface.stage === 'pixel');
    assert.deepEqual(r.interface.inputs, []);
    const plan = r.interface.geometryStage;
    assert.deepEqual(plan, {
      attributes: [{ parameter: 0, locations: [0, 1, 2] }],
      barycentrics: [
        { location: 5, interpolation: 'smooth', sampling: 'centroid' },
        { location: 7, interpolation: 'noperspective', sampling: 'center' },
      ],
    });
    const gs = emitGeometryStage(plan as GeometryStagePlan);
    assert.equal(spirvVal(gs, 'vulkan1.3'), '');
    assert.match(spirvDis(gs), /OpEntryPoint Geometry/);
  });

  it('pixel.barycentrics is checked when a request is loaded and is part of the cache key', () => {
    const target = lavapipeLikeProfile();
    const exact = pixelRequest(EXACT_SOURCE, target, EXACT_CONFIG);
    const text = JSON.stringify({ ...exact, pixel: { ...exact.pixel, barycentrics: 'exakt' } });
    assert.throws(
      () => loadRequest(text),
      (e: unknown) => e instanceof RequestError && /pixel\.barycentrics/.test(e.message),
    );
    const { barycentrics: _, ...plain } = exact.pixel;
    assert.notEqual(cacheKey(exact), cacheKey({ ...exact, pixel: plain }));
    assert.deepEqual(loadRequest(JSON.stringify(exact)), exact);
  });

  it('the host-interpolator refusals of barycentrics as values and of p10 name exact mode', () => {
    const target = lavapipeLikeProfile();
    const { barycentrics: _, ...hostInterpolated } = EXACT_CONFIG;
    const noMov = EXACT_SOURCE.replace('v_interp_mov_f32_e32 v5, p20, attr0.y', 'v_mov_b32 v5, 0');
    assert.throws(
      () => recompile(pixelRequest(noMov, target, hostInterpolated)),
      /reads LINEAR_CENTER i as a value.*pixel\.barycentrics 'exact' provides barycentrics/,
    );
    assert.throws(
      () => recompile(pixelRequest(EXACT_SOURCE, target, hostInterpolated)),
      /p20 from a non-flat attribute.*pixel\.barycentrics 'exact' has/,
    );
  });

  it('a profile with neither feature refuses exact interpolation by feature name', () => {
    const target = withFeatures(lavapipeLikeProfile(), false, false);
    assert.throws(
      () => recompile(pixelRequest(EXACT_SOURCE, target, EXACT_CONFIG)),
      /needs the feature fragmentShaderBarycentric or geometryShader/,
    );
  });

  it('an M0 that is not the primitive mask is refused at the instruction', () => {
    const target = withFeatures(lavapipeLikeProfile(), false, true);
    const moved = EXACT_SOURCE.replace('s_mov_b32 m0, s2', 's_mov_b32 m0, s1');
    assert.throws(
      () => recompile(pixelRequest(moved, target, EXACT_CONFIG)),
      /pc 0x4 .*M0 is not the launch primitive mask/,
    );
  });

  it('a flat attribute has P10 = P20 = 0: only vertex 0 is read', () => {
    const target = withFeatures(genericTargetProfile(32), true, false);
    const flat = 1 << 10;
    const r = recompile(pixelRequest(EXACT_SOURCE, target, { ...EXACT_CONFIG, inputCntl: [flat] }));
    valid(r);
    const text = spirvDis(r.spirv);
    // The per-vertex array is indexed by a constant 0 only.
    const array = /OpDecorate (%\d+) PerVertexKHR/.exec(text)?.[1];
    const chains = [...text.matchAll(new RegExp(`OpAccessChain %\\d+ ${array} (%\\d+)`, 'g'))].map(
      (m) => m[1],
    );
    const zeros = new Set([...text.matchAll(/(%\d+) = OpConstant %\d+ 0\n/g)].map((m) => m[1]));
    assert.ok(chains.length > 0 && chains.every((c) => zeros.has(c)), `${chains}`);
  });
});
