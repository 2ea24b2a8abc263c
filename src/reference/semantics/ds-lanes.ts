/**
 * The DS instructions that move data between lanes without touching LDS memory: ds_swizzle_b32 (the
 * FFT, rotate, quad-permute and bit-mask modes of the RDNA 1 ISA, section 12.13.1), ds_permute_b32
 * (forward, scatter) and ds_bpermute_b32 (backward, gather).
 *
 * EXEC applies to both ends: a disabled source lane reads as 0 and disabled destination lanes keep
 * their value. On gfx10 the permutes work on each 32-lane half of a wave64 independently (index bits
 * [6:2]), and swizzles keep lane bit 5. All sources are read before any destination is written.
 * Refused: rotate mode with a nonzero mask (the ISA's pseudo-code and examples disagree), permute
 * offsets above 255 (the ISA adds only offset0), and forward permutes where two active lanes send
 * different values to one lane (the ISA calls the winner unpredictable).
 */
import type { ExecContext, SemanticTable } from '../semantics.js';
import { guard, Refusal } from './buffer-common.js';

function reverse5(v: number): number {
  let r = 0;
  for (let b = 0; b < 5; b++) if (v & (1 << b)) r |= 1 << (4 - b);
  return r;
}

function popcount(v: number): number {
  let c = 0;
  for (let x = v; x; x &= x - 1) c++;
  return c;
}

/** The source lane of lane `i` for a ds_swizzle offset. */
export function swizzleSource(offset: number, i: number): number {
  if (offset >= 0xe000) {
    const mask = offset & 0x1f;
    return (reverse5(i & 0x1f) >>> popcount(mask)) | (i & mask) | (i & 0x20);
  }
  if (offset >= 0xc000) {
    const mask = offset & 0x1f;
    if (mask !== 0)
      throw new Refusal(`ds_swizzle rotate with mask ${mask}: the ISA's pseudo-code and examples disagree`);
    let rotate = (offset >>> 5) & 0x1f;
    if (offset & 0x400) rotate = -rotate;
    return ((i + rotate) & 0x1f) | (i & 0x20);
  }
  if (offset & 0x8000) return (i & ~3) | ((offset >>> (2 * (i & 3))) & 3);
  const and = offset & 0x1f;
  const or = (offset >>> 5) & 0x1f;
  const xor = (offset >>> 10) & 0x1f;
  return (((i & 0x1f & and) | or) ^ xor) | (i & 0x20);
}

function dsOffset(ctx: ExecContext): number {
  return (ctx.inst.fields.offset0 as number) | ((ctx.inst.fields.offset1 as number) << 8);
}

function noGds(ctx: ExecContext): void {
  if (ctx.inst.fields.gds) throw new Refusal(`${ctx.inst.mnemonic} with gds: no GDS in compute here`);
}

const swizzle = (ctx: ExecContext): void =>
  guard(ctx, () => {
    noGds(ctx);
    const { wave } = ctx;
    const f = ctx.inst.fields;
    const offset = dsOffset(ctx);
    const out: number[] = [];
    for (let i = 0; i < wave.laneCount; i++) {
      const j = swizzleSource(offset, i);
      out.push(wave.laneActive(j) ? wave.getVgpr(f.addr as number, j) : 0);
    }
    for (let i = 0; i < wave.laneCount; i++)
      if (wave.laneActive(i)) wave.setVgpr(f.vdst as number, i, out[i] as number);
  });

/** The lane a permute index selects: bits [6:2] of (index + offset0), within the lane's half. */
function permuteLane(ctx: ExecContext, lane: number): number {
  const f = ctx.inst.fields;
  if ((f.offset1 as number) !== 0) {
    throw new Refusal(`${ctx.inst.mnemonic} offset ${dsOffset(ctx)} above 255: the ISA adds only offset0`);
  }
  const index = (ctx.wave.getVgpr(f.addr as number, lane) + (f.offset0 as number)) >>> 0;
  return (lane & 0x20) | ((index >>> 2) & 0x1f);
}

const permute = (ctx: ExecContext): void =>
  guard(ctx, () => {
    const { wave } = ctx;
    const f = ctx.inst.fields;
    const tmp = new Array<number>(wave.laneCount).fill(0);
    const writer = new Array<number>(wave.laneCount).fill(-1);
    for (let i = 0; i < wave.laneCount; i++) {
      if (!wave.laneActive(i)) continue;
      const dst = permuteLane(ctx, i);
      const value = wave.getVgpr(f.data0 as number, i);
      const prev = writer[dst] as number;
      if (prev >= 0 && tmp[dst] !== value) {
        throw new Refusal(`ds_permute_b32: lanes ${prev} and ${i} send different values to lane ${dst}`);
      }
      writer[dst] = i;
      tmp[dst] = value;
    }
    for (let i = 0; i < wave.laneCount; i++)
      if (wave.laneActive(i)) wave.setVgpr(f.vdst as number, i, tmp[i] as number);
  });

const bpermute = (ctx: ExecContext): void =>
  guard(ctx, () => {
    const { wave } = ctx;
    const f = ctx.inst.fields;
    const tmp = new Array<number>(wave.laneCount).fill(0);
    for (let i = 0; i < wave.laneCount; i++) {
      if (!wave.laneActive(i)) continue;
      const src = permuteLane(ctx, i);
      tmp[i] = wave.laneActive(src) ? wave.getVgpr(f.data0 as number, src) : 0;
    }
    for (let i = 0; i < wave.laneCount; i++)
      if (wave.laneActive(i)) wave.setVgpr(f.vdst as number, i, tmp[i] as number);
  });

/** Rules of the lane-crossing DS instructions. */
export const DS_LANE_SEMANTICS: SemanticTable = {
  ds_swizzle_b32: swizzle,
  ds_permute_b32: permute,
  ds_bpermute_b32: bpermute,
};
