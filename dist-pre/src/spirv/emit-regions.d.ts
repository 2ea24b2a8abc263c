/**
 * The control-flow plan of the emitter (emit-control.ts): which branches become structured SPIR-V and
 * which remain states of the dispatch loop.
 *
 * - A *selection* is a `cond_br` block B whose two arms rejoin at B's immediate post-dominator M with
 *   no other way in or out: every block of an arm is entered only from inside the region, the arms are
 *   acyclic except for single-block self-loops, and nested `cond_br`s are selections themselves whose
 *   merge is M or is entered only from inside their own region. It is emitted as OpSelectionMerge +
 *   OpBranchConditional inside its segment, so every lane of a wave runs the same dispatch iterations
 *   whether its arm is taken or not (the translator's EXEC guards are such regions).
 * - A *self-loop* (a block whose `cond_br` targets itself) is emitted as a structured OpLoopMerge loop
 *   (the translator's compare-exchange loops, the guest's one-block loops).
 * - A *segment* is what one dispatch state runs: a chain of blocks joined by `br` to a block with that
 *   one predecessor, selections, self-loops and merges entered only from inside the selection. Every
 *   other branch target heads its own segment.
 *
 * Wave operations and barriers are not allowed inside a selection whose condition varies per lane
 * (uniformity.ts decides): the translator never puts them there, and they would run with part of the
 * wave. Nor is a lane-varying branch left to the dispatch loop in a function with wave operations.
 * Both checks throw an InternalError.
 */
import type { Dominance } from '../ir/dominance.js';
import type { BlockId, Edge, IrFunction } from '../ir/function.js';
/** A `cond_br` emitted as a structured selection. */
export interface Selection {
    /** The block both arms rejoin at (the head's immediate post-dominator). */
    readonly merge: BlockId;
    /** The blocks of both arms, nested selections included (neither the head nor the merge). */
    readonly blocks: ReadonlySet<BlockId>;
}
/** How a function's blocks are emitted. */
export interface ControlPlan {
    /** Segment heads (dispatch states) in reverse postorder, block 0 first. */
    readonly heads: readonly BlockId[];
    /** The segment of every reachable block. */
    readonly headOf: ReadonlyMap<BlockId, BlockId>;
    /** `cond_br` blocks emitted as selections. */
    readonly selections: ReadonlyMap<BlockId, Selection>;
    /** Blocks emitted as structured self-loops, with their exit edge. */
    readonly loops: ReadonlyMap<BlockId, Edge>;
}
/** Plans the structured regions and segments of `fn`. */
export declare function planControl(fn: IrFunction, dom: Dominance): ControlPlan;
