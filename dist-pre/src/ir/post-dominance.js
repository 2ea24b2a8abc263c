/** Computes the post-dominator tree of `fn` over the reachable blocks `dom` lists. */
export function computePostDominance(fn, dom) {
    const n = fn.blocks.length;
    const exit = n;
    const reachable = new Uint8Array(n);
    for (const b of dom.order)
        reachable[b] = 1;
    // Reverse-graph successors are the forward predecessors; the exit's are the blocks without successors.
    const revSucc = Array.from({ length: n + 1 }, () => []);
    for (const b of dom.order) {
        const succ = fn.successors(b).filter((s) => s < n && reachable[s]);
        if (succ.length === 0)
            revSucc[exit]?.push(b);
        for (const p of dom.preds[b] ?? [])
            revSucc[b]?.push(p);
    }
    const post = [];
    const seen = new Uint8Array(n + 1);
    const stack = [{ node: exit, next: 0 }];
    seen[exit] = 1;
    while (stack.length > 0) {
        const top = stack[stack.length - 1];
        const succ = revSucc[top.node];
        if (top.next < succ.length) {
            const s = succ[top.next++];
            if (!seen[s]) {
                seen[s] = 1;
                stack.push({ node: s, next: 0 });
            }
        }
        else {
            post.push(top.node);
            stack.pop();
        }
    }
    const order = post.reverse();
    const rank = new Int32Array(n + 1).fill(-1);
    order.forEach((b, i) => {
        rank[b] = i;
    });
    // Reverse-graph predecessors are the forward successors (the exit for blocks without successors).
    const revPred = (b) => {
        const succ = fn.successors(b).filter((s) => s < n && reachable[s]);
        return succ.length === 0 ? [exit] : succ;
    };
    const idom = new Array(n + 1).fill(-1);
    idom[exit] = exit;
    const intersect = (a, b) => {
        while (a !== b) {
            while (rank[a] > rank[b])
                a = idom[a];
            while (rank[b] > rank[a])
                b = idom[b];
        }
        return a;
    };
    for (let changed = true; changed;) {
        changed = false;
        for (const b of order) {
            if (b === exit)
                continue;
            let next = -1;
            for (const p of revPred(b)) {
                if (idom[p] === -1 || rank[p] === -1)
                    continue;
                next = next === -1 ? p : intersect(p, next);
            }
            if (next !== idom[b]) {
                idom[b] = next;
                changed = true;
            }
        }
    }
    const ipdom = idom.slice(0, n).map((d) => (d === exit ? -1 : d));
    return { ipdom };
}
//# sourceMappingURL=post-dominance.js.map