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
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  CorpusError,
  compileGlsl,
  type GlslBinding,
  glslBindings,
  RADV_DESCRIPTOR_BYTES,
  radvOffsets,
} from './aco/glsl-layout.js';
import {
  descriptorLoads,
  jsonValue,
  median,
  parseAcoAssembly,
  type SgprArg,
  startArgs,
} from './aco/radv-text.js';

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
type DeviceT = import('../src/vulkan/device.js').Device;

const CORPUS = new URL('../test/recompiler/aco/', import.meta.url).pathname;
const COMPUTE_STAGE = 0x20;
/** Push constant range declared for every shader that has a push_constant block (RADV inlines by use). */
const PUSH_RANGE_BYTES = 128;
/** Pipeline creations timed per shader; the median is recorded. */
const TIMED_RUNS = 5;

/** Which components of a NIR intrinsic's vector result the shader reads (`ssa_N.x`, or all for `ssa_N`). */
function componentsRead(nir: string, intrinsic: string): [boolean, boolean, boolean] {
  const used: [boolean, boolean, boolean] = [false, false, false];
  for (const def of nir.matchAll(new RegExp(`(ssa_\\d+) = intrinsic ${intrinsic} `, 'g'))) {
    const name = def[1] as string;
    for (const use of nir.matchAll(new RegExp(`\\b${name}(\\.[xyz]+)?\\b(?! =)`, 'g'))) {
      if (use.index === def.index) continue;
      const swizzle = use[1];
      if (!swizzle) used.fill(true);
      else for (const c of swizzle.slice(1)) used['xyz'.indexOf(c)] = true;
    }
  }
  return used;
}

/** A named run of user SGPRs. */
interface UserSgpr {
  readonly sgpr: number;
  readonly dwords: number;
  readonly role: string;
}

/** The user and system SGPR layout RADV 22.3 gave a compute shader (radv_shader_args.c order). */
function sgprLayout(
  acoIr: string,
  nir: string,
  bindings: readonly GlslBinding[],
  hasPush: boolean,
): {
  user: UserSgpr[];
  userSgprCount: number;
  workgroupIdSgprs: [boolean, boolean, boolean];
  tgSize: boolean;
  localIdComponents: 1 | 2 | 3;
  pushInline: boolean;
} {
  const { sgprs, initScratch } = startArgs(acoIr);
  const workgroupIdSgprs = componentsRead(nir, 'load_workgroup_id');
  // ACO reads tg_size (the wave's index in its workgroup) for these.
  const tgSize = /intrinsic load_(subgroup_id|num_subgroups|local_invocation_index) /.test(nir);
  const localIds = componentsRead(nir, 'load_local_invocation_id');
  const localIdComponents = localIds[2] ? 3 : localIds[1] ? 2 : 1;
  // System SGPRs after the user ones: the workgroup ids read, tg_size, then the scratch wave offset.
  const system = workgroupIdSgprs.filter(Boolean).length + Number(tgSize) + 1;
  if (sgprs.length < system) throw new CorpusError(`p_startpgm has ${sgprs.length} SGPR args, < ${system}`);
  const userArgs = sgprs.slice(0, sgprs.length - system);
  const scratchArg = sgprs[sgprs.length - 1] as SgprArg;
  if (initScratch.length && initScratch[1] !== scratchArg.id)
    throw new CorpusError(
      `the scratch offset is ${initScratch[1]}, not the last SGPR argument ${scratchArg.id}`,
    );
  const user: UserSgpr[] = [];
  let next = 0;
  const take = (role: string, dwords: number): void => {
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
    if (!arg) throw new CorpusError('no user SGPRs left for the workgroup count pointer');
    dwords += arg.size;
  }
  const pushArgs = userArgs.length - next - gridArgs;
  let pushInline = false;
  let inlineIndex = 0;
  if (pushArgs < 0 || (!hasPush && pushArgs !== 0))
    throw new CorpusError(`${pushArgs} user SGPR arguments where push constants would be`);
  for (let i = 0; i < pushArgs; i++) {
    // A pointer argument becomes an address by pairing with RADV's high half (0xffff8000).
    const id = (userArgs[next] as SgprArg).id;
    const pointer = new RegExp(`p_create_vector (?:\\(kill\\))?${id}, 0xffff8000`).test(acoIr);
    pushInline ||= !pointer;
    take(pointer ? 'push constants (32-bit pointer)' : `push constants, inline dword ${inlineIndex++}`, 1);
  }
  if (grid) {
    const first = (userArgs[next] as SgprArg).first;
    next += gridArgs;
    user.push({ sgpr: first, dwords: 2, role: 'workgroup count (64-bit pointer to x, y, z dwords)' });
  }
  const last = user[user.length - 1];
  const userSgprCount = last ? last.sgpr + last.dwords : 0;
  if (userSgprCount !== (userArgs[0]?.first ?? 0) + userArgs.reduce((n, a) => n + a.size, 0))
    throw new CorpusError('user SGPR arguments are not contiguous from s0');
  return { user, userSgprCount, workgroupIdSgprs, tgSize, localIdComponents, pushInline };
}

