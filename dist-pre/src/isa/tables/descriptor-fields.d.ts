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
export declare class DescriptorError extends OberonError {
    readonly descriptor: 'T#' | 'S#';
    readonly field: string;
    readonly value: number;
    readonly reason: string;
    constructor(descriptor: 'T#' | 'S#', field: string, value: number, reason: string);
}
/** One table row: name, dword, first bit, last bit, value names, meaning. */
export type Row = readonly [
    name: string,
    dword: number,
    lo: number,
    hi: number,
    values?: Readonly<Record<number, string>>,
    about?: string
];
/** Field descriptions from rows. */
export declare function fields(rows: readonly Row[]): readonly DescriptorField[];
/** Fields by name. */
export declare function byName(table: readonly DescriptorField[]): ReadonlyMap<string, DescriptorField>;
/** Reads every field of a descriptor, refusing reserved enumeration values. */
export declare function readFields(kind: 'T#' | 'S#', table: readonly DescriptorField[], words: ArrayLike<number>, dwords: number, check: boolean): Record<string, number>;
/** Writes named field values into zeroed dwords; refuses values that do not fit their field. */
export declare function writeFields(kind: 'T#' | 'S#', index: ReadonlyMap<string, DescriptorField>, dwords: number, values: Readonly<Record<string, number>>): number[];
/** Fixed point (unsigned, `frac` fraction bits) to a number. */
export declare function fixed(value: number, frac: number): number;
/** The value an enumeration gives `name`; refuses unknown names. */
export declare function codeOf<T extends Record<number, string>>(table: T, name: string, field: string, kind: 'T#' | 'S#'): number;
