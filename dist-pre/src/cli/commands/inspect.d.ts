/**
 * `oberon inspect CAPTURE [--json]`: every packet of every submission, and for every draw and dispatch
 * the decoded draw (shader path, programs, stage configurations), the fixed-function state and the
 * start of each program disassembled through the isa layer. `--json` writes JSON Lines (one event per
 * line) so large captures stream. Refusals are reported per draw; a malformed stream stops with exit 2.
 */
/** Runs the command; returns the exit code. */
export declare function run(argv: string[]): Promise<number>;
