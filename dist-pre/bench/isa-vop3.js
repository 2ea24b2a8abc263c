/**
 * VOP3/VOP3P throughput against llvm-mc-19 on the same words: a seeded stream of valid VOP3 and VOP3P
 * instructions (random operand fields and modifiers, literals included, every opcode), decoded alone
 * and decoded + printed. llvm-mc always prints; its whole `-disassemble` run (process start included)
 * is divided by ours. The word list is built and written before timing starts.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DecodeError } from '../src/isa/errors.js';
import { decode, print } from '../src/isa/index.js';
import { PS5_WAVE32 } from '../src/isa/target.js';
import { randomProbes } from '../test/isa/vop3-oracle.js';
const INSTRUCTIONS = 200_000;
/** Valid VOP3/VOP3P instructions (those our decoder accepts), packed back to back. */
function vop3Words() {
    const vop3 = randomProbes([...Array(1024).keys()], (op) => (0xd4000000 | (op << 16)) >>> 0, 40, 17);
    const vop3p = randomProbes([...Array(128).keys()], (op) => (0xcc000000 | (op << 16)) >>> 0, 80, 18);
    const pool = [];
    for (const p of [...vop3, ...vop3p]) {
        try {
            pool.push(p.slice(0, decode(p, 0, PS5_WAVE32).size / 4));
        }
        catch (error) {
            if (!(error instanceof DecodeError))
                throw error;
        }
    }
    const out = [];
    for (let i = 0; i < INSTRUCTIONS; i++)
        out.push(...pool[i % pool.length]);
    return { words: Uint32Array.from(out), count: INSTRUCTIONS };
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
        const end = words.length * 4;
        for (let pc = 0; pc < end;) {
            const inst = decode(words, pc, PS5_WAVE32);
            if (printing)
                chars += print(inst, PS5_WAVE32).length;
            pc += inst.size;
        }
        if (chars < 0)
            throw new Error('unreachable');
        best = Math.min(best, Number(process.hrtime.bigint() - start) / 1e9);
    }
    return best;
}
/** Runs the VOP3/VOP3P benchmark. */
export async function bench() {
    const { words, count } = vop3Words();
    const llvm = timeLlvm(words);
    const decodeOnly = timeOurs(words, false);
    const withPrint = timeOurs(words, true);
    const peer = 'llvm-mc-19 -disassemble';
    return [
        { name: 'llvm-mc VOP3/VOP3P', value: count / llvm / 1e6, unit: 'Minst/s' },
        {
            name: 'decode VOP3/VOP3P',
            value: count / decodeOnly / 1e6,
            unit: 'Minst/s',
            peer,
            ratio: llvm / decodeOnly,
        },
        {
            name: 'decode+print VOP3/VOP3P',
            value: count / withPrint / 1e6,
            unit: 'Minst/s',
            peer,
            ratio: llvm / withPrint,
        },
    ];
}
if (import.meta.url === `file://${process.argv[1]}`) {
    for (const r of await bench())
        console.log(r);
}
//# sourceMappingURL=isa-vop3.js.map