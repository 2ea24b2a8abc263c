import { RegisterFile } from '../state/register-file.js';
import { type Pm4Entry, type Pm4Packet } from './parse.js';
/** Reads command buffer dwords from guest memory. */
export interface CommandMemory {
    readDwords(address: number, count: number): Uint32Array;
}
/** A command buffer to run. */
export interface CommandBufferRef {
    readonly address: number;
    readonly dwords: number;
    readonly label?: string;
}
/** State that persists across command buffers and submissions. */
export declare class CommandState {
    readonly registers: RegisterFile;
    /** INDEX_BASE address. */
    indexBase: number | undefined;
    /** INDEX_BUFFER_SIZE in indices. */
    indexBufferSize: number | undefined;
    /** SET_BASE (base index 1): the indirect argument base. */
    indirectBase: number | undefined;
}
/** What one draw packet asks for (the registers hold the rest). */
export interface DrawCall {
    readonly packet: string;
    readonly indexed: boolean;
    /** Vertex or index count (undefined for indirect draws). */
    readonly count: number | undefined;
    /** Index buffer address of indexed draws (DRAW_INDEX_2, or INDEX_BASE + offset). */
    readonly indexAddress: number | undefined;
    /** DRAW_INDEX_OFFSET_2: first index, in indices from indexAddress (0 otherwise). */
    readonly indexOffset: number;
    /** Indices available from indexAddress (max_size or INDEX_BUFFER_SIZE). */
    readonly maxIndices: number | undefined;
    /** Instance count from VGT_NUM_INSTANCES (undefined when never set). */
    readonly instances: number | undefined;
    /** Indirect draws: the argument address (SET_BASE + data offset). */
    readonly argumentsAddress: number | undefined;
    readonly initiator: number;
}
/** What one dispatch packet asks for. */
export interface DispatchCall {
    readonly packet: string;
    readonly groups: readonly [number, number, number] | undefined;
    readonly argumentsAddress: number | undefined;
    readonly initiator: number;
}
/** An event of the command stream. */
export type CommandEvent = {
    readonly kind: 'packet';
    readonly buffer: string;
    readonly depth: number;
    readonly entry: Pm4Entry;
} | {
    readonly kind: 'draw';
    readonly buffer: string;
    readonly entry: Pm4Packet;
    readonly draw: DrawCall;
    readonly registers: RegisterFile;
} | {
    readonly kind: 'dispatch';
    readonly buffer: string;
    readonly entry: Pm4Packet;
    readonly dispatch: DispatchCall;
    readonly registers: RegisterFile;
};
/** Limits that keep a malformed stream finite. */
export interface ProcessLimits {
    /** Deepest INDIRECT_BUFFER call nesting below a submitted buffer. */
    readonly maxDepth: number;
    /** Most command buffers (calls and chain links) one submission may run. */
    readonly maxBuffers: number;
}
/** Runs the command buffers of one submission, yielding events in order. */
export declare function processSubmission(memory: CommandMemory, buffers: readonly CommandBufferRef[], state: CommandState, name?: string, limits?: ProcessLimits): Generator<CommandEvent>;
