/**
 * Every program of ACO's corpus (test/recompiler/aco/, compiled by RADV for GFX10) runs in the
 * reference executor and recompiled on the Vulkan device (lavapipe in CI, OBERON_DEVICE=gpu on the
 * H200), and must agree word for word within the harness's ULP bounds; a program the device refuses
 * fails the test unless LISTED_REFUSALS names it with its reason.
 *
 * Guest memory is laid out as RADV's ABI expects (aco/README.md): each descriptor set a table at the
 * 32-bit pointer its user SGPR holds, reached through the sign-extended high half 0xffff8000 (so the
 * 48-bit address 0x8000_xxxxxxxx), each buffer 64 KiB of seeded data; push constants inline in their
 * user SGPRs and, for a program that indexes them, in a 128-byte block at the push constant pointer;
 * gl_NumWorkGroups as x, y, z dwords (the dispatch's grid) at the 64-bit workgroup count pointer. The
 * values of push constants, grids and preset buffer words are aco-programs.ts's ACO_LAUNCHES. The
 * recompile gets no memory for buffer-only programs: every V# and push constant read through a
 * pointer is read at run time. Programs with images and samplers get T#s (linear RGBA8 images of
 * random texels) and point-sampling S#s (ACO_SAMPLER) in their tables, except the MIPMAPPED ones
 * (four-level chains and a trilinear S#); a sampled image's FMASK descriptor is zero as RADV writes
 * it for an image without FMASK (a null T#, which msaa_texel_fetch loads through); and the request
 * carries the memory (T#s must be recompile-time constants).
 *
 * Order: lanes reach atomics in a different order on the device than in the executor, so words that
 * depend on that order are checked for what every order gives, then left out of the comparison
 * (ORDER_INDEPENDENT).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DiffCase, DiffRegion, RegionContents } from '../../src/difftest/case.js';
import { compareContents } from '../../src/difftest/harness.js';
import { runReference } from '../../src/difftest/reference-side.js';
import { formatMismatchReport } from '../../src/difftest/report.js';
import { traceWriters } from '../../src/difftest/trace.js';
import { VulkanSide } from '../../src/difftest/vulkan-side.js';
import {
  decodeImageResource,
  encodeImageResource,
  encodeSampler,
} from '../../src/isa/tables/image-descriptor.js';
import { PS5_WAVE32, PS5_WAVE64 } from '../../src/isa/target.js';
import { imageAddressing } from '../../src/reference/semantics/image-access.js';
import { validatedDevice } from '../support/validated-device.js';
import {
  ACO_LAUNCHES,
  ACO_MSAA,
  ACO_SAMPLER,
  type AcoProgramFacts,
  acoMultisampled,
  loadAcoPrograms,
} from './aco-programs.js';

/** Guest (48-bit) address of set `set`'s table; its user SGPR holds the low half. */
const setAddress = (set: number): number => 0x8000_0000_0000 + 0x10000 * (set + 1);
/** Guest address of binding `binding` of set `set`: 64 KiB each, after the tables. */
const bufferAddress = (set: number, binding: number): number =>
  0x8000_0010_0000 + (set * 16 + binding) * 0x10000;
/** The push constant block (reached through its 32-bit pointer) and the workgroup counts. */
const PUSH_ADDRESS = 0x8000_0000_8000;
const PUSH_BYTES = 128;
const GRID_ADDRESS = 0x8000_0000_9000;
const BUFFER_BYTES = 0x10000;
/** V# dword 3 of a raw buffer as RADV writes it (DST_SEL xyzw, 32_FLOAT, OOB_SELECT raw). */
const RAW_BUFFER_WORD3 = 0x31016fac;
const DEFAULT_WORKGROUPS: readonly [number, number, number] = [2, 1, 1];

function seeded(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return x >>> 0;
  };
}

const IMAGE_KINDS = new Set(['storageImage', 'sampledImage', 'combinedImageSampler', 'sampler']);
const BUFFER_KINDS = new Set(['storageBuffer', 'uniformBuffer']);

/** Guest address of an image binding's texels (after the buffers). */
const imageAddress = (set: number, binding: number): number =>
  0x8000_0100_0000 + (set * 16 + binding) * 0x10000;
const RGBA8_UNORM = 56;

