/**
 * Recompiled guest programs executed on Vulkan (the device OBERON_DEVICE selects; lavapipe in CI):
 * - every oracle kernel of test/reference/kernels in each wave size it declares, recompiled for the
 *   device's target profile, run with its model's inputs and compared with the model's expected
 *   outputs exactly as the executor's kernel harness compares them (bitwise; the model's own check for
 *   ULP-bounded and order-free atomic results);
 * - a handful of recompiler corpus kernels, differentially against the reference executor;
 * - probes (asm programs) of behaviour exactness relies on: fused fma, kept denormals, v_div_scale at
 *   the edge of the range, a ballot after an EXEC-guarded store, guarded stores after a barrier in a
 *   loop.
 * Guest memory lives in one device-address buffer at its guest layout (test/support/gpu-run.ts and the
 * difftest Vulkan side). Every run requires zero validation messages. A program the recompiler refuses
 * for this device (a wave-wide operation or lockstep LDS access under a branch that differs between
 * the lanes of a wave, in a several-wave workgroup on a subgroup narrower than the wave: none today) is
 * reported as TODO naming the refusal; any other refusal fails. Known differences of a device are listed per device with the reason and run as TODO.
 */
import assert from 'node:assert/strict';
import { appendFileSync } from 'node:fs';
import { after, describe, it, type TestContext } from 'node:test';
import type { DiffCase } from '../../src/difftest/case.js';
import { runDifferential } from '../../src/difftest/harness.js';
import { VulkanSide } from '../../src/difftest/vulkan-side.js';
import { assembleWords } from '../../src/isa/index.js';
import { PS5_WAVE32, PS5_WAVE64 } from '../../src/isa/target.js';
import { Device } from '../../src/vulkan/device.js';
import { isLavapipe } from '../../src/vulkan/device-select.js';
import { formatMessages } from '../../src/vulkan/validation.js';
import { type KernelCase, type KernelRun, Rng, seedOf, words } from '../reference/kernels/case.js';
import { KERNEL_CASES } from '../reference/kernels/index.js';
import { compareWithModel, GUEST_BASE, kernelCase } from '../support/gpu-run.js';
import {
  CORPUS_KERNELS,
  type CorpusKernel,
  kernelSourceNames,
  loadPrograms,
  type Wave,
} from './llvm-programs.js';

const device = Device.open({ validation: true });
const side = new VulkanSide(device);
const lavapipe = isLavapipe(device.physical);
const subgroup = device.profile.subgroup;
const { fixture, source } = loadPrograms(KERNEL_CASES.map((k) => k.name));

after(() => {
  const before = device.messages.length;
  const validation = device.instance.validation;
  device.destroy();
  const messages = (validation?.messages ?? []).slice(before);
  assert.equal(messages.length, 0, `validation messages while destroying:\n${formatMessages(messages)}`);
});

/**
 * Known differences on lavapipe, as `name@wave` (or `name`) -> reason: device limits of lavapipe and
 * gaps outside the recompiler's rules (/tmp/e2e-bugs.md). They run and report as TODO.
 */
const LAVAPIPE_KNOWN: Readonly<Record<string, string>> = {};

/** Known differences on other devices (none yet). */
const GPU_KNOWN: Readonly<Record<string, string>> = {};

/**
 * Kernels whose inputs or results include f32 denormals: on a device whose float controls cannot
 * preserve f32 denormals (the H200 reports shaderDenormPreserveFloat32 = false), the host flushes them,
 * an approximation docs/debt.md lists. Keyed by kernel or corpus name.
 */
const F32_DENORMALS = new Set([
  'f32_arith',
  'f32_fma',
  'f32_div',
  'f32_div_edge',
  'f32_round',
  'f32_sqrt',
  'f32_transcendental',
  'vec4_copy',
]);
const F32_DENORMALS_FLUSHED = !device.profile.floatControls.denormPreserve.includes(32) && !lavapipe;
const DENORMAL_REASON = `${device.physical.properties.deviceName} cannot preserve f32 denormals (shaderDenormPreserveFloat32 is false): the host flushes them`;

