/**
 * The MIMG opcode table (gfx1013 and gfx1030 share it): one row per image opcode with its LLVM
 * mnemonic, its kind and the address components it takes. It is the single source of truth for the
 * MIMG family: decode validity, the register widths LLVM prints, encoding and operand metadata all
 * derive from these rows and the derivation rules below.
 *
 * Facts: opcode numbers and names were probed with llvm-mc-19; the address rules (extra arguments,
 * gradients, LOD/clamp/mip component, which vaddr/vdata register widths an opcode has, which NSA
 * variant the disassembler picks) follow LLVM's MIMG instruction definitions and were checked against
 * llvm-mc-19 by the differential tests.
 */

/** What an image opcode does, which decides its operands and data widths. */
export type MimgKind = 'load' | 'store' | 'atomic' | 'sample' | 'gather' | 'bvh';

/** The row flags. */
export const MF = {
  /** One LOD, clamp or mip address component. */
  LOD: 1,
  /** Derivatives in the address (sample_d, sample_cd). */
  GRAD: 2,
  /** 16-bit derivatives (the _g16 opcodes). */
  G16: 4,
  /** Accepts the d16 modifier (packed 16-bit data). */
  D16: 8,
  /** No coordinates (image_get_resinfo: the address is the mip level only). */
  NOCOORD: 16,
  /** Compare-and-swap: the data holds two values. */
  X2: 32,
  /** 64-bit node pointer (image_bvh64_intersect_ray). */
  BVH64: 64,
  /** Multisampled images only: the assembler requires an MSAA dim (image_msaa_load). */
  MSAA: 128,
  /** A texel offset argument (`_o`). */
  OFFSET: 256,
  /** An LOD bias argument (`_b`). */
  BIAS: 512,
  /** A depth-compare reference argument (`_c`). */
  COMPARE: 1024,
} as const;

/** [opcode, mnemonic, kind, extra address arguments (offset, bias, z-compare), flags]. */
export type MimgRow = readonly [number, string, MimgKind, number, number];

const { LOD, GRAD, G16, D16, NOCOORD, X2, BVH64, MSAA, OFFSET, BIAS, COMPARE } = MF;

/**
 * The sampler variants by mnemonic suffix: extra arguments (`_o` offset, `_b` bias, `_c` z-compare),
 * derivatives (`_d`, `_cd`), one LOD/clamp component (`_l`, `_cl`), 16-bit derivatives (`_g16`).
 */
function samplerRow(op: number, mnemonic: string, kind: 'sample' | 'gather', d16 = true): MimgRow {
  const base = mnemonic.replace(/^image_(sample|gather4h|gather4|get_lod)/, '');
  const parts = base.split('_').filter((p) => p.length > 0);
  let extra = 0;
  let flags = d16 ? D16 : 0;
  for (const p of parts) {
    if (p === 'o' || p === 'b' || p === 'c') {
      extra++;
      flags |= p === 'o' ? OFFSET : p === 'b' ? BIAS : COMPARE;
    } else if (p === 'd' || p === 'cd') flags |= GRAD;
    else if (p === 'l' || p === 'cl') flags |= LOD;
    else if (p === 'g16') flags |= G16;
  }
  return [op, mnemonic, kind, extra, flags];
}

const SAMPLE_SUFFIXES = [
  '',
  '_cl',
  '_d',
  '_d_cl',
  '_l',
  '_b',
  '_b_cl',
  '_lz',
  '_c',
  '_c_cl',
  '_c_d',
  '_c_d_cl',
  '_c_l',
  '_c_b',
  '_c_b_cl',
  '_c_lz',
];

