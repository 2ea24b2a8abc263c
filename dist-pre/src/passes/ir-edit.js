/**
 * Small editing helpers the passes share: use counts, replacing every use of a value, inserting
 * instructions before a given one (built with the ordinary Builder, then moved into place), and
 * rewriting an instruction in place (same id and result value, so side tables stay valid).
 */
import { Builder } from '../ir/builder.js';
import { InternalError } from '../util/errors.js';
/** Number of uses of every value (operands and branch arguments of attached instructions). */
export function useCounts(fn) {
    const counts = new Uint32Array(fn.values.length);
    for (const block of fn.blocks) {
        for (const i of block.insts) {
            const inst = fn.inst(i);
            for (const v of inst.operands)
                counts[v] = (counts[v] ?? 0) + 1;
            for (const e of inst.targets)
                for (const v of e.args)
                    counts[v] = (counts[v] ?? 0) + 1;
        }
    }
    return counts;
}
/** Replaces every use of `from` by `to`. */
export function replaceAllUses(fn, from, to) {
    for (const block of fn.blocks) {
        for (const i of block.insts) {
            const inst = fn.inst(i);
            if (inst.operands.includes(from))
                inst.operands = inst.operands.map((v) => (v === from ? to : v));
            if (inst.targets.some((e) => e.args.includes(from))) {
                inst.targets = inst.targets.map((e) => ({
                    block: e.block,
                    args: e.args.map((v) => (v === from ? to : v)),
                }));
            }
        }
    }
}
/**
 * Runs `build` with a builder whose new instructions end up right before `before` in its block;
 * returns what `build` returns.
 */
export function insertBefore(fn, before, build) {
    const block = fn.inst(before).block;
    if (block === -1)
        throw new InternalError('insertBefore a detached instruction');
    const list = fn.block(block).insts;
    const start = list.length;
    const result = build(new Builder(fn).at(block));
    const added = list.splice(start);
    list.splice(list.indexOf(before), 0, ...added);
    return result;
}
/** Replaces instruction `id` by `inst` (keeping its id, block and result). */
export function rewriteInst(fn, id, inst) {
    const old = fn.inst(id);
    fn.insts[id] = { ...inst, result: old.result, block: old.block };
}
//# sourceMappingURL=ir-edit.js.map