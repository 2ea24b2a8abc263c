/**
 * First-frame time: how long a title waits before its first picture, and where that time goes. The
 * README's example scene (examples/scene.capture: 4 draws, 3 program pairs) runs in a fresh process
 * (bench/support/first-frame-child.ts): the first run is cold (JIT, empty program and pipeline caches),
 * the second, in the same process with fresh driver caches, is the peer (the same work with a warm JIT),
 * so the ratio says how much of the first frame is start-up cost of our own code. Split rows give each
 * phase of the cold frame (the driver's report timings) as milliseconds and as a share of the frame:
 * recompile (our translator), pipelines (the host's pipeline creation), upload (guest memory and
 * targets), decode + record (PM4, state decode, command recording), submit (GPU work and its wait),
 * writeBack (targets retiled into guest memory). The median of RUNS processes is reported. A last row
 * is the first frame of processes that find a cache directory an earlier process filled (`oberon run
 * --cache`: every program read from the store, pipelines from the host's cache), against the cold
 * first frame of the same bench run, with the store's opening (hashing the running code) added to it.
 *
 * Standalone: node --import tsx bench/first-frame.ts   (device from OBERON_DEVICE)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cliNodeFlags } from '../scripts/cli-node-flags.js';
import { ROOT } from './support/built.js';
import type { FirstFrameResult } from './support/first-frame-child.js';
import type { BenchRow } from './types.js';

const here = dirname(fileURLToPath(import.meta.url));
/** Built into dist/ (the device machine, no tsx) the child is JavaScript too. */
const compiled = import.meta.url.endsWith('.js');

/** examples/scene.capture, found above this file from the sources or from dist/. */
function sceneCapture(): string {
  for (let dir = here; ; dir = dirname(dir)) {
    const path = join(dir, 'examples', 'scene.capture');
    if (existsSync(path)) return path;
    if (dirname(dir) === dir) throw new Error('examples/scene.capture is not above bench/');
  }
}
const RUNS = 3;

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1];

function childRun(cacheDir?: string): FirstFrameResult {
  const child = join(here, 'support', `first-frame-child.${compiled ? 'js' : 'ts'}`);
  const childArgs = [child, sceneCapture(), ...(cacheDir === undefined ? [] : [cacheDir])];
  // The CLI's Node flags (bin/oberon.js's shebang): the frame as `oberon run` makes it.
  const flags = cliNodeFlags(ROOT);
  const args = compiled ? [...flags, ...childArgs] : [...flags, '--import', 'tsx', ...childArgs];
  const out = execFileSync(process.execPath, args, {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const result = JSON.parse(out.trim().split('\n').at(-1) ?? '') as FirstFrameResult;
  if (result.cold.executed === 0 || result.cold.refused > 0)
    throw new Error(`first frame executed ${result.cold.executed} and refused ${result.cold.refused}`);
  return result;
}

/** Runs the benchmark on the selected device. */
export async function bench(): Promise<BenchRow[]> {
  const runs = Array.from({ length: RUNS }, () => childRun());
  const cacheDir = mkdtempSync(join(tmpdir(), 'oberon-first-frame-cache-'));
  let cached: FirstFrameResult[];
  try {
    childRun(cacheDir);
    cached = Array.from({ length: RUNS }, () => childRun(cacheDir));
  } finally {
    rmSync(cacheDir, { recursive: true, force: true });
  }
  if (cached.some((r) => r.storeMisses !== 0 || !r.storeHits))
    throw new Error(`a cached first frame recompiled: ${cached.map((r) => r.storeMisses).join(', ')} misses`);
  const name = runs[0].device;
  const cold = (f: (r: FirstFrameResult) => number): number => median(runs.map(f));
  const total = cold((r) => r.cold.timings.total);
  const warm = cold((r) => r.warm.timings.total);
  const t = (key: keyof FirstFrameResult['cold']['timings']) => cold((r) => r.cold.timings[key]);
  const phases: [string, number][] = [
    ['recompile', t('recompile')],
    ['host pipeline creation', t('pipelines')],
    ['upload', t('upload')],
    ['decode + record', cold((r) => r.cold.timings.decode + r.cold.timings.record)],
    ['submit (GPU and wait)', t('submit')],
    ['write-back', t('writeBack')],
  ];
  return [
    {
      name: `first frame, example scene (${name})`,
      value: total,
      unit: 'ms',
      peer: `same frame, warm process (${name}); ratio = cold / warm`,
      ratio: total / warm,
    },
    ...phases.map(([phase, ms]) => ({
      name: `  first frame: ${phase}`,
      value: ms,
      unit: 'ms',
      peer: 'share of the first frame',
      ratio: ms / total,
    })),
    { name: `device open, before the frame (${name})`, value: cold((r) => r.openMs), unit: 'ms' },
    {
      name: `first frame, cache directory filled by an earlier run (${name})`,
      value: median(cached.map((r) => r.cold.timings.total + (r.storeOpenMs ?? 0))),
      unit: 'ms',
      peer: 'the cold first frame above; ratio = cached / cold',
      ratio: median(cached.map((r) => r.cold.timings.total + (r.storeOpenMs ?? 0))) / total,
    },
    {
      name: '  cached first frame: program store open (hashing the running code)',
      value: median(cached.map((r) => r.storeOpenMs ?? 0)),
      unit: 'ms',
    },
    {
      name: '  cached first frame: programs from the store',
      value: median(cached.map((r) => r.cold.timings.recompile)),
      unit: 'ms',
    },
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  bench().then(
    (rows) => {
      for (const r of rows) {
        const ratio = r.ratio !== undefined ? `  x${r.ratio.toFixed(3)} ${r.peer}` : '';
        process.stdout.write(`${r.name.padEnd(48)} ${r.value.toFixed(1).padStart(10)} ${r.unit}${ratio}\n`);
      }
    },
    (e: unknown) => {
      process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
      process.exitCode = 1;
    },
  );
}
