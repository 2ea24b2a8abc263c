/**
 * Issue 13's oracle: every graphics ACO corpus pair (test/recompiler/aco-gfx/, both wave sizes) whose two
 * programs recompile is drawn through the recompiler with guest memory laid out as RADV would for the
 * draw (aco-gfx-draw.ts), and must give the pixels the same GLSL pair gives drawn natively on the same
 * device with the same inputs. Each comparison also requires that the draw covered a minimum number of
 * pixels (a match of two untouched targets proves nothing), and the Khronos validation layer must stay
 * silent for the whole file. OBERON_DEVICE picks the device (lavapipe by default without a GPU).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { RecompileError } from '../../src/util/errors.js';
import { type NativeDrawResult, texel } from '../support/native-draw.js';
import { validatedDevice } from '../support/validated-device.js';
import { canLoadGlslFile } from '../vulkan/support/spirv.js';
import { drawPairNative, drawPairRecompiled, sceneOf } from './aco-gfx-draw.js';
import { ACO_GFX_DIR, type AcoGfxPair, loadAcoGfxPairs } from './aco-gfx-programs.js';

const device = validatedDevice();

/**
 * Refusals that make a pair undrawable for now (aco-gfx/expected-refusals.json): a pair whose program
 * refuses with its listed reason is skipped naming it, and is drawn as soon as the refusal goes away.
 */
const EXPECTED_REFUSALS: Readonly<Record<string, string>> = JSON.parse(
  readFileSync(join(ACO_GFX_DIR, 'expected-refusals.json'), 'utf8'),
) as Record<string, string>;

/**
 * How target `t` of a pair is compared. `exact`: bit for bit (32-bit float and integer targets: the
 * recompiled export and the native output are the same f32/u32 values). `fp16rtz`: the pixel program
 * exports an RGBA8 UNORM target compressed (`exp mrtN ... compr`, RADV's SPI_SHADER_COL_FORMAT FP16_ABGR),
 * its value packed by `v_cvt_pkrtz_f16_f32`, i.e. rounded toward zero to f16 before the colour unit
 * converts it to 8 bits, where the native draw converts the f32 directly. f16 keeps 11 significant bits,
 * so for a value v in [0, 1] 0 <= v - rtz16(v) < 2^-11 < 1/255: the recompiled byte is the native one or
 * one less, never more (the conversion is monotonic).
 */
function comparison(pair: AcoGfxPair, result: NativeDrawResult, t: number): 'exact' | 'fp16rtz' {
  const exp = pair.facts.ps.exports.find((e) => e.target === `mrt${t}`);
  return result.formats[t] === 'R8G8B8A8_UNORM' && exp?.compr ? 'fp16rtz' : 'exact';
}

/** Least number of pixels each draw must change from the clear value. */
const MIN_COVERED = 100;

const texelCount = (r: NativeDrawResult): number => r.width * r.height;

/** Pixels of target `t` that differ from its clear value. */
function covered(result: NativeDrawResult, t: number, clear: readonly number[]): number {
  let n = 0;
  for (let i = 0; i < texelCount(result); i++) {
    const v = texel(result, i % result.width, Math.floor(i / result.width), t);
    if (v.some((c, k) => !Object.is(c, clear[k]))) n++;
  }
  return n;
}

/** The clear value of target t as it reads back: RGBA8 in 0..255, others as given. */
function clearTexel(result: NativeDrawResult, t: number, clear: readonly number[] | undefined): number[] {
  const c = clear ?? [0, 0, 0, 0];
  return result.formats[t] === 'R8G8B8A8_UNORM' ? c.map((v) => Math.round(v * 255)) : [...c];
}

function compare(pair: AcoGfxPair, want: NativeDrawResult, got: NativeDrawResult): void {
  const scene = sceneOf(pair);
  want.targets.forEach((_, t) => {
    const clear = clearTexel(want, t, scene?.clear?.[t]);
    const n = covered(want, t, clear);
    assert.ok(n >= MIN_COVERED, `target ${t}: only ${n} pixels covered natively`);
    const rule = comparison(pair, want, t);
    const bad: string[] = [];
    for (let y = 0; y < want.height; y++) {
      for (let x = 0; x < want.width; x++) {
        const a = texel(want, x, y, t);
        const b = texel(got, x, y, t);
        const differs = a.some((c, k) => {
          const d = b[k] as number;
          return rule === 'exact' ? !Object.is(c, d) : !(d <= c && c - d <= 1);
        });
        if (differs) bad.push(`(${x},${y}) native ${a} recompiled ${b} (${rule})`);
      }
    }
    assert.equal(bad.length, 0, `target ${t}: ${bad.length} pixels differ:\n${bad.slice(0, 8).join('\n')}`);
  });
  if (want.depth) {
    assert.ok(got.depth, 'the recompiled draw has a depth target');
    let bad = 0;
    want.depth.forEach((d, i) => {
      if (!Object.is(d, got.depth?.[i])) bad++;
    });
    assert.equal(bad, 0, `${bad} depth values differ`);
  }
}

/** The key of expected-refusals.json (`NAME STAGE PROFILE`) listing `e`'s reason for this pair, if any. */
function refusalKnown(pair: AcoGfxPair, e: RecompileError): string | undefined {
  const reason = e.reason.split('\n')[0];
  return Object.keys(EXPECTED_REFUSALS).find(
    (key) => key.startsWith(`${pair.name} `) && EXPECTED_REFUSALS[key] === reason,
  );
}

const pairs = loadAcoGfxPairs();
const runnable = canLoadGlslFile(join(ACO_GFX_DIR, 'vertex_color.vert'));

describe('graphics ACO corpus drawn through the recompiler equals the GLSL drawn natively', {
  skip: !runnable && 'no glslangValidator, no prebuilt SPIR-V',
}, () => {
  for (const pair of pairs) {
    it(pair.name, (t) => {
      const scene = sceneOf(pair);
      assert.ok(scene, `a scene for ${pair.name}`);
      const want = drawPairNative(device(), pair, scene);
      let got: NativeDrawResult;
      try {
        got = drawPairRecompiled(device(), pair, scene);
      } catch (e) {
        const known = e instanceof RecompileError && refusalKnown(pair, e);
        if (!known) throw e;
        t.skip(`${known}: ${e.reason.split('\n')[0]}`);
        return;
      }
      compare(pair, want, got);
    });
  }
});
