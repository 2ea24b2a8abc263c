/**
 * Streams a command's text output in chunks: lines are gathered into a string of about 64 KiB and
 * written as it fills, so output of any length is never held whole (keeping a million lines to join
 * them at the end spent half of `oberon disasm`'s time in garbage collection). When the stream asks
 * the writer to wait (a full pipe), `line` returns a promise the caller awaits before writing more.
 */

/** What a {@link ChunkedWriter} writes to: process.stdout, or a stand-in in tests. */
export interface TextSink {
  /** Writes `text`; false asks the writer to wait for `drain` before writing more. */
  write(text: string): boolean;
  once(event: 'drain', listener: () => void): unknown;
}

/** Characters gathered before a write: large enough that a write costs little per line. */
const CHUNK_CHARS = 1 << 16;

/** Gathers lines and writes them to a sink in chunks. */
export class ChunkedWriter {
  private pending = '';

  constructor(
    private readonly sink: TextSink,
    private readonly chunkChars = CHUNK_CHARS,
  ) {}

  /**
   * Adds `text` and a newline. Returns a promise to await when the sink is full (undefined otherwise,
   * so the common case costs no promise).
   */
  line(text: string): Promise<void> | undefined {
    this.pending += `${text}\n`;
    return this.pending.length >= this.chunkChars ? this.flush() : undefined;
  }

  /** Writes what is gathered; resolves once the sink can take more. */
  flush(): Promise<void> | undefined {
    if (this.pending.length === 0) return undefined;
    const text = this.pending;
    this.pending = '';
    if (this.sink.write(text)) return undefined;
    return new Promise((resolve) => this.sink.once('drain', resolve));
  }
}
