/**
 * Recompiler latency. Over the LLVM corpus (test/recompiler/corpus.ts): each program that recompiles
 * today is recompiled repeatedly for a 32-wide host (passes without IR verification, as the driver
 * runs them); rows give the median and p99 latency per program and the guest instructions recompiled
 * per second (absolute: no peer compiles these programs). The repeated rounds find the helpers
 * (translate/shared.ts) optimized in the helper library, as a title's later programs find those its
 * earlier ones shared; each round also times the program with the library emptied first, and two
 * more rows give that latency.
 *
 * Over the ACO corpus (test/recompiler/aco/), against peers measured in the same run: (a) each
 * program's median recompile time for a 32-wide host against ACO's own compile time of the shader
 * (RADV pipeline creations on the null device, support/aco-radv.ts); (b) lavapipe's
 * pipeline creation for our SPIR-V against the original GLSL's (support/aco-lavapipe.ts). Ratios are
 * ours / peer, so lower is better; each comes per program and as a median. Programs the recompiler
 * refuses are listed with the reason.
 *
 * Where the time goes, over the LLVM corpus and the ACO corpus: each phase's share of the summed
 * recompile times (RecompileDebug.timing: translation, each pass summed over its runs, helpers, SPIR-V
 * emission, and what they leave out), from warm recompiles timed apart from the latency rows, and the
 * garbage collector's pauses within them (perf_hooks 'gc' entries: the main thread's pauses).
 *
 * Over generated programs (the fuzzer's generator, fixed seeds: mixed scalar, vector, LDS and control
 * flow) of about 500 and 1,000 guest instructions: the median recompile time, SPIR-V words per guest
 * instruction, and how the time grows from the smaller to the larger (linear growth is about 2x); and
 * one wave64 program of three waves on a 32-lane host, which runs in the wave schedule.
 *
 * What is timed is the recompiler the package ships: the built JavaScript under dist/ (package.json
 * `main`), which `npm run bench` builds first. Where dist/ is missing or older than a source file the
 * sources are timed through tsx instead (its loader wraps every function to keep its name, about 8%
 * slower on the ACO corpus), and the first row says which.
 */

import { join } from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { campaignPools } from '../src/difftest/fuzz/campaign.js';
import { fuzzCase } from '../src/difftest/fuzz/fuzz-case.js';
import { generateProgram } from '../src/difftest/fuzz/generate.js';
import { renderProgram } from '../src/difftest/fuzz/render.js';
import { requestOf } from '../src/difftest/request.js';
import * as sources from '../src/recompiler/index.js';
import { genericTargetProfile } from '../src/recompiler/profiles.js';
import type { RecompileRequest } from '../src/recompiler/request.js';
import { type AcoProgram, acoRequest, loadAcoPrograms } from '../test/recompiler/aco-programs.js';
import { compileCorpus, corpusRequest } from '../test/recompiler/corpus.js';
import { lavapipeCreation } from './support/aco-lavapipe.js';
import { AcoCompiler } from './support/aco-radv.js';
import { builtIsCurrent, ROOT } from './support/built.js';
import { refusal } from './support/refusal.js';
import type { BenchRow } from './types.js';

const ROUNDS = 20;

const BUILT = 'dist/src/recompiler/index.js';

/** The built recompiler where it is at least as new as every source file, else the sources. */
async function timedRecompiler(): Promise<{
  readonly recompile: typeof sources.recompile;
  readonly clearHelperLibrary: typeof sources.clearHelperLibrary;
  readonly built: boolean;
}> {
  if (!builtIsCurrent(BUILT)) return { ...sources, built: false };
  const built = (await import(pathToFileURL(join(ROOT, BUILT)).href)) as typeof sources;
  return { recompile: built.recompile, clearHelperLibrary: built.clearHelperLibrary, built: true };
}

const measured = await timedRecompiler();
const recompile = measured.recompile;

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
}

const ACO_LIVE_PEER = 'ACO (RADV null device, this run)';
const ACO_RECORDED_PEER = 'ACO (RADV, NAME.json compileMs: no RADV here)';
const LAVAPIPE_PEER = 'lavapipe creating the GLSL pipeline';
const LAVAPIPE_ROUNDS = 7;

