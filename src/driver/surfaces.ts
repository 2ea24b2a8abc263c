/**
 * Render target surfaces in guest memory: where a colour target (CB_COLORn_*) or the depth target
 * (DB_Z_INFO, DB_Z_READ_BASE/WRITE_BASE, DB_DEPTH_SIZE_XY) lies, its Vulkan format and its layout
 * through the tiling model (src/reference/tiling.ts: LINEAR and the swizzled modes it describes).
 * Multisampled targets and stencil are refused; depth HTILE is read for fast clears (target-cache.ts).
 */
import { hexAddress } from '../agc/errors.js';
import type { ColorTarget } from '../agc/fixed/color.js';
import type { DepthStencilState } from '../agc/fixed/depth-stencil.js';
import {
  computeHtileLayout,
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
  readonly swizzleMode: SwizzleModeName;
  readonly layout: SurfaceLayout;
  /** Depth with HTILE metadata (TILE_SURFACE_ENABLE): where it lies and the fast-clear depth. */
  readonly htile?: SurfaceHtile;
  /** Identity of the surface (same key: same image). */
  readonly key: string;
}

/** The HTILE metadata of a depth surface (slice 0, depth-only word format). */
export interface SurfaceHtile {
  readonly address: number;
  readonly layout: HtileLayout;
  /** DB_DEPTH_CLEAR: the depth of a tile whose ZMASK is 0. */
  readonly clearDepth: number;
}

function swizzleName(code: number, register: string, value: number | undefined): SwizzleModeName {
  const name = (SWIZZLE_MODES as Readonly<Record<number, SwizzleModeName>>)[code];
  if (!name) throw new DriverError(register, `swizzle mode ${code} (value ${value}) is not a gfx10.1 mode`);
  return name;
}

function layoutOf(
  format: string,
  width: number,
  height: number,
  swizzleMode: SwizzleModeName,
  what: string,
): SurfaceLayout {
  try {
    return surfaceLayout({
      swizzleMode,
      bytesPerElement: formatInfo(format).blockBytes,
      width,
      height,
      slices: 1,
      is3d: false,
      samples: 1,
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
): Surface {
  const layout = layoutOf(format, width, height, swizzleMode, what);
  const meta = htile ? `:htile@${hexAddress(htile.address)}` : '';
  const key = `${kind}@${hexAddress(address)}:${format}:${width}x${height}:${swizzleMode}${meta}`;
  return {
    kind,
    slot,
    address,
    format,
    width,
    height,
    swizzleMode,
    layout,
    key,
    ...(htile ? { htile } : {}),
  };
}

/** The surface of a decoded colour target; refused without a Vulkan twin, with samples, or slices. */
export function colorSurface(regs: RegisterReader, t: ColorTarget): Surface {
  const info = `CB_COLOR${t.slot}_INFO`;
  if (!t.vkFormat) {
    throw new DriverError(
      info,
      `${t.format} ${t.numberType} ${t.compSwap} has no Vulkan format with the same bits in the same order`,
    );
  }
  if (t.samples !== 1 || t.fragments !== 1)
    throw new DriverError(
      `CB_COLOR${t.slot}_ATTRIB`,
      `${t.samples} samples: multisampled targets are not drawn yet`,
    );
  if (t.firstSlice !== 0 || t.lastSlice !== 0 || t.mipLevel !== 0)
    throw new DriverError(`CB_COLOR${t.slot}_VIEW`, 'only slice 0 of mip level 0 is drawn yet');
  const attrib3 = `CB_COLOR${t.slot}_ATTRIB3`;
  const mode = swizzleName(fieldsOf(regs, attrib3).COLOR_SW_MODE, attrib3, readOptional(regs, attrib3));
  return surface('color', t.slot, t.address, t.vkFormat, t.width, t.height, mode, `colour target ${t.slot}`);
}

/** The depth surface the draw tests against, or undefined when depth testing is off. */
export function depthSurface(regs: RegisterReader, ds: DepthStencilState): Surface | undefined {
  if (ds.stencilTest)
    throw new DriverError('DB_DEPTH_CONTROL', 'stencil testing is not drawn yet (no stencil surface model)');
  if (!ds.depthTest) return undefined;
  if (ds.depthFormat === 'none')
    throw new DriverError('DB_Z_INFO', 'depth testing is enabled but the depth format is Z_INVALID');
  const zInfo = readOptional(regs, 'DB_Z_INFO');
  const z = fieldsOf(regs, 'DB_Z_INFO');
  if (z.NUM_SAMPLES !== 0) throw new DriverError('DB_Z_INFO', 'multisampled depth is not drawn yet');
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
  const htile = z.TILE_SURFACE_ENABLE ? htileOf(regs, width, height) : undefined;
  return surface('depth', 0, address, format, width, height, mode, 'depth target', htile);
}

/**
 * The HTILE of a depth surface (seed 003's layout, agc/models/htile.ts). Only slice 0 and the
 * depth-only word format (DB_STENCIL_INFO.TILE_STENCIL_DISABLE) are modelled.
 */
function htileOf(regs: RegisterReader, width: number, height: number): SurfaceHtile {
  const why = 'the depth surface has HTILE (DB_Z_INFO.TILE_SURFACE_ENABLE)';
  if (!fieldsOf(regs, 'DB_STENCIL_INFO').TILE_STENCIL_DISABLE)
    throw new DriverError(
      'DB_STENCIL_INFO',
      'HTILE words with stencil metadata (TILE_STENCIL_DISABLE 0) are not modelled',
    );
  const view = readOptional(regs, 'DB_DEPTH_VIEW') ?? 0;
  if (depthViewSliceStart(view) !== 0)
    throw new DriverError('DB_DEPTH_VIEW', 'HTILE of a slice other than 0 is not modelled');
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
  };
}
