/**
 * Format loads and stores: buffer_{load,store}_format_* (format and dst_sel from the V#'s dword 3) and
 * tbuffer_{load,store}_format_* (format from the instruction, identity dst_sel), with the d16 forms
 * (16-bit values, two per VGPR, x low) and the d16_hi forms (one value in the high half). Conversions
 * and the format table: buffer-convert.ts.
 *
 * A format access is range-checked as one unit; out of range every component reads 0, except dst_sel
 * 1, which reads 1 (1.0 for float-valued formats). A MUBUF access whose dword 3 is a recompile-time
 * constant is specialized on its format and dst_sel; one whose dword 3 is read at run time selects the
 * conversion by the format it finds (buffer-format-dynamic.ts). A tbuffer access knows its format
 * from the instruction and only asks dword 3 whether the V# is bound.
 *
 * Refused at recompile time (dword 3 known, or the tbuffer format): loads whose dst_sel names a
 * reserved selector or a component the format lacks (stores ignore DST_SEL), stores of fewer components than the format has, formats
 * that are not buffer formats, 32-bit components in d16 forms, and tbuffer access through a V# known
 * to be unbound. Through a V# read at run time these get a defined result (buffer-format-dynamic.ts;
 * a tbuffer access through a V# that turns out unbound reads 0 and drops stores, as raw accesses do).
 */

import type { ValueId } from '../../ir/function.js';
import { I32 } from '../../ir/types.js';
import type { Instruction, Operand } from '../../isa/instruction.js';
import type { TranslationContext } from '../context.js';
import { boundLanes, bufferLane, unitAddress, unitInRange, type Vsharp, vsharpOf } from './buffer-address.js';
import { component, decode, decode16, encode, encode16, type Format, formatOf } from './buffer-convert.js';
import { loadAnyFormat, storeAnyFormat } from './buffer-format-dynamic.js';
import {
  guard,
  k32,
  operandOf,
  readGuest,
  sinkUnless,
  when,
  writeDwords,
  writeGuestWhere,
} from './memory-common.js';
import type { TranslateRule } from './rule.js';

/** Shape of one format mnemonic. */
interface FormatOp {
  readonly count: number;
  readonly d16: boolean;
  readonly hi: boolean;
  /** MTBUF: format from the instruction, identity dst_sel. */
  readonly typed: boolean;
  /** A store (DST_SEL does not apply). */
  readonly store?: boolean;
}

const SEL_0 = 0;
const SEL_1 = 1;
const SEL_X = 4;

/**
 * How an access converts: `known`, the format and dst_sel as recompile-time constants (format
 * undefined: a MUBUF access through an unbound V#); `dynamic`, MUBUF through a V# whose dword 3 is
 * read at run time.
 */
type Access = { kind: 'known'; fmt?: Format; sel: number[] } | { kind: 'dynamic'; d3: ValueId };

function accessFormat(
  t: TranslationContext,
  inst: Instruction,
  ops: readonly Operand[],
  v: Vsharp,
  op: FormatOp,
): Access {
  if (op.typed && v.format === 0)
    throw t.refuse('tbuffer access through an unbound V# (FORMAT INVALID) is not specified');
  if (!op.typed && v.format === undefined)
    return { kind: 'dynamic', d3: t.readScalar32(operandOf(t, ops, 'srsrc', 'src'), 3) };
  const code = op.typed ? (inst.fields.format as number) : (v.format as number);
  if (code === 0) {
    if (op.typed) throw t.refuse('tbuffer format INVALID');
    return { kind: 'known', sel: [] };
  }
  const fmt = formatOf(code);
  if (!fmt) throw t.refuse(`format ${code} is not a buffer format`);
  if (op.d16 && fmt.bits.includes(32))
    throw t.refuse(`${fmt.name} has 32-bit components, which have no d16 form`);
  const m = fmt.bits.length;
  const sel = op.typed ? [0, 1, 2, 3].map((i) => (i < m ? SEL_X + i : SEL_0)) : [...(v.dstSel ?? [])];
  // Stores ignore DST_SEL (they write the format's components in order), as the executor does.
  for (let i = 0; i < (op.store ? 0 : op.count); i++) {
    const s = sel[i] as number;
    if (s !== SEL_0 && s !== SEL_1 && s < SEL_X) throw t.refuse(`dst_sel ${s} is reserved`);
    if (s >= SEL_X && s - SEL_X >= m)
      throw t.refuse(`dst_sel ${'xyzw'[s - SEL_X]} selects a component ${fmt.name} lacks`);
  }
  return { kind: 'known', fmt, sel };
}

/** The VGPR dwords of the results (16-bit halves packed for d16; `old` keeps halves not written). */
function packResults(
  t: TranslationContext,
  op: FormatOp,
  values: readonly ValueId[],
  old: (i: number) => ValueId,
): ValueId[] {
  if (!op.d16) return [...values];
  const bfi = (base: ValueId, v: ValueId, at: number): ValueId =>
    t.b.value('bfi', I32, base, v, k32(t, at), k32(t, 16));
  if (op.hi) return [bfi(old(0), values[0] as ValueId, 16)];
  const out: ValueId[] = [];
  for (let i = 0; i < values.length; i += 2) {
    const lo = bfi(old(i / 2), values[i] as ValueId, 0);
    out.push(i + 1 < values.length ? bfi(lo, values[i + 1] as ValueId, 16) : lo);
  }
  return out;
}

