/**
 * `oberon recompile`: recompiles a guest compute program to SPIR-V.
 *
 *   oberon recompile --stage compute --wave 32|64 [--threads X,Y,Z] [--lds BYTES] [--user-data w0,w1,...]
 *                    [--subgroup 8|32|64] [--workgroup-ids xyz] [--local-ids 1|2|3] [--pgm-rsrc1 0x...] PROGRAM.bin
 *                    [--memory ADDR=FILE ...] [-o OUT.spv] [--print-ir] [--verify-each] [--validate] [--dump-request FILE] [--json]
 *   oberon recompile REQUEST.json [--memory ADDR=FILE ...] [-o OUT.spv] [--print-ir] [--verify-each] [--validate] [--json]
 *
 * --memory maps FILE's bytes (whole dwords) at guest address ADDR as memory the program may read while
 * it runs unchanged (the resource tables a dispatch sees): descriptors loaded from there specialize the
 * code. Without it, descriptors in memory are read at run time.
 *
 * PROGRAM.bin is raw little-endian words with the entry at 0. --pgm-rsrc1 is COMPUTE_PGM_RSRC1, whose
 * float fields set the initial MODE (default: llc-19's amdgpu_cs value, IEEE mode off). Without --subgroup the host is a generic
 * device whose subgroup is the wave size. Exit 0 with the module written; a RecompileError (or bad
 * request) is printed on stderr with a non-zero exit by the CLI's error handler. --validate runs
 * spirv-val (Vulkan 1.2) on the module and fails when it rejects it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { genericTargetProfile } from '../../recompiler/profiles.js';
import { recompile, resultToJson } from '../../recompiler/recompile.js';
import {
  type ComputeRequest,
  dumpRequest,
  loadRequest,
  type MemoryRegion,
  parseAddress,
  parseRequest,
  REQUEST_VERSION,
  type RecompileRequest,
} from '../../recompiler/request.js';
import { parseArgs, takeRepeated, UsageError } from '../args.js';
import { readInput, readInputText, writeOutput } from '../files.js';
import { checkLaunchFlags } from '../launch-flags.js';
import { bytesToWords } from './disasm.js';

const FLAGS = ['--print-ir', '--verify-each', '--validate', '--json'];
const OPTIONS = [
  '--stage',
  '--wave',
  '--threads',
  '--lds',
  '--user-data',
  '--subgroup',
  '--workgroup-ids',
  '--local-ids',
  '--pgm-rsrc1',
  '-o',
  '--dump-request',
];

function numbers(text: string, option: string): number[] {
  return text.split(',').map((s) => {
    const v = /^\s*(0x[0-9a-f]+|\d+)\s*$/i.test(s) ? Number(s) : Number.NaN;
    if (!(v <= 0xffffffff)) throw new UsageError(`${option}: '${s}' is not a u32`);
    return v;
  });
}

/** Builds a request from the command-line options and a raw program file. */
export function requestFromArgs(options: ReadonlyMap<string, string>, file: string): ComputeRequest {
  const stage = options.get('--stage') ?? 'compute';
  if (stage !== 'compute') throw new UsageError(`--stage ${stage}: only compute is supported`);
  const wave = Number(options.get('--wave') ?? '32');
  if (wave !== 32 && wave !== 64) throw new UsageError('--wave must be 32 or 64');
  const threads = numbers(options.get('--threads') ?? `${wave},1,1`, '--threads');
  while (threads.length < 3) threads.push(1);
  if (threads.length !== 3) throw new UsageError('--threads takes X,Y,Z');
  const subgroup = Number(options.get('--subgroup') ?? String(wave));
  if (![4, 8, 16, 32, 64, 128].includes(subgroup))
    throw new UsageError('--subgroup must be a power of two 4..128');
  const ids = options.get('--workgroup-ids') ?? 'x';
  if (!/^x?y?z?$/.test(ids)) throw new UsageError('--workgroup-ids takes a subset of xyz, e.g. xy');
  const local = Number(options.get('--local-ids') ?? (threads[2]! > 1 ? 3 : threads[1]! > 1 ? 2 : 1));
  if (local !== 1 && local !== 2 && local !== 3) throw new UsageError('--local-ids must be 1, 2 or 3');
  const rsrc1Text = options.get('--pgm-rsrc1');
  const rsrc1 = rsrc1Text === undefined ? undefined : Number(rsrc1Text.trim());
  if (rsrc1 !== undefined && !(Number.isInteger(rsrc1) && rsrc1 >= 0 && rsrc1 <= 0xffffffff))
    throw new UsageError(`--pgm-rsrc1: '${rsrc1Text}' is not a u32`);
  const bytes = readInput(file);
  if (bytes.length % 4 !== 0) throw new UsageError(`${file}: not a whole number of dwords`);
  const lds = numbers(options.get('--lds') ?? '0', '--lds');
  if (lds.length !== 1) throw new UsageError(`--lds: '${options.get('--lds')}' is not one number`);
  // Checked as a REQUEST.json is, so --dump-request never writes a request that cannot be read back.
  const request: ComputeRequest = {
    version: REQUEST_VERSION,
    stage: 'compute',
    mcpu: 'gfx1013',
    waveSize: wave,
    program: [...bytesToWords(new Uint8Array(bytes))],
    userSgprs: options.has('--user-data') ? numbers(options.get('--user-data') as string, '--user-data') : [],
    memory: [],
    compute: {
      workgroupSize: threads as [number, number, number],
      ldsBytes: lds[0] as number,
      workgroupIdSgprs: [ids.includes('x'), ids.includes('y'), ids.includes('z')],
      localIdComponents: local,
      ...(rsrc1 === undefined ? {} : { pgmRsrc1: rsrc1 }),
    },
    target: genericTargetProfile(subgroup),
  };
  checkLaunchFlags(options, () => parseRequest(request));
  return request;
}

