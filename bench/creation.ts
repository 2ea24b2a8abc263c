/**
 * Pipeline creation of the ACO corpus on the device OBERON_DEVICE selects (default a GPU, else
 * lavapipe): our SPIR-V against the original GLSL's, per program, then the median and geometric mean
 * of the ratios (support/aco-lavapipe.ts; `npm run bench` reports lavapipe's). On a machine without
 * glslangValidator the GLSL's SPIR-V is read from `NAME.comp.spv` beside each source (scripts/device-run.sh
 * says how to prebuild it).
 *
 * Standalone: node --import tsx bench/creation.ts [--rounds N] [PROGRAM...]
 */
import { pathToFileURL } from 'node:url';
import { loadAcoPrograms } from '../test/recompiler/aco-programs.js';
import { pipelineCreation } from './support/aco-lavapipe.js';

function main(argv: readonly string[]): void {
  const at = argv.indexOf('--rounds');
  const rounds = at >= 0 ? Number(argv[at + 1]) : 5;
  const names = argv.filter((a, i) => !a.startsWith('--') && (at < 0 || i !== at + 1));
  const programs = loadAcoPrograms().filter((p) => names.length === 0 || names.includes(p.name));
  const results = pipelineCreation(process.env.OBERON_DEVICE ?? 'gpu', programs, rounds);
  if (!results) {
    console.log('pipeline creation: no such device');
    return;
  }
  const ratios: number[] = [];
  for (const r of results) {
    if ('refused' in r) {
      console.log(`${r.name.padEnd(24)} refused: ${r.refused}`);
      continue;
    }
    ratios.push(r.oursMs / r.glslMs);
    console.log(
      `${r.name.padEnd(24)} ours ${r.oursMs.toFixed(3)} ms, GLSL ${r.glslMs.toFixed(3)} ms, x${(r.oursMs / r.glslMs).toFixed(2)}`,
    );
  }
  ratios.sort((a, b) => a - b);
  const geomean = Math.exp(ratios.reduce((s, x) => s + Math.log(x), 0) / ratios.length);
  const median = ratios[Math.floor(ratios.length / 2)] as number;
  console.log(
    `creation ours / GLSL over ${ratios.length} programs: median x${median.toFixed(2)}, geometric mean x${geomean.toFixed(2)}`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main(process.argv.slice(2));
