/**
 * Constant facts of a translated function: a sparse conditional constant analysis over the IR that
 * follows the guest register variables (`var` + `load`/`store`), so a rule can learn at recompile time
 * that a scalar value is the same constant in every execution (user SGPRs are constants; s_getpc_b64
 * gives a known address; descriptor words loaded from memory the request carries are constants).
 *
 * Lattice per value and per variable: `top` (no execution reaches it yet), a constant bit pattern, or
 * `varying`. Blocks are visited only once a feasible edge reaches them (a `cond_br` on a constant
 * follows one edge), so values in unreachable code stay `top`. The analysis is sound for every
 * execution of the function it is given: translate.ts re-translates with the facts it found until they
 * are stable, which makes each fact an inductive invariant of the final IR (see translate.ts).
 */

import { InternalError } from '../util/errors.js';
import { computeDominance } from './dominance.js';
import { floatLayout } from './float-layout.js';
import { type BlockId, forEachAttached, type Inst, type IrFunction, type ValueId } from './function.js';
import { ICMP, IUNARY } from './ops.js';
import { typeDesc } from './types.js';

/** A lattice value: undefined is `top`, a bigint is a constant (unsigned bit pattern), null is `varying`. */
export type Lattice = bigint | null | undefined;

/** What the analysis proved about one function. */
export interface ConstantFacts {
  /** The lattice value of `value` (undefined: never reached). */
  valueOf(value: ValueId): Lattice;
  /** Whether some execution can reach block `block`. */
  reachable(block: BlockId): boolean;
}

function meet(a: Lattice, b: Lattice): Lattice {
  if (a === undefined) return b;
  if (b === undefined) return a;
  if (a === null || b === null) return null;
  return a === b ? a : null;
}

/** Masks of 0..64 bits, made once (folding asks for them per operation). */
const MASKS: readonly bigint[] = Array.from({ length: 65 }, (_, bits) => (1n << BigInt(bits)) - 1n);
const mask = (bits: number): bigint => MASKS[bits] ?? (1n << BigInt(bits)) - 1n;
const signed = (v: bigint, bits: number): bigint => BigInt.asIntN(bits, v);
const unsigned = (v: bigint, bits: number): bigint => BigInt.asUintN(bits, v);

function bitCount(v: bigint): bigint {
  let n = 0n;
  for (let x = v; x > 0n; x >>= 1n) n += x & 1n;
  return n;
}

function reverse(v: bigint, bits: number): bigint {
  let r = 0n;
  for (let i = 0; i < bits; i++) if ((v >> BigInt(i)) & 1n) r |= 1n << BigInt(bits - 1 - i);
  return r;
}

function findLsb(v: bigint): bigint {
  if (v === 0n) return -1n;
  let i = 0n;
  while (((v >> i) & 1n) === 0n) i++;
  return i;
}

/** The highest set bit among the low `bits` of `v`, or -1 (from its binary digits, not a bit loop). */
function findMsb(v: bigint, bits: number): bigint {
  const low = bits > 0 ? v & mask(bits) : 0n;
  return low === 0n ? -1n : BigInt(low.toString(2).length - 1);
}

/** The IR's `flush` of float bits of width `bits`: a zero exponent field keeps only the sign. */
export function flushBits(v: bigint, bits: number): bigint {
  const layout = floatLayout(bits);
  if (layout === undefined) throw new InternalError(`a flush of ${bits}-bit floats`);
  return (v & layout.expMask) === 0n ? v & layout.sign : v;
}

/** Folds a pure integer IR operation on constant operands (unsigned patterns; the result may need
 * truncating to `bits`); undefined when the op is not foldable. */
