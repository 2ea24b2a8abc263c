/**
 * `generateProgram(seed, options)`: one seed gives one random, valid compute program (program.ts):
 * random initial register values, then a body of random ALU instructions with EXEC-masked if/else,
 * bounded uniform loops, divergent loops and LDS exchanges between lanes, nested up to MAX_DEPTH.
 * A workgroup holds one to four waves (the `waves` option). With several, an LDS exchange (whose
 * s_barrier every wave must reach, as on the hardware) is placed only where every wave runs alike:
 * outside divergent loops and if/else constructs.
 */

import {
  RSRC1_DX10_CLAMP_BIT,
  RSRC1_FLOAT_MODE_SHIFT,
  RSRC1_IEEE_MODE_BIT,
} from '../../translate/float-mode.js';
import {
  dppInstruction,
  INTERESTING_WORDS,
  laneInstruction,
  literal,
  maskRegs,
  packedInstruction,
  poolVgpr,
  randomWord,
  scalarInstruction,
  vectorInstruction,
} from './gen-alu.js';
import {
  LDS_SLOTS,
  MASK_SGPR,
  MAX_DEPTH,
  SGPR_POOL_FIRST,
  SGPR_POOL_LAST,
  SINK32,
  SINK64,
  VGPR_POOL_FIRST,
  VGPR_POOL_LAST,
} from './layout.js';
import type { OpPools } from './ops.js';
import {
  type FuzzProgram,
  type ImageSample,
  type InitGroup,
  type Node,
  type OutputPath,
  SAMPLE_OPS,
} from './program.js';
import { Rng } from './rng.js';

/** Options of {@link generateProgram}. */
export interface GenerateOptions {
  readonly pools: OpPools;
  readonly wave64: boolean;
  readonly mcpu?: 'gfx1013' | 'gfx1030';
  /** Approximate number of body nodes (default 40). */
  readonly size?: number;
  /** Whether to generate LDS exchanges (default true). */
  readonly lds?: boolean;
  /**
   * Whether to generate runs of a lane's own LDS words (read two, write their sum; default false, so
   * a seed's program without it stays as it was).
   */
  readonly ldsRuns?: boolean;
  /** Workgroups to dispatch (default 2). */
  readonly groups?: number;
  /** Waves per workgroup (default 1). */
  readonly waves?: number;
  /**
   * FLOAT_MODE values (COMPUTE_PGM_RSRC1 [19:12]: FP_DENORM f32 in [5:4], f16/f64 in [7:6]) a program
   * may start with; one is drawn per program, with IEEE_MODE and DX10_CLAMP drawn too (default: the
   * llc-19 amdgpu_cs launch, FLOAT_MODE 0xF0, DX10_CLAMP on, IEEE off).
   */
  readonly floatModes?: readonly number[];
  /** Output paths a program may use, drawn last so the rest of a seed's program stays (default global). */
  readonly outputs?: readonly OutputPath[];
  /**
   * Whether programs read an input image through a T# loaded from a descriptor table (image nodes:
   * image_load, or sampling and gathers with a known S#), its format drawn from IMAGE_FORMATS
   * (default false).
   */
  readonly images?: boolean;
  /**
   * Whether programs also apply DPP16 lane patterns (quad permutes, row shifts, rotates and mirrors;
   * gen-alu.ts dppInstruction). Default false: a seed's program stays what it was without them.
   */
  readonly dpp?: boolean;
}

/** Formats of the fuzzer's input image (4-byte texels): 32 UINT, 32 FLOAT, 16_16 FLOAT, 8_8_8_8 UNORM. */
export const IMAGE_FORMATS: readonly number[] = [20, 22, 29, 56];

/** Clamp modes of a sampling node's S# (the border modes are refused by both sides). */
const CLAMPS = ['WRAP', 'MIRROR', 'CLAMP_LAST_TEXEL', 'MIRROR_ONCE_LAST_TEXEL'] as const;

/** A sampling node's opcode and S#: mag = min except for _l, whose LOD picks between them. */
function imageSample(rng: Rng): ImageSample {
  const op = rng.pick(SAMPLE_OPS);
  const filters = ['POINT', 'BILINEAR'] as const;
  const mag = rng.pick(filters);
  const min = op === 'image_sample_l' ? rng.pick(filters) : mag;
  return { op, mag, min, clamp: [rng.pick(CLAMPS), rng.pick(CLAMPS)], offsets: randomWord(rng) };
}

/** The COMPUTE_PGM_RSRC1 float fields of a program: a FLOAT_MODE of `modes` and random IEEE/DX10 bits. */
function drawRsrc1(rng: Rng, modes: readonly number[] | undefined): number | undefined {
  if (modes === undefined) return undefined;
  const floatMode = rng.pick(modes);
  const dx10 = rng.chance(0.75) ? 1 << RSRC1_DX10_CLAMP_BIT : 0;
  const ieee = rng.chance(0.25) ? 1 << RSRC1_IEEE_MODE_BIT : 0;
  return ((floatMode << RSRC1_FLOAT_MODE_SHIFT) | dx10 | ieee) >>> 0;
}

