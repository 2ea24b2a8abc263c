/**
 * Encoding plans read from the generated grammar (grammar.generated.ts), parsed once per instruction
 * and per enumerant the first time the builder meets it: the grammar stores operand kinds as
 * space-separated strings, and splitting them for every emitted instruction was the builder's main
 * cost. Plans are shared by every builder and never change after creation.
 */

import { InternalError } from '../util/errors.js';
import { COMPOSITES, ENUMS, INSTRUCTIONS, KIND_CATEGORY } from './grammar.generated.js';

/** How an operand slot's value is encoded. */
export const OperandClass = {
  /** An id or numeric literal: one word, or two for a bigint. */
  word: 0,
  /** A nul-terminated UTF-8 string packed into words. */
  string: 1,
  /** A value enumerant by name or number, followed by its parameters. */
  valueEnum: 2,
  /** Bit enumerants by `A|B` names or a number, followed by the named bits' parameters. */
  bitEnum: 3,
  /** A pair of base kinds (`parts`), each taking one operand. */
  composite: 4,
} as const;

/** One of {@link OperandClass}'s values. */
export type OperandClassId = (typeof OperandClass)[keyof typeof OperandClass];

/** How many operands a slot takes. */
export const Quantity = { one: 0, optional: 1, many: 2 } as const;

/** One of {@link Quantity}'s values. */
export type QuantityId = (typeof Quantity)[keyof typeof Quantity];

/** One operand position of an instruction or enumerant. */
export interface OperandSlot {
  /** The grammar's operand kind, e.g. `IdRef`, `MemoryAccess`. */
  readonly kind: string;
  readonly cls: OperandClassId;
  readonly quantity: QuantityId;
  /** The base slots of a composite kind (empty otherwise). */
  readonly parts: readonly OperandSlot[];
}

/** An instruction's opcode and operand slots. */
export interface InstructionPlan {
  readonly opcode: number;
  readonly slots: readonly OperandSlot[];
  /** Whether the result id is the first operand (types) rather than the second (after a result type). */
  readonly resultFirst: boolean;
  /**
   * Where every slot takes one word per operand (ids and numeric literals, no enumerant, string or
   * composite): the fewest and most operands it takes (Infinity after a `*` slot), so an
   * instruction of small numbers is its words as they are (SPIR-V builder's fast path).
   */
  readonly plainWords: { readonly min: number; readonly max: number } | undefined;
}

/** An enumerant's word and the operands that follow it. */
export interface EnumerantPlan {
  readonly word: number;
  readonly params: readonly OperandSlot[];
}

const slotCache = new Map<string, OperandSlot>();
const instructionCache = new Map<string, InstructionPlan>();
const enumCache = new Map<string, Map<string | number, EnumerantPlan>>();
const NO_SLOTS: readonly OperandSlot[] = [];

function classOf(kind: string): OperandClassId {
  if (kind === 'LiteralString') return OperandClass.string;
  switch (KIND_CATEGORY[kind]) {
    case 'ValueEnum':
      return OperandClass.valueEnum;
    case 'BitEnum':
      return OperandClass.bitEnum;
    case 'Composite':
      return OperandClass.composite;
    default:
      return OperandClass.word;
  }
}

/** The slot of one grammar spec such as `IdRef*`; `single` drops the quantifier (enumerant parameters). */
function slotOf(spec: string, single: boolean): OperandSlot {
  const key = single ? `!${spec}` : spec;
  let slot = slotCache.get(key);
  if (slot) return slot;
  const last = spec[spec.length - 1];
  const quantified = last === '?' || last === '*';
  const kind = quantified ? spec.slice(0, -1) : spec;
  const quantity = single || !quantified ? Quantity.one : last === '?' ? Quantity.optional : Quantity.many;
  const cls = classOf(kind);
  const parts =
    cls === OperandClass.composite ? (COMPOSITES[kind] ?? []).map((k) => slotOf(k, true)) : NO_SLOTS;
  slot = { kind, cls, quantity, parts };
  slotCache.set(key, slot);
  return slot;
}

function slotsOf(specs: string, single: boolean): readonly OperandSlot[] {
  const parts = specs.split(' ').filter((k) => k.length > 0);
  return parts.length === 0 ? NO_SLOTS : parts.map((s) => slotOf(s, single));
}

/** The plan of instruction `op` (e.g. `OpIAdd`), or undefined when the grammar has no such instruction. */
export function instructionPlan(op: string): InstructionPlan | undefined {
  let plan = instructionCache.get(op);
  if (plan) return plan;
  const entry = INSTRUCTIONS[op];
  if (!entry) return undefined;
  const slots = slotsOf(entry[1], false);
  const plain = slots.every((slot) => slot.cls === OperandClass.word);
  const plainWords = plain
    ? {
        // Slots take operands in order: the last required one needs every slot before it filled.
        min: slots.reduce((last, slot, i) => (slot.quantity === Quantity.one ? i + 1 : last), 0),
        max: slots.some((slot) => slot.quantity === Quantity.many) ? Infinity : slots.length,
      }
    : undefined;
  plan = { opcode: entry[0], slots, resultFirst: slots[0]?.kind === 'IdResult', plainWords };
  instructionCache.set(op, plan);
  return plan;
}

/**
 * The encoding of enum operand `value` of `slot` (a name, `A|B` bit names, or a number).
 * @throws InternalError naming `op` when a name is not an enumerant of the slot's kind.
 */
export function enumerantPlan(op: string, slot: OperandSlot, value: string | number): EnumerantPlan {
  let known = enumCache.get(slot.kind);
  if (!known) {
    known = new Map();
    enumCache.set(slot.kind, known);
  }
  let plan = known.get(value);
  if (plan) return plan;
  const table = ENUMS[slot.kind] ?? {};
  if (typeof value === 'number') {
    // Parameters follow a numeric value enumerant too; bit masks given as numbers carry none.
    const entry =
      slot.cls === OperandClass.valueEnum ? Object.values(table).find(([v]) => v === value) : undefined;
    plan = { word: value >>> 0, params: entry ? slotsOf(entry[1], true) : NO_SLOTS };
  } else {
    let word = 0;
    const params: OperandSlot[] = [];
    for (const name of value.split('|')) {
      if (name.length === 0) continue;
      const entry = table[name];
      if (!entry) throw new InternalError(`${op}: '${name}' is not a ${slot.kind}`);
      word |= entry[0];
      params.push(...slotsOf(entry[1], true));
    }
    plan = { word: word >>> 0, params };
  }
  known.set(value, plan);
  return plan;
}
