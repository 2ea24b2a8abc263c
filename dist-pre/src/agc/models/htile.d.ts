/** GB_ADDR_CONFIG the PS5 uses unless a capture says otherwise: 16 pipes, 256-byte interleave. */
export declare const PS5_GB_ADDR_CONFIG: number;
/** HTILE geometry of one depth surface. */
export interface HtileLayout {
    readonly pipesLog2: number;
    /** Bytes of one metadata block (log2 in `blockBytesLog2`). */
    readonly blockBytes: number;
    readonly blockBytesLog2: number;
    /** Pixels one metadata block covers. */
    readonly blockWidth: number;
    readonly blockHeight: number;
    /** Surface size padded to whole blocks. */
    readonly pitch: number;
    readonly paddedHeight: number;
    /** Bytes of one slice's metadata (HtileMetadataBytes). */
    readonly sliceBytes: number;
    /** 8x8 tiles of the unpadded surface (one HTILE word each). */
    readonly tileWords: number;
}
/** Computes the HTILE layout of a `width` x `height` single-sample depth surface. */
export declare function computeHtileLayout(gbAddrConfig: number, width: number, height: number): HtileLayout;
/** Byte offset, from DB_HTILE_DATA_BASE, of the HTILE word of pixel (x, y) in `slice`. */
export declare function htileWordOffset(layout: HtileLayout, x: number, y: number, slice?: number): number;
/** Guest address of slice `slice`'s HTILE: DB_HTILE_DATA_BASE (256-byte units) + slice * slice bytes. */
export declare function htileSliceAddress(dbHtileDataBase: number, layout: HtileLayout, slice: number): number;
/** First slice of a depth view: DB_DEPTH_VIEW SLICE_START with SLICE_START_HI above its 11 bits. */
export declare function depthViewSliceStart(dbDepthView: number): number;
/** Last slice of a depth view: SLICE_MAX with SLICE_MAX_HI. */
export declare function depthViewSliceMax(dbDepthView: number): number;
