/**
 * `oberon fuzz`: differential fuzzing of the recompiler against the reference executor with random
 * valid compute programs (src/difftest/fuzz).
 *
 *   oberon fuzz --seed S --count N [--device reference-only|lavapipe|gpu] [--wave 32|64]
 *               [--waves 1-4] [--size NODES] [--images] [--dpp] [--lds-runs] [--no-shrink]
 *               [--validation]
 *
 *   --device reference-only  (default) runs each program in the executor twice: it must accept the
 *                            program and give the same output both times; needs no GPU
 *   --device lavapipe|gpu    recompiles each program and runs it on that Vulkan device
 *   --wave 32|64             wave size of every program (default: alternate 32 and 64)
 *   --waves 1-4              waves per workgroup of every program (default: 1, 2, 3, 4 in turn)
 *   --size NODES             body nodes per program (default 40)
 *   --program SEED           run only the program of that seed, as a FAIL line names it (give the
 *                            FAIL line's --wave, --waves and --size; seeds hold for one generator
 *                            version)
 *   --images                 programs also read an input image through a T# they load from a table
 *                            (read at run time, or known where the request carries the table)
 *   --dpp                    programs also apply DPP16 lane patterns (quad permutes, row shifts,
 *                            rotates and mirrors, with row and bank masks, bound_ctrl and fi)
 *   --lds-runs               programs also read two of a lane's own LDS words and write their sum,
 *                            under any EXEC (runs of accesses the recompiler branches around)
 *   --no-shrink              report failing programs as generated, without shrinking
 *   --validation             run the Vulkan device with the Khronos validation layer
 *
 * Each program starts in a random float MODE (COMPUTE_PGM_RSRC1: denormals kept or flushed per width,
 * IEEE_MODE, DX10_CLAMP); on a device only the denormal settings it reproduces exactly are drawn
 * (src/difftest/float-modes.ts). Each failure prints its report and minimal reproducer on stdout; refusals by the recompiler are
 * counted by reason. The last line is `N programs, M mismatches`; the exit code is 1 when M > 0. A
 * progress bar is drawn on stderr.
 */
import { ALL_FLOAT_MODES, exactFloatModes } from '../../difftest/float-modes.js';
import { type CampaignResult, runCampaign } from '../../difftest/fuzz/campaign.js';
import type { Side } from '../../difftest/harness.js';
import type { Device } from '../../vulkan/device.js';
import { parseArgs, UsageError } from '../args.js';

const DEVICES = ['reference-only', 'lavapipe', 'gpu'] as const;

function parseCount(text: string | undefined, what: string, fallback: number): number {
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text)) throw new UsageError(`${what} '${text}' is not a non-negative integer`);
  const v = Number(text);
  if (!Number.isSafeInteger(v) || v > 0xffffffff) throw new UsageError(`${what} ${text} is too large`);
  return v;
}

/** A progress bar on stderr (redrawn in place on a terminal, a line per tenth otherwise). */
function progress(total: number): { update(done: number, mismatches: number): void; end(): void } {
  const tty = process.stderr.isTTY === true;
  const start = Date.now();
  let lastTenth = -1;
  return {
    update(done, mismatches) {
      const rate = done / Math.max(0.001, (Date.now() - start) / 1000);
      const text = `${done}/${total} programs, ${mismatches} mismatches, ${rate.toFixed(1)}/s`;
      if (tty) {
        const width = 30;
        const filled = Math.round((done / Math.max(1, total)) * width);
        process.stderr.write(`\r[${'#'.repeat(filled)}${' '.repeat(width - filled)}] ${text}`);
      } else if (total >= 50) {
        const tenth = Math.floor((done * 10) / total);
        if (tenth !== lastTenth) {
          lastTenth = tenth;
          process.stderr.write(`fuzz: ${text}\n`);
        }
      }
    },
    end() {
      if (tty) process.stderr.write('\n');
    },
  };
}

