/** One mapped region. */
export interface MemoryRegion {
    /** Guest byte address of the first byte (below 2^48). */
    readonly base: number;
    readonly bytes: Uint8Array;
}
/** Little-endian guest memory made of regions. */
export declare class GuestMemory {
    private readonly regions;
    private last;
    /** Maps `bytes` (kept by reference: writes land in it) at `base`. */
    map(base: number, bytes: Uint8Array): void;
    /** The mapped regions, ascending by address. */
    get mapped(): readonly MemoryRegion[];
    /** The region and offset holding [address, address + size), or a MemoryFault. */
    private locate;
    /** Whether [address, address + size) is mapped. */
    isMapped(address: number, size: number): boolean;
    read8(address: number): number;
    read16(address: number): number;
    read32(address: number): number;
    write8(address: number, value: number): void;
    write16(address: number, value: number): void;
    write32(address: number, value: number): void;
    /** Reads `count` dwords starting at `address`. */
    readDwords(address: number, count: number): number[];
}
