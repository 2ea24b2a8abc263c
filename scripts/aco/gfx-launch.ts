/**
 * The launch registers RADV 22.3 gives a graphics pair on Navi 10, read from ACO's `p_startpgm` and
 * checked against what the NIR reads:
 *
 * - the vertex shader runs as an NGG "GS" hardware stage merged with nothing before it (RADV's
 *   radv_shader_args.c, MESA_SHADER_GEOMETRY with a previous stage): eight system SGPRs s0..s7, user SGPRs
 *   from s8, and nine VGPRs (three GS words, primitive id, invocation id, then the VS's vertex id, two
 *   user VGPRs and the instance id);
 * - the pixel shader gets its user SGPRs from s0, then PRIM_MASK and the scratch offset, and the input
 *   VGPRs SPI_PS_INPUT_ADDR enables, packed in the hardware's order (RADV enables what the NIR reads).
 *
 * Every role is proven where the text allows: argument positions and sizes, `p_init_scratch` operands,
 * `(kill)` marks against the NIR's reads, and PRIM_MASK against the m0 operand of every v_interp.
 */
import { requireRegister } from '../../src/agc/registers/index.js';
import { CorpusError, type GlslBinding } from './glsl-layout.js';
import { type StartArg, startArgs } from './radv-text.js';

/** A run of SGPRs with its role, and whether the program reads it (ACO marks unread ones `(kill)`). */
export interface SgprFact {
  readonly sgpr: number;
  readonly dwords: number;
  readonly role: string;
  readonly read: boolean;
}

/** A launch VGPR run with its role and whether the program reads it. */
export interface VgprFact {
  readonly vgpr: number;
  readonly count: number;
  readonly role: string;
  readonly read: boolean;
}

/** The NGG vertex stage's registers at launch. */
export interface NggVertexLaunch {
  readonly systemSgprs: readonly SgprFact[];
  readonly userSgprStart: number;
  readonly userSgprCount: number;
  readonly userSgprs: readonly SgprFact[];
  readonly vgprs: readonly VgprFact[];
  readonly pushInline: boolean;
}

/** The system SGPRs in front of a merged stage's user data (radv_shader_args.c, GFX10 NGG). */
const NGG_SYSTEM_SGPRS: readonly (readonly [number, string])[] = [
  [2, 'ring offsets (64-bit pointer: RADV writes it to SPI_SHADER_USER_DATA_ADDR_LO/HI_GS)'],
  [1, 'gs_tg_info (GS_ALLOC_REQ counts: vertices in bits 12..20, primitives in bits 22..30)'],
  [1, 'merged_wave_info (ES threads in bits 0..7, GS threads in bits 8..15, wave index in bits 24..27)'],
  [1, 'tess offchip offset (unused without tessellation)'],
  [1, 'scratch wave offset'],
  [1, 'unused system SGPR'],
  [1, 'unused system SGPR'],
];

/** The NGG VGPRs of a vertex shader (radv_shader_args.c: GS VGPRs, then declare_vs_input_vgprs). */
const NGG_VGPRS: readonly string[] = [
  'gs_vtx_offset01: vertex indices 0 (bits 0..15) and 1 (bits 16..31); in passthrough, the primitive export',
  'gs_vtx_offset23: vertex index 2 (bits 0..15)',
  'primitive id',
  'gs invocation id',
  'gs_vtx_offset45 (unused by triangles)',
  'vertex id (zero-based: gl_VertexIndex is the base vertex SGPR plus this)',
  'user VGPR (unused)',
  'user VGPR (unused)',
  'instance id (zero-based: gl_InstanceIndex is the start instance SGPR plus this)',
];

/** Takes the user SGPR arguments one role at a time, checking each size (RADV's declaration order). */
class UserSgprReader {
  readonly out: SgprFact[] = [];
  private next = 0;
  constructor(private readonly args: readonly StartArg[]) {}

  get remaining(): number {
    return this.args.length - this.next;
  }

  peek(): StartArg | undefined {
    return this.args[this.next];
  }

  take(role: string, dwords: number): StartArg {
    const arg = this.args[this.next];
    if (!arg || arg.size !== dwords)
      throw new CorpusError(
        `user SGPR argument ${this.next} is not the ${dwords}-dword ${role} RADV declares`,
      );
    this.out.push({ sgpr: arg.first, dwords, role, read: !arg.killed });
    this.next++;
    return arg;
  }
}

