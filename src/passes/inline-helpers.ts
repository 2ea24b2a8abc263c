/**
 * Inlines the helpers called once. Sharing a kernel (translate/shared.ts) pays for itself from its
 * second use; with one use, the call, the parameters and the function's own declarations are words
 * for nothing, and the body, once inlined, is optimized with its caller (known arguments, known zeros,
 * the host-unknown data the guards need not cover). Runs on the translated module, before the passes.
 *
 * A caller may keep some of those helpers through the passes (`keep`): each is specialized on its
 * call's constant arguments (they become constants of the body and leave the signature), optimized as
 * a function, and inlined after the passes by {@link inlineKeptCalls}. The constants were most of what
 * inlining first bought; the body's passes, paid in every program where it is inlined first, are paid
 * once per title for a function (recompiler/helper-library.ts keeps optimized bodies). Inlined after
 * the passes, the body is what a host inlining the call gets: the guards hid from it whatever the call
 * passes that it could fold (passes/guard-selects.ts).
 */
import {
  type Block,
  type BlockId,
  type Inst,
  type InstId,
  type IrFunction,
  type IrModule,
  instDef,
  literalOf,
  type ValueId,
} from '../ir/function.js';
import { typeDesc } from '../ir/types.js';
import { insertBefore, replaceUses } from './ir-edit.js';

/**
 * Inlines every single-block helper that one call in the module reaches, except those `keep` accepts:
 * those are specialized on their call's constant arguments; returns their indices in the module.
 */
export function inlineSingleCalls(
  module: IrModule,
  keep: (helper: IrFunction) => boolean = () => false,
): Set<number> {
  const kept = new Set<number>();
  inlineCalls(module, (index, helper, site) => {
    if (!keep(helper)) return true;
    specializeCall(site.fn, site.inst, helper);
    kept.add(index);
    return false;
  });
  return kept;
}

/** Inlines the one call of each helper in `kept` (see {@link inlineSingleCalls}) that is left. */
export function inlineKeptCalls(module: IrModule, kept: ReadonlySet<number>): void {
  if (kept.size > 0) inlineCalls(module, (index) => kept.has(index));
}

interface CallSite {
  readonly fn: IrFunction;
  readonly inst: InstId;
}

/** Inlines the one call of each single-block helper called once where `inline` says so. */
function inlineCalls(
  module: IrModule,
  inline: (index: number, helper: IrFunction, site: CallSite) => boolean,
): void {
  // Without helpers there is no call to inline (most programs).
  if (module.functions.length < 2) return;
  const sites = new Map<number, CallSite[]>();
  for (const fn of module.functions) {
    const { blocks, insts } = fn;
    for (let b = 0; b < blocks.length; b++) {
      const ids = (blocks[b] as Block).insts;
      for (let j = 0; j < ids.length; j++) {
        const id = ids[j] as InstId;
        const inst = insts[id] as Inst;
        if (inst.op !== 'call') continue;
        const index = inst.imms[0] as number;
        const list = sites.get(index);
        if (list) list.push({ fn, inst: id });
        else sites.set(index, [{ fn, inst: id }]);
      }
    }
  }
  // Per function, each inlined call's copies (its block's list is rebuilt once) and the call results
  // with the values replacing them (applied in one scan).
  const copiesOf = new Map<IrFunction, Map<InstId, { copies: InstId[]; block: BlockId }>>();
  const replacements = new Map<IrFunction, Map<ValueId, ValueId>>();
  for (const [index, list] of sites) {
    const helper = module.functions[index];
    const site = list[0];
    if (list.length !== 1 || !helper || !site || helper.blocks.length !== 1) continue;
    if (!inline(index, helper, site)) continue;
    const done = inlineCall(site.fn, site.inst, helper);
    if (done === undefined) continue;
    let copies = copiesOf.get(site.fn);
    if (copies === undefined) {
      copies = new Map();
      copiesOf.set(site.fn, copies);
    }
    copies.set(site.inst, done);
    if (done.replaced !== undefined) {
      let map = replacements.get(site.fn);
      if (map === undefined) {
        map = new Map();
        replacements.set(site.fn, map);
      }
      map.set(done.replaced[0], done.replaced[1]);
    }
  }
  for (const [fn, copies] of copiesOf) {
    const blocks = new Set<Block>();
    for (const { block } of copies.values()) blocks.add(fn.block(block));
    for (const block of blocks) {
      // Each call in its place replaced by its copies (a plain loop: no array per instruction).
      const list: InstId[] = [];
      for (const id of block.insts) {
        const inlined = copies.get(id);
        if (inlined === undefined) list.push(id);
        else for (const copy of inlined.copies) list.push(copy);
      }
      block.insts = list;
    }
  }
  for (const [fn, map] of replacements) replaceUses(fn, map);
}

