/**
 * Generates the graphics ACO corpus: real GFX10 vertex (NGG) and pixel machine code from Mesa's RADV, as
 * an oracle for the graphics recompiler.
 *
 * For every pair test/recompiler/aco-gfx/NAME.vert + NAME.frag this compiles both with glslangValidator,
 * builds a graphics pipeline on RADV's null winsys (RADV_FORCE_FAMILY=navi10, as gen-aco-corpus.ts) and
 * reads back through VK_KHR_pipeline_executable_properties what ACO made of each stage, once in RADV's
 * default wave64 and once in wave32 (VARIANTS; files NAME.* and NAME.w32.*). It writes
 * NAME.vs.bin and NAME.ps.bin (program words, little-endian, entry at 0), NAME.vs.s and NAME.ps.s (ACO's
 * disassembly text) and NAME.json: the pipeline state it was built with (vertex input, targets,
 * samples), RADV's descriptor set layout, ACO's compile time, and per stage the launch registers,
 * exports, descriptor loads and statistics; for the pixel stage also SPI_PS_INPUT_ENA, the interpolated
 * attributes and their linkage to the vertex stage's parameter exports. Every fact is checked against
 * a second source in the driver's text (scripts/aco/gfx-*.ts; fields in test/recompiler/aco-gfx/README.md).
 *
 * Usage: node --import tsx scripts/gen-aco-gfx-corpus.ts [NAME...]   (Debian 12: glslang-tools, Mesa 22.3.6)
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { exportsOf, interpolantsOf, linkageOf } from './aco/gfx-code.js';
import { nggVertexLaunch, pixelLaunch, type SgprFact } from './aco/gfx-launch.js';
import { type PairTargets, targetsOf, type VertexInput, vertexInputOf } from './aco/glsl-interface.js';
import {
  CorpusError,
  compileGlsl,
  type GlslBinding,
  glslBindings,
  RADV_DESCRIPTOR_BYTES,
  radvOffsets,
} from './aco/glsl-layout.js';
import { descriptorLoads, jsonValue, median, parseAcoAssembly, startArgs } from './aco/radv-text.js';

// RADV reads these when the instance and device are created (after this point); see gen-aco-corpus.ts.
process.env.RADV_FORCE_FAMILY ??= 'navi10';
process.env.VK_ICD_FILENAMES ??= '/usr/share/vulkan/icd.d/radeon_icd.x86_64.json';
process.env.MESA_SHADER_CACHE_DISABLE = 'true';
process.env.RADV_DEBUG = 'nocache';

const { Device, isNullDevice } = await import('../src/vulkan/device.js');
const { PipelineLayout, ShaderModule } = await import('../src/vulkan/layout.js');
const { createGraphicsPipeline } = await import('../src/vulkan/graphics.js');
const { CAPTURE_FLAGS, pipelineExecutables } = await import('../src/vulkan/executable.js');
type DeviceT = import('../src/vulkan/device.js').Device;
type Executable = import('../src/vulkan/executable.js').PipelineExecutable;

const CORPUS = new URL('../test/recompiler/aco-gfx/', import.meta.url).pathname;
const VERTEX_STAGE = 0x1;
const FRAGMENT_STAGE = 0x10;
/** Push constant range declared when either stage has a push_constant block (as the compute corpus). */
const PUSH_RANGE_BYTES = 128;
/** Pipeline creations timed per pair; the median is recorded. */
const TIMED_RUNS = 5;

/** A wave size variant of the corpus: file suffix and the RADV_PERFTEST flags that select it. */
interface Variant {
  readonly suffix: string;
  readonly waveSize: 32 | 64;
  readonly perftest: string;
}

/**
 * Every pair is built twice: RADV's default on Navi 10 (wave64 for both stages), and wave32 for both
 * (`RADV_PERFTEST=gewave32,pswave32`, read when the instance is created), the mode PS5 compilers prefer.
 */
const VARIANTS: readonly Variant[] = [
  { suffix: '', waveSize: 64, perftest: '' },
  { suffix: '.w32', waveSize: 32, perftest: 'gewave32,pswave32' },
];

/** A binding of the pair: the GLSL declaration and the stages that declare it. */
interface PairBinding extends GlslBinding {
  readonly stages: number;
}

/** The bindings of both stages merged (one binding declared in both gets both stage bits). */
function pairBindings(vertex: readonly GlslBinding[], fragment: readonly GlslBinding[]): PairBinding[] {
  const out = new Map<string, PairBinding>();
  for (const [list, stage] of [
    [vertex, VERTEX_STAGE],
    [fragment, FRAGMENT_STAGE],
  ] as const) {
    for (const b of list) {
      const key = `${b.set}/${b.binding}`;
      const seen = out.get(key);
      if (seen && seen.kind !== b.kind) throw new CorpusError(`binding ${key} differs between the stages`);
      out.set(key, { ...b, stages: (seen?.stages ?? 0) | stage });
    }
  }
  return [...out.values()].sort((a, b) => a.set - b.set || a.binding - b.binding);
}

