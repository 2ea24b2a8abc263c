/**
 * PA_CL_VS_OUT_CNTL's layout of position exports: pos0, then the misc vector, then distances 0-3 and
 * 4-7, each only when enabled; enabled distances numbered densely within ClipDistance or CullDistance;
 * the misc vector's point size (x), render target index (z[10:0]) and viewport index (z[19:16]).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assembleWords } from '../../src/isa/index.js';
import { recompile } from '../../src/recompiler/index.js';
import { positionExports } from '../../src/recompiler/position-exports.js';
import { genericTargetProfile } from '../../src/recompiler/profiles.js';
import { REQUEST_VERSION } from '../../src/recompiler/request.js';
import type { HostComponent, PositionExport } from '../../src/translate/options.js';
import { spirvDis, spirvVal } from '../support/spirv-tools.js';

const MISC = 1 << 21;
const CC0 = 1 << 22;
const CC1 = 1 << 23;
const POINT_SIZE = 1 << 16;
const EDGE = 1 << 17;
const LAYER = 1 << 18;
const VIEWPORT = 1 << 19;

const names = (p: PositionExport): string[][] => {
  assert.ok('components' in p, JSON.stringify(p));
  const text = (c: HostComponent) =>
    `${c.builtin}[${c.index}/${c.count}]${c.bits ? `@${c.bits.join(':')}` : ''}`;
  return p.components.map((list) => list.map(text));
};

test('the misc vector comes before the distance vectors, and an unused one is dropped', () => {
  const [pos0, pos1, pos2, pos3] = positionExports(MISC | CC1 | (1 << 5) | (1 << 14));
  assert.deepEqual(names(pos0)[3], ['Position[3/4]']);
  assert.deepEqual(names(pos1), [[], [], [], []]);
  // Distances 4-7: 5 clips (the only clip distance), 6 culls (the only cull distance).
  assert.deepEqual(names(pos2), [[], ['ClipDistance[0/1]'], ['CullDistance[0/1]'], []]);
  assert.ok('refused' in pos3);
});

test('distances are numbered densely; one that clips and culls is a clip distance', () => {
  const both = (1 << 2) | (1 << 10);
  const [, pos1] = positionExports(CC0 | 1 | both | (1 << 11));
  assert.deepEqual(names(pos1), [['ClipDistance[0/2]'], [], ['ClipDistance[1/2]'], ['CullDistance[0/1]']]);
});

test('the misc vector: point size in x, layer in z[10:0], viewport index in z[19:16], w unused', () => {
  const [, pos1, pos2] = positionExports(MISC | POINT_SIZE | LAYER | VIEWPORT | CC0 | 1);
  assert.deepEqual(names(pos1), [['PointSize[0/1]'], [], ['Layer[0/1]@0:11', 'ViewportIndex[0/1]@16:4'], []]);
  assert.deepEqual(names(pos2)[0], ['ClipDistance[0/1]']);
  // Only the fields whose USE_VTX bit is set are read.
  const [, layerOnly] = positionExports(MISC | LAYER);
  assert.deepEqual(names(layerOnly), [[], [], ['Layer[0/1]@0:11'], []]);
});

test('misc vector fields without a host builtin are refused by name', () => {
  const [, pos1] = positionExports(MISC | EDGE | LAYER | (1 << 27));
  assert.ok('refused' in pos1);
  assert.match(pos1.refused, /USE_VTX_EDGE_FLAG, USE_VTX_LINE_WIDTH/);
});

/** A vertex program exporting pos0 = (0, 0, 0, 1) and the misc vector (size, 0, z, 0) from s8, s9. */
const MISC_PROGRAM = [
  'v_mov_b32 v1, 0',
  'v_mov_b32 v2, 1.0',
  'v_mov_b32 v3, s8',
  'v_mov_b32 v4, s9',
  'exp pos0 v1, v1, v1, v2',
  'exp pos1 v3, v1, v4, v1 done',
  's_endpgm',
].join('\n');

function recompileMisc(vsOutCntl: number, points?: { size: number; min: number; max: number }) {
  return recompile({
    version: REQUEST_VERSION,
    mcpu: 'gfx1013',
    waveSize: 32,
    target: genericTargetProfile(32),
    stage: 'vertex',
    program: assembleWords(MISC_PROGRAM),
    userSgprs: [0x40400000, (3 << 16) | 5],
    memory: [],
    vertex: { pgmRsrc2: 0, posFormat: 0x44, vsOutConfig: 0, vsOutCntl, ...(points ? { points } : {}) },
  });
}

test('layer and viewport index become valid SPIR-V builtins that need the Vulkan 1.2 features', () => {
  const result = recompileMisc(MISC | POINT_SIZE | LAYER | VIEWPORT);
  assert.ok(result.interface.capabilities.includes('ShaderLayer'));
  assert.ok(result.interface.capabilities.includes('ShaderViewportIndex'));
  assert.equal(result.interface.spirvVersion, '1.5');
  assert.equal(spirvVal(result.spirv), '');
  const text = spirvDis(result.spirv);
  for (const builtin of ['PointSize', 'Layer', 'ViewportIndex'])
    assert.match(text, new RegExp(`BuiltIn ${builtin}\\b`));
  const without = genericTargetProfile(32);
  const lacking = { ...without, features: { ...without.features, shaderOutputLayer: false } };
  assert.throws(
    () =>
      recompile({
        version: REQUEST_VERSION,
        mcpu: 'gfx1013',
        waveSize: 32,
        target: lacking,
        stage: 'vertex',
        program: assembleWords(MISC_PROGRAM),
        userSgprs: [0, 0],
        memory: [],
        vertex: { pgmRsrc2: 0, posFormat: 0x44, vsOutConfig: 0, vsOutCntl: MISC | LAYER },
      }),
    /ShaderLayer.*shaderOutputLayer/,
  );
});

test('a point draw writes PA_SU_POINT_SIZE when the program exports no size, and clamps one it does', () => {
  // Both results must declare PointSize; the emitted constants differ with the request's range.
  const fixed = recompileMisc(MISC, { size: 5, min: 1, max: 8 });
  const clamped = recompileMisc(MISC | POINT_SIZE, { size: 1, min: 2, max: 2.5 });
  const free = recompileMisc(MISC | POINT_SIZE);
  for (const r of [fixed, clamped, free]) {
    assert.equal(spirvVal(r.spirv), '');
    assert.match(spirvDis(r.spirv), /BuiltIn PointSize\b/);
  }
  assert.doesNotMatch(spirvDis(recompileMisc(MISC).spirv), /PointSize/);
  const constants = (r: { spirv: Uint32Array }) =>
    spirvDis(r.spirv).match(/OpConstant %\w+ [-\d.e+]+/g) ?? [];
  assert.ok(
    constants(fixed).some((c) => c.endsWith(' 5')),
    'the fixed size 5 is a constant of the module',
  );
  assert.ok(
    constants(clamped).some((c) => c.endsWith(' 2.5')),
    'the clamp 2.5 is a constant of the module',
  );
  assert.ok(!constants(free).some((c) => c.endsWith(' 2.5')));
});