export function foldOp(
  op: string,
  variant: string | undefined,
  bits: number,
  args: readonly bigint[],
  argBits: number,
): bigint | undefined {
  const a = args[0] ?? 0n;
  const b = args[1] ?? 0n;
  const c = args[2] ?? 0n;
  const m = BigInt(bits);
  switch (op) {
    case 'iadd':
      return a + b;
    case 'isub':
      return a - b;
    case 'imul':
      return a * b;
    case 'umul_hi':
      return (a * b) >> m;
    case 'smul_hi':
      return (signed(a, bits) * signed(b, bits)) >> m;
    case 'udiv':
      return b === 0n ? undefined : a / b;
    case 'urem':
      return b === 0n ? undefined : a % b;
    case 'and':
      return a & b;
    case 'or':
      return a | b;
    case 'xor':
      return a ^ b;
    case 'umin':
      return a < b ? a : b;
    case 'umax':
      return a > b ? a : b;
    case 'smin':
      return signed(a, bits) < signed(b, bits) ? a : b;
    case 'smax':
      return signed(a, bits) > signed(b, bits) ? a : b;
    case 'shl':
      return a << (b % m);
    case 'lshr':
      return a >> (b % m);
    case 'ashr':
      return signed(a, bits) >> (b % m);
    case 'ubfe':
    case 'sbfe': {
      if (c === 0n) return 0n;
      if (b + c > m) return undefined;
      const field = (a >> b) & mask(Number(c));
      return op === 'ubfe' ? field : signed(field, Number(c));
    }
    case 'bfi': {
      const [base, insert, offset, count] = args as [bigint, bigint, bigint, bigint];
      if (offset + count > m) return undefined;
      const f = mask(Number(count)) << offset;
      return (base & ~f) | ((insert << offset) & f);
    }
    case 'iunary':
      switch (variant) {
        case 'not':
          return ~a;
        case 'neg':
          return -a;
        case 'bitcount':
          return bitCount(a);
        case 'bitreverse':
          return reverse(a, argBits);
        case 'find_lsb':
          return findLsb(a);
        case 'find_umsb':
          return findMsb(a, argBits);
        case 'find_smsb':
          return findMsb(signed(a, argBits) < 0n ? unsigned(~a, argBits) : a, argBits);
        default:
          return undefined;
      }
    case 'zext':
    case 'trunc':
      return a;
    case 'sext':
      return signed(a, argBits);
    case 'icmp': {
      const v = compare(variant, a, b, argBits);
      return v === undefined ? undefined : v ? 1n : 0n;
    }
    default:
      return undefined;
  }
}

/** An integer comparison of unsigned patterns of `bits` bits; undefined for an unknown predicate. */
export function compare(pred: string | undefined, a: bigint, b: bigint, bits: number): boolean | undefined {
  switch (pred) {
    case 'eq':
      return a === b;
    case 'ne':
      return a !== b;
    case 'ult':
      return a < b;
    case 'ule':
      return a <= b;
    case 'ugt':
      return a > b;
    case 'uge':
      return a >= b;
    case 'slt':
      return signed(a, bits) < signed(b, bits);
    case 'sle':
      return signed(a, bits) <= signed(b, bits);
    case 'sgt':
      return signed(a, bits) > signed(b, bits);
    case 'sge':
      return signed(a, bits) >= signed(b, bits);
    default:
      return undefined;
  }
}

function floatBits(fn: IrFunction, v: ValueId): number | undefined {
  const d = typeDesc(fn.typeOf(v));
  return d.kind === 'float' ? d.bits : undefined;
}

function floatOrIntBits(fn: IrFunction, v: ValueId): number | undefined {
  return intBits(fn, v) ?? floatBits(fn, v);
}

function intBits(fn: IrFunction, v: ValueId): number | undefined {
  const d = typeDesc(fn.typeOf(v));
  return d.kind === 'int' ? d.bits : undefined;
}

/** The predicate of an `icmp` or the operation of an `iunary` (their first immediate), as foldOp takes it. */
export function variantOf(inst: Inst): string | undefined {
  if (inst.op === 'icmp') return ICMP[inst.imms[0] as number];
  return inst.op === 'iunary' ? IUNARY[inst.imms[0] as number] : undefined;
}

/** How the analysis reads values no execution has defined. */
export interface ConstantOptions {
  /**
   * Read an undefined select arm (a never-written register) as any value, so `select(c, k, undefined)`
   * is `k`, as the host's compiler reads it (NIR drops undef arms). Off by default: the translator's
   * facts must hold in every execution, also those where the undefined value is not `k`.
   */
  readonly undefinedIsAny?: boolean;
}

/**
 * Runs the analysis on `fn` (block 0 is the entry). Values and variables live in dense arrays (a
 * variable's state is indexed by its ordinal among the function's `var`s): the analysis runs once
 * per translation pass and again in two passes, and copying maps per edge was most of its cost.
 */
