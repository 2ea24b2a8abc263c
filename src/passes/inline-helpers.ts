/**
 * Inlines the helpers called once. Sharing a kernel (translate/shared.ts) pays for itself from its
 * second use; with one use, the call, the parameters and the function's own declarations are words
 * for nothing, and the body, once inlined, is optimized with its caller (known arguments, known zeros,
 * the host-unknown data the guards need not cover). Runs on the translated module, before the passes.
 */
import {
  forEachAttached,
  type Inst,
  type InstId,
  type IrFunction,
  type IrModule,
  type ValueId,
} from '../ir/function.js';
import { replaceUses } from './ir-edit.js';

/** Inlines every single-block helper that one call in the module reaches; returns how many. */
export function inlineSingleCalls(module: IrModule): number {
  const sites = new Map<number, { fn: IrFunction; inst: InstId }[]>();
  for (const fn of module.functions)
    forEachAttached(fn, (id) => {
      const inst = fn.inst(id);
      if (inst.op !== 'call') return;
      const index = inst.imms[0] as number;
      const list = sites.get(index);
      if (list) list.push({ fn, inst: id });
      else sites.set(index, [{ fn, inst: id }]);
    });
  let inlined = 0;
  // Each function's call results and what replaces them, applied in one scan per function.
  const replacements = new Map<IrFunction, Map<ValueId, ValueId>>();
  for (const [index, list] of sites) {
    const helper = module.functions[index];
    const site = list[0];
    if (list.length !== 1 || !helper || !site || helper.blocks.length !== 1) continue;
    const replaced = inlineCall(site.fn, site.inst, helper);
    if (replaced !== undefined) {
      let map = replacements.get(site.fn);
      if (map === undefined) {
        map = new Map();
        replacements.set(site.fn, map);
      }
      map.set(replaced[0], replaced[1]);
    }
    inlined++;
  }
  for (const [fn, map] of replacements) replaceUses(fn, map);
  return inlined;
}

/**
 * Copies `helper`'s one block in place of the call `id` of `fn`; returns the call's result and the
 * value that replaces it (the caller replaces its uses).
 */
function inlineCall(fn: IrFunction, id: InstId, helper: IrFunction): [ValueId, ValueId] | undefined {
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
  for (const hid of entry.insts) {
    const inst = helper.inst(hid);
    if (inst.op === 'ret') {
      returned = map.get(inst.operands[0] as ValueId);
      continue;
    }
    const copyId = fn.insts.length as InstId;
    const result =
      inst.result === undefined ? undefined : fn.newValue(inst.type, { kind: 'inst', inst: copyId });
    const copy: Inst = {
      op: inst.op,
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
  const list = fn.block(block).insts;
  list.splice(list.indexOf(id), 1, ...copies);
  call.block = -1;
  return call.result !== undefined && returned !== undefined ? [call.result, returned] : undefined;
}
