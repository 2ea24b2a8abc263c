/**
 * Which IR values may differ between the lanes of one wave (a data-flow fixpoint, no control
 * dependence): lane builtins, shuffles and atomics' results vary; a load varies when its pointer does
 * or when its variable was ever stored a varying value (the translator's VGPR variables); block
 * parameters vary when an incoming argument does; anything else varies when an operand does. Ballots
 * and broadcasts from a uniform lane are uniform. Used to check that no wave operation sits inside a
 * lane-divergent selection (emit-regions.ts); across waves, to find the code every wave of a workgroup
 * runs alike (lower-wave-ops.ts orders LDS there with workgroup barriers).
 */
import { computeDominance } from './dominance.js';
import {
  type BlockId,
  type Edge,
  forEachAttached,
  type InstId,
  type IrFunction,
  userRows,
  type ValueId,
} from './function.js';
import { BUILTINS, GRAPHICS_BUILTINS } from './ops.js';
import { computePostDominance } from './post-dominance.js';

/** Builtins uniform over a wave that differ between the waves of a workgroup. */
const WAVE_BUILTINS: ReadonlySet<string> = new Set(['wave_index', 'subgroup_id']);

/** Builtins that differ between the lanes of a wave: every graphics builtin is per vertex or pixel. */
const LANE_BUILTINS: ReadonlySet<string> = new Set([
  'local_invocation_id',
  'local_invocation_index',
  'subgroup_invocation_id',
  ...GRAPHICS_BUILTINS,
]);

/** Whether `inst` reads a builtin that differs between the lanes of a wave. */
export function isLaneBuiltin(inst: { readonly op: string; readonly imms: readonly number[] }): boolean {
  return inst.op === 'builtin' && LANE_BUILTINS.has(BUILTINS[inst.imms[0] ?? 0] ?? '');
}

/** A set of values answering membership (a flag per value id). */
export interface ValueSet {
  has(value: ValueId): boolean;
}

/** The varying values, to which more can be added (each closed under the rules as it is added). */
export interface VaryingSet extends ValueSet {
  add(values: Iterable<ValueId>): void;
}

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

/**
 * The values of `fn` that may vary between lanes of a wave (or between waves: options). The least set
 * closed under the rules above, found by a worklist over use lists (one visit per use); sweeping the
 * whole function until nothing changed took a sweep per link of the longest loop-carried chain.
 */
export function varyingValues(fn: IrFunction, options: UniformityOptions = {}): VaryingSet {
  const acrossWaves = options.acrossWaves ?? false;
  const n = fn.values.length;
  // The answer is this flag array (a Set of tens of thousands of values cost more than the analysis).
  const isVarying = new Uint8Array(n);
  const work: ValueId[] = [];
  const mark = (v: ValueId | undefined): void => {
    if (v === undefined || isVarying[v]) return;
    isVarying[v] = 1;
    work.push(v);
  };
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
  const { start, users } = userRows(fn);
  /** Results of the loads of each variable that holds a varying value once stored one. */
  const loadsOf = new Map<ValueId, ValueId[]>();
  const varyingVars = new Uint8Array(n);
  const seeds: (ValueId | undefined)[] = [...(options.seeds ?? [])];
  forEachAttached(fn, (i) => {
    const inst = fn.inst(i);
    switch (inst.op) {
      case 'builtin': {
        const name = BUILTINS[inst.imms[0] ?? 0] ?? '';
        if (isLaneBuiltin(inst) || (acrossWaves && WAVE_BUILTINS.has(name))) seeds.push(inst.result);
        break;
      }
      case 'shuffle':
      case 'shuffle_group':
      case 'atomic':
      case 'atomic_cmpxchg':
      case 'image_atomic':
      case 'image_atomic_cmpxchg':
        seeds.push(inst.result);
        break;
      case 'ballot':
      case 'broadcast_first':
      case 'broadcast':
        if (acrossWaves) seeds.push(inst.result);
        break;
      case 'load': {
        const root = rootVar(inst.operands[0] as ValueId);
        if (root === undefined) {
          if (acrossWaves) seeds.push(inst.result);
        } else if (inst.result !== undefined) {
          const loads = loadsOf.get(root);
          if (loads) loads.push(inst.result);
          else loadsOf.set(root, [inst.result]);
        }
        break;
      }
    }
  });
  const propagate = (): void => {
    while (work.length > 0) {
      const v = work.pop() as ValueId;
      for (let u = start[v] as number; u < (start[v + 1] as number); u++) {
        const inst = fn.inst(users[u] as InstId);
        const targets = inst.targets;
        for (let t = 0; t < targets.length; t++) {
          const e = targets[t] as Edge;
          const params = fn.block(e.block).params;
          const args = e.args;
          for (let k = 0; k < args.length; k++) if (args[k] === v) mark(params[k]);
        }
        if (!inst.operands.includes(v)) continue;
        switch (inst.op) {
          case 'builtin':
          case 'shuffle':
          case 'shuffle_group':
          case 'atomic':
          case 'atomic_cmpxchg':
          case 'image_atomic':
          case 'image_atomic_cmpxchg':
          case 'ballot':
          case 'broadcast_first':
            break;
          case 'broadcast':
            if (inst.operands[1] === v) mark(inst.result);
            break;
          case 'store': {
            const root = rootVar(inst.operands[0] as ValueId);
            if (root !== undefined && !varyingVars[root]) {
              varyingVars[root] = 1;
              for (const load of loadsOf.get(root) ?? []) mark(load);
            }
            break;
          }
          default:
            mark(inst.result);
        }
      }
    }
  };
  for (const v of seeds) mark(v);
  propagate();
  return {
    has: (v) => isVarying[v] === 1,
    add: (values) => {
      for (const v of values) mark(v);
      propagate();
    },
  };
}

/** What {@link divergence} finds. */
export interface Divergence {
  /** Blocks some lanes (or waves) may run and others not. */
  readonly blocks: Set<BlockId>;
  /** Values that may differ between lanes (or waves), join parameters of divergent paths included. */
  readonly varying: ValueSet;
}

/**
 * Blocks some lanes (across waves: some waves of a workgroup) may run and others not: those between a
 * branch whose condition may differ and the point its paths meet (its immediate post-dominator).
 * Parameters where such paths meet differ too, so the analysis runs to a fixed point.
 */
export function divergence(fn: IrFunction, acrossWaves = true): Divergence {
  const dom = computeDominance(fn);
  const post = computePostDominance(fn, dom);
  const seeds = new Set<ValueId>();
  // Join parameters found varying are added to the set already closed, not closed again from scratch.
  const varying = varyingValues(fn, { acrossWaves });
  for (;;) {
    const blocks = new Set<BlockId>();
    const fresh: ValueId[] = [];
    for (const b of dom.order) {
      const term = fn.terminator(b);
      if (term?.op !== 'cond_br' || !varying.has(term.operands[0] as ValueId)) continue;
      const join = post.ipdom[b] ?? -1;
      const work = term.targets.map((e) => e.block);
      while (work.length > 0) {
        const s = work.pop() as BlockId;
        if (s === join || blocks.has(s)) continue;
        blocks.add(s);
        work.push(...fn.successors(s));
      }
      if (join >= 0)
        for (const p of fn.block(join as BlockId).params) {
          if (seeds.has(p)) continue;
          seeds.add(p);
          fresh.push(p);
        }
    }
    if (fresh.length === 0) return { blocks, varying };
    varying.add(fresh);
  }
}
