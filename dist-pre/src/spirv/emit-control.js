/**
 * Control flow: any reducible IR CFG becomes SPIR-V structured control flow.
 *
 * emit-regions.ts plans it: single-entry single-exit acyclic regions (a `cond_br` whose arms rejoin at
 * its immediate post-dominator, nested) become OpSelectionMerge selections and one-block loops become
 * OpLoopMerge loops, inside *segments* that also merge straight-line `br` chains. The entry segment is
 * emitted first; if the function has further segments, they become the cases of one `OpSwitch` over a
 * block-id variable inside one `OpLoopMerge` *dispatch loop*: a segment ends by storing its
 * successor's id (and the successor's block arguments into the parameters' variables) and branching
 * to the loop's continue path; `ret` is an `OpReturn` from inside the loop. Values used in another
 * segment than the one defining them, and all block parameters, live in Function variables ("homes"),
 * stored at their definition and loaded at first use in a segment (per selection arm: a load inside an
 * arm does not dominate the merge).
 *
 * Why selections: the translator guards every per-lane memory access with a lane-divergent `cond_br`.
 * As dispatch states, a lane skipping the guarded block would run fewer loop iterations than its wave,
 * and every later wave operation or barrier would run in different dynamic instances per lane. Inside
 * one state, every lane of a wave takes the same dispatch iterations. What remains in the dispatch loop
 * are the branches that are not such regions: the guest's uniform scalar branches (multi-block loops,
 * gotos), for which the switch never diverges within a wave (the wave model). Barriers inside the loop
 * are in the same dynamic instance for the whole workgroup only when every wave takes the same path to
 * them, which is also what the guest's s_barrier requires. The loop, switch and variable traffic per
 * remaining branch are for the host compiler to clean up (docs/debt.md); programs without such
 * branches get no loop at all.
 */
import { computeDominance } from '../ir/dominance.js';
import { isPtr } from '../ir/types.js';
import { InternalError } from '../util/errors.js';
import { pointeeOf } from './emit-memory.js';
import { OP_EMITTERS } from './emit-ops.js';
import { planControl } from './emit-regions.js';
/** Emits the body of `fn` (after OpFunction), ending with OpFunctionEnd. */
export function emitBody(c, mem, fn) {
    c.fn = fn;
    const dom = computeDominance(fn);
    const order = dom.order;
    // Pointer recipes first: they reference IR values only and are materialized at each use.
    for (const block of order) {
        for (const i of fn.block(block).insts) {
            const inst = fn.inst(i);
            if (inst.result !== undefined && isPtr(inst.type))
                mem.record(inst);
        }
    }
    const segments = planControl(fn, dom);
    assignHomes(c, mem, fn, order, segments.headOf);
    const entryLabel = c.b.id();
    c.label(entryLabel);
    for (const [type, id] of c.variables)
        c.effect('OpVariable', type, id, 'Function');
    const next = segments.heads.length > 1 ? c.b.id() : undefined;
    if (next !== undefined) {
        const ptr = c.b.intern('OpTypePointer', ['Function', c.uint(32)]);
        c.effect('OpVariable', ptr, next, 'Function');
    }
    const env = { c, mem, casLoop: (p, update) => casLoop(c, mem, p, update) };
    const loop = next === undefined
        ? undefined
        : {
            next,
            header: c.b.id(),
            dispatch: c.b.id(),
            merge: c.b.id(),
            cont: c.b.id(),
            swMerge: c.b.id(),
            inside: false,
        };
    const heads = new Set(segments.heads);
    const emitSegment = (head) => {
        c.ids.clear();
        mem.resetSegment();
        emitChain({ c, env, fn, plan: segments, heads, loop }, head, undefined);
    };
    emitSegment(0);
    if (loop) {
        loop.inside = true;
        c.label(loop.header);
        c.effect('OpLoopMerge', loop.merge, loop.cont, 'None');
        c.effect('OpBranch', loop.dispatch);
        c.label(loop.dispatch);
        const u32 = c.uint(32);
        const id = c.op('OpLoad', u32, loop.next);
        const cases = segments.heads.filter((h) => h !== 0).map((h) => ({ head: h, label: c.b.id() }));
        c.effect('OpSelectionMerge', loop.swMerge, 'None');
        c.effect('OpSwitch', id, loop.swMerge, ...cases.flatMap((k) => [k.head, k.label]));
        for (const k of cases) {
            c.label(k.label);
            emitSegment(k.head);
        }
        c.label(loop.swMerge);
        c.effect('OpBranch', loop.cont);
        c.label(loop.cont);
        c.effect('OpBranch', loop.header);
        c.label(loop.merge);
        c.effect('OpUnreachable');
    }
    c.b.emit('functions', 'OpFunctionEnd', []);
}
/** Values used outside their defining segment, and all block parameters, get Function variables. */
function assignHomes(c, mem, fn, order, headOf) {
    const defBlock = (v) => {
        const def = fn.value(v).def;
        return def.kind === 'param' ? def.block : fn.inst(def.inst).block;
    };
    const demote = (v) => {
        if (c.homes.has(v) || isPtr(fn.typeOf(v)))
            return;
        const id = c.b.id();
        const ptr = c.b.intern('OpTypePointer', ['Function', c.type(fn.typeOf(v))]);
        c.variables.push([ptr, id]);
        c.homes.set(v, id);
    };
    const leaves = (v, out) => {
        if (!isPtr(fn.typeOf(v))) {
            out.push(v);
            return;
        }
        const walk = (r) => {
            if (r.kind === 'phys')
                out.push(r.addr);
            if (r.kind === 'access') {
                walk(r.base);
                if (r.offset !== undefined)
                    out.push(r.offset);
                out.push(...r.components);
            }
        };
        walk(mem.recipe(v));
    };
    for (const b of order) {
        for (const p of fn.block(b).params)
            demote(p);
        const seg = headOf.get(b);
        for (const i of fn.block(b).insts) {
            const inst = fn.inst(i);
            if (inst.result !== undefined && isPtr(inst.type))
                continue; // recipes are used where materialized
            const used = [];
            for (const v of inst.operands)
                leaves(v, used);
            for (const e of inst.targets)
                used.push(...e.args);
            for (const v of used)
                if (headOf.get(defBlock(v)) !== seg)
                    demote(v);
        }
    }
}
/**
 * Emits the chain of blocks from `start` (plan: emit-regions.ts) until it leaves its segment through
 * the dispatch loop, returns, or reaches `exit` (the merge of the enclosing selection).
 */
