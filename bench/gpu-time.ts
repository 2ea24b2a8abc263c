/**
 * GPU time of recompiled code against the same computation written natively. Each kernel of
 * support/gpu-kernels.ts (float chain, integer chain, memory copy, LDS reduction, branchy) is an
 * LLVM-compiled wave32 gfx1013 program, recompiled for the device's target profile, and a GLSL
 * shader (glslangValidator, buffer_reference) computing bit-identical outputs. Both run on the same
 * device with the same device-local memory: the recompiled program reaches guest memory through one
 * buffer device address plus the push constant offset (as src/difftest/vulkan-side.ts sets it up),
 * the GLSL through the two addresses in its push constants. Both outputs are checked equal word for
 * word, then each dispatch is timed by GPU timestamps around it (vkCmdWriteTimestamp; the wall time of
 * submission and fence wait where the queue has none), in alternating order, median of SAMPLES after a
 * warm-up (llvmpipe compiles the shader at its first dispatch); the ratio is the median of the pairs'
 * ratios, each pair measured back to back, which keeps it steady on a loaded machine.
 *
 * Rows per kernel: our GPU time with ratio ours / native (lower is better; 1.0 is native speed), the
 * native time, and the SPIR-V words of both sides. Dispatch size: 2^20 invocations on lavapipe, 2^24
 * on a GPU (at most 65535 workgroups: 2M invocations for the 32-wide reduction).
 *
 * Standalone: node --import tsx bench/gpu-time.ts [--prebuild] [--samples N] [KERNEL...]  (device from OBERON_DEVICE,
 * default a GPU else lavapipe; --prebuild rewrites bench/gpu-kernels/prebuilt.json for machines without
 * LLVM).
 */
import { pathToFileURL } from 'node:url';
import type { DiffCase } from '../src/difftest/case.js';
import { requestOf } from '../src/difftest/request.js';
import { PS5_WAVE32 } from '../src/isa/target.js';
import {
  addressOffsetOf,
  computeInterfaceOf,
  mappedBytes,
  pushConstantBytes,
  type RecompileResult,
  recompile,
  sinkAfter,
} from '../src/recompiler/index.js';
import {
  VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT,
  VK_BUFFER_USAGE_STORAGE_BUFFER_BIT,
  VK_BUFFER_USAGE_TRANSFER_DST_BIT,
  VK_BUFFER_USAGE_TRANSFER_SRC_BIT,
  VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT,
  VK_SHADER_STAGE_COMPUTE_BIT,
} from '../src/vulkan/bindings.generated.js';
import { Buffer } from '../src/vulkan/buffer.js';
import { Recorder } from '../src/vulkan/commands.js';
import { type Destroyable, Device } from '../src/vulkan/device.js';
import { isLavapipe } from '../src/vulkan/device-select.js';
import { PipelineLayout, ShaderModule } from '../src/vulkan/layout.js';
import { createComputePipeline, type Pipeline } from '../src/vulkan/pipeline.js';
import { TimestampPool } from '../src/vulkan/query.js';
import { Fence, oneShot, submit } from '../src/vulkan/submit.js';
import { readBuffer, uploadBuffer } from '../src/vulkan/transfer.js';
import { Rng, seedOf } from '../test/reference/kernels/case.js';
import { GPU_KERNELS, type GpuKernel, loadKernels, writePrebuilt } from './support/gpu-kernels.js';
import { refusal } from './support/refusal.js';
import type { BenchRow } from './types.js';

/** Timed samples per side by default. */
const SAMPLES = 15;
const LAVAPIPE_INVOCATIONS = 2 ** 20;
const GPU_INVOCATIONS = 2 ** 24;
/** maxComputeWorkGroupCount[0] is at least 65535 on every Vulkan device. */
const MAX_WORKGROUPS = 65535;
/** Guest address of the output region; the input follows it 64 KiB aligned. */
const GUEST_OUT = 0x2_0000_0000;

const USAGE =
  VK_BUFFER_USAGE_STORAGE_BUFFER_BIT |
  VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT |
  VK_BUFFER_USAGE_TRANSFER_SRC_BIT |
  VK_BUFFER_USAGE_TRANSFER_DST_BIT;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

