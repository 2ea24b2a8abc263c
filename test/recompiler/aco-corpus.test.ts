/**
 * The ACO corpus end to end: every program RADV's ACO compiled for GFX10 (test/recompiler/aco/*.bin,
 * with its launch facts in NAME.json; scripts/gen-aco-corpus.ts made them) is recompiled for host
 * subgroups of 8 (lavapipe-like) and 32, and spirv-val must accept every module. The request carries
 * guest memory with each descriptor set where RADV lays it out (16-byte V# per buffer binding, 32-byte
 * T# per image, S#s), so descriptors are known at recompile time as they would be from a capture.
 *
 * Most of these programs are refused today (descriptors read from memory, images, ...). The refusals
 * are checked in: test/recompiler/aco/expected-refusals.json maps `NAME subgroup N` to the first line of
 * the refusal's reason. An expected refusal makes its case a todo (it still runs and reports); the
 * `outcomes match expected-refusals.json` case is not a todo, so a refusal that changes, a new one, or a
 * todo that starts passing fails the run. `OBERON_UPDATE_EXPECTED=1` rewrites the file from this run's
 * outcomes (review the diff).
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { encodeImageResource, encodeSampler } from '../../src/isa/tables/image-descriptor.js';
import { genericTargetProfile, lavapipeLikeProfile } from '../../src/recompiler/profiles.js';
import { recompile } from '../../src/recompiler/recompile.js';
import { REQUEST_VERSION, type RecompileRequest } from '../../src/recompiler/request.js';
import { RecompileError } from '../../src/translate/errors.js';
import { spirvVal } from '../support/spirv-tools.js';

const DIR = fileURLToPath(new URL('./aco/', import.meta.url));
const EXPECTED_FILE = join(DIR, 'expected-refusals.json');
const SUBGROUPS = [8, 32] as const;

/** One user SGPR run of NAME.json. */
interface UserSgprFact {
  readonly sgpr: number;
  readonly dwords: number;
  readonly role: string;
}

/** One descriptor binding of NAME.json, placed where RADV puts it in its set. */
interface BindingFact {
  readonly set: number;
  readonly binding: number;
  readonly kind: string;
  readonly count: number;
  readonly byteOffset: number;
  readonly descriptorBytes: number;
}

/** The launch facts of NAME.json the request needs (the rest documents RADV's layout). */
interface AcoProgramFacts {
  readonly waveSize: 32 | 64;
  readonly workgroupSize: [number, number, number];
  readonly ldsBytes: number;
  readonly userSgprCount: number;
  readonly userSgprs: readonly UserSgprFact[];
  readonly workgroupIdSgprs: [boolean, boolean, boolean];
  readonly tgSizeSgpr: boolean;
  readonly localIdComponents: 1 | 2 | 3;
  readonly bindings: readonly BindingFact[];
}

/** One corpus program: its name, words and facts. */
interface AcoProgram {
  readonly name: string;
  readonly words: Uint32Array;
  readonly facts: AcoProgramFacts;
}

function loadPrograms(): AcoProgram[] {
  return readdirSync(DIR)
    .filter((f) => f.endsWith('.bin'))
    .sort()
    .map((f) => {
      const name = f.slice(0, -'.bin'.length);
      const bytes = readFileSync(join(DIR, f));
      const words = new Uint32Array(bytes.length / 4);
      for (let i = 0; i < words.length; i++) words[i] = bytes.readUInt32LE(i * 4);
      const facts = JSON.parse(readFileSync(join(DIR, `${name}.json`), 'utf8')) as AcoProgramFacts;
      return { name, words, facts };
    });
}

/** RADV's high half of its 32-bit pointers (`s_movk_i32 sN, 0x8000` sign-extends to it). */
const POINTER_HIGH = 0xffff8000n;
/** GFX10 V# dword 3 of a raw buffer as RADV writes it: DST_SEL xyzw, FORMAT 32_FLOAT, RESOURCE_LEVEL, OOB_SELECT raw. */
const RAW_BUFFER_WORD3 = 0x31016fac;

