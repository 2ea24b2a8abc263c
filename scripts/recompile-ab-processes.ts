/**
 * Recompile time of this checkout against another one, each in its own processes: PAIRS pairs of
 * child processes (which side starts a pair alternates), each recompiling the corpus for ROUNDS warm
 * rounds and reporting its fastest round. A side's figure is the median of its processes' fastest
 * rounds; the ratio (this / other, below 1 is faster) compares those.
 *
 * Why a second harness (recompile-ab.ts runs both sides in one process): in one process the module
 * loaded second ran about 10% faster than the first, and on this 2-core virtual machine a round's time
 * drifts by a fifth within a minute; a process's fastest round is what the recompiler costs when
 * nothing else takes the machine, and the medians over processes drop a sitting that was slow
 * throughout. Node flags given to this script (`node --max-semi-space-size=64 --import tsx ...`) pass
 * to the children.
 *
 * Run: `git worktree add /tmp/base <rev> && ln -s $PWD/node_modules /tmp/base/node_modules`, then
 * `node --import tsx scripts/recompile-ab-processes.ts /tmp/base [aco|llvm|generated] [PAIRS] [ROUNDS]`
 * (default aco, 6 pairs, 20 rounds). Both sides run their TypeScript sources through tsx, whose
 * loader makes the recompiler a third slower here, or with `--dist` their builds (`npm run build` in
 * each first): what the package ships and the bench times.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { corpusRequests, type Recompile } from './ab-requests.js';

const argv = process.argv.slice(2);

if (argv[0] === '--child') {
  // One side: ROOT's recompiler over this checkout's requests; prints its fastest and median round.
  const [, root = '.', corpus = 'aco', roundsText = '20', built] = argv;
  const entry = built === '--dist' ? 'dist/src/recompiler/index.js' : 'src/recompiler/index.ts';
  const { recompile } = (await import(pathToFileURL(resolve(root, entry)).href)) as { recompile: Recompile };
  const requests = corpusRequests(corpus)
    .map(([, request]) => request)
    .filter((request) => {
      try {
        recompile(request);
        return true;
      } catch {
        return false;
      }
    });
  for (let warm = 0; warm < 5; warm++) for (const request of requests) recompile(request);
  const rounds: number[] = [];
  for (let r = 0; r < Number(roundsText); r++) {
    const start = performance.now();
    for (const request of requests) recompile(request);
    rounds.push((performance.now() - start) / requests.length);
  }
  rounds.sort((a, b) => a - b);
  console.log(
    JSON.stringify({ fastest: rounds[0], median: rounds[rounds.length >> 1], programs: requests.length }),
  );
  process.exit(0);
}

const dist = argv.includes('--dist');
const [other, corpus = 'aco', pairsText = '6', roundsText = '20'] = argv.filter((a) => a !== '--dist');
if (other === undefined) {
  console.error(
    'usage: recompile-ab-processes.ts OTHER_CHECKOUT [aco|llvm|generated] [PAIRS] [ROUNDS] [--dist]',
  );
  process.exit(2);
}
const script = fileURLToPath(import.meta.url);
const here = resolve(script, '../..');

/** One child's figures for the checkout at `root`. */
function run(root: string): { fastest: number; median: number; programs: number } {
  const child = spawnSync(
    process.execPath,
    [...process.execArgv, script, '--child', root, corpus, roundsText, ...(dist ? ['--dist'] : [])],
    { encoding: 'utf8', cwd: here },
  );
  if (child.status !== 0) throw new Error(`child for ${root} failed:\n${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').pop() as string);
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[values.length >> 1] as number;
const mine: number[] = [];
const theirs: number[] = [];
let programs = 0;
for (let pair = 0; pair < Number(pairsText); pair++) {
  const order = pair % 2 === 0 ? [other, here] : [here, other];
  for (const root of order) {
    const result = run(root);
    (root === here ? mine : theirs).push(result.fastest);
    programs = result.programs;
  }
}
const m = median(mine);
const t = median(theirs);
const list = (values: number[]): string => values.map((v) => v.toFixed(3)).join(' ');
console.log(
  `${corpus}: ${programs} programs, ${pairsText} process pairs x ${roundsText} rounds, fastest round per process (ms per program):`,
);
console.log(`  other ${list(theirs)}`);
console.log(`  this  ${list(mine)}`);
console.log(`  median other ${t.toFixed(3)} ms, this ${m.toFixed(3)} ms: ${(m / t).toFixed(3)}x`);
