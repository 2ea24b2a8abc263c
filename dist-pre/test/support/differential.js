import { compareSegments } from './llvm-mc.js';
/** Compares all `segments` in batches of `batch` segments, reporting progress through `onBatch`. */
export function compareAll(segments, target, batch = 4000, onBatch) {
    const total = { compared: 0, mismatches: [], llvmCrashes: 0, skippedWords: 0 };
    for (let i = 0; i < segments.length; i += batch) {
        const r = compareSegments(segments.slice(i, i + batch), target);
        total.compared += r.compared;
        total.mismatches.push(...r.mismatches);
        total.llvmCrashes += r.llvmCrashes;
        total.skippedWords += r.skippedWords;
        onBatch?.(Math.min(i + batch, segments.length), segments.length);
    }
    return total;
}
/** A readable summary of the first mismatches, for assertion messages. */
export function describeMismatches(c, limit = 15) {
    return c.mismatches
        .slice(0, limit)
        .map((m) => `  [${m.words}] @+${m.pc}\n    ours: ${m.ours}\n    llvm: ${m.llvm}`)
        .join('\n');
}
//# sourceMappingURL=differential.js.map