/** One side's pipeline and the push constant bytes that point it at the memory. */
interface Side {
  readonly pipeline: Pipeline;
  readonly push: Uint8Array;
  readonly words: number;
}

/** Memory of one kernel run: one device-local buffer holding the output region, then the input. */
interface Memory {
  readonly buffer: Buffer;
  readonly outBytes: number;
  readonly inOffset: number;
  readonly input: Uint8Array;
}

function memoryFor(device: Device, k: GpuKernel, groups: number): Memory {
  const outBytes = k.outBytes * (k.outPerWorkgroup ? groups : groups * k.workgroup);
  const inOffset = Math.ceil(outBytes / 0x10000) * 0x10000;
  const input = new Uint8Array(k.inBytes * groups * k.workgroup);
  const view = new DataView(input.buffer);
  const rng = new Rng(seedOf(k.name));
  for (let i = 0; i < input.length; i += 4) view.setUint32(i, k.input(rng), true);
  const buffer = Buffer.create(device, {
    size: mappedBytes(inOffset + input.length),
    usage: USAGE,
    memory: 'device',
  });
  uploadBuffer(device, buffer, input, inOffset);
  return { buffer, outBytes, inOffset, input };
}

/** The recompiled side: the request a difftest case of this launch makes, pipeline, push constants. */
function oursSide(
  device: Device,
  k: GpuKernel,
  guest: readonly number[],
  mem: Memory,
  owned: Destroyable[],
): Side {
  const inGuest = GUEST_OUT + mem.inOffset;
  const c: DiffCase = {
    name: k.name,
    target: PS5_WAVE32,
    program: Uint32Array.from(guest),
    userSgprs: [
      GUEST_OUT % 2 ** 32,
      Math.floor(GUEST_OUT / 2 ** 32),
      inGuest % 2 ** 32,
      Math.floor(inGuest / 2 ** 32),
    ],
    workgroupSize: [k.workgroup, 1, 1],
    workgroups: [1, 1, 1],
    workgroupIdSgprs: [true, false, false],
    localIdComponents: 1,
    ldsBytes: k.outPerWorkgroup ? k.workgroup * 4 : 0,
    regions: [],
  };
  const result: RecompileResult = recompile(requestOf(c, device.profile));
  const address = mem.buffer.address;
  if (address === undefined) throw new Error('the device gave the buffer no device address');
  const offset = addressOffsetOf(address, GUEST_OUT);
  const sinkAddress = sinkAfter(GUEST_OUT, mem.inOffset + mem.input.length);
  const push = pushConstantBytes(result.pushConstants, { addressOffset: offset, sinkAddress });
  const layout = PipelineLayout.create(device, {
    pushConstants: push.length > 0 ? [{ stages: VK_SHADER_STAGE_COMPUTE_BIT, size: push.length }] : [],
  });
  owned.push(layout);
  const module = ShaderModule.create(device, result.spirv);
  owned.push(module);
  const required = result.interface.requiredSubgroupSize;
  const [x, y, z] = computeInterfaceOf(result).workgroupSize;
  const pipeline = createComputePipeline(device, {
    layout,
    shader: {
      module,
      ...(required === undefined
        ? {}
        : {
            requiredSubgroupSize: required,
            fullSubgroups: device.profile.features.computeFullSubgroups && (x * y * z) % required === 0,
          }),
    },
  });
  owned.push(pipeline);
  return { pipeline, push, words: result.spirv.length };
}

/** The native side: the GLSL's pipeline with both device addresses in its push constants. */
function nativeSide(device: Device, glsl: readonly number[], mem: Memory, owned: Destroyable[]): Side {
  const address = mem.buffer.address;
  if (address === undefined) throw new Error('the device gave the buffer no device address');
  const push = new Uint8Array(16);
  const view = new DataView(push.buffer);
  view.setBigUint64(0, address, true);
  view.setBigUint64(8, address + BigInt(mem.inOffset), true);
  const layout = PipelineLayout.create(device, {
    pushConstants: [{ stages: VK_SHADER_STAGE_COMPUTE_BIT, size: 16 }],
  });
  owned.push(layout);
  const module = ShaderModule.create(device, Uint32Array.from(glsl));
  owned.push(module);
  const pipeline = createComputePipeline(device, { layout, shader: { module } });
  owned.push(pipeline);
  return { pipeline, push, words: glsl.length };
}

