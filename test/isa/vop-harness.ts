/**
 * Differential harness for the VOP1/VOP2/VOPC family against llvm-mc-19, independent of the other
 * families: segments are separated by `v_nop` dwords (a VOP1 instruction this family decodes), so a
 * stream never needs another family's decoder. llvm-mc-19 crashes on some SDWA words; a crashing batch
 * is split in halves until the crashing segment is alone, and that segment is counted, not compared.
 */
import { decodeStream, print } from '../../src/isa/index.js';
import type { Target } from '../../src/isa/target.js';
import { LlvmCrash, llvmDisassemble } from '../support/llvm-mc.js';

/** v_nop: pads after each segment, absorbing dwords a mis-decoded instruction may swallow. */
const PAD = 0x7e000000;
/** `v_mov_b32_e32 v255, <literal>`: the segment end marker, its literal the segment's number. */
const MARKER = 0x7ffe02ff;
const MARKER_BASE = 0x100000;

function markerText(seg: number): string {
  return `v_mov_b32_e32 v255, 0x${(MARKER_BASE + seg).toString(16)}`;
}

/** Result of a comparison run. */
export interface VopComparison {
  compared: number;
  mismatches: { words: string; ours: string; llvm: string }[];
  /** Segments llvm-mc crashed on (skipped). */
  crashes: number;
  /** Instructions both sides accepted, and dwords both rejected. */
  accepted: number;
  rejected: number;
}

function hex(w: number): string {
  return `0x${(w >>> 0).toString(16).padStart(8, '0')}`;
}

function ourEvents(words: readonly number[], target: Target): { index: number; text: string }[] {
  const out: { index: number; text: string }[] = [];
  for (const item of decodeStream(words, target)) {
    if (item.ok) {
      let text: string;
      try {
        text = print(item.inst, target);
      } catch (e) {
        text = `<print error ${String(e)}>`;
      }
      out.push({ index: item.inst.pc / 4, text });
    } else out.push({ index: item.pc / 4, text: '<invalid>' });
  }
  return out;
}

function compareBatch(segments: readonly (readonly number[])[], target: Target, r: VopComparison): void {
  const stream: number[] = [];
  const starts: number[] = [];
  segments.forEach((s, k) => {
    starts.push(stream.length);
    stream.push(...s, PAD, PAD, PAD, PAD, MARKER, MARKER_BASE + k);
  });
  let llvm: ReturnType<typeof llvmDisassemble>;
  try {
    llvm = llvmDisassemble(stream, target);
  } catch (e) {
    if (!(e instanceof LlvmCrash)) throw e;
    if (segments.length === 1) {
      r.crashes++;
      return;
    }
    const half = segments.length >> 1;
    compareBatch(segments.slice(0, half), target, r);
    compareBatch(segments.slice(half), target, r);
    return;
  }
  const invalid = new Set(llvm.invalid);
  const ours = ourEvents(stream, target);
  let t = 0;
  let seg = 0;
  for (let i = 0; i < ours.length; i++) {
    const e = ours[i] as { index: number; text: string };
    while (seg + 1 < starts.length && e.index >= (starts[seg + 1] as number)) seg++;
    const theirs = invalid.has(e.index) ? '<invalid>' : (llvm.texts[t++] ?? '<end>');
    r.compared++;
    const bothRejectFirst = theirs === e.text && e.text === '<invalid>' && e.index === starts[seg];
    if (theirs === e.text && !bothRejectFirst) {
      if (e.text !== 'v_nop' && !e.text.startsWith('v_mov_b32_e32 v255, 0x1')) r.accepted++;
      continue;
    }
    if (bothRejectFirst) r.rejected++;
    // After a shared rejection the next dwords decode as unrelated instructions: not compared.
    else r.mismatches.push({ words: (segments[seg] ?? []).map(hex).join(' '), ours: e.text, llvm: theirs });
    const next = starts[seg + 1] ?? stream.length;
    // Resynchronize at the next segment: skip our events and llvm's texts up to its separators.
    while (i + 1 < ours.length && (ours[i + 1] as { index: number }).index < next) i++;
    const found = llvm.texts.indexOf(markerText(seg), t);
    if (found >= 0) t = found + 1;
  }
}

/** Compares `segments` (each a first dword and the dwords it may consume) in batches. */
export function compareVop(
  segments: readonly (readonly number[])[],
  target: Target,
  batch = 3000,
): VopComparison {
  const r: VopComparison = { compared: 0, mismatches: [], crashes: 0, accepted: 0, rejected: 0 };
  for (let i = 0; i < segments.length; i += batch) compareBatch(segments.slice(i, i + batch), target, r);
  return r;
}

/** The first `limit` mismatches, readable. */
export function describe(r: VopComparison, limit = 20): string {
  return r.mismatches
    .slice(0, limit)
    .map((m) => `  [${m.words}]\n    ours: ${m.ours}\n    llvm: ${m.llvm}`)
    .join('\n');
}
