/**
 * Recompiled programs kept on disk between runs, so a title's second run recompiles nothing it drew
 * before (what every console emulator's shader cache does: recompiling is the stutter users see).
 *
 * An entry is one file, `<key>.json` in the store's directory: the key is a SHA-256 over the running
 * code's identity (util/code-identity.ts) and the request's cache key (recompiler/cache-key.ts: the
 * request's canonical JSON), the two things a recompile's result depends on, so an entry is exactly
 * what recompiling would give. The file holds the result as JSON with the SPIR-V in base64, and the
 * key again. An entry that does not read back as one (truncated, edited, another format) is
 * counted as unreadable and made again; a refusal is not stored (the next run refuses again, with the
 * same message). Files are written whole under a temporary name and renamed, so a reader never sees
 * half of one, and two processes writing one key write the same bytes.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cacheKey } from '../recompiler/cache-key.js';
import { runningCodeIdentity } from '../util/code-identity.js';
import type { ProgramRequest, ProgramResult, ProgramSource } from './program-source.js';

/** The entry format; another value is unreadable. */
const FORMAT = 'oberon-program-1';
/** The SPIR-V magic number, the first word of every module. */
const SPIRV_MAGIC = 0x07230203;

/** What a run did with the store. */
export interface ProgramStoreStats {
  /** Programs read from the store instead of recompiled. */
  hits: number;
  /** Programs recompiled and written (no entry, or an unreadable one). */
  misses: number;
  /** Entries found that did not read back (each is also a miss). */
  unreadable: number;
  /** Results that could not be written (the run goes on without them), and the first reason. */
  unwritten: number;
  firstWriteError?: string;
}

/** The stored form of a result. */
interface Entry {
  readonly format: string;
  readonly key: string;
  readonly spirv: string;
  readonly result: Omit<ProgramResult, 'spirv'>;
}

/** A directory of recompiled programs. */
export class ProgramStore {
  readonly stats: ProgramStoreStats = { hits: 0, misses: 0, unreadable: 0, unwritten: 0 };

  private constructor(
    readonly directory: string,
    private readonly identity: string,
  ) {}

  /**
   * The store in `directory` (made if missing), for results of the code with `identity` (by default
   * the running code's).
   */
  static open(directory: string, identity: string = runningCodeIdentity()): ProgramStore {
    mkdirSync(directory, { recursive: true });
    return new ProgramStore(directory, identity);
  }

  /** The entry key of `request`. */
  keyOf(request: ProgramRequest): string {
    return createHash('sha256')
      .update(`${this.identity}\n${cacheKey(request)}`)
      .digest('hex');
  }

  /**
   * The stored result for `request` (whose entry key is `key`), or undefined (counted as unreadable
   * when an entry did not read).
   */
  get(request: ProgramRequest, key: string = this.keyOf(request)): ProgramResult | undefined {
    let text: string;
    try {
      text = readFileSync(this.pathOf(key), 'utf8');
    } catch {
      return undefined;
    }
    const result = decodeEntry(text, key);
    if (result === undefined) this.stats.unreadable++;
    return result;
  }

  /**
   * Stores `result` as what `request` gives. A failed write (a full disk, a directory made read-only)
   * is counted in the stats, not thrown: the run has its program, only the next run will not.
   */
  put(request: ProgramRequest, result: ProgramResult, key: string = this.keyOf(request)): void {
    const { spirv, ...rest } = result;
    const entry: Entry = {
      format: FORMAT,
      key,
      spirv: Buffer.from(spirv.buffer, spirv.byteOffset, spirv.byteLength).toString('base64'),
      // The getter of a recompile's result (cacheKey) read into a plain field.
      result: { ...rest, cacheKey: result.cacheKey },
    };
    const path = this.pathOf(key);
    const temporary = `${path}.${process.pid}.tmp`;
    try {
      writeFileSync(temporary, JSON.stringify(entry));
      renameSync(temporary, path);
    } catch (error) {
      this.stats.unwritten++;
      this.stats.firstWriteError ??= error instanceof Error ? error.message : String(error);
      try {
        rmSync(temporary, { force: true });
      } catch {
        // The directory is gone or not one: there is no temporary file to leave behind.
      }
    }
  }

  private pathOf(key: string): string {
    return join(this.directory, `${key}.json`);
  }
}

/** The result an entry's text holds, or undefined when it is not an entry of `key` in this format. */
function decodeEntry(text: string, key: string): ProgramResult | undefined {
  let entry: Partial<Entry>;
  try {
    entry = JSON.parse(text) as Partial<Entry>;
  } catch {
    return undefined;
  }
  if (entry.format !== FORMAT || entry.key !== key || typeof entry.spirv !== 'string') return undefined;
  const result = entry.result;
  if (
    typeof result !== 'object' ||
    result === null ||
    typeof result.entryPoint !== 'string' ||
    typeof result.cacheKey !== 'string' ||
    !Array.isArray(result.bindings) ||
    typeof result.pushConstants?.size !== 'number' ||
    typeof result.interface !== 'object'
  )
    return undefined;
  const bytes = Buffer.from(entry.spirv, 'base64');
  if (bytes.length < 20 || bytes.length % 4 !== 0) return undefined;
  // Copied into a buffer of its own: a Buffer's bytes may start at any offset of a shared pool.
  const spirv = new Uint32Array(bytes.length / 4);
  new Uint8Array(spirv.buffer).set(bytes);
  if (spirv[0] !== SPIRV_MAGIC) return undefined;
  return { ...result, spirv };
}

/** `source`, reading programs from `store` where it has them and storing what `source` makes. */
export function storedSource(source: ProgramSource, store: ProgramStore): ProgramSource {
  return (slot, request) => {
    // One hash of the request (its canonical JSON holds the program and the tables it reads).
    const key = store.keyOf(request);
    const stored = store.get(request, key);
    if (stored !== undefined) {
      store.stats.hits++;
      return stored;
    }
    const result = source(slot, request);
    store.stats.misses++;
    store.put(request, result, key);
    return result;
  };
}