/**
 * Programs that sample mip chains by LOD (textureLod): their combined image samplers get four levels
 * and TRILINEAR_SAMPLER, so lanes blend pairs of levels.
 */
const MIPMAPPED: ReadonlySet<string> = new Set(['texture_lod_w32', 'texture_lod_w64']);
const TRILINEAR_SAMPLER = encodeSampler({
  xyMagFilter: 'BILINEAR',
  xyMinFilter: 'BILINEAR',
  mipFilter: 'LINEAR',
});

/**
 * Programs the device may refuse, with the reason (matched against the refusal) and why that is
 * acceptable; every other refusal fails the test.
 */
const LISTED_REFUSALS: Readonly<Record<string, { readonly reason: RegExp; readonly why: string }>> = {};

/**
 * An image binding's T# and texels: a linear 16x16 RGBA8 UNORM image of random bytes, with two mip
 * levels for sampled images (texelFetch reads levels), four for the combined image samplers of
 * MIPMAPPED programs and one otherwise (plain loads and point sampling address one level);
 * multisampled bindings get ACO_MSAA's T#.
 */
function imageOf(
  name: string,
  set: number,
  b: AcoProgramFacts['bindings'][number],
  next: () => number,
  mipmapped: boolean,
) {
  const msaa = acoMultisampled(name, set, b.binding);
  const words = encodeImageResource({
    base: imageAddress(set, b.binding),
    format: RGBA8_UNORM,
    width: 16,
    height: 16,
    ...(msaa
      ? ACO_MSAA
      : {
          mipLevels: b.kind === 'sampledImage' ? 2 : mipmapped && b.kind === 'combinedImageSampler' ? 4 : 1,
        }),
  });
  const size = imageAddressing(decodeImageResource(words), 4).layout.sizeBytes;
  const bytes = Uint8Array.from({ length: size }, () => next() & 0xff);
  return { words, region: { base: imageAddress(set, b.binding), bytes, output: b.kind === 'storageImage' } };
}

/** The bytes of dwords. */
const bytesOf = (words: readonly number[]): Uint8Array => new Uint8Array(Uint32Array.from(words).buffer);

/**
 * The user SGPRs of the roles other than descriptor sets (push constants, the workgroup count
 * pointer) and the regions they point at; throws for a role the test does not know.
 */
function launchSgprs(name: string, f: AcoProgramFacts, userSgprs: number[], regions: DiffRegion[]): void {
  const launch = ACO_LAUNCHES[name];
  const push = launch?.push ?? [];
  const pushDword = (k: number): number => {
    const value = push[k];
    if (value === undefined) throw new Error(`${name}: ACO_LAUNCHES gives no push constant dword ${k}`);
    return value;
  };
  const grid = launch?.workgroups ?? DEFAULT_WORKGROUPS;
  for (const u of f.userSgprs) {
    const inline = /^push constants, inline dword (\d+)$/.exec(u.role);
    if (inline) {
      const k = Number(inline[1]);
      userSgprs[u.sgpr] = pushDword(launch?.inline?.[k] ?? k);
    } else if (u.role === 'push constants (32-bit pointer)') {
      userSgprs[u.sgpr] = PUSH_ADDRESS % 2 ** 32;
      const block = Array.from({ length: PUSH_BYTES / 4 }, (_, k) => push[k] ?? 0);
      regions.push({ base: PUSH_ADDRESS, bytes: bytesOf(block), output: false });
    } else if (u.role.startsWith('workgroup count')) {
      userSgprs[u.sgpr] = GRID_ADDRESS % 2 ** 32;
      userSgprs[u.sgpr + 1] = Math.floor(GRID_ADDRESS / 2 ** 32);
      regions.push({ base: GRID_ADDRESS, bytes: bytesOf([...grid, 0]), output: false });
    } else if (!/^(scratch ring|descriptor set)/.test(u.role)) {
      throw new Error(`${name}: user SGPR s${u.sgpr} has a role the test does not launch: ${u.role}`);
    }
  }
}

