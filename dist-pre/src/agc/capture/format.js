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
export const CAPTURE_MAGIC = 'OBCAPTR1';
/** The format version this code reads and writes. */
export const CAPTURE_VERSION = 1;
export const HEADER_BYTES = 32;
export const TABLE_ENTRY_BYTES = 32;
/** Chunk kinds. */
export const ChunkKind = {
    /** Guest memory: `length` bytes placed at `guestAddress`. */
    Memory: 1,
    /** JSON: the ordered submissions ({@link CaptureSubmission}[]). */
    Submissions: 2,
    /** JSON: the registered programs ({@link CaptureProgram}[]). */
    Programs: 3,
    /** JSON: free-form description (title, tool, notes). */
    Metadata: 4,
};
//# sourceMappingURL=format.js.map