export function analyzeConstants(fn: IrFunction, options: ConstantOptions = {}): ConstantFacts {
  const env: Lattice[] = new Array(fn.values.length);
  // A var's definition dominates its loads and stores, so it is visited before them: numbering every
  // var up front is the same as recording each one when its block is visited.
  const varIndex = new Int32Array(fn.values.length).fill(-1);
  let varCount = 0;
  const insts = fn.insts;
  forEachAttached(fn, (id) => {
    const inst = insts[id] as Inst;
    if (inst.op === 'var') varIndex[inst.result as ValueId] = varCount++;
  });
  const blockCount = fn.blocks.length;
  const entryState: (Lattice[] | undefined)[] = new Array(blockCount);
  // Per block, the variables whose entry state changed since its last visit: only those (and the
  // ones it stores) can change what it passes on an edge it passed on before, so the meet along
  // such an edge visits them alone (the wave schedule has hundreds of variables and blocks).
  const changedIn: number[][] = Array.from({ length: blockCount }, () => []);
  const visitedOnce = new Uint8Array(blockCount);
  // Edges (block * blockCount + target) that have passed a state.
  const passed = new Set<number>();
  const queued = new Uint8Array(blockCount);
  queued[0] = 1;
  let pending = 1;
  entryState[0] = new Array<Lattice>(varCount);
  const get = (v: ValueId): Lattice => env[v];
  // Sweeps over the blocks in reverse postorder, visiting the queued ones: a block's forward
  // predecessors come first, so a sweep settles acyclic code and each further sweep one more trip
  // around the loops. A stack worklist visited the wave schedule's 544 blocks about 100 times each.
  const order = blockCount > 1 ? computeDominance(fn).order : [0 as BlockId];
  while (pending > 0)
    for (const block of order) {
      if (!queued[block]) continue;
      queued[block] = 0;
      pending--;
      const state = (entryState[block] as Lattice[]).slice();
      // What may differ from the state this block passed at its last visit (all of it at the first).
      const first = !visitedOnce[block];
      visitedOnce[block] = 1;
      const dirty = changedIn[block] as number[];
      changedIn[block] = [];
      const { params, insts: ids } = fn.block(block);
      for (let k = 0; k < params.length; k++) env[params[k] as ValueId] = null;
      for (let n = 0; n < ids.length; n++) {
        const inst = insts[ids[n] as number] as Inst;
        const op = inst.op;
        if (op === 'var') continue;
        if (op === 'store') {
          const index = varIndex[inst.operands[0] as ValueId] as number;
          if (index >= 0) {
            state[index] = env[inst.operands[1] as ValueId];
            dirty.push(index);
          }
          continue;
        }
        if (op === 'br' || op === 'cond_br') {
          const cond = op === 'cond_br' ? env[inst.operands[0] as ValueId] : 1n;
          for (let i = 0; i < inst.targets.length; i++) {
            const target = (inst.targets[i] as { block: BlockId }).block;
            const feasible =
              op === 'br' || cond === null || (cond !== undefined && (cond === 1n) === (i === 0));
            if (!feasible) continue;
            const old = entryState[target];
            let changed = old === undefined;
            const edge = block * blockCount + target;
            if (old === undefined) entryState[target] = state.slice();
            else {
              const all = first || !passed.has(edge);
              const count = all ? varCount : dirty.length;
              const into = changedIn[target] as number[];
              for (let j = 0; j < count; j++) {
                const k = all ? j : (dirty[j] as number);
                const next = meet(old[k], state[k]);
                if (next !== old[k]) {
                  old[k] = next;
                  into.push(k);
                  changed = true;
                }
              }
            }
            passed.add(edge);
            if (changed && !queued[target]) {
              queued[target] = 1;
              pending++;
            }
          }
          continue;
        }
        const result = inst.result;
        if (result === undefined) continue;
        env[result] = evaluate(fn, inst, variantOf(inst), state, varIndex, get, options);
      }
    }
  return {
    valueOf: (v) => env[v],
    reachable: (b) => entryState[b] !== undefined,
  };
}

/** How deep {@link foldDefinition} follows operands (a guest address is a handful of ops deep). */
const MAX_FOLD_DEPTH = 24;
const NO_VARIABLES = new Int32Array(0);
const NO_STATE: readonly Lattice[] = [];

