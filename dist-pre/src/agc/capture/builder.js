/**
 * Scene builder for tests and tools: places buffers, textures and programs as raw words in guest
 * memory (a bump allocator hands out addresses), records PM4 command buffers through {@link Pm4Writer},
 * registers programs with their binary types, and writes the whole scene as one capture file.
 */
import { Pm4Writer } from '../pm4/builder.js';
import { CaptureWriter } from './writer.js';
/** Builds a capture in memory, then writes it. */
export class CaptureBuilder {
    regions = [];
    programs = [];
    submissions = [];
    next;
    metadata = {};
    /** `base` is the first guest address the allocator hands out. */
    constructor(base = 0x1_0000_0000) {
        this.next = base;
    }
    /** Reserves `bytes` at the next `align`-byte boundary and returns the address. */
    alloc(bytes, align = 256) {
        const address = Math.ceil(this.next / align) * align;
        this.next = address + Math.max(bytes, 1);
        return address;
    }
    /** Places bytes at a fixed address (regions must not overlap). */
    place(address, data) {
        const bytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength).slice();
        this.regions.push({ address, data: bytes });
        this.next = Math.max(this.next, address + bytes.byteLength);
        return address;
    }
    /** Places dwords at a fresh `align`-aligned address and returns it. */
    placeWords(words, align = 256) {
        return this.place(this.alloc(words.length * 4, align), Uint32Array.from(words));
    }
    /** Places a program's words (256-byte aligned) and registers it with `type`; returns its address. */
    program(words, type, name) {
        const address = this.placeWords(words, 256);
        this.programs.push(name === undefined ? { address, type } : { address, type, name });
        return address;
    }
    /** Registers a program already placed at `address`. */
    registerProgram(address, type, name) {
        this.programs.push(name === undefined ? { address, type } : { address, type, name });
    }
    /** Places a finished command buffer in memory; returns its address and size for a submission. */
    commandBuffer(writer, label) {
        const words = writer.finish();
        const address = this.placeWords(words, 4);
        return label === undefined ? { address, dwords: words.length } : { address, dwords: words.length, label };
    }
    /** Submits command buffers (already placed, or writers to place) to a queue. */
    submit(buffers, queue = 'graphics') {
        this.submissions.push({
            queue,
            buffers: buffers.map((b) => (b instanceof Pm4Writer ? this.commandBuffer(b) : b)),
        });
    }
    /** Writes the capture file. */
    write(path) {
        const writer = new CaptureWriter(path);
        for (const r of this.regions)
            writer.addMemory(r.address, r.data);
        writer.setSubmissions(this.submissions);
        writer.setPrograms(this.programs);
        writer.setMetadata(this.metadata);
        writer.close();
    }
}
//# sourceMappingURL=builder.js.map