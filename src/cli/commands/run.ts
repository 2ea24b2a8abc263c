/**
 * `oberon run CAPTURE [-o DIR] [--each-draw] [--device lavapipe|gpu] [--validation]`: runs a capture
 * on a Vulkan device through the driver (src/driver) and writes every drawn target as a PNG (colour
 * RGBA8, depth gray16) and report.json into DIR. `--each-draw` also writes the targets after every
 * executed draw (`draw-N-...png`). A progress line goes to stderr when stderr is a terminal. Refused
 * draws do not fail the run: they are in the report, and counted on stdout.
 */
import { basename, join } from 'node:path';
import { openCapture } from '../../agc/capture/reader.js';
import { type RunReport, runCapture, writePictures, writeReport } from '../../driver/index.js';
import { Device } from '../../vulkan/device.js';
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
  const args = parseArgs(argv, { flags: ['--each-draw', '--validation'], options: ['-o', '--device'] });
  const [file, ...extra] = args.positionals;
  if (file === undefined || extra.length > 0) throw new UsageError('exactly one CAPTURE file');
  const selection = args.options.get('--device');
  if (selection !== undefined && !DEVICES.includes(selection))
    throw new UsageError(`--device must be ${DEVICES.join(' or ')}, not '${selection}'`);
  const out = args.options.get('-o') ?? `${basename(file).replace(/\.[^.]*$/, '')}.out`;
  checkInputFile(file);
  const capture = withFile(file, () => openCapture(file));
  try {
    const validation = args.flags.has('--validation');
    const device = Device.open({ ...(selection ? { selection } : {}), validation });
    try {
      const eachDraw = args.flags.has('--each-draw');
      const result = runCapture(capture, device, {
        onProgress: progress(),
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
