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
import { cloneFunction, type Inst, type IrFunction } from '../ir/function.js';
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
  /** The optimized body. */
  readonly fn: IrFunction;
  /** The pc its instructions carried before the passes: those that still do take the new body's pc. */
  readonly pc: number | undefined;
}

const library = new Map<string, Entry>();

/** What the library did for the helpers of one recompile (tests read it). */
export interface HelperLibraryStats {
  hits: number;
  misses: number;
}

/** Empties the library (tests and benchmarks measuring a cold start). */
export function clearHelperLibrary(): void {
  library.clear();
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
  const key = pc === null ? undefined : libraryKey(fn, passes);
  const known = key === undefined ? undefined : library.get(key);
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
  runPasses(fn, passes, options);
  if (key !== undefined && pc !== null && library.size < CAPACITY)
    library.set(key, { fn: cloneFunction(fn), pc });
  return fn;
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
 * The passes' names and the body's arenas as they are (ids, detached instructions, values): equal
 * keys are equal inputs to the passes, whatever the printed text would call equal.
 */
function libraryKey(fn: IrFunction, passes: readonly Pass[]): string {
  const parts: (string | number)[] = [fn.name];
  for (const pass of passes) parts.push(pass.name);
  for (const block of fn.blocks) parts.push('b', ...block.params, ':', ...block.insts);
  parts.push('v');
  for (const v of fn.values)
    parts.push(v.type, v.def.kind === 'inst' ? v.def.inst : `p${v.def.block}.${v.def.index}`);
  for (const inst of fn.insts) {
    parts.push('i', inst.op, inst.type, inst.block, inst.result ?? -1, ...inst.operands, '/', ...inst.imms);
    if (inst.constant !== undefined) parts.push('=', inst.constant.toString());
    for (const edge of inst.targets) parts.push('^', edge.block, ...edge.args);
  }
  return parts.join(',');
}
