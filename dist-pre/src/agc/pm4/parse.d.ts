import { type PacketSpec } from './packets.js';
/** A type-2 padding dword. */
export interface Pm4Padding {
    readonly type: 2;
    /** Dword offset in its buffer. */
    readonly offset: number;
    readonly header: number;
}
/** A validated type-3 packet. */
export interface Pm4Packet {
    readonly type: 3;
    /** Dword offset of the header in its buffer. */
    readonly offset: number;
    readonly header: number;
    readonly opcode: number;
    readonly spec: PacketSpec;
    /** The body dwords (a view into the buffer). */
    readonly body: Uint32Array;
    /** Header bit 0. */
    readonly predicate: boolean;
    /** Header bit 1: the packet is meant for the compute pipe. */
    readonly compute: boolean;
}
/** A parsed entry of a PM4 stream. */
export type Pm4Entry = Pm4Padding | Pm4Packet;
/**
 * Yields the entries of `words` in order; throws {@link Pm4Error} at the first invalid one.
 * `buffer` names the command buffer in messages.
 */
export declare function iteratePm4(words: Uint32Array, buffer: string): Generator<Pm4Entry>;
/** Parses a whole command buffer; throws {@link Pm4Error} at the first invalid entry. */
export declare function parsePm4(words: Uint32Array, buffer: string): Pm4Entry[];
/** The registers a SET_*_REG packet writes: first byte address and the values in order. */
export interface RegisterWrites {
    readonly address: number;
    readonly values: Uint32Array;
    /** The INDEX field of the *_INDEX forms (0 otherwise). */
    readonly index: number;
}
/**
 * First register byte address and values of a SET_*_REG(_INDEX) packet; throws {@link Pm4Error} when the
 * range leaves the packet's register space.
 */
export declare function setRegRange(packet: Pm4Packet, buffer: string): RegisterWrites;
