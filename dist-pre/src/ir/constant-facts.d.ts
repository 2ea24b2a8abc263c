/**
 * Constant facts of a translated function: a sparse conditional constant analysis over the IR that
 * follows the guest register variables (`var` + `load`/`store`), so a rule can learn at recompile time
 * that a scalar value is the same constant in every execution (user SGPRs are constants; s_getpc_b64
 * gives a known address; descriptor words loaded from memory the request carries are constants).
 *
 * Lattice per value and per variable: `top` (no execution reaches it yet), a constant bit pattern, or
 * `varying`. Blocks are visited only once a feasible edge reaches them (a `cond_br` on a constant
 * follows one edge), so values in unreachable code stay `top`. The analysis is sound for every
 * execution of the function it is given: translate.ts re-translates with the facts it found until they
 * are stable, which makes each fact an inductive invariant of the final IR (see translate.ts).
 */
import type { BlockId, IrFunction, ValueId } from './function.js';
/** A lattice value: undefined is `top`, a bigint is a constant (unsigned bit pattern), null is `varying`. */
export type Lattice = bigint | null | undefined;
/** What the analysis proved about one function. */
export interface ConstantFacts {
    /** The lattice value of `value` (undefined: never reached). */
    valueOf(value: ValueId): Lattice;
    /** Whether some execution can reach block `block`. */
    reachable(block: BlockId): boolean;
}
/** Folds a pure integer IR operation on constant operands (unsigned patterns; the result may need
 * truncating to `bits`); undefined when the op is not foldable. */
export declare function foldOp(op: string, variant: string | undefined, bits: number, args: readonly bigint[], argBits: number): bigint | undefined;
/** How the analysis reads values no execution has defined. */
export interface ConstantOptions {
    /**
     * Read an undefined select arm (a never-written register) as any value, so `select(c, k, undefined)`
     * is `k`, as the host's compiler reads it (NIR drops undef arms). Off by default: the translator's
     * facts must hold in every execution, also those where the undefined value is not `k`.
     */
    readonly undefinedIsAny?: boolean;
}
/** Runs the analysis on `fn` (block 0 is the entry). */
export declare function analyzeConstants(fn: IrFunction, options?: ConstantOptions): ConstantFacts;
