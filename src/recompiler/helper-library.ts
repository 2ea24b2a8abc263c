/**
 * The helpers earlier recompiles optimized. A helper (translate/shared.ts) is built from its key, its
 * parameter types and the module's MODE alone, so the programs of a title share a few dozen of them,
 * and their passes are a large share of a float-heavy program's time (an exact division or
 * transcendental is hundreds of IR instructions: up to 42% in the LLVM corpus). A pass's result
 * depends on the function alone (passes/manager.ts), so a body whose arenas equal those of a body
 * optimized before, under passes of the same names, gets that body's result without running them; the
 * one difference, the guest pc that refusals name, is restamped.
 *
 * Only bodies no module-dependent pass can act on are kept: one block of lane arithmetic, reading no
 * memory, global, builtin, wave operation or other function, and none of the facts a function carries
 * beside its instructions (workgroup size, execz regions). test/recompiler/corpus.test.ts compares the
 * SPIR-V of every corpus program with helpers, the library cold and warm.
 */
import { cloneFunction, type Inst, type IrFunction, type ValueDef } from '../ir/function.js';
import { computesValue } from '../ir/ops.js';
import { typeDesc } from '../ir/types.js';
import { verifyFunction } from '../ir/verifier.js';
import { type Pass, type PassOptions, runPasses } from '../passes/manager.js';
import { InternalError } from '../util/errors.js';

/** Ops that compute from their operands alone yet name module state or invocation state. */
const MODULE_STATE = new Set(['call', 'global', 'builtin', 'sink_address', 'opaque_zero']);

/** Bodies kept at most: a title's helpers are a few dozen; past this the library stops growing. */
const CAPACITY = 1024;

interface Entry {
  /** The names of the passes that ran. */
  readonly passes: readonly string[];
  /** The body as the passes got it (arenas as they were), compared with a body looked up. */
  readonly input: IrFunction;
  /** The optimized body. */
  readonly fn: IrFunction;
  /** The pc its instructions carried before the passes: those that still do take the new body's pc. */
  readonly pc: number | undefined;
}

/** Entries by the hash of their passes' names and input body (bodyHash). */
const library = new Map<number, Entry[]>();
let held = 0;

/** What the library did for the helpers of one recompile (tests read it). */
export interface HelperLibraryStats {
  hits: number;
  misses: number;
}

/** Empties the library (tests and benchmarks measuring a cold start). */
export function clearHelperLibrary(): void {
  library.clear();
  held = 0;
}

/**
 * `fn` optimized by `passes`: the library's copy when it holds one for an equal body under the same
 * passes, otherwise `fn` itself after the passes (kept when it qualifies). The debug switches that
 * print or skip per pass run the passes as usual; `verify` checks the library's copy.
 */
export function optimizedHelper(
  fn: IrFunction,
  passes: readonly Pass[],
  options: PassOptions,
  stats?: HelperLibraryStats,
): IrFunction {
  if (options.printAfter !== undefined || options.skip !== undefined) {
    runPasses(fn, passes, options);
    return fn;
  }
  const pc = sharedPc(fn);
  const hash = pc === null ? undefined : bodyHash(fn, passes);
  const bucket = hash === undefined ? undefined : library.get(hash);
  const known = bucket?.find((e) => samePasses(e.passes, passes) && sameBody(e.input, fn));
  if (known !== undefined && pc !== null) {
    if (stats) stats.hits++;
    const copy = cloneFunction(known.fn, fn.name, (p) => (p === known.pc ? pc : p));
    if (options.verify) {
      const result = verifyFunction(copy);
      if (!result.ok) throw new InternalError(`helper library copy fails verification:\n${result.annotated}`);
    }
    return copy;
  }
  if (stats) stats.misses++;
  const input = hash !== undefined && pc !== null && held < CAPACITY ? cloneFunction(fn) : undefined;
  runPasses(fn, passes, options);
  if (input !== undefined && hash !== undefined && pc !== null) {
    const entry = { passes: passes.map((p) => p.name), input, fn: cloneFunction(fn), pc };
    if (bucket) bucket.push(entry);
    else library.set(hash, [entry]);
    held++;
  }
  return fn;
}

/**
 * Whether the library can keep `fn`'s body: a helper called once that it can keep is better optimized
 * as a function and inlined after the passes (passes/inline-helpers.ts).
 */
export function libraryKeeps(fn: IrFunction): boolean {
  return sharedPc(fn) !== null;
}

/**
 * The pc every instruction of a body the library may keep carries (undefined included), or null when
 * the body does not qualify (see the module comment) or its instructions carry several.
 */
function sharedPc(fn: IrFunction): number | undefined | null {
  if (fn.blocks.length !== 1 || fn.workgroupSize !== undefined || fn.execzRegions !== undefined) return null;
  const first = fn.insts[0];
  if (first === undefined) return null;
  const pc = first.pc;
  for (const inst of fn.insts) {
    if (inst.pc !== pc || !laneArithmetic(fn, inst)) return null;
  }
  return pc;
}

