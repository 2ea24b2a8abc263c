/** A deterministic byte stream for test data (xorshift32 from `seed`; 0 acts as 1). */
export function randomBytes(n: number, seed: number): Uint8Array {
  let s = seed >>> 0 || 1;
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    out[i] = s & 0xff;
  }
  return out;
}
