/**
 * A SPIR-V module builder driven by the generated grammar tables: any instruction is encoded by
 * `emit(section, 'OpName', operands)`, with operands checked against the instruction's operand kinds
 * (ids, literals, strings, enumerants by name with their extra operands, bit masks from `A|B` names).
 * Types and constants are interned so each is declared once, as SPIR-V requires.
 *
 * Speed: operand kinds are parsed once per instruction (grammar-plan.ts), words go straight into one
 * growable Uint32Array per section, and the operand list is read with a cursor, so emitting an
 * instruction allocates nothing but its caller's operand array (a module runs to tens of thousands of
 * words, and recompiling is latency the driver waits on).
 */

import { InternalError } from '../util/errors.js';
import { Spare, SpareArray } from '../util/spare.js';
import { MAGIC } from './grammar.generated.js';
import {
  enumerantPlan,
  type InstructionPlan,
  instructionPlan,
  OperandClass,
  type OperandSlot,
  Quantity,
} from './grammar-plan.js';

/** One operand as given to `emit`: an id or literal number, a string, or a bigint 64-bit literal. */
export type SpirvOperand = number | string | bigint;

/** Module sections in the order the SPIR-V logical layout requires. */
export type Section =
  | 'capabilities'
  | 'extensions'
  | 'imports'
  | 'memoryModel'
  | 'entryPoints'
  | 'executionModes'
  | 'debug'
  | 'annotations'
  | 'globals'
  | 'functions';

const SECTIONS: readonly Section[] = [
  'capabilities',
  'extensions',
  'imports',
  'memoryModel',
  'entryPoints',
  'executionModes',
  'debug',
  'annotations',
  'globals',
  'functions',
];

/**
 * The section buffers of the last builder whose module was taken ({@link SpirvBuilder.words}), for
 * the next builder: a module's sections otherwise grow through some twenty typed arrays.
 */
const spareSections = new Spare<Record<Section, WordBuffer>>((sections) => {
  for (const s of SECTIONS) sections[s].length = 0;
});

/** dropUnread's tables of the last module, lent to the next. */
const spareOffsets = new SpareArray(Int32Array);
const spareMarks = new SpareArray(Uint8Array);

/** A growable run of words. */
class WordBuffer {
  // 16 words: V8 keeps a typed array of up to 64 bytes in its own heap, a cheap allocation.
  data = new Uint32Array(16);
  length = 0;

  /** Makes room for `words` more words in one allocation. */
  reserve(words: number): void {
    if (this.length + words <= this.data.length) return;
    const grown = new Uint32Array(this.length + words);
    grown.set(this.data.subarray(0, this.length));
    this.data = grown;
  }

