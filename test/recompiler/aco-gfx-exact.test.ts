/**
 * The graphics ACO corpus pairs whose pixel program reads attributes (v_interp_p1/p2, v_interp_mov),
 * drawn through the
 * recompiler in exact interpolation mode (pixel.barycentrics 'exact') and compared with the GLSL drawn
 * natively on the same device. Both draws use the host's barycentrics; the native one interpolates with
 * the host's own arithmetic and the recompiled one with the guest's P0 + i*P10 + j*P20, so values may
 * differ by rounding: f32 targets within 2^-16 of the channel's largest magnitude (a few ulps of the
 * vertex values), RGBA8 targets by at most one step. The geometry-stage path runs
 * always (the profile's fragmentShaderBarycentric cleared), the fragment-barycentric path where the
 * device has the feature. Each draw must cover a minimum number of pixels, and the Khronos validation
 * layer must stay silent.
 */

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { BARYCENTRIC_SETS } from '../../src/ir/stage-io.js';
import { recompile } from '../../src/recompiler/recompile.js';
import { RecompileError } from '../../src/util/errors.js';
import type { TargetProfile } from '../../src/util/target-profile.js';
import { type NativeDrawResult, texel } from '../support/native-draw.js';
import { validatedDevice } from '../support/validated-device.js';
import { canLoadGlslFile } from '../vulkan/support/spirv.js';
import {
  drawPairNative,
  drawPairRecompiled,
  drawRequests,
  type GfxScene,
  layoutGuest,
  sceneOf,
} from './aco-gfx-draw.js';
import { ACO_GFX_DIR, type AcoGfxPair, loadAcoGfxPairs } from './aco-gfx-programs.js';

const device = validatedDevice();

/** Least number of pixels each draw must change from its clear value. */
const MIN_COVERED = 100;
/**
 * f32 targets: the difference allowed, relative to the largest magnitude the channel takes in the
 * picture (rounding errors of an interpolation scale with the vertex values, not with the result: a
 * value near 0 between large vertex values carries their ulps).
 */
const F32_TOLERANCE = 2 ** -16;

/** Whether the pixel program reads attributes (pairs or v_interp_mov: what exact mode changes). */
const interpolates = (name: string): boolean =>
  /v_interp_(p1|mov)_f32/.test(readFileSync(join(ACO_GFX_DIR, `${name}.ps.s`), 'utf8'));

/** Refusals the corpus expects (aco-gfx/expected-refusals.json: `NAME STAGE PROFILE` -> reason). */
const EXPECTED_REFUSALS: Readonly<Record<string, string>> = JSON.parse(
  readFileSync(join(ACO_GFX_DIR, 'expected-refusals.json'), 'utf8'),
) as Record<string, string>;

/** The expected refusal `run` raises for pair `name` (named), or undefined when it does not refuse. */
function knownRefusal(run: () => unknown, name: string): string | undefined {
  try {
    run();
    return undefined;
  } catch (e) {
    const reason = e instanceof RecompileError ? e.reason.split('\n')[0] : undefined;
    const key = Object.keys(EXPECTED_REFUSALS).find(
      (k) => k.startsWith(`${name} `) && EXPECTED_REFUSALS[k] === reason,
    );
    if (!key) throw e;
    return `${key}: ${reason}`;
  }
}

/**
 * Whether the pixel program recompiled for `target` in exact mode asks for a geometry stage, and
 * whether it should: on the geometry path always, on the other where it reads centroid or sample
 * weights and the device has geometry shaders (recompile.ts exactHost).
 */
function geometryUse(
  pair: AcoGfxPair,
  scene: GfxScene,
  target: TargetProfile,
  path: string,
): { asks: boolean; should: boolean } {
  const { vs, ps } = drawRequests(pair, target, layoutGuest(pair, scene));
  recompile(vs);
  const r = recompile({ ...ps, pixel: { ...ps.pixel, barycentrics: 'exact' } });
  const offCenter = BARYCENTRIC_SETS.some(
    (s) => s.sampling !== 'center' && ((ps.pixel.inputEna >>> s.bit) & 1) === 1,
  );
  return {
    asks: r.interface.stage === 'pixel' && r.interface.geometryStage !== undefined,
    should: path === 'geometry stage' || (offCenter && target.features.geometryShader),
  };
}

