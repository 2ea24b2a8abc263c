/**
 * Color targets: for each of the 8 slots, CB_COLORn_INFO (format, number type, COMP_SWAP, blend clamp
 * and bypass), BASE/BASE_EXT, VIEW, ATTRIB/ATTRIB2/ATTRIB3 and the slot's CB_TARGET_MASK nibble. The
 * Vulkan format is given where one stores the same bits in the same order (SWAP_STD, and SWAP_ALT for
 * four 8-bit channels). 8_8_8_8 and 16_16_16_16 targets with SWAP_STD_REV or SWAP_ALT_REV get the
 * format of their memory layout and `hostChannels` says which export channel each of its channels
 * holds (the pixel shader reorders, agc/models/reversed-blend.ts blends); other swaps keep `vkFormat`
 * undefined.
 */
import { AgcStateError } from '../errors.js';
import { SWAP_CHANNELS } from '../models/reversed-blend-search.js';
import { requireRegister } from '../registers/index.js';
import { fieldsOf, readOptional } from '../state/read.js';
import type { RegisterReader } from '../state/register-file.js';

export type NumberType = 'UNORM' | 'SNORM' | 'USCALED' | 'SSCALED' | 'UINT' | 'SINT' | 'SRGB' | 'FLOAT';
const NUMBER: readonly NumberType[] = [
  'UNORM',
  'SNORM',
  'USCALED',
  'SSCALED',
  'UINT',
  'SINT',
  'SRGB',
  'FLOAT',
];
const SWAP = ['SWAP_STD', 'SWAP_ALT', 'SWAP_STD_REV', 'SWAP_ALT_REV'] as const;

/** One bound color target. */
export interface ColorTarget {
  readonly slot: number;
  /** CB_COLORn_INFO as written. */
  readonly info: number;
  readonly address: number;
  /** Mesa's ColorFormat name, e.g. COLOR_8_8_8_8. */
  readonly format: string;
  readonly numberType: NumberType;
  readonly compSwap: (typeof SWAP)[number];
  /**
   * The Vulkan format storing the same bits in the same order, when there is one; for a reversed
   * 8_8_8_8 / 16_16_16_16 target, the format of its memory layout.
   */
  readonly vkFormat: string | undefined;
  /** The export channel (0 R .. 3 A) each channel of `vkFormat` holds: [0, 1, 2, 3] but when reversed. */
  readonly hostChannels: readonly number[];
  readonly width: number;
  readonly height: number;
  readonly samples: number;
  readonly fragments: number;
  readonly firstSlice: number;
  readonly lastSlice: number;
  readonly mipLevel: number;
  /**
   * Channel write mask after blending, R=1 G=2 B=4 A=8 (CB_TARGET_MASK), in export order: the AMD
   * register references place the mask before COMP_SWAP is applied.
   */
  readonly writeMask: number;
  readonly blendClamp: boolean;
  readonly blendBypass: boolean;
  readonly forceDstAlphaOne: boolean;
}

/** Vulkan component layouts of ColorFormat values (SWAP_STD order), with the number types they take. */
const LAYOUT: Readonly<Record<string, string>> = {
  COLOR_8: 'R8',
  COLOR_16: 'R16',
  COLOR_8_8: 'R8G8',
  COLOR_32: 'R32',
  COLOR_16_16: 'R16G16',
  COLOR_8_8_8_8: 'R8G8B8A8',
  COLOR_32_32: 'R32G32',
  COLOR_16_16_16_16: 'R16G16B16A16',
  COLOR_32_32_32_32: 'R32G32B32A32',
};
const SUFFIX: Readonly<Record<NumberType, string>> = {
  UNORM: 'UNORM',
  SNORM: 'SNORM',
  USCALED: 'USCALED',
  SSCALED: 'SSCALED',
  UINT: 'UINT',
  SINT: 'SINT',
  SRGB: 'SRGB',
  FLOAT: 'SFLOAT',
};