/** Known differences on every device (gaps outside the recompiler's rules). */
const ALL_KNOWN: Readonly<Record<string, string>> = {};

function knownIssue(key: string, name: string): string | undefined {
  if (F32_DENORMALS_FLUSHED && F32_DENORMALS.has(name)) return DENORMAL_REASON;
  const table = lavapipe ? LAVAPIPE_KNOWN : GPU_KNOWN;
  return table[key] ?? table[name] ?? ALL_KNOWN[key] ?? ALL_KNOWN[name];
}

/** True for refusals the recompiler makes on purpose for this device or program. */
function expectedRefusal(reason: string, c: DiffCase): boolean {
  const wave = c.target.wave64 ? 64 : 32;
  const [x, y, z] = c.workgroupSize;
  return /several waves/.test(reason) && subgroup.maxSize < wave && x * y * z > wave;
}

/** Runs `c` on the device; returns the final regions, or undefined after reporting a refusal as TODO. */
/**
 * Debug aid: with OBERON_TEST_PROGRESS=<file>, each case's name is appended there before its dispatch
 * (node's runner prints a suite's results only when the suite ends, so a hung dispatch shows nothing).
 */
const PROGRESS = process.env.OBERON_TEST_PROGRESS;
function progress(c: DiffCase): void {
  if (PROGRESS) appendFileSync(PROGRESS, `${new Date().toISOString()} ${c.name}\n`);
}

function runOnDevice(t: TestContext, c: DiffCase): readonly Uint8Array[] | undefined {
  progress(c);
  const r = side.run(c);
  if (r.kind === 'ran') return r.contents;
  assert.ok(expectedRefusal(r.reason, c), `unexpected refusal: ${r.reason}`);
  t.todo(`refused for ${device.physical.properties.deviceName}: ${r.reason}`);
  return undefined;
}

function copyRun(run: KernelRun): KernelRun {
  const buffers: Record<string, Uint8Array> = {};
  for (const [name, bytes] of Object.entries(run.buffers)) buffers[name] = bytes.slice();
  return { ...run, buffers };
}

function runKernel(t: TestContext, kc: KernelCase, wave: Wave): void {
  const program = fixture.kernels[`${kc.name}@${wave}`];
  assert.ok(program, `no compiled program for ${kc.name}@${wave} in ${source}`);
  const run = kc.setup(new Rng(seedOf(kc.name) ^ wave), wave);
  const initial = copyRun(run);
  const c = kernelCase(kc.name, wave, program.words, run);
  const contents = runOnDevice(t, c);
  if (!contents) return;
  const names = Object.keys(run.buffers);
  const actual: Record<string, Uint8Array> = {};
  names.forEach((name, i) => {
    actual[name] = contents[i] as Uint8Array;
  });
  assert.deepEqual(
    compareWithModel(kc.expect(initial, wave), actual),
    [],
    `${c.name} differs from its model`,
  );
}

const DEVICE = `${device.physical.properties.deviceName} (subgroup ${subgroup.minSize}..${subgroup.maxSize})`;

