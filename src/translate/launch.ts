/**
 * Stage prologues: the registers the hardware loads before a program's first instruction, per stage,
 * and the IR that gives them their values. One table per stage says which SGPRs and VGPRs exist at
 * launch (`launchRegisters`, so translate.ts declares them) and `loadLaunchState` stores them.
 *
 * - compute: user SGPRs, workgroup ids, TG_SIZE; local ids in v0..v2 (isa/tables/launch-sgprs.ts).
 * - vertex (NGG, the GS hardware stage with PRIMGEN_EN): s0/s1 USER_DATA_ADDR, s2..s7 system SGPRs,
 *   user data from s8; v0..v4 the primitive side, v5.. vertex id, user VGPR, primitive id, instance id
 *   (ES_VGPR_COMP_CNT says how many). Each host vertex invocation is one guest vertex thread.
 * - pixel: user SGPRs, then the primitive mask; VGPRs laid out by SPI_PS_INPUT_ADDR and loaded where
 *   SPI_PS_INPUT_ENA says. In exact interpolation mode the barycentric sets are the host's weights.
 *
 * Graphics waves (DESIGN.md, wave model): the hardware forms them from any vertices or pixels, so the
 * guest wave is the host subgroup where the stage has subgroup operations, else a single invocation.
 * Launch registers with no host value become `launch_value` (ir/ops.ts, LAUNCH_VALUES): the passes
 * prove the patterns that use them (interpolation, the primitive export), the emitter refuses the rest.
 */
import type { ValueId } from '../ir/function.js';
import { LAUNCH_VALUES, type LaunchValue } from '../ir/ops.js';
import { BARYCENTRIC_SETS, barycentricInput, type ExactBarycentrics } from '../ir/stage-io.js';
import { F32, I1, I32, ptr, vec } from '../ir/types.js';
import {
  mergedWaveInfo,
  NGG_SYSTEM_SGPRS,
  ngGsTgInfo,
  TG_SIZE_WAVE_ID_SHIFT,
  tgSizeValue,
} from '../isa/tables/launch-sgprs.js';
import { EXEC, M0, type TranslationContext, VCC } from './context.js';
import type { ComputeLaunch, LaunchFacts, PixelLaunch, VertexLaunch } from './options.js';

/** The registers a stage's launch writes: SGPRs s0..s(sgprs-1) and the listed VGPRs. */
export interface LaunchRegisters {
  readonly sgprs: number;
  readonly vgprs: readonly number[];
  /** The user SGPRs: the constants the request gives, from this SGPR on. */
  readonly userData: { readonly first: number; readonly values: readonly number[] };
}

/** VGPRs of each SPI_PS_INPUT_ADDR bit, in bit order (bit 3, the pull model, takes three). */
export const PS_INPUT_VGPRS = [2, 2, 2, 3, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1] as const;

/** The registers `launch` loads. */
export function launchRegisters(launch: LaunchFacts): LaunchRegisters {
  switch (launch.stage) {
    case 'compute': {
      const system = 3 + (launch.tgSizeSgpr ? 1 : 0);
      return {
        sgprs: launch.userSgprs.length + system,
        vgprs: [0, 1, 2].slice(0, launch.localIdComponents),
        userData: { first: 0, values: launch.userSgprs },
      };
    }
    case 'vertex':
      return {
        sgprs: NGG_SYSTEM_SGPRS.userData + launch.userSgprs.length,
        vgprs: [0, 1, 2, 3, 4, ...[5, 6, 7, 8].slice(0, launch.esVgprCompCnt + 1)],
        userData: { first: NGG_SYSTEM_SGPRS.userData, values: launch.userSgprs },
      };
    case 'pixel':
      return {
        sgprs: launch.userSgprs.length + 1,
        vgprs: pixelVgprs(launch).map((v) => v.reg),
        userData: { first: 0, values: launch.userSgprs },
      };
  }
}

/** Stores what the hardware loads before the first instruction. */
export function loadLaunchState(t: TranslationContext): void {
  const { launch } = t.options;
  if (launch.stage === 'compute') loadCompute(t, launch);
  else if (launch.stage === 'vertex') loadVertex(t, launch);
  else loadPixel(t, launch);
  t.writeMask(VCC, t.b.const(t.maskType, 0));
  if (t.waveSize === 32) {
    // The high halves exist in wave32 too (the b64 forms of the EXEC ops read them): zero, as launched.
    t.storeSgpr(EXEC + 1, t.const32(0));
    t.storeSgpr(VCC + 1, t.const32(0));
  }
  t.storeSgpr(M0, t.const32(0));
  t.scc = t.b.const(I1, 0);
}

function storeUserSgprs(t: TranslationContext, values: readonly number[], first: number): void {
  values.forEach((value, i) => {
    t.storeSgpr(first + i, t.const32(value));
  });
}