function summary(result: CampaignResult): string[] {
  const lines: string[] = [];
  const refusedTotal = [...result.refused.values()].reduce((a, b) => a + b, 0);
  if (refusedTotal > 0) {
    lines.push(`${refusedTotal} programs refused by the recompiler:`);
    for (const [reason, n] of [...result.refused].sort((a, b) => b[1] - a[1]))
      lines.push(`  ${n}  ${reason}`);
  }
  if (result.failureClasses.size > 0) {
    lines.push('mismatches by class (producing instruction: what differs):');
    for (const [name, n] of [...result.failureClasses].sort((a, b) => b[1] - a[1]))
      lines.push(`  ${n}  ${name}`);
  }
  lines.push(`${result.programs} programs, ${result.mismatches} mismatches`);
  return lines;
}

/** Runs the command; returns the exit code. */
export async function run(argv: string[]): Promise<number> {
  const args = parseArgs(argv, {
    flags: ['--no-shrink', '--validation', '--images', '--dpp', '--lds-runs'],
    options: ['--seed', '--count', '--device', '--wave', '--waves', '--size', '--program'],
  });
  if (args.positionals.length > 0) throw new UsageError(`unexpected argument '${args.positionals[0]}'`);
  const seed = parseCount(args.options.get('--seed'), '--seed', 1);
  const programText = args.options.get('--program');
  const programSeeds = programText === undefined ? undefined : [parseCount(programText, '--program', 0)];
  const count = programSeeds ? 1 : parseCount(args.options.get('--count'), '--count', 100);
  const size = parseCount(args.options.get('--size'), '--size', 40);
  const deviceName = args.options.get('--device') ?? 'reference-only';
  if (!(DEVICES as readonly string[]).includes(deviceName)) {
    throw new UsageError(`--device must be one of ${DEVICES.join(', ')}, not '${deviceName}'`);
  }
  const waveText = args.options.get('--wave');
  if (waveText !== undefined && waveText !== '32' && waveText !== '64') {
    throw new UsageError(`--wave must be 32 or 64, not '${waveText}'`);
  }
  const wavesText = args.options.get('--waves');
  if (wavesText !== undefined && !/^[1-4]$/.test(wavesText)) {
    throw new UsageError(`--waves must be 1, 2, 3 or 4, not '${wavesText}'`);
  }
  let device: Device | undefined;
  let side: Side | undefined;
  if (deviceName !== 'reference-only') {
    // Loaded only here: reference-only runs need no Vulkan loader.
    const { Device } = await import('../../vulkan/device.js');
    const { VulkanSide } = await import('../../difftest/vulkan-side.js');
    device = Device.open({ selection: deviceName, validation: args.flags.has('--validation') });
    side = new VulkanSide(device);
  }
  // Starting MODEs: all of them in the executor; on a device those it reproduces exactly.
  const floatModes = device ? exactFloatModes(device.profile) : ALL_FLOAT_MODES;
  const bar = progress(count);
  try {
    const result = runCampaign({
      seed,
      count,
      size,
      floatModes,
      // Outputs through V#s read from memory, known to the request or not, as well as global stores.
      outputs: ['global', 'vsharp-table', 'vsharp-known'],
      shrink: !args.flags.has('--no-shrink'),
      ...(args.flags.has('--images') ? { images: true } : {}),
      ...(args.flags.has('--dpp') ? { dpp: true } : {}),
      ...(args.flags.has('--lds-runs') ? { ldsRuns: true } : {}),
      ...(side ? { side } : {}),
      ...(programSeeds ? { programSeeds } : {}),
      ...(waveText ? { wave: Number(waveText) as 32 | 64 } : {}),
      ...(wavesText ? { waves: Number(wavesText) } : {}),
      onProgress: (done, mismatches) => bar.update(done, mismatches),
      onFailure: (report) => {
        bar.end();
        process.stdout.write(`${report}\n\n`);
      },
    });
    bar.end();
    process.stdout.write(`${summary(result).join('\n')}\n`);
    return result.mismatches > 0 ? 1 : 0;
  } finally {
    device?.destroy();
  }
}
