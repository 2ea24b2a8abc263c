import { type BufferResource } from '../buffer-resource.js';
import type { ExecContext } from '../semantics.js';
import { type MemSpace } from './buffer-common.js';
/** The per-instruction view of a buffer access. */
export interface BufferAccess {
    readonly rsrc: BufferResource;
    readonly soffset: number;
    readonly space: MemSpace;
    /** index of the lane's record. */
    index(lane: number): number;
    /** offset (VGPR + instruction) of the lane. */
    offset(lane: number): number;
}
/** Decodes the V#, SGPR offset and address mode of a buffer instruction; refuses what is not modelled. */
export declare function bufferAccess(ctx: ExecContext): BufferAccess;
/** Whether one unit is in range (refusing ambiguous checks). */
export declare function unitInRange(acc: BufferAccess, index: number, offset: number, n: number): boolean;
/** Reads one unit of `n` bytes (in range assumed). */
export declare function readUnit(acc: BufferAccess, index: number, offset: number, n: number): number[];
/** Writes one unit (in range assumed). */
export declare function writeUnit(acc: BufferAccess, index: number, offset: number, bytes: readonly number[]): void;
/** Splits a raw access of `n` bytes into range-checked units: dwords, or the whole access if smaller. */
export declare function rawUnits(n: number): number[];
