/**
 * `oberon run CAPTURE [-o DIR] [--each-draw] [--device lavapipe|gpu] [--validation] [--cache DIR]`:
 * runs a capture on a Vulkan device through the driver (src/driver) and writes every drawn target as a
 * PNG (colour RGBA8, depth gray16) and report.json into DIR. `--each-draw` also writes the targets
 * after every executed draw (`draw-N-...png`). `--cache DIR` keeps recompiled programs
 * (driver/program-store.ts, under DIR/programs) and the device's pipeline cache in DIR across runs. A
 * progress line goes to stderr when stderr is a terminal. Refused draws do not fail the run: they are
 * in the report, and counted on stdout.
 */
import { basename, join } from 'node:path';
import { openCapture } from '../../agc/capture/reader.js';
import {
  ProgramStore,
  type RunReport,
  recompilerSource,
  runCapture,
  storedSource,
  writePictures,
  writeReport,
} from '../../driver/index.js';
import { Device } from '../../vulkan/device.js';
import { PipelineCache } from '../../vulkan/pipeline-cache.js';
import { formatMessages } from '../../vulkan/validation.js';
import { parseArgs, UsageError } from '../args.js';
import { checkInputFile, withFile } from '../files.js';

const DEVICES = ['lavapipe', 'gpu'];

/** A progress line on a terminal, redrawn at most every 100 ms. */
function progress(): (done: number, total: number, report: RunReport) => void {
  if (!process.stderr.isTTY) return () => {};
  let last = 0;
  return (done, total, report) => {
    const now = Date.now();
    if (now - last < 100 && done < total) return;
    last = now;
    const width = 24;
    const filled = total === 0 ? width : Math.round((done / total) * width);
    const bar = `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}]`;
    const { draws, dispatches } = report;
    process.stderr.write(
      `\r${bar} submission ${done}/${total}  draws ${draws.executed} ok ${draws.refused} refused  dispatches ${dispatches.executed + dispatches.refused}`,
    );
    if (done === total) process.stderr.write('\n');
  };
}

/** Runs the command; returns the exit code. */
export async function run(argv: string[]): Promise<number> {
  const args = parseArgs(argv, {
    flags: ['--each-draw', '--validation'],
    options: ['-o', '--device', '--cache'],
  });
  const [file, ...extra] = args.positionals;
  if (file === undefined || extra.length > 0) throw new UsageError('exactly one CAPTURE file');
  const selection = args.options.get('--device');
  if (selection !== undefined && !DEVICES.includes(selection))
    throw new UsageError(`--device must be ${DEVICES.join(' or ')}, not '${selection}'`);
  const out = args.options.get('-o') ?? `${basename(file).replace(/\.[^.]*$/, '')}.out`;
  checkInputFile(file);
  const cacheDir = args.options.get('--cache');
  const store =
    cacheDir === undefined
      ? undefined
      : withFile(cacheDir, () => ProgramStore.open(join(cacheDir, 'programs')), true);
  const capture = withFile(file, () => openCapture(file));
  try {
    const validation = args.flags.has('--validation');
    const device = Device.open({ ...(selection ? { selection } : {}), validation });
    try {
      const eachDraw = args.flags.has('--each-draw');
      const pipelineCache = cacheDir === undefined ? undefined : PipelineCache.create(device, cacheDir);
      const result = runCapture(capture, device, {
        onProgress: progress(),
        ...(store ? { source: storedSource(recompilerSource, store) } : {}),
        ...(pipelineCache ? { pipelineCache } : {}),
        ...(eachDraw
          ? {
              afterDraw: (index, surfaces) => {
                withFile(
                  out,
                  () => writePictures(out, surfaces, `draw-${String(index).padStart(4, '0')}-`),
                  true,
                );
              },
            }
          : {}),
      });
      const { report } = result;
      if (store && pipelineCache && cacheDir !== undefined) {
        const saved = withFile(cacheDir, () => pipelineCache.save(), true);
        report.cache = {
          directory: cacheDir,
          programs: { ...store.stats },
          pipelineCacheBytes: { loaded: pipelineCache.loadedBytes, saved },
        };
      }
      report.targets = withFile(out, () => writePictures(out, result.surfaces), true);
      if (validation)
        report.validationMessages = formatMessages(device.messages)
          .split('\n')
          .filter((l) => l);
      withFile(out, () => writeReport(out, report), true);
      const { draws, dispatches } = report;
      process.stdout.write(
        `${report.device}: ${draws.executed} draws executed, ${draws.refused} refused; ` +
          `${dispatches.executed} dispatches executed, ${dispatches.refused} refused; ` +
          `${report.pipelines.created} pipelines in ${Math.round(report.timings.total)} ms\n`,
      );
      if (report.cache) {
        const { programs, pipelineCacheBytes } = report.cache;
        process.stdout.write(
          `cache ${report.cache.directory}: ${programs.hits} programs read, ${programs.misses} recompiled` +
            `${programs.unreadable > 0 ? ` (${programs.unreadable} unreadable entries made again)` : ''}` +
            `${programs.unwritten > 0 ? `, ${programs.unwritten} not written (${programs.firstWriteError})` : ''}; ` +
            `pipeline cache ${pipelineCacheBytes.loaded} bytes loaded, ${pipelineCacheBytes.saved} saved\n`,
        );
      }
      for (const t of report.targets) process.stdout.write(`  ${t.file ? join(out, t.file) : t.note}\n`);
      process.stdout.write(`  ${join(out, 'report.json')}\n`);
      return 0;
    } finally {
      device.destroy();
    }
  } finally {
    capture.close();
  }
}
