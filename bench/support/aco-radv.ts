/**
 * ACO's compile time of the ACO corpus's shaders, measured in this process: RADV's null winsys
 * (RADV_FORCE_FAMILY=navi10, the device scripts/gen-aco-corpus.ts made the corpus on) creates the
 * compute pipeline of each program's GLSL with its caches off, so that every creation is a compile:
 * SPIR-V to NIR, NIR's passes, ACO and RADV's own work. NAME.json `compileMs` recorded the same when
 * the corpus was made, but this machine's speed moves by up to 3x between sittings, and a recorded
 * peer moves every ratio with it; timed beside the recompiles, a slow spell lands on both.
 */
import { join } from 'node:path';
import { Device } from '../../src/vulkan/device.js';
import { type PipelineLayout, ShaderModule } from '../../src/vulkan/layout.js';
import { createComputePipeline } from '../../src/vulkan/pipeline.js';
import { ACO_DIR, type AcoProgram } from '../../test/recompiler/aco-programs.js';
import { compileGlsl, glslPipelineLayout } from './aco-lavapipe.js';

/** What RADV reads when an instance is created (the family) or a pipeline compiled (the caches). */
const RADV_ENV: Readonly<Record<string, string>> = {
  RADV_FORCE_FAMILY: 'navi10',
  RADV_DEBUG: 'nocache',
  MESA_SHADER_CACHE_DISABLE: 'true',
};

/** A program's GLSL, ready to be compiled again and again. */
interface Prepared {
  readonly module: ShaderModule;
  readonly layout: PipelineLayout;
  readonly waveSize: number;
}

/** ACO compiling the corpus's GLSL on RADV's null device. */
export class AcoCompiler {
  private readonly prepared = new Map<string, Prepared>();

  private constructor(
    private readonly device: Device,
    private readonly savedEnv: ReadonlyMap<string, string | undefined>,
  ) {}

  /** The null device, or undefined where this Mesa has no RADV (the caller falls back to compileMs). */
  static open(): AcoCompiler | undefined {
    const saved = new Map(Object.keys(RADV_ENV).map((k) => [k, process.env[k]]));
    Object.assign(process.env, RADV_ENV);
    try {
      return new AcoCompiler(Device.open({ selection: 'RADV NAVI10' }), saved);
    } catch {
      restore(saved);
      return undefined;
    }
  }

  /** Milliseconds of one pipeline creation of `p`'s GLSL (the first, untimed, warms RADV up). */
  time(p: AcoProgram): number {
    let prepared = this.prepared.get(p.name);
    if (prepared === undefined) {
      prepared = {
        module: ShaderModule.create(this.device, compileGlsl(join(ACO_DIR, `${p.name}.comp`))),
        layout: glslPipelineLayout(this.device, p),
        waveSize: p.facts.waveSize,
      };
      this.prepared.set(p.name, prepared);
      this.create(prepared);
    }
    return this.create(prepared);
  }

  private create(prepared: Prepared): number {
    const start = process.hrtime.bigint();
    const pipeline = createComputePipeline(this.device, {
      layout: prepared.layout,
      // The wave size the corpus asked ACO for (gen-aco-corpus.ts does the same).
      shader: { module: prepared.module, requiredSubgroupSize: prepared.waveSize },
    });
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    pipeline.destroy();
    return ms;
  }

  /** Destroys the device; later instances of this process see no null device. */
  close(): void {
    for (const { module, layout } of this.prepared.values()) {
      module.destroy();
      layout.destroy();
    }
    this.device.destroy();
    restore(this.savedEnv);
  }
}

function restore(saved: ReadonlyMap<string, string | undefined>): void {
  for (const [k, v] of saved) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
}