function caseOf(name: string, words: Uint32Array, f: AcoProgramFacts): DiffCase {
  const next = seeded(name.length * 7919 + words.length);
  const launch = ACO_LAUNCHES[name];
  const mipmapped = MIPMAPPED.has(name);
  const sampler = mipmapped ? TRILINEAR_SAMPLER : ACO_SAMPLER;
  const regions: DiffRegion[] = [];
  const userSgprs = Array.from({ length: f.userSgprCount }, () => 0);
  for (const set of new Set(f.bindings.map((b) => b.set))) {
    const table = new Uint32Array(64);
    for (const b of f.bindings.filter((x) => x.set === set)) {
      if (!BUFFER_KINDS.has(b.kind) && !IMAGE_KINDS.has(b.kind))
        throw new Error(`${name}: binding ${set}.${b.binding} has a kind the test does not bind: ${b.kind}`);
      if (b.kind === 'sampler' || b.kind === 'combinedImageSampler')
        table.set(sampler, (b.byteOffset + (b.kind === 'sampler' ? 0 : 80)) / 4);
      if (b.kind === 'sampler') continue;
      // A sampled image's FMASK descriptor (bytes 32..63) stays zero: RADV's for an image without FMASK.
      if (IMAGE_KINDS.has(b.kind)) {
        const { words, region } = imageOf(name, set, b, next, mipmapped);
        table.set(words, b.byteOffset / 4);
        regions.push(region);
        continue;
      }
      const base = bufferAddress(set, b.binding);
      table.set(
        [base % 2 ** 32, Math.floor(base / 2 ** 32), BUFFER_BYTES, RAW_BUFFER_WORD3],
        b.byteOffset / 4,
      );
      // Floats in [-8, 8) and small integers: what the shaders compute on, without NaN inputs.
      const data = Float32Array.from({ length: BUFFER_BYTES / 4 }, () => ((next() % 4096) - 2048) / 256);
      const dwords = new Uint32Array(data.buffer);
      for (const p of launch?.preset ?? [])
        if (p.set === set && p.binding === b.binding) dwords[p.word] = p.value;
      regions.push({ base, bytes: new Uint8Array(data.buffer), output: b.kind === 'storageBuffer' });
    }
    regions.push({ base: setAddress(set), bytes: new Uint8Array(table.buffer), output: false });
    const u = f.userSgprs.find((x) => x.role.startsWith(`descriptor set ${set}`));
    if (u) userSgprs[u.sgpr] = setAddress(set) % 2 ** 32;
  }
  launchSgprs(name, f, userSgprs, regions);
  return {
    name,
    target: f.waveSize === 64 ? PS5_WAVE64 : PS5_WAVE32,
    program: words,
    userSgprs,
    workgroupSize: f.workgroupSize,
    workgroups: launch?.workgroups ?? DEFAULT_WORKGROUPS,
    workgroupIdSgprs: f.workgroupIdSgprs,
    ...(f.tgSizeSgpr ? { tgSizeSgpr: true } : {}),
    localIdComponents: f.localIdComponents,
    ldsBytes: f.ldsBytes,
    regions,
    ...(f.bindings.some((b) => IMAGE_KINDS.has(b.kind)) ? { requestMemory: true } : {}),
  };
}

/** The dwords of the region at guest address `base` (a view into `contents`). */
function regionWords(c: DiffCase, contents: RegionContents, base: number): Uint32Array {
  const i = c.regions.findIndex((r) => r.base === base);
  const bytes = contents[i];
  if (!bytes) throw new Error(`${c.name}: no region at 0x${base.toString(16)}`);
  return new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
}

/** The value ACO_LAUNCHES presets at word `word` of binding (set, binding) of program `name`. */
function presetWord(name: string, set: number, binding: number, word: number): number {
  const p = ACO_LAUNCHES[name]?.preset?.find(
    (x) => x.set === set && x.binding === binding && x.word === word,
  );
  if (!p) throw new Error(`${name}: ACO_LAUNCHES presets no word ${word} of binding ${set}.${binding}`);
  return p.value;
}

/** Lanes of a case's dispatch. */
const laneCount = (c: DiffCase): number =>
  [...c.workgroupSize, ...c.workgroups].reduce((product, n) => product * n, 1);

/**
 * Per program, what it computes that depends on the order lanes reach their atomics: `canonical`
 * checks on one side's final contents (in place) what every order gives, then rewrites the
 * order-dependent words to a form every order shares, so the comparison covers the rest.
 */
