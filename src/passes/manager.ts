/**
 * The pass manager: runs a list of IR passes over a function, verifying the IR after each one when
 * asked (tests and debug runs), with switches to print the IR after chosen passes and to skip passes
 * by name. A pass is a named function that edits the function in place and says whether it changed it.
 *
 * A pass's result depends on the function alone, so a pass that changed nothing, or that knows a
 * second run would change nothing (its outcome is `settled`), is not run again until another pass
 * has changed the function: that run would find the IR it left.
 */
import { cloneFunction, type IrFunction } from '../ir/function.js';
import { printFunction } from '../ir/printer.js';
import { verifyFunction } from '../ir/verifier.js';
import { InternalError } from '../util/errors.js';

/** What one run of a pass did. */
export interface PassOutcome {
  readonly changed: boolean;
  /** Running the pass again on the function it left would change nothing. */
  readonly settled: boolean;
}

/** One IR pass. */
export interface Pass {
  /** Stable name, used by the print and skip switches (e.g. `dce`). */
  readonly name: string;
  /**
   * Edits `fn` in place, reading nothing else that another pass changes; returns true when it changed
   * anything (a change is then not known to be settled), or its outcome.
   */
  readonly run: (fn: IrFunction) => boolean | PassOutcome;
}

/** Pass manager switches. */
export interface PassOptions {
  /**
   * Run the verifier after every pass, and run again (on a copy) a pass that reports a function it
   * changed settled: that run must change nothing. A failure throws an InternalError naming the pass.
   */
  readonly verify?: boolean;
  /** Names of passes after which the IR is printed (`*` for all) to `print`. */
  readonly printAfter?: readonly string[];
  /** Where printed IR goes (default: stderr). */
  readonly print?: (text: string) => void;
  /** Names of passes not to run. */
  readonly skip?: readonly string[];
  /** Receives each run's wall time in milliseconds (benchmarks: where a recompile's time goes). */
  readonly timing?: (pass: string, ms: number) => void;
}

/** What ran. */
export interface PassReport {
  readonly name: string;
  readonly changed: boolean;
  /** Skipped by the `skip` switch. */
  readonly skipped: boolean;
  /** Not run: its last run left the function settled and no pass has changed it since. */
  readonly settled?: true;
}

/** Runs `passes` over `fn` in order. */
export function runPasses(fn: IrFunction, passes: readonly Pass[], options: PassOptions = {}): PassReport[] {
  const report: PassReport[] = [];
  const print = options.print ?? ((text: string) => process.stderr.write(`${text}\n`));
  if (options.verify) check(fn, '<input>');
  // Changes so far, and for each pass the count at which its last run left the function settled.
  let edits = 0;
  const settledAt = new Map<Pass, number>();
  for (const pass of passes) {
    if (options.skip?.includes(pass.name)) {
      report.push({ name: pass.name, changed: false, skipped: true });
      continue;
    }
    if (settledAt.get(pass) === edits) {
      report.push({ name: pass.name, changed: false, skipped: false, settled: true });
      continue;
    }
    const started = options.timing === undefined ? 0 : performance.now();
    const outcome = pass.run(fn);
    options.timing?.(pass.name, performance.now() - started);
    const changed = typeof outcome === 'boolean' ? outcome : outcome.changed;
    if (changed) edits++;
    if (typeof outcome === 'boolean' ? !outcome : outcome.settled) settledAt.set(pass, edits);
    report.push({ name: pass.name, changed, skipped: false });
    if (options.verify) {
      check(fn, pass.name);
      if (changed && settledAt.get(pass) === edits) checkSettled(fn, pass);
    }
    if (options.printAfter?.includes(pass.name) || options.printAfter?.includes('*')) {
      print(`; after ${pass.name}\n${printFunction(fn)}`);
    }
  }
  return report;
}

/** A pass's claim that it left `fn` settled, tested: a second run, on a copy, must change nothing. */
function checkSettled(fn: IrFunction, pass: Pass): void {
  const outcome = pass.run(cloneFunction(fn));
  if (typeof outcome === 'boolean' ? outcome : outcome.changed) {
    throw new InternalError(
      `pass '${pass.name}' reported the function settled, but a second run changed it:\n${printFunction(fn)}`,
    );
  }
}

function check(fn: IrFunction, after: string): void {
  const result = verifyFunction(fn);
  if (!result.ok) {
    throw new InternalError(`IR verification failed after pass '${after}':\n${result.annotated}`);
  }
}