/** Clears the output, dispatches once, returns the output bytes. */
function runOnce(device: Device, side: Side, mem: Memory, groups: number): Uint8Array {
  uploadBuffer(device, mem.buffer, new Uint8Array(mem.outBytes), 0);
  oneShot(device, (rec) => {
    rec.bindPipeline(side.pipeline);
    rec.pushConstants(side.pipeline, VK_SHADER_STAGE_COMPUTE_BIT, side.push);
    rec.dispatch(groups);
  });
  return readBuffer(device, mem.buffer, 0, mem.outBytes);
}

/** Milliseconds of one dispatch: GPU timestamps around it, or the host's submit-to-fence time. */
function timeOnce(device: Device, side: Side, groups: number, pool: TimestampPool | undefined): number {
  const rec = Recorder.allocate(device);
  const fence = Fence.create(device);
  try {
    rec.begin();
    rec.bindPipeline(side.pipeline);
    rec.pushConstants(side.pipeline, VK_SHADER_STAGE_COMPUTE_BIT, side.push);
    if (pool) {
      pool.reset(rec);
      pool.write(rec, 0, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT);
    }
    rec.dispatch(groups);
    if (pool) pool.write(rec, 1);
    rec.end();
    const start = process.hrtime.bigint();
    submit(device, [rec], fence);
    fence.wait();
    const wallMs = Number(process.hrtime.bigint() - start) / 1e6;
    if (!pool) return wallMs;
    const [t0, t1] = pool.readNs() as [number, number];
    return (t1 - t0) / 1e6;
  } finally {
    fence.destroy();
    rec.destroy();
  }
}

/** First differing output word, or undefined when both sides wrote the same bytes. */
function firstDifference(a: Uint8Array, b: Uint8Array): string | undefined {
  const va = new DataView(a.buffer, a.byteOffset, a.byteLength);
  const vb = new DataView(b.buffer, b.byteOffset, b.byteLength);
  for (let i = 0; i + 4 <= a.length; i += 4) {
    const x = va.getUint32(i, true);
    const y = vb.getUint32(i, true);
    if (x !== y) return `word ${i / 4}: ours 0x${x.toString(16)}, native 0x${y.toString(16)}`;
  }
  return undefined;
}

/** A kernel the recompiler refuses on this device, with the reason (listed, not timed). */
export interface KernelRefusal {
  readonly name: string;
  readonly refused: string;
}

/** Per kernel: median milliseconds of both sides and the SPIR-V words. */
export interface KernelTiming {
  readonly name: string;
  readonly oursMs: number;
  readonly nativeMs: number;
  /** Median over the samples of ours / native, each pair measured back to back. */
  readonly ratio: number;
  readonly oursWords: number;
  readonly nativeWords: number;
}

/** What to measure: kernels by name (default all) and timed samples per side (default SAMPLES). */
export interface GpuTimeOptions {
  readonly only?: readonly string[];
  readonly samples?: number;
}

