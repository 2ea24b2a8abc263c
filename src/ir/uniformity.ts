/**
 * Which IR values may differ between the lanes of one wave (a data-flow fixpoint, no control
 * dependence): lane builtins, shuffles and atomics' results vary; a load varies when its pointer does
 * or when its variable was ever stored a varying value (the translator's VGPR variables); block
 * parameters vary when an incoming argument does; anything else varies when an operand does. Ballots
 * and broadcasts from a uniform lane are uniform. Used to check that no wave operation sits inside a
 * lane-divergent selection (emit-regions.ts); across waves, to find the code every wave of a workgroup
 * runs alike (lower-wave-ops.ts orders LDS there with workgroup barriers).
 */
import type { IrFunction, ValueId } from './function.js';
import { BUILTINS, GRAPHICS_BUILTINS } from './ops.js';

/** Builtins uniform over a wave that differ between the waves of a workgroup. */
const WAVE_BUILTINS: ReadonlySet<string> = new Set(['wave_index', 'subgroup_id']);

/** Builtins that differ between the lanes of a wave: every graphics builtin is per vertex or pixel. */
const LANE_BUILTINS: ReadonlySet<string> = new Set([
  'local_invocation_id',
  'local_invocation_index',
  'subgroup_invocation_id',
  ...GRAPHICS_BUILTINS,
]);

/** Options of {@link varyingValues}. */
export interface UniformityOptions {
  /**
   * Values that may differ between the waves of a workgroup instead: wave operations' results and the
   * wave index differ between waves, and so may anything read from memory, which waves read at
   * different times.
   */
  readonly acrossWaves?: boolean;
  /** Values known to vary (e.g. parameters where paths of a varying branch meet). */
  readonly seeds?: ReadonlySet<ValueId>;
}

/** The values of `fn` that may vary between lanes of a wave (or between waves: options). */
export function varyingValues(fn: IrFunction, options: UniformityOptions = {}): ReadonlySet<ValueId> {
  const acrossWaves = options.acrossWaves ?? false;
  const seeded = [...(options.seeds ?? [])];
  const varying = new Set<ValueId>(seeded);
  const varyingVars = new Set<ValueId>();
  /** The `var` a pointer is derived from (through `access`), if any. */
  const rootVar = (p: ValueId): ValueId | undefined => {
    for (let v = p; ; ) {
      const def = fn.value(v).def;
      if (def.kind !== 'inst') return undefined;
      const inst = fn.inst(def.inst);
      if (inst.op === 'var') return v;
      if (inst.op !== 'access') return undefined;
      v = inst.operands[0] as ValueId;
    }
  };
  for (let changed = true; changed; ) {
    changed = false;
    const mark = (v: ValueId | undefined): void => {
      if (v === undefined || varying.has(v)) return;
      varying.add(v);
      changed = true;
    };
    for (let b = 0; b < fn.blocks.length; b++) {
      for (const i of fn.blocks[b]?.insts ?? []) {
        const inst = fn.inst(i);
        const anyVarying = inst.operands.some((o) => varying.has(o));
        for (const e of inst.targets) {
          const params = fn.block(e.block).params;
          e.args.forEach((a, k) => {
            if (varying.has(a)) mark(params[k]);
          });
        }
        switch (inst.op) {
          case 'builtin': {
            const name = BUILTINS[inst.imms[0] ?? 0] ?? '';
            if (LANE_BUILTINS.has(name) || (acrossWaves && WAVE_BUILTINS.has(name))) mark(inst.result);
            break;
          }
          case 'shuffle':
          case 'atomic':
          case 'atomic_cmpxchg':
          case 'image_atomic':
          case 'image_atomic_cmpxchg':
            mark(inst.result);
            break;
          case 'ballot':
          case 'broadcast_first':
            if (acrossWaves) mark(inst.result);
            break;
          case 'broadcast':
            if (acrossWaves || varying.has(inst.operands[1] as ValueId)) mark(inst.result);
            break;
          case 'load': {
            if (acrossWaves && rootVar(inst.operands[0] as ValueId) === undefined) {
              mark(inst.result);
              break;
            }
            const root = rootVar(inst.operands[0] as ValueId);
            if (anyVarying || (root !== undefined && varyingVars.has(root))) mark(inst.result);
            break;
          }
          case 'store': {
            const root = rootVar(inst.operands[0] as ValueId);
            if (root !== undefined && anyVarying && !varyingVars.has(root)) {
              varyingVars.add(root);
              changed = true;
            }
            break;
          }
          default:
            if (anyVarying) mark(inst.result);
        }
      }
    }
  }
  return varying;
}