const ORDER_INDEPENDENT: Readonly<
  Record<string, (c: DiffCase, contents: RegionContents, side: string) => void>
> = {
  /**
   * atomicMin/Max/And/Or/Xor commute: Counters words 0..4 are compared as they are. atomicExchange
   * (slot, word 5) and atomicCompSwap (lock, word 6) and previous[i] = old ^ (swapped << 16) depend on
   * the order. What every order gives: the old values of the exchanges and the final slot are the
   * initial slot (preset 0xffff) and every lane index once (the exchanges form one chain); exactly one lane w saw
   * the initial lock 0, the lock ends at w + 1 and every other lane saw w + 1. Those words are then
   * zeroed on both sides.
   */
  buffer_atomics(c, contents, side) {
    const counters = regionWords(c, contents, bufferAddress(0, 0));
    const previous = regionWords(c, contents, bufferAddress(0, 2));
    const n = laneCount(c);
    const olds = [...previous.subarray(0, n)].map((p) => p & 0xffff);
    const swapped = [...previous.subarray(0, n)].map((p) => p >>> 16);
    const chain = [...olds, counters[5] as number].sort((a, b) => a - b);
    const expected = [...Array.from({ length: n }, (_, i) => i), presetWord(c.name, 0, 0, 5)];
    assert.deepEqual(chain, expected, `${side}: the exchanges' old values and the final slot`);
    const winners = swapped.flatMap((s, lane) => (s === 0 ? [lane] : []));
    assert.equal(winners.length, 1, `${side}: lanes whose compare-swap saw 0: ${winners.join(', ')}`);
    const w = winners[0] as number;
    assert.equal(counters[6], w + 1, `${side}: the lock after lane ${w}'s compare-swap`);
    assert.ok(
      swapped.every((s, lane) => lane === w || s === w + 1),
      `${side}: every other compare-swap saw ${w + 1}`,
    );
    counters[5] = 0;
    counters[6] = 0;
    previous.fill(0, 0, n);
  },
  /**
   * Each subgroup reserves its run of kept[] with an atomicAdd on count, so the runs' order depends on
   * the order subgroups reach it; count does not. kept[0..count) is sorted on both sides.
   */
  subgroup_ballot(c, contents) {
    const out = regionWords(c, contents, bufferAddress(0, 1));
    const count = out[0] as number;
    assert.ok(count <= laneCount(c), `count ${count} exceeds the ${laneCount(c)} lanes`);
    out.subarray(1, 1 + count).sort();
  },
};

const programs = loadAcoPrograms();
const deviceOf = validatedDevice();

describe('ACO programs: reference executor vs recompiled on the device', () => {
  it('the corpus is the 33 programs of issue 16', () => {
    assert.equal(programs.length, 33);
  });
  for (const p of programs) {
    it(p.name, (t) => {
      const c = caseOf(p.name, p.words, p.facts);
      const device = deviceOf();
      const msaa = p.facts.bindings.some((b) => acoMultisampled(p.name, b.set, b.binding));
      // Multisampled images are bound as multisampled storage images of ACO_MSAA's sample count.
      const samples = 2 ** ACO_MSAA.lastLevel;
      if (msaa && !device.profile.features.shaderStorageImageMultisample) {
        t.skip('the device lacks shaderStorageImageMultisample');
        return;
      }
      const limits = device.profile.limits;
      if (msaa && (limits.storageImageSampleCounts & limits.framebufferColorSampleCounts & samples) === 0) {
        t.skip(`the device has no ${samples}-sample storage images or colour targets`);
        return;
      }
      const side = new VulkanSide(device);
      const reference = runReference(c);
      const run = side.run(c);
      if (run.kind === 'refused') {
        const listed = LISTED_REFUSALS[p.name];
        if (listed?.reason.test(run.reason)) return;
        assert.fail(`${p.name} refused on ${side.name}: ${run.reason}`);
      }
      const canonical = ORDER_INDEPENDENT[p.name];
      canonical?.(c, reference, 'reference');
      canonical?.(c, run.contents, side.name);
      const mismatches = compareContents(c, reference, run.contents, () => traceWriters(c));
      if (mismatches.length > 0) assert.fail(formatMismatchReport(c, side.name, mismatches, traceWriters(c)));
    });
  }
});