/** Builds one corpus entry; returns its summary line. */
function generate(device: DeviceT, name: string): string {
  const file = join(CORPUS, `${name}.comp`);
  const source = readFileSync(file, 'utf8');
  const wave = /^\/\/ corpus: wave(32|64)\s*$/m.exec(source);
  if (!wave) throw new CorpusError(`${name}.comp has no '// corpus: wave32|wave64' line`);
  const requestedWave = Number(wave[1]);
  const size =
    /layout\s*\(\s*local_size_x\s*=\s*(\d+)(?:\s*,\s*local_size_y\s*=\s*(\d+))?(?:\s*,\s*local_size_z\s*=\s*(\d+))?\s*\)\s*in/.exec(
      source,
    );
  if (!size) throw new CorpusError(`${name}.comp has no local_size declaration`);
  const workgroupSize = [Number(size[1]), Number(size[2] ?? 1), Number(size[3] ?? 1)];
  const bindings = glslBindings(source);
  const hasPush = /layout\s*\(\s*push_constant\s*\)/.test(source);
  const spirv = compileGlsl(file);
  const module = ShaderModule.create(device, spirv);
  const sets = Math.max(-1, ...bindings.map((b) => b.set)) + 1;
  const layout = PipelineLayout.create(device, {
    sets: Array.from({ length: sets }, (_, s) =>
      bindings
        .filter((b) => b.set === s)
        .map((b) => ({ binding: b.binding, kind: b.kind, count: b.count, stages: COMPUTE_STAGE })),
    ),
    pushConstants: hasPush ? [{ stages: COMPUTE_STAGE, size: PUSH_RANGE_BYTES }] : [],
  });
  const shader = { module, requiredSubgroupSize: requestedWave };
  // Timed without the capture flags, which make RADV keep NIR and assembly text (extra work).
  const times: number[] = [];
  for (let i = 0; i < TIMED_RUNS; i++) {
    const start = performance.now();
    const timed = createComputePipeline(device, { layout, shader });
    times.push(performance.now() - start);
    timed.destroy();
  }
  const pipeline = createComputePipeline(device, { layout, shader, flags: CAPTURE_FLAGS });
  const executables = pipelineExecutables(device, pipeline);
  if (executables.length !== 1) throw new CorpusError(`${executables.length} executables, expected one`);
  const exe = executables[0]!;
  const text = (rep: string): string => {
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
  const setSgprs = new Map<number, number>();
  for (const u of sgpr.user) {
    const m = /^descriptor set (\d+)/.exec(u.role);
    if (m) setSgprs.set(u.sgpr, Number(m[1]));
  }
  const loads = descriptorLoads(assembly, setSgprs);
  const offsets = radvOffsets(bindings);
  for (const load of loads) {
    const hit = bindings.find((b) => {
      const at = offsets.get(b)!;
      return (
        b.set === load.set &&
        load.byteOffset >= at &&
        load.byteOffset < at + RADV_DESCRIPTOR_BYTES[b.kind] * b.count
      );
    });
    if (!hit) throw new CorpusError(`descriptor load at set ${load.set} +${load.byteOffset} hits no binding`);
  }
  const program = Buffer.alloc(words.length * 4);
  for (let i = 0; i < words.length; i++) program.writeUInt32LE((words[i] as number) >>> 0, i * 4);
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

function main(): number {
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
      } catch (e) {
        if (!(e instanceof CorpusError)) throw e;
        failed++;
        process.stderr.write(`${name}: ${e.message}\n`);
      }
    }
    // The JSON is committed; biome's layout keeps `npm run lint` quiet about it.
    const written = names.map((n) => join(CORPUS, `${n}.json`));
    const biome = new URL('../node_modules/.bin/biome', import.meta.url).pathname;
    const formatted = spawnSync(biome, ['format', '--write', ...written], { encoding: 'utf8' });
    if (formatted.status !== 0) process.stderr.write(`biome format: ${formatted.stderr}\n`);
    return failed ? 1 : 0;
  } finally {
    device.destroy();
  }
}

process.exitCode = main();