describe(`recompiled oracle kernels on ${DEVICE}`, () => {
  it('has a compiled program for every oracle kernel in every wave size it declares', () => {
    const names = KERNEL_CASES.map((k) => k.name).sort();
    const sources = kernelSourceNames();
    if (sources) assert.deepEqual(names, sources);
    assert.deepEqual(Object.keys(fixture.waves).sort(), names);
    for (const [name, waves] of Object.entries(fixture.waves)) {
      assert.ok(waves.length > 0, name);
      for (const w of waves) assert.ok(fixture.kernels[`${name}@${w}`], `${name}@${w}`);
    }
    for (const key of [
      ...Object.keys(LAVAPIPE_KNOWN),
      ...Object.keys(GPU_KNOWN),
      ...Object.keys(ALL_KNOWN),
    ]) {
      assert.ok(names.includes(key.split('@')[0] as string), `known-issue table names unknown kernel ${key}`);
    }
    const corpusNames = new Set(fixture.corpus.map((k) => k.name));
    for (const name of F32_DENORMALS)
      assert.ok(names.includes(name) || corpusNames.has(name), `unknown kernel ${name}`);
  });

  for (const kc of KERNEL_CASES) {
    const declared = fixture.waves[kc.name] ?? [];
    for (const wave of (kc.waves ?? declared).filter((w) => declared.includes(w))) {
      const todo = knownIssue(`${kc.name}@${wave}`, kc.name);
      it(`${kc.name} wave${wave}: ${kc.about}`, todo ? { todo } : {}, (t) => runKernel(t, kc, wave));
    }
  }
});

/** A corpus kernel's dispatch: two one-wave workgroups, 4 KiB random regions, small scalar values. */
function corpusCase(k: CorpusKernel): DiffCase {
  const rng = new Rng(seedOf(k.name) ^ k.wave);
  const regions: DiffCase['regions'][number][] = [];
  const userSgprs: number[] = [];
  for (const arg of k.args) {
    if (arg === 'ptr') {
      const base = GUEST_BASE + regions.length * 0x2000;
      regions.push({ base, bytes: words(1024, () => rng.u32()), output: true });
      userSgprs.push(base % 2 ** 32, Math.floor(base / 2 ** 32));
    } else if (arg === 'i64') userSgprs.push(rng.u32(), rng.u32());
    else if (arg === 'f32') userSgprs.push(0x3fc00000);
    else userSgprs.push(5);
  }
  return {
    name: `${k.name} wave${k.wave}`,
    target: k.wave === 64 ? PS5_WAVE64 : PS5_WAVE32,
    program: Uint32Array.from(k.words),
    userSgprs,
    workgroupSize: [k.wave, 1, 1],
    workgroups: [2, 1, 1],
    workgroupIdSgprs: [true, false, false],
    localIdComponents: 2,
    ldsBytes: k.usesLds ? 4096 : 0,
    regions,
  };
}

/** Runs `c` on the reference executor and the device and requires equal outputs. */
function differential(t: TestContext, c: DiffCase): void {
  progress(c);
  const result = runDifferential(c, [side]);
  const outcome = result.outcomes[0];
  assert.ok(outcome);
  if (outcome.kind === 'refused') {
    assert.ok(expectedRefusal(outcome.reason, c), `unexpected refusal: ${outcome.reason}`);
    t.todo(`refused for ${device.physical.properties.deviceName}: ${outcome.reason}`);
    return;
  }
  const lines =
    outcome.kind === 'mismatch'
      ? outcome.mismatches
          .slice(0, 8)
          .map(
            (m) =>
              `region ${m.region} word ${m.word}: reference 0x${m.reference.toString(16)}, device 0x${m.other.toString(16)}`,
          )
      : [];
  assert.deepEqual(lines, [], `${c.name}: the device differs from the reference executor`);
}

describe(`recompiler corpus kernels on ${DEVICE}, against the reference executor`, () => {
  it('has every chosen corpus kernel', () => {
    assert.deepEqual([...new Set(fixture.corpus.map((k) => k.name))].sort(), [...CORPUS_KERNELS].sort());
  });
  for (const k of fixture.corpus) {
    const todo = F32_DENORMALS_FLUSHED && F32_DENORMALS.has(k.name) ? DENORMAL_REASON : undefined;
    it(`${k.name} wave${k.wave}`, todo ? { todo } : {}, (t) => differential(t, corpusCase(k)));
  }
});

