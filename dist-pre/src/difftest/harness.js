import { differingWords, toleranceOf, wordAt, wordsAgree } from './compare.js';
import { runReference } from './reference-side.js';
import { traceWriters } from './trace.js';
function partnerWord(trace, region, word, origin) {
    for (const w of [word - 1, word + 1]) {
        const o = trace.origin(region, w);
        if (!o || o.writerPc !== origin.writerPc || o.lane !== origin.lane || o.group !== origin.group)
            continue;
        if (o.wave !== origin.wave || o.dataVgpr === undefined || origin.dataVgpr === undefined)
            continue;
        if (o.dataVgpr === origin.dataVgpr + 1)
            return { low: word, high: w };
        if (o.dataVgpr === origin.dataVgpr - 1)
            return { low: w, high: word };
    }
    return undefined;
}
/**
 * Compares `other` with `reference` over the case's output regions; `trace` is called (once) when
 * some word differs. Returns the words that differ beyond their bound.
 */
export function compareContents(c, reference, other, trace) {
    const out = [];
    c.regions.forEach((r, region) => {
        if (!r.output)
            return;
        const a = reference[region];
        const b = other[region];
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
            }
            else {
                agree = wordsAgree(ref, oth, tolerance);
            }
            if (!agree)
                out.push({ region, word, reference: ref, other: oth, origin, tolerance });
        }
    });
    const key = (m) => [
        m.region,
        m.origin?.group ?? 0,
        m.origin?.wave ?? 0,
        m.origin?.lane ?? 0,
        m.word,
    ];
    return out.sort((x, y) => {
        const kx = key(x);
        const ky = key(y);
        for (let i = 0; i < kx.length; i++)
            if (kx[i] !== ky[i])
                return kx[i] - ky[i];
        return 0;
    });
}
/** Runs `c` on the reference and on every side, and compares. ExecError/MemoryFault propagate. */
export function runDifferential(c, sides) {
    const reference = runReference(c);
    let trace;
    const getTrace = () => {
        trace ??= traceWriters(c);
        return trace;
    };
    const outcomes = sides.map((side) => {
        const run = side.run(c);
        if (run.kind === 'refused')
            return { side: side.name, kind: 'refused', reason: run.reason };
        const mismatches = compareContents(c, reference, run.contents, getTrace);
        return mismatches.length === 0
            ? { side: side.name, kind: 'match' }
            : { side: side.name, kind: 'mismatch', mismatches };
    });
    return { reference, outcomes, trace };
}
/** A side that runs the reference executor again (the determinism check of `reference-only`). */
export const REFERENCE_AGAIN = {
    name: 'reference (second run)',
    run: (c) => ({ kind: 'ran', contents: runReference(c) }),
};
//# sourceMappingURL=harness.js.map