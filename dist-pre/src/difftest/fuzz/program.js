/**
 * The fuzzer's program model: a tree of nodes (straight-line instructions, EXEC-masked if/else,
 * uniform and divergent loops, LDS exchanges) inside a fixed frame (register initialization before,
 * the output stores after). Registers that depend on nesting (EXEC saves, loop counters) are assigned
 * when the tree is rendered (render.ts), so the shrinker can remove or hoist any node and the program
 * stays valid.
 */
import { outputSlots } from './layout.js';
/** The output slots a program stores, in record order. */
export function slotsOf(p) {
    const all = outputSlots(p.wave64);
    const kept = p.slots;
    return kept === undefined ? all : all.filter((s) => kept.includes(s.name));
}
/** Threads of one workgroup (one wave). */
export function threadsOf(p) {
    return p.wave64 ? 64 : 32;
}
/** Counts the instructions a body's nodes stand for (a construct counts its own and its children). */
export function countNodes(nodes) {
    let n = 0;
    for (const node of nodes) {
        n++;
        if (node.kind === 'if')
            n += countNodes(node.thenBody) + countNodes(node.elseBody ?? []);
        else if (node.kind === 'loop' || node.kind === 'vloop')
            n += countNodes(node.body);
    }
    return n;
}
//# sourceMappingURL=program.js.map