  push(word: number): void {
    if (this.length === this.data.length) {
      const grown = new Uint32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = word;
  }

  view(): Uint32Array {
    return this.data.subarray(0, this.length);
  }
}

const textEncoder = new TextEncoder();

/** Whether every operand is a number (one word each in a word slot). */
function allNumbers(operands: readonly SpirvOperand[]): boolean {
  for (let k = 0; k < operands.length; k++) if (typeof operands[k] !== 'number') return false;
  return true;
}

/** Packs `s` with its terminating nul into little-endian words. */
function encodeString(s: string, out: WordBuffer): void {
  for (const word of stringWords(s)) out.push(word);
}

/** Each string's words, made once: every module names the same members, builtins and extensions. */
const STRING_WORDS = new Map<string, readonly number[]>();

function stringWords(s: string): readonly number[] {
  let words = STRING_WORDS.get(s);
  if (words !== undefined) return words;
  const bytes = textEncoder.encode(s);
  // Words cover the bytes and at least one nul.
  const made: number[] = [];
  for (let w = 0; w < (bytes.length >> 2) + 1; w++) {
    const i = w * 4;
    made.push(
      ((bytes[i] ?? 0) |
        ((bytes[i + 1] ?? 0) << 8) |
        ((bytes[i + 2] ?? 0) << 16) |
        ((bytes[i + 3] ?? 0) << 24)) >>>
        0,
    );
  }
  words = made;
  // Names are few (members, builtins, extensions); a long-running process should not keep every one.
  if (STRING_WORDS.size < 4096) STRING_WORDS.set(s, words);
  return words;
}

/**
 * One number standing for `operands` when they are at most two small integers (below 2^31 alone, a
 * first one below 2^20 with a second below 2^32: ids, widths, 32-bit literals), distinct across those
 * shapes, so one op's declarations share a map without colliding; undefined for any other operands.
 */
function smallKey(operands: readonly SpirvOperand[]): number | undefined {
  const n = operands.length;
  if (n === 0) return 0;
  const a = operands[0];
  if (typeof a !== 'number' || !Number.isInteger(a) || a < 0) return undefined;
  if (n === 1) return a < 2 ** 31 ? a + 1 : undefined;
  // A 64-bit literal below 2^32 keys as the number would (as their text did).
  const second = operands[1];
  const b = typeof second === 'bigint' && second >= 0n && second < 2n ** 32n ? Number(second) : second;
  if (n > 2 || typeof b !== 'number' || !Number.isInteger(b) || b < 0 || b >= 2 ** 32 || a >= 2 ** 20)
    return undefined;
  // At least 2^32: above every one-operand key.
  return (a + 1) * 2 ** 32 + b;
}

/** OpDecorateId: a decoration whose operands are ids. */
const OP_DECORATE_ID = 332;

/** A SPIR-V module under construction. */
export class SpirvBuilder {
  private nextId = 1;
  private readonly held: Readonly<Record<Section, WordBuffer>>;
  private readonly interned = new Map<string, number>();
  /** Declarations of at most two small numeric operands, per op, by {@link smallKey}. */
  private readonly internedSmall = new Map<string, Map<number, number>>();
  private readonly capabilitySet = new Set<string>();
  /** Speculative instructions (`emitSpeculative`): result id -> word offset in the functions section. */
  private readonly speculative = new Map<number, number>();
  private readonly extensionSet = new Set<string>();
  // The operand cursor of the instruction being encoded: up to two leading ids, then `operands`.
  private op = '';
  private lead = 0;
  private lead0 = 0;
  private lead1 = 0;
  private operands: readonly SpirvOperand[] = [];
  private position = 0;
  private count = 0;

  /** Set once the module is taken: the sections went to the next builder. */
  private taken = false;

  /** The sections, while the module is not taken ({@link words}). */
  private get sections(): Readonly<Record<Section, WordBuffer>> {
    if (this.taken) throw new InternalError('SPIR-V builder used after the module was taken');
    return this.held;
  }

  constructor(readonly version: { major: number; minor: number } = { major: 1, minor: 3 }) {
    this.held = spareSections.take(() => {
      const sections = {} as Record<Section, WordBuffer>;
      for (const s of SECTIONS) sections[s] = new WordBuffer();
      return sections;
    });
  }

  /** A fresh result id. */
  id(): number {
    return this.nextId++;
  }

  /**
   * Makes room for about `words` more words in `section` at once (an estimate from the code to come:
   * growing by doubling copies a large section several times).
   */
  reserve(section: Section, words: number): void {
    this.sections[section].reserve(words);
  }

  /** How many words the function section holds: where the next instruction there starts. */
  functionsLength(): number {
    return this.sections.functions.length;
  }

  /**
   * Overwrites the function-section word at `offset` with `id`: an operand written ahead as a
   * placeholder (a loop header's phi names the value its back edge carries, known after the body).
   */
  patchFunctionWord(offset: number, id: number): void {
    const fns = this.sections.functions;
    if (offset >= fns.length) throw new InternalError(`no function word at ${offset}`);
    fns.data[offset] = id;
  }

  /** Encodes `op` with `operands` into `section`. @throws InternalError on operands the grammar rejects. */
  emit(section: Section, op: string, operands: readonly SpirvOperand[]): void {
    this.encode(section, op, 0, 0, 0, operands);
  }

  /**
   * Encodes `op` with a result type and result id ahead of `operands`: `emit(section, op, [type, id,
   * ...operands])` without building that array. @throws InternalError as {@link emit}.
   */
  emitResult(
    section: Section,
    op: string,
    type: number,
    id: number,
    operands: readonly SpirvOperand[],
  ): void {
    this.encode(section, op, 2, type, id, operands);
  }

