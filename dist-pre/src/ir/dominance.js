/** Computes the dominator tree of `fn` (entry: block 0). */
export function computeDominance(fn) {
    const n = fn.blocks.length;
    const post = [];
    const seen = new Uint8Array(n);
    // Iterative DFS for postorder.
    const stack = [];
    if (n > 0) {
        seen[0] = 1;
        stack.push({ block: 0, next: 0 });
    }
    while (stack.length > 0) {
        const top = stack[stack.length - 1];
        const succ = fn.successors(top.block);
        if (top.next < succ.length) {
            const s = succ[top.next++];
            if (s < n && !seen[s]) {
                seen[s] = 1;
                stack.push({ block: s, next: 0 });
            }
        }
        else {
            post.push(top.block);
            stack.pop();
        }
    }
    const order = post.reverse();
    const rpo = new Int32Array(n).fill(-1);
    order.forEach((b, i) => {
        rpo[b] = i;
    });
    const preds = Array.from({ length: n }, () => []);
    for (const b of order)
        for (const s of fn.successors(b))
            if (s < n && !preds[s]?.includes(b))
                preds[s]?.push(b);
    const idom = new Array(n).fill(-1);
    if (n > 0)
        idom[0] = 0;
    const intersect = (a, b) => {
        while (a !== b) {
            while (rpo[a] > rpo[b])
                a = idom[a];
            while (rpo[b] > rpo[a])
                b = idom[b];
        }
        return a;
    };
    for (let changed = true; changed;) {
        changed = false;
        for (const b of order) {
            if (b === 0)
                continue;
            let next = -1;
            for (const p of preds[b]) {
                if (idom[p] === -1)
                    continue;
                next = next === -1 ? p : intersect(p, next);
            }
            if (next !== idom[b]) {
                idom[b] = next;
                changed = true;
            }
        }
    }
    return {
        order,
        idom,
        preds,
        dominates(a, b) {
            if (idom[b] === -1 || idom[a] === -1)
                return false;
            let x = b;
            for (;;) {
                if (x === a)
                    return true;
                if (x === 0)
                    return false;
                x = idom[x];
            }
        },
    };
}
//# sourceMappingURL=dominance.js.map