/** Measures the kernels on `device`. */
export function measureKernels(
  device: Device,
  options: GpuTimeOptions = {},
): (KernelTiming | KernelRefusal)[] {
  const { only, samples = SAMPLES } = options;
  const { programs } = loadKernels();
  const invocations = isLavapipe(device.physical) ? LAVAPIPE_INVOCATIONS : GPU_INVOCATIONS;
  const pool = TimestampPool.supported(device) ? TimestampPool.create(device, 2) : undefined;
  const timings: (KernelTiming | KernelRefusal)[] = [];
  try {
    for (const k of GPU_KERNELS) {
      if (only && !only.includes(k.name)) continue;
      const p = programs[k.name];
      if (!p) throw new Error(`no programs for kernel ${k.name}`);
      const groups = Math.min(MAX_WORKGROUPS, invocations / k.workgroup);
      const owned: Destroyable[] = [];
      try {
        const mem = memoryFor(device, k, groups);
        owned.push(mem.buffer);
        let ours: Side;
        try {
          ours = oursSide(device, k, p.guest, mem, owned);
        } catch (error) {
          timings.push({ name: k.name, refused: refusal(error) });
          continue;
        }
        const native = nativeSide(device, p.glsl, mem, owned);
        const difference = firstDifference(
          runOnce(device, ours, mem, groups),
          runOnce(device, native, mem, groups),
        );
        if (difference) throw new Error(`${k.name}: recompiled and native outputs differ at ${difference}`);
        const times: [number[], number[]] = [[], []];
        const sides = [ours, native];
        for (let s = 0; s < samples; s++) {
          for (const i of s % 2 ? [1, 0] : [0, 1])
            times[i]?.push(timeOnce(device, sides[i] as Side, groups, pool));
        }
        timings.push({
          name: k.name,
          oursMs: median(times[0]),
          nativeMs: median(times[1]),
          // Each pair ran back to back, so its ratio cancels load that drifts over the samples.
          ratio: median(times[0].map((ours, i) => ours / (times[1][i] as number))),
          oursWords: ours.words,
          nativeWords: native.words,
        });
      } finally {
        for (const o of owned.reverse()) o.destroy();
      }
    }
  } finally {
    pool?.destroy();
  }
  return timings;
}

/** Runs the benchmark on the selected device. */
export async function bench(options: GpuTimeOptions = {}): Promise<BenchRow[]> {
  const device = Device.open();
  try {
    const name = device.physical.properties.deviceName.replace(/ \(.*$/, '');
    const clock = TimestampPool.supported(device) ? 'timestamps' : 'submit+wait';
    const peer = `GLSL (glslang) on ${name}`;
    const rows: BenchRow[] = [];
    const ratios: number[] = [];
    for (const t of measureKernels(device, options)) {
      if ('refused' in t) {
        rows.push({ name: `${t.name} refused`, value: Number.NaN, unit: `(${t.refused.slice(0, 110)})` });
        continue;
      }
      ratios.push(t.oursMs / t.nativeMs);
      rows.push(
        {
          name: `${t.name} GPU time (${clock})`,
          value: t.oursMs,
          unit: 'ms',
          peer,
          ratio: t.oursMs / t.nativeMs,
        },
        { name: `${t.name} native GPU time`, value: t.nativeMs, unit: 'ms' },
        {
          name: `${t.name} SPIR-V words`,
          value: t.oursWords,
          unit: 'words',
          peer: 'GLSL SPIR-V words',
          ratio: t.oursWords / t.nativeWords,
        },
      );
    }
    rows.push({
      name: `GPU time ours / native, geometric mean (${ratios.length})`,
      value: Math.exp(ratios.reduce((a, r) => a + Math.log(r), 0) / ratios.length),
      unit: 'x',
      peer,
      ratio: Math.exp(ratios.reduce((a, r) => a + Math.log(r), 0) / ratios.length),
    });
    return rows;
  } finally {
    device.destroy();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv.includes('--prebuild')) {
    process.stdout.write(`wrote ${writePrebuilt()}\n`);
  } else {
    const args = process.argv.slice(2);
    const at = args.indexOf('--samples');
    const samples = at >= 0 ? Number(args[at + 1]) : undefined;
    const names = args.filter((a, i) => !a.startsWith('-') && (at < 0 || i !== at + 1));
    bench({ ...(names.length > 0 ? { only: names } : {}), ...(samples ? { samples } : {}) }).then(
      (rows) => {
        for (const r of rows) {
          const ratio = r.ratio !== undefined ? `  x${r.ratio.toFixed(2)} vs ${r.peer}` : '';
          process.stdout.write(`${r.name.padEnd(48)} ${r.value.toFixed(3).padStart(10)} ${r.unit}${ratio}\n`);
        }
      },
      (e: unknown) => {
        process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
        process.exitCode = 1;
      },
    );
  }
}
