/**
 * A test-only evaluator of translated IR for one wave: every invocation (lane) runs every instruction
 * in lock step (the wave model: control flow is uniform), values are per-lane bit patterns (bigint),
 * and the subgroup ops (ballot, broadcast, shuffle) read across lanes. It models an ideal IEEE host:
 * f16/f32/f64 arithmetic correctly rounded to nearest even with denormals kept, fma exact. Host NaN
 * results carry a deliberately odd payload, so a rule that lets a host NaN reach a register shows up
 * as a mismatch against the reference executor.
 */
import type { IrFunction } from '../../src/ir/function.js';
/** The state of one wave's run: per-variable, per-lane contents. */
export declare class WaveEval {
    readonly fn: IrFunction;
    readonly lanes: number;
    /** Variables in creation order (the `var` instructions of the entry block), each per lane. */
    readonly vars: bigint[][];
    private readonly values;
    constructor(fn: IrFunction, lanes: number);
    private get;
    private int;
    /** Runs the function to `ret`. */
    run(): void;
    private exec;
}