/** Per channel, the largest magnitude target t's native picture holds (at least 1). */
function channelScale(want: NativeDrawResult, t: number): number[] {
  const scale = [1, 1, 1, 1];
  for (let y = 0; y < want.height; y++) {
    for (let x = 0; x < want.width; x++) {
      texel(want, x, y, t).forEach((c, k) => {
        if (Number.isFinite(c)) scale[k] = Math.max(scale[k] as number, Math.abs(c));
      });
    }
  }
  return scale;
}

/** Differences past the tolerance, and covered pixels, of target t. */
function differences(want: NativeDrawResult, got: NativeDrawResult, t: number, clear: number[]): string[] {
  const bad: string[] = [];
  let covered = 0;
  const rgba8 = want.formats[t] === 'R8G8B8A8_UNORM';
  const scale = channelScale(want, t);
  for (let y = 0; y < want.height; y++) {
    for (let x = 0; x < want.width; x++) {
      const a = texel(want, x, y, t);
      const b = texel(got, x, y, t);
      if (a.some((c, k) => !Object.is(c, clear[k]))) covered++;
      const far = a.some((c, k) => {
        const d = b[k] as number;
        return rgba8 ? Math.abs(c - d) > 1 : Math.abs(c - d) > F32_TOLERANCE * (scale[k] as number);
      });
      if (far) bad.push(`(${x},${y}) native ${a} recompiled ${b}`);
    }
  }
  assert.ok(covered >= MIN_COVERED, `target ${t}: only ${covered} pixels covered natively`);
  return bad;
}

const pairs = loadAcoGfxPairs().filter((p) => interpolates(p.name));
const runnable = canLoadGlslFile(join(ACO_GFX_DIR, 'vertex_color.vert'));

/** The paths: the geometry stage always, fragment barycentrics where the device has them. */
function targets(): { path: string; target: TargetProfile }[] {
  const own = device().profile;
  const out = [
    {
      path: 'geometry stage',
      target: { ...own, features: { ...own.features, fragmentShaderBarycentric: false } },
    },
  ];
  if (own.features.fragmentShaderBarycentric) out.push({ path: 'fragment barycentrics', target: own });
  return out;
}

describe('interpolating ACO pairs in exact mode match the GLSL drawn natively', {
  skip: !runnable && 'no glslangValidator, no prebuilt SPIR-V',
}, () => {
  it('the corpus has interpolating pairs', () => {
    assert.ok(pairs.length >= 10, `${pairs.length} pairs`);
  });
  for (const pair of pairs) {
    it(pair.name, (t) => {
      const scene = sceneOf(pair);
      assert.ok(scene, `a scene for ${pair.name}`);
      const want = drawPairNative(device(), pair, scene);
      for (const { path, target } of targets()) {
        const known = knownRefusal(() => geometryUse(pair, scene, target, path), pair.name);
        if (known) {
          t.skip(known);
          return;
        }
        // The mode is in effect: the result asks for a geometry stage exactly where it should.
        const use = geometryUse(pair, scene, target, path);
        assert.equal(use.asks, use.should, path);
        const got = drawPairRecompiled(device(), pair, scene, { target, barycentrics: 'exact' });
        want.targets.forEach((_, t) => {
          const c = scene.clear?.[t] ?? [0, 0, 0, 0];
          const clear = want.formats[t] === 'R8G8B8A8_UNORM' ? c.map((v) => Math.round(v * 255)) : [...c];
          const bad = differences(want, got, t, clear);
          assert.equal(
            bad.length,
            0,
            `${path}, target ${t}: ${bad.length} differ:\n${bad.slice(0, 8).join('\n')}`,
          );
        });
      }
    });
  }
});