/**
 * Copies `helper`'s one block into `fn` for the call `id` and detaches the call; returns the copies
 * (the caller puts them in the call's place) and, where the body returns a parameter, the call's
 * result with the argument that replaces it (the caller replaces its uses). The copy of the
 * instruction whose value the body returns defines the call's result itself, so its readers need no
 * rewrite. Undefined for a call no longer attached.
 */
function inlineCall(
  fn: IrFunction,
  id: InstId,
  helper: IrFunction,
): { copies: InstId[]; block: BlockId; replaced: [ValueId, ValueId] | undefined } | undefined {
  const call = fn.inst(id);
  const block = call.block;
  if (block === -1) return undefined;
  const entry = helper.block(0 as never);
  const map = new Map<ValueId, ValueId>();
  entry.params.forEach((p, k) => {
    map.set(p, call.operands[k] as ValueId);
  });
  const copies: InstId[] = [];
  let returned: ValueId | undefined;
  const last = entry.insts[entry.insts.length - 1];
  const returnedInHelper = last === undefined ? undefined : helper.inst(last).operands[0];
  for (const hid of entry.insts) {
    const inst = helper.inst(hid);
    if (inst.op === 'ret') {
      returned = map.get(inst.operands[0] as ValueId);
      continue;
    }
    const copyId = fn.insts.length as InstId;
    let result: ValueId | undefined;
    if (inst.result === undefined) result = undefined;
    else if (inst.result === returnedInHelper && call.result !== undefined) {
      // The call's result, defined here from now on.
      result = call.result;
      fn.values[result] = { type: inst.type, def: instDef(copyId) };
    } else result = fn.newValue(inst.type, instDef(copyId));
    const copy: Inst = {
      op: inst.op,
      info: inst.info,
      type: inst.type,
      operands: inst.operands.map((v) => map.get(v) as ValueId),
      imms: inst.imms,
      constant: inst.constant,
      targets: inst.targets,
      result,
      block,
      pc: inst.pc,
    };
    fn.insts.push(copy);
    copies.push(copyId);
    if (inst.result !== undefined && result !== undefined) map.set(inst.result, result);
  }
  call.block = -1;
  return {
    copies,
    block,
    replaced:
      call.result !== undefined && returned !== undefined && returned !== call.result
        ? [call.result, returned]
        : undefined,
  };
}

/**
 * Makes each constant argument of the call `id` (the helper's one call) a constant of `helper`'s body
 * and drops it from the signature and the call. The constants carry the body's pc, as its other
 * instructions do (the helper library keeps only bodies of one pc).
 */
function specializeCall(fn: IrFunction, id: InstId, helper: IrFunction): void {
  const call = fn.inst(id);
  const entry = helper.block(0 as BlockId);
  const first = entry.insts[0];
  if (call.block === -1 || first === undefined) return;
  const pc = helper.inst(first).pc;
  const constants = new Map<ValueId, ValueId>();
  const params: ValueId[] = [];
  const args: ValueId[] = [];
  entry.params.forEach((p, k) => {
    const arg = call.operands[k] as ValueId;
    const bits = literalOf(fn, arg);
    const type = helper.typeOf(p);
    const kind = typeDesc(type).kind;
    if (bits === undefined || (kind !== 'int' && kind !== 'float')) {
      params.push(p);
      args.push(arg);
      return;
    }
    const made = insertBefore(helper, first, (b) => {
      b.pc = pc;
      return b.const(type, bits);
    });
    constants.set(p, made);
  });
  if (constants.size === 0) return;
  replaceUses(helper, constants);
  // The parameters left, renumbered (the dropped ones' values stay in the arena, read by nothing).
  entry.params.length = 0;
  params.forEach((p, index) => {
    entry.params.push(p);
    helper.values[p] = { type: helper.typeOf(p), def: { kind: 'param', block: 0 as BlockId, index } };
  });
  call.operands = args;
}