function median(values: readonly number[]): number {
  return quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
}

/** A program the recompiler refuses, with the first line of the reason. */
function refusedRow(label: string, reason: string): BenchRow {
  return { name: `${label} refused`, value: Number.NaN, unit: `(${reason.slice(0, 110)})` };
}

/**
 * (a) Recompile time of each ACO program against ACO's compile time of its shader, both timed here:
 * each round recompiles every program and has ACO compile its GLSL right after (support/aco-radv.ts),
 * so a slow spell of the machine lands on both. Where Mesa has no RADV the peer is the time recorded
 * with the program (NAME.json compileMs), and the rows say so. The rounds go over the whole corpus in
 * turn, so a collection or a recompilation of the recompiler's own code lands on one round of many
 * programs, not on every round of one: the per-program medians then move less between runs.
 */
function acoCompileRows(): BenchRow[] {
  const rows: BenchRow[] = [];
  const ratios: number[] = [];
  const timed: {
    readonly p: AcoProgram;
    readonly request: RecompileRequest;
    readonly times: number[];
    readonly acoTimes: number[];
  }[] = [];
  for (const p of loadAcoPrograms()) {
    const request = acoRequest(p, genericTargetProfile(32));
    try {
      recompile(request);
      timed.push({ p, request, times: [], acoTimes: [] });
    } catch (error) {
      rows.push(refusedRow(`aco ${p.name}`, refusal(error)));
    }
  }
  const aco = AcoCompiler.open();
  try {
    for (let r = 0; r < ROUNDS; r++) {
      for (const { p, request, times, acoTimes } of timed) {
        const start = process.hrtime.bigint();
        recompile(request);
        times.push(Number(process.hrtime.bigint() - start) / 1e6);
        if (aco) acoTimes.push(aco.time(p));
      }
    }
  } finally {
    aco?.close();
  }
  const peer = aco ? ACO_LIVE_PEER : ACO_RECORDED_PEER;
  const drift: number[] = [];
  for (const { p, times, acoTimes } of timed) {
    const ms = median(times);
    const acoMs = aco ? median(acoTimes) : p.facts.compileMs;
    drift.push(acoMs / p.facts.compileMs);
    ratios.push(ms / acoMs);
    rows.push({ name: `aco ${p.name} recompile`, value: ms, unit: 'ms', peer, ratio: ms / acoMs });
  }
  rows.push({
    name: `aco recompile / ACO compile, median (${ratios.length} programs)`,
    value: median(ratios),
    unit: 'x',
    peer,
    ratio: median(ratios),
  });
  if (aco)
    rows.push({
      name: "ACO compile now / as recorded (NAME.json compileMs), median: this sitting's speed",
      value: median(drift),
      unit: 'x',
    });
  return rows;
}

/** (b) Lavapipe's pipeline creation for our SPIR-V against the GLSL's. */
function lavapipeRows(): BenchRow[] {
  const results = lavapipeCreation(loadAcoPrograms(), LAVAPIPE_ROUNDS);
  if (!results)
    return [{ name: 'lavapipe pipeline creation: no lavapipe device', value: Number.NaN, unit: '' }];
  const rows: BenchRow[] = [];
  const ratios: number[] = [];
  for (const r of results) {
    if ('refused' in r) {
      rows.push(refusedRow(`lavapipe ${r.name}`, r.refused));
      continue;
    }
    ratios.push(r.oursMs / r.glslMs);
    rows.push({
      name: `lavapipe ${r.name} pipeline creation`,
      value: r.oursMs,
      unit: 'ms',
      peer: LAVAPIPE_PEER,
      ratio: r.oursMs / r.glslMs,
    });
  }
  rows.push({
    name: `lavapipe creation ours / GLSL, median (${ratios.length} programs)`,
    value: median(ratios),
    unit: 'x',
    peer: LAVAPIPE_PEER,
    ratio: median(ratios),
  });
  return rows;
}

const PHASE_ROUNDS = 5;
/** Passes named on their own in the phase rows; the others make one row. */
const PHASE_PASSES_SHOWN = 6;

