/**
 * ACO's programs (test/recompiler/aco/, compiled by RADV for GFX10) run in the reference executor and
 * recompiled on the Vulkan device (lavapipe in CI, OBERON_DEVICE=gpu on the H200), and must agree word
 * for word within the harness's ULP bounds. Guest memory is laid out as RADV's ABI expects: each
 * descriptor set a table of 16-byte V#s at the 32-bit pointer its user SGPR holds, reached through the
 * sign-extended high half 0xffff8000 (so the 48-bit address 0x8000_xxxxxxxx), each buffer 64 KiB of
 * seeded data. The recompile gets no memory for buffer-only programs: every V# is read at run time
 * (the dynamic path). Programs with images and samplers get T#s (linear RGBA8 images of random texels)
 * and point-sampling S#s (aco-programs.ts's ACO_SAMPLER) in their tables, except the MIPMAPPED ones
 * (four-level chains and a trilinear S#), and the request carries the memory (T#s must be
 * recompile-time constants). Programs with push constants are not run here; programs the recompiler
 * refuses on this device (the wave model's multi-wave limits) are listed as diagnostics.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { DiffCase, DiffRegion } from '../../src/difftest/case.js';
import { runDifferential } from '../../src/difftest/harness.js';
import { formatMismatchReport } from '../../src/difftest/report.js';
import { VulkanSide } from '../../src/difftest/vulkan-side.js';
import {
  decodeImageResource,
  encodeImageResource,
  encodeSampler,
} from '../../src/isa/tables/image-descriptor.js';
import { PS5_WAVE32, PS5_WAVE64 } from '../../src/isa/target.js';
import { imageAddressing } from '../../src/reference/semantics/image-access.js';
import { validatedDevice } from '../support/validated-device.js';
import { ACO_MSAA, ACO_SAMPLER, acoMultisampled } from './aco-programs.js';

const DIR = fileURLToPath(new URL('./aco/', import.meta.url));

interface Facts {
  readonly waveSize: 32 | 64;
  readonly workgroupSize: [number, number, number];
  readonly ldsBytes: number;
  readonly userSgprCount: number;
  readonly userSgprs: readonly { sgpr: number; role: string }[];
  readonly workgroupIdSgprs: [boolean, boolean, boolean];
  readonly tgSizeSgpr: boolean;
  readonly localIdComponents: 1 | 2 | 3;
  readonly pushConstants: unknown;
  readonly bindings: readonly { set: number; binding: number; kind: string; byteOffset: number }[];
}

/** Guest (48-bit) address of set `set`'s table; its user SGPR holds the low half. */
const setAddress = (set: number): number => 0x8000_0000_0000 + 0x10000 * (set + 1);
/** Guest address of binding `binding` of set `set`: 64 KiB each, after the tables. */
const bufferAddress = (set: number, binding: number): number =>
  0x8000_0010_0000 + (set * 16 + binding) * 0x10000;
const BUFFER_BYTES = 0x10000;
/** V# dword 3 of a raw buffer as RADV writes it (DST_SEL xyzw, 32_FLOAT, OOB_SELECT raw). */
const RAW_BUFFER_WORD3 = 0x31016fac;

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

/**
 * Programs whose results depend on the order in which lanes reach their atomics (atomicExchange and
 * atomicCompSwap return values): the host's order is not the executor's (docs/debt.md).
 */
const ORDER_DEPENDENT: ReadonlySet<string> = new Set(['buffer_atomics']);

/**
 * Programs the executor refuses: texelFetch on a sampler2DMS loads through RADV's FMASK descriptor,
 * all zeros for an image without FMASK (what a load through it returns is not stated: docs/debt.md).
 */
const REFERENCE_REFUSED: ReadonlySet<string> = new Set(['msaa_texel_fetch']);

function runnable(f: Facts): boolean {
  const known = f.bindings.every(
    (b) => b.kind === 'storageBuffer' || b.kind === 'uniformBuffer' || IMAGE_KINDS.has(b.kind),
  );
  const roles = f.userSgprs.every((u) => /^(scratch ring|descriptor set)/.test(u.role));
  return known && roles && f.pushConstants === null;
}

/** Whether a program binds images or samplers (its T#s/S#s are recompile-time constants then). */
const hasImages = (f: Facts): boolean => f.bindings.some((b) => IMAGE_KINDS.has(b.kind));

