/** Read access to guest memory. */
export interface GuestMemory {
    /** `length` bytes at `address`; throws {@link CaptureError} where the capture holds no memory. */
    read(address: number, length: number): Uint8Array;
    /** `count` dwords at a dword-aligned `address`. */
    readDwords(address: number, count: number): Uint32Array;
}
/** A guest memory region stored in the capture file. */
export interface MemoryRegion {
    readonly guestAddress: number;
    readonly length: number;
    readonly fileOffset: number;
}
/** Guest memory backed by regions of an open capture file. */
export declare class FileGuestMemory implements GuestMemory {
    private readonly fd;
    private readonly file;
    private readonly regions;
    /** `regions` must not overlap (the reader checks). */
    constructor(fd: number, file: string, regions: readonly MemoryRegion[]);
    /** The regions, in address order. */
    get layout(): readonly MemoryRegion[];
    private find;
    read(address: number, length: number): Uint8Array;
    readDwords(address: number, count: number): Uint32Array;
}
