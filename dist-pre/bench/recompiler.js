/**
 * Recompiler latency over the corpus (test/recompiler/corpus.ts): each program that recompiles today
 * is recompiled repeatedly for a 32-wide host (passes without IR verification, as the driver runs
 * them); rows give the median and p99 latency per program and the guest instructions recompiled per
 * second over the whole corpus. Programs that stop on an untranslated instruction are counted, not
 * timed. No peer exists for this figure, so the rows carry absolute values.
 */
import { recompile } from '../src/recompiler/recompile.js';
import { compileCorpus, corpusRequest } from '../test/recompiler/corpus.js';
const ROUNDS = 20;
function quantile(sorted, q) {
    if (sorted.length === 0)
        return Number.NaN;
    return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}
/** Runs the benchmark. */
export async function bench() {
    const programs = compileCorpus();
    const samples = [];
    let instructions = 0;
    let seconds = 0;
    let timed = 0;
    for (const p of programs) {
        const request = corpusRequest(p, 32);
        try {
            recompile(request);
        }
        catch {
            continue;
        }
        timed++;
        for (let r = 0; r < ROUNDS; r++) {
            const start = process.hrtime.bigint();
            recompile(request);
            const s = Number(process.hrtime.bigint() - start) / 1e9;
            samples.push(s * 1e3);
            seconds += s;
            instructions += p.instructions;
        }
    }
    samples.sort((a, b) => a - b);
    return [
        {
            name: `recompile latency, median (${timed}/${programs.length} corpus programs)`,
            value: quantile(samples, 0.5),
            unit: 'ms',
        },
        { name: 'recompile latency, p99', value: quantile(samples, 0.99), unit: 'ms' },
        {
            name: 'guest instructions recompiled',
            value: seconds > 0 ? instructions / seconds : 0,
            unit: 'inst/s',
        },
    ];
}
//# sourceMappingURL=recompiler.js.map