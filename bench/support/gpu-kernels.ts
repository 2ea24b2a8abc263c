/**
 * The kernels of bench/gpu-time.ts (sources in bench/gpu-kernels/): each an LLVM IR amdgpu_cs kernel
 * compiled by llc-19 for gfx1013 wave32 and the same computation in GLSL compiled by glslangValidator,
 * computing bit-identical outputs. Every kernel reads `in` and writes `out` (guest pointers in s[0:1]
 * and s[2:3]; the GLSL reads both device addresses from its push constants) and runs one-dimensional
 * workgroups (the kernel's `workgroup` invocations) with the workgroup id in s4.
 *
 * Where llc-19 or glslangValidator is missing (the device machine), the programs come from
 * bench/gpu-kernels/prebuilt.json, which `node --import tsx bench/gpu-time.ts --prebuild` rewrites.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Rng } from '../../test/reference/kernels/case.js';
import { compileForGfx1013 } from '../../test/support/llvm-compile.js';

/** One kernel: its memory per invocation and per workgroup, and its input. */
export interface GpuKernel {
  readonly name: string;
  readonly about: string;
  /** Invocations per workgroup (the GLSL's local_size_x). */
  readonly workgroup: number;
  /** Input bytes per invocation. */
  readonly inBytes: number;
  /** Output bytes per invocation, or per workgroup when `outPerWorkgroup`. */
  readonly outBytes: number;
  readonly outPerWorkgroup?: boolean;
  /** The input word at `index` (kept away from denormals and NaNs where the kernel computes floats). */
  readonly input: (rng: Rng) => number;
}

export const GPU_KERNELS: readonly GpuKernel[] = [
  {
    name: 'float_chain',
    about: 'f32 load, 31 dependent mul/add/sub, store',
    workgroup: 256,
    inBytes: 4,
    outBytes: 4,
    // [1, 2): every intermediate stays normal and finite.
    input: (rng) => 0x3f800000 | (rng.u32() & 0x7fffff),
  },
  {
    name: 'int_chain',
    about: 'u32 load, 24 dependent mul/add/shift/xor/rotate/min/max, store',
    workgroup: 256,
    inBytes: 4,
    outBytes: 4,
    input: (rng) => rng.u32(),
  },
  {
    name: 'copy',
    about: '128-bit load and store',
    workgroup: 256,
    inBytes: 16,
    outBytes: 16,
    input: (rng) => rng.u32(),
  },
  {
    name: 'lds_reduce',
    about: 'one-wave workgroup sum: LDS tree of 5 barriers over 32 words',
    workgroup: 32,
    inBytes: 4,
    outBytes: 4,
    outPerWorkgroup: true,
    input: (rng) => rng.u32(),
  },
  {
    name: 'branchy',
    about: 'divergent if/else, data-dependent loop (0-15 trips) with a branch',
    // One wave per workgroup: the loop's exit mask is wave-wide, which several waves on a subgroup
    // narrower than the wave (lavapipe's 8) cannot have.
    workgroup: 32,
    inBytes: 4,
    outBytes: 4,
    input: (rng) => rng.u32(),
  },
];

/** A kernel's two programs: the guest words (from the entry) and the GLSL's SPIR-V. */
export interface KernelPrograms {
  readonly guest: readonly number[];
  readonly glsl: readonly number[];
}

const DIR = fileURLToPath(new URL('../gpu-kernels/', import.meta.url));
/** The sources live in the source tree; the built copy (dist/bench/support) finds them from there too. */
function sourceDir(): string | undefined {
  for (const dir of [DIR, fileURLToPath(new URL('../../../bench/gpu-kernels/', import.meta.url))])
    if (existsSync(join(dir, 'copy.ll'))) return dir;
  return undefined;
}

function hasTools(): boolean {
  for (const tool of [
    ['llc-19', '--version'],
    ['glslangValidator', '--version'],
  ]) {
    if (spawnSync(tool[0] as string, [tool[1] as string], { stdio: 'ignore' }).status !== 0) return false;
  }
  return true;
}

function compileGlsl(file: string): number[] {
  const dir = mkdtempSync(join(tmpdir(), 'oberon-gpu-time-'));
  try {
    const out = join(dir, 'shader.spv');
    execFileSync('glslangValidator', ['--target-env', 'vulkan1.2', '-V', file, '-o', out], { stdio: 'pipe' });
    const bytes = readFileSync(out);
    return Array.from({ length: bytes.length >> 2 }, (_, i) => bytes.readUInt32LE(4 * i));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Compiles every kernel now (llc-19 and glslangValidator). */
export function compileKernels(): Record<string, KernelPrograms> {
  const dir = sourceDir();
  if (!dir) throw new Error('bench/gpu-kernels sources not found');
  const out: Record<string, KernelPrograms> = {};
  for (const k of GPU_KERNELS) {
    const obj = compileForGfx1013(join(dir, `${k.name}.ll`), false);
    const entry = obj.functions.get('main');
    if (entry === undefined) throw new Error(`${k.name}.ll: no main`);
    out[k.name] = {
      guest: [...obj.words.subarray(entry / 4)],
      glsl: compileGlsl(join(dir, `${k.name}.comp`)),
    };
  }
  return out;
}

const PREBUILT = 'prebuilt.json';

/** The kernels' programs: compiled now when the tools are installed, else the prebuilt file. */
export function loadKernels(): { programs: Record<string, KernelPrograms>; source: string } {
  if (hasTools()) return { programs: compileKernels(), source: 'llc-19 + glslangValidator' };
  for (const dir of [DIR, sourceDir()]) {
    if (dir && existsSync(join(dir, PREBUILT))) {
      const programs = JSON.parse(readFileSync(join(dir, PREBUILT), 'utf8')) as Record<
        string,
        KernelPrograms
      >;
      return { programs, source: join(dir, PREBUILT) };
    }
  }
  throw new Error(`no llc-19/glslangValidator and no bench/gpu-kernels/${PREBUILT}`);
}

/** Rewrites bench/gpu-kernels/prebuilt.json from the sources. */
export function writePrebuilt(): string {
  const dir = sourceDir();
  if (!dir) throw new Error('bench/gpu-kernels sources not found');
  const path = join(dir, PREBUILT);
  writeFileSync(path, `${JSON.stringify(compileKernels())}\n`);
  return path;
}