  /**
   * Appends a function-section instruction that later code may or may not read (an emitter's widening
   * of a value whose readers mostly take the narrow form): {@link words} drops it when no instruction
   * of the module reads its id.
   */
  emitSpeculative(op: string, type: number, id: number, operands: readonly SpirvOperand[]): void {
    this.speculative.set(id, this.sections.functions.length);
    this.emitResult('functions', op, type, id, operands);
  }

  /**
   * Removes the speculative instructions nothing reads: a word after an instruction's opcode naming
   * the id reads it, from the function, debug and annotation sections, where that instruction is kept
   * (not speculative, or speculative and itself read: the reads are followed from the kept ones, so a
   * chain of unread speculative instructions goes whole). Conservative: a literal operand of a function
   * instruction equal to an id keeps it (dead code, never a dangling id).
   */
  private dropUnread(): void {
    // Per id, 1 + the word offset of its speculative instruction (0: not speculative): a typed array
    // rather than map lookups, since every word of the three sections is looked up.
    const at = spareOffsets.take(this.nextId);
    for (const [id, offset] of this.speculative) at[id] = offset + 1;
    const read = spareMarks.take(this.nextId);
    const reached: number[] = [];
    const mark = (word: number): void => {
      if (word < at.length && at[word] !== 0 && read[word] === 0) {
        read[word] = 1;
        reached.push(word);
      }
    };
    for (const name of ['debug', 'annotations', 'functions'] as const) {
      const { data, length } = this.sections[name];
      for (let i = 0; i < length; ) {
        const count = (data[i] as number) >>> 16;
        // A name or a decoration names its target first; what follows is literals (a decoration's
        // DescriptorSet is 34), except OpDecorateId's ids.
        const end =
          name === 'functions' || ((data[i] as number) & 0xffff) === OP_DECORATE_ID ? i + count : i + 2;
        // A speculative instruction's reads count once it is read itself (below).
        if (name !== 'functions' || at[data[i + 2] as number] !== i + 1)
          for (let k = i + 1; k < end; k++) mark(data[k] as number);
        i += count;
      }
    }
    const { data: words } = this.sections.functions;
    while (reached.length > 0) {
      const offset = (at[reached.pop() as number] as number) - 1;
      const count = (words[offset] as number) >>> 16;
      for (let k = offset + 1; k < offset + count; k++) if (k !== offset + 2) mark(words[k] as number);
    }
    const fns = this.sections.functions;
    const { data, length } = fns;
    let out = 0;
    for (let i = 0; i < length; ) {
      const count = (data[i] as number) >>> 16;
      const id = data[i + 2] as number;
      if (id >= at.length || at[id] !== i + 1 || read[id] === 1) {
        if (out !== i) data.copyWithin(out, i, i + count);
        out += count;
      }
      i += count;
    }
    fns.length = out;
    this.speculative.clear();
    spareOffsets.give(at);
    spareMarks.give(read);
  }

  private encode(
    section: Section,
    op: string,
    lead: number,
    lead0: number,
    lead1: number,
    operands: readonly SpirvOperand[],
  ): void {
    const plan: InstructionPlan | undefined = instructionPlan(op);
    if (!plan) throw new InternalError(`unknown SPIR-V instruction ${op}`);
    const out = this.sections[section];
    // Most instructions are ids and small numbers in word slots: their words as they are.
    const plain = plan.plainWords;
    const count = lead + operands.length;
    if (plain !== undefined && count >= plain.min && count <= plain.max && allNumbers(operands)) {
      out.push((((count + 1) << 16) | plan.opcode) >>> 0);
      if (lead > 0) out.push(lead0 >>> 0);
      if (lead > 1) out.push(lead1 >>> 0);
      for (let k = 0; k < operands.length; k++) out.push((operands[k] as number) >>> 0);
      return;
    }
    this.op = op;
    this.lead = lead;
    this.lead0 = lead0;
    this.lead1 = lead1;
    this.operands = operands;
    this.position = 0;
    this.count = lead + operands.length;
    const start = out.length;
    out.push(0);
    for (const slot of plan.slots) {
      if (slot.quantity === Quantity.many) {
        while (this.position < this.count) this.operand(slot, out);
      } else if (this.position < this.count) this.operand(slot, out);
      else if (slot.quantity === Quantity.one) throw new InternalError(`${op}: missing ${slot.kind} operand`);
    }
    if (this.position < this.count) {
      throw new InternalError(`${op}: ${this.count - this.position} operands too many`);
    }
    out.data[start] = (((out.length - start) << 16) | plan.opcode) >>> 0;
    this.operands = [];
  }

