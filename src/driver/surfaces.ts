/**
 * Render target surfaces in guest memory: where a colour target (CB_COLORn_*) or the depth target
 * (DB_Z_INFO, DB_Z_READ_BASE/WRITE_BASE, DB_DEPTH_SIZE_XY) lies, its Vulkan format and its layout
 * through the tiling model (src/reference/tiling.ts: LINEAR and the swizzled modes it describes).
 * A depth target with DB_STENCIL_INFO.FORMAT S8 has a stencil plane of its own (DB_STENCIL_READ_BASE,
 * DB_STENCIL_INFO.SW_MODE, one byte per pixel) that travels with it. Colour targets may be
 * multisampled (uncompressed, in the Z_X/R_X modes the tiling model lays samples out for); multisampled
 * depth is refused; depth HTILE is read for fast clears (target-cache.ts). A colour target's view
 * (CB_COLORn_VIEW SLICE_START..SLICE_MAX of mip 0) may hold several slices of an array: the image has
 * one layer per slice of the view, layer 0 at SLICE_START (a vertex program's render target index
 * counts from there); so may the depth target's (DB_DEPTH_VIEW, with its stencil plane), but not with
 * HTILE, which is modelled for slice 0 only.
 */
import { hexAddress } from '../agc/errors.js';
import type { ColorTarget } from '../agc/fixed/color.js';
import type { DepthStencilState } from '../agc/fixed/depth-stencil.js';
import {
  computeHtileLayout,
  depthViewSliceMax,
  depthViewSliceStart,
  type HtileLayout,
  PS5_GB_ADDR_CONFIG,
} from '../agc/models/htile.js';
import { asFloat, fieldsOf, readOptional, readRequired } from '../agc/state/read.js';
import type { RegisterReader } from '../agc/state/register-file.js';
import { SWIZZLE_MODES, type SwizzleModeName } from '../isa/tables/image-descriptor.js';
import { PS5_PIPES_LOG2, type SurfaceLayout, surfaceLayout, TilingError } from '../reference/tiling.js';
import { formatInfo } from '../vulkan/formats.js';
import { DriverError } from './errors.js';

/** A render target surface. */
export interface Surface {
  readonly kind: 'color' | 'depth';
  /** Colour slot (MRT index), or 0 for depth. */
  readonly slot: number;
  readonly address: number;
  /** Vulkan format name. */
  readonly format: string;
  readonly width: number;
  readonly height: number;
  /** Samples per pixel (colour: CB_COLORn_ATTRIB.NUM_SAMPLES). */
  readonly samples: number;
  /** The view's first slice (SLICE_START) and its slice count: the image's layers. */
  readonly firstSlice: number;
  readonly slices: number;
  readonly swizzleMode: SwizzleModeName;
  readonly layout: SurfaceLayout;
  /** Depth with HTILE metadata (TILE_SURFACE_ENABLE): where it lies and the fast-clear depth. */
  readonly htile?: SurfaceHtile;
  /** Depth with a stencil plane (DB_STENCIL_INFO.FORMAT S8). */
  readonly stencil?: StencilPlane;
  /** Identity of the surface (same key: same image). */
  readonly key: string;
}

/** The stencil plane of a depth surface: S8 texels at their own address and swizzle mode (slices 0..the view's last). */
export interface StencilPlane {
  readonly address: number;
  readonly swizzleMode: SwizzleModeName;
  readonly layout: SurfaceLayout;
}

/** The HTILE metadata of a depth surface (slice 0). */
export interface SurfaceHtile {
  readonly address: number;
  readonly layout: HtileLayout;
  /** DB_DEPTH_CLEAR: the depth of a tile whose ZMASK is 0. */
  readonly clearDepth: number;
  /**
   * The word format: depth-only (DB_STENCIL_INFO.TILE_STENCIL_DISABLE 1), or depth and stencil, whose
   * SMEM field says whether a tile's stencil is DB_STENCIL_CLEAR (0) or in memory (3).
   */
  readonly words: 'depth' | 'depthStencil';
  /** DB_STENCIL_CLEAR: the stencil of a tile whose SMEM is 0 (depth-stencil words). */
  readonly clearStencil: number;
}

