/**
 * One kept instance of a scratch structure that is dear to make: typed arrays past 64 bytes live
 * outside V8's heap, and each costs about a microsecond to allocate, which a recompile of a small
 * program pays dozens of times. A user takes the spare (or a new one when another user holds it) and
 * gives it back when done, emptied, for the next; one that is never given back is only garbage.
 */
export class Spare<T> {
  private kept: T | undefined;

  /** `empty` readies a given-back instance for its next user. */
  constructor(private readonly empty: (x: T) => void) {}

  /** The spare instance, or `make()`'s while it is out. */
  take(make: () => T): T {
    const x = this.kept;
    this.kept = undefined;
    return x ?? make();
  }

  /** Keeps `x`, emptied, for the next {@link take}. */
  give(x: T): void {
    this.empty(x);
    this.kept = x;
  }
}

/** A typed array class: a view of `length` elements at the start of a buffer. */
interface TypedArrayClass<A> {
  readonly BYTES_PER_ELEMENT: number;
  new (buffer: ArrayBuffer, byteOffset: number, length: number): A;
}

/**
 * A kept buffer for a pass's per-value scratch (a mark per value, a replacement per value):
 * {@link take} lends a typed array of `length` elements over it, filled, growing it when it is short.
 */
export class SpareArray<A extends Int32Array | Uint32Array | Uint8Array> {
  private kept: ArrayBuffer | undefined;

  constructor(private readonly type: TypedArrayClass<A>) {}

  /** `length` elements, each `fill`: over the kept buffer, or a new one while it is out or short. */
  take(length: number, fill = 0): A {
    let buffer = this.kept;
    this.kept = undefined;
    const bytes = length * this.type.BYTES_PER_ELEMENT;
    // Twice the length asked: a pass asks again after its function grew.
    if (buffer === undefined || buffer.byteLength < bytes) buffer = new ArrayBuffer(2 * bytes + 64);
    const array = new this.type(buffer, 0, length);
    array.fill(fill);
    return array;
  }

  /** Keeps the buffer of `array` (from {@link take}) for the next. */
  give(array: { readonly buffer: ArrayBufferLike }): void {
    this.kept = array.buffer as ArrayBuffer;
  }
}