/**
 * Where a recompile's time goes over `requests` (recompiled once before, so warm): each phase's share
 * of the summed recompile times (RecompileDebug.timing), passes summed over their runs, the largest
 * named, and what the phases leave out (request checks, the result's assembly) as `other`; and the
 * garbage collector's pauses in those times (they fall inside the phases).
 */
async function phaseRows(label: string, requests: readonly RecompileRequest[]): Promise<BenchRow[]> {
  const phases = new Map<string, number>();
  let total = 0;
  const timing = (phase: string, ms: number): void => {
    phases.set(phase, (phases.get(phase) ?? 0) + ms);
  };
  let pauses = 0;
  const collector = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) pauses += entry.duration;
  });
  collector.observe({ entryTypes: ['gc'] });
  for (let r = 0; r < PHASE_ROUNDS; r++)
    for (const request of requests) {
      const start = process.hrtime.bigint();
      recompile(request, { timing });
      total += Number(process.hrtime.bigint() - start) / 1e6;
    }
  // The entries come in a later task.
  await new Promise((done) => setTimeout(done, 20));
  collector.disconnect();
  const share = (ms: number): number => (100 * ms) / total;
  const passes = [...phases].filter(([name]) => name.startsWith('pass ')).sort((a, b) => b[1] - a[1]);
  const passMs = passes.reduce((sum, [, ms]) => sum + ms, 0);
  const named = ['translate', 'helpers', 'emit'].map((phase) => phases.get(phase) ?? 0);
  const rows: BenchRow[] = [
    { name: `${label}: translate`, value: share(named[0] as number), unit: '% of recompile time' },
    { name: `${label}: passes (${passes.length})`, value: share(passMs), unit: '% of recompile time' },
  ];
  for (const [name, ms] of passes.slice(0, PHASE_PASSES_SHOWN))
    rows.push({ name: `${label}:   ${name}`, value: share(ms), unit: '% of recompile time' });
  const rest = passes.slice(PHASE_PASSES_SHOWN).reduce((sum, [, ms]) => sum + ms, 0);
  rows.push({ name: `${label}:   the other passes`, value: share(rest), unit: '% of recompile time' });
  const other = total - passMs - named.reduce((a, b) => a + b, 0);
  rows.push(
    { name: `${label}: helpers`, value: share(named[1] as number), unit: '% of recompile time' },
    { name: `${label}: emit (SPIR-V)`, value: share(named[2] as number), unit: '% of recompile time' },
    { name: `${label}: other`, value: share(other), unit: '% of recompile time' },
    { name: `${label}: GC pauses (within the above)`, value: share(pauses), unit: '% of recompile time' },
  );
  return rows;
}

/** The requests of `requests` that recompile (each once: the phase rows time warm recompiles). */
function recompiling(requests: readonly RecompileRequest[]): RecompileRequest[] {
  return requests.filter((request) => {
    try {
      recompile(request);
      return true;
    } catch {
      return false;
    }
  });
}

/** Generator sizes (body nodes) giving about 500 and 1,000 guest instructions, and the seeds. */
const GENERATED_SIZES = [250, 500] as const;
const GENERATED_SEEDS = [1, 2] as const;
const GENERATED_ROUNDS = 5;

/** Recompile time, SPIR-V size and growth over generated mixed programs (wave32, subgroup 32). */
function generatedRows(): BenchRow[] {
  const pools = campaignPools(true);
  const rows: BenchRow[] = [];
  const perSize: number[] = [];
  for (const size of GENERATED_SIZES) {
    const times: number[] = [];
    let instructions = 0;
    let words = 0;
    for (const seed of GENERATED_SEEDS) {
      const program = generateProgram(seed, { pools, wave64: false, waves: 1, size });
      const rendered = renderProgram(program);
      const request = requestOf(fuzzCase(program, rendered.words), genericTargetProfile(32));
      let spirv: Uint32Array;
      try {
        spirv = recompile(request).spirv;
      } catch (error) {
        rows.push(refusedRow(`generated size ${size} seed ${seed}`, refusal(error)));
        continue;
      }
      instructions += rendered.listing.length;
      words += spirv.length;
      const samples: number[] = [];
      for (let r = 0; r < GENERATED_ROUNDS; r++) {
        const start = process.hrtime.bigint();
        recompile(request);
        samples.push(Number(process.hrtime.bigint() - start) / 1e6);
      }
      times.push(median(samples));
    }
    if (times.length === 0) continue;
    const ms = times.reduce((a, b) => a + b, 0) / times.length;
    const perProgram = instructions / times.length;
    perSize.push(ms);
    rows.push({ name: `generated ~${Math.round(perProgram)} instructions recompile`, value: ms, unit: 'ms' });
    rows.push({
      name: `generated ~${Math.round(perProgram)} instructions SPIR-V`,
      value: words / instructions,
      unit: 'words/inst',
    });
  }
  if (perSize.length === 2) {
    rows.push({
      name: 'generated: larger / smaller recompile time',
      value: (perSize[1] as number) / (perSize[0] as number),
      unit: 'x',
    });
  }
  return rows;
}

