/**
 * The machinery shared by the descriptor field tables (image-descriptor.ts): a field row format,
 * reading and writing named fields of descriptor dwords with range and reserved-value checks, and the
 * typed DescriptorError that names the descriptor, field and value.
 */
import { OberonError } from '../../util/errors.js';

/** One field of a descriptor: its dword, lowest bit, width and, where it is an enumeration, names. */
export interface DescriptorField {
  readonly name: string;
  readonly dword: number;
  readonly shift: number;
  readonly width: number;
  /** Value names; a value without a name is reserved and refused by the decoders. */
  readonly values?: Readonly<Record<number, string>>;
  /** What the field means, where the name does not say it. */
  readonly about?: string;
}

/** A descriptor field holds a reserved or impossible value. */
export class DescriptorError extends OberonError {
  constructor(
    readonly descriptor: 'T#' | 'S#',
    readonly field: string,
    readonly value: number,
    readonly reason: string,
  ) {
    super('E_DESCRIPTOR', `${descriptor} field ${field} = ${value}: ${reason}`);
  }
}

/** One table row: name, dword, first bit, last bit, value names, meaning. */
export type Row = readonly [
  name: string,
  dword: number,
  lo: number,
  hi: number,
  values?: Readonly<Record<number, string>>,
  about?: string,
];

/** Field descriptions from rows. */
export function fields(rows: readonly Row[]): readonly DescriptorField[] {
  return rows.map(([name, dword, lo, hi, values, about]) => ({
    name,
    dword,
    shift: lo,
    width: hi - lo + 1,
    ...(values ? { values } : {}),
    ...(about ? { about } : {}),
  }));
}

/** Fields by name. */
export function byName(table: readonly DescriptorField[]): ReadonlyMap<string, DescriptorField> {
  return new Map(table.map((f) => [f.name, f]));
}

/** Reads every field of a descriptor, refusing reserved enumeration values. */
export function readFields(
  kind: 'T#' | 'S#',
  table: readonly DescriptorField[],
  words: ArrayLike<number>,
  dwords: number,
  check: boolean,
): Record<string, number> {
  if (words.length < dwords) throw new DescriptorError(kind, 'words', words.length, `needs ${dwords} dwords`);
  const out: Record<string, number> = {};
  for (const f of table) {
    const word = (words[f.dword] as number) >>> 0;
    const value = f.width === 32 ? word : (word >>> f.shift) & ((1 << f.width) - 1);
    if (check && f.values && f.values[value] === undefined) {
      throw new DescriptorError(kind, f.name, value, 'reserved value');
    }
    out[f.name] = value;
  }
  return out;
}

/** Writes named field values into zeroed dwords; refuses values that do not fit their field. */
export function writeFields(
  kind: 'T#' | 'S#',
  index: ReadonlyMap<string, DescriptorField>,
  dwords: number,
  values: Readonly<Record<string, number>>,
): number[] {
  const out = new Array<number>(dwords).fill(0);
  for (const [name, value] of Object.entries(values)) {
    const f = index.get(name);
    if (!f) throw new DescriptorError(kind, name, value, 'no such field');
    const max = f.width === 32 ? 0xffffffff : (1 << f.width) - 1;
    if (!Number.isInteger(value) || value < 0 || value > max) {
      throw new DescriptorError(kind, name, value, `does not fit ${f.width} bits`);
    }
    const mask = f.width === 32 ? 0xffffffff : ((1 << f.width) - 1) << f.shift;
    out[f.dword] = (((out[f.dword] as number) & ~mask) | (value << f.shift)) >>> 0;
  }
  return out;
}

/** Fixed point (unsigned, `frac` fraction bits) to a number. */
export function fixed(value: number, frac: number): number {
  return value / 2 ** frac;
}

/** The value an enumeration gives `name`; refuses unknown names. */
export function codeOf<T extends Record<number, string>>(
  table: T,
  name: string,
  field: string,
  kind: 'T#' | 'S#',
): number {
  for (const [code, n] of Object.entries(table)) if (n === name) return Number(code);
  throw new DescriptorError(kind, field, Number.NaN, `no value named ${name}`);
}