/** Descriptor set pointers and push constants (radv_shader_args.c declare_global_input_sgprs). */
function takeGlobalSgprs(
  reader: UserSgprReader,
  acoIr: string,
  bindings: readonly GlslBinding[],
  hasPush: boolean,
  reservedAfter: number,
): boolean {
  for (const set of [...new Set(bindings.map((b) => b.set))].sort((a, b) => a - b))
    reader.take(`descriptor set ${set} (32-bit pointer)`, 1);
  const pushArgs = reader.remaining - reservedAfter;
  if (pushArgs < 0 || (!hasPush && pushArgs !== 0))
    throw new CorpusError(`${pushArgs} user SGPR arguments where push constants would be`);
  let inline = false;
  let inlineIndex = 0;
  for (let i = 0; i < pushArgs; i++) {
    // A pointer becomes an address by pairing with RADV's high half (0xffff8000); inline dwords do not.
    const id = reader.peek()?.id ?? '';
    const pointer = new RegExp(`p_create_vector (?:\\(kill\\))?${id}, 0xffff8000`).test(acoIr);
    inline ||= !pointer;
    reader.take(
      pointer ? 'push constants (32-bit pointer)' : `push constants, inline dword ${inlineIndex++}`,
      1,
    );
  }
  return inline;
}

/** The user SGPRs' count, which must cover the arguments contiguously from `start`. */
function contiguousCount(user: readonly SgprFact[], start: number): number {
  let next = start;
  for (const u of user) {
    if (u.sgpr !== next) throw new CorpusError(`user SGPR s${u.sgpr} is not contiguous (expected s${next})`);
    next += u.dwords;
  }
  return next - start;
}

/** Requires `p_init_scratch` to take the ring offsets and scratch offset arguments RADV declares. */
function checkScratch(initScratch: readonly string[], ring: StartArg, scratch: StartArg): void {
  if (initScratch.length && (initScratch[0] !== ring.id || initScratch[1] !== scratch.id))
    throw new CorpusError(`p_init_scratch takes ${initScratch}, not ${ring.id}, ${scratch.id}`);
}

/** The NGG vertex stage's launch registers. */
export function nggVertexLaunch(
  acoIr: string,
  nir: string,
  bindings: readonly GlslBinding[],
  hasPush: boolean,
  hasVertexInput: boolean,
): NggVertexLaunch {
  const { all, initScratch } = startArgs(acoIr);
  const sgprArgs = all.filter((a) => a.file === 's');
  const vgprArgs = all.filter((a) => a.file === 'v');
  const systemSgprs: SgprFact[] = [];
  let next = 0;
  NGG_SYSTEM_SGPRS.forEach(([dwords, role], i) => {
    const arg = sgprArgs[i];
    if (!arg || arg.first !== next || arg.size !== dwords)
      throw new CorpusError(`NGG system SGPR argument ${i} is not s${next} (${dwords} dwords)`);
    systemSgprs.push({ sgpr: next, dwords, role, read: !arg.killed });
    next += dwords;
  });
  checkScratch(initScratch, sgprArgs[0] as StartArg, sgprArgs[4] as StartArg);
  const reader = new UserSgprReader(sgprArgs.slice(NGG_SYSTEM_SGPRS.length));
  // declare_vs_specific_input_sgprs: vertex buffers (when attributes are fetched), base vertex, draw id,
  // start instance.
  if (hasVertexInput) reader.take('vertex buffer descriptors (32-bit pointer, 16 bytes a binding)', 1);
  reader.take('base vertex (firstVertex or vertexOffset of the draw)', 1);
  if (/intrinsic load_draw_id /.test(nir)) reader.take('draw id', 1);
  if (/intrinsic load_base_instance /.test(nir)) reader.take('start instance (firstInstance of the draw)', 1);
  const pushInline = takeGlobalSgprs(reader, acoIr, bindings, hasPush, 0);
  if (reader.remaining) throw new CorpusError(`${reader.remaining} NGG user SGPR arguments have no role`);
  const userSgprCount = contiguousCount(reader.out, next);
  if (vgprArgs.length !== NGG_VGPRS.length)
    throw new CorpusError(`${vgprArgs.length} VGPR arguments, NGG declares ${NGG_VGPRS.length}`);
  const vgprs = vgprArgs.map((arg, i) => {
    if (arg.first !== i || arg.size !== 1) throw new CorpusError(`NGG VGPR argument ${i} is not v${i}`);
    return { vgpr: i, count: 1, role: NGG_VGPRS[i] as string, read: !arg.killed };
  });
  // ACO fetches vertex attributes itself, by the vertex id argument (no NIR intrinsic for it).
  const vertexIdRead = hasVertexInput || /intrinsic load_vertex_id(_zero_base)? /.test(nir);
  const instanceIdRead = /intrinsic load_instance_id /.test(nir);
  if ((vgprs[5] as VgprFact).read !== vertexIdRead || (vgprs[8] as VgprFact).read !== instanceIdRead)
    throw new CorpusError('the vertex/instance id VGPRs read differ from the NIR');
  return { systemSgprs, userSgprStart: next, userSgprCount, userSgprs: reader.out, vgprs, pushInline };
}

