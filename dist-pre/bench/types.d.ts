/** The row every benchmark module returns. */
export interface BenchRow {
    /** What was measured, e.g. `decode (compiled code)`. */
    readonly name: string;
    readonly value: number;
    /** Unit of `value`, e.g. `Minst/s`, `us/draw`. */
    readonly unit: string;
    /** The peer measured in the same run, e.g. `llvm-mc-19 -disassemble`. */
    readonly peer?: string;
    /** value relative to the peer (higher is better for throughputs, stated per row). */
    readonly ratio?: number;
}
