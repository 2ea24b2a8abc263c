/**
 * Comparison of output words: bitwise, except where the instruction that produced a word is allowed an
 * error bound (ULP_BOUNDS of the VALU transcendentals, FORMAT_LOAD_ULP of formatted buffer loads). Then
 * the two values must be within that many units in the last place of the result's format (f16 in the
 * low half with the high half exact, f32, or the f64 pair of two words).
 */
import { FORMAT_LOAD_ULP } from '../reference/formats.js';
import { ULP_BOUNDS } from '../reference/semantics/valu.js';

/** A float format a bound is measured in. */
export type UlpFormat = 'f16' | 'f32' | 'f64';

/** An error bound: `ulp` units of `format`. */
export interface Tolerance {
  readonly ulp: number;
  readonly format: UlpFormat;
}

/** The error bound of the instruction `mnemonic` (undefined: exact). */
export function toleranceOf(mnemonic: string): Tolerance | undefined {
  const base = mnemonic.replace(/_e(32|64)$/, '');
  const ulp = ULP_BOUNDS[base];
  if (ulp !== undefined && ulp > 0) {
    const format: UlpFormat = base.endsWith('f16') ? 'f16' : base.endsWith('f64') ? 'f64' : 'f32';
    return { ulp, format };
  }
  // Formatted loads convert normalized formats with a bound; the number format comes from the
  // descriptor, which the trace does not see, so the largest bound of any number format applies.
  if (/^(buffer|tbuffer)_load_format_/.test(base)) {
    const worst = Math.max(...Object.values(FORMAT_LOAD_ULP));
    return worst > 0 ? { ulp: worst, format: 'f32' } : undefined;
  }
  return undefined;
}

/** The ordered integer line of a float's bits: adjacent floats differ by one; -0 and +0 coincide. */
function ordered(bits: bigint, width: number): bigint {
  const sign = 1n << BigInt(width - 1);
  return bits & sign ? -(bits & (sign - 1n)) : bits;
}

function isNaNBits(bits: bigint, width: number): boolean {
  const expBits = width === 16 ? 5 : width === 32 ? 8 : 11;
  const mantBits = BigInt(width - 1 - expBits);
  const exp = (bits >> mantBits) & ((1n << BigInt(expBits)) - 1n);
  return exp === (1n << BigInt(expBits)) - 1n && (bits & ((1n << mantBits) - 1n)) !== 0n;
}

/**
 * Distance in ULPs between two floats of `width` bits given as raw bits (Infinity when exactly one is a
 * NaN; two NaNs are 0 apart, whatever their payloads).
 */
export function ulpDistance(a: bigint, b: bigint, width: 16 | 32 | 64): number {
  const na = isNaNBits(a, width);
  const nb = isNaNBits(b, width);
  if (na || nb) return na && nb ? 0 : Number.POSITIVE_INFINITY;
  const d = ordered(a, width) - ordered(b, width);
  return Number(d < 0n ? -d : d);
}

/**
 * Whether `reference` and `other` (u32 words; `pair` holds the partner words when the format is f64,
 * low word first) agree within `tolerance` (bitwise when undefined).
 */
export function wordsAgree(
  reference: number,
  other: number,
  tolerance: Tolerance | undefined,
  pair?: { readonly reference: readonly [number, number]; readonly other: readonly [number, number] },
): boolean {
  if (reference === other) return true;
  if (!tolerance) return false;
  switch (tolerance.format) {
    case 'f16':
      if (reference >>> 16 !== other >>> 16) return false;
      return ulpDistance(BigInt(reference & 0xffff), BigInt(other & 0xffff), 16) <= tolerance.ulp;
    case 'f32':
      return ulpDistance(BigInt(reference >>> 0), BigInt(other >>> 0), 32) <= tolerance.ulp;
    case 'f64': {
      if (!pair) return false;
      const join = (w: readonly [number, number]): bigint => (BigInt(w[1] >>> 0) << 32n) | BigInt(w[0] >>> 0);
      return ulpDistance(join(pair.reference), join(pair.other), 64) <= tolerance.ulp;
    }
  }
}

/** Indices of the dwords that differ between two equally long byte arrays. */
export function differingWords(a: Uint8Array, b: Uint8Array): number[] {
  const out: number[] = [];
  const n = Math.min(a.length, b.length) >> 2;
  for (let w = 0; w < n; w++) {
    const i = w * 4;
    if (a[i] !== b[i] || a[i + 1] !== b[i + 1] || a[i + 2] !== b[i + 2] || a[i + 3] !== b[i + 3]) out.push(w);
  }
  return out;
}

/** The u32 at dword `word` of `bytes`. */
export function wordAt(bytes: Uint8Array, word: number): number {
  const i = word * 4;
  return (
    ((bytes[i] as number) |
      ((bytes[i + 1] as number) << 8) |
      ((bytes[i + 2] as number) << 16) |
      ((bytes[i + 3] as number) << 24)) >>>
    0
  );
}