/** The text of one representation of an executable. */
function representation(exe: Executable, name: string): string {
  const r = exe.representations.find((x) => x.name === name);
  if (!r)
    throw new CorpusError(`no '${name}' representation (have ${exe.representations.map((x) => x.name)})`);
  return r.text;
}

/** The words of a stage's disassembly, checked against its Code size, and its statistics. */
function stageCode(exe: Executable): {
  words: number[];
  statistics: Record<string, number | string | boolean>;
} {
  const words = parseAcoAssembly(representation(exe, 'Assembly'));
  const statistics = Object.fromEntries(exe.statistics.map((s) => [s.name, jsonValue(s.value)]));
  if (statistics['Code size'] !== words.length * 4)
    throw new CorpusError(`${words.length} words parsed but Code size is ${statistics['Code size']} bytes`);
  return { words, statistics };
}

/** Descriptor loads of a stage: set pointers by set number, the vertex buffer table as set -1. */
function stageLoads(assembly: string, user: readonly SgprFact[]) {
  const pointers = new Map<number, number>();
  for (const u of user) {
    const set = /^descriptor set (\d+)/.exec(u.role);
    if (set) pointers.set(u.sgpr, Number(set[1]));
    if (u.role.startsWith('vertex buffer descriptors')) pointers.set(u.sgpr, -1);
  }
  return descriptorLoads(assembly, pointers);
}

/** Writes a stage's words as NAME.SUFFIX.bin. */
function writeWords(name: string, suffix: string, words: readonly number[]): void {
  const bytes = Buffer.alloc(words.length * 4);
  words.forEach((w, i) => {
    bytes.writeUInt32LE(w >>> 0, i * 4);
  });
  writeFileSync(join(CORPUS, `${name}.${suffix}.bin`), bytes);
}

/** Requires every descriptor load to land inside a binding RADV placed there. */
function checkLoads(
  loads: readonly { set: number; byteOffset: number }[],
  bindings: readonly PairBinding[],
  offsets: ReadonlyMap<GlslBinding, number>,
  vertexInput: VertexInput | null,
): void {
  for (const load of loads) {
    if (load.set === -1) {
      // Vertex buffer descriptors: 16 bytes per binding (radv_cmd_buffer.c radv_flush_vertex_descriptors).
      if (!vertexInput || load.byteOffset % 16 || load.byteOffset / 16 >= vertexInput.bindings.length)
        throw new CorpusError(`vertex buffer descriptor load at +${load.byteOffset} hits no binding`);
      continue;
    }
    const hit = bindings.find((b) => {
      const at = offsets.get(b) as number;
      return (
        b.set === load.set &&
        load.byteOffset >= at &&
        load.byteOffset < at + RADV_DESCRIPTOR_BYTES[b.kind] * b.count
      );
    });
    if (!hit) throw new CorpusError(`descriptor load at set ${load.set} +${load.byteOffset} hits no binding`);
  }
}

/** Builds the pipeline of a pair, timed without and once with the capture flags. */
function buildPipeline(
  device: DeviceT,
  spirv: { vertex: Uint8Array; fragment: Uint8Array },
  bindings: readonly PairBinding[],
  hasPush: boolean,
  vertexInput: VertexInput | null,
  targets: PairTargets,
): { executables: Executable[]; compileMs: number } {
  const vs = ShaderModule.create(device, spirv.vertex);
  const fs = ShaderModule.create(device, spirv.fragment);
  const sets = Math.max(-1, ...bindings.map((b) => b.set)) + 1;
  const layout = PipelineLayout.create(device, {
    sets: Array.from({ length: sets }, (_, s) =>
      bindings
        .filter((b) => b.set === s)
        .map((b) => ({ binding: b.binding, kind: b.kind, count: b.count, stages: b.stages })),
    ),
    pushConstants: hasPush ? [{ stages: VERTEX_STAGE | FRAGMENT_STAGE, size: PUSH_RANGE_BYTES }] : [],
  });
  const desc = {
    layout,
    stages: [
      { stage: 'vertex', module: vs },
      { stage: 'fragment', module: fs },
    ] as const,
    ...(vertexInput ? { vertexInput } : {}),
    colorFormats: targets.colorFormats,
    multisample: { samples: targets.samples },
    ...(targets.depthFormat
      ? { depthFormat: targets.depthFormat, depthStencil: { depthTest: true, depthWrite: true } }
      : {}),
  };
  try {
    const times: number[] = [];
    for (let i = 0; i < TIMED_RUNS; i++) {
      const start = performance.now();
      const timed = createGraphicsPipeline(device, desc);
      times.push(performance.now() - start);
      timed.destroy();
    }
    const pipeline = createGraphicsPipeline(device, { ...desc, flags: CAPTURE_FLAGS });
    const executables = pipelineExecutables(device, pipeline);
    pipeline.destroy();
    return { executables, compileMs: Number(median(times).toFixed(3)) };
  } finally {
    layout.destroy();
    vs.destroy();
    fs.destroy();
  }
}