function buildRows(): MimgRow[] {
  const rows: MimgRow[] = [
    [0, 'image_load', 'load', 0, D16],
    [1, 'image_load_mip', 'load', 0, LOD | D16],
    [2, 'image_load_pck', 'load', 0, 0],
    [3, 'image_load_pck_sgn', 'load', 0, 0],
    [4, 'image_load_mip_pck', 'load', 0, LOD],
    [5, 'image_load_mip_pck_sgn', 'load', 0, LOD],
    [8, 'image_store', 'store', 0, D16],
    [9, 'image_store_mip', 'store', 0, LOD | D16],
    [10, 'image_store_pck', 'store', 0, 0],
    [11, 'image_store_mip_pck', 'store', 0, LOD],
    [14, 'image_get_resinfo', 'load', 0, LOD | NOCOORD],
    [15, 'image_atomic_swap', 'atomic', 0, 0],
    [16, 'image_atomic_cmpswap', 'atomic', 0, X2],
    [17, 'image_atomic_add', 'atomic', 0, 0],
    [18, 'image_atomic_sub', 'atomic', 0, 0],
    [20, 'image_atomic_smin', 'atomic', 0, 0],
    [21, 'image_atomic_umin', 'atomic', 0, 0],
    [22, 'image_atomic_smax', 'atomic', 0, 0],
    [23, 'image_atomic_umax', 'atomic', 0, 0],
    [24, 'image_atomic_and', 'atomic', 0, 0],
    [25, 'image_atomic_or', 'atomic', 0, 0],
    [26, 'image_atomic_xor', 'atomic', 0, 0],
    [27, 'image_atomic_inc', 'atomic', 0, 0],
    [28, 'image_atomic_dec', 'atomic', 0, 0],
    [29, 'image_atomic_fcmpswap', 'atomic', 0, X2],
    [30, 'image_atomic_fmin', 'atomic', 0, 0],
    [31, 'image_atomic_fmax', 'atomic', 0, 0],
    [128, 'image_msaa_load', 'load', 0, D16 | MSAA],
    [230, 'image_bvh_intersect_ray', 'bvh', 0, 0],
    [231, 'image_bvh64_intersect_ray', 'bvh', 0, BVH64],
  ];
  // image_sample* 32..47, the _o forms 48..63; image_gather4* 64..95 without the _d forms.
  SAMPLE_SUFFIXES.forEach((s, i) => {
    rows.push(samplerRow(32 + i, `image_sample${s}`, 'sample'));
    rows.push(samplerRow(48 + i, `image_sample${s}_o`, 'sample'));
    if (!s.includes('_d')) {
      rows.push(samplerRow(64 + i, `image_gather4${s}`, 'gather'));
      rows.push(samplerRow(80 + i, `image_gather4${s}_o`, 'gather'));
    }
  });
  rows.push(samplerRow(96, 'image_get_lod', 'sample', false));
  rows.push(samplerRow(97, 'image_gather4h', 'gather'));
  ['_cd', '_cd_cl', '_c_cd', '_c_cd_cl', '_cd_o', '_cd_cl_o', '_c_cd_o', '_c_cd_cl_o'].forEach((s, i) => {
    rows.push(samplerRow(104 + i, `image_sample${s}`, 'sample'));
    rows.push(samplerRow(232 + i, `image_sample${s}_g16`, 'sample'));
  });
  const g16: readonly [number, string][] = [
    [162, '_d'],
    [163, '_d_cl'],
    [170, '_c_d'],
    [171, '_c_d_cl'],
    [178, '_d_o'],
    [179, '_d_cl_o'],
    [186, '_c_d_o'],
    [187, '_c_d_cl_o'],
  ];
  for (const [op, s] of g16) rows.push(samplerRow(op, `image_sample${s}_g16`, 'sample'));
  return rows.sort((a, b) => a[0] - b[0]);
}

/** Every MIMG opcode of gfx1013/gfx1030, sorted by opcode. */
export const MIMG_ROWS: readonly MimgRow[] = buildRows();

/**
 * The image dimensions of the DIM field: LLVM suffix, address coordinates, derivatives (two per
 * spatial coordinate: array slice, cube face and MSAA fragment are coordinates without derivatives).
 */
export const MIMG_DIMS: readonly {
  readonly suffix: string;
  readonly coords: number;
  readonly gradients: number;
}[] = [
  { suffix: '1D', coords: 1, gradients: 2 },
  { suffix: '2D', coords: 2, gradients: 4 },
  { suffix: '3D', coords: 3, gradients: 6 },
  { suffix: 'CUBE', coords: 3, gradients: 4 },
  { suffix: '1D_ARRAY', coords: 2, gradients: 2 },
  { suffix: '2D_ARRAY', coords: 3, gradients: 4 },
  { suffix: '2D_MSAA', coords: 3, gradients: 4 },
  { suffix: '2D_MSAA_ARRAY', coords: 4, gradients: 4 },
];

/**
 * Register widths of one opcode, derived from its row the way LLVM defines its instruction variants:
 * which vdata and vaddr widths exist (bit n set: an n-dword variant exists), which width the
 * disassembler decodes before widening, and which address count it decodes for each NSA dword count.
 */
export interface MimgShape {
  readonly row: MimgRow;
  /**
   * Index n = the data dwords dmask/d16/tfe ask for: the width of the variant LLVM widens vdata to,
   * 0 when it has none. (Probed quirk: 32-bit atomics asking for 4 dwords print 5.)
   */
  readonly vdataWidth: readonly number[];
  /** The vdata width the disassembler decodes first. */
  readonly vdataDefault: number;
  /** Bit n: an n-dword contiguous vaddr variant exists. */
  readonly vaddrSet: number;
  /** The contiguous vaddr width the disassembler decodes first. */
  readonly vaddrDefault: number;
  /** Bit n: an n-address NSA variant exists. */
  readonly nsaSet: number;
  /** Index = NSA field (1..3): the address count decoded for it, 0 when that NSA value is invalid. */
  readonly nsaDecode: readonly number[];
}

