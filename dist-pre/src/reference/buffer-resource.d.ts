/**
 * The gfx10 buffer resource (V#, four SGPRs) and the buffer address arithmetic of the RDNA 1 ISA
 * (section 8.1.5): field decode (SQ_BUF_RSRC_WORD0..3), linear and swizzled buffer offsets
 * (element size fixed at 4 bytes), and range checking per OOB_SELECT.
 *
 * Where the ISA and Mesa's gfx10 notes disagree on a range check (OOB_SELECT 0: `offset > stride` vs
 * `offset >= stride`; OOB_SELECT 3: `offset + payload > num_records - sgpr_offset` vs
 * `offset >= num_records`, and the swizzled form), the check answers 'ambiguous' for the inputs on
 * which the readings differ, so the caller can refuse instead of guessing.
 */
/** dst_sel values. */
export declare const SEL_0 = 0;
export declare const SEL_1 = 1;
export declare const SEL_X = 4;
/** A decoded V#. */
export interface BufferResource {
    /** 48-bit byte address. */
    readonly base: number;
    /** Record size in bytes (14 bits). */
    readonly stride: number;
    readonly cacheSwizzle: boolean;
    readonly swizzleEnable: boolean;
    readonly numRecords: number;
    /** DST_SEL_X..W: 0 = 0, 1 = 1, 4..7 = x..w. */
    readonly dstSel: readonly [number, number, number, number];
    /** Unified FORMAT code (0 = INVALID: an unbound resource). */
    readonly format: number;
    /** Indices per swizzle element: 8, 16, 32 or 64. */
    readonly indexStride: number;
    readonly addTid: boolean;
    readonly resourceLevel: number;
    readonly oobSelect: number;
    readonly type: number;
}
/** Decodes the four V# dwords (SGPR order). */
export declare function decodeBufferResource(words: ArrayLike<number>): BufferResource;
/** Encodes a V# (the inverse of decodeBufferResource, for tests and tools). */
export declare function encodeBufferResource(r: Partial<BufferResource> & {
    base: number;
}): number[];
/** The byte offset of buffer byte `offset` of record `index` (sgpr_offset not included). */
export declare function bufferOffset(r: BufferResource, index: number, offset: number): number;
/** Outcome of a range check. */
export type RangeVerdict = 'in' | 'out' | 'ambiguous';
/**
 * Whether `payload` bytes at (`index`, `offset`) are out of range, per OOB_SELECT. `offset` is the
 * instruction offset plus the VGPR offset; `soffset` the SGPR offset.
 */
export declare function rangeCheck(r: BufferResource, index: number, offset: number, soffset: number, payload: number): RangeVerdict;