/** 'passthrough' when the primitive export sends the launch VGPR v0 unchanged (no NGG culling or prim id). */
function primitiveExport(acoIr: string): 'passthrough' | 'assembled' {
  const v0 = startArgs(acoIr).all.find((a) => a.file === 'v' && a.first === 0);
  const prim = /^\s*exp (?:\(kill\))?(%\d+),.* en:r\*\*\* done\s*$/m.exec(acoIr);
  if (!prim || !v0) throw new CorpusError('no primitive export in the NGG program');
  return prim[1] === v0.id ? 'passthrough' : 'assembled';
}

/** Builds one corpus pair; returns its summary line. */
function generate(device: DeviceT, name: string, variant: Variant): string {
  const base = `${name}${variant.suffix}`;
  const vertexFile = join(CORPUS, `${name}.vert`);
  const fragmentFile = join(CORPUS, `${name}.frag`);
  const vertex = readFileSync(vertexFile, 'utf8');
  const fragment = readFileSync(fragmentFile, 'utf8');
  const vsBindings = glslBindings(vertex);
  const psBindings = glslBindings(fragment);
  const bindings = pairBindings(vsBindings, psBindings);
  const offsets = radvOffsets(bindings);
  const pushRe = /layout\s*\(\s*push_constant\s*\)/;
  const vsPush = pushRe.test(vertex);
  const psPush = pushRe.test(fragment);
  const vertexInput = vertexInputOf(vertex);
  const targets = targetsOf(vertex, fragment);
  const spirv = { vertex: compileGlsl(vertexFile), fragment: compileGlsl(fragmentFile) };
  const { executables, compileMs } = buildPipeline(
    device,
    spirv,
    bindings,
    vsPush || psPush,
    vertexInput,
    targets,
  );
  const vsExe = executables.find((e) => e.stages & VERTEX_STAGE);
  const psExe = executables.find((e) => e.stages & FRAGMENT_STAGE);
  if (executables.length !== 2 || !vsExe || !psExe)
    throw new CorpusError(`${executables.length} executables, expected a vertex and a fragment one`);
  const dump = process.env.OBERON_ACO_DUMP;
  if (dump)
    for (const [stage, exe] of [
      ['vs', vsExe],
      ['ps', psExe],
    ] as const)
      for (const r of exe.representations)
        writeFileSync(join(dump, `${base}.${stage}.${r.name.split(' ')[0]}.txt`), r.text);

  const vsIr = representation(vsExe, 'ACO IR');
  const vsNir = representation(vsExe, 'NIR Shader(s)');
  const vsAsm = representation(vsExe, 'Assembly');
  if (!/ACO shader stage: vertex_ngg/.test(vsIr)) throw new CorpusError('the vertex shader is not NGG');
  const vs = stageCode(vsExe);
  const vsLaunch = nggVertexLaunch(vsIr, vsNir, vsBindings, vsPush, vertexInput !== null);
  const vsExports = exportsOf(vsAsm);
  const vsLoads = stageLoads(vsAsm, vsLaunch.userSgprs);

  const psIr = representation(psExe, 'ACO IR');
  const psNir = representation(psExe, 'NIR Shader(s)');
  const psAsm = representation(psExe, 'Assembly');
  const ps = stageCode(psExe);
  const psLaunch = pixelLaunch(psIr, psNir, psBindings, psPush);
  const psExports = exportsOf(psAsm);
  const interpolants = interpolantsOf(psIr, psLaunch.inputs);
  const linkage = linkageOf(vsNir, psNir, vsExports, interpolants);
  const psLoads = stageLoads(psAsm, psLaunch.userSgprs);
  checkLoads([...vsLoads, ...psLoads], bindings, offsets, vertexInput);

  if (vsExe.subgroupSize !== variant.waveSize || psExe.subgroupSize !== variant.waveSize)
    throw new CorpusError(
      `wave${vsExe.subgroupSize}/${psExe.subgroupSize}, asked for wave${variant.waveSize}`,
    );
  writeWords(base, 'vs', vs.words);
  writeWords(base, 'ps', ps.words);
  // ACO's disassembly is kept: the corpus test compares our printer with it line by line.
  writeFileSync(join(CORPUS, `${base}.vs.s`), vsAsm);
  writeFileSync(join(CORPUS, `${base}.ps.s`), psAsm);
  const entry = {
    sources: { vertex: `${name}.vert`, fragment: `${name}.frag` },
    generator: 'scripts/gen-aco-gfx-corpus.ts',
    driver: `${device.profile.device.driverName} ${device.profile.device.driverInfo}`,
    device: device.profile.device.name,
    target: 'gfx1010',
    radvPerftest: variant.perftest,
    pipeline: {
      topology: 'triangleList',
      vertexInput,
      colorFormats: targets.colorFormats,
      depthFormat: targets.depthFormat,
      samples: targets.samples,
      cullMode: 'none',
    },
    pushConstants: vsPush || psPush ? { rangeBytes: PUSH_RANGE_BYTES } : null,
    bindings: bindings.map((b) => ({
      set: b.set,
      binding: b.binding,
      name: b.name,
      kind: b.kind,
      count: b.count,
      stages: [
        b.stages & VERTEX_STAGE ? 'vertex' : null,
        b.stages & FRAGMENT_STAGE ? 'fragment' : null,
      ].filter((s) => s !== null),
      byteOffset: offsets.get(b),
      descriptorBytes: RADV_DESCRIPTOR_BYTES[b.kind],
    })),
    compileMs,
    compileRuns: TIMED_RUNS,
    vs: {
      hardwareStage: 'gs (NGG)',
      binary: `${base}.vs.bin`,
      waveSize: vsExe.subgroupSize,
      words: vs.words.length,
      primitiveExport: primitiveExport(vsIr),
      systemSgprs: vsLaunch.systemSgprs,
      userSgprStart: vsLaunch.userSgprStart,
      userSgprCount: vsLaunch.userSgprCount,
      userSgprs: vsLaunch.userSgprs,
      pushInline: vsPush ? vsLaunch.pushInline : null,
      vgprs: vsLaunch.vgprs,
      exports: vsExports,
      descriptorLoads: vsLoads,
      statistics: vs.statistics,
    },
    ps: {
      hardwareStage: 'ps',
      binary: `${base}.ps.bin`,
      waveSize: psExe.subgroupSize,
      words: ps.words.length,
      userSgprCount: psLaunch.userSgprCount,
      userSgprs: psLaunch.userSgprs,
      systemSgprs: psLaunch.systemSgprs,
      pushInline: psPush ? psLaunch.pushInline : null,
      spiPsInputEna: psLaunch.spiPsInputEna,
      spiPsInputAddr: psLaunch.spiPsInputAddr,
      inputVgprs: psLaunch.inputs,
      interpolants,
      linkage,
      exports: psExports,
      kills: /intrinsic (discard|demote|terminate)(_if)? /.test(psNir),
      descriptorLoads: psLoads,
      statistics: ps.statistics,
    },
  };
  writeFileSync(join(CORPUS, `${base}.json`), `${JSON.stringify(entry, null, 2)}\n`);
  return `${base}: vs wave${vsExe.subgroupSize} ${vs.words.length} words, ps wave${psExe.subgroupSize} ${ps.words.length} words, ${compileMs} ms`;
}

