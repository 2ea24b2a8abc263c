/**
 * Reuse of a draw's decoded state: preparing a draw (decode, programs, pipeline) is a pure function of
 * the registers it reads (the registry, capture memory and device are fixed for a run), so the driver
 * records which registers a preparation read and with which values, and a later draw whose registers
 * hold the same values at those addresses reuses the result. Exact by construction: the same values
 * take the decoders down the same path, reading the same registers. Preparation also reads descriptor
 * tables from guest memory: entries live while the tables' `version` (table-memory.ts) stays the same.
 * A few recent entries are kept.
 */
import type { RegisterReader } from '../agc/state/register-file.js';

/** Most prepared draws kept. */
const ENTRIES = 16;

/** A reader that remembers every address read and the value it had. */
class RecordingReader implements RegisterReader {
  readonly reads = new Map<number, number | undefined>();
  constructor(private readonly inner: RegisterReader) {}
  get(byteAddress: number): number | undefined {
    const value = this.inner.get(byteAddress);
    if (!this.reads.has(byteAddress)) this.reads.set(byteAddress, value);
    return value;
  }
}

interface Entry<T> {
  readonly indexed: boolean;
  readonly addresses: readonly number[];
  readonly values: readonly (number | undefined)[];
  readonly value: T;
}

/** Prepared draws by the register values they read. */
export class DrawMemo<T> {
  private entries: Entry<T>[] = [];
  private version = 0;
  hits = 0;

  /**
   * The value for `regs` (and `indexed`), made by `make` through a recording reader on a miss; every
   * entry is dropped when `version` (of the memory preparation reads) changed since the last call.
   */
  find(regs: RegisterReader, indexed: boolean, make: (reader: RegisterReader) => T, version = 0): T {
    if (version !== this.version) {
      this.entries = [];
      this.version = version;
    }
    for (let e = 0; e < this.entries.length; e++) {
      const entry = this.entries[e];
      if (entry.indexed !== indexed) continue;
      let same = true;
      for (let i = 0; i < entry.addresses.length && same; i++)
        same = regs.get(entry.addresses[i]) === entry.values[i];
      if (!same) continue;
      if (e > 0) {
        this.entries.splice(e, 1);
        this.entries.unshift(entry);
      }
      this.hits++;
      return entry.value;
    }
    const reader = new RecordingReader(regs);
    const value = make(reader);
    this.entries.unshift({
      indexed,
      addresses: [...reader.reads.keys()],
      values: [...reader.reads.values()],
      value,
    });
    if (this.entries.length > ENTRIES) this.entries.pop();
    return value;
  }
}
