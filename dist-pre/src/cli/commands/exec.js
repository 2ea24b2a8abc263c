/**
 * `oberon exec PROGRAM [options]`: runs a compute program in the reference executor, or recompiled on
 * a Vulkan device, and prints (or writes) guest memory afterwards.
 *
 *   PROGRAM                  raw little-endian program words; with --hex llvm-mc byte text
 *                            (`0x01,0x02,...`), with --asm LLVM-syntax assembly; `-` reads stdin
 *   --wave 32|64             wave size (default 32); --mcpu gfx1013|gfx1030 (default gfx1013)
 *   --threads X[,Y[,Z]]      threads per workgroup (COMPUTE_NUM_THREAD_X/Y/Z; missing axes are 1),
 *                            each 1..1024 and 1024 in all (the recompile request's checkLaunch)
 *   --groups X[,Y[,Z]]       workgroups to run (DISPATCH_DIRECT; each 1..65535, default 1,1,1)
 *   --user-data W0,W1,...    user SGPRs s0, s1, ..., at most 32 (decimal, 0x hex, or negative decimal)
 *   --tgid AXES              workgroup ids loaded after the user SGPRs, e.g. `xyz`, `x` (default none)
 *   --local-ids 1|2|3        local id components loaded into v0..v2 (default 3)
 *   --lds BYTES              LDS bytes per workgroup, 0..65536 (default 0)
 *   --pgm-rsrc1 WORD         COMPUTE_PGM_RSRC1, whose float fields set the initial MODE (denormals,
 *                            IEEE_MODE, DX10_CLAMP; default: llc-19's amdgpu_cs value)
 *   --entry OFFSET           byte offset of the first instruction (default 0)
 *   --buffer ADDR=FILE       map FILE's bytes at guest address ADDR (repeatable)
 *   --buffer ADDR=SIZE       map SIZE zero bytes at ADDR; a value that parses as a number is a size
 *                            (write `./123` for a file named 123)
 *   --dump ADDR:SIZE         after the run, print SIZE bytes from ADDR as dwords, 8 per line
 *   --dump ADDR:SIZE=FILE    after the run, write SIZE bytes from ADDR to FILE (both repeatable)
 *   --format hex|u32|i32|f32 how printed dumps show each dword (default hex)
 *   --max-instructions N     per-wave instruction limit that stops a runaway loop
 *   --stats                  print the wave and instruction counts to stderr
 *   --device reference-only|lavapipe|gpu   where to run (default reference-only, the executor);
 *                            lavapipe and gpu recompile the program and run it on that Vulkan device
 *   --compare                with lavapipe|gpu: also run the executor, print the mismatch report
 *                            after the dumps (every --buffer is compared), exit 1 on a mismatch
 * The program words are also mapped at PROGRAM_PC_BASE (what s_getpc_b64 reports), so pc-relative
 * loads of data placed after the code read them. Execution errors (an unimplemented instruction,
 * an unmapped address) print the pc and instruction and exit with code 2.
 *
 * A device run (exec-device.ts) is a differential case: the --buffer regions, each 4-aligned whole
 * dwords, in one device buffer (spanning at most 1 GiB), and every --dump inside one of them. The
 * program words go at PROGRAM_PC_BASE only for a program that reads its pc, and the span limit then
 * applies to them too. A case has no entry offset or instruction limit and the device counts nothing,
 * so --entry (other than 0), --max-instructions and --stats are usage errors there. A recompiler
 * refusal prints its reason and exits with code 2.
 */