/** VGPRs each SPI_PS_INPUT_ENA input takes, in field order (PERSP_* I/J, PULL_MODEL I/W, J/W, 1/W). */
const PS_INPUT_VGPRS: Readonly<Record<string, number>> = {
  PERSP_SAMPLE_ENA: 2,
  PERSP_CENTER_ENA: 2,
  PERSP_CENTROID_ENA: 2,
  PERSP_PULL_MODEL_ENA: 3,
  LINEAR_SAMPLE_ENA: 2,
  LINEAR_CENTER_ENA: 2,
  LINEAR_CENTROID_ENA: 2,
};

/** One enabled pixel shader input and the VGPRs it arrives in. */
export interface PsInputFact {
  readonly input: string;
  readonly vgpr: number;
  readonly count: number;
  readonly read: boolean;
}

/** The pixel stage's registers at launch. */
export interface PixelLaunch {
  readonly userSgprCount: number;
  readonly userSgprs: readonly SgprFact[];
  readonly systemSgprs: readonly SgprFact[];
  /** SPI_PS_INPUT_ENA (RADV writes SPI_PS_INPUT_ADDR with the same value). */
  readonly spiPsInputEna: number;
  readonly spiPsInputAddr: number;
  readonly inputs: readonly PsInputFact[];
  readonly pushInline: boolean;
}

/**
 * SPI_PS_INPUT_ENA as RADV 22.3 computes it from what the NIR reads (radv_compute_spi_ps_input):
 * barycentrics by interpolation mode and location, gl_FragCoord components, front face, sample id
 * (ANCILLARY) and sample mask (SAMPLE_COVERAGE); with no PERSP_* or LINEAR_* input, PERSP_CENTER.
 */
export function spiPsInputOf(nir: string): number {
  const reg = requireRegister('SPI_PS_INPUT_ENA');
  const bit = (name: string): number => {
    const f = reg.fields.find((x) => x.name === name);
    if (!f) throw new CorpusError(`SPI_PS_INPUT_ENA has no field ${name}`);
    return 1 << f.shift;
  };
  let ena = 0;
  for (const m of nir.matchAll(
    /intrinsic load_barycentric_(pixel|centroid|sample) \(\) \(interp_mode=(\d+)\)/g,
  )) {
    // glsl_interp_mode: 0 NONE and 1 SMOOTH interpolate with perspective, 3 NOPERSPECTIVE linearly.
    const mode = Number(m[2]);
    if (mode !== 0 && mode !== 1 && mode !== 3)
      throw new CorpusError(`barycentric interp_mode ${mode} is not modelled`);
    const kind = mode === 3 ? 'LINEAR' : 'PERSP';
    const at = m[1] === 'pixel' ? 'CENTER' : (m[1] as string).toUpperCase();
    ena |= bit(`${kind}_${at}_ENA`);
  }
  for (const def of nir.matchAll(/(ssa_\d+) = intrinsic load_frag_coord /g)) {
    const name = def[1] as string;
    for (const use of nir.matchAll(new RegExp(`\\b${name}(\\.[xyzw]+)?\\b(?! =)`, 'g'))) {
      if (use.index === def.index) continue;
      for (const c of use[1] ? use[1].slice(1) : 'xyzw') ena |= bit(`POS_${c.toUpperCase()}_FLOAT_ENA`);
    }
  }
  if (/intrinsic load_front_face /.test(nir)) ena |= bit('FRONT_FACE_ENA');
  if (/intrinsic load_sample_id /.test(nir)) ena |= bit('ANCILLARY_ENA');
  if (/intrinsic load_sample_mask_in /.test(nir)) ena |= bit('SAMPLE_COVERAGE_ENA');
  if (/intrinsic load_(sample_pos|barycentric_model|barycentric_at_)/.test(nir))
    throw new CorpusError('sample positions, pull-model and at-offset barycentrics are not modelled');
  if (ena & bit('POS_W_FLOAT_ENA')) ena |= bit('PERSP_CENTER_ENA');
  if (!(ena & 0x7f)) ena |= bit('PERSP_CENTER_ENA');
  return ena;
}

