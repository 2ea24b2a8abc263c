/**
 * A SPIR-V module builder driven by the generated grammar tables: any instruction is encoded by
 * `emit(section, 'OpName', operands)`, with operands checked against the instruction's operand kinds
 * (ids, literals, strings, enumerants by name with their extra operands, bit masks from `A|B` names).
 * Types and constants are interned so each is declared once, as SPIR-V requires.
 */

import { InternalError } from '../util/errors.js';
import { COMPOSITES, ENUMS, INSTRUCTIONS, KIND_CATEGORY, MAGIC } from './grammar.generated.js';

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

function encodeString(s: string, out: number[]): void {
  const bytes = Buffer.from(`${s}\0`, 'utf8');
  for (let i = 0; i < bytes.length; i += 4) {
    out.push(
      ((bytes[i] ?? 0) |
        ((bytes[i + 1] ?? 0) << 8) |
        ((bytes[i + 2] ?? 0) << 16) |
        ((bytes[i + 3] ?? 0) << 24)) >>>
        0,
    );
  }
}

/** A SPIR-V module under construction. */
export class SpirvBuilder {
  private nextId = 1;
  private readonly sections = new Map<Section, number[]>(SECTIONS.map((s) => [s, []]));
  private readonly interned = new Map<string, number>();
  private readonly capabilitySet = new Set<string>();
  private readonly extensionSet = new Set<string>();

  constructor(readonly version: { major: number; minor: number } = { major: 1, minor: 3 }) {}

  /** A fresh result id. */
  id(): number {
    return this.nextId++;
  }

  /** Encodes `op` with `operands` into `section`. @throws InternalError on operands the grammar rejects. */
  emit(section: Section, op: string, operands: readonly SpirvOperand[]): void {
    const entry = INSTRUCTIONS[op];
    if (!entry) throw new InternalError(`unknown SPIR-V instruction ${op}`);
    const [opcode, kinds] = entry;
    const words: number[] = [0];
    const queue = [...operands];
    const take = (kind: string, optional: boolean): boolean => {
      if (queue.length === 0) {
        if (optional) return false;
        throw new InternalError(`${op}: missing ${kind} operand`);
      }
      this.encodeOperand(op, kind, queue, words);
      return true;
    };
    for (const spec of kinds.split(' ').filter((k) => k.length > 0)) {
      const quant = spec.endsWith('?') || spec.endsWith('*') ? spec.slice(-1) : '';
      const kind = quant ? spec.slice(0, -1) : spec;
      if (quant === '*') while (queue.length > 0) take(kind, true);
      else take(kind, quant === '?');
    }
    if (queue.length > 0) throw new InternalError(`${op}: ${queue.length} operands too many`);
    words[0] = ((words.length << 16) | opcode) >>> 0;
    (this.sections.get(section) as number[]).push(...words);
  }

  private encodeOperand(op: string, kind: string, queue: SpirvOperand[], out: number[]): void {
    const value = queue.shift() as SpirvOperand;
    const category = KIND_CATEGORY[kind];
    if (category === 'Composite') {
      queue.unshift(value);
      for (const base of COMPOSITES[kind] ?? []) this.encodeOperand(op, base, queue, out);
      return;
    }
    if (kind === 'LiteralString') {
      if (typeof value !== 'string') throw new InternalError(`${op}: expected a string`);
      encodeString(value, out);
      return;
    }
    if (category === 'ValueEnum' || category === 'BitEnum') {
      const table = ENUMS[kind] ?? {};
      const names = typeof value === 'string' ? value.split('|').filter((n) => n.length > 0) : [];
      let word = typeof value === 'number' ? value : 0;
      const params: string[] = [];
      for (const name of names) {
        const e = table[name];
        if (!e) throw new InternalError(`${op}: '${name}' is not a ${kind}`);
        word |= e[0];
        params.push(...e[1].split(' ').filter((p) => p.length > 0));
      }
      if (typeof value === 'number') {
        const e = Object.values(table).find(([v]) => v === value);
        if (e && category === 'ValueEnum') params.push(...e[1].split(' ').filter((p) => p.length > 0));
      }
      out.push(word >>> 0);
      for (const p of params) this.encodeOperand(op, p.replace(/[?*]$/, ''), queue, out);
      return;
    }
    if (typeof value === 'bigint') {
      out.push(Number(value & 0xffffffffn), Number((value >> 32n) & 0xffffffffn));
      return;
    }
    if (typeof value !== 'number') throw new InternalError(`${op}: expected a number for ${kind}`);
    out.push(value >>> 0);
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
    const key = `${op} ${operands.map(String).join(' ')}`;
    const known = this.interned.get(key);
    if (known !== undefined) return known;
    const id = this.id();
    const [, kinds] = INSTRUCTIONS[op] ?? [0, ''];
    const resultFirst = kinds.startsWith('IdResult ') || kinds === 'IdResult';
    this.emit(
      'globals',
      op,
      resultFirst ? [id, ...operands] : [operands[0] as SpirvOperand, id, ...operands.slice(1)],
    );
    this.interned.set(key, id);
    return id;
  }

  /** The module's words. */
  words(): Uint32Array {
    const body = SECTIONS.flatMap((s) => this.sections.get(s) as number[]);
    const header = [MAGIC, (this.version.major << 16) | (this.version.minor << 8), 0, this.nextId, 0];
    return Uint32Array.from([...header, ...body]);
  }
}
