/**
 * Differential harness for the VOP1/VOP2/VOPC family against llvm-mc-19, independent of the other
 * families: segments are separated by `v_nop` dwords (a VOP1 instruction this family decodes), so a
 * stream never needs another family's decoder. llvm-mc-19 crashes on some SDWA words; a crashing batch
 * is split in halves until the crashing segment is alone, and that segment is counted, not compared.
 */
import { decodeStream, print } from '../../src/isa/index.js';
import { LlvmCrash, llvmDisassemble } from '../support/llvm-mc.js';
/** v_nop: pads after each segment, absorbing dwords a mis-decoded instruction may swallow. */
const PAD = 0x7e000000;
/** `v_mov_b32_e32 v255, <literal>`: the segment end marker, its literal the segment's number. */
const MARKER = 0x7ffe02ff;
const MARKER_BASE = 0x100000;
function markerText(seg) {
    return `v_mov_b32_e32 v255, 0x${(MARKER_BASE + seg).toString(16)}`;
}
function hex(w) {
    return `0x${(w >>> 0).toString(16).padStart(8, '0')}`;
}
function ourEvents(words, target) {
    const out = [];
    for (const item of decodeStream(words, target)) {
        if (item.ok) {
            let text;
            try {
                text = print(item.inst, target);
            }
            catch (e) {
                text = `<print error ${String(e)}>`;
            }
            out.push({ index: item.inst.pc / 4, text });
        }
        else
            out.push({ index: item.pc / 4, text: '<invalid>' });
    }
    return out;
}
function compareBatch(segments, target, r) {
    const stream = [];
    const starts = [];
    segments.forEach((s, k) => {
        starts.push(stream.length);
        stream.push(...s, PAD, PAD, PAD, PAD, MARKER, MARKER_BASE + k);
    });
    let llvm;
    try {
        llvm = llvmDisassemble(stream, target);
    }
    catch (e) {
        if (!(e instanceof LlvmCrash))
            throw e;
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
        const e = ours[i];
        while (seg + 1 < starts.length && e.index >= starts[seg + 1])
            seg++;
        const theirs = invalid.has(e.index) ? '<invalid>' : (llvm.texts[t++] ?? '<end>');
        r.compared++;
        const bothRejectFirst = theirs === e.text && e.text === '<invalid>' && e.index === starts[seg];
        if (theirs === e.text && !bothRejectFirst) {
            if (e.text !== 'v_nop' && !e.text.startsWith('v_mov_b32_e32 v255, 0x1'))
                r.accepted++;
            continue;
        }
        if (bothRejectFirst)
            r.rejected++;
        // After a shared rejection the next dwords decode as unrelated instructions: not compared.
        else
            r.mismatches.push({ words: (segments[seg] ?? []).map(hex).join(' '), ours: e.text, llvm: theirs });
        const next = starts[seg + 1] ?? stream.length;
        // Resynchronize at the next segment: skip our events and llvm's texts up to its separators.
        while (i + 1 < ours.length && ours[i + 1].index < next)
            i++;
        const found = llvm.texts.indexOf(markerText(seg), t);
        if (found >= 0)
            t = found + 1;
    }
}
/** Compares `segments` (each a first dword and the dwords it may consume) in batches. */
export function compareVop(segments, target, batch = 3000) {
    const r = { compared: 0, mismatches: [], crashes: 0, accepted: 0, rejected: 0 };
    for (let i = 0; i < segments.length; i += batch)
        compareBatch(segments.slice(i, i + batch), target, r);
    return r;
}
/** The first `limit` mismatches, readable. */
export function describe(r, limit = 20) {
    return r.mismatches
        .slice(0, limit)
        .map((m) => `  [${m.words}]\n    ours: ${m.ours}\n    llvm: ${m.llvm}`)
        .join('\n');
}
//# sourceMappingURL=vop-harness.js.map