/**
 * The driver's caches: programs by a fingerprint of what their request is made from (slot, address,
 * user SGPRs, configuration registers, the descriptor tables' words as the work executes, so equal
 * fingerprints make equal requests), shader modules by the program's cache key, and graphics and
 * compute pipelines by their decoded key (program cache keys, fixed-function state, target formats).
 */
import { createHash } from 'node:crypto';
import { PUSH_BYTES } from '../recompiler/address-offset.js';
import {
  VK_SHADER_STAGE_COMPUTE_BIT,
  VK_SHADER_STAGE_FRAGMENT_BIT,
  VK_SHADER_STAGE_VERTEX_BIT,
} from '../vulkan/bindings.generated.js';
import type { Device } from '../vulkan/device.js';
import { PipelineLayout, ShaderModule } from '../vulkan/layout.js';
import type { Pipeline } from '../vulkan/pipeline.js';
import type { ProgramResult } from './program-source.js';

/** Bytes of the push block recompiled programs declare (PUSH_MEMBERS: recompiler/address-offset.ts). */
export { PUSH_BYTES } from '../recompiler/address-offset.js';

/** A program and its shader module. */
export interface CachedProgram {
  readonly result: ProgramResult;
  readonly module: ShaderModule;
}

/** Short stable hash of a key text (for reports). */
export const shortHash = (text: string): string =>
  createHash('sha256').update(text).digest('hex').slice(0, 16);

/** Programs, modules, layouts and pipelines of one run on one device. */
export class DriverCaches {
  private readonly programs = new Map<string, CachedProgram>();
  private readonly modules = new Map<string, ShaderModule>();
  private readonly pipelines = new Map<string, Pipeline>();
  private readonly imageLayouts = new Map<string, PipelineLayout>();
  readonly graphicsLayout: PipelineLayout;
  readonly computeLayout: PipelineLayout;
  programsCompiled = 0;
  programsReused = 0;
  pipelinesCreated = 0;
  pipelinesReused = 0;

  constructor(private readonly device: Device) {
    this.graphicsLayout = PipelineLayout.create(device, {
      pushConstants: [
        { stages: VK_SHADER_STAGE_VERTEX_BIT | VK_SHADER_STAGE_FRAGMENT_BIT, size: PUSH_BYTES },
      ],
    });
    this.computeLayout = PipelineLayout.create(device, {
      pushConstants: [{ stages: VK_SHADER_STAGE_COMPUTE_BIT, size: PUSH_BYTES }],
    });
  }

  /**
   * The compute layout of a program with storage images at set 0, `bindings` (binding numbers), and
   * the push block; the shared compute layout when there are none.
   */
  computeLayoutWithImages(bindings: readonly number[]): PipelineLayout {
    if (bindings.length === 0) return this.computeLayout;
    const key = bindings.join(',');
    let layout = this.imageLayouts.get(key);
    if (!layout) {
      layout = PipelineLayout.create(this.device, {
        sets: [
          bindings.map((binding) => ({
            binding,
            kind: 'storageImage' as const,
            stages: VK_SHADER_STAGE_COMPUTE_BIT,
          })),
        ],
        pushConstants: [{ stages: VK_SHADER_STAGE_COMPUTE_BIT, size: PUSH_BYTES }],
      });
      this.imageLayouts.set(key, layout);
    }
    return layout;
  }

  /**
   * The graphics layout of programs with storage images at set 0 (`bindings`: binding numbers and the
   * stages using each) and the push block, with its key; the shared graphics layout when there are none.
   */
  graphicsLayoutWithImages(bindings: readonly { binding: number; stages: number }[]): {
    layout: PipelineLayout;
    key: string;
  } {
    if (bindings.length === 0) return { layout: this.graphicsLayout, key: 'graphics' };
    const key = `graphics|${bindings.map((b) => `${b.binding}:${b.stages}`).join(',')}`;
    let layout = this.imageLayouts.get(key);
    if (!layout) {
      layout = PipelineLayout.create(this.device, {
        sets: [
          bindings.map((b) => ({ binding: b.binding, kind: 'storageImage' as const, stages: b.stages })),
        ],
        pushConstants: [
          { stages: VK_SHADER_STAGE_VERTEX_BIT | VK_SHADER_STAGE_FRAGMENT_BIT, size: PUSH_BYTES },
        ],
      });
      this.imageLayouts.set(key, layout);
    }
    return { layout, key };
  }

  /** The program of `fingerprint`, made by `make` on a miss. */
  program(fingerprint: string, make: () => ProgramResult): CachedProgram {
    const found = this.programs.get(fingerprint);
    if (found) {
      this.programsReused++;
      return found;
    }
    const result = make();
    let module = this.modules.get(result.cacheKey);
    if (!module) {
      module = ShaderModule.create(this.device, result.spirv);
      this.modules.set(result.cacheKey, module);
    }
    this.programsCompiled++;
    const cached = { result, module };
    this.programs.set(fingerprint, cached);
    return cached;
  }

  /** The pipeline of `key`, made by `make` on a miss. */
  pipeline(key: string, make: () => Pipeline): Pipeline {
    const found = this.pipelines.get(key);
    if (found) {
      this.pipelinesReused++;
      return found;
    }
    const pipeline = make();
    this.pipelinesCreated++;
    this.pipelines.set(key, pipeline);
    return pipeline;
  }

  destroy(): void {
    for (const p of this.pipelines.values()) p.destroy();
    for (const m of this.modules.values()) m.destroy();
    this.graphicsLayout.destroy();
    this.computeLayout.destroy();
    for (const l of this.imageLayouts.values()) l.destroy();
  }
}