/** The Vulkan format name for a format, number type and swap, or undefined when none matches. */
export function vulkanColorFormat(format: string, numberType: NumberType, swap: string): string | undefined {
  if (format === 'COLOR_10_11_11' && numberType === 'FLOAT' && swap === 'SWAP_STD')
    return 'B10G11R11_UFLOAT_PACK32';
  if (
    format === 'COLOR_2_10_10_10' &&
    swap === 'SWAP_STD' &&
    (numberType === 'UNORM' || numberType === 'UINT')
  ) {
    return `A2B10G10R10_${numberType}_PACK32`;
  }
  const layout = LAYOUT[format];
  if (!layout) return undefined;
  const bits = Number(layout.slice(1, layout.indexOf('G') > 0 ? layout.indexOf('G') : undefined));
  if (numberType === 'SRGB' && bits !== 8) return undefined;
  if (numberType === 'FLOAT' && bits === 8) return undefined;
  if (
    (numberType === 'USCALED' ||
      numberType === 'SSCALED' ||
      numberType === 'UNORM' ||
      numberType === 'SNORM') &&
    bits === 32
  )
    return undefined;
  if (swap === 'SWAP_STD') return `${layout}_${SUFFIX[numberType]}`;
  if (swap === 'SWAP_ALT' && layout === 'R8G8B8A8') return `B8G8R8A8_${SUFFIX[numberType]}`;
  return undefined;
}

const REVERSED: Readonly<Record<string, 2 | 3>> = { SWAP_STD_REV: 2, SWAP_ALT_REV: 3 };
const IDENTITY = [0, 1, 2, 3] as const;

/**
 * A reversed 8_8_8_8 / 16_16_16_16 target (COMP_SWAP 2 or 3): the Vulkan format of its memory layout
 * and the export channel at each of its channels; undefined for other targets.
 */
export function reversedColorFormat(
  format: string,
  numberType: NumberType,
  swap: string,
): { vkFormat: string; hostChannels: readonly number[] } | undefined {
  const reversed = REVERSED[swap];
  if (reversed === undefined || (format !== 'COLOR_8_8_8_8' && format !== 'COLOR_16_16_16_16'))
    return undefined;
  const vkFormat = vulkanColorFormat(format, numberType, 'SWAP_STD');
  return vkFormat ? { vkFormat, hostChannels: SWAP_CHANNELS[reversed] } : undefined;
}

/** Decodes every color target with a format other than COLOR_INVALID and a non-zero write mask. */
export function decodeColorTargets(regs: RegisterReader): ColorTarget[] {
  const targetMask = readOptional(regs, 'CB_TARGET_MASK') ?? 0;
  const out: ColorTarget[] = [];
  for (let n = 0; n < 8; n++) {
    const info = fieldsOf(regs, `CB_COLOR${n}_INFO`);
    const infoValue = readOptional(regs, `CB_COLOR${n}_INFO`);
    const writeMask = (targetMask >>> (4 * n)) & 0xf;
    if (info.FORMAT === 0 || writeMask === 0) continue;
    const formatField = requireRegister(`CB_COLOR${n}_INFO`).fields.find((f) => f.name === 'FORMAT');
    const format = formatField?.values?.[info.FORMAT];
    if (!format || format.includes('RESERVED'))
      throw new AgcStateError(`CB_COLOR${n}_INFO`, infoValue, `format ${info.FORMAT} is reserved`);
    const numberType = NUMBER[info.NUMBER_TYPE];
    const compSwap = SWAP[info.COMP_SWAP];
    const base = readOptional(regs, `CB_COLOR${n}_BASE`);
    if (base === undefined)
      throw new AgcStateError(`CB_COLOR${n}_BASE`, undefined, `is not set, but color target ${n} is written`);
    const ext = fieldsOf(regs, `CB_COLOR${n}_BASE_EXT`).BASE_256B;
    const attrib = fieldsOf(regs, `CB_COLOR${n}_ATTRIB`);
    const attrib2 = fieldsOf(regs, `CB_COLOR${n}_ATTRIB2`);
    const view = fieldsOf(regs, `CB_COLOR${n}_VIEW`);
    const reversed = reversedColorFormat(format, numberType, compSwap);
    out.push({
      slot: n,
      info: infoValue ?? 0,
      address: (ext * 2 ** 32 + base) * 256,
      format,
      numberType,
      compSwap,
      vkFormat: reversed?.vkFormat ?? vulkanColorFormat(format, numberType, compSwap),
      hostChannels: reversed?.hostChannels ?? IDENTITY,
      width: attrib2.MIP0_WIDTH + 1,
      height: attrib2.MIP0_HEIGHT + 1,
      samples: 1 << attrib.NUM_SAMPLES,
      fragments: 1 << attrib.NUM_FRAGMENTS,
      firstSlice: view.SLICE_START,
      lastSlice: view.SLICE_MAX,
      mipLevel: view.MIP_LEVEL,
      writeMask,
      blendClamp: info.BLEND_CLAMP === 1,
      blendBypass: info.BLEND_BYPASS === 1,
      forceDstAlphaOne: attrib.FORCE_DST_ALPHA_1 === 1,
    });
  }
  return out;
}
