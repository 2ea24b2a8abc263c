/**
 * Selects whose other arm no lane reads. A guest vector write under EXEC becomes `select (active, new,
 * old)`: the old value stays on inactive lanes in case a later instruction reads them there. Where lane
 * demand (lane-demand.ts) shows that the select's readers need it only on lanes where its condition
 * holds (or only where it fails), the select is that arm: its value on the other lanes is never read.
 * A memory access the translation guards per lane (`cond_br active`) reads its address only on active
 * lanes, so the address is the new value, whose alignment and bounds the later passes can then see; a
 * store sent to the sink where `active` fails (`select (active, address, sink_address)`) writes its
 * value only there, but a load reads its address on every lane, so that select stays.
 *
 * Replacing `select (c, a, b)` by `a` leaves every demand as it was (the readers read `a` only on lanes
 * where `c` holds, as through the select), so one pass over one analysis decides every select.
 */
import type { Block, InstId, IrFunction, ValueId } from '../ir/function.js';
import { replaceUses } from './ir-edit.js';
import { laneDemand } from './lane-demand.js';
import type { Pass } from './manager.js';

/** Replaces each select whose demanded lanes all take one arm by that arm; returns whether any was. */
export function optLaneSelects(fn: IrFunction): boolean {
  // The selects, in block order (indexed loops: this pass runs on every program).
  const selects: InstId[] = [];
  for (let b = 0; b < fn.blocks.length; b++) {
    const ids = (fn.blocks[b] as Block).insts;
    for (let j = 0; j < ids.length; j++)
      if (fn.inst(ids[j] as InstId).op === 'select') selects.push(ids[j] as InstId);
  }
  if (selects.length === 0) return false;
  const demand = laneDemand(fn);
  // Decided on the selects as they stand, replaced in one scan at the end (chains followed).
  const replacements = new Map<ValueId, ValueId>();
  for (const id of selects) {
    const inst = fn.inst(id);
    const d = demand.get(inst.result as ValueId) ?? 'none';
    if (d === 'none') continue;
    const [c, a, b] = inst.operands as [ValueId, ValueId, ValueId];
    const arm =
      demand.restrict(d, c, false) === 'none' ? a : demand.restrict(d, c, true) === 'none' ? b : undefined;
    if (arm !== undefined) replacements.set(inst.result as ValueId, arm);
  }
  replaceUses(fn, replacements);
  return replacements.size > 0;
}

/** The pass-manager entry for {@link optLaneSelects}. */
export const LANE_SELECTS: Pass = { name: 'lane-selects', run: optLaneSelects };
