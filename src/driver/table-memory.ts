/**
 * Descriptor-table memory as a draw or dispatch sees it when it executes, for the recompile requests
 * (requests.ts): the capture's initial memory, with every WRITE_DATA to memory applied in stream order
 * (a CPU shadow, so no GPU work needs to finish), except where the GPU wrote: a range a target or
 * storage-image write-back covered, or anything after a dispatch (its stores may go anywhere), is read
 * from the device's guest memory after the recorded work completed (`deviceRead` waits for it).
 *
 * Pages (4 KiB) that tables were read from are watched: a write that lands on one bumps `version`, so
 * the driver knows when prepared draws may have read a table that has since changed.
 */
import type { MemoryRegion as CaptureRegion, GuestMemory } from '../agc/capture/memory.js';

const PAGE = 4096;

const pagesOf = (address: number, length: number): number[] => {
  const out: number[] = [];
  for (let p = Math.floor(address / PAGE); p * PAGE < address + length; p++) out.push(p);
  return out;
};

/** Reads guest bytes from the device after completing the recorded work. */
export type DeviceRead = (address: number, length: number) => Uint8Array;

/** The memory requests read descriptor tables from. */
export class TableMemory {
  /** Bumped when a write lands on a page a table was read from. */
  version = 0;
  /** CPU writes (WRITE_DATA) by dword address, in stream order (a later one replaces). */
  private readonly shadow = new Map<number, number>();
  /** Pages the GPU wrote; `gpuEverywhere` after a dispatch. */
  private readonly gpuPages = new Set<number>();
  private gpuEverywhere = false;
  private readonly watched = new Set<number>();

  constructor(
    /** The capture's initial memory (program words are read from it too). */
    readonly memory: GuestMemory,
    /** The capture's regions in address order. */
    readonly regions: readonly CaptureRegion[],
    private readonly deviceRead: DeviceRead,
  ) {}

  /** The region holding `address`. */
  regionAt(address: number): CaptureRegion | undefined {
    return this.regions.find((r) => address >= r.guestAddress && address < r.guestAddress + r.length);
  }

  private touch(address: number, length: number): void {
    if (pagesOf(address, length).some((p) => this.watched.has(p))) this.version++;
  }

  /** A WRITE_DATA of `words` at `address`, at its place in the stream. */
  cpuWrite(address: number, words: readonly number[]): void {
    words.forEach((w, i) => {
      this.shadow.set(address + 4 * i, w >>> 0);
    });
    this.touch(address, words.length * 4);
  }

  /** The GPU wrote [address, address + length) (a write-back of a target or image). */
  gpuWrite(address: number, length: number): void {
    for (const p of pagesOf(address, length)) this.gpuPages.add(p);
    this.touch(address, length);
  }

  /** A dispatch ran: any memory may have changed. */
  gpuWriteAnywhere(): void {
    this.gpuEverywhere = true;
    if (this.watched.size > 0) this.version++;
  }

  /** `count` dwords at `address` as the work being prepared sees them. */
  readDwords(address: number, count: number): Uint32Array {
    const pages = pagesOf(address, count * 4);
    for (const p of pages) this.watched.add(p);
    if (this.gpuEverywhere || pages.some((p) => this.gpuPages.has(p))) {
      const bytes = this.deviceRead(address, count * 4).slice();
      return new Uint32Array(bytes.buffer, 0, count);
    }
    const words = this.memory.readDwords(address, count).slice();
    if (this.shadow.size > 0) {
      for (let i = 0; i < count; i++) {
        const w = this.shadow.get(address + 4 * i);
        if (w !== undefined) words[i] = w;
      }
    }
    return words;
  }
}
