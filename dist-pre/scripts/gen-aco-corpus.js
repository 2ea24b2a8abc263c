/**
 * Generates the ACO corpus: real GFX10 machine code from Mesa's RADV, as an oracle for the recompiler.
 *
 * For every GLSL compute shader in test/recompiler/aco/*.comp this compiles it with glslangValidator,
 * builds a compute pipeline on RADV's null winsys (RADV_FORCE_FAMILY=navi10: a Vulkan device that
 * compiles for a Navi 10, gfx1010, without the GPU), and reads back through
 * VK_KHR_pipeline_executable_properties what ACO made of it. It writes NAME.bin (the program words,
 * little-endian, entry at 0) and NAME.json (wave size, workgroup, LDS, user and system SGPR layout,
 * descriptor bindings with RADV's set offsets, the descriptor loads seen in the code, ACO's compile time
 * and the raw statistics). The GLSL is the single source: the descriptor set layout comes from its
 * `layout(set, binding)` declarations, the wave size from a `// corpus: wave32|wave64` line.
 *
 * Every fact taken from driver text is checked: the disassembly must be label lines and instruction
 * lines ending in `; hexwords`, and the words must add up to the "Code size" statistic; the SGPR
 * arguments come from ACO's `p_startpgm` and must add up with what RADV declares (docs in
 * test/recompiler/aco/README.md).
 *
 * Usage: node --import tsx scripts/gen-aco-corpus.ts [NAME...]   (Debian 12: glslang-tools, Mesa 22.3.6)
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { performance } from 'node:perf_hooks';
// RADV reads these when the instance and device are created, which happens after this point; the null
// winsys needs the forced family, and both shader caches stay off so every creation is a real compile.
process.env.RADV_FORCE_FAMILY ??= 'navi10';
process.env.VK_ICD_FILENAMES ??= '/usr/share/vulkan/icd.d/radeon_icd.x86_64.json';
process.env.MESA_SHADER_CACHE_DISABLE = 'true';
process.env.RADV_DEBUG = 'nocache';
const { Device, isNullDevice } = await import('../src/vulkan/device.js');
const { PipelineLayout, ShaderModule } = await import('../src/vulkan/layout.js');
const { createComputePipeline } = await import('../src/vulkan/pipeline.js');
const { CAPTURE_FLAGS, pipelineExecutables } = await import('../src/vulkan/executable.js');
const CORPUS = new URL('../test/recompiler/aco/', import.meta.url).pathname;
const COMPUTE_STAGE = 0x20;
/** Push constant range declared for every shader that has a push_constant block (RADV inlines by use). */
const PUSH_RANGE_BYTES = 128;
/** Pipeline creations timed per shader; the median is recorded. */
const TIMED_RUNS = 5;
/** RADV 22.3 descriptor sizes in a set (radv_descriptor_set.c), checked against the code's loads. */
const RADV_DESCRIPTOR_BYTES = {
    storageBuffer: 16,
    uniformBuffer: 16,
    storageImage: 32,
    sampledImage: 64,
    sampler: 16,
    combinedImageSampler: 96,
};
/** Alignment of each kind's descriptors in a set (RADV 22.3: image descriptors 32 bytes, others 16). */
const RADV_DESCRIPTOR_ALIGN = {
    storageBuffer: 16,
    uniformBuffer: 16,
    storageImage: 32,
    sampledImage: 32,
    sampler: 16,
    combinedImageSampler: 32,
};
/** A refusal of this script: the driver's output is not what the parsers expect. */
class CorpusError extends Error {
}
/** The descriptor kind of a `uniform TYPE` declaration (a block name when TYPE is no opaque type). */
function uniformKind(type) {
    if (/^[iu]?image/.test(type))
        return 'storageImage';
    if (/^[iu]?texture/.test(type))
        return 'sampledImage';
    if (type === 'sampler' || type === 'samplerShadow')
        return 'sampler';
    if (/^[iu]?sampler/.test(type))
        return 'combinedImageSampler';
    return 'uniformBuffer';
}
/** The bindings a shader declares, from its source (the corpus's single source of truth). */
function glslBindings(source) {
    const out = [];
    const re = /layout\s*\(([^)]*)\)\s*((?:(?:readonly|writeonly|restrict|coherent|volatile|highp|mediump|lowp)\s+)*)(buffer|uniform)\s+(\w+)\s*(\w+)?\s*(\[\s*(\d+)\s*\])?/g;
    for (const m of source.matchAll(re)) {
        const qualifiers = m[1];
        const binding = /binding\s*=\s*(\d+)/.exec(qualifiers);
        if (!binding)
            continue;
        const set = Number(/set\s*=\s*(\d+)/.exec(qualifiers)?.[1] ?? 0);
        const kind = m[3] === 'buffer' ? 'storageBuffer' : uniformKind(m[4]);
        const opaque = kind !== 'storageBuffer' && kind !== 'uniformBuffer';
        out.push({
            set,
            binding: Number(binding[1]),
            kind,
            count: opaque && m[7] ? Number(m[7]) : 1,
            name: (opaque ? m[5] : m[4]) ?? '?',
        });
    }
    return out.sort((a, b) => a.set - b.set || a.binding - b.binding);
}
/** Byte offset of each binding in its set, by RADV's sizes and alignments (bindings in order). */
function radvOffsets(bindings) {
    const offsets = new Map();
    const next = new Map();
    for (const b of bindings) {
        const align = RADV_DESCRIPTOR_ALIGN[b.kind];
        const at = Math.ceil((next.get(b.set) ?? 0) / align) * align;
        offsets.set(b, at);
        next.set(b.set, at + RADV_DESCRIPTOR_BYTES[b.kind] * b.count);
    }
    return offsets;
}
/** Compiles GLSL to SPIR-V with glslangValidator (Vulkan 1.2 target, for subgroup and 16-bit types). */
function compileGlsl(file) {
    const dir = mkdtempSync(join(tmpdir(), 'oberon-aco-'));
    try {
        const out = join(dir, 'shader.spv');
        const r = spawnSync('glslangValidator', ['--target-env', 'vulkan1.2', '-V', file, '-o', out], {
            encoding: 'utf8',
        });
        if (r.status !== 0)
            throw new CorpusError(`glslangValidator ${file}:\n${r.stdout}${r.stderr}`);
        return new Uint8Array(readFileSync(out));
    }
    finally {
        rmSync(dir, { recursive: true, force: true });
    }
}
/**
 * The program words of ACO's disassembly text. Accepted lines: blank, labels (`BB3:`), and instructions
 * `\tmnemonic operands ; xxxxxxxx [xxxxxxxx...]`; anything else is refused, since a silently skipped line
 * would shift every later word.
 */
