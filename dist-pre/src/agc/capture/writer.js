/**
 * Streaming capture writer: chunks go to the file as they are added (memory regions may be large),
 * the chunk table and the header's table offset are written by {@link CaptureWriter.close}.
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import { CAPTURE_MAGIC, CAPTURE_VERSION, ChunkKind, HEADER_BYTES, TABLE_ENTRY_BYTES, } from './format.js';
/** Writes one capture file. */
export class CaptureWriter {
    path;
    fd;
    position = HEADER_BYTES;
    chunks = [];
    constructor(path) {
        this.path = path;
        this.fd = openSync(path, 'w');
        writeSync(this.fd, new Uint8Array(HEADER_BYTES), 0, HEADER_BYTES, 0);
    }
    chunk(kind, data, guestAddress = 0) {
        const pad = (8 - (this.position % 8)) % 8;
        if (pad)
            writeSync(this.fd, new Uint8Array(pad), 0, pad, this.position);
        this.position += pad;
        writeSync(this.fd, data, 0, data.byteLength, this.position);
        this.chunks.push({ kind, offset: this.position, length: data.byteLength, guestAddress });
        this.position += data.byteLength;
    }
    /** Adds a guest memory region of `data` bytes at `guestAddress`. */
    addMemory(guestAddress, data) {
        this.chunk(ChunkKind.Memory, data, guestAddress);
    }
    json(kind, value) {
        this.chunk(kind, new TextEncoder().encode(JSON.stringify(value)));
    }
    /** Adds the submissions chunk. */
    setSubmissions(submissions) {
        this.json(ChunkKind.Submissions, submissions);
    }
    /** Adds the registered programs chunk. */
    setPrograms(programs) {
        this.json(ChunkKind.Programs, programs);
    }
    /** Adds a metadata chunk. */
    setMetadata(metadata) {
        this.json(ChunkKind.Metadata, metadata);
    }
    /** Writes the chunk table and the header, and closes the file. */
    close() {
        const table = Buffer.alloc(this.chunks.length * TABLE_ENTRY_BYTES);
        this.chunks.forEach((c, i) => {
            const at = i * TABLE_ENTRY_BYTES;
            table.writeUInt32LE(c.kind, at);
            table.writeBigUInt64LE(BigInt(c.offset), at + 8);
            table.writeBigUInt64LE(BigInt(c.length), at + 16);
            table.writeBigUInt64LE(BigInt(c.guestAddress), at + 24);
        });
        writeSync(this.fd, table, 0, table.byteLength, this.position);
        const header = Buffer.alloc(HEADER_BYTES);
        header.write(CAPTURE_MAGIC, 0, 'ascii');
        header.writeUInt32LE(CAPTURE_VERSION, 8);
        header.writeUInt32LE(this.chunks.length, 12);
        header.writeBigUInt64LE(BigInt(this.position), 16);
        writeSync(this.fd, header, 0, HEADER_BYTES, 0);
        closeSync(this.fd);
    }
}
//# sourceMappingURL=writer.js.map