/** The pixel stage's launch registers; the input VGPRs must match ACO's arguments one for one. */
export function pixelLaunch(
  acoIr: string,
  nir: string,
  bindings: readonly GlslBinding[],
  hasPush: boolean,
): PixelLaunch {
  const { all, initScratch } = startArgs(acoIr);
  const sgprArgs = all.filter((a) => a.file === 's');
  const vgprArgs = all.filter((a) => a.file === 'v');
  if (sgprArgs.length < 3) throw new CorpusError(`${sgprArgs.length} PS SGPR arguments`);
  const primMask = sgprArgs[sgprArgs.length - 2] as StartArg;
  const scratch = sgprArgs[sgprArgs.length - 1] as StartArg;
  const reader = new UserSgprReader(sgprArgs.slice(0, -2));
  const ring = reader.take('ring offsets (64-bit pointer)', 2);
  if (ring.first !== 0) throw new CorpusError('the PS ring offsets are not s[0:1]');
  checkScratch(initScratch, ring, scratch);
  const pushInline = takeGlobalSgprs(reader, acoIr, bindings, hasPush, 0);
  const userSgprCount = contiguousCount(reader.out, 0);
  const systemSgprs: SgprFact[] = [
    {
      sgpr: primMask.first,
      dwords: 1,
      role: 'PRIM_MASK (m0 of v_interp: the attribute data in LDS)',
      read: !primMask.killed,
    },
    { sgpr: scratch.first, dwords: 1, role: 'scratch wave offset', read: !scratch.killed },
  ];
  if (primMask.first !== userSgprCount || scratch.first !== userSgprCount + 1)
    throw new CorpusError('PRIM_MASK and the scratch offset do not follow the user SGPRs');
  // Every v_interp addresses its attribute through m0 = PRIM_MASK.
  for (const m of acoIr.matchAll(/v_interp_\w+ .*?(%\d+):m0/g))
    if (m[1] !== primMask.id)
      throw new CorpusError(`a v_interp reads m0 from ${m[1]}, not PRIM_MASK ${primMask.id}`);
  const ena = spiPsInputOf(nir);
  const inputs: PsInputFact[] = [];
  let vgpr = 0;
  for (const f of requireRegister('SPI_PS_INPUT_ENA').fields) {
    if (!(ena & (1 << f.shift))) continue;
    const count = PS_INPUT_VGPRS[f.name] ?? 1;
    const arg = vgprArgs[inputs.length];
    if (!arg || arg.first !== vgpr || arg.size !== count)
      throw new CorpusError(`PS input ${f.name} is not v${vgpr} (${count} VGPRs) in p_startpgm`);
    inputs.push({ input: f.name.replace(/_ENA$/, ''), vgpr, count, read: !arg.killed });
    vgpr += count;
  }
  if (inputs.length !== vgprArgs.length)
    throw new CorpusError(`${vgprArgs.length} PS VGPR arguments, SPI_PS_INPUT_ENA enables ${inputs.length}`);
  return {
    userSgprCount,
    userSgprs: reader.out,
    systemSgprs,
    spiPsInputEna: ena,
    spiPsInputAddr: ena,
    inputs,
    pushInline,
  };
}
