/**
 * Opens a capture: checks the header and chunk table, parses the small JSON chunks, and exposes guest
 * memory for lazy range reads. Every defect is a {@link CaptureError} naming the file and the reason.
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { CaptureError } from '../errors.js';
import { CAPTURE_MAGIC, CAPTURE_VERSION, ChunkKind, HEADER_BYTES, TABLE_ENTRY_BYTES, } from './format.js';
import { FileGuestMemory } from './memory.js';
function readAt(fd, file, offset, length) {
    const buf = Buffer.alloc(length);
    if (readSync(fd, buf, 0, length, offset) !== length)
        throw new CaptureError(file, `file ends before byte ${offset + length}`);
    return buf;
}
function safe(value, file, what) {
    if (value > BigInt(Number.MAX_SAFE_INTEGER))
        throw new CaptureError(file, `${what} ${value} is too large`);
    return Number(value);
}
const isUint = (v) => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
function checkSubmissions(value, file) {
    if (!Array.isArray(value))
        throw new CaptureError(file, 'the submissions chunk is not a JSON array');
    value.forEach((s, i) => {
        const sub = s;
        if (typeof s !== 'object' ||
            s === null ||
            (sub.queue !== 'graphics' && sub.queue !== 'compute') ||
            !Array.isArray(sub.buffers)) {
            throw new CaptureError(file, `submission ${i} needs a queue ('graphics' or 'compute') and a buffers array`);
        }
        sub.buffers.forEach((b, j) => {
            const buf = b;
            if (typeof b !== 'object' ||
                b === null ||
                !isUint(buf.address) ||
                !isUint(buf.dwords) ||
                buf.address % 4 !== 0) {
                throw new CaptureError(file, `submission ${i} buffer ${j} needs a dword-aligned address and a dword count`);
            }
        });
    });
    return value;
}
function checkPrograms(value, file) {
    if (!Array.isArray(value))
        throw new CaptureError(file, 'the programs chunk is not a JSON array');
    value.forEach((p, i) => {
        const prog = p;
        if (typeof p !== 'object' || p === null || !isUint(prog.address) || !isUint(prog.type) || prog.type > 7) {
            throw new CaptureError(file, `program ${i} needs an address and a binary type 0..7`);
        }
    });
    return value;
}
/** Opens and validates the capture at `path`. */
export function openCapture(path) {
    const fd = openSync(path, 'r');
    try {
        const size = fstatSync(fd).size;
        if (size < HEADER_BYTES)
            throw new CaptureError(path, `${size} bytes is too short for a capture header`);
        const header = readAt(fd, path, 0, HEADER_BYTES);
        if (header.toString('ascii', 0, 8) !== CAPTURE_MAGIC)
            throw new CaptureError(path, 'not an Oberon capture (bad magic)');
        const version = header.readUInt32LE(8);
        if (version !== CAPTURE_VERSION)
            throw new CaptureError(path, `capture version ${version} is not supported (expected ${CAPTURE_VERSION})`);
        const count = header.readUInt32LE(12);
        const tableOffset = safe(header.readBigUInt64LE(16), path, 'table offset');
        if (tableOffset < HEADER_BYTES || tableOffset + count * TABLE_ENTRY_BYTES > size) {
            throw new CaptureError(path, `chunk table of ${count} entries at ${tableOffset} does not fit in ${size} bytes`);
        }
        const table = readAt(fd, path, tableOffset, count * TABLE_ENTRY_BYTES);
        const chunks = [];
        for (let i = 0; i < count; i++) {
            const at = i * TABLE_ENTRY_BYTES;
            const entry = {
                kind: table.readUInt32LE(at),
                offset: safe(table.readBigUInt64LE(at + 8), path, 'chunk offset'),
                length: safe(table.readBigUInt64LE(at + 16), path, 'chunk length'),
                guestAddress: safe(table.readBigUInt64LE(at + 24), path, 'guest address'),
            };
            if (entry.offset < HEADER_BYTES || entry.offset + entry.length > tableOffset) {
                throw new CaptureError(path, `chunk ${i} (${entry.offset}+${entry.length}) lies outside the data area`);
            }
            chunks.push(entry);
        }
        const json = (kind) => {
            const c = chunks.filter((x) => x.kind === kind);
            if (c.length > 1)
                throw new CaptureError(path, `more than one chunk of kind ${kind}`);
            if (c.length === 0)
                return undefined;
            try {
                return JSON.parse(readAt(fd, path, c[0].offset, c[0].length).toString('utf8'));
            }
            catch (e) {
                if (e instanceof CaptureError)
                    throw e;
                throw new CaptureError(path, `chunk of kind ${kind} is not valid JSON`);
            }
        };
        const regions = chunks
            .filter((c) => c.kind === ChunkKind.Memory)
            .map((c) => ({ guestAddress: c.guestAddress, length: c.length, fileOffset: c.offset }))
            .sort((a, b) => a.guestAddress - b.guestAddress);
        for (let i = 1; i < regions.length; i++) {
            const prev = regions[i - 1];
            if (prev.guestAddress + prev.length > regions[i].guestAddress) {
                throw new CaptureError(path, `memory regions at 0x${prev.guestAddress.toString(16)} and 0x${regions[i].guestAddress.toString(16)} overlap`);
            }
        }
        const submissions = checkSubmissions(json(ChunkKind.Submissions) ?? [], path);
        const programs = checkPrograms(json(ChunkKind.Programs) ?? [], path);
        const meta = json(ChunkKind.Metadata) ?? {};
        if (typeof meta !== 'object' || meta === null || Array.isArray(meta))
            throw new CaptureError(path, 'the metadata chunk is not a JSON object');
        return {
            path,
            memory: new FileGuestMemory(fd, path, regions),
            submissions,
            programs,
            metadata: meta,
            close: () => closeSync(fd),
        };
    }
    catch (e) {
        closeSync(fd);
        throw e;
    }
}
//# sourceMappingURL=reader.js.map