/** An opaque launch register (see LAUNCH_VALUES). */
function launchValue(t: TranslationContext, what: LaunchValue): ValueId {
  return t.b.emit('launch_value', I32, [], { imms: [LAUNCH_VALUES.indexOf(what)] }).result as ValueId;
}

function extract(t: TranslationContext, vector: ValueId, component: number, type = I32): ValueId {
  return t.b.emit('extract', type, [vector], { imms: [component] }).result as ValueId;
}

function loadCompute(t: TranslationContext, launch: ComputeLaunch): void {
  storeUserSgprs(t, launch.userSgprs, 0);
  let next = launch.userSgprs.length;
  const ids = launch.workgroupIdSgprs;
  if (ids.some((x) => x)) {
    const group = t.b.value('builtin.workgroup_id', vec(I32, 3));
    ids.forEach((enabled, axis) => {
      if (enabled) t.storeSgpr(next++, extract(t, group, axis));
    });
  }
  if (launch.tgSizeSgpr) {
    // (wave index << 6) | wave count: the wave index is uniform over a wave, as an SGPR must be.
    const [sx, sy, sz] = launch.workgroupSize;
    const count = Math.ceil((sx * sy * sz) / t.waveSize);
    const wave = t.b.value('builtin.wave_index', I32);
    const shifted = t.b.value('shl', I32, wave, t.const32(TG_SIZE_WAVE_ID_SHIFT));
    t.storeSgpr(next++, t.b.value('or', I32, shifted, t.const32(tgSizeValue(0, count))));
  }
  const local = t.b.value('builtin.local_invocation_id', vec(I32, 3));
  for (let c = 0; c < launch.localIdComponents; c++) t.initVgpr(c, extract(t, local, c));
  // Every host invocation is a guest lane that exists, so the initial EXEC is the ballot of all.
  t.writeMask(EXEC, t.ballot(t.b.const(I1, 1)));
}

function loadVertex(t: TranslationContext, launch: VertexLaunch): void {
  const [lo, hi] = launch.userDataAddress;
  t.storeSgpr(0, t.const32(lo));
  t.storeSgpr(1, t.const32(hi));
  // The wave is the vertices this host wave holds, one subgroup of one wave, and no primitive
  // threads: primitives are the host's fixed-function assembly (passes/lower-stage-io.ts proves the
  // program's primitive export is the input primitive).
  const all = t.ballot(t.b.const(I1, 1));
  const lanes = t.b.value('iunary.bitcount', t.maskType, all);
  const vertices = t.maskType === I32 ? lanes : t.b.value('trunc', I32, lanes);
  const first = NGG_SYSTEM_SGPRS.first;
  const shl = (v: ValueId, by: number): ValueId => t.b.value('shl', I32, v, t.const32(by));
  t.storeSgpr(first, t.b.value('or', I32, shl(vertices, 12), t.const32(ngGsTgInfo(0, 0))));
  t.storeSgpr(first + 1, t.b.value('or', I32, vertices, t.const32(mergedWaveInfo(0, 0, 0, 1))));
  for (let s = first + 2; s < NGG_SYSTEM_SGPRS.userData; s++) t.storeSgpr(s, t.const32(0));
  storeUserSgprs(t, launch.userSgprs, NGG_SYSTEM_SGPRS.userData);
  const primitive: LaunchValue[] = [
    'the NGG primitive (packed vertex indices, v0)',
    'NGG vertex offsets (v1)',
    'the NGG primitive id (v2)',
    'the NGG instance id of a geometry shader (v3)',
    'NGG vertex offsets (v4)',
  ];
  primitive.forEach((what, v) => {
    t.initVgpr(v, launchValue(t, what));
  });
  const inputs = [
    () => t.b.value('builtin.vertex_index', I32),
    () => launchValue(t, 'a vertex user VGPR (v6)'),
    () => launchValue(t, 'the vertex primitive id (v7)'),
    () => t.b.value('builtin.instance_index', I32),
  ];
  for (let i = 0; i <= launch.esVgprCompCnt; i++) t.initVgpr(5 + i, (inputs[i] as () => ValueId)());
  t.writeMask(EXEC, all);
}

/** One pixel launch VGPR: its register, and what it holds when SPI_PS_INPUT_ENA loads it. */
interface PixelVgpr {
  readonly reg: number;
  readonly bit: number;
  /** Index within the input's VGPRs (i = 0, j = 1). */
  readonly part: number;
}

/** The launch VGPRs SPI_PS_INPUT_ADDR lays out, in register order. */
export function pixelVgprs(launch: Pick<PixelLaunch, 'inputAddr'>): PixelVgpr[] {
  const out: PixelVgpr[] = [];
  let reg = 0;
  PS_INPUT_VGPRS.forEach((count, bit) => {
    if (((launch.inputAddr >>> bit) & 1) === 0) return;
    for (let part = 0; part < count; part++) out.push({ reg: reg++, bit, part });
  });
  return out;
}

