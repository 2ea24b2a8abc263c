import { flushBits } from '../../src/ir/constant-facts.js';

export { flushBits };

/**
 * The IR's `nan_rule` (src/ir/README.md) on bit patterns, for the test interpreters: the first NaN
 * input with its quiet bit set, else the default NaN where the host result is NaN, else the host result.
 */
export function nanRuleBits(width: number, host: bigint, inputs: readonly bigint[]): bigint {
  const mant = BigInt(width === 16 ? 10 : width === 32 ? 23 : 52);
  const magnitude = (1n << BigInt(width - 1)) - 1n;
  const exp = magnitude & ~((1n << mant) - 1n);
  const quietBit = 1n << (mant - 1n);
  for (const x of inputs) if ((x & magnitude) > exp) return x | quietBit;
  return (host & magnitude) > exp ? exp | quietBit : host;
}