  /** The next operand, or undefined past the end (a composite or enumerant parameter short of operands). */
  private next(): SpirvOperand | undefined {
    const at = this.position++;
    if (at < this.lead) return at === 0 ? this.lead0 : this.lead1;
    return this.operands[at - this.lead];
  }

  private operand(slot: OperandSlot, out: WordBuffer): void {
    if (slot.cls === OperandClass.composite) {
      for (const part of slot.parts) this.operand(part, out);
      return;
    }
    const value = this.next();
    switch (slot.cls) {
      case OperandClass.word:
        if (typeof value === 'number') out.push(value >>> 0);
        else if (typeof value === 'bigint') {
          out.push(Number(value & 0xffffffffn));
          out.push(Number((value >> 32n) & 0xffffffffn));
        } else throw new InternalError(`${this.op}: expected a number for ${slot.kind}`);
        return;
      case OperandClass.string:
        if (typeof value !== 'string') throw new InternalError(`${this.op}: expected a string`);
        encodeString(value, out);
        return;
      default: {
        if (typeof value !== 'string' && typeof value !== 'number') {
          throw new InternalError(`${this.op}: expected an enumerant of ${slot.kind}`);
        }
        const e = enumerantPlan(this.op, slot, value);
        out.push(e.word);
        for (const p of e.params) this.operand(p, out);
      }
    }
  }

  /** Declares a capability once. */
  capability(name: string): void {
    if (this.capabilitySet.has(name)) return;
    this.capabilitySet.add(name);
    this.emit('capabilities', 'OpCapability', [name]);
  }

  /** Declares an extension once. */
  extension(name: string): void {
    if (this.extensionSet.has(name)) return;
    this.extensionSet.add(name);
    this.emit('extensions', 'OpExtension', [name]);
  }

  /**
   * Interns a declaration in the globals section (types, constants): the same op and operands give the
   * same id. `op` must take a result id as its first or second operand (types: first; constants:
   * second, after the result type).
   */
  intern(op: string, operands: readonly SpirvOperand[]): number {
    // Most declarations are a type or a constant of one or two small numbers: keyed by a number
    // made of them, per op; the rest by their text (operands of one position are all numbers or
    // all strings by kind, so joining them is a unique key).
    const small = smallKey(operands);
    let byNumber: Map<number, number> | undefined;
    let key = '';
    let known: number | undefined;
    if (small !== undefined) {
      byNumber = this.internedSmall.get(op);
      if (byNumber === undefined) {
        byNumber = new Map();
        this.internedSmall.set(op, byNumber);
      }
      known = byNumber.get(small);
    } else {
      key = `${op} ${operands.join(' ')}`;
      known = this.interned.get(key);
    }
    if (known !== undefined) return known;
    const id = this.id();
    if (instructionPlan(op)?.resultFirst ?? false) this.emit('globals', op, [id, ...operands]);
    else this.emitResult('globals', op, operands[0] as number, id, operands.slice(1));
    if (byNumber !== undefined) byNumber.set(small as number, id);
    else this.interned.set(key, id);
    return id;
  }

  /** The module's words; the builder takes no more instructions. */
  words(): Uint32Array {
    if (this.speculative.size > 0) this.dropUnread();
    let length = 5;
    for (const s of SECTIONS) length += this.sections[s].length;
    const words = new Uint32Array(length);
    words.set([MAGIC, (this.version.major << 16) | (this.version.minor << 8), 0, this.nextId, 0]);
    let at = 5;
    for (const s of SECTIONS) {
      const section = this.sections[s];
      words.set(section.view(), at);
      at += section.length;
    }
    spareSections.give(this.held);
    this.taken = true;
    return words;
  }
}