/** The opaque value of SPI_PS_INPUT bit `bit`, VGPR `part` (barycentrics are i, j pairs). */
const PIXEL_OPAQUE: Readonly<Record<number, (part: number) => LaunchValue>> = {
  0: (p) => (p === 0 ? 'PERSP_SAMPLE i' : 'PERSP_SAMPLE j'),
  1: (p) => (p === 0 ? 'PERSP_CENTER i' : 'PERSP_CENTER j'),
  2: (p) => (p === 0 ? 'PERSP_CENTROID i' : 'PERSP_CENTROID j'),
  3: () => 'PERSP_PULL_MODEL',
  4: (p) => (p === 0 ? 'LINEAR_SAMPLE i' : 'LINEAR_SAMPLE j'),
  5: (p) => (p === 0 ? 'LINEAR_CENTER i' : 'LINEAR_CENTER j'),
  6: (p) => (p === 0 ? 'LINEAR_CENTROID i' : 'LINEAR_CENTROID j'),
  7: () => 'LINE_STIPPLE_TEX',
  11: () => 'POS_W_FLOAT',
  13: () => 'ANCILLARY',
  14: () => 'SAMPLE_COVERAGE',
  15: () => 'POS_FIXED_PT',
};

/** FRONT_FACE_ENA; the VGPR's two forms are the bits of +1.0f and -1.0f, or 1 and 0. */
const FRONT_FACE_BIT = 12;
const ONE_F32 = 0x3f80_0000;
const MINUS_ONE_F32 = 0xbf80_0000;

/** POS_X/Y/Z_FLOAT_ENA: components of the host's FragCoord. */
const FRAG_COORD_BITS: Readonly<Record<number, number>> = { 8: 0, 9: 1, 10: 2 };

/** The BARYCENTRIC_SETS index of each barycentric SPI_PS_INPUT bit. */
const SET_OF_BIT = new Map(BARYCENTRIC_SETS.map((s, index) => [s.bit, index]));

/**
 * Exact mode: i (part 0) or j (part 1) of a set is the host's weight of vertex 1 or 2, read as the
 * VGPR's bits (the hardware's i and j are the weights P10 and P20 are scaled by).
 */
function barycentric(t: TranslationContext, launch: PixelLaunch, set: number, part: number): ValueId {
  const host = launch.exactBarycentrics as ExactBarycentrics;
  const g = barycentricInput(t.module, set, host, launch.attributes.length);
  const base = t.b.emit('global', ptr('input', vec(F32, 3)), [], { imms: [g] }).result as ValueId;
  const p = t.b.value('access', ptr('input', F32), base, t.const32(0), t.const32(part + 1));
  return t.b.value('bitcast', I32, t.b.value('load', F32, p));
}

function loadPixel(t: TranslationContext, launch: PixelLaunch): void {
  storeUserSgprs(t, launch.userSgprs, 0);
  t.storeSgpr(
    launch.userSgprs.length,
    launchValue(t, 'the pixel primitive mask (the parameter offset for interpolation)'),
  );
  let fragCoord: ValueId | undefined;
  for (const v of pixelVgprs(launch)) {
    if (((launch.inputEna >>> v.bit) & 1) === 0) continue;
    const component = FRAG_COORD_BITS[v.bit];
    if (v.bit === FRONT_FACE_BIT) {
      const [front, back] = launch.frontFaceAllBits ? [1, 0] : [ONE_F32, MINUS_ONE_F32];
      const facing = t.b.value('builtin.front_facing', I1);
      t.initVgpr(v.reg, t.b.value('select', I32, facing, t.const32(front), t.const32(back)));
    } else if (component !== undefined) {
      fragCoord ??= t.b.value('builtin.frag_coord', vec(F32, 4));
      t.initVgpr(v.reg, t.b.value('bitcast', I32, extract(t, fragCoord, component, F32)));
    } else if (launch.exactBarycentrics && SET_OF_BIT.has(v.bit)) {
      t.initVgpr(v.reg, barycentric(t, launch, SET_OF_BIT.get(v.bit) as number, v.part));
    } else {
      t.initVgpr(v.reg, launchValue(t, (PIXEL_OPAQUE[v.bit] as (part: number) => LaunchValue)(v.part)));
    }
  }
  // The wave starts with its covered pixels; helper pixels join only through s_wqm.
  const helper = t.b.value('builtin.helper_invocation', I1);
  t.writeMask(EXEC, t.ballot(t.b.value('xor', I1, helper, t.b.const(I1, 1))));
}
