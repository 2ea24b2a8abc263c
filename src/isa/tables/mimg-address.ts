/**
 * Where each argument of a sampler opcode (image_sample*, image_gather4*) lies in its address VGPRs,
 * derived from the opcode's row (mimg.ts) and the instruction's dim and a16. One source for the
 * reference executor and the translator.
 *
 * Order (RDNA ISA "image sampler address", LLVM's MIMG address lowering): the extra arguments offset,
 * bias, z-compare, one dword each (with a16 the bias is an f16 in the low half; the offset and the
 * reference stay 32-bit); the derivatives d/dh of each spatial coordinate then d/dv, 32-bit each unless
 * the opcode is a _g16 one, which packs each direction's values two per dword (an odd count leaves the
 * high half of its last dword unused); then the coordinates and the trailing LOD or clamp, 32-bit each
 * or (a16) packed two per dword, low half first. The dword count equals mimg-layout.ts's addressSize
 * (LLVM's rule, probed with llvm-mc-19), which the tests check for every opcode, dim and a16.
 */
import { MF, MIMG_DIMS, type MimgRow } from './mimg.js';

/** One argument's place: an address dword, whole or (`half` 0 low, 1 high) a 16-bit half of it. */
export interface AddressSlot {
  readonly dword: number;
  readonly half?: 0 | 1;
}

/** The argument slots of one sampler instruction. */
export interface SamplerAddress {
  /** Texel offsets: 6-bit signed fields at bits 0, 8, 16 (x, y, z) of one dword (`_o`). */
  readonly offset?: AddressSlot;
  /** LOD bias (`_b`): f32, or f16 with a16. */
  readonly bias?: AddressSlot;
  /** Depth-compare reference (`_c`): always f32. */
  readonly compare?: AddressSlot;
  /** Derivatives: d/dh of each spatial coordinate, then d/dv of each (`_d`, `_cd`). */
  readonly gradients: readonly AddressSlot[];
  /** The coordinates of the dim (MIMG_DIMS), f32 or (a16) f16. */
  readonly coords: readonly AddressSlot[];
  /** The explicit LOD (`_l`) or the LOD clamp (`_cl`), like the coordinates. */
  readonly lod?: AddressSlot;
  /** Address dwords in all. */
  readonly dwords: number;
}

/** The address layout of a sampler `row` for instruction dim `dim` (0..7) and `a16`. */
export function samplerAddress(row: MimgRow, dim: number, a16: boolean): SamplerAddress {
  const flags = row[4];
  const d = MIMG_DIMS[dim & 7] as (typeof MIMG_DIMS)[number];
  let next = 0;
  const whole = (): AddressSlot => ({ dword: next++ });
  const offset = flags & MF.OFFSET ? whole() : undefined;
  const bias = flags & MF.BIAS ? (a16 ? { dword: next++, half: 0 as const } : whole()) : undefined;
  const compare = flags & MF.COMPARE ? whole() : undefined;
  const gradients: AddressSlot[] = [];
  if (flags & MF.GRAD) {
    const perDirection = d.gradients >> 1;
    for (let direction = 0; direction < 2; direction++) {
      if (flags & MF.G16) {
        for (let i = 0; i < perDirection; i++)
          gradients.push({ dword: next + (i >> 1), half: (i & 1) as 0 | 1 });
        next += (perDirection + 1) >> 1;
      } else {
        for (let i = 0; i < perDirection; i++) gradients.push(whole());
      }
    }
  }
  const count = d.coords + (flags & MF.LOD ? 1 : 0);
  const packed: AddressSlot[] = [];
  for (let i = 0; i < count; i++)
    packed.push(a16 ? { dword: next + (i >> 1), half: (i & 1) as 0 | 1 } : { dword: next + i });
  next += a16 ? (count + 1) >> 1 : count;
  const coords = packed.slice(0, d.coords);
  const lod = flags & MF.LOD ? packed[d.coords] : undefined;
  return {
    ...(offset ? { offset } : {}),
    ...(bias ? { bias } : {}),
    ...(compare ? { compare } : {}),
    gradients,
    coords,
    ...(lod ? { lod } : {}),
    dwords: next,
  };
}

/** The 32-bit pattern of a slot (a half: zero-extended) from the address dwords. */
export function slotBits(dwords: readonly number[], slot: AddressSlot): number {
  const word = (dwords[slot.dword] as number) >>> 0;
  return slot.half === undefined ? word : (word >>> (16 * slot.half)) & 0xffff;
}

/** The texel offsets (x, y, z) of an offset dword: 6-bit two's complement fields at bits 0, 8, 16. */
export function texelOffsets(word: number): [number, number, number] {
  const field = (shift: number): number => (((word >>> shift) & 0x3f) ^ 0x20) - 0x20;
  return [field(0), field(8), field(16)];
}