function load(op: FormatOp): TranslateRule {
  return (t, inst, ops) => {
    const v = vsharpOf(t, inst, ops);
    const access = accessFormat(t, inst, ops, v, op);
    const vdata = operandOf(t, ops, 'vdata', 'dst');
    let values: ValueId[];
    if (access.kind === 'dynamic') {
      const l = bufferLane(t, inst, ops, v);
      values = loadAnyFormat(t, l, access.d3, op.count, op.d16, t.active());
    } else if (!access.fmt) values = Array.from({ length: op.count }, () => k32(t, 0));
    else values = loadKnown(t, inst, ops, v, op, access.fmt, access.sel);
    writeDwords(
      t,
      vdata,
      packResults(t, op, values, (i) => t.readLane32(vdata, i)),
    );
  };
}

/** A format load's values through a known format and dst_sel (a tbuffer's V# may be unbound at run time). */
function loadKnown(
  t: TranslationContext,
  inst: Instruction,
  ops: readonly Operand[],
  v: Vsharp,
  op: FormatOp,
  fmt: Format,
  sel: readonly number[],
): ValueId[] {
  const one = k32(t, fmt.number === 'uint' || fmt.number === 'sint' ? 1 : op.d16 ? 0x3c00 : 0x3f800000);
  const zero = k32(t, 0);
  const l = bufferLane(t, inst, ops, v);
  const picked = sel.slice(0, op.count);
  const fetched = picked.filter((s) => s >= SEL_X);
  const types = fetched.map(() => I32);
  const results = when(
    t,
    boundLanes(t, v),
    types,
    () => {
      const inRange = unitInRange(t, l, 0, fmt.bytes);
      const at = sinkUnless(t, inRange, unitAddress(t, l, 0));
      if (at === undefined) return fetched.map(() => zero);
      const dwords = readGuest(t, at, fmt.bytes);
      return fetched.map((s) => {
        const i = s - SEL_X;
        const raw = component(t, fmt, dwords, i);
        const w = fmt.bits[i] as number;
        const value = op.d16 ? decode16(t, raw, w, fmt.number) : decode(t, raw, w, fmt.number);
        return t.b.value('select', I32, inRange, value, zero);
      });
    },
    fetched.map(() => zero),
  );
  let next = 0;
  return picked.map((s) => (s >= SEL_X ? (results[next++] as ValueId) : s === SEL_1 ? one : zero));
}

/** The values a store supplies, one per component (16-bit halves for d16). */
function storeValues(t: TranslationContext, vdata: Operand, op: FormatOp): ValueId[] {
  const out: ValueId[] = [];
  for (let i = 0; i < op.count; i++) {
    if (!op.d16) out.push(t.readLane32(vdata, i));
    else {
      const d = t.readLane32(vdata, op.hi ? 0 : i >> 1);
      const shift = op.hi || i & 1 ? 16 : 0;
      out.push(t.b.value('and', I32, t.b.value('lshr', I32, d, k32(t, shift)), k32(t, 0xffff)));
    }
  }
  return out;
}

function store(op: FormatOp): TranslateRule {
  return (t, inst, ops) => {
    const v = vsharpOf(t, inst, ops);
    const access = accessFormat(t, inst, ops, v, op);
    if (access.kind === 'dynamic') {
      const values = storeValues(t, operandOf(t, ops, 'vdata', 'src'), op);
      storeAnyFormat(t, bufferLane(t, inst, ops, v), access.d3, values, op.d16, t.active());
      return;
    }
    const fmt = access.fmt;
    if (!fmt) return;
    if (op.count < fmt.bits.length) {
      throw t.refuse(
        `store of ${op.count} components to ${fmt.name}: the missing components' values are not specified`,
      );
    }
    const values = storeValues(t, operandOf(t, ops, 'vdata', 'src'), op);
    const l = bufferLane(t, inst, ops, v);
    guard(t, boundLanes(t, v), () => {
      const words: ValueId[] = Array.from({ length: Math.ceil(fmt.bytes / 4) }, () => k32(t, 0));
      fmt.bits.forEach((w, i) => {
        const raw = op.d16
          ? encode16(t, values[i] as ValueId, w, fmt.number)
          : encode(t, values[i] as ValueId, w, fmt.number);
        const shift = fmt.shifts[i] as number;
        const d = shift >> 5;
        const placed = shift & 31 ? t.b.value('shl', I32, raw, k32(t, shift & 31)) : raw;
        words[d] = t.b.value('or', I32, words[d] as ValueId, placed);
      });
      writeGuestWhere(t, unitInRange(t, l, 0, fmt.bytes), unitAddress(t, l, 0), fmt.bytes, words);
    });
  };
}

function rules(): Record<string, TranslateRule> {
  const out: Record<string, TranslateRule> = {};
  ['x', 'xy', 'xyz', 'xyzw'].forEach((suffix, i) => {
    const count = i + 1;
    for (const typed of [false, true]) {
      const prefix = typed ? 'tbuffer' : 'buffer';
      out[`${prefix}_load_format_${suffix}`] = load({ count, d16: false, hi: false, typed });
      out[`${prefix}_store_format_${suffix}`] = store({ count, d16: false, hi: false, typed, store: true });
      out[`${prefix}_load_format_d16_${suffix}`] = load({ count, d16: true, hi: false, typed });
      out[`${prefix}_store_format_d16_${suffix}`] = store({
        count,
        d16: true,
        hi: false,
        typed,
        store: true,
      });
    }
  });
  out.buffer_load_format_d16_hi_x = load({ count: 1, d16: true, hi: true, typed: false });
  out.buffer_store_format_d16_hi_x = store({ count: 1, d16: true, hi: true, typed: false, store: true });
  return out;
}

/** Format load/store rules by mnemonic (MUBUF format forms and every MTBUF opcode). */
export const FORMAT_RULES: Readonly<Record<string, TranslateRule>> = rules();