/** A one-workgroup probe writing `out` (s[0:1]) from an assembled program. */
function probe(name: string, wave: Wave, lines: readonly string[], scalars: readonly number[]): DiffCase {
  const target = wave === 64 ? PS5_WAVE64 : PS5_WAVE32;
  return {
    name,
    target,
    program: Uint32Array.from(assembleWords(lines.join('\n'), target)),
    userSgprs: [GUEST_BASE % 2 ** 32, Math.floor(GUEST_BASE / 2 ** 32), ...scalars],
    workgroupSize: [wave, 1, 1],
    workgroups: [1, 1, 1],
    workgroupIdSgprs: [false, false, false],
    localIdComponents: 1,
    ldsBytes: 64,
    regions: [{ base: GUEST_BASE, bytes: words(64, (i) => 0xdead0000 | i), output: true }],
  };
}

describe(`host behaviour the recompiled code relies on, on ${DEVICE}`, () => {
  // (1 + 2^-23)^2 - round((1 + 2^-23)^2): fused gives 2^-46, unfused 0.
  const a = 0x3f800001;
  const c = 0xbf800002;
  it('v_fma_f32 rounds once (a*b - round(a*b) is the rounding error, not 0)', (t) =>
    differential(
      t,
      probe(
        'fma probe',
        32,
        ['v_mov_b32 v2, 0', 'v_fma_f32 v1, s2, s2, s3', 'global_store_dword v2, v1, s[0:1]', 's_endpgm'],
        [a, c],
      ),
    ));
  it('f32 denormal results are kept (2^-70 * 2^-70 = 2^-140)', (t) =>
    differential(
      t,
      probe(
        'denormal probe',
        32,
        ['v_mov_b32 v2, 0', 'v_mul_f32 v1, s2, s2', 'global_store_dword v2, v1, s[0:1]', 's_endpgm'],
        [0x1c800000],
      ),
    ));
  it('a ballot after a lane-divergent store sees the whole wave', (t) =>
    differential(
      t,
      probe(
        'ballot-after-guarded-store probe',
        32,
        [
          's_mov_b32 exec_lo, 1',
          'v_mov_b32 v2, 0',
          'v_mov_b32 v8, 6',
          'global_store_dword v2, v8, s[0:1] offset:4',
          's_mov_b32 exec_lo, -1',
          'v_cmp_gt_u32 vcc_lo, 5, v0',
          's_bcnt1_i32_b32 s5, vcc_lo',
          'v_mov_b32 v9, s5',
          'v_lshlrev_b32 v3, 2, v0',
          'global_store_dword v3, v9, s[0:1] offset:32',
          's_endpgm',
        ],
        [],
      ),
    ));
  it('v_div_scale_f32 scales FLT_MAX down by 2^-64 (its reciprocal is denormal)', (t) =>
    differential(
      t,
      probe(
        'div_scale probe',
        32,
        [
          'v_mov_b32 v2, 0',
          'v_div_scale_f32 v1, vcc_lo, s3, s3, s2',
          'global_store_dword v2, v1, s[0:1]',
          's_endpgm',
        ],
        [0x3f176d6d, 0x7f7fffff],
      ),
    ));
  it('lane-divergent stores after a barrier inside a uniform loop all land (wave64)', (t) =>
    differential(
      t,
      probe(
        'barrier probe',
        64,
        [
          's_mov_b32 s4, 2',
          's_barrier',
          's_sub_u32 s4, s4, 1',
          's_cmp_lg_u32 s4, 0',
          's_cbranch_scc1 65532',
          's_mov_b64 exec, 1',
          'v_mov_b32 v2, 0',
          'v_mov_b32 v8, 6',
          'global_store_dword v2, v8, s[0:1] offset:4',
          'global_store_dword v2, v8, s[0:1] offset:8',
          'global_store_dword v2, v8, s[0:1] offset:12',
          'global_store_dword v2, v8, s[0:1] offset:16',
          's_endpgm',
        ],
        [],
      ),
    ));
});
