/** How the bits of a component are interpreted. */
export type NumberFormat = 'unorm' | 'snorm' | 'uscaled' | 'sscaled' | 'uint' | 'sint' | 'float';
/** Component bit widths of each data format, x first (least significant bits first). */
export declare const DATA_FORMATS: Readonly<Record<string, readonly number[]>>;
/** One buffer format: layout plus number format. */
export interface BufferFormat {
    /** The unified FORMAT code. */
    readonly code: number;
    /** `8_8_UNORM`, as LLVM names it without `BUF_FMT_`. */
    readonly name: string;
    readonly number: NumberFormat;
    /** Component widths, x first. */
    readonly bits: readonly number[];
    /** Bit position of each component in the element. */
    readonly shifts: readonly number[];
    /** Element size in bytes. */
    readonly bytes: number;
}
/** A value the format cannot convert exactly, or a format that cannot be used. */
export declare class FormatError extends Error {
}
/** The buffer format of a unified FORMAT code (undefined: INVALID or not a buffer format). */
export declare function bufferFormat(code: number): BufferFormat | undefined;
/** Every buffer format, by code. */
export declare function allBufferFormats(): readonly BufferFormat[];
/**
 * Largest error of a format load against the exact value, in units in the last place of the f32 (or,
 * for d16, f16) result. Our loads are correctly rounded; the ISA does not state the hardware's rounding.
 */
export declare const FORMAT_LOAD_ULP: Readonly<Record<NumberFormat, number>>;
/**
 * Largest error of a format store, in integer codes (UNORM/SNORM: round-half-even of the exact
 * product) or in ULPs of the narrow float (16/11/10-bit: round-half-even).
 */
export declare const FORMAT_STORE_ULP: Readonly<Record<NumberFormat, number>>;
/** The components of an element held in little-endian bytes, as raw unsigned integers. */
export declare function unpackElement(fmt: BufferFormat, bytes: ArrayLike<number>): number[];
/** The little-endian bytes of an element from raw component integers. */
export declare function packElement(fmt: BufferFormat, raw: readonly number[]): number[];
/** The 32-bit VGPR pattern a format load returns for one raw component. */
export declare function decodeComponent(raw: number, w: number, nf: NumberFormat): number;
/** The 16-bit pattern a d16 format load returns for one raw component. */
export declare function decodeComponent16(raw: number, w: number, nf: NumberFormat): number;
/** The pattern of the constant 1 a dst_sel of SEL_1 returns (integer for UINT/SINT formats). */
export declare function oneFor(nf: NumberFormat, d16: boolean): number;
/** Raw component bits a format store writes from a 32-bit VGPR pattern. */
export declare function encodeComponent(value: number, w: number, nf: NumberFormat): number;
/** Raw component bits a d16 format store writes from a 16-bit VGPR half. */
export declare function encodeComponent16(value: number, w: number, nf: NumberFormat): number;
