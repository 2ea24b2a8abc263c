import { ulpDistance } from './compare.js';
const F32 = new DataView(new ArrayBuffer(4));
/** The shortest decimal text that reads back as the f32 `f`. */
function shortestF32(f) {
    if (!Number.isFinite(f))
        return String(f);
    for (let digits = 1; digits < 9; digits++) {
        const text = f.toPrecision(digits);
        if (Math.fround(Number(text)) === f)
            return String(Number(text));
    }
    return String(Number(f.toPrecision(9)));
}
/** A u32 as hex with its f32 reading. */
export function showWord(v) {
    F32.setUint32(0, v >>> 0, true);
    const f = F32.getFloat32(0, true);
    const text = Number.isNaN(f) ? 'nan' : Object.is(f, -0) ? '-0' : shortestF32(f);
    return `0x${(v >>> 0).toString(16).padStart(8, '0')} (f32 ${text})`;
}
function hexPc(pc) {
    return `0x${pc.toString(16)}`;
}
function describe(c, m) {
    if (c.describeWord)
        return c.describeWord(m.region, m.word);
    const base = c.regions[m.region]?.base ?? 0;
    return `0x${(base + m.word * 4).toString(16)}`;
}
function laneText(m) {
    const o = m.origin;
    if (!o)
        return 'lane unknown';
    return `group ${o.group}, wave ${o.wave}, lane ${o.lane ?? '?'}`;
}
/** The report of `side`'s mismatches on case `c` (sorted as compareContents returns them). */
export function formatMismatchReport(c, side, mismatches, trace) {
    const first = mismatches[0];
    if (!first)
        return `${c.name}: ${side} matches the reference`;
    const lines = [`${c.name}: ${side} differs from the reference in ${mismatches.length} output word(s)`];
    lines.push(`  first differing lane: ${laneText(first)}, word ${describe(c, first)}`);
    lines.push(`    reference: ${showWord(first.reference)}`);
    lines.push(`    ${side}: ${showWord(first.other)}`);
    if (first.tolerance) {
        const d = first.tolerance.format === 'f32' ? ulpDistance(BigInt(first.reference), BigInt(first.other), 32) : NaN;
        lines.push(`    bound: ${first.tolerance.ulp} ulp (${first.tolerance.format})${Number.isNaN(d) ? '' : `, distance ${d} ulp`}`);
    }
    const o = first.origin;
    if (o && trace) {
        const store = trace.instruction(o.storePc);
        lines.push(`    stored by pc ${hexPc(o.storePc)}: ${store?.text ?? '?'}${o.dataVgpr === undefined ? '' : ` (v${o.dataVgpr})`}`);
        if (o.writerPc !== undefined) {
            lines.push(`    produced by pc ${hexPc(o.writerPc)}: ${trace.instruction(o.writerPc)?.text ?? '?'}`);
            const s = o.scalar;
            if (s?.writerPc !== undefined) {
                lines.push(`    ${s.name} written by pc ${hexPc(s.writerPc)}: ${trace.instruction(s.writerPc)?.text ?? '?'}`);
            }
            else if (s)
                lines.push(`    ${s.name} holds its launch value`);
        }
        else if (o.dataVgpr !== undefined) {
            lines.push(`    produced by: v${o.dataVgpr} was never written in this lane (launch value)`);
        }
    }
    if (mismatches.length > 1) {
        const lanes = new Set(mismatches.map(laneText));
        const words = mismatches.slice(1, 6).map((m) => describe(c, m));
        lines.push(`  also differ: ${words.join('; ')}${mismatches.length > 6 ? '; ...' : ''} (${lanes.size} lane(s) in all)`);
    }
    return lines.join('\n');
}
//# sourceMappingURL=report.js.map