/**
 * The component layouts of gfx10's buffer data formats and the number formats that read them: the
 * executor's format table (reference/formats.ts) and the translator's conversions
 * (translate/rules/buffer-convert.ts) both build on these, so the two agree by construction.
 */

/** How the bits of a component are interpreted. */
export type NumberFormat = 'unorm' | 'snorm' | 'uscaled' | 'sscaled' | 'uint' | 'sint' | 'float';

/**
 * Component bit widths of each data format, x first (least significant bits first): AMD names formats
 * from the most significant component, so 2_10_10_10 is x:10 y:10 z:10 w:2.
 */
export const DATA_FORMATS: Readonly<Record<string, readonly number[]>> = {
  '8': [8],
  '16': [16],
  '8_8': [8, 8],
  '32': [32],
  '16_16': [16, 16],
  '10_11_11': [11, 11, 10],
  '11_11_10': [10, 11, 11],
  '10_10_10_2': [2, 10, 10, 10],
  '2_10_10_10': [10, 10, 10, 2],
  '8_8_8_8': [8, 8, 8, 8],
  '32_32': [32, 32],
  '16_16_16_16': [16, 16, 16, 16],
  '32_32_32': [32, 32, 32],
  '32_32_32_32': [32, 32, 32, 32],
};