/** The low half of set `set`'s descriptor table address (a placeholder, distinct per set). */
const setPointer = (set: number): number => 0x10000 * (set + 1);

/** The T# every image binding gets: a 64x64 linear 2D RGBA8 UNORM image at a distinct address. */
const imageDescriptor = (set: number, binding: number): number[] =>
  encodeImageResource({
    base: 0x100000000 * (set + 1) + binding * 0x1000000,
    format: 56,
    width: 64,
    height: 64,
  });

/**
 * Guest memory holding each set's descriptors where RADV places them: a buffer binding gets a V# of a
 * 64 KiB range at a distinct address, an image (storage, sampled, or the image of a combined image
 * sampler) a T# ({@link imageDescriptor}), a sampler (also at byte 80 of a combined one) a point-sampling
 * S# with clamped coordinates.
 */
function descriptorMemory(p: AcoProgram): RecompileRequest['memory'] {
  const sets = [...new Set(p.facts.bindings.map((b) => b.set))];
  return sets.map((set) => {
    const bindings = p.facts.bindings.filter((b) => b.set === set);
    const bytes = Math.max(...bindings.map((b) => b.byteOffset + b.descriptorBytes * b.count));
    const words = new Array<number>(bytes / 4).fill(0);
    for (const b of bindings) {
      const at = b.byteOffset / 4;
      if (b.kind === 'storageImage' || b.kind === 'sampledImage' || b.kind === 'combinedImageSampler')
        words.splice(at, 8, ...imageDescriptor(set, b.binding));
      if (b.kind === 'sampler') words.splice(at, 4, ...encodeSampler({}));
      if (b.kind === 'combinedImageSampler') words.splice(at + 20, 4, ...encodeSampler({}));
      if (b.kind !== 'storageBuffer' && b.kind !== 'uniformBuffer') continue;
      const base = 0x100000000 * (set + 1) + b.binding * 0x1000000;
      words[at] = base % 0x100000000;
      words[at + 1] = Math.floor(base / 0x100000000);
      words[at + 2] = 0x10000;
      words[at + 3] = RAW_BUFFER_WORD3;
    }
    return { base: `0x${((POINTER_HIGH << 32n) | BigInt(setPointer(set))).toString(16)}`, words };
  });
}

/**
 * The request for a program on a host subgroup size: descriptor set pointers point at
 * {@link descriptorMemory}; other user SGPRs hold distinct placeholder values.
 */
function acoRequest(p: AcoProgram, subgroupSize: number): RecompileRequest {
  const userSgprs = Array.from({ length: p.facts.userSgprCount }, (_, i) => 0x1000 * (i + 1));
  for (const u of p.facts.userSgprs) {
    const set = /^descriptor set (\d+)/.exec(u.role);
    if (set) userSgprs[u.sgpr] = setPointer(Number(set[1]));
  }
  return {
    version: REQUEST_VERSION,
    stage: 'compute',
    mcpu: 'gfx1013',
    waveSize: p.facts.waveSize,
    program: [...p.words],
    userSgprs,
    memory: descriptorMemory(p),
    compute: {
      workgroupSize: p.facts.workgroupSize,
      ldsBytes: p.facts.ldsBytes,
      workgroupIdSgprs: p.facts.workgroupIdSgprs,
      tgSizeSgpr: p.facts.tgSizeSgpr,
      localIdComponents: p.facts.localIdComponents,
    },
    target: subgroupSize === 8 ? lavapipeLikeProfile() : genericTargetProfile(subgroupSize),
  };
}

/** 'ok', or the first line of why the program is refused (or its module invalid). */
function outcome(p: AcoProgram, subgroupSize: number): string {
  let spirv: Uint32Array;
  try {
    spirv = recompile(acoRequest(p, subgroupSize), { verify: true }).spirv;
  } catch (e) {
    if (e instanceof RecompileError) return e.reason.split('\n')[0] as string;
    return `${(e as Error).name}: ${String((e as Error).message).split('\n')[0]}`;
  }
  const invalid = spirvVal(spirv, 'vulkan1.2');
  return invalid ? `spirv-val: ${invalid.split('\n')[0]}` : 'ok';
}

const programs = loadPrograms();
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
