/**
 * Inlines the helpers called once. Sharing a kernel (translate/shared.ts) pays for itself from its
 * second use; with one use, the call, the parameters and the function's own declarations are words
 * for nothing, and the body, once inlined, is optimized with its caller (known arguments, known zeros,
 * the host-unknown data the guards need not cover). Runs on the translated module, before the passes.
 */
import {
  type Block,
  type BlockId,
  type Inst,
  type InstId,
  type IrFunction,
  type IrModule,
  instDef,
  type ValueId,
} from '../ir/function.js';
import { replaceUses } from './ir-edit.js';

/** Inlines every single-block helper that one call in the module reaches; returns how many. */
export function inlineSingleCalls(module: IrModule): number {
  // Without helpers there is no call to inline (most programs).
  if (module.functions.length < 2) return 0;
  const sites = new Map<number, { fn: IrFunction; inst: InstId }[]>();
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
  let inlined = 0;
  // Per function, each inlined call's copies (its block's list is rebuilt once) and the call results
  // with the values replacing them (applied in one scan).
  const copiesOf = new Map<IrFunction, Map<InstId, { copies: InstId[]; block: BlockId }>>();
  const replacements = new Map<IrFunction, Map<ValueId, ValueId>>();
  for (const [index, list] of sites) {
    const helper = module.functions[index];
    const site = list[0];
    if (list.length !== 1 || !helper || !site || helper.blocks.length !== 1) continue;
    const done = inlineCall(site.fn, site.inst, helper);
    inlined++;
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
  return inlined;
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