import { assemble } from '../../isa/assemble.js';
import { encode } from '../../isa/encode.js';
import { parseMcpu } from '../../isa/target.js';
import { checkLaunch } from '../../recompiler/request.js';
import { runCompute } from '../../reference/executor.js';
import { GuestMemory } from '../../reference/memory.js';
import { PROGRAM_PC_BASE } from '../../reference/semantics/control.js';
import { parseArgs, UsageError } from '../args.js';
import { deviceCase, runOnDevice } from '../exec-device.js';
import { readInput, writeOutput } from '../files.js';
import { checkLaunchFlags } from '../launch-flags.js';
import { bytesToWords, parseHexBytes } from './disasm.js';
const REPEATED = ['--buffer', '--dump'];
const OPTIONS = [
    '--wave',
    '--mcpu',
    '--threads',
    '--groups',
    '--user-data',
    '--tgid',
    '--local-ids',
    '--lds',
    '--pgm-rsrc1',
    '--entry',
    '--format',
    '--max-instructions',
    '--device',
];
const DEVICES = ['reference-only', 'lavapipe', 'gpu'];
const FORMATS = ['hex', 'u32', 'i32', 'f32'];
/** Pulls every `--name value` / `--name=value` of the repeatable options out of `argv`. */
function takeRepeated(argv) {
    const values = new Map(REPEATED.map((n) => [n, []]));
    const rest = [];
    for (let i = 0; i < argv.length; i++) {
        const arg = argv[i];
        const eq = arg.indexOf('=');
        const name = eq >= 0 ? arg.slice(0, eq) : arg;
        const list = values.get(name);
        if (!list) {
            rest.push(arg);
            continue;
        }
        const value = eq >= 0 ? arg.slice(eq + 1) : argv[++i];
        if (value === undefined)
            throw new UsageError(`option ${name} needs a value`);
        list.push(value);
    }
    return { rest, values };
}
/** Parses a non-negative integer (decimal or 0x hex) no larger than `max`. */
function parseNumber(text, what, max) {
    const t = text.trim().toLowerCase();
    if (!/^(0x[0-9a-f]+|\d+)$/.test(t))
        throw new UsageError(`${what}: '${text}' is not a number`);
    const v = Number(t);
    if (!Number.isSafeInteger(v) || v > max)
        throw new UsageError(`${what}: ${text} is out of range (max 0x${max.toString(16)})`);
    return v;
}
/** A 32-bit word: decimal, hex, or negative decimal (two's complement). */
function parseWord(text, what) {
    const t = text.trim();
    if (/^-\d+$/.test(t)) {
        const v = Number(t);
        if (v < -0x80000000)
            throw new UsageError(`${what}: ${text} does not fit 32 bits`);
        return v >>> 0;
    }
    return parseNumber(t, what, 0xffffffff);
}
/**
 * `X[,Y[,Z]]`, missing axes 1. Each axis is checked only as a number up to `max`: --threads' range
 * is the recompile request's (checkLaunch), --groups' is 1..65535 here.
 */