/** The Vulkan format of a surface's image: its depth format with S8 added when it has stencil. */
export function attachmentFormat(surface: Surface): string {
  return surface.stencil ? `${surface.format}_S8_UINT` : surface.format;
}

function swizzleName(code: number, register: string, value: number | undefined): SwizzleModeName {
  const name = (SWIZZLE_MODES as Readonly<Record<number, SwizzleModeName>>)[code];
  if (!name) throw new DriverError(register, `swizzle mode ${code} (value ${value}) is not a gfx10.1 mode`);
  return name;
}

function layoutOf(
  bytesPerElement: number,
  width: number,
  height: number,
  swizzleMode: SwizzleModeName,
  what: string,
  samples = 1,
  slices = 1,
): SurfaceLayout {
  try {
    return surfaceLayout({
      swizzleMode,
      bytesPerElement,
      width,
      height,
      slices,
      is3d: false,
      samples,
      mipLevels: 1,
      pipesLog2: PS5_PIPES_LOG2,
    });
  } catch (e) {
    if (e instanceof TilingError) throw new DriverError(what, e.reason);
    throw e;
  }
}

function surface(
  kind: Surface['kind'],
  slot: number,
  address: number,
  format: string,
  width: number,
  height: number,
  swizzleMode: SwizzleModeName,
  what: string,
  htile?: SurfaceHtile,
  stencil?: StencilPlane,
  samples = 1,
  view: { readonly firstSlice: number; readonly slices: number } = { firstSlice: 0, slices: 1 },
): Surface {
  // The layout spans slices 0..the view's last: a 2D array's slices lie at a fixed pitch.
  const layout = layoutOf(
    formatInfo(format).blockBytes,
    width,
    height,
    swizzleMode,
    what,
    samples,
    view.firstSlice + view.slices,
  );
  const meta = htile ? `:htile@${hexAddress(htile.address)}` : '';
  const s = stencil ? `:s8@${hexAddress(stencil.address)}:${stencil.swizzleMode}` : '';
  const layers = view.firstSlice === 0 && view.slices === 1 ? '' : `[${view.firstSlice}+${view.slices}]`;
  const size = `${width}x${height}${samples > 1 ? `x${samples}` : ''}${layers}`;
  const key = `${kind}@${hexAddress(address)}:${format}:${size}:${swizzleMode}${meta}${s}`;
  return {
    kind,
    slot,
    address,
    format,
    width,
    height,
    samples,
    firstSlice: view.firstSlice,
    slices: view.slices,
    swizzleMode,
    layout,
    key,
    ...(htile ? { htile } : {}),
    ...(stencil ? { stencil } : {}),
  };
}

/**
 * The surface of a decoded colour target; refused without a Vulkan twin, for mip levels other than 0, a
 * view past the array (SLICE_MAX over ATTRIB3.MIP0_DEPTH), several slices of a multisampled target,
 * with fewer fragments than samples (EQAA), and multisampled with FMASK, CMASK or DCC compression.
 */
