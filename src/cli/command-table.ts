/**
 * The one table of `oberon` subcommands: name, usage lines, one-line summary, options and a lazy
 * loader. `oberon --help`, `oberon CMD --help` and `oberon help CMD` all print from it, so a command
 * cannot be missing from the list or described differently in two places. Limits and defaults
 * quoted here are the ones the commands enforce (README.md's command table repeats them).
 */
import { LAUNCH_LIMITS } from '../recompiler/request.js';

/** What a command module exports: `run` returns the exit code, or throws (the dispatcher reports). */
export interface CommandModule {
  run(argv: string[]): Promise<number> | number;
}

/** One subcommand. */
export interface CommandEntry {
  readonly name: string;
  /** Synopsis lines, each starting `oberon NAME`. */
  readonly usage: readonly string[];
  readonly summary: string;
  /** Options and arguments with what they mean, limits and defaults: [name, description]. */
  readonly options: readonly (readonly [string, string])[];
  /** Imported only when the command runs, since commands pull in heavy layers (Vulkan, koffi). */
  readonly load: () => Promise<CommandModule>;
}

const { maxWorkgroupSize, maxLdsBytes, maxUserSgprs } = LAUNCH_LIMITS;
const LAUNCH_THREADS = `threads per workgroup, each 1..${maxWorkgroupSize}, product at most ${maxWorkgroupSize}`;
const LAUNCH_LDS = `LDS bytes per workgroup, 0..${maxLdsBytes} (default 0)`;
const LAUNCH_USER_DATA = `user SGPRs s0, s1, ... (at most ${maxUserSgprs} u32 words)`;
const TARGET: readonly (readonly [string, string])[] = [
  ['--mcpu gfx1013|gfx1030', 'target GPU (default gfx1013)'],
  ['--wave32 | --wave64', 'wave size (default wave32)'],
];

