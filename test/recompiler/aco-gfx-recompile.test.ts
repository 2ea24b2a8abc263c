/**
 * The graphics ACO corpus through the recompiler: every NGG vertex program and pixel program RADV's ACO
 * compiled (test/recompiler/aco-gfx/, both wave sizes) is recompiled for a host without subgroups in the
 * vertex stage (lavapipe-like), one with subgroups of 32 everywhere and that one with fragment
 * barycentrics, with the registers a driver would
 * program (aco-gfx-requests.ts; a pair sampling a texture with its draw's descriptor tables), and
 * spirv-val must accept every module.
 *
 * The refusals are checked in (aco-gfx/expected-refusals.json, `NAME STAGE PROFILE` -> reason): a
 * refusal that changes, a new one or one that goes away fails `outcomes match`; `OBERON_UPDATE_EXPECTED=1`
 * rewrites the file from this run.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { genericTargetProfile, lavapipeLikeProfile } from '../../src/recompiler/profiles.js';
import { recompile } from '../../src/recompiler/recompile.js';
import type { PixelRequest, RecompileRequest, VertexRequest } from '../../src/recompiler/request.js';
import { RecompileError } from '../../src/util/errors.js';
import type { TargetProfile } from '../../src/util/target-profile.js';
import { spirvVal } from '../support/spirv-tools.js';
import { drawRequests, layoutGuest, sceneOf } from './aco-gfx-draw.js';
import { ACO_GFX_DIR, type AcoGfxPair, loadAcoGfxPairs } from './aco-gfx-programs.js';
import { acoPixelRequest, acoVertexRequest } from './aco-gfx-requests.js';

const EXPECTED_FILE = join(ACO_GFX_DIR, 'expected-refusals.json');
/** A host with fragment barycentrics (the H200's kind), which changes what a pixel program's launch reads. */
function withBarycentrics(): TargetProfile {
  const generic = genericTargetProfile(32, 'generic-subgroup-32-barycentrics');
  return { ...generic, features: { ...generic.features, fragmentShaderBarycentric: true } };
}
const PROFILES: readonly TargetProfile[] = [
  lavapipeLikeProfile(),
  genericTargetProfile(32),
  withBarycentrics(),
];
/**
 * A pair that samples a texture gets the tables of its draw (aco-gfx-draw.ts: the T# and S# in
 * descriptor set memory at RADV's offsets, the user SGPRs pointing there): images are specialized on
 * a T# known at recompile time, so without them the program refuses. The others keep the corpus
 * requests, whose descriptors stay unknown (the run-time path).
 */
function withTables(pair: AcoGfxPair, t: TargetProfile): { vs: VertexRequest; ps: PixelRequest } | undefined {
  const scene = sceneOf(pair);
  if (!scene || !pair.facts.bindings.some((b) => b.kind === 'combinedImageSampler')) return undefined;
  return drawRequests(pair, t, layoutGuest(pair, scene));
}

const STAGES = {
  vs: (p, t) => withTables(p, t)?.vs ?? acoVertexRequest(p, t),
  ps: (p, t) => withTables(p, t)?.ps ?? acoPixelRequest(p, t),
} as const satisfies Record<string, (p: AcoGfxPair, t: TargetProfile) => RecompileRequest>;

function outcome(request: RecompileRequest): string {
  let spirv: Uint32Array;
  try {
    spirv = recompile(request, { verify: true }).spirv;
  } catch (e) {
    if (e instanceof RecompileError) return e.reason.split('\n')[0] as string;
    return `${(e as Error).name}: ${String((e as Error).message).split('\n')[0]}`;
  }
  const invalid = spirvVal(spirv, 'vulkan1.3');
  return invalid ? `spirv-val: ${invalid.split('\n')[0]}` : 'ok';
}

const pairs = loadAcoGfxPairs();
const expected: Record<string, string> = existsSync(EXPECTED_FILE)
  ? (JSON.parse(readFileSync(EXPECTED_FILE, 'utf8')) as Record<string, string>)
  : {};
const outcomes = new Map<string, string>();

describe('graphics ACO corpus through the recompiler', () => {
  for (const pair of pairs) {
    for (const [stage, build] of Object.entries(STAGES)) {
      for (const target of PROFILES) {
        const key = `${pair.name} ${stage} ${target.device.name}`;
        const refusal = expected[key];
        it(key, refusal ? { todo: refusal } : {}, () => {
          const o = outcome(build(pair, target));
          outcomes.set(key, o);
          assert.equal(o, 'ok');
        });
      }
    }
  }

  it('outcomes match expected-refusals.json', () => {
    const refused = Object.fromEntries([...outcomes].filter(([, o]) => o !== 'ok').sort());
    if (process.env.OBERON_UPDATE_EXPECTED === '1') {
      writeFileSync(EXPECTED_FILE, `${JSON.stringify(refused, null, 2)}\n`);
      return;
    }
    assert.deepEqual(refused, expected);
    const ok = [...outcomes.values()].filter((o) => o === 'ok').length;
    assert.ok(ok >= 100, `${ok} of ${outcomes.size} programs recompile`);
  });
});
