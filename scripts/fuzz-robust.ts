/**
 * Robustness fuzzing of every layer that reads outside input: seeded, deterministic random and
 * mutated inputs through decode and assemble (isa), recompile and the reference executor (programs),
 * the PM4 command processor, and the capture reader with what `oberon inspect` does. An input fails
 * when anything but one of the project's typed errors (OberonError subclasses, InternalError not
 * counted) escapes, when it takes longer than its target's bound, or when the process then holds more
 * than the memory bound.
 *
 *   npm run fuzz:robust -- [--seed S] [--budget-s SECONDS] [--only T1,T2]
 *                          [--decode N] [--assemble N] [--program N] [--pm4 N] [--capture N]
 *                          [--from INDEX] [--memory-mb MB]
 *
 * Defaults: seed 1, budget 1200 s, counts decode 10^6, assemble 10^5, program 10^4, pm4 10^5,
 * capture 10^4, memory bound 1024 MB. Each target gets an equal share of what is left of the budget.
 * Prints one line per target, each kept failure with its reproducer (`--only T --from INDEX --count`
 * of 1 via `--T 1`), and a final line `N passed, M failed`; exits 1 when anything failed.
 */
import { parseArgs } from 'node:util';
import { type RobustFailure, runRobust } from './robust/run.js';
import { ROBUST_TARGETS } from './robust/targets.js';

function formatFailure(f: RobustFailure): string {
  const layer = f.layer ? ` [src/${f.layer}]` : '';
  return `FAIL ${f.target} #${f.index} ${f.kind}${layer}: ${f.summary}\n  input: ${f.input}`;
}

function main(): number {
  const { values } = parseArgs({
    options: {
      seed: { type: 'string', default: '1' },
      'budget-s': { type: 'string', default: '1200' },
      only: { type: 'string' },
      from: { type: 'string' },
      'memory-mb': { type: 'string', default: '1024' },
      ...Object.fromEntries(ROBUST_TARGETS.map((t) => [t.name, { type: 'string' as const }])),
    },
  });
  const number = (name: string, text: string | undefined): number => {
    const v = Number(text);
    if (text === undefined || !Number.isFinite(v) || v < 0)
      throw new Error(`--${name}: '${text}' is not a number`);
    return v;
  };
  const only = values.only?.split(',');
  const targets = ROBUST_TARGETS.filter((t) => !only || only.includes(t.name));
  const counts = new Map<string, number>();
  const all = values as Record<string, string | undefined>;
  for (const t of ROBUST_TARGETS)
    if (all[t.name] !== undefined) counts.set(t.name, number(t.name, all[t.name]));
  const seed = number('seed', values.seed);
  const result = runRobust(
    targets,
    {
      seed,
      budgetS: number('budget-s', values['budget-s']),
      counts,
      ...(values.from === undefined ? {} : { from: number('from', values.from) }),
      memoryBoundBytes: number('memory-mb', values['memory-mb']) * 2 ** 20,
    },
    (r) => {
      const budget = r.stoppedByBudget ? ' (stopped at its time share)' : '';
      process.stdout.write(
        `${r.name}: ${r.inputs} inputs, ${r.typed} typed refusals, ${r.failed} failed, ${r.seconds.toFixed(1)} s${budget}\n`,
      );
    },
  );
  for (const f of result.failures) process.stdout.write(`${formatFailure(f)}\n`);
  if (result.failed > 0)
    process.stdout.write(`reproduce one: --seed ${seed} --only TARGET --from INDEX --TARGET 1\n`);
  process.stdout.write(`${result.passed} passed, ${result.failed} failed\n`);
  return result.failed > 0 ? 1 : 0;
}

process.exitCode = main();
