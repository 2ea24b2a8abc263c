/**
 * Which IR values may differ between the lanes of one wave (a data-flow fixpoint, no control
 * dependence): lane builtins, shuffles and atomics' results vary; a load varies when its pointer does
 * or when its variable was ever stored a varying value (the translator's VGPR variables); block
 * parameters vary when an incoming argument does; anything else varies when an operand does. Ballots
 * and broadcasts from a uniform lane are uniform. Used to check that no wave operation sits inside a
 * lane-divergent selection (emit-regions.ts).
 */
import type { IrFunction, ValueId } from '../ir/function.js';
import { BUILTINS } from '../ir/ops.js';

const LANE_BUILTINS: ReadonlySet<string> = new Set([
  'local_invocation_id',
  'local_invocation_index',
  'subgroup_invocation_id',
]);

/** The values of `fn` that may vary between lanes of a wave. */
export function varyingValues(fn: IrFunction): ReadonlySet<ValueId> {
  const varying = new Set<ValueId>();
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
          case 'builtin':
            if (LANE_BUILTINS.has(BUILTINS[inst.imms[0] ?? 0] ?? '')) mark(inst.result);
            break;
          case 'shuffle':
          case 'atomic':
          case 'atomic_cmpxchg':
          case 'image_atomic':
          case 'image_atomic_cmpxchg':
            mark(inst.result);
            break;
          case 'ballot':
          case 'broadcast_first':
            break;
          case 'broadcast':
            if (varying.has(inst.operands[1] as ValueId)) mark(inst.result);
            break;
          case 'load': {
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
