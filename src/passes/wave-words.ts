/**
 * A value as i32 words and back, for exchanging it between lanes through workgroup memory
 * (lower-wave-ops.ts, lower-wave-schedule.ts): narrow scalars zero-extended, 64-bit ones as two words,
 * vectors per component.
 */
import type { Builder } from '../ir/builder.js';
import type { ValueId } from '../ir/function.js';
import { bitWidth, F16, I16, I32, I64, isFloat, scalarOf, type TypeId, typeDesc } from '../ir/types.js';

/** How many i32 words {@link toWords} makes of a value of type `t`. */
export function wordCount(t: TypeId): number {
  const d = typeDesc(t);
  if (d.kind === 'vec') return d.count * wordCount(d.elem);
  return bitWidth(t) === 64 ? 2 : 1;
}

/** The i32 words of a value (narrow scalars zero-extended, vectors per component). */
export function toWords(b: Builder, v: ValueId, t: TypeId): ValueId[] {
  const d = typeDesc(t);
  if (d.kind === 'vec') {
    const out: ValueId[] = [];
    for (let k = 0; k < d.count; k++) {
      out.push(...toWords(b, b.emit('extract', d.elem, [v], { imms: [k] }).result as ValueId, d.elem));
    }
    return out;
  }
  const bits = bitWidth(t);
  if (t === F16) return [b.value('zext', I32, b.value('bitcast', I16, v))];
  if (isFloat(t)) return toWords(b, b.value('bitcast', bits === 64 ? I64 : I32, v), bits === 64 ? I64 : I32);
  if (bits === 64) {
    const lo = b.value('trunc', I32, v);
    return [lo, b.value('trunc', I32, b.value('lshr', I64, v, b.const(I64, 32)))];
  }
  return [bits === 32 ? v : b.value('zext', I32, v)];
}

/** Rebuilds a value of type `t` from {@link toWords}' words. */
export function fromWords(b: Builder, words: readonly ValueId[], t: TypeId): ValueId {
  const d = typeDesc(t);
  if (d.kind === 'vec') {
    const per = Math.max(1, bitWidth(d.elem) / 32);
    const parts = Array.from({ length: d.count }, (_, k) =>
      fromWords(b, words.slice(k * per, (k + 1) * per), d.elem),
    );
    return b.value('compose', t, ...parts);
  }
  const bits = bitWidth(t);
  const [lo, hi] = words as [ValueId, ValueId | undefined];
  if (t === F16) return b.value('bitcast', F16, b.value('trunc', I16, lo));
  if (bits === 64) {
    const joined = b.value(
      'or',
      I64,
      b.value('zext', I64, lo),
      b.value('shl', I64, b.value('zext', I64, hi as ValueId), b.const(I64, 32)),
    );
    return isFloat(t) ? b.value('bitcast', t, joined) : joined;
  }
  if (isFloat(t)) return b.value('bitcast', t, lo);
  if (bits === 32) return lo;
  return b.value('trunc', scalarOf(t), lo);
}