export function colorSurface(regs: RegisterReader, t: ColorTarget): Surface {
  const info = `CB_COLOR${t.slot}_INFO`;
  if (!t.vkFormat) {
    throw new DriverError(
      info,
      `${t.format} ${t.numberType} ${t.compSwap} has no Vulkan format with the same bits in the same order`,
    );
  }
  if (t.samples !== t.fragments)
    throw new DriverError(
      `CB_COLOR${t.slot}_ATTRIB`,
      `${t.samples} samples in ${t.fragments} fragments (EQAA) are not drawn yet`,
    );
  if (t.samples > 1) {
    const fields = fieldsOf(regs, info);
    for (const flag of ['COMPRESSION', 'FAST_CLEAR', 'DCC_ENABLE'] as const) {
      if (fields[flag])
        throw new DriverError(
          `${info}.${flag}`,
          `a multisampled target with ${flag === 'COMPRESSION' ? 'FMASK' : flag === 'FAST_CLEAR' ? 'CMASK' : 'DCC'} compression is not drawn yet`,
        );
    }
  }
  const view = `CB_COLOR${t.slot}_VIEW`;
  if (t.mipLevel !== 0) throw new DriverError(view, `mip level ${t.mipLevel}: only mip level 0 is drawn yet`);
  const attrib3 = `CB_COLOR${t.slot}_ATTRIB3`;
  const a3 = fieldsOf(regs, attrib3);
  // RESOURCE_TYPE is Mesa's gfx9 resource type (1D 0, 2D 1, 3D 2): 3D slices are laid out as depth.
  if (a3.RESOURCE_TYPE === 2)
    throw new DriverError(
      `${attrib3}.RESOURCE_TYPE`,
      'a 3D colour target (its slices as depth) is not drawn yet',
    );
  if (t.lastSlice < t.firstSlice || t.lastSlice > a3.MIP0_DEPTH)
    throw new DriverError(
      view,
      `slices ${t.firstSlice}..${t.lastSlice} do not lie in the ${a3.MIP0_DEPTH + 1} slices of the array (${attrib3}.MIP0_DEPTH)`,
    );
  const slices = t.lastSlice - t.firstSlice + 1;
  if (slices > 1 && t.samples > 1)
    throw new DriverError(view, 'several slices of a multisampled target are not drawn yet');
  const mode = swizzleName(a3.COLOR_SW_MODE, attrib3, readOptional(regs, attrib3));
  const what = `colour target ${t.slot}`;
  return surface(
    'color',
    t.slot,
    t.address,
    t.vkFormat,
    t.width,
    t.height,
    mode,
    what,
    undefined,
    undefined,
    t.samples,
    { firstSlice: t.firstSlice, slices },
  );
}

/**
 * The depth(-stencil) surface the draw tests against, or undefined when depth and stencil testing are
 * off. A stencil plane comes with it whenever DB_STENCIL_INFO.FORMAT is S8, tested or not, so its
 * contents (and HTILE stencil state) survive draws that only test depth.
 */
export function depthSurface(regs: RegisterReader, ds: DepthStencilState): Surface | undefined {
  if (!ds.depthTest && !ds.stencilTest) return undefined;
  if (ds.stencilTest && ds.stencilFormat === 'none')
    throw new DriverError(
      'DB_STENCIL_INFO',
      'stencil testing is enabled (DB_DEPTH_CONTROL.STENCIL_ENABLE) but the stencil format is STENCIL_INVALID',
    );
  if (ds.depthFormat === 'none')
    throw new DriverError(
      'DB_Z_INFO',
      `${ds.depthTest ? 'depth' : 'stencil'} testing is enabled but the depth format is Z_INVALID (stencil-only targets are not drawn yet)`,
    );
  const zInfo = readOptional(regs, 'DB_Z_INFO');
  const z = fieldsOf(regs, 'DB_Z_INFO');
  if (z.NUM_SAMPLES !== 0) throw new DriverError('DB_Z_INFO', 'multisampled depth is not drawn yet');
  const viewValue = readOptional(regs, 'DB_DEPTH_VIEW') ?? 0;
  const firstSlice = depthViewSliceStart(viewValue);
  const lastSlice = depthViewSliceMax(viewValue);
  const mip = fieldsOf(regs, 'DB_DEPTH_VIEW').MIPID;
  if (lastSlice < firstSlice || mip !== 0)
    throw new DriverError(
      'DB_DEPTH_VIEW',
      `slices ${firstSlice}..${lastSlice} of mip ${mip}: only slices of mip 0 are drawn yet`,
    );
  const view = { firstSlice, slices: lastSlice - firstSlice + 1 };
  const why = 'depth testing is enabled';
  const read = readRequired(regs, 'DB_Z_READ_BASE', why);
  const write = readRequired(regs, 'DB_Z_WRITE_BASE', why);
  const readHi = readOptional(regs, 'DB_Z_READ_BASE_HI') ?? 0;
  const writeHi = readOptional(regs, 'DB_Z_WRITE_BASE_HI') ?? 0;
  if (read !== write || readHi !== writeHi)
    throw new DriverError('DB_Z_WRITE_BASE', 'depth read and write bases differ');
  const size = fieldsOf(regs, 'DB_DEPTH_SIZE_XY');
  readRequired(regs, 'DB_DEPTH_SIZE_XY', why);
  const mode = swizzleName(z.SW_MODE, 'DB_Z_INFO', zInfo);
  const format = ds.depthFormat === 'd16' ? 'D16_UNORM' : 'D32_SFLOAT';
  const address = ((readHi & 0xff) * 2 ** 32 + read) * 256;
  const width = size.X_MAX + 1;
  const height = size.Y_MAX + 1;
  if (z.TILE_SURFACE_ENABLE && (firstSlice !== 0 || lastSlice !== 0))
    throw new DriverError(
      'DB_DEPTH_VIEW',
      `slices ${firstSlice}..${lastSlice} with HTILE: only slice 0's HTILE is modelled`,
    );
  const htile = z.TILE_SURFACE_ENABLE ? htileOf(regs, ds, width, height) : undefined;
  const stencil =
    ds.stencilFormat === 's8' ? stencilPlane(regs, width, height, firstSlice + view.slices) : undefined;
  return surface('depth', 0, address, format, width, height, mode, 'depth target', htile, stencil, 1, view);
}

