/**
 * The `oberon` command line. Each subcommand lives in `commands/<name>.ts` and exports `run(argv)`,
 * returning the process exit code; this file only dispatches, so layers add commands without touching
 * one another.
 */
import { InternalError, OberonError } from '../util/errors.js';

/** A subcommand: its one-line summary and a lazy loader (commands pull in heavy layers). */
interface CommandEntry {
  readonly summary: string;
  readonly load: () => Promise<{ run(argv: string[]): Promise<number> | number }>;
}

const commands: Record<string, CommandEntry> = {
  disasm: {
    summary: 'disassemble RDNA machine code (llvm-mc text)',
    load: () => import('./commands/disasm.js'),
  },
  asm: { summary: 'assemble LLVM-syntax RDNA assembly', load: () => import('./commands/asm.js') },
  exec: {
    summary: 'run a compute program in the reference executor',
    load: () => import('./commands/exec.js'),
  },
  devices: {
    summary: 'list Vulkan devices and their target profiles',
    load: () => import('./commands/devices.js'),
  },
  reg: { summary: 'decode a register value into its fields', load: () => import('./commands/reg.js') },
  'draw-decode': {
    summary: 'decode a draw from register values (JSON)',
    load: () => import('./commands/draw-decode.js'),
  },
  inspect: {
    summary: 'list the packets, draws and programs of a capture',
    load: () => import('./commands/inspect.js'),
  },
  recompile: {
    summary: 'recompile a guest compute program to SPIR-V',
    load: () => import('./commands/recompile.js'),
  },
  fuzz: {
    summary: 'differential fuzzing: random programs, executor vs recompiled',
    load: () => import('./commands/fuzz.js'),
  },
  blend: {
    summary: 'route a reversed-order (COMP_SWAP 2/3) blend to Vulkan',
    load: () => import('./commands/blend.js'),
  },
};

function usage(): string {
  const width = Math.max(...Object.keys(commands).map((k) => k.length));
  const lines = Object.entries(commands).map(([name, c]) => `  ${name.padEnd(width)}  ${c.summary}`);
  return `usage: oberon <command> [options]\n\ncommands:\n${lines.join('\n')}\n`;
}

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(usage());
    return name === undefined ? 1 : 0;
  }
  const entry = commands[name];
  if (!entry) {
    process.stderr.write(`oberon: unknown command '${name}'\n${usage()}`);
    return 1;
  }
  const module = await entry.load();
  return module.run(rest);
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof OberonError) {
      process.stderr.write(`oberon: ${error.message}\n`);
      process.exitCode = 2;
    } else if (error instanceof InternalError) {
      process.stderr.write(`oberon: ${error.message}\n(this is a bug in Oberon; please report it)\n`);
      process.exitCode = 70;
    } else {
      process.stderr.write(
        `oberon: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
      process.exitCode = 70;
    }
  },
);