function hex(v: number): string {
  return `0x${(v >>> 0).toString(16)}`;
}

function initGroups(rng: Rng, wave64: boolean, lds: boolean, threads: number): InitGroup[] {
  const out: InitGroup[] = [];
  const masks = maskRegs(wave64);
  for (let v = VGPR_POOL_FIRST; v <= VGPR_POOL_LAST; v++) {
    const w = literal(randomWord(rng));
    const reg = `v${v}`;
    switch (rng.int(4)) {
      case 0:
        out.push({ reg, lines: [`v_mov_b32_e32 ${reg}, ${w}`] });
        break;
      case 1:
        out.push({
          reg,
          lines: [`v_mad_u32_u24 ${reg}, v0, ${hex(rng.bits() & 0xffffff)}, s${rng.range(2, 5)}`],
        });
        break;
      case 2: {
        const scale = literal(rng.pick(INTERESTING_WORDS));
        out.push({ reg, lines: [`v_cvt_f32_u32_e32 ${reg}, v0`, `v_mul_f32_e32 ${reg}, ${scale}, ${reg}`] });
        break;
      }
      default:
        out.push({ reg, lines: [`v_xor_b32_e32 ${reg}, ${w}, v0`] });
    }
  }
  for (const v of [...SINK32, SINK64, SINK64 + 1])
    out.push({ reg: `v${v}`, lines: [`v_mov_b32_e32 v${v}, 0`] });
  for (let s = SGPR_POOL_FIRST; s <= SGPR_POOL_LAST; s++) {
    const value = rng.chance(0.3) ? `s${rng.range(2, 5)}` : literal(randomWord(rng));
    out.push({ reg: `s${s}`, lines: [`s_mov_b32 s${s}, ${value}`] });
  }
  const mask = [`s_mov_b32 s${MASK_SGPR}, ${literal(rng.bits())}`];
  if (wave64) mask.push(`s_mov_b32 s${MASK_SGPR + 1}, ${literal(rng.bits())}`);
  out.push({ reg: `s${MASK_SGPR}`, lines: mask });
  out.push({ reg: 'vcc', lines: [`v_cmp_gt_u32_e32 ${masks.vcc}, ${rng.range(1, wave64 ? 63 : 31)}, v0`] });
  out.push({ reg: 'scc', lines: [`s_cmp_eq_u32 s${rng.range(2, 5)}, s${rng.range(2, 5)}`] });
  if (lds) {
    const lines = ['v_lshlrev_b32_e32 v15, 2, v0'];
    for (let slot = 0; slot < LDS_SLOTS; slot++) {
      const offset = slot * threads * 4;
      lines.push(
        `ds_write_b32 v15, v${rng.range(VGPR_POOL_FIRST, VGPR_POOL_LAST)}${offset ? ` offset:${offset}` : ''}`,
      );
    }
    lines.push('s_waitcnt lgkmcnt(0)', 's_barrier');
    out.push({ reg: 'lds', lines });
  }
  return out;
}

/** The simplest initialization of a register (what the shrinker replaces a group with). */
export function zeroGroup(reg: string, wave64: boolean): InitGroup | undefined {
  if (/^v\d+$/.test(reg)) return { reg, lines: [`v_mov_b32_e32 ${reg}, 0`] };
  if (reg === `s${MASK_SGPR}` && wave64)
    return { reg, lines: [`s_mov_b32 ${reg}, 0`, `s_mov_b32 s${MASK_SGPR + 1}, 0`] };
  if (/^s\d+$/.test(reg)) return { reg, lines: [`s_mov_b32 ${reg}, 0`] };
  if (reg === 'vcc') return { reg, lines: [`v_cmp_gt_u32_e32 ${maskRegs(wave64).vcc}, 0, v0`] };
  return undefined;
}

class Generator {
  private budget: number;

  constructor(
    private readonly rng: Rng,
    private readonly options: GenerateOptions,
    size: number,
  ) {
    this.budget = size;
  }

  /**
   * `alike`: whether every wave of the workgroup runs this body alike (no enclosing divergent loop or
   * if/else), where an s_barrier is legal with several waves.
   */
  body(depth: number, loopDepth: number, target: number, alike = true): Node[] {
    const nodes: Node[] = [];
    let local = target;
    while (local > 0 && this.budget > 0) {
      const node = this.node(depth, loopDepth, alike);
      nodes.push(node);
      local--;
      this.budget--;
    }
    return nodes;
  }