function parseDims(text, what, fallback, max) {
    if (text === undefined)
        return [fallback, 1, 1];
    const parts = text.split(',');
    if (parts.length > 3)
        throw new UsageError(`${what}: at most three dimensions`);
    return [1, 1, 1].map((d, i) => parts[i] === undefined ? d : parseNumber(parts[i], what, max));
}
function parseTarget(wave, mcpuName) {
    const mcpu = parseMcpu(mcpuName ?? 'gfx1013');
    if (!mcpu)
        throw new UsageError(`unsupported --mcpu '${mcpuName}' (gfx1013 or gfx1030)`);
    if (wave !== undefined && wave !== '32' && wave !== '64')
        throw new UsageError(`--wave must be 32 or 64, not '${wave}'`);
    return { mcpu, wave64: wave === '64' };
}
function readProgram(file, mode, target) {
    const raw = readInput(file);
    if (mode === 'asm')
        return Uint32Array.from(assemble(raw.toString('utf8'), target).flatMap((i) => encode(i, target)));
    const bytes = mode === 'hex' ? parseHexBytes(raw.toString('utf8'), file) : new Uint8Array(raw);
    if (bytes.length % 4 !== 0)
        throw new UsageError(`${file} is ${bytes.length} bytes, not whole dwords`);
    if (bytes.length === 0)
        throw new UsageError(`${file} holds no program`);
    return bytesToWords(bytes);
}
function mapRegion(memory, base, bytes, what) {
    try {
        memory.map(base, bytes);
    }
    catch (e) {
        if (e instanceof RangeError)
            throw new UsageError(`${what}: ${e.message}`);
        throw e;
    }
}
const MAX_ADDRESS = 2 ** 48 - 1;
function parseBuffer(spec) {
    const eq = spec.indexOf('=');
    if (eq < 0)
        throw new UsageError(`--buffer '${spec}': expected ADDR=FILE or ADDR=SIZE`);
    const address = parseNumber(spec.slice(0, eq), '--buffer address', MAX_ADDRESS);
    const value = spec.slice(eq + 1);
    const isSize = /^(0x[0-9a-f]+|\d+)$/i.test(value);
    const bytes = isSize
        ? new Uint8Array(parseNumber(value, '--buffer size', 1 << 30))
        : new Uint8Array(readInput(value));
    return { base: address, bytes, spec };
}
function parseDump(spec) {
    const m = /^([^:=]+):([^=]+)(?:=(.+))?$/.exec(spec);
    if (!m)
        throw new UsageError(`--dump '${spec}': expected ADDR:SIZE or ADDR:SIZE=FILE`);
    const address = parseNumber(m[1], '--dump address', MAX_ADDRESS);
    const size = parseNumber(m[2], '--dump size', 1 << 30);
    if (m[3] === undefined && size % 4 !== 0)
        throw new UsageError(`--dump '${spec}': a printed dump is whole dwords`);
    return { address, size, file: m[3] };
}
const F32 = new DataView(new ArrayBuffer(4));
function formatWord(v, format) {
    switch (format) {
        case 'hex':
            return v.toString(16).padStart(8, '0');
        case 'u32':
            return String(v >>> 0);
        case 'i32':
            return String(v | 0);
        case 'f32':
            F32.setUint32(0, v);
            return String(F32.getFloat32(0));
    }
}
/** Lines of a printed dump: `0xADDR: w0 w1 ... w7`. */
export function dumpLines(memory, address, size, format = 'hex') {
    const lines = [];
    for (let off = 0; off < size; off += 32) {
        const words = [];
        for (let k = off; k < Math.min(size, off + 32); k += 4)
            words.push(formatWord(memory.read32(address + k), format));
        lines.push(`0x${(address + off).toString(16).padStart(12, '0')}: ${words.join(' ')}`);
    }
    return lines;
}
/** Prints (or writes to their files) the dumps of `memory`. */
function writeDumps(memory, dumps, format) {
    const out = [];
    for (const d of dumps) {
        if (d.file !== undefined) {
            const bytes = new Uint8Array(d.size);
            for (let i = 0; i < d.size; i++)
                bytes[i] = memory.read8(d.address + i);
            writeOutput(d.file, bytes);
        }
        else {
            out.push(`# 0x${d.address.toString(16)}:${d.size}`, ...dumpLines(memory, d.address, d.size, format));
        }
    }
    if (out.length > 0)
        process.stdout.write(`${out.join('\n')}\n`);
}
/** Runs the command: synchronously in the executor, asynchronously on a device. */
export function run(argv) {
    const { rest, values } = takeRepeated(argv);
    const args = parseArgs(rest, { flags: ['--hex', '--asm', '--stats', '--compare'], options: OPTIONS });
    const device = args.options.get('--device') ?? 'reference-only';
    if (!DEVICES.includes(device))
        throw new UsageError(`unknown --device '${device}' (${DEVICES.join(', ')})`);
    const [file, ...extra] = args.positionals;
    if (file === undefined || extra.length > 0)
        throw new UsageError('exactly one program file (use - for stdin)');
    if (args.flags.has('--hex') && args.flags.has('--asm'))
        throw new UsageError('--hex and --asm conflict');
    const format = (args.options.get('--format') ?? 'hex');
    if (!FORMATS.includes(format))
        throw new UsageError(`--format must be one of ${FORMATS.join(', ')}`);
    const target = parseTarget(args.options.get('--wave'), args.options.get('--mcpu'));
    const program = readProgram(file, args.flags.has('--asm') ? 'asm' : args.flags.has('--hex') ? 'hex' : 'raw', target);
    // Mapped for the executor, and so that overlapping buffers are refused on every device.
    const memory = new GuestMemory();
    const code = new Uint8Array(program.buffer, program.byteOffset, program.byteLength);
    mapRegion(memory, PROGRAM_PC_BASE, code.slice(), 'program');
    const buffers = (values.get('--buffer') ?? []).map(parseBuffer);
    for (const b of buffers)
        mapRegion(memory, b.base, b.bytes, `--buffer ${b.spec}`);
    const dumps = (values.get('--dump') ?? []).map(parseDump);
    const userData = args.options.get('--user-data');
    const tgid = args.options.get('--tgid') ?? '';
    if (!/^[xyz]*$/.test(tgid))
        throw new UsageError(`--tgid takes the letters x, y, z, not '${tgid}'`);
    const localIds = args.options.get('--local-ids') ?? '3';
    if (!['1', '2', '3'].includes(localIds))
        throw new UsageError('--local-ids must be 1, 2 or 3');
    const maxText = args.options.get('--max-instructions');
    const rsrc1 = args.options.get('--pgm-rsrc1');
    const entry = parseNumber(args.options.get('--entry') ?? '0', '--entry', program.length * 4);
    const groups = parseDims(args.options.get('--groups'), '--groups', 1, 0xffff);
    if (groups.includes(0))
        throw new UsageError(`--groups '${args.options.get('--groups')}': needs 1..65535 each`);
    const launch = {
        target,
        program,
        workgroupSize: parseDims(args.options.get('--threads'), '--threads', target.wave64 ? 64 : 32, 0xffffffff),
        workgroups: groups,
        userSgprs: userData === undefined || userData === ''
            ? []
            : userData.split(',').map((w) => parseWord(w, '--user-data')),
        workgroupIdSgprs: [tgid.includes('x'), tgid.includes('y'), tgid.includes('z')],
        localIdComponents: Number(localIds),
        ldsBytes: parseNumber(args.options.get('--lds') ?? '0', '--lds', 0xffffffff),
        ...(rsrc1 === undefined ? {} : { pgmRsrc1: parseWord(rsrc1, '--pgm-rsrc1') }),
    };
    // The recompile request's limits: a launch the executor runs is one the recompiler accepts.
    checkLaunchFlags(args.options, () => checkLaunch(launch));
    if (device !== 'reference-only') {
        // A differential case has no entry offset or instruction limit, and the device counts nothing.
        if (entry !== 0)
            throw new UsageError(`--entry ${entry} needs --device reference-only`);
        if (maxText !== undefined)
            throw new UsageError('--max-instructions needs --device reference-only');
        if (args.flags.has('--stats'))
            throw new UsageError('--stats needs --device reference-only');
        const c = deviceCase(file === '-' ? 'stdin' : file, launch, buffers, dumps);
        return runOnDevice(c, device, args.flags.has('--compare'), (m) => writeDumps(m, dumps, format));
    }
    if (args.flags.has('--compare'))
        throw new UsageError('--compare needs --device lavapipe or gpu');
    const stats = runCompute({
        ...launch,
        entry,
        memory,
        ...(maxText === undefined
            ? {}
            : { maxInstructionsPerWave: parseNumber(maxText, '--max-instructions', 2 ** 40) }),
    });
    writeDumps(memory, dumps, format);
    if (args.flags.has('--stats'))
        process.stderr.write(`waves ${stats.waves}, instructions ${stats.instructions}\n`);
    return 0;
}
//# sourceMappingURL=exec.js.map