/** A `--memory ADDR=FILE` region: FILE's bytes (whole dwords) at guest address ADDR. */
function memoryRegion(spec: string): MemoryRegion {
  const eq = spec.indexOf('=');
  if (eq < 0) throw new UsageError(`--memory '${spec}': expected ADDR=FILE`);
  const base = spec.slice(0, eq).trim();
  parseAddress(base, '--memory address');
  const file = spec.slice(eq + 1);
  const bytes = readInput(file);
  if (bytes.length === 0 || bytes.length % 4 !== 0)
    throw new UsageError(`--memory ${file}: ${bytes.length} bytes is not a whole number of dwords`);
  return { base, bytes: bytes.toString('base64') };
}

// child_process is imported here only: loading it is about 4% of a cold `oberon recompile`.
async function spirvValidate(words: Uint32Array): Promise<string> {
  const { spawnSync } = await import('node:child_process');
  const dir = mkdtempSync(join(tmpdir(), 'oberon-recompile-'));
  try {
    const file = join(dir, 'm.spv');
    writeFileSync(file, Buffer.from(words.buffer, words.byteOffset, words.byteLength));
    const r = spawnSync('spirv-val', ['--target-env', 'vulkan1.2', file], { encoding: 'utf8' });
    if (r.error) return `spirv-val could not run: ${r.error.message}`;
    return r.status === 0 ? '' : `${r.stdout}${r.stderr}`.trim();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs the command. */
export async function run(argv: string[]): Promise<number> {
  const { rest, values } = takeRepeated(argv, ['--memory']);
  const args = parseArgs(rest, { flags: FLAGS, options: OPTIONS });
  const [file, ...extra] = args.positionals;
  if (file === undefined) throw new UsageError('no PROGRAM.bin or REQUEST.json given');
  if (extra.length > 0) throw new UsageError(`one input only (got ${args.positionals.length})`);
  const given = file.endsWith('.json')
    ? loadRequest(readInputText(file))
    : requestFromArgs(args.options, file);
  const memory = (values.get('--memory') ?? []).map(memoryRegion);
  const request: RecompileRequest = { ...given, memory: [...given.memory, ...memory] };
  const dump = args.options.get('--dump-request');
  if (dump) writeOutput(dump, dumpRequest(request));
  const result = recompile(request, {
    verify: args.flags.has('--verify-each'),
    ...(args.flags.has('--print-ir')
      ? { printIr: (stage, text) => process.stderr.write(`; IR after ${stage}\n${text}`) }
      : {}),
  });
  if (args.flags.has('--validate')) {
    const problem = await spirvValidate(result.spirv);
    if (problem) {
      process.stderr.write(`oberon recompile: spirv-val rejects the module:\n${problem}\n`);
      return 3;
    }
  }
  const out = args.options.get('-o');
  if (out)
    writeOutput(out, Buffer.from(result.spirv.buffer, result.spirv.byteOffset, result.spirv.byteLength));
  const summary = resultToJson(result);
  if (args.flags.has('--json')) process.stdout.write(`${JSON.stringify(summary, null, 1)}\n`);
  else {
    const i = result.interface;
    process.stdout.write(
      `${result.spirv.length} words, SPIR-V ${i.spirvVersion}, subgroup ${i.subgroupSize}` +
        `${i.requiredSubgroupSize ? ' (required)' : ''}${i.stage === 'compute' && i.waveEmulated ? ', wave emulated in LDS' : ''}, ` +
        `push constants ${result.pushConstants.size} bytes, cache key ${result.cacheKey.slice(0, 16)}` +
        `${out ? `, written to ${out}` : ''}\n`,
    );
  }
  return 0;
}
