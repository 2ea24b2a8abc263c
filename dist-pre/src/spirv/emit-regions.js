import { computePostDominance } from '../ir/post-dominance.js';
import { InternalError } from '../util/errors.js';
import { varyingValues } from './uniformity.js';
/** Ops that must run with the whole wave (or workgroup). */
const WAVE_OPS = new Set([
    'ballot',
    'broadcast',
    'broadcast_first',
    'shuffle',
    'barrier',
    'wave_barrier',
]);
/** Plans the structured regions and segments of `fn`. */
export function planControl(fn, dom) {
    const n = fn.blocks.length;
    const { ipdom } = computePostDominance(fn, dom);
    const preds = dom.preds;
    const predsOf = (b) => preds[b] ?? [];
    /** The exit edge of a self-loop block, or undefined. */
    const selfExit = (x) => {
        const t = fn.terminator(x);
        if (t?.op !== 'cond_br')
            return undefined;
        const [a, b] = t.targets;
        if (a.block === b.block)
            return undefined;
        return a.block === x ? b : b.block === x ? a : undefined;
    };
    const memo = new Map();
    const selection = (b) => {
        const known = memo.get(b);
        if (known !== undefined)
            return known ?? undefined;
        memo.set(b, null); // a cycle back to b is no selection
        let result;
        const t = fn.terminator(b);
        const m = ipdom[b] ?? -1;
        if (t?.op === 'cond_br' && m >= 0 && m !== b) {
            const [x, y] = t.targets.map((e) => e.block);
            const blocks = new Set();
            const merge = m;
            if (x !== y && x !== b && y !== b && arm(x, b, merge, blocks) && arm(y, b, merge, blocks)) {
                result = { merge, blocks };
            }
        }
        memo.set(b, result ?? null);
        return result;
    };
    /** Walks an arm from `x` (entered from `from`) to `m`, collecting its blocks; false if unstructured. */
    const arm = (start, from, m, blocks) => {
        let x = start;
        let allowed = (p) => p === from;
        for (let steps = 0; steps <= n; steps++) {
            if (x === m)
                return true;
            if (x === 0 || blocks.has(x))
                return false;
            const loopExit = selfExit(x);
            const here = x;
            if (!predsOf(x).every((p) => allowed(p) || (loopExit !== undefined && p === here)))
                return false;
            blocks.add(x);
            const t = fn.terminator(x);
            if (t?.op === 'br') {
                allowed = (p) => p === here;
                x = t.targets[0].block;
                continue;
            }
            if (loopExit !== undefined) {
                allowed = (p) => p === here;
                x = loopExit.block;
                continue;
            }
            if (t?.op !== 'cond_br')
                return false;
            const inner = selection(x);
            if (!inner)
                return false;
            for (const y of inner.blocks) {
                if (blocks.has(y))
                    return false;
                blocks.add(y);
            }
            allowed = (p) => p === here || inner.blocks.has(p);
            x = inner.merge;
        }
        return false;
    };
    // Segments: chains from each head; targets not absorbed head their own segments.
    const headOf = new Map();
    const isHead = new Set([0]);
    const queue = n > 0 ? [0] : [];
    const selections = new Map();
    const loops = new Map();
    const dispatched = [];
    const addHead = (b) => {
        if (isHead.has(b))
            return;
        isHead.add(b);
        queue.push(b);
    };
    /** Whether `y` continues the chain (entered only by the chain's edge from blocks `inside`). */
    const absorbs = (y, inside) => y !== 0 &&
        !isHead.has(y) &&
        !headOf.has(y) &&
        predsOf(y).every((p) => inside(p) || (p === y && selfExit(y) !== undefined));
    for (let h = queue.shift(); h !== undefined; h = queue.shift()) {
        let x = h;
        while (x !== undefined) {
            const here = x;
            headOf.set(here, h);
            x = undefined;
            const t = fn.terminator(here);
            const loopExit = selfExit(here);
            let next;
            let inside = (p) => p === here;
            if (loopExit !== undefined) {
                loops.set(here, loopExit);
                next = loopExit.block;
            }
            else if (t?.op === 'br') {
                next = t.targets[0].block;
            }
            else if (t?.op === 'cond_br') {
                const sel = selection(here);
                if (sel) {
                    selections.set(here, sel);
                    for (const b of sel.blocks) {
                        headOf.set(b, h);
                        const exit = selfExit(b);
                        if (exit !== undefined)
                            loops.set(b, exit);
                        else if (fn.terminator(b)?.op === 'cond_br') {
                            const inner = selection(b);
                            if (!inner)
                                throw new InternalError(`block ^${b} of a selection is not structured`);
                            selections.set(b, inner);
                        }
                    }
                    next = sel.merge;
                    inside = (p) => p === here || sel.blocks.has(p);
                }
                else {
                    dispatched.push(here);
                    for (const s of fn.successors(here))
                        addHead(s);
                }
            }
            if (next === undefined)
                continue;
            if (absorbs(next, inside))
                x = next;
            else
                addHead(next);
        }
    }
    const rank = new Map(dom.order.map((b, i) => [b, i]));
    const heads = [...isHead].sort((a, b) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0));
    checkWaveOps(fn, selections, dispatched);
    return { heads, headOf, selections, loops };
}
/**
 * Refuses wave operations and barriers inside a selection whose condition varies per lane, and
 * dispatch-loop branches whose condition varies per lane in a function with wave operations (the
 * lanes would run them in different dynamic instances).
 */
function checkWaveOps(fn, selections, dispatched) {
    if (selections.size === 0 && dispatched.length === 0)
        return;
    const varying = varyingValues(fn);
    const waveOp = fn.insts.find((i) => i.block !== -1 && WAVE_OPS.has(i.op));
    for (const b of dispatched) {
        const cond = fn.terminator(b)?.operands[0];
        if (waveOp && varying.has(cond)) {
            throw new InternalError(`lane-divergent branch of block ^${b} is not a structured region, and the function has wave operation '${waveOp.op}'`);
        }
    }
    for (const [head, sel] of selections) {
        const cond = fn.terminator(head)?.operands[0];
        if (!varying.has(cond))
            continue;
        for (const b of sel.blocks) {
            for (const i of fn.block(b).insts) {
                const op = fn.inst(i).op;
                if (WAVE_OPS.has(op)) {
                    throw new InternalError(`wave operation '${op}' in block ^${b} inside the lane-divergent selection headed by ^${head}`);
                }
            }
        }
    }
}
//# sourceMappingURL=emit-regions.js.map