export function parseAcoAssembly(text) {
    const words = [];
    let previous = [];
    text.split('\n').forEach((line, index) => {
        if (/^\s*$/.test(line) || /^BB\d+:$/.test(line))
            return;
        // ACO prints a run of identical instructions once, then this line (s_nop and waitcnt padding).
        const repeat = /^\t\(then repeated (\d+) times\)$/.exec(line);
        if (repeat && previous.length) {
            for (let i = 0; i < Number(repeat[1]); i++)
                words.push(...previous);
            return;
        }
        const m = /^\t\S.*?;((?: [0-9a-f]{8})+)\s*$/.exec(line);
        if (!m)
            throw new CorpusError(`assembly line ${index + 1} has an unexpected form: '${line}'`);
        previous = m[1]
            .trim()
            .split(' ')
            .map((hex) => Number.parseInt(hex, 16));
        words.push(...previous);
    });
    return words;
}
/** The SGPR arguments (in order) and VGPR argument count of the `p_startpgm` line of ACO's IR text. */
function startArgs(acoIr) {
    const line = acoIr.split('\n').find((l) => l.includes('= p_startpgm'));
    if (!line)
        throw new CorpusError('ACO IR has no p_startpgm');
    const sgprs = [];
    let vgprs = 0;
    for (const m of line.matchAll(/([sv])(\d+): (%\d+):([sv])\[(\d+)(?:-(\d+))?\]/g)) {
        const size = Number(m[2]);
        const first = Number(m[5]);
        const last = m[6] === undefined ? first : Number(m[6]);
        if (last - first + 1 !== size)
            throw new CorpusError(`p_startpgm argument '${m[0]}' is not ${size} wide`);
        if (m[1] === 's')
            sgprs.push({ id: m[3], first, size });
        else
            vgprs += size;
    }
    const scratch = /p_init_scratch (?:\(kill\))?(%\d+), (?:\(latekill\))?(?:\(kill\))?(%\d+)/.exec(acoIr);
    return { sgprs, vgprs, initScratch: scratch ? [scratch[1], scratch[2]] : [] };
}
/** Which components of a NIR intrinsic's vector result the shader reads (`ssa_N.x`, or all for `ssa_N`). */
function componentsRead(nir, intrinsic) {
    const used = [false, false, false];
    for (const def of nir.matchAll(new RegExp(`(ssa_\\d+) = intrinsic ${intrinsic} `, 'g'))) {
        const name = def[1];
        for (const use of nir.matchAll(new RegExp(`\\b${name}(\\.[xyz]+)?\\b(?! =)`, 'g'))) {
            if (use.index === def.index)
                continue;
            const swizzle = use[1];
            if (!swizzle)
                used.fill(true);
            else
                for (const c of swizzle.slice(1))
                    used['xyz'.indexOf(c)] = true;
        }
    }
    return used;
}
/** The user and system SGPR layout RADV 22.3 gave a compute shader (radv_shader_args.c order). */
function sgprLayout(acoIr, nir, bindings, hasPush) {
    const { sgprs, initScratch } = startArgs(acoIr);
    const workgroupIdSgprs = componentsRead(nir, 'load_workgroup_id');
    // ACO reads tg_size (the wave's index in its workgroup) for these.
    const tgSize = /intrinsic load_(subgroup_id|num_subgroups|local_invocation_index) /.test(nir);
    const localIds = componentsRead(nir, 'load_local_invocation_id');
    const localIdComponents = localIds[2] ? 3 : localIds[1] ? 2 : 1;
    // System SGPRs after the user ones: the workgroup ids read, tg_size, then the scratch wave offset.
    const system = workgroupIdSgprs.filter(Boolean).length + Number(tgSize) + 1;
    if (sgprs.length < system)
        throw new CorpusError(`p_startpgm has ${sgprs.length} SGPR args, < ${system}`);
    const userArgs = sgprs.slice(0, sgprs.length - system);
    const scratchArg = sgprs[sgprs.length - 1];
    if (initScratch.length && initScratch[1] !== scratchArg.id)
        throw new CorpusError(`the scratch offset is ${initScratch[1]}, not the last SGPR argument ${scratchArg.id}`);
    const user = [];
    let next = 0;
    const take = (role, dwords) => {
        const arg = userArgs[next];
        if (!arg || arg.size !== dwords)
            throw new CorpusError(`user SGPR argument ${next} is not the ${dwords}-dword ${role} RADV declares`);
        user.push({ sgpr: arg.first, dwords, role });
        next++;
    };
    take('scratch ring offsets (64-bit pointer)', 2);
    for (const set of [...new Set(bindings.map((b) => b.set))])
        take(`descriptor set ${set} (32-bit pointer)`, 1);
    // Push constants: RADV passes the dwords a shader reads inline when it can, else a 32-bit pointer;
    // a shader reading gl_NumWorkGroups gets a 64-bit pointer to the x, y, z counts last.
    const grid = /intrinsic load_num_workgroups /.test(nir);
    let gridArgs = 0;
    for (let dwords = 0; grid && dwords < 2; gridArgs++) {
        const arg = userArgs[userArgs.length - 1 - gridArgs];
        if (!arg)
            throw new CorpusError('no user SGPRs left for the workgroup count pointer');
        dwords += arg.size;
    }
    const pushArgs = userArgs.length - next - gridArgs;
    let pushInline = false;
    let inlineIndex = 0;
    if (pushArgs < 0 || (!hasPush && pushArgs !== 0))
        throw new CorpusError(`${pushArgs} user SGPR arguments where push constants would be`);
    for (let i = 0; i < pushArgs; i++) {
        // A pointer argument becomes an address by pairing with RADV's high half (0xffff8000).
        const id = userArgs[next].id;
        const pointer = new RegExp(`p_create_vector (?:\\(kill\\))?${id}, 0xffff8000`).test(acoIr);
        pushInline ||= !pointer;
        take(pointer ? 'push constants (32-bit pointer)' : `push constants, inline dword ${inlineIndex++}`, 1);
    }
    if (grid) {
        const first = userArgs[next].first;
        next += gridArgs;
        user.push({ sgpr: first, dwords: 2, role: 'workgroup count (64-bit pointer to x, y, z dwords)' });
    }
    const last = user[user.length - 1];
    const userSgprCount = last ? last.sgpr + last.dwords : 0;
    if (userSgprCount !== (userArgs[0]?.first ?? 0) + userArgs.reduce((n, a) => n + a.size, 0))
        throw new CorpusError('user SGPR arguments are not contiguous from s0');
    return { user, userSgprCount, workgroupIdSgprs, tgSize, localIdComponents, pushInline };
}
/**
 * The descriptor loads in ACO's disassembly: s_load_dword* whose base pair starts at an SGPR that holds a
 * set pointer (followed through s_mov_b32 copies). Best effort: it documents RADV's layout, it does not
 * decide anything.
 */