  private node(depth: number, loopDepth: number, alike: boolean): Node {
    const { rng, options } = this;
    const r = rng.int(100);
    const nest = depth < MAX_DEPTH && this.budget > 4;
    const oneWave = (options.waves ?? 1) === 1;
    // Drawn only with the option, so a seed's program without it stays as it was.
    if (options.ldsRuns && (options.lds ?? true) && rng.chance(0.15)) {
      return {
        kind: 'lds-own',
        dst: poolVgpr(rng, 1),
        reads: [rng.int(LDS_SLOTS), rng.int(LDS_SLOTS)],
        write: rng.int(LDS_SLOTS),
      };
    }
    if (nest && r < 9) return this.ifNode(depth, loopDepth);
    if (nest && loopDepth < 2 && r < 14) {
      return {
        kind: 'loop',
        count: rng.range(1, 3),
        body: this.body(depth + 1, loopDepth + 1, rng.range(1, 6), alike),
      };
    }
    if (nest && loopDepth < 2 && r < 18) {
      return {
        kind: 'vloop',
        trip: poolVgpr(rng, 1),
        body: this.body(depth + 1, loopDepth + 1, rng.range(1, 6), false),
      };
    }
    if (options.images && r < 34 && rng.chance(0.6)) {
      const sample = rng.chance(0.5) ? imageSample(rng) : undefined;
      const gather = sample?.op === 'image_gather4_lz';
      const dmask = gather ? 0xf : rng.range(1, 15);
      const count = [0, 1, 2, 3].filter((k) => dmask & (1 << k)).length;
      return {
        kind: 'image',
        dst: rng.range(VGPR_POOL_FIRST, VGPR_POOL_LAST - count + 1),
        dmask,
        x: poolVgpr(rng, 1),
        y: poolVgpr(rng, 1),
        ...(sample ? { sample } : {}),
      };
    }
    if ((options.lds ?? true) && (oneWave || alike) && r < 24) {
      const lanes = options.wave64 ? 64 : 32;
      return {
        kind: 'lds',
        src: poolVgpr(rng, 1),
        dst: poolVgpr(rng, 1),
        xor: rng.range(0, lanes - 1),
        writeSlot: rng.int(LDS_SLOTS),
        readSlot: rng.int(LDS_SLOTS),
      };
    }
    if (r < 31 && options.pools.packed.length > 0 && rng.chance(0.5)) {
      return { kind: 'op', text: packedInstruction(rng, rng.pick(options.pools.packed), options.wave64) };
    }
    if (options.dpp && r < 30 && rng.chance(0.5)) {
      const text = dppInstruction(rng, new Set(options.pools.vector.map((v) => v.name)));
      if (text !== undefined) return { kind: 'op', text };
    }
    if (r < 27 && options.pools.lane.length > 0) {
      return { kind: 'op', text: laneInstruction(rng, rng.pick(options.pools.lane), options.wave64) };
    }
    if (r < 40 && options.pools.scalar.length > 0) {
      return { kind: 'op', text: scalarInstruction(rng, rng.pick(options.pools.scalar), options.wave64) };
    }
    return { kind: 'op', text: vectorInstruction(rng, rng.pick(options.pools.vector), options.wave64) };
  }

  private ifNode(depth: number, loopDepth: number): Node {
    const { rng, options } = this;
    const masks = maskRegs(options.wave64);
    let cond: string;
    if (rng.chance(0.4) || options.pools.compares.length === 0) {
      const op = rng.pick(['v_cmp_gt_u32_e32', 'v_cmp_lt_u32_e32', 'v_cmp_ne_u32_e32']);
      cond = `${op} ${masks.vcc}, ${rng.range(0, options.wave64 ? 64 : 32)}, v0`;
    } else {
      cond = vectorInstruction(rng, rng.pick(options.pools.compares), options.wave64);
    }
    const thenBody = this.body(depth + 1, loopDepth, rng.range(1, 6), false);
    const hasElse = rng.chance(0.6);
    return {
      kind: 'if',
      cond,
      thenBody,
      elseBody: hasElse ? this.body(depth + 1, loopDepth, rng.range(1, 5), false) : undefined,
      skip: rng.chance(0.75),
    };
  }
}

/** Generates the program of `seed`. Equal seeds and options give equal programs. */
export function generateProgram(seed: number, options: GenerateOptions): FuzzProgram {
  const rng = new Rng(seed);
  const lds = options.lds ?? true;
  const waves = options.waves ?? 1;
  const init = initGroups(rng, options.wave64, lds, (options.wave64 ? 64 : 32) * waves);
  const size = options.size ?? 40;
  const body = new Generator(rng, options, size).body(0, 0, size);
  const pgmRsrc1 = drawRsrc1(rng, options.floatModes);
  const inputs = [0, 1, 2, 3].map(() => randomWord(rng));
  const output = options.outputs ? rng.pick(options.outputs) : 'global';
  const image = options.images ? { format: rng.pick(IMAGE_FORMATS) } : undefined;
  return {
    ...(output === 'global' ? {} : { output }),
    ...(image ? { image } : {}),
    seed,
    ...(pgmRsrc1 === undefined ? {} : { pgmRsrc1 }),
    mcpu: options.mcpu ?? 'gfx1013',
    wave64: options.wave64,
    groups: options.groups ?? 2,
    ...(waves === 1 ? {} : { waves }),
    inputs,
    init,
    lds,
    body,
  };
}
