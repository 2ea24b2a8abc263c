/**
 * Scene builder for tests and tools: places buffers, textures and programs as raw words in guest
 * memory (a bump allocator hands out addresses), records PM4 command buffers through {@link Pm4Writer},
 * registers programs with their binary types, and writes the whole scene as one capture file.
 */
import { Pm4Writer } from '../pm4/builder.js';
/** Builds a capture in memory, then writes it. */
export declare class CaptureBuilder {
    private readonly regions;
    private readonly programs;
    private readonly submissions;
    private next;
    metadata: Record<string, unknown>;
    /** `base` is the first guest address the allocator hands out. */
    constructor(base?: number);
    /** Reserves `bytes` at the next `align`-byte boundary and returns the address. */
    alloc(bytes: number, align?: number): number;
    /** Places bytes at a fixed address (regions must not overlap). */
    place(address: number, data: Uint8Array | Uint32Array): number;
    /** Places dwords at a fresh `align`-aligned address and returns it. */
    placeWords(words: ArrayLike<number>, align?: number): number;
    /** Places a program's words (256-byte aligned) and registers it with `type`; returns its address. */
    program(words: ArrayLike<number>, type: number, name?: string): number;
    /** Registers a program already placed at `address`. */
    registerProgram(address: number, type: number, name?: string): void;
    /** Places a finished command buffer in memory; returns its address and size for a submission. */
    commandBuffer(writer: Pm4Writer, label?: string): {
        address: number;
        dwords: number;
        label?: string;
    };
    /** Submits command buffers (already placed, or writers to place) to a queue. */
    submit(buffers: (Pm4Writer | {
        address: number;
        dwords: number;
        label?: string;
    })[], queue?: 'graphics' | 'compute'): void;
    /** Writes the capture file. */
    write(path: string): void;
}
