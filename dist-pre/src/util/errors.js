/**
 * Error base classes shared by every layer.
 *
 * User-facing failures (bad input, unsupported features) derive from {@link OberonError} and carry a
 * stable `code`; broken internal invariants throw {@link InternalError}, which the CLI reports as a bug,
 * never as the user's fault.
 */
/** Base of every error Oberon raises on purpose because of its input. */
export class OberonError extends Error {
    /** Stable machine-readable code, e.g. `E_DECODE`. */
    code;
    constructor(code, message) {
        super(message);
        this.code = code;
        this.name = new.target.name;
    }
}
/** An invariant of Oberon itself was violated: a bug, not bad input. */
export class InternalError extends Error {
    constructor(message) {
        super(`internal error: ${message}`);
        this.name = 'InternalError';
    }
}
/** Throws an {@link InternalError} when `condition` is false. */
export function invariant(condition, message) {
    if (!condition)
        throw new InternalError(message);
}
//# sourceMappingURL=errors.js.map