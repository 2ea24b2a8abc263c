/**
 * Error base classes shared by every layer.
 *
 * User-facing failures (bad input, unsupported features) derive from {@link OberonError} and carry a
 * stable `code`; broken internal invariants throw {@link InternalError}, which the CLI reports as a bug,
 * never as the user's fault.
 */
/** Base of every error Oberon raises on purpose because of its input. */
export declare class OberonError extends Error {
    /** Stable machine-readable code, e.g. `E_DECODE`. */
    readonly code: string;
    constructor(code: string, message: string);
}
/** An invariant of Oberon itself was violated: a bug, not bad input. */
export declare class InternalError extends Error {
    constructor(message: string);
}
/** Throws an {@link InternalError} when `condition` is false. */
export declare function invariant(condition: unknown, message: string): asserts condition;
