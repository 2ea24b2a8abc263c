/**
 * The ACO corpus end to end: every program RADV's ACO compiled for GFX10 (test/recompiler/aco/*.bin,
 * with its launch facts in NAME.json; scripts/gen-aco-corpus.ts made them) is recompiled for host
 * subgroups of 8 (lavapipe-like) and 32, and spirv-val must accept every module. The request carries
 * guest memory with each descriptor set where RADV lays it out (16-byte V# per buffer binding), so
 * buffer descriptors are known at recompile time as they would be from a capture.
 *
 * Most of these programs are refused today (descriptors read from memory, images, ...). The refusals
 * are checked in: test/recompiler/aco/expected-refusals.json maps `NAME subgroup N` to the first line of
 * the refusal's reason. An expected refusal makes its case a todo (it still runs and reports); the
 * `outcomes match expected-refusals.json` case is not a todo, so a refusal that changes, a new one, or a
 * todo that starts passing fails the run. `OBERON_UPDATE_EXPECTED=1` rewrites the file from this run's
 * outcomes (review the diff).
 */
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { genericTargetProfile, lavapipeLikeProfile } from '../../src/recompiler/profiles.js';
import { recompile } from '../../src/recompiler/recompile.js';
import { RecompileError } from '../../src/translate/errors.js';
import { spirvVal } from '../support/spirv-tools.js';
import { ACO_DIR, type AcoProgram, acoRequest, loadAcoPrograms } from './aco-programs.js';

const EXPECTED_FILE = join(ACO_DIR, 'expected-refusals.json');
const SUBGROUPS = [8, 32] as const;

/** The target of a host subgroup size: lavapipe's for 8. */
const hostProfile = (subgroupSize: number) =>
  subgroupSize === 8 ? lavapipeLikeProfile() : genericTargetProfile(subgroupSize);

/** 'ok', or the first line of why the program is refused (or its module invalid). */
function outcome(p: AcoProgram, subgroupSize: number): string {
  let spirv: Uint32Array;
  try {
    spirv = recompile(acoRequest(p, hostProfile(subgroupSize)), { verify: true }).spirv;
  } catch (e) {
    if (e instanceof RecompileError) return e.reason.split('\n')[0] as string;
    return `${(e as Error).name}: ${String((e as Error).message).split('\n')[0]}`;
  }
  const invalid = spirvVal(spirv, 'vulkan1.2');
  return invalid ? `spirv-val: ${invalid.split('\n')[0]}` : 'ok';
}

const programs = loadAcoPrograms();
const expected = JSON.parse(readFileSync(EXPECTED_FILE, 'utf8')) as Record<string, string>;
const outcomes = new Map<string, string>();
const outcomeOf = (p: AcoProgram, subgroupSize: number): string => {
  const key = `${p.name} subgroup ${subgroupSize}`;
  let o = outcomes.get(key);
  if (o === undefined) {
    o = outcome(p, subgroupSize);
    outcomes.set(key, o);
  }
  return o;
};

describe('ACO corpus (RADV-compiled GFX10 programs)', () => {
  it('has at least 20 programs in both wave sizes', () => {
    assert.ok(programs.length >= 20, `${programs.length} programs`);
    assert.ok(programs.some((p) => p.facts.waveSize === 32) && programs.some((p) => p.facts.waveSize === 64));
  });

  for (const p of programs) {
    for (const subgroup of SUBGROUPS) {
      const key = `${p.name} subgroup ${subgroup}`;
      const refusal = expected[key];
      it(key, refusal ? { todo: refusal } : {}, () => {
        assert.equal(outcomeOf(p, subgroup), 'ok');
      });
    }
  }

  it('outcomes match expected-refusals.json', () => {
    const actual: Record<string, string> = {};
    for (const p of programs) {
      for (const subgroup of SUBGROUPS) {
        const o = outcomeOf(p, subgroup);
        if (o !== 'ok') actual[`${p.name} subgroup ${subgroup}`] = o;
      }
    }
    if (process.env.OBERON_UPDATE_EXPECTED) {
      writeFileSync(EXPECTED_FILE, `${JSON.stringify(actual, null, 2)}\n`);
      return;
    }
    const problems: string[] = [];
    for (const key of new Set([...Object.keys(actual), ...Object.keys(expected)])) {
      const want = expected[key];
      const got = actual[key];
      if (want === undefined) problems.push(`${key}: newly refused: ${got}`);
      else if (got === undefined) problems.push(`${key}: now recompiles (remove it from the file)`);
      else if (!got.includes(want)) problems.push(`${key}: refusal changed from '${want}' to '${got}'`);
    }
    assert.deepEqual(problems, [], 'OBERON_UPDATE_EXPECTED=1 rewrites the file');
  });
});
