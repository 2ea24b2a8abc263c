/**
 * isa throughput against llvm-mc-19 on the same 1,000,000 words: decode only, and decode + print,
 * over (a) real compiler output (the corpus compiled for gfx1013, repeated) and (b) seeded random
 * dwords. llvm-mc always prints, so both ratios divide llvm-mc's whole `-disassemble` time (hex text
 * in, text out, process start included, per 50,000-dword chunk) by ours over the same chunks; the input
 * files are written before timing starts, and chunks llvm-mc crashes on are left out of both sides.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeStream } from '../src/isa/decode.js';
import { print } from '../src/isa/print.js';
import { PS5_WAVE32 } from '../src/isa/target.js';
import { randomSegments } from '../test/support/isa-fuzz.js';
import { compileForGfx1013 } from '../test/support/llvm-compile.js';
const WORDS = 1_000_000;
function compiledWords() {
    const corpus = fileURLToPath(new URL('../test/isa/corpus', import.meta.url));
    const chunks = readdirSync(corpus)
        .filter((f) => f.endsWith('.ll') || f.endsWith('.cl'))
        .map((f) => compileForGfx1013(join(corpus, f), false).words);
    const out = new Uint32Array(WORDS);
    let n = 0;
    while (n < WORDS) {
        for (const c of chunks) {
            const take = Math.min(c.length, WORDS - n);
            out.set(c.subarray(0, take), n);
            n += take;
            if (n >= WORDS)
                break;
        }
    }
    return out;
}
function randomWords() {
    return Uint32Array.from(randomSegments(WORDS, 16, 99).flat());
}
/**
 * llvm-mc's time over `words`, in chunks: llvm-mc-19 crashes on some random SDWA words, so a chunk it
 * crashes on is left out of both sides' measurement. Returns the time and the chunks it completed.
 */
function timeLlvm(words, chunk = 50_000) {
    const dir = mkdtempSync(join(tmpdir(), 'oberon-bench-'));
    try {
        let seconds = 0;
        const kept = [];
        for (let at = 0; at < words.length; at += chunk) {
            const part = words.subarray(at, at + chunk);
            const lines = [];
            for (const w of part) {
                lines.push(`0x${(w & 0xff).toString(16)},0x${((w >>> 8) & 0xff).toString(16)},0x${((w >>> 16) & 0xff).toString(16)},0x${(w >>> 24).toString(16)}`);
            }
            const file = join(dir, 'in.txt');
            writeFileSync(file, lines.join('\n'));
            const start = process.hrtime.bigint();
            const run = spawnSync('llvm-mc-19', ['-arch=amdgcn', '-mcpu=gfx1013', '-disassemble', file], {
                stdio: ['ignore', 'ignore', 'ignore'],
            });
            const elapsed = Number(process.hrtime.bigint() - start) / 1e9;
            if (run.signal || (run.status !== 0 && run.status !== 1))
                continue;
            seconds += elapsed;
            kept.push(...part);
        }
        return { seconds, kept: Uint32Array.from(kept) };
    }
    finally {
        rmSync(dir, { recursive: true, force: true });
    }
}
function timeOurs(words, printing) {
    let best = Number.POSITIVE_INFINITY;
    let count = 0;
    for (let rep = 0; rep < 3; rep++) {
        const start = process.hrtime.bigint();
        count = 0;
        let chars = 0;
        for (const item of decodeStream(words, PS5_WAVE32)) {
            count++;
            if (printing && item.ok)
                chars += print(item.inst, PS5_WAVE32).length;
        }
        if (chars < 0)
            throw new Error('unreachable');
        best = Math.min(best, Number(process.hrtime.bigint() - start) / 1e9);
    }
    return { seconds: best, instructions: count };
}
/** Runs the isa benchmark. */
export async function bench() {
    const rows = [];
    for (const [label, words] of [
        ['compiled code', compiledWords()],
        ['random dwords', randomWords()],
    ]) {
        const { seconds: llvm, kept } = timeLlvm(words);
        const decodeOnly = timeOurs(kept, false);
        const withPrint = timeOurs(kept, true);
        const peer = 'llvm-mc-19 -disassemble';
        rows.push({
            name: `llvm-mc ${label} (${kept.length} dwords)`,
            value: kept.length / llvm / 1e6,
            unit: 'Mdword/s',
        });
        rows.push({
            name: `decode ${label}`,
            value: kept.length / decodeOnly.seconds / 1e6,
            unit: 'Mdword/s',
            peer,
            ratio: llvm / decodeOnly.seconds,
        });
        rows.push({
            name: `decode+print ${label}`,
            value: kept.length / withPrint.seconds / 1e6,
            unit: 'Mdword/s',
            peer,
            ratio: llvm / withPrint.seconds,
        });
    }
    return rows;
}
if (import.meta.url === `file://${process.argv[1]}`) {
    for (const r of await bench())
        console.log(r);
}
//# sourceMappingURL=isa.js.map