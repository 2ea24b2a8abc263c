/**
 * Lavapipe's (or another device's) pipeline creation time for the ACO corpus (test/recompiler/aco/):
 * each program recompiled for the device's own target profile, against the same shader's GLSL compiled by glslangValidator
 * (`--target-env vulkan1.2`), both created as compute pipelines through src/vulkan without a pipeline
 * cache (and Mesa's shader cache off). What the host driver does with our SPIR-V, relative to what it
 * does with the original shader's, is the recompiler's cost downstream of itself. llvmpipe compiles
 * the machine code at the first dispatch, so creation covers SPIR-V to NIR and NIR's passes.
 * Programs the recompiler refuses on lavapipe are reported with the reason, not timed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { computeInterfaceOf, recompile } from '../../src/recompiler/index.js';
import { VK_SHADER_STAGE_COMPUTE_BIT } from '../../src/vulkan/bindings.generated.js';
import { Device } from '../../src/vulkan/device.js';
import {
  type BindingDesc,
  type DescriptorKind,
  PipelineLayout,
  ShaderModule,
} from '../../src/vulkan/layout.js';
import { createComputePipeline, type StageDesc } from '../../src/vulkan/pipeline.js';
import { ACO_DIR, type AcoProgram, acoRequest } from '../../test/recompiler/aco-programs.js';
import { refusal } from './refusal.js';

/** The push constant range the corpus's GLSL declares (test/recompiler/aco/README.md). */
const GLSL_PUSH_BYTES = 128;

/** One program's outcome: both creation medians, or why it was not timed. */
export type CreationResult =
  | { readonly name: string; readonly oursMs: number; readonly glslMs: number }
  | { readonly name: string; readonly refused: string };

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

/** The GLSL's SPIR-V words: `FILE.spv` where prebuilt (a machine without glslang), else compiled. */
export function compileGlsl(file: string): Uint32Array {
  if (existsSync(`${file}.spv`)) {
    const bytes = readFileSync(`${file}.spv`);
    return new Uint32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  }
  const dir = mkdtempSync(join(tmpdir(), 'oberon-bench-glsl-'));
  try {
    const out = join(dir, 'shader.spv');
    const r = spawnSync('glslangValidator', ['--target-env', 'vulkan1.2', '-V', file, '-o', out], {
      encoding: 'utf8',
    });
    if (r.status !== 0) throw new Error(`glslangValidator ${file}: ${r.stdout}${r.stderr}`);
    const bytes = readFileSync(out);
    return new Uint32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Descriptor sets 0..max of `bindings`, each binding visible to compute. */
function setsOf(
  bindings: readonly { set: number; binding: number; kind: DescriptorKind; count?: number }[],
): BindingDesc[][] {
  const count = Math.max(-1, ...bindings.map((b) => b.set)) + 1;
  return Array.from({ length: count }, (_, set) =>
    bindings
      .filter((b) => b.set === set)
      .map((b) => ({
        binding: b.binding,
        kind: b.kind,
        count: b.count ?? 1,
        stages: VK_SHADER_STAGE_COMPUTE_BIT,
      })),
  );
}

/** The pipeline layout the program's GLSL declares (its bindings, and its push constant range if any). */
export function glslPipelineLayout(device: Device, p: AcoProgram): PipelineLayout {
  return PipelineLayout.create(device, {
    sets: setsOf(p.facts.bindings.map((b) => ({ ...b, kind: b.kind as DescriptorKind }))),
    pushConstants: p.facts.pushConstants
      ? [{ stages: VK_SHADER_STAGE_COMPUTE_BIT, size: GLSL_PUSH_BYTES }]
      : [],
  });
}

/** One side of a creation pair: a module, its layout and its stage options. */
interface Side {
  readonly spirv: Uint32Array;
  readonly layout: PipelineLayout;
  readonly shader: Omit<StageDesc, 'stage' | 'module'>;
}

/**
 * Median milliseconds of `rounds` vkCreateComputePipelines of each side, the two alternating within
 * each round, so that a slow spell of the machine (two cores, other work) lands on both sides alike.
 */
function timeCreations(device: Device, sides: readonly [Side, Side], rounds: number): [number, number] {
  const modules = sides.map((side) => ShaderModule.create(device, side.spirv));
  try {
    const times: [number[], number[]] = [[], []];
    for (let r = 0; r < rounds; r++) {
      sides.forEach((side, k) => {
        const start = performance.now();
        const module = modules[k] as ShaderModule;
        const pipeline = createComputePipeline(device, {
          layout: side.layout,
          shader: { ...side.shader, module },
        });
        times[k]?.push(performance.now() - start);
        pipeline.destroy();
      });
    }
    return [median(times[0]), median(times[1])];
  } finally {
    for (const module of modules) module.destroy();
  }
}

function measure(device: Device, p: AcoProgram, rounds: number): CreationResult {
  let result: ReturnType<typeof recompile>;
  try {
    result = recompile(acoRequest(p, device.profile));
  } catch (error) {
    return { name: p.name, refused: refusal(error) };
  }
  const oursLayout = PipelineLayout.create(device, {
    sets: setsOf(
      result.bindings.map((b) => ({
        ...b,
        kind: b.kind === 'storage-image' ? ('storageImage' as const) : ('storageBuffer' as const),
      })),
    ),
    pushConstants:
      result.pushConstants.size > 0
        ? [{ stages: VK_SHADER_STAGE_COMPUTE_BIT, size: result.pushConstants.size }]
        : [],
  });
  const glslLayout = glslPipelineLayout(device, p);
  try {
    const required = result.interface.requiredSubgroupSize;
    const [x, y, z] = computeInterfaceOf(result).workgroupSize;
    const ours: Side = {
      spirv: result.spirv,
      layout: oursLayout,
      shader:
        required === undefined
          ? {}
          : {
              requiredSubgroupSize: required,
              fullSubgroups: device.profile.features.computeFullSubgroups && (x * y * z) % required === 0,
            },
    };
    const glsl: Side = {
      spirv: compileGlsl(join(ACO_DIR, `${p.name}.comp`)),
      layout: glslLayout,
      shader: {},
    };
    const [oursMs, glslMs] = timeCreations(device, [ours, glsl], rounds);
    return { name: p.name, oursMs, glslMs };
  } finally {
    oursLayout.destroy();
    glslLayout.destroy();
  }
}

/**
 * Times pipeline creation on the device `selection` picks (device-select.ts) for every program (median
 * of `rounds` each side); undefined when no such device opens.
 */
export function pipelineCreation(
  selection: string,
  programs: readonly AcoProgram[],
  rounds: number,
): CreationResult[] | undefined {
  // Mesa's and NVIDIA's disk caches would turn repeated creations into cache hits.
  process.env.MESA_SHADER_CACHE_DISABLE = 'true';
  process.env.__GL_SHADER_DISK_CACHE = '0';
  let device: Device;
  try {
    device = Device.open({ selection });
  } catch {
    return undefined;
  }
  try {
    return programs.map((p) => measure(device, p, rounds));
  } finally {
    device.destroy();
  }
}

/** {@link pipelineCreation} on lavapipe. */
export function lavapipeCreation(
  programs: readonly AcoProgram[],
  rounds: number,
): CreationResult[] | undefined {
  return pipelineCreation('lavapipe', programs, rounds);
}
