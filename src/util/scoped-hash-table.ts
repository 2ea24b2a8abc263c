/**
 * Ids by a 32-bit hash, in a table whose entries leave in the reverse order they came (a scoped
 * value-numbering table: a block's entries go when its dominator subtree is done, or the builder's
 * when a rule's region is left). Open addressing with linear probing in two typed arrays: no object
 * per entry, and clearing costs the entries it drops. Reverse-order removal keeps every probe chain
 * whole: an entry that stays was placed before the removed one existed, so its chain never ran
 * through that slot. Entries of one hash are met in the order they were added.
 *
 * A lookup walks the candidates of a hash without a callback:
 * `for (let s = t.probe(h); s !== -1; s = t.nextProbe(h, s)) if (matches(t.idAt(s))) ...`
 */
export class ScopedHashTable {
  private hashes: Int32Array;
  /** Id per slot, -1 where empty. */
  private ids: Int32Array;
  private mask: number;
  /** Filled slots in the order they were filled. */
  private readonly filled: number[] = [];

  /** A table sized for `count` entries at a time (it grows past that). */
  constructor(count = 8) {
    let size = 16;
    while (size < 2 * count) size *= 2;
    this.hashes = new Int32Array(size);
    this.ids = new Int32Array(size).fill(-1);
    this.mask = size - 1;
  }

  /** How many entries are in the table (a mark for {@link truncate}). */
  get size(): number {
    return this.filled.length;
  }

  /** The first slot holding an entry of hash `h`, or -1. */
  probe(h: number): number {
    return this.scan(h, (h ^ (h >>> 16)) & this.mask);
  }

  /** The next slot after `slot` holding an entry of hash `h`, or -1. */
  nextProbe(h: number, slot: number): number {
    return this.scan(h, (slot + 1) & this.mask);
  }

  /** The id in `slot` (from {@link probe}). */
  idAt(slot: number): number {
    return this.ids[slot] as number;
  }

  /** Adds `id` under hash `h`. */
  add(id: number, h: number): void {
    if (2 * (this.filled.length + 1) > this.ids.length) this.grow();
    this.place(id, h);
  }

  /** Drops the entries added since the table held `size` entries. */
  truncate(size: number): void {
    const { filled, ids } = this;
    while (filled.length > size) ids[filled.pop() as number] = -1;
  }

  private scan(h: number, from: number): number {
    const { hashes, ids, mask } = this;
    for (let s = from; ids[s] !== -1; s = (s + 1) & mask) if (hashes[s] === h) return s;
    return -1;
  }

  private place(id: number, h: number): void {
    const { hashes, ids, mask } = this;
    let s = (h ^ (h >>> 16)) & mask;
    while (ids[s] !== -1) s = (s + 1) & mask;
    hashes[s] = h;
    ids[s] = id;
    this.filled.push(s);
  }

  /** Twice the slots, the entries placed again in the order they came (their probe order holds). */
  private grow(): void {
    const { hashes, ids } = this;
    const slots = this.filled.splice(0);
    this.hashes = new Int32Array(2 * hashes.length);
    this.ids = new Int32Array(2 * ids.length).fill(-1);
    this.mask = this.ids.length - 1;
    for (const s of slots) this.place(ids[s] as number, hashes[s] as number);
  }
}