function descriptorLoads(assembly, setSgprs) {
    const holds = new Map(setSgprs);
    const out = [];
    for (const line of assembly.split('\n')) {
        const mov = /^\ts_mov_b32 s(\d+), s(\d+)\s/.exec(line);
        if (mov) {
            const from = holds.get(Number(mov[2]));
            if (from === undefined)
                holds.delete(Number(mov[1]));
            else
                holds.set(Number(mov[1]), from);
            continue;
        }
        const load = /^\ts_load_dword(x\d+)? s(?:\[\d+:\d+\]|\d+), s\[(\d+):\d+\], (null|0x[0-9a-f]+)\s/.exec(line);
        if (load) {
            const set = holds.get(Number(load[2]));
            if (set === undefined)
                continue;
            const dwords = load[1] ? Number(load[1].slice(1)) : 1;
            out.push({ set, byteOffset: load[3] === 'null' ? 0 : Number.parseInt(load[3], 16), dwords });
            continue;
        }
        // Any other write to a tracked SGPR ends its tracking (a conservative reading of the first operand).
        const dst = /^\t[sv]_\w+ s(\d+),/.exec(line);
        if (dst && !/^\ts_movk_i32/.test(line))
            holds.delete(Number(dst[1]));
    }
    return out;
}
function median(values) {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)];
}
/** JSON-friendly statistic values (bigints within 2^53 as numbers, larger ones as decimal text). */
function jsonValue(v) {
    if (typeof v !== 'bigint')
        return v;
    return v <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(v) : v.toString();
}
/** Builds one corpus entry; returns its summary line. */
function generate(device, name) {
    const file = join(CORPUS, `${name}.comp`);
    const source = readFileSync(file, 'utf8');
    const wave = /^\/\/ corpus: wave(32|64)\s*$/m.exec(source);
    if (!wave)
        throw new CorpusError(`${name}.comp has no '// corpus: wave32|wave64' line`);
    const requestedWave = Number(wave[1]);
    const size = /layout\s*\(\s*local_size_x\s*=\s*(\d+)(?:\s*,\s*local_size_y\s*=\s*(\d+))?(?:\s*,\s*local_size_z\s*=\s*(\d+))?\s*\)\s*in/.exec(source);
    if (!size)
        throw new CorpusError(`${name}.comp has no local_size declaration`);
    const workgroupSize = [Number(size[1]), Number(size[2] ?? 1), Number(size[3] ?? 1)];
    const bindings = glslBindings(source);
    const hasPush = /layout\s*\(\s*push_constant\s*\)/.test(source);
    const spirv = compileGlsl(file);
    const module = ShaderModule.create(device, spirv);
    const sets = Math.max(-1, ...bindings.map((b) => b.set)) + 1;
    const layout = PipelineLayout.create(device, {
        sets: Array.from({ length: sets }, (_, s) => bindings
            .filter((b) => b.set === s)
            .map((b) => ({ binding: b.binding, kind: b.kind, count: b.count, stages: COMPUTE_STAGE }))),
        pushConstants: hasPush ? [{ stages: COMPUTE_STAGE, size: PUSH_RANGE_BYTES }] : [],
    });
    const shader = { module, requiredSubgroupSize: requestedWave };
    // Timed without the capture flags, which make RADV keep NIR and assembly text (extra work).
    const times = [];
    for (let i = 0; i < TIMED_RUNS; i++) {
        const start = performance.now();
        const timed = createComputePipeline(device, { layout, shader });
        times.push(performance.now() - start);
        timed.destroy();
    }
    const pipeline = createComputePipeline(device, { layout, shader, flags: CAPTURE_FLAGS });
    const executables = pipelineExecutables(device, pipeline);
    if (executables.length !== 1)
        throw new CorpusError(`${executables.length} executables, expected one`);
    const exe = executables[0];
    const text = (rep) => {
        const r = exe.representations.find((x) => x.name === rep);
        if (!r)
            throw new CorpusError(`no '${rep}' representation (have ${exe.representations.map((x) => x.name)})`);
        return r.text;
    };
    const assembly = text('Assembly');
    // OBERON_ACO_DUMP=DIR keeps the driver's text for a reader checking the parsers.
    const dump = process.env.OBERON_ACO_DUMP;
    if (dump)
        for (const r of exe.representations)
            writeFileSync(join(dump, `${name}.${r.name.split(' ')[0]}.txt`), r.text);
    const words = parseAcoAssembly(assembly);
    const statistics = Object.fromEntries(exe.statistics.map((s) => [s.name, jsonValue(s.value)]));
    if (statistics['Code size'] !== words.length * 4)
        throw new CorpusError(`${words.length} words parsed but Code size is ${statistics['Code size']} bytes`);
    const sgpr = sgprLayout(text('ACO IR'), text('NIR Shader(s)'), bindings, hasPush);
    const setSgprs = new Map();
    for (const u of sgpr.user) {
        const m = /^descriptor set (\d+)/.exec(u.role);
        if (m)
            setSgprs.set(u.sgpr, Number(m[1]));
    }
    const loads = descriptorLoads(assembly, setSgprs);
    const offsets = radvOffsets(bindings);
    for (const load of loads) {
        const hit = bindings.find((b) => {
            const at = offsets.get(b);
            return (b.set === load.set &&
                load.byteOffset >= at &&
                load.byteOffset < at + RADV_DESCRIPTOR_BYTES[b.kind] * b.count);
        });
        if (!hit)
            throw new CorpusError(`descriptor load at set ${load.set} +${load.byteOffset} hits no binding`);
    }
    const program = Buffer.alloc(words.length * 4);
    for (let i = 0; i < words.length; i++)
        program.writeUInt32LE(words[i] >>> 0, i * 4);
    writeFileSync(join(CORPUS, `${name}.bin`), program);
    const entry = {
        source: `${name}.comp`,
        generator: 'scripts/gen-aco-corpus.ts',
        driver: `${device.profile.device.driverName} ${device.profile.device.driverInfo}`,
        device: device.profile.device.name,
        target: 'gfx1010',
        requestedWaveSize: requestedWave,
        waveSize: exe.subgroupSize,
        workgroupSize,
        ldsBytes: statistics['LDS size'],
        words: words.length,
        userSgprCount: sgpr.userSgprCount,
        userSgprs: sgpr.user,
        workgroupIdSgprs: sgpr.workgroupIdSgprs,
        tgSizeSgpr: sgpr.tgSize,
        localIdComponents: sgpr.localIdComponents,
        pushConstants: hasPush ? { rangeBytes: PUSH_RANGE_BYTES, inline: sgpr.pushInline } : null,
        bindings: bindings.map((b) => ({
            set: b.set,
            binding: b.binding,
            name: b.name,
            kind: b.kind,
            count: b.count,
            byteOffset: offsets.get(b),
            descriptorBytes: RADV_DESCRIPTOR_BYTES[b.kind],
        })),
        descriptorLoads: loads,
        compileMs: Number(median(times).toFixed(3)),
        compileRuns: TIMED_RUNS,
        statistics,
    };
    writeFileSync(join(CORPUS, `${name}.json`), `${JSON.stringify(entry, null, 2)}\n`);
    pipeline.destroy();
    layout.destroy();
    module.destroy();
    return `${name}: wave${exe.subgroupSize} ${words.length} words, ${sgpr.userSgprCount} user SGPRs, ${entry.compileMs} ms`;
}
function main() {
    const wanted = process.argv.slice(2);
    const names = readdirSync(CORPUS)
        .filter((f) => f.endsWith('.comp'))
        .map((f) => basename(f, '.comp'))
        .filter((n) => !wanted.length || wanted.includes(n))
        .sort();
    const device = Device.open({ tools: ['pipelineExecutableInfo'] });
    try {
        if (!isNullDevice(device.physical) && !/RADV/.test(device.profile.device.name))
            throw new CorpusError(`${device.profile.device.name} is not RADV`);
        let failed = 0;
        for (const name of names) {
            try {
                process.stdout.write(`${generate(device, name)}\n`);
            }
            catch (e) {
                if (!(e instanceof CorpusError))
                    throw e;
                failed++;
                process.stderr.write(`${name}: ${e.message}\n`);
            }
        }
        // The JSON is committed; biome's layout keeps `npm run lint` quiet about it.
        const written = names.map((n) => join(CORPUS, `${n}.json`));
        const biome = new URL('../node_modules/.bin/biome', import.meta.url).pathname;
        const formatted = spawnSync(biome, ['format', '--write', ...written], { encoding: 'utf8' });
        if (formatted.status !== 0)
            process.stderr.write(`biome format: ${formatted.stderr}\n`);
        return failed ? 1 : 0;
    }
    finally {
        device.destroy();
    }
}
process.exitCode = main();
//# sourceMappingURL=gen-aco-corpus.js.map