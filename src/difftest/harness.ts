/**
 * The differential harness: runs one case (case.ts) in the reference executor and on other sides (a
 * recompiled pipeline on lavapipe or a GPU, vulkan-side.ts; or the executor again), and compares every
 * output word bitwise, with the ULP bound of the producing instruction where it has one (compare.ts).
 * Words are traced back to their store and producing instruction (trace.ts) only when they differ.
 */
import type { DiffCase, RegionContents } from './case.js';
import { differingWords, type Tolerance, toleranceOf, wordAt, wordsAgree } from './compare.js';
import { runReference } from './reference-side.js';
import { traceWriters, type WordOrigin, type WriterTrace } from './trace.js';

/** What a side did with a case. */
export type SideRun =
  | { readonly kind: 'ran'; readonly contents: RegionContents }
  | { readonly kind: 'refused'; readonly reason: string };

/** Something that runs cases: a device, or the executor. */
export interface Side {
  readonly name: string;
  run(c: DiffCase): SideRun;
}

/** One output word on which a side disagrees with the reference. */
export interface WordMismatch {
  readonly region: number;
  readonly word: number;
  readonly reference: number;
  readonly other: number;
  readonly origin: WordOrigin | undefined;
  readonly tolerance: Tolerance | undefined;
}

/** The outcome of one side on one case. */
export type SideOutcome =
  | { readonly side: string; readonly kind: 'match' }
  | { readonly side: string; readonly kind: 'refused'; readonly reason: string }
  | { readonly side: string; readonly kind: 'mismatch'; readonly mismatches: readonly WordMismatch[] };

/** The outcomes of a case and what is needed to report them. */
export interface DiffResult {
  readonly reference: RegionContents;
  readonly outcomes: readonly SideOutcome[];
  /** The writer trace, when some side differed (computed once per case). */
  readonly trace: WriterTrace | undefined;
}

function partnerWord(
  trace: WriterTrace,
  region: number,
  word: number,
  origin: WordOrigin,
): { low: number; high: number } | undefined {
  for (const w of [word - 1, word + 1]) {
    const o = trace.origin(region, w);
    if (!o || o.writerPc !== origin.writerPc || o.lane !== origin.lane || o.group !== origin.group) continue;
    if (o.wave !== origin.wave || o.dataVgpr === undefined || origin.dataVgpr === undefined) continue;
    if (o.dataVgpr === origin.dataVgpr + 1) return { low: word, high: w };
    if (o.dataVgpr === origin.dataVgpr - 1) return { low: w, high: word };
  }
  return undefined;
}

/**
 * Compares `other` with `reference` over the case's output regions; `trace` is called (once) when
 * some word differs. Returns the words that differ beyond their bound.
 */
export function compareContents(
  c: DiffCase,
  reference: RegionContents,
  other: RegionContents,
  trace: () => WriterTrace,
): WordMismatch[] {
  const out: WordMismatch[] = [];
  c.regions.forEach((r, region) => {
    if (!r.output) return;
    const a = reference[region] as Uint8Array;
    const b = other[region] as Uint8Array;
    for (const word of differingWords(a, b)) {
      const t = trace();
      const origin = t.origin(region, word);
      const writer = origin?.writerPc === undefined ? undefined : t.instruction(origin.writerPc);
      const tolerance = writer ? toleranceOf(writer.mnemonic) : undefined;
      const ref = wordAt(a, word);
      const oth = wordAt(b, word);
      let agree = false;
      if (tolerance?.format === 'f64' && origin) {
        const p = partnerWord(t, region, word, origin);
        agree =
          p !== undefined &&
          wordsAgree(ref, oth, tolerance, {
            reference: [wordAt(a, p.low), wordAt(a, p.high)],
            other: [wordAt(b, p.low), wordAt(b, p.high)],
          });
      } else {
        agree = wordsAgree(ref, oth, tolerance);
      }
      if (!agree) out.push({ region, word, reference: ref, other: oth, origin, tolerance });
    }
  });
  const key = (m: WordMismatch): number[] => [
    m.region,
    m.origin?.group ?? 0,
    m.origin?.wave ?? 0,
    m.origin?.lane ?? 0,
    m.word,
  ];
  return out.sort((x, y) => {
    const kx = key(x);
    const ky = key(y);
    for (let i = 0; i < kx.length; i++) if (kx[i] !== ky[i]) return (kx[i] as number) - (ky[i] as number);
    return 0;
  });
}

/** Runs `c` on the reference and on every side, and compares. ExecError/MemoryFault propagate. */
export function runDifferential(c: DiffCase, sides: readonly Side[]): DiffResult {
  const reference = runReference(c);
  let trace: WriterTrace | undefined;
  const getTrace = (): WriterTrace => {
    trace ??= traceWriters(c);
    return trace;
  };
  const outcomes = sides.map((side): SideOutcome => {
    const run = side.run(c);
    if (run.kind === 'refused') return { side: side.name, kind: 'refused', reason: run.reason };
    const mismatches = compareContents(c, reference, run.contents, getTrace);
    return mismatches.length === 0
      ? { side: side.name, kind: 'match' }
      : { side: side.name, kind: 'mismatch', mismatches };
  });
  return { reference, outcomes, trace };
}

/** A side that runs the reference executor again (the determinism check of `reference-only`). */
export const REFERENCE_AGAIN: Side = {
  name: 'reference (second run)',
  run: (c) => ({ kind: 'ran', contents: runReference(c) }),
};