/** The address counts a sampler opcode can need over all dimensions and a16 (LLVM's list). */
function samplerAddressCounts(extra: number, flags: number): number[] {
  const lod = (flags & LOD) !== 0;
  let counts: number[];
  if (flags & GRAD) {
    const top = (flags & G16 ? 7 : 9) + (lod ? 1 : 0);
    counts = [];
    for (let n = 2; n <= top; n++) counts.push(n);
  } else {
    counts = lod ? [1, 2, 3, 4] : [1, 2, 3];
  }
  return counts.map((n) => n + extra);
}

/** Contiguous vaddr register classes: each range [min, max] yields a max-dword variant. */
const VADDR_RANGES: readonly (readonly [number, number])[] = [
  [1, 1],
  [2, 2],
  [3, 3],
  [3, 4],
  [5, 5],
  [6, 6],
  [7, 7],
  [5, 8],
  [9, 9],
  [10, 10],
  [11, 11],
  [12, 12],
  [13, 16],
];

/** NSA variant groups by NSA dword count 1..3: address counts, largest first. */
const NSA_GROUPS: readonly (readonly number[])[] = [[], [5, 4, 3, 2], [9, 8, 7, 6], [12, 11, 10]];

function bits(list: readonly number[]): number {
  let m = 0;
  for (const n of list) m |= 1 << n;
  return m;
}

/** A vdata width table where each listed data size has a variant of that width. */
function widths(list: readonly number[]): number[] {
  const out = [0, 0, 0, 0, 0, 0];
  for (const n of list) out[n] = n;
  return out;
}

function shapeOf(row: MimgRow): MimgShape {
  const [, , kind, extra, flags] = row;
  if (kind === 'bvh') {
    const n = flags & BVH64 ? 12 : 11;
    const n16 = flags & BVH64 ? 9 : 8;
    return {
      row,
      vdataWidth: widths([4]),
      vdataDefault: 4,
      vaddrSet: bits([n, n16]),
      vaddrDefault: n,
      nsaSet: bits([n, n16]),
      nsaDecode: [0, 0, n16, n],
    };
  }
  let vdata: number[];
  let vdataDefault = 1;
  if (kind === 'atomic') {
    vdata = flags & X2 ? widths([2, 4]) : [0, 1, 2, 0, 5, 0];
    vdataDefault = flags & X2 ? 2 : 1;
  } else if (kind === 'gather') {
    vdata = widths([2, 4, 5]);
    vdataDefault = 4;
  } else {
    vdata = widths([1, 2, 3, 4, 5]);
  }
  if (kind === 'sample' || kind === 'gather') {
    const counts = samplerAddressCounts(extra, flags);
    const contiguous: number[] = [];
    for (const [lo, hi] of VADDR_RANGES) if (counts.some((n) => n >= lo && n <= hi)) contiguous.push(hi);
    const nsa = counts.filter((n) => n >= 2 && n <= 12);
    const nsaDecode = NSA_GROUPS.map((g) => g.find((n) => nsa.includes(n)) ?? 0);
    return {
      row,
      vdataWidth: vdata,
      vdataDefault,
      vaddrSet: bits(contiguous),
      vaddrDefault: contiguous[0] as number,
      nsaSet: bits(nsa),
      nsaDecode,
    };
  }
  return {
    row,
    vdataWidth: vdata,
    vdataDefault,
    vaddrSet: bits([1, 2, 3, 4]),
    vaddrDefault: 1,
    nsaSet: bits([2, 3, 4]),
    nsaDecode: [0, 4, 0, 0],
  };
}

/** Shapes indexed by opcode (0..255); undefined for opcodes that do not exist. */
export const MIMG_SHAPES: readonly (MimgShape | undefined)[] = (() => {
  const out: (MimgShape | undefined)[] = new Array(256).fill(undefined);
  for (const row of MIMG_ROWS) out[row[0]] = shapeOf(row);
  return out;
})();

/** Opcode by mnemonic, for the assembler. */
export const MIMG_BY_MNEMONIC: ReadonlyMap<string, MimgShape> = new Map(
  MIMG_ROWS.map((r) => [r[1], MIMG_SHAPES[r[0]] as MimgShape]),
);
