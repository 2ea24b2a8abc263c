/**
 * Guest memory for the reference executor: a set of non-overlapping regions at 48-bit guest
 * addresses, each backed by bytes. Every access is bounds-checked: touching unmapped memory raises a
 * MemoryFault rather than reading zeros, so a program that strays is reported, not silently wrong.
 */
import { MemoryFault } from './errors.js';

/** One mapped region. */
export interface MemoryRegion {
  /** Guest byte address of the first byte (below 2^48). */
  readonly base: number;
  readonly bytes: Uint8Array;
}

/** Little-endian guest memory made of regions. */
export class GuestMemory {
  private readonly regions: MemoryRegion[] = [];
  private last: MemoryRegion | undefined;

  /** Maps `bytes` (kept by reference: writes land in it) at `base`. */
  map(base: number, bytes: Uint8Array): void {
    if (!Number.isSafeInteger(base) || base < 0 || base + bytes.length > 2 ** 48) {
      throw new RangeError(`region at 0x${base.toString(16)} is outside the 48-bit guest space`);
    }
    for (const r of this.regions) {
      if (base < r.base + r.bytes.length && r.base < base + bytes.length) {
        throw new RangeError(
          `region at 0x${base.toString(16)} overlaps the region at 0x${r.base.toString(16)}`,
        );
      }
    }
    this.regions.push({ base, bytes });
    this.regions.sort((a, b) => a.base - b.base);
  }

  /** The mapped regions, ascending by address. */
  get mapped(): readonly MemoryRegion[] {
    return this.regions;
  }

  /** The region and offset holding [address, address + size), or a MemoryFault. */
  private locate(address: number, size: number, write: boolean): { region: MemoryRegion; offset: number } {
    const hit = (r: MemoryRegion | undefined): boolean =>
      r !== undefined && address >= r.base && address + size <= r.base + r.bytes.length;
    if (hit(this.last)) {
      const region = this.last as MemoryRegion;
      return { region, offset: address - region.base };
    }
    for (const r of this.regions) {
      if (hit(r)) {
        this.last = r;
        return { region: r, offset: address - r.base };
      }
    }
    throw new MemoryFault(address, size, write);
  }

  /** Whether [address, address + size) is mapped. */
  isMapped(address: number, size: number): boolean {
    try {
      this.locate(address, size, false);
      return true;
    } catch {
      return false;
    }
  }

  read8(address: number): number {
    const { region, offset } = this.locate(address, 1, false);
    return region.bytes[offset] as number;
  }

  read16(address: number): number {
    const { region, offset } = this.locate(address, 2, false);
    const b = region.bytes;
    return ((b[offset] as number) | ((b[offset + 1] as number) << 8)) >>> 0;
  }

  read32(address: number): number {
    const { region, offset } = this.locate(address, 4, false);
    const b = region.bytes;
    return (
      ((b[offset] as number) |
        ((b[offset + 1] as number) << 8) |
        ((b[offset + 2] as number) << 16) |
        ((b[offset + 3] as number) << 24)) >>>
      0
    );
  }

  write8(address: number, value: number): void {
    const { region, offset } = this.locate(address, 1, true);
    region.bytes[offset] = value & 0xff;
  }

  write16(address: number, value: number): void {
    const { region, offset } = this.locate(address, 2, true);
    region.bytes[offset] = value & 0xff;
    region.bytes[offset + 1] = (value >>> 8) & 0xff;
  }

  write32(address: number, value: number): void {
    const { region, offset } = this.locate(address, 4, true);
    const b = region.bytes;
    b[offset] = value & 0xff;
    b[offset + 1] = (value >>> 8) & 0xff;
    b[offset + 2] = (value >>> 16) & 0xff;
    b[offset + 3] = (value >>> 24) & 0xff;
  }

  /** Reads `count` dwords starting at `address`. */
  readDwords(address: number, count: number): number[] {
    const out: number[] = [];
    for (let i = 0; i < count; i++) out.push(this.read32(address + 4 * i));
    return out;
  }
}