/** Every subcommand, in the order `oberon --help` lists them. */
export const COMMANDS: readonly CommandEntry[] = [
  {
    name: 'disasm',
    usage: ['oberon disasm [--mcpu gfx1013|gfx1030] [--wave32|--wave64] [--hex] FILE...'],
    summary: 'disassemble RDNA machine code (llvm-mc text)',
    options: [
      ['FILE...', 'raw little-endian words (- reads stdin); several files are listed after # FILE lines'],
      ...TARGET,
      ['--hex', "input is llvm-mc's byte text (0x01,0x02,...)"],
    ],
    load: () => import('./commands/disasm.js'),
  },
  {
    name: 'asm',
    usage: ['oberon asm [--mcpu gfx1013|gfx1030] [--wave32|--wave64] [--hex] FILE.s [-o OUT]'],
    summary: 'assemble LLVM-syntax RDNA assembly',
    options: [
      ['FILE.s', 'LLVM-syntax assembly (- reads stdin)'],
      ...TARGET,
      ['--hex', 'print each instruction with its encoding, as llvm-mc -show-encoding does'],
      ['-o OUT', 'write the raw words to OUT (default: stdout)'],
    ],
    load: () => import('./commands/asm.js'),
  },
  {
    name: 'exec',
    usage: ['oberon exec PROGRAM [options]'],
    summary: 'run a compute program in the reference executor, or recompiled on a Vulkan device',
    options: [
      ['PROGRAM', 'raw little-endian program words (- reads stdin)'],
      ['--hex | --asm', 'program is llvm-mc byte text | LLVM-syntax assembly'],
      ['--wave 32|64', 'wave size (default 32)'],
      ['--mcpu gfx1013|gfx1030', 'target GPU (default gfx1013)'],
      ['--threads X[,Y[,Z]]', `${LAUNCH_THREADS} (default the wave size)`],
      ['--groups X[,Y[,Z]]', 'workgroups to run, each 1..65535 (default 1,1,1)'],
      ['--user-data W0,W1,...', `${LAUNCH_USER_DATA}: decimal, 0x hex or negative decimal`],
      ['--tgid AXES', 'workgroup ids loaded after the user SGPRs, e.g. xyz (default none)'],
      ['--local-ids 1|2|3', 'local id components loaded into v0..v2 (default 3)'],
      ['--lds BYTES', LAUNCH_LDS],
      ['--pgm-rsrc1 WORD', "COMPUTE_PGM_RSRC1, whose float fields set the initial MODE (default llc-19's)"],
      ['--entry OFFSET', 'byte offset of the first instruction (default 0; executor only)'],
      ['--buffer ADDR=FILE', "map FILE's bytes at guest address ADDR (repeatable)"],
      ['--buffer ADDR=SIZE', 'map SIZE zero bytes at ADDR, SIZE up to 1 GiB (./123 names a file 123)'],
      [
        '--dump ADDR:SIZE[=FILE]',
        'after the run print SIZE bytes from ADDR, or write them to FILE (repeatable)',
      ],
      ['--format hex|u32|i32|f32', 'how printed dumps show each dword (default hex)'],
      ['--max-instructions N', 'per-wave instruction limit (executor only)'],
      ['--stats', 'print wave and instruction counts to stderr (executor only)'],
      ['--device reference-only|lavapipe|gpu', 'where to run (default reference-only, the executor)'],
      ['--compare', 'with lavapipe|gpu: also run the executor and report the first differing lane (exit 1)'],
    ],
    load: () => import('./commands/exec.js'),
  },
  {
    name: 'recompile',
    usage: [
      'oberon recompile [--stage compute] [--wave 32|64] [--threads X,Y,Z] [--lds BYTES] [--user-data W0,..]',
      '                 [--subgroup N] [--workgroup-ids xyz] [--local-ids 1|2|3] [--pgm-rsrc1 WORD] PROGRAM.bin',
      '                 [--memory ADDR=FILE ..] [-o OUT.spv] [--print-ir] [--verify-each] [--validate]',
      '                 [--dump-request FILE] [--json]',
      'oberon recompile REQUEST.json [--memory ADDR=FILE ..] [-o OUT.spv] [--print-ir] [--verify-each] [--validate] [--json]',
    ],
    summary: 'recompile a guest compute program to SPIR-V',
    options: [
      ['PROGRAM.bin', 'raw little-endian program words, entry at 0'],
      ['REQUEST.json', 'a recompile request (as --dump-request writes it); the flags below do not apply'],
      ['--wave 32|64', 'wave size (default 32)'],
      ['--threads X[,Y[,Z]]', `${LAUNCH_THREADS} (default the wave size)`],
      ['--lds BYTES', LAUNCH_LDS],
      ['--user-data W0,W1,...', LAUNCH_USER_DATA],
      ['--subgroup N', 'host subgroup size, a power of two 4..128 (default the wave size)'],
      ['--workgroup-ids xyz', 'workgroup ids loaded after the user SGPRs (default x)'],
      ['--local-ids 1|2|3', 'local id components in v0..v2 (default from --threads)'],
      ['--pgm-rsrc1 WORD', "COMPUTE_PGM_RSRC1, whose float fields set the initial MODE (default llc-19's)"],
      [
        '--memory ADDR=FILE',
        'guest memory the program reads unchanged (resource tables), whole dwords, repeatable; descriptors there specialize the code (default none: read at run time)',
      ],
      ['-o OUT.spv', 'write the SPIR-V module'],
      ['--print-ir', 'print the IR after each stage to stderr'],
      ['--verify-each', 'check the IR after every pass; a failure names the pass (a debugging aid)'],
      ['--validate', 'run spirv-val (Vulkan 1.2) on the module; exit 3 when it rejects it'],
      ['--dump-request FILE', 'write the request as JSON'],
      ['--json', 'print the result summary as JSON'],
    ],
    load: () => import('./commands/recompile.js'),
  },
  {
    name: 'fuzz',
    usage: [
      'oberon fuzz [--seed S] [--count N] [--device reference-only|lavapipe|gpu] [--wave 32|64]',
      '            [--waves 1-4] [--size NODES] [--program SEED] [--images] [--dpp] [--lds-runs] [--no-shrink]',
      '            [--validation]',
    ],
    summary: 'differential fuzzing: random programs, executor against recompiled',
    options: [
      ['--seed S', 'campaign seed, a u32 (default 1)'],
      ['--count N', 'programs to run, a u32 (default 100)'],
      ['--device reference-only|lavapipe|gpu', 'default reference-only: the executor twice, no GPU'],
      ['--wave 32|64', 'wave size of every program (default: alternate)'],
      ['--waves 1-4', 'waves per workgroup of every program (default: 1 to 4 in turn)'],
      ['--size NODES', 'body nodes per program, a u32 (default 40)'],
      ['--program SEED', 'run only the program of that seed, as a FAIL line names it'],
      ['--images', 'programs also load from an image through a T# they read from a descriptor table'],
      ['--dpp', 'programs also apply DPP16 lane patterns (quad permutes, row shifts, rotates, mirrors)'],
      ['--lds-runs', "programs also read two of a lane's own LDS words and write their sum, under any EXEC"],
      ['--no-shrink', 'report failing programs as generated'],
      ['--validation', 'run the Vulkan device with the Khronos validation layer'],
    ],
    load: () => import('./commands/fuzz.js'),
  },
  {
    name: 'devices',
    usage: ['oberon devices [--json]'],
    summary: 'list Vulkan devices and their target profiles',
    options: [['--json', 'print the profiles as a JSON array']],
    load: () => import('./commands/devices.js'),
  },
  {
    name: 'reg',
    usage: ['oberon reg NAME VALUE'],
    summary: 'decode a register value into its fields',
    options: [
      ['NAME', 'register name, e.g. VGT_LS_HS_CONFIG'],
      ['VALUE', 'a u32: decimal or 0x hex'],
    ],
    load: () => import('./commands/reg.js'),
  },
  {
    name: 'draw-decode',
    usage: ['oberon draw-decode REGS.json'],
    summary: 'decode a draw from register values (JSON)',
    options: [
      [
        'REGS.json',
        'an object of register name to u32 value, or {"registers": {...}, "programs": [{"address", "type"}]}',
      ],
    ],
    load: () => import('./commands/draw-decode.js'),
  },
  {
    name: 'inspect',
    usage: ['oberon inspect CAPTURE [--json]'],
    summary: 'list the packets, draws and programs of a capture',
    options: [
      ['CAPTURE', 'an Oberon capture file (docs/capture.md)'],
      ['--json', 'write JSON Lines, one event per line'],
    ],
    load: () => import('./commands/inspect.js'),
  },
  {
    name: 'run',
    usage: ['oberon run CAPTURE [-o DIR] [--each-draw] [--device lavapipe|gpu] [--validation] [--cache DIR]'],
    summary: 'run a capture on Vulkan: every drawn target as PNG, and report.json',
    options: [
      ['CAPTURE', 'an Oberon capture file (docs/capture.md)'],
      ['-o DIR', 'output directory (default CAPTURE without its extension, plus .out)'],
      ['--each-draw', 'also write the targets after every executed draw (draw-N-*.png)'],
      [
        '--device lavapipe|gpu',
        'the Vulkan device (default OBERON_DEVICE, else a GPU when present, else lavapipe)',
      ],
      ['--validation', 'run with the Khronos validation layer; its messages go in the report'],
      [
        '--cache DIR',
        "keep recompiled programs and the host's pipeline cache in DIR: a later run of this build reads them instead of recompiling",
      ],
    ],
    load: () => import('./commands/run.js'),
  },
  {
    name: 'blend',
    usage: ['oberon blend --comp-swap N --control WORD [--info WORD]', 'oberon blend --count'],
    summary: 'route a reversed-order (COMP_SWAP 2/3) blend to Vulkan',
    options: [
      ['--comp-swap N', 'CB_COLOR_INFO.COMP_SWAP, 0..3'],
      ['--control WORD', 'CB_BLEND_CONTROL, a u32'],
      ['--info WORD', 'CB_COLOR_INFO, a u32 (default COLOR_8_8_8_8 UNORM with the given COMP_SWAP)'],
      ['--count', 'print `routed R of T` over the measured factor combinations'],
    ],
    load: () => import('./commands/blend.js'),
  },
];

/** The command called `name`, if there is one. */
export function findCommand(name: string): CommandEntry | undefined {
  return COMMANDS.find((c) => c.name === name);
}
