/**
 * Recompile time of this checkout against another one (an older commit, say), measured the way a
 * change's effect is told apart from this machine's drift: both recompilers loaded in one process,
 * each program recompiled by the two in alternation for ROUNDS rounds (which goes first alternates),
 * each side's median per program compared. Prints the ratio of the sums and the geometric mean of the
 * per-program ratios (this / other: below 1 is faster) and both sides' SPIR-V words.
 *
 * `--phase NAME` compares one phase's time instead of the whole recompile, as `RecompileDebug.timing`
 * reports it (`translate`, `emit`, `helpers`, `passes` for every pass run together, or `pass NAME`);
 * both checkouts must report phase times.
 *
 * The module loaded second has run about 10% faster than the first on this machine (December 2026),
 * whichever it was: run once as is and once with `--load-other-first`, and take the geometric mean of
 * the two results.
 *
 * Run: `git worktree add /tmp/base <rev> && ln -s $PWD/node_modules /tmp/base/node_modules`, then
 * `node --import tsx scripts/recompile-ab.ts /tmp/base [aco|llvm|generated] [ROUNDS]` (default aco,
 * 15 rounds); `--each` prints one line per program. The requests come from this checkout (the ACO and
 * LLVM corpora as their tests make them, the fuzzer's generated programs of about 500 and 1,000
 * instructions), so the other checkout must accept this one's request format.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RecompileRequest } from '../src/recompiler/request.js';
import { corpusRequests, type Recompile } from './ab-requests.js';

const argv = process.argv.slice(2);
const phaseAt = argv.indexOf('--phase');
const phase = phaseAt >= 0 ? argv[phaseAt + 1] : undefined;
const args = argv.filter((a, i) => !a.startsWith('--') && (phaseAt < 0 || i !== phaseAt + 1));
const each = argv.includes('--each');
const otherFirst = argv.includes('--load-other-first');
const [other, corpus = 'aco', roundsText = '15'] = args;
if (other === undefined || (phaseAt >= 0 && phase === undefined)) {
  console.error(
    'usage: recompile-ab.ts OTHER_CHECKOUT [aco|llvm|generated] [ROUNDS] [--phase NAME] [--load-other-first] [--each]',
  );
  process.exit(2);
}
const rounds = Number(roundsText);

type Module = { recompile: Recompile };
const loadMine = async (): Promise<Module> => (await import('../src/recompiler/index.js')) as Module;
const loadTheirs = async (): Promise<Module> =>
  (await import(pathToFileURL(resolve(other, 'src/recompiler/index.ts')).href)) as Module;
// Loaded one after the other, in the order asked (see the comment at the top).
const theirsEarly = otherFirst ? await loadTheirs() : undefined;
const mine = await loadMine();
const theirs = theirsEarly ?? (await loadTheirs());

/** Whether `name` is the phase asked for. */
const inPhase = (name: string): boolean => name === phase || (phase === 'passes' && name.startsWith('pass '));

/** Milliseconds of one recompile by `side`: the whole, or the phase asked for. */
function timed(side: Module, request: RecompileRequest): { ms: number; words: number } {
  if (phase === undefined) {
    const start = performance.now();
    const { spirv } = side.recompile(request);
    return { ms: performance.now() - start, words: spirv.length };
  }
  let ms = 0;
  let reported = false;
  const { spirv } = side.recompile(request, {
    timing: (name, t) => {
      reported = true;
      if (inPhase(name)) ms += t;
    },
  });
  if (!reported) throw new Error(`${side === mine ? 'this' : 'the other'} checkout reports no phase times`);
  return { ms, words: spirv.length };
}

/** Whether both sides recompile `request` (refusals are left out of the comparison). */
function bothRecompile(request: RecompileRequest): boolean {
  try {
    mine.recompile(request);
    theirs.recompile(request);
    return true;
  } catch {
    return false;
  }
}

const median = (values: number[]): number => values.sort((a, b) => a - b)[values.length >> 1] as number;
let sumThis = 0;
let sumOther = 0;
let logRatios = 0;
let wordsThis = 0;
let wordsOther = 0;
const measured = corpusRequests(corpus).filter(([, request]) => bothRecompile(request));
for (const [name, request] of measured) {
  const timesThis: number[] = [];
  const timesOther: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const theirsFirst = round % 2 === 0;
    const a = theirsFirst ? timed(theirs, request) : undefined;
    const b = timed(mine, request);
    const c = a ?? timed(theirs, request);
    timesOther.push(c.ms);
    timesThis.push(b.ms);
    if (round === 0) {
      wordsOther += c.words;
      wordsThis += b.words;
    }
  }
  const t = median(timesThis);
  const o = median(timesOther);
  sumThis += t;
  sumOther += o;
  logRatios += Math.log(t / o);
  if (each) console.log(`${name.padEnd(28)} ${o.toFixed(2)} -> ${t.toFixed(2)} ms  ${(t / o).toFixed(3)}x`);
}
const n = measured.length;
console.log(
  `${corpus}${phase === undefined ? '' : ` (${phase})`}${otherFirst ? ', other loaded first' : ''}: ${n} programs, ${rounds} rounds: other ${sumOther.toFixed(1)} ms, this ${sumThis.toFixed(1)} ms, ` +
    `sum ratio ${(sumThis / sumOther).toFixed(3)}x, geomean ${Math.exp(logRatios / n).toFixed(3)}x; ` +
    `SPIR-V words ${wordsOther} -> ${wordsThis}`,
);
