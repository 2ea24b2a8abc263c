/**
 * The bit fields of the IEEE binary floats the IR has (16, 32 and 64 bits wide), for the analyses and
 * passes that read floats on their bits: one home for the widths' mantissa sizes and the masks made of
 * them.
 */

/** One float width's fields, as masks of its bit pattern. */
export interface FloatLayout {
  readonly width: 16 | 32 | 64;
  /** Mantissa bits (10, 23, 52). */
  readonly mant: number;
  readonly bias: number;
  readonly sign: bigint;
  /** Every bit below the sign. */
  readonly magnitude: bigint;
  readonly expMask: bigint;
  readonly quietBit: bigint;
  /** The bits of the least normal number (the lowest exponent field bit). */
  readonly leastNormalBits: bigint;
  /** The power of two of the least normal number (-14, -126, -1022). */
  readonly leastNormalExp: number;
  /** The quiet NaN without payload (the guest's default NaN). */
  readonly defaultNaN: bigint;
}

function layout(width: 16 | 32 | 64, mant: number): FloatLayout {
  const bias = (1 << (width - mant - 2)) - 1;
  const sign = 1n << BigInt(width - 1);
  const magnitude = sign - 1n;
  const expMask = magnitude & ~((1n << BigInt(mant)) - 1n);
  const quietBit = 1n << BigInt(mant - 1);
  return Object.freeze({
    width,
    mant,
    bias,
    sign,
    magnitude,
    expMask,
    quietBit,
    leastNormalBits: 1n << BigInt(mant),
    leastNormalExp: 1 - bias,
    defaultNaN: expMask | quietBit,
  });
}

const LAYOUTS: ReadonlyMap<number, FloatLayout> = new Map([
  [16, layout(16, 10)],
  [32, layout(32, 23)],
  [64, layout(64, 52)],
]);

/** The layout of floats `width` bits wide, or undefined for a width no float has. */
export function floatLayout(width: number): FloatLayout | undefined {
  return LAYOUTS.get(width);
}