/**
 * The constant `value` is by folding its definition over constant operands alone, as the analysis
 * would: no memory, block parameter or control flow is read, and a register variable's load only as
 * `loaded` answers, so the answer holds in every execution without a fixed point. `memo` caches answers by value (null: not a constant found
 * this way), which stay true since a value's definition never changes.
 */
export function foldDefinition(
  fn: IrFunction,
  value: ValueId,
  memo: Map<ValueId, bigint | null>,
  loaded: LoadedConstant = () => undefined,
): bigint | undefined {
  return fold(fn, value, memo, loaded, 0) ?? undefined;
}

/**
 * The constant a `load` of `variable` with result `result` reads, when the caller knows one; it must
 * give one answer per load.
 */
export type LoadedConstant = (variable: ValueId, result: ValueId) => bigint | undefined;

function fold(
  fn: IrFunction,
  value: ValueId,
  memo: Map<ValueId, bigint | null>,
  loaded: LoadedConstant,
  depth: number,
): bigint | null {
  const known = memo.get(value);
  if (known !== undefined) return known;
  const def = fn.value(value).def;
  let result: bigint | null = null;
  if (def.kind === 'inst') {
    const inst = fn.inst(def.inst);
    if (inst.op === 'const') result = inst.constant as bigint;
    else if (inst.op === 'load') result = loaded(inst.operands[0] as ValueId, value) ?? null;
    else if (depth < MAX_FOLD_DEPTH) {
      const get = (v: ValueId): Lattice => fold(fn, v, memo, loaded, depth + 1);
      const folded = evaluate(fn, inst, variantOf(inst), NO_STATE, NO_VARIABLES, get, {});
      result = typeof folded === 'bigint' ? folded : null;
    }
  }
  // An answer cut short by the depth is cached as unknown too: a miss, never a wrong constant.
  memo.set(value, result);
  return result;
}

function evaluate(
  fn: IrFunction,
  inst: ReturnType<IrFunction['inst']>,
  variant: string | undefined,
  state: readonly Lattice[],
  varIndex: Int32Array,
  get: (v: ValueId) => Lattice,
  options: ConstantOptions,
): Lattice {
  const result = inst.result as ValueId;
  if (inst.op === 'const') return inst.constant;
  if (inst.op === 'load') {
    const index = varIndex[inst.operands[0] as ValueId] as number;
    return index >= 0 ? state[index] : null;
  }
  // Floats are followed as bit patterns through the ops that move bits unchanged.
  const moves = inst.op === 'select' || inst.op === 'bitcast' || inst.op === 'flush';
  const bits = intBits(fn, result) ?? (moves ? floatBits(fn, result) : undefined);
  if (bits === undefined) return null;
  if (inst.op === 'bitcast') {
    const source = inst.operands[0] as ValueId;
    const v = get(source);
    // Vectors and other shapes are not followed.
    if (typeof v === 'bigint' && floatOrIntBits(fn, source) !== bits) return null;
    return v;
  }
  const operands = inst.operands;
  if (inst.op === 'flush') {
    const v = get(operands[0] as ValueId);
    return typeof v === 'bigint' ? flushBits(v, bits) : v;
  }
  if (inst.op === 'select') {
    const c = get(operands[0] as ValueId);
    const a = get(operands[1] as ValueId);
    const b = get(operands[2] as ValueId);
    if (c === undefined) return undefined;
    if (c === null && options.undefinedIsAny && (a === undefined || b === undefined)) return a ?? b;
    if (c === null) return meet(a, b) === undefined ? undefined : a === b ? a : null;
    return c === 1n ? a : b;
  }
  // Varying or unreached operands decide without building the argument list (most instructions).
  let unreached = false;
  for (let k = 0; k < operands.length; k++) {
    const v = get(operands[k] as ValueId);
    if (v === null) return null;
    if (v === undefined) unreached = true;
  }
  if (unreached) return undefined;
  const args = operands.map(get) as bigint[];
  const argBits = operands.length > 0 ? (intBits(fn, operands[0] as ValueId) ?? 0) : 0;
  const folded = foldOp(inst.op, variant, bits, args, argBits);
  return folded === undefined ? null : unsigned(folded, bits);
}