function emitChain(w, start, exit) {
    const { c, fn, plan } = w;
    /** Continues at `y` after its incoming arguments were stored; returns the next block to emit. */
    const follow = (y) => {
        if (exit && y === exit.block) {
            c.effect('OpBranch', exit.label);
            return undefined;
        }
        if (!w.heads.has(y))
            return y;
        jump(c, w.loop, c.uconst(32, y));
        return undefined;
    };
    let block = start;
    while (block !== undefined) {
        const x = block;
        const loopExit = plan.loops.get(x);
        if (loopExit !== undefined) {
            emitSelfLoop(w, x, loopExit);
            block = follow(loopExit.block);
            continue;
        }
        const term = emitInsts(w, x);
        switch (term.op) {
            case 'ret':
                c.effect('OpReturn');
                return;
            case 'unreachable':
                c.effect('OpUnreachable');
                return;
            case 'br': {
                const edge = term.targets[0];
                storeArgs(c, fn, edge, undefined);
                block = follow(edge.block);
                break;
            }
            case 'cond_br': {
                const sel = plan.selections.get(x);
                if (sel) {
                    emitSelection(w, term, sel.merge);
                    block = follow(sel.merge);
                    break;
                }
                const [t, f] = term.targets;
                const cond = c.value(term.operands[0]);
                if (t.block === f.block)
                    storeArgs(c, fn, t, { cond, other: f });
                else {
                    storeArgs(c, fn, t, undefined);
                    storeArgs(c, fn, f, undefined);
                }
                jump(c, w.loop, c.op('OpSelect', c.uint(32), cond, c.uconst(32, t.block), c.uconst(32, f.block)));
                return;
            }
            default:
                throw new InternalError(`block ^${x} ends with non-terminator '${term.op}'`);
        }
    }
}
/** Emits the instructions of `block` before its terminator; returns the terminator. */
function emitInsts(w, block) {
    const insts = w.fn.block(block).insts;
    const last = insts[insts.length - 1];
    if (last === undefined)
        throw new InternalError(`block ^${block} has no terminator`);
    for (const i of insts.slice(0, -1)) {
        const inst = w.fn.inst(i);
        const info = OP_EMITTERS[inst.op];
        if (!info)
            throw new InternalError(`no SPIR-V emission for IR op '${inst.op}' (block ^${block})`);
        const id = info(w.env, inst);
        if (inst.result !== undefined && id !== undefined)
            w.c.define(inst.result, id);
    }
    return w.fn.inst(last);
}
/** Runs `body` with the value and pointer caches it fills dropped afterwards (they do not dominate). */
function scoped(w, body) {
    const saved = new Map(w.c.ids);
    w.env.mem.resetSegment();
    body();
    w.c.ids.clear();
    for (const [k, v] of saved)
        w.c.ids.set(k, v);
    w.env.mem.resetSegment();
}
/** Emits `head`'s `cond_br` as a structured selection whose arms meet at a fresh label (then `merge`). */
function emitSelection(w, term, merge) {
    const { c, fn } = w;
    const cond = c.value(term.operands[0]);
    const mergeLabel = c.b.id();
    const arms = term.targets.map((e) => ({
        edge: e,
        label: e.block === merge && e.args.length === 0 ? mergeLabel : c.b.id(),
    }));
    for (const a of arms)
        if (a.edge.block !== merge)
            storeArgs(c, fn, a.edge, undefined);
    c.effect('OpSelectionMerge', mergeLabel, 'None');
    c.effect('OpBranchConditional', cond, arms[0].label, arms[1].label);
    for (const a of arms) {
        if (a.label === mergeLabel)
            continue;
        scoped(w, () => {
            c.label(a.label);
            if (a.edge.block === merge) {
                storeArgs(c, fn, a.edge, undefined);
                c.effect('OpBranch', mergeLabel);
            }
            else
                emitChain(w, a.edge.block, { block: merge, label: mergeLabel });
        });
    }
    c.label(mergeLabel);
    w.env.mem.resetSegment();
}
/** Emits a block whose `cond_br` targets itself as a structured loop; its exit edge's arguments are stored. */
function emitSelfLoop(w, block, exitEdge) {
    const { c, fn } = w;
    const [header, body, cont, merge] = [c.b.id(), c.b.id(), c.b.id(), c.b.id()];
    c.effect('OpBranch', header);
    c.label(header);
    c.effect('OpLoopMerge', merge, cont, 'None');
    c.effect('OpBranch', body);
    c.label(body);
    w.env.mem.resetSegment();
    const term = emitInsts(w, block);
    const [t, f] = term.targets;
    const back = t.block === block ? t : f;
    const cond = c.value(term.operands[0]);
    storeArgs(c, fn, exitEdge, undefined);
    c.effect('OpBranchConditional', cond, t === back ? cont : merge, t === back ? merge : cont);
    // The back edge stores the next iteration's parameters; this iteration's stay valid after the loop.
    scoped(w, () => {
        c.label(cont);
        storeArgs(c, fn, back, undefined);
        c.effect('OpBranch', header);
    });
    c.label(merge);
}
/** Stores a segment's successor id and continues the dispatch loop. */
function jump(c, loop, id) {
    if (!loop)
        throw new InternalError('branch in a function without a dispatch loop');
    c.effect('OpStore', loop.next, id);
    c.effect('OpBranch', loop.inside ? loop.swMerge : loop.header);
}
/** Stores branch arguments into the target's parameter variables (selecting per edge when needed). */
function storeArgs(c, fn, edge, choice) {
    const params = fn.block(edge.block).params;
    params.forEach((p, k) => {
        const home = c.homes.get(p);
        if (home === undefined)
            throw new InternalError(`parameter %${p} has no variable`);
        let v = c.value(edge.args[k]);
        if (choice) {
            const w = c.value(choice.other.args[k]);
            v = c.op('OpSelect', c.type(fn.typeOf(p)), choice.cond, v, w);
        }
        c.effect('OpStore', home, v);
    });
    // Parameters are reloaded from their variables by the target.
    for (const p of params)
        c.ids.delete(p);
}
/** An atomic read-modify-write as a compare-exchange loop; returns the old value. */
function casLoop(c, mem, ptr, update) {
    const p = mem.pointer(ptr);
    const t = c.type(pointeeOf(c.irFn.typeOf(ptr)));
    const scope = c.uconst(32, p.storage === 'Workgroup' ? 2 : 1);
    const none = c.uconst(32, 0);
    const [head, body, cont, merge] = [c.b.id(), c.b.id(), c.b.id(), c.b.id()];
    c.effect('OpBranch', head);
    c.label(head);
    c.effect('OpLoopMerge', merge, cont, 'None');
    c.effect('OpBranch', body);
    c.label(body);
    const old = c.op('OpAtomicLoad', t, p.id, scope, none);
    const value = update(old);
    const seen = c.op('OpAtomicCompareExchange', t, p.id, scope, none, none, value, old);
    const done = c.op('OpIEqual', c.bool, seen, old);
    c.effect('OpBranchConditional', done, merge, cont);
    c.label(cont);
    c.effect('OpBranch', head);
    c.label(merge);
    return seen;
}
//# sourceMappingURL=emit-control.js.map