/** The stencil plane (DB_STENCIL_INFO.FORMAT S8): its own bases and swizzle mode, 8 bits a pixel. */
function stencilPlane(regs: RegisterReader, width: number, height: number, slices: number): StencilPlane {
  const why = 'the depth target has a stencil plane (DB_STENCIL_INFO.FORMAT S8)';
  const read = readRequired(regs, 'DB_STENCIL_READ_BASE', why);
  const write = readRequired(regs, 'DB_STENCIL_WRITE_BASE', why);
  const readHi = readOptional(regs, 'DB_STENCIL_READ_BASE_HI') ?? 0;
  const writeHi = readOptional(regs, 'DB_STENCIL_WRITE_BASE_HI') ?? 0;
  if (read !== write || readHi !== writeHi)
    throw new DriverError('DB_STENCIL_WRITE_BASE', 'stencil read and write bases differ');
  const info = fieldsOf(regs, 'DB_STENCIL_INFO');
  const swizzleMode = swizzleName(info.SW_MODE, 'DB_STENCIL_INFO', readOptional(regs, 'DB_STENCIL_INFO'));
  return {
    address: ((readHi & 0xff) * 2 ** 32 + read) * 256,
    swizzleMode,
    layout: layoutOf(1, width, height, swizzleMode, 'stencil plane', 1, slices),
  };
}

/**
 * The HTILE of a depth surface (seed 003's layout, agc/models/htile.ts). Only slice 0 is modelled; the
 * word format follows DB_STENCIL_INFO.TILE_STENCIL_DISABLE.
 */
function htileOf(regs: RegisterReader, ds: DepthStencilState, width: number, height: number): SurfaceHtile {
  const why = 'the depth surface has HTILE (DB_Z_INFO.TILE_SURFACE_ENABLE)';
  const words = fieldsOf(regs, 'DB_STENCIL_INFO').TILE_STENCIL_DISABLE ? 'depth' : 'depthStencil';
  if (words === 'depthStencil' && ds.stencilFormat === 'none')
    throw new DriverError(
      'DB_STENCIL_INFO',
      'HTILE words with stencil metadata (TILE_STENCIL_DISABLE 0) over a target without stencil (FORMAT STENCIL_INVALID)',
    );
  const base = readRequired(regs, 'DB_HTILE_DATA_BASE', why);
  const hi = readOptional(regs, 'DB_HTILE_DATA_BASE_HI') ?? 0;
  const layout = computeHtileLayout(
    readOptional(regs, 'GB_ADDR_CONFIG') ?? PS5_GB_ADDR_CONFIG,
    width,
    height,
  );
  return {
    address: ((hi & 0xff) * 2 ** 32 + base) * 256,
    layout,
    clearDepth: asFloat(readOptional(regs, 'DB_DEPTH_CLEAR') ?? 0),
    words,
    clearStencil: fieldsOf(regs, 'DB_STENCIL_CLEAR').CLEAR,
  };
}
