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

/** A typed array class: made by length, or as a view of a whole buffer. */
interface TypedArrayClass<A> {
  new (length: number): A;
  new (buffer: ArrayBuffer): A;
}

/**
 * A kept typed array for a pass's per-value scratch (a mark per value, a replacement per value):
 * {@link take} lends `length` elements of it, filled, growing it when it is too short.
 */
export class SpareArray<A extends Int32Array | Uint32Array | Uint8Array> {
  private kept: A | undefined;

  constructor(private readonly type: TypedArrayClass<A>) {}

  /** `length` elements, each `fill`: a view of the kept array, or a new one while it is out or short. */
  take(length: number, fill = 0): A {
    let whole = this.kept;
    this.kept = undefined;
    // Twice the length asked: a pass asks again after its function grew.
    if (whole === undefined || whole.length < length) whole = new this.type(2 * length + 16);
    const view = whole.subarray(0, length) as A;
    view.fill(fill);
    return view;
  }

  /** Keeps the array behind `view` (from {@link take}) for the next. */
  give(view: { readonly buffer: ArrayBufferLike }): void {
    this.kept = new this.type(view.buffer as ArrayBuffer);
  }
}