/** Builds every wanted pair in one variant on a device opened for it; returns the failure count. */
function generateVariant(names: readonly string[], variant: Variant): number {
  // RADV reads RADV_PERFTEST when the instance is created, which Device.open does next.
  process.env.RADV_PERFTEST = variant.perftest;
  const device = Device.open({ tools: ['pipelineExecutableInfo'] });
  try {
    if (!isNullDevice(device.physical) && !/RADV/.test(device.profile.device.name))
      throw new CorpusError(`${device.profile.device.name} is not RADV`);
    let failed = 0;
    for (const name of names) {
      try {
        process.stdout.write(`${generate(device, name, variant)}\n`);
      } catch (e) {
        if (!(e instanceof CorpusError)) throw e;
        failed++;
        process.stderr.write(`${name}${variant.suffix}: ${e.message}\n`);
      }
    }
    return failed;
  } finally {
    device.destroy();
  }
}

function main(): number {
  const wanted = process.argv.slice(2);
  const names = readdirSync(CORPUS)
    .filter((f) => f.endsWith('.vert'))
    .map((f) => basename(f, '.vert'))
    .filter((n) => !wanted.length || wanted.includes(n))
    .sort();
  let failed = 0;
  for (const variant of VARIANTS) failed += generateVariant(names, variant);
  // The JSON is committed; biome's layout keeps `npm run lint` quiet about it.
  const written = VARIANTS.flatMap((v) => names.map((n) => join(CORPUS, `${n}${v.suffix}.json`)));
  const biome = new URL('../node_modules/.bin/biome', import.meta.url).pathname;
  const formatted = spawnSync(biome, ['format', '--write', ...written], { encoding: 'utf8' });
  if (formatted.status !== 0) process.stderr.write(`biome format: ${formatted.stderr}\n`);
  return failed ? 1 : 0;
}

process.exitCode = main();
