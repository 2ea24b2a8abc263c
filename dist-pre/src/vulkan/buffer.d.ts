import type { Destroyable, Device } from './device.js';
import { type Allocation, type MemoryUse } from './memory.js';
/** Options of {@link Buffer.create}. */
export interface BufferOptions {
    /** Size in bytes (> 0). */
    readonly size: number;
    /** VkBufferUsageFlags. */
    readonly usage: number;
    /** Memory use; default `device`. */
    readonly memory?: MemoryUse;
}
/** A buffer and its memory. */
export declare class Buffer implements Destroyable {
    readonly device: Device;
    readonly handle: bigint;
    readonly size: number;
    readonly usage: number;
    readonly allocation: Allocation;
    /** The buffer's device address (when created with SHADER_DEVICE_ADDRESS usage). */
    readonly address: bigint | undefined;
    private alive;
    private constructor();
    /** Creates a buffer bound to fresh memory. */
    static create(device: Device, options: BufferOptions): Buffer;
    /** True when the buffer's memory is mapped (host visible). */
    get mapped(): boolean;
    /** Copies `data` into a mapped buffer at `offset`. */
    write(data: ArrayBufferView, offset?: number): void;
    /** Copies `size` bytes out of a mapped buffer from `offset`. */
    read(offset?: number, size?: number): Uint8Array;
    private mappedBytes;
    private checkRange;
    /** Destroys the buffer and frees its memory. */
    destroy(): void;
}
