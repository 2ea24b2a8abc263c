import type { Destroyable, Device } from './device.js';
/** A pipeline cache, optionally backed by a directory. */
export declare class PipelineCache implements Destroyable {
    readonly device: Device;
    readonly handle: bigint;
    /** The file this cache loads from and saves to (undefined: memory only). */
    readonly path: string | undefined;
    /** Bytes of initial data the driver was given. */
    readonly loadedBytes: number;
    private alive;
    private constructor();
    /** The cache file name for a device. */
    static fileName(device: Device): string;
    /** Creates a cache, seeded from `directory` when a file for this device exists there. */
    static create(device: Device, directory?: string): PipelineCache;
    /** The cache contents as the driver serializes them. */
    data(): Uint8Array;
    /** Writes the contents to the cache file (no-op for a memory-only cache); returns the byte count. */
    save(): number;
    destroy(): void;
}
