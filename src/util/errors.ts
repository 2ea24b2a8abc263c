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
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
    this.name = new.target.name;
  }
}

/**
 * A guest instruction (or program shape) that Oberon does not translate exactly, named by pc, the
 * instruction's text and the reason. Raised by every layer of the recompiler.
 */
export class RecompileError extends OberonError {
  constructor(
    readonly pc: number,
    readonly instruction: string,
    readonly reason: string,
  ) {
    super('E_RECOMPILE', `recompile error at pc 0x${pc.toString(16)} (${instruction}): ${reason}`);
  }
}

/** An invariant of Oberon itself was violated: a bug, not bad input. */
export class InternalError extends Error {
  constructor(message: string) {
    super(`internal error: ${message}`);
    this.name = 'InternalError';
  }
}

/** Throws an {@link InternalError} when `condition` is false. */
export function invariant(condition: unknown, message: string): asserts condition {
  if (!condition) throw new InternalError(message);
}