/** Whether `inst` computes from its operands alone, on scalars and vectors, and names no module state. */
function laneArithmetic(fn: IrFunction, inst: Inst): boolean {
  if (inst.op === 'ret') return true;
  if (!computesValue(inst.op) || MODULE_STATE.has(inst.op)) return false;
  if (typeDesc(inst.type).kind === 'ptr') return false;
  for (const v of inst.operands) if (typeDesc(fn.typeOf(v)).kind === 'ptr') return false;
  return true;
}

/**
 * A hash of the passes' names and of the body's arenas as they are (ids, detached instructions,
 * values): what {@link sameBody} compares, so equal bodies hash equal. Numbers mixed in place, where a
 * key string of every field was 3% of what a recompile of the LLVM corpus allocated.
 */
function bodyHash(fn: IrFunction, passes: readonly Pass[]): number {
  let h = mixString(0x811c9dc5, fn.name);
  for (const pass of passes) h = mixString(h, pass.name);
  for (const block of fn.blocks) {
    h = mix(h, block.params.length);
    for (const p of block.params) h = mix(h, p);
    h = mix(h, block.insts.length);
    for (const i of block.insts) h = mix(h, i);
  }
  for (const v of fn.values) {
    h = mix(h, v.type);
    h = v.def.kind === 'inst' ? mix(h, v.def.inst) : mix(mix(h, -1 - v.def.block), v.def.index);
  }
  for (const inst of fn.insts) {
    h = mix(mixString(h, inst.op), inst.type);
    h = mix(mix(h, inst.block), inst.result ?? -1);
    for (const v of inst.operands) h = mix(h, v);
    for (const m of inst.imms) h = mix(h, m);
    if (inst.constant !== undefined)
      h = mix(mix(h, Number(BigInt.asUintN(32, inst.constant))), Number(inst.constant >> 32n));
    for (const edge of inst.targets) {
      h = mix(h, edge.block);
      for (const a of edge.args) h = mix(h, a);
    }
  }
  return h;
}

const mix = (h: number, x: number): number => Math.imul(h ^ (x | 0), 0x01000193);

/** Op and pass names' hashes, made once each. */
const stringHashes = new Map<string, number>();

function mixString(h: number, s: string): number {
  let k = stringHashes.get(s);
  if (k === undefined) {
    k = 0x811c9dc5;
    for (let i = 0; i < s.length; i++) k = Math.imul(k ^ s.charCodeAt(i), 0x01000193);
    if (stringHashes.size < 4096) stringHashes.set(s, k);
  }
  return mix(h, k);
}

const samePasses = (names: readonly string[], passes: readonly Pass[]): boolean =>
  names.length === passes.length && names.every((name, k) => passes[k]?.name === name);

const sameParam = (x: ValueDef, y: ValueDef): boolean =>
  x.kind === 'param' && y.kind === 'param' && x.block === y.block && x.index === y.index;

const sameList = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && a.every((x, k) => x === b[k]);

/** Whether two bodies have equal arenas (name, blocks, values, every instruction's fields but its pc). */
function sameBody(a: IrFunction, b: IrFunction): boolean {
  if (a.name !== b.name || a.blocks.length !== b.blocks.length) return false;
  if (a.values.length !== b.values.length || a.insts.length !== b.insts.length) return false;
  for (let k = 0; k < a.blocks.length; k++) {
    const x = a.blocks[k] as IrFunction['blocks'][number];
    const y = b.blocks[k] as IrFunction['blocks'][number];
    if (!sameList(x.params, y.params) || !sameList(x.insts, y.insts)) return false;
  }
  for (let k = 0; k < a.values.length; k++) {
    const x = a.values[k] as IrFunction['values'][number];
    const y = b.values[k] as IrFunction['values'][number];
    if (x.type !== y.type || x.def.kind !== y.def.kind) return false;
    if (x.def.kind === 'inst' ? x.def.inst !== (y.def as typeof x.def).inst : !sameParam(x.def, y.def))
      return false;
  }
  for (let k = 0; k < a.insts.length; k++) {
    const x = a.insts[k] as Inst;
    const y = b.insts[k] as Inst;
    if (x.op !== y.op || x.type !== y.type || x.block !== y.block || x.result !== y.result) return false;
    if (x.constant !== y.constant || !sameList(x.operands, y.operands) || !sameList(x.imms, y.imms))
      return false;
    if (x.targets.length !== y.targets.length) return false;
    for (let t = 0; t < x.targets.length; t++) {
      const e = x.targets[t] as Inst['targets'][number];
      const f = y.targets[t] as Inst['targets'][number];
      if (e.block !== f.block || !sameList(e.args, f.args)) return false;
    }
  }
  return true;
}
