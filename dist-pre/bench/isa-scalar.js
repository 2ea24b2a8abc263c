/**
 * Scalar family throughput against llvm-mc-19 on the same words: a seeded stream of valid SOP1, SOP2,
 * SOPK, SOPC, SOPP and SMEM instructions (literals and SMEM second dwords included), decoded alone and
 * decoded + printed. llvm-mc always prints; its whole `-disassemble` run (process start included) is
 * divided by ours. The word list is built and written before timing starts.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DecodeError } from '../src/isa/errors.js';
import { decode, decodeStream, print } from '../src/isa/index.js';
import { PS5_WAVE32 } from '../src/isa/target.js';
import { rng } from '../test/support/isa-fuzz.js';
const WORDS = 500_000;
/** Fixed high bits and opcode field of each scalar encoding: [base, opShift, opBits, dwords]. */
const SHAPES = [
    [0xbe800000, 8, 8],
    [0x80000000, 23, 6],
    [0xb0000000, 23, 4],
    [0xbf000000, 16, 5],
    [0xbf800000, 16, 6],
    [0xf4000000, 18, 8],
];
/** Valid scalar instructions only (words our decoder and llvm-mc both accept), packed back to back. */
function scalarWords() {
    const next = rng(7);
    const out = [];
    while (out.length < WORDS) {
        const [base, shift, bits] = SHAPES[next() % SHAPES.length];
        const fieldMask = base === 0xf4000000
            ? 0x3ffffff
            : base === 0x80000000
                ? 0x3fffffff
                : base === 0xb0000000
                    ? 0xfffffff
                    : 0x7fffff;
        const op = next() & ((1 << bits) - 1);
        const w = (base | (next() & fieldMask & ~(((1 << bits) - 1) << shift)) | (op << shift)) >>> 0;
        const cand = [w, next() >>> 0];
        try {
            const inst = decode(cand, 0, PS5_WAVE32);
            out.push(...cand.slice(0, inst.size / 4));
        }
        catch (error) {
            if (!(error instanceof DecodeError))
                throw error;
        }
    }
    return Uint32Array.from(out.slice(0, WORDS));
}
function timeLlvm(words) {
    const dir = mkdtempSync(join(tmpdir(), 'oberon-bench-'));
    try {
        const lines = [];
        for (const w of words) {
            lines.push(`0x${(w & 0xff).toString(16)},0x${((w >>> 8) & 0xff).toString(16)},0x${((w >>> 16) & 0xff).toString(16)},0x${(w >>> 24).toString(16)}`);
        }
        const file = join(dir, 'in.txt');
        writeFileSync(file, lines.join('\n'));
        const start = process.hrtime.bigint();
        execFileSync('llvm-mc-19', ['-arch=amdgcn', '-mcpu=gfx1013', '-disassemble', file], {
            stdio: ['ignore', 'ignore', 'ignore'],
            maxBuffer: 1 << 30,
        });
        return Number(process.hrtime.bigint() - start) / 1e9;
    }
    finally {
        rmSync(dir, { recursive: true, force: true });
    }
}
function timeOurs(words, printing) {
    let best = Number.POSITIVE_INFINITY;
    for (let rep = 0; rep < 3; rep++) {
        const start = process.hrtime.bigint();
        let chars = 0;
        for (const item of decodeStream(words, PS5_WAVE32))
            if (printing && item.ok)
                chars += print(item.inst, PS5_WAVE32).length;
        if (chars < 0)
            throw new Error('unreachable');
        best = Math.min(best, Number(process.hrtime.bigint() - start) / 1e9);
    }
    return best;
}
/** Runs the scalar family benchmark. */
export async function bench() {
    const words = scalarWords();
    const llvm = timeLlvm(words);
    const decodeOnly = timeOurs(words, false);
    const withPrint = timeOurs(words, true);
    const peer = 'llvm-mc-19 -disassemble';
    return [
        { name: 'llvm-mc scalar words', value: words.length / llvm / 1e6, unit: 'Mdword/s' },
        {
            name: 'decode scalar words',
            value: words.length / decodeOnly / 1e6,
            unit: 'Mdword/s',
            peer,
            ratio: llvm / decodeOnly,
        },
        {
            name: 'decode+print scalar words',
            value: words.length / withPrint / 1e6,
            unit: 'Mdword/s',
            peer,
            ratio: llvm / withPrint,
        },
    ];
}
if (import.meta.url === `file://${process.argv[1]}`) {
    for (const r of await bench())
        console.log(r);
}
//# sourceMappingURL=isa-scalar.js.map