/** Guest address of an image binding's texels (after the buffers). */
const imageAddress = (set: number, binding: number): number =>
  0x8000_0100_0000 + (set * 16 + binding) * 0x10000;
const RGBA8_UNORM = 56;

/**
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
 * An image binding's T# and texels: a linear 16x16 RGBA8 UNORM image of random bytes, with two mip
 * levels for sampled images (texelFetch reads levels), four for the combined image samplers of
 * MIPMAPPED programs and one otherwise (plain loads and point sampling address one level);
 * multisampled bindings get ACO_MSAA's T#.
 */
function imageOf(
  name: string,
  set: number,
  b: Facts['bindings'][number],
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

function caseOf(name: string, words: Uint32Array, f: Facts): DiffCase {
  const next = seeded(name.length * 7919 + words.length);
  const mipmapped = MIPMAPPED.has(name);
  const sampler = mipmapped ? TRILINEAR_SAMPLER : ACO_SAMPLER;
  const regions: DiffRegion[] = [];
  const userSgprs = Array.from({ length: f.userSgprCount }, () => 0);
  for (const set of new Set(f.bindings.map((b) => b.set))) {
    const table = new Uint32Array(64);
    for (const b of f.bindings.filter((x) => x.set === set)) {
      if (b.kind === 'sampler' || b.kind === 'combinedImageSampler')
        table.set(sampler, (b.byteOffset + (b.kind === 'sampler' ? 0 : 80)) / 4);
      if (b.kind === 'sampler') continue;
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
      regions.push({ base, bytes: new Uint8Array(data.buffer), output: b.kind === 'storageBuffer' });
    }
    regions.push({ base: setAddress(set), bytes: new Uint8Array(table.buffer), output: false });
    const u = f.userSgprs.find((x) => x.role.startsWith(`descriptor set ${set}`));
    if (u) userSgprs[u.sgpr] = setAddress(set) % 2 ** 32;
  }
  return {
    name,
    target: f.waveSize === 64 ? PS5_WAVE64 : PS5_WAVE32,
    program: words,
    userSgprs,
    workgroupSize: f.workgroupSize,
    workgroups: [2, 1, 1],
    workgroupIdSgprs: f.workgroupIdSgprs,
    ...(f.tgSizeSgpr ? { tgSizeSgpr: true } : {}),
    localIdComponents: f.localIdComponents,
    ldsBytes: f.ldsBytes,
    regions,
    ...(hasImages(f) ? { requestMemory: true } : {}),
  };
}

const programs = readdirSync(DIR)
  .filter((file) => file.endsWith('.bin'))
  .sort()
  .map((file) => {
    const name = file.slice(0, -4);
    const bytes = readFileSync(join(DIR, file));
    const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4).slice();
    const facts = JSON.parse(readFileSync(join(DIR, `${name}.json`), 'utf8')) as Facts;
    return { name, words, facts };
  })
  .filter((p) => runnable(p.facts) && !ORDER_DEPENDENT.has(p.name) && !REFERENCE_REFUSED.has(p.name));

const deviceOf = validatedDevice();

describe('ACO programs: reference executor vs recompiled on the device (V#s read at run time)', () => {
  it('runs every program the recompiler takes on this device, with no mismatch', (t) => {
    assert.ok(programs.length >= 10, `${programs.length} runnable programs`);
    const side = new VulkanSide(deviceOf());
    let matched = 0;
    const refused: string[] = [];
    const mismatched: string[] = [];
    for (const p of programs) {
      const result = runDifferential(caseOf(p.name, p.words, p.facts), [side]);
      const outcome = result.outcomes[0];
      // The mip-chain programs exist to exercise LOD sampling: a refusal there is a failure.
      if (MIPMAPPED.has(p.name) && outcome?.kind === 'refused') assert.fail(`${p.name}: ${outcome.reason}`);
      if (outcome?.kind === 'match') matched++;
      else if (outcome?.kind === 'refused') refused.push(`${p.name}: ${outcome.reason.split('\n')[0]}`);
      else if (outcome?.kind === 'mismatch') {
        const c = caseOf(p.name, p.words, p.facts);
        mismatched.push(formatMismatchReport(c, side.name, outcome.mismatches, result.trace));
      }
    }
    t.diagnostic(`${matched} of ${programs.length} matched on ${side.name}; refused: ${refused.join('; ')}`);
    assert.deepEqual(mismatched, []);
    assert.ok(matched >= 5, `only ${matched} programs ran`);
  });
});
