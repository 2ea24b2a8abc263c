import { type FuzzProgram } from './program.js';
/** Statistics of a shrink. */
export interface ShrinkStats {
    readonly tries: number;
    readonly kept: number;
}
/** Shrinks `program` while `failing` holds (see the file overview). `limit` caps predicate calls. */
export declare function shrinkProgram(program: FuzzProgram, failing: (p: FuzzProgram) => boolean, limit?: number): {
    program: FuzzProgram;
    stats: ShrinkStats;
};
