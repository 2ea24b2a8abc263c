/**
 * The capture file layout (documented in docs/capture.md): a 32-byte header, chunks of data, and a
 * chunk table at the end, so a writer streams chunks without knowing their number in advance and a
 * reader finds everything from the header and the table without reading the data.
 *
 * Header: magic `OBCAPTR1` (8 bytes), u32 version, u32 chunk count, u64 table offset, u64 reserved.
 * Table entry (32 bytes): u32 kind, u32 reserved, u64 file offset, u64 byte length, u64 guest address.
 * All little-endian. Metadata chunks hold UTF-8 JSON.
 */
/** The first 8 bytes of every capture. */
export declare const CAPTURE_MAGIC = "OBCAPTR1";
/** The format version this code reads and writes. */
export declare const CAPTURE_VERSION = 1;
export declare const HEADER_BYTES = 32;
export declare const TABLE_ENTRY_BYTES = 32;
/** Chunk kinds. */
export declare const ChunkKind: {
    /** Guest memory: `length` bytes placed at `guestAddress`. */
    readonly Memory: 1;
    /** JSON: the ordered submissions ({@link CaptureSubmission}[]). */
    readonly Submissions: 2;
    /** JSON: the registered programs ({@link CaptureProgram}[]). */
    readonly Programs: 3;
    /** JSON: free-form description (title, tool, notes). */
    readonly Metadata: 4;
};
/** One command buffer of a submission: where its dwords lie in guest memory. */
export interface CaptureCommandBuffer {
    readonly address: number;
    readonly dwords: number;
    readonly label?: string;
}
/** One submission to a queue: command buffers the CP runs in order. */
export interface CaptureSubmission {
    readonly queue: 'graphics' | 'compute';
    readonly buffers: readonly CaptureCommandBuffer[];
}
/** A program the title registered with the driver, with its binary type (0..7). */
export interface CaptureProgram {
    readonly address: number;
    readonly type: number;
    readonly name?: string;
}
/** A row of the chunk table. */
export interface ChunkEntry {
    readonly kind: number;
    readonly offset: number;
    readonly length: number;
    readonly guestAddress: number;
}
