/**
 * Helpers shared as functions. The exact float kernels (a transcendental, an exact fma) are tens to
 * hundreds of IR instructions per lane; built once per module as a helper function and called from
 * every instruction that needs them, each costs its size once, and every pass and the SPIR-V emitter
 * see a call where there were that many instructions. Mesa inlines the calls again, so there this
 * changes what we hand over, not what runs (docs/debt.md: other hosts are not measured).
 *
 * A helper is a pure function of its arguments under the module's MODE and target: the key names the
 * computation, and the body is built by the same code that would inline it, in a context of its own.
 * A body that asks about a constant is inlined instead (its code would depend on the call site), and
 * passes/inline-helpers.ts inlines a helper the program calls once (or specializes it on the call's
 * constants and inlines it after the passes). Arguments that are constants stay
 * arguments: the passes fold no float arithmetic, so inlining would buy little; guard-selects hides
 * every one from the host, whose inliner would otherwise carry it into the body.
 */
import { IrFunction, type IrModule, type ValueId } from '../ir/function.js';
import type { TypeId } from '../ir/types.js';
import { InternalError } from '../util/errors.js';
import { TranslationContext } from './context.js';

interface Helper {
  /** Index of the helper in the module's functions (the `call`'s immediate). */
  readonly index: number;
  readonly type: TypeId;
  /** Its parameters' types: a key names one signature. */
  readonly params: readonly TypeId[];
  /** The body's result is the guest's denormal flush of a value (see TranslationContext.flushed). */
  readonly flushed: boolean;
}

/** The helpers of each module by key; `null` marks a key whose body cannot be shared. */
const helpersOf = new WeakMap<IrModule, Map<string, Helper | null>>();

/**
 * The value `build` computes from `args`: a call of the module's helper `key` (built on first use),
 * or `build` itself inlined where its body cannot be shared. `build` must depend on
 * nothing but its arguments, the key and the translation's options.
 */
export function shared(
  t: TranslationContext,
  key: string,
  args: readonly ValueId[],
  build: (h: TranslationContext, params: readonly ValueId[]) => ValueId,
): ValueId {
  let helpers = helpersOf.get(t.module);
  if (helpers === undefined) {
    helpers = new Map();
    helpersOf.set(t.module, helpers);
  }
  let helper = helpers.get(key);
  if (helper === undefined) {
    helper = buildHelper(t, key, args, build);
    helpers.set(key, helper);
  }
  if (helper === null) return build(t, args);
  const { params } = helper;
  if (params.some((p, k) => p !== t.fn.typeOf(args[k] as ValueId)))
    throw new InternalError(`helper '${key}' called with arguments of other types than its parameters`);
  const result = t.b.emit('call', helper.type, args, { imms: [helper.index] }).result as ValueId;
  if (helper.flushed) t.flushed.add(result);
  return result;
}

function buildHelper(
  t: TranslationContext,
  key: string,
  args: readonly ValueId[],
  build: (h: TranslationContext, params: readonly ValueId[]) => ValueId,
): Helper | null {
  const module = t.module;
  // Added to the module once built: helpers its body calls come first.
  const fn = new IrFunction(key);
  const h = new TranslationContext(module, fn, t.options);
  h.current = t.current;
  h.b.pc = t.b.pc;
  const params = args.map((a) => t.fn.typeOf(a));
  const entry = h.b.block(params);
  h.b.at(entry);
  const result = build(h, fn.block(entry).params);
  h.b.release();
  if (h.queries.size > 0 || h.deferred.length > 0) return null;
  h.b.ret(result);
  module.functions.push(fn);
  return {
    index: module.functions.length - 1,
    type: fn.typeOf(result),
    params,
    flushed: h.flushed.has(result),
  };
}
