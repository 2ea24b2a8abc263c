/**
 * Guest memory of a capture, read lazily by range: the regions are file ranges, and a read copies only
 * the bytes asked for (through a file handle), so captures of hundreds of MB are never loaded whole.
 */
import { readSync } from 'node:fs';
import { CaptureError, hexAddress } from '../errors.js';

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
export class FileGuestMemory implements GuestMemory {
  private readonly regions: MemoryRegion[];

  /** `regions` must not overlap (the reader checks). */
  constructor(
    private readonly fd: number,
    private readonly file: string,
    regions: readonly MemoryRegion[],
  ) {
    this.regions = [...regions].sort((a, b) => a.guestAddress - b.guestAddress);
  }

  /** The regions, in address order. */
  get layout(): readonly MemoryRegion[] {
    return this.regions;
  }

  private find(address: number): MemoryRegion | undefined {
    let lo = 0;
    let hi = this.regions.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const r = this.regions[mid];
      if (address < r.guestAddress) hi = mid - 1;
      else if (address >= r.guestAddress + r.length) lo = mid + 1;
      else return r;
    }
    return undefined;
  }

  read(address: number, length: number): Uint8Array {
    if (!Number.isSafeInteger(address) || !Number.isSafeInteger(length) || address < 0 || length < 0) {
      throw new CaptureError(this.file, `guest range ${address}+${length} is not a valid range`);
    }
    // The whole range is checked against the regions (file ranges) before anything is allocated, so a
    // size read from a stream never allocates more than the capture holds.
    const pieces: { region: MemoryRegion; at: number; n: number }[] = [];
    for (let done = 0; done < length; ) {
      const at = address + done;
      const region = this.find(at);
      if (!region) {
        throw new CaptureError(
          this.file,
          `guest memory ${hexAddress(at)} (in ${hexAddress(address)}+${length}) is not in the capture`,
        );
      }
      const n = Math.min(length - done, region.guestAddress + region.length - at);
      pieces.push({ region, at, n });
      done += n;
    }
    const out = new Uint8Array(length);
    let done = 0;
    for (const { region, at, n } of pieces) {
      const got = readSync(this.fd, out, done, n, region.fileOffset + (at - region.guestAddress));
      if (got !== n)
        throw new CaptureError(
          this.file,
          `file ended inside the region at ${hexAddress(region.guestAddress)}`,
        );
      done += n;
    }
    return out;
  }

  readDwords(address: number, count: number): Uint32Array {
    if (address % 4 !== 0)
      throw new CaptureError(this.file, `dword read at unaligned address ${hexAddress(address)}`);
    if (!Number.isSafeInteger(count) || count < 0)
      throw new CaptureError(
        this.file,
        `dword count ${count} at ${hexAddress(address)} is not a valid count`,
      );
    const bytes = this.read(address, count * 4);
    return new Uint32Array(bytes.buffer, bytes.byteOffset, count);
  }
}
