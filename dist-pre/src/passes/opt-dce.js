/**
 * Dead code elimination: removes instructions without effects whose results are unused, function
 * variables that are never loaded (with their stores: nothing can observe them), and blocks no path
 * from the entry reaches. Runs to a fixed point.
 */
import { Builder } from '../ir/builder.js';
import { computeDominance } from '../ir/dominance.js';
import { opInfo } from '../ir/ops.js';
import { VOID } from '../ir/types.js';
import { useCounts } from './ir-edit.js';
/** Removes dead instructions, unread variables and unreachable blocks' code; returns whether it changed `fn`. */
export function optDce(fn) {
    let changed = removeUnreachable(fn);
    const uses = useCounts(fn);
    const escaping = escapingVars(fn);
    const dead = new Set();
    const work = [];
    const consider = (i) => {
        if (dead.has(i))
            return;
        const inst = fn.inst(i);
        if (inst.block === -1)
            return;
        if (inst.op === 'store') {
            const target = inst.operands[0];
            if (isVar(fn, target) && !escaping.has(target))
                work.push(i);
            return;
        }
        const info = opInfo(inst.op);
        if (info.effects || info.terminator)
            return;
        if (inst.result !== undefined && (uses[inst.result] ?? 0) === 0)
            work.push(i);
    };
    for (const block of fn.blocks)
        for (const i of block.insts)
            consider(i);
    // Removing an instruction releases its operands; their definitions may become dead in turn.
    while (work.length > 0) {
        const i = work.pop();
        if (dead.has(i))
            continue;
        dead.add(i);
        for (const v of fn.inst(i).operands) {
            uses[v] = (uses[v] ?? 1) - 1;
            const def = fn.value(v).def;
            if (def.kind === 'inst' && uses[v] === 0)
                consider(def.inst);
        }
    }
    if (dead.size === 0)
        return changed;
    for (const block of fn.blocks) {
        if (block.insts.some((i) => dead.has(i)))
            block.insts = block.insts.filter((i) => !dead.has(i));
    }
    for (const i of dead)
        fn.inst(i).block = -1;
    changed = true;
    return changed;
}
function isVar(fn, v) {
    const def = fn.value(v).def;
    return def.kind === 'inst' && fn.inst(def.inst).op === 'var';
}
/** Variables used other than as the pointer of a store. */
function escapingVars(fn) {
    const out = new Set();
    for (const block of fn.blocks) {
        for (const i of block.insts) {
            const inst = fn.inst(i);
            inst.operands.forEach((v, k) => {
                if (!(inst.op === 'store' && k === 0))
                    out.add(v);
            });
            for (const e of inst.targets)
                for (const v of e.args)
                    out.add(v);
        }
    }
    return out;
}
/** Empties blocks the entry does not reach (they keep an `unreachable` terminator). */
function removeUnreachable(fn) {
    const dom = computeDominance(fn);
    let changed = false;
    fn.blocks.forEach((block, index) => {
        if (dom.idom[index] !== -1)
            return;
        const term = fn.terminator(index);
        if (block.insts.length === 1 && term?.op === 'unreachable')
            return;
        for (const i of [...block.insts])
            fn.remove(i);
        new Builder(fn).at(index).emit('unreachable', VOID, []);
        changed = true;
    });
    return changed;
}
/** The pass-manager entry for {@link optDce}. */
export const DCE = { name: 'dce', run: optDce };
//# sourceMappingURL=opt-dce.js.map