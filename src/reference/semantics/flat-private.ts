/**
 * Private (scratch) memory for the reference executor: each lane of each wave owns a sparse byte
 * space addressed by its 32-bit private offset, the value scratch_* instructions compute before the
 * hardware swizzles it per lane (RDNA 1 ISA 9.5) and the offset a flat address in the private aperture
 * stands for. The swizzle is invisible to a program that reaches scratch only through scratch_* and
 * flat instructions, so it is not modelled; buffer access to the scratch ring is not linked to this.
 *
 * Reading a byte that was never written is refused: scratch starts with undefined contents. The
 * scratch size (COMPUTE_TMPRING_SIZE) is not part of the dispatch, so every 32-bit offset is in range.
 */
import type { WaveState } from '../wave.js';
import { type MemSpace, Refusal } from './buffer-common.js';

const PAGE = 4096;

/** One lane's private bytes, in pages with a written-byte mask. */
class LaneMemory {
  private readonly pages = new Map<number, { data: Uint8Array; written: Uint8Array }>();

  read(addr: number): number {
    const page = this.pages.get(Math.floor(addr / PAGE));
    const i = addr % PAGE;
    if (!page?.written[i]) {
      throw new Refusal(`scratch byte at private offset 0x${addr.toString(16)} is read before it is written`);
    }
    return page.data[i] as number;
  }

  write(addr: number, value: number): void {
    const key = Math.floor(addr / PAGE);
    let page = this.pages.get(key);
    if (!page) {
      page = { data: new Uint8Array(PAGE), written: new Uint8Array(PAGE) };
      this.pages.set(key, page);
    }
    page.data[addr % PAGE] = value;
    page.written[addr % PAGE] = 1;
  }
}

const WAVES = new WeakMap<WaveState, LaneMemory[]>();

/** The private memory of `lane` of `wave`, as a byte space over 32-bit offsets (wrapping). */
export function privateSpace(wave: WaveState, lane: number): MemSpace {
  let lanes = WAVES.get(wave);
  if (!lanes) {
    lanes = Array.from({ length: wave.laneCount }, () => new LaneMemory());
    WAVES.set(wave, lanes);
  }
  const mem = lanes[lane] as LaneMemory;
  return {
    read: (addr, n) => Array.from({ length: n }, (_, i) => mem.read((addr + i) >>> 0)),
    write: (addr, bytes) => {
      for (let i = 0; i < bytes.length; i++) mem.write((addr + i) >>> 0, bytes[i] as number);
    },
  };
}