/**
 * A generated wave64 program of three waves on a 32-lane host: the wave emulation runs it in the wave
 * schedule (lower-wave-schedule.ts), a loop over resume points whose values cross in variables, which
 * is where whole-function analyses meet their largest CFGs.
 */
function waveScheduleRow(): BenchRow {
  const program = generateProgram(2, { pools: campaignPools(true), wave64: true, waves: 3, size: 500 });
  const rendered = renderProgram(program);
  const label = `generated ~${rendered.listing.length} instructions, wave64 x3 on 32 lanes (wave schedule) recompile`;
  const request = requestOf(fuzzCase(program, rendered.words), genericTargetProfile(32));
  try {
    recompile(request);
  } catch (error) {
    return refusedRow(label, refusal(error));
  }
  const samples: number[] = [];
  for (let r = 0; r < GENERATED_ROUNDS; r++) {
    const start = process.hrtime.bigint();
    recompile(request);
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return { name: label, value: median(samples), unit: 'ms' };
}

/** Runs the benchmark. */
export async function bench(): Promise<BenchRow[]> {
  const programs = compileCorpus();
  const samples: number[] = [];
  const cold: number[] = [];
  let instructions = 0;
  let seconds = 0;
  let timed = 0;
  for (const p of programs) {
    const request = corpusRequest(p, 32);
    try {
      recompile(request);
    } catch {
      continue;
    }
    timed++;
    for (let r = 0; r < ROUNDS; r++) {
      const start = process.hrtime.bigint();
      recompile(request);
      const s = Number(process.hrtime.bigint() - start) / 1e9;
      samples.push(s * 1e3);
      seconds += s;
      instructions += p.instructions;
      // Each round also times the program with the helper library emptied first (its helpers all
      // new), right after the warm one: the two rows differ in that alone.
      measured.clearHelperLibrary();
      const coldStart = process.hrtime.bigint();
      recompile(request);
      cold.push(Number(process.hrtime.bigint() - coldStart) / 1e6);
    }
  }
  samples.sort((a, b) => a - b);
  cold.sort((a, b) => a - b);
  return [
    {
      name: measured.built ? 'recompiler timed: dist/ (built)' : 'recompiler timed: src/ through tsx',
      value: Number.NaN,
      unit: measured.built ? '' : '(dist/ missing or older than src/: npm run build)',
    },
    {
      name: `recompile latency, median (${timed}/${programs.length} corpus programs)`,
      value: quantile(samples, 0.5),
      unit: 'ms',
    },
    { name: 'recompile latency, p99', value: quantile(samples, 0.99), unit: 'ms' },
    {
      name: 'recompile latency, helper library emptied first, median',
      value: quantile(cold, 0.5),
      unit: 'ms',
    },
    { name: 'recompile latency, helper library emptied first, p99', value: quantile(cold, 0.99), unit: 'ms' },
    {
      name: 'guest instructions recompiled',
      value: seconds > 0 ? instructions / seconds : 0,
      unit: 'inst/s',
    },
    ...(await phaseRows(
      'time by phase, LLVM corpus',
      recompiling(programs.map((p) => corpusRequest(p, 32))),
    )),
    ...generatedRows(),
    waveScheduleRow(),
    ...acoCompileRows(),
    ...(await phaseRows(
      'time by phase, ACO corpus',
      recompiling(loadAcoPrograms().map((p) => acoRequest(p, genericTargetProfile(32)))),
    )),
    ...lavapipeRows(),
  ];
}
