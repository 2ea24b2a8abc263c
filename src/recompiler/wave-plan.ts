/**
 * The wave plan of a compute launch: how the guest wave runs on the host (DESIGN.md, wave model 3),
 * picked from the wave size, the workgroup size and the target profile's subgroups. Two decisions, each
 * one table read in order:
 * - the host subgroup size: the wave's size where subgroup size control allows it, else the widest the
 *   stage allows, else the device's default;
 * - the strategy for what still reads the whole wave after the per-lane proofs (opt-lane-masks): the
 *   wave is an aligned slice of a host subgroup, or the wave lives in workgroup memory
 *   (passes/lower-wave-ops.ts: a slice of a scratch array per wave and workgroup barriers, inline
 *   where every wave of the workgroup reaches them; where control flow may differ between waves the
 *   pass runs the function in the wave schedule, passes/lower-wave-schedule.ts, whose barriers every
 *   invocation reaches: which of the two is a fact of the program, so the pass decides).
 * Lane folding (several guest lanes per host invocation) is not built (docs/debt.md). The recompiler's
 * `chooseSubgroup` and its pass list read this plan.
 */
import type { IrModule } from '../ir/function.js';
import { needsWaveEmulation, type WaveLoweringOptions, waveLoweringPass } from '../passes/lower-wave-ops.js';
import type { Pass } from '../passes/manager.js';
import type { HostModel } from '../translate/options.js';
import { InternalError } from '../util/errors.js';
import type { TargetProfile } from '../util/target-profile.js';

/** How the guest wave's whole-wave operations run on the host. */
export type WaveStrategy = 'subgroup-slice' | 'workgroup-memory';

/** The host subgroup a compute launch runs with. */
export interface HostSubgroup {
  readonly host: HostModel;
  /** The subgroup size the pipeline must require (subgroup size control), if any. */
  readonly required: number | undefined;
}

/** A launch's wave plan. */
export interface WavePlan extends HostSubgroup {
  readonly strategy: WaveStrategy;
  /** What the wave lowering pass reads. */
  readonly lowering: WaveLoweringOptions;
}

/** The profile's compute subgroup facts the tables read. */
interface SubgroupFacts {
  readonly wave: 32 | 64;
  readonly operations: boolean;
  readonly canRequire: boolean;
  readonly minSize: number;
  readonly maxSize: number;
  readonly defaultSize: number;
}

/** Host subgroup size rows, first match wins. */
const SIZE_ROWS: readonly {
  readonly when: (f: SubgroupFacts) => boolean;
  readonly size: (f: SubgroupFacts) => number;
  readonly required: boolean;
}[] = [
  // The wave is the subgroup.
  {
    when: (f) => f.canRequire && f.minSize <= f.wave && f.wave <= f.maxSize,
    size: (f) => f.wave,
    required: true,
  },
  // The widest subgroup, so that the fewest waves need emulation (e.g. wave64 on a 32-wide host).
  { when: (f) => f.canRequire && f.maxSize < f.wave, size: (f) => f.maxSize, required: true },
  // Whatever the device runs.
  { when: () => true, size: (f) => f.defaultSize, required: false },
];

/** Strategy rows, first match wins. */
const STRATEGY_ROWS: readonly {
  readonly strategy: WaveStrategy;
  readonly when: (lowering: WaveLoweringOptions) => boolean;
}[] = [
  // Subgroup operations on the wave's lanes of a subgroup at least as wide as the wave.
  { strategy: 'subgroup-slice', when: (lowering) => !needsWaveEmulation(lowering) },
  // Scratch slices and workgroup barriers, inline or in the wave schedule (any workgroup size).
  { strategy: 'workgroup-memory', when: () => true },
];

function first<T>(rows: readonly T[], matches: (row: T) => boolean): T {
  const row = rows.find(matches);
  if (row === undefined) throw new InternalError('wave plan table without a catch-all row');
  return row;
}

/** The host subgroup for a compute wave of `waveSize` on `target`. */
export function hostSubgroup(target: TargetProfile, waveSize: 32 | 64): HostSubgroup {
  const s = target.subgroup;
  const facts: SubgroupFacts = {
    wave: waveSize,
    operations:
      s.stages.includes('compute') && s.operations.includes('ballot') && s.operations.includes('shuffle'),
    canRequire: target.features.subgroupSizeControl && s.requiredSizeStages.includes('compute'),
    minSize: s.minSize,
    maxSize: s.maxSize,
    defaultSize: s.size,
  };
  const row = first(SIZE_ROWS, (r) => r.when(facts));
  const size = row.size(facts);
  return {
    host: { subgroupSize: size, subgroupOperations: facts.operations },
    required: row.required ? size : undefined,
  };
}

/** The wave plan of a compute launch. */
export function planWaves(
  target: TargetProfile,
  waveSize: 32 | 64,
  workgroupSize: readonly [number, number, number],
): WavePlan {
  const { host, required } = hostSubgroup(target, waveSize);
  const lowering: WaveLoweringOptions = { waveSize, ...host, workgroupSize };
  const { strategy } = first(STRATEGY_ROWS, (r) => r.when(lowering));
  // In workgroup memory the subgroup size no longer matters, so the pipeline need not require one.
  return { strategy, host, required: strategy === 'workgroup-memory' ? undefined : required, lowering };
}

/** The pass that carries out `plan` (wave operations and lockstep LDS ordering). */
export function wavePass(module: IrModule, plan: WavePlan): Pass {
  return waveLoweringPass(module, plan.lowering);
}
