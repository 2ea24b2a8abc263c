/**
 * The `oberon` command as whole processes, the way a user runs it (bin/oberon.js on the one-file
 * build, dist/oberon.cjs; the module runs `npm run build` first where it is older than a source file): cold start of `oberon recompile` of
 * a small ACO program against Node's own start (`node -e 0`), and `oberon disasm` of a 1,000,000-instruction input (the
 * ACO corpus's words repeated) against `llvm-mc-19 -disassemble` of the same bytes as hex text, with
 * oberon reading that text (`--hex`) and the raw words. Runs are interleaved so load on the machine
 * hits both sides alike; each figure is a median, and ratios are ours / peer (lower is better).
 */
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cliNodeFlags } from '../scripts/cli-node-flags.js';
import { decodeStream } from '../src/isa/decode.js';
import { builtIsCurrent, ROOT } from './support/built.js';
import type { BenchRow } from './types.js';

const ACO = join(ROOT, 'test/recompiler/aco');
const START_RUNS = 11;
const DISASM_RUNS = 3;
const INSTRUCTIONS = 1_000_000;
const SMALL_PROGRAM = join(ACO, 'saxpy.bin');

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

/** Milliseconds of one process run, stdout to /dev/null. @throws when it fails. */
function timeProcess(command: string, args: readonly string[], env: NodeJS.ProcessEnv = process.env): number {
  const sink = openSync('/dev/null', 'w');
  try {
    const start = process.hrtime.bigint();
    const r = spawnSync(command, args, { stdio: ['ignore', sink, 'pipe'], env, cwd: ROOT });
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    if (r.status !== 0) throw new Error(`${command} ${args.join(' ')}: exit ${r.status}: ${r.stderr}`);
    return ms;
  } finally {
    closeSync(sink);
  }
}

/** The ACO corpus's words repeated until they hold at least `count` instructions. */
function disasmInput(count: number): Uint8Array {
  const one = Buffer.concat(
    readdirSync(ACO)
      .filter((f) => f.endsWith('.bin'))
      .sort()
      .map((f) => readFileSync(join(ACO, f))),
  );
  const words = new Uint32Array(one.buffer, one.byteOffset, one.byteLength / 4);
  let perCopy = 0;
  for (const _ of decodeStream(words)) perCopy++;
  const copies = Math.ceil(count / perCopy);
  return Buffer.concat(Array.from({ length: copies }, () => one));
}

/** llvm-mc's hex text of `bytes`, 32 bytes a line. */
function hexText(bytes: Uint8Array): string {
  const lines: string[] = [];
  for (let i = 0; i < bytes.length; i += 32) {
    lines.push(
      Array.from(bytes.subarray(i, i + 32), (b) => `0x${b.toString(16).padStart(2, '0')}`).join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

/** Runs the benchmark. */
export async function bench(): Promise<BenchRow[]> {
  // `npm run bench` has built already; run alone, the module builds a stale dist/oberon.cjs.
  if (!builtIsCurrent('dist/oberon.cjs')) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stdout}${build.stderr}`);
  }
  const dist = { ...process.env, OBERON_USE_DIST: '1' };
  const oberon = join(ROOT, 'bin/oberon.js');
  // As its shebang starts it: the code cache holds for those flags only.
  const flags = cliNodeFlags(ROOT);
  const dir = mkdtempSync(join(tmpdir(), 'oberon-bench-cli-'));
  try {
    const out = join(dir, 'out.spv');
    const starts: number[] = [];
    const nodeStarts: number[] = [];
    for (let r = 0; r < START_RUNS; r++) {
      nodeStarts.push(timeProcess(process.execPath, ['-e', '0']));
      starts.push(
        timeProcess(process.execPath, [...flags, oberon, 'recompile', SMALL_PROGRAM, '-o', out], dist),
      );
    }

    const bytes = disasmInput(INSTRUCTIONS);
    const bin = join(dir, 'input.bin');
    const hex = join(dir, 'input.hex');
    writeFileSync(bin, bytes);
    writeFileSync(hex, hexText(bytes));
    const llvm: number[] = [];
    const ourHex: number[] = [];
    const ourBin: number[] = [];
    for (let r = 0; r < DISASM_RUNS; r++) {
      llvm.push(timeProcess('llvm-mc-19', ['-arch=amdgcn', '-mcpu=gfx1013', '-disassemble', hex]));
      ourHex.push(timeProcess(process.execPath, [...flags, oberon, 'disasm', '--hex', hex], dist));
      ourBin.push(timeProcess(process.execPath, [...flags, oberon, 'disasm', bin], dist));
    }
    const nodeStart = median(nodeStarts);
    const llvmMs = median(llvm);
    const peer = 'llvm-mc-19 -disassemble (hex text)';
    return [
      {
        name: 'oberon recompile saxpy.bin, cold process',
        value: median(starts),
        unit: 'ms',
        peer: 'node -e 0',
        ratio: median(starts) / nodeStart,
      },
      { name: 'llvm-mc-19 disasm 1M instructions, process', value: llvmMs, unit: 'ms' },
      {
        name: 'oberon disasm --hex 1M instructions, process',
        value: median(ourHex),
        unit: 'ms',
        peer,
        ratio: median(ourHex) / llvmMs,
      },
      {
        name: 'oberon disasm (raw words) 1M inst., process',
        value: median(ourBin),
        unit: 'ms',
        peer,
        ratio: median(ourBin) / llvmMs,
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
