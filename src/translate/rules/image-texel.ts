/**
 * Texel data of the MIMG rules (image.ts, image-sample.ts): reading a bound image's raw texel, the
 * DST_SEL and format conversion of the result channels a dmask asks for (buffer-convert.ts's exact
 * conversions, as the executor's image rules use the buffer formats), and writing results to vdata
 * (d16: two 16-bit values per dword, x low, a zero high half when the count is odd, as the executor
 * writes them).
 */

import type { ValueId } from '../../ir/function.js';
import { I32, vec } from '../../ir/types.js';
import type { Operand } from '../../isa/instruction.js';
import type { TranslationContext } from '../context.js';
import { component, decode, decode16, type Format } from './buffer-convert.js';
import type { KnownImage } from './image-resource.js';
import { k32, operandOf, writeDwords } from './memory-common.js';

const SEL_0 = 0;
const SEL_1 = 1;
const SEL_X = 4;

/** The dmask bits, lowest first. */
export function dmaskChannels(dmask: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < 4; k++) if (dmask & (1 << k)) out.push(k);
  return out;
}

/**
 * The texel decoder of result channels: checks DST_SEL for `channels` and returns a function from the
 * texel's raw dwords to the channels' 32-bit (or d16 16-bit) values.
 */
export function channelDecoder(
  t: TranslationContext,
  image: KnownImage,
  channels: readonly number[],
  d16: boolean,
): { fetched: boolean; decode: (dwords: readonly ValueId[]) => ValueId[] } {
  const fmt = image.format;
  if (d16 && fmt.bits.includes(32))
    throw t.refuse(`${fmt.name} has 32-bit components, which have no d16 form`);
  const sels = channels.map((k) => image.rsrc.dstSel[k] as number);
  for (const s of sels) {
    if (s !== SEL_0 && s !== SEL_1 && s < SEL_X) throw t.refuse(`dst_sel ${s} is reserved`);
    if (s >= SEL_X && s - SEL_X >= fmt.bits.length)
      throw t.refuse(`dst_sel ${'xyzw'[s - SEL_X]} selects a component ${fmt.name} lacks`);
  }
  const integer = fmt.number === 'uint' || fmt.number === 'sint';
  const one = integer ? 1 : d16 ? 0x3c00 : 0x3f800000;
  return {
    fetched: sels.some((s) => s >= SEL_X),
    decode: (dwords) =>
      sels.map((s) => {
        if (s === SEL_0) return k32(t, 0);
        if (s === SEL_1) return k32(t, one);
        const i = s - SEL_X;
        const raw = component(t, fmt, dwords, i);
        const w = fmt.bits[i] as number;
        return d16 ? decode16(t, raw, w, fmt.number) : decode(t, raw, w, fmt.number);
      }),
  };
}

/** The raw texel dwords (1, 2 or 4) of an `image_read` result. */
export function texelDwords(
  t: TranslationContext,
  image: { readonly format: Format },
  texel: ValueId,
): ValueId[] {
  const n = Math.max(1, image.format.bytes / 4);
  return Array.from(
    { length: n },
    (_, i) => t.b.emit('extract', I32, [texel], { imms: [i] }).result as ValueId,
  );
}

/** Reads the raw texel at a host position (vec4<i32>). */
export function readTexel(
  t: TranslationContext,
  global: number,
  p: { x: ValueId; y: ValueId; z: ValueId; sample?: ValueId },
): ValueId {
  const at = p.sample === undefined ? [p.x, p.y, p.z] : [p.x, p.y, p.z, p.sample];
  return t.b.emit('image_read', vec(I32, 4), at, { imms: [global] }).result as ValueId;
}

/** Writes result values to vdata: one per dword, or (d16) two 16-bit values per dword, x low. */
export function writeResults(
  t: TranslationContext,
  ops: readonly Operand[],
  values: readonly ValueId[],
  d16: boolean,
): void {
  const vdata = operandOf(t, ops, 'vdata', 'dst');
  if (!d16) {
    writeDwords(t, vdata, values);
    return;
  }
  const out: ValueId[] = [];
  for (let i = 0; i < values.length; i += 2) {
    const lo = t.b.value('and', I32, values[i] as ValueId, k32(t, 0xffff));
    const next = values[i + 1];
    out.push(next === undefined ? lo : t.b.value('bfi', I32, lo, next, k32(t, 16), k32(t, 16)));
  }
  writeDwords(t, vdata, out);
}
