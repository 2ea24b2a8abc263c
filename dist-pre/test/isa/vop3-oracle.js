/**
 * Per-instruction llvm-mc oracle for the VOP3/VOP3P tests: each probe (first word, second word,
 * literal candidate) is disassembled on its own, delimited by `s_nop k` markers, so the comparison
 * does not depend on other families decoding the words around it. Compares the first instruction of
 * each probe with Oberon's decode + print.
 */
import { spawnSync } from 'node:child_process';
import { DecodeError } from '../../src/isa/errors.js';
import { decode, print } from '../../src/isa/index.js';
function hexLine(w) {
    return [0, 8, 16, 24].map((s) => `0x${((w >>> s) & 0xff).toString(16)}`).join(',');
}
/** llvm-mc-19 died on the input (it does on some SDWA words that follow an invalid first word). */
export class LlvmCrashed extends Error {
}
/** llvm-mc's text for each probe's first instruction, or undefined where it rejects the first word. */
export function llvmFirstTexts(probes, target) {
    const lines = [];
    const starts = [];
    probes.forEach((p, k) => {
        starts.push(lines.length);
        for (const w of p)
            lines.push(hexLine(w));
        const nop = 0xbf800000 | (k & 0xfff);
        lines.push(hexLine(0xbf9f0000), hexLine(0xbf9f0000), hexLine(nop), hexLine(nop));
    });
    const args = ['-arch=amdgcn', `-mcpu=${target.mcpu}`, '-disassemble'];
    if (target.wave64)
        args.push('-mattr=+wavefrontsize64');
    const run = spawnSync('llvm-mc-19', args, {
        input: `${lines.join('\n')}\n`,
        encoding: 'utf8',
        maxBuffer: 1 << 30,
    });
    if (run.error)
        throw run.error;
    if (run.signal)
        throw new LlvmCrashed(`llvm-mc-19: ${run.signal}`);
    const texts = run.stdout
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l.length > 0 && l !== '.text');
    const invalid = new Set();
    for (const m of run.stderr.matchAll(/^<stdin>:(\d+):\d+: warning: invalid instruction encoding/gm)) {
        invalid.add(Number(m[1]) - 1);
    }
    const out = [];
    let t = 0;
    starts.forEach((s, k) => {
        out.push(invalid.has(s) ? undefined : texts[t]);
        const a = `s_nop ${k & 0xfff}`;
        const b = `s_nop 0x${(k & 0xfff).toString(16)}`;
        while (t < texts.length && texts[t] !== a && texts[t] !== b)
            t++;
        while (t < texts.length && (texts[t] === a || texts[t] === b))
            t++;
    });
    return out;
}
/** Oberon's text for a probe's first instruction, undefined when it throws DecodeError. */
export function ourFirstText(words, target) {
    try {
        return print(decode(words, 0, target), target);
    }
    catch (error) {
        if (error instanceof DecodeError)
            return undefined;
        throw error;
    }
}
/** Probes skipped because llvm-mc crashed on them (each isolated by bisection). */
export const skipped = [];
/** Compares every probe; returns the mismatches. A crashing batch is bisected down to the probe. */
export function compareProbes(probes, target) {
    let llvm;
    try {
        llvm = llvmFirstTexts(probes, target);
    }
    catch (error) {
        if (!(error instanceof LlvmCrashed))
            throw error;
        if (probes.length === 1) {
            skipped.push([...probes[0]]);
            return [];
        }
        const half = probes.length >> 1;
        return [...compareProbes(probes.slice(0, half), target), ...compareProbes(probes.slice(half), target)];
    }
    const out = [];
    probes.forEach((p, i) => {
        const ours = ourFirstText(p, target);
        const theirs = llvm[i];
        if (ours !== theirs) {
            out.push({
                words: p.map((w) => `0x${(w >>> 0).toString(16).padStart(8, '0')}`).join(' '),
                ours: ours ?? '<invalid>',
                llvm: theirs ?? '<invalid>',
            });
        }
    });
    return out;
}
/** A small deterministic PRNG (xorshift32). */
export function rng(seed) {
    let s = seed >>> 0 || 1;
    return () => {
        s ^= s << 13;
        s >>>= 0;
        s ^= s >>> 17;
        s ^= s << 5;
        s >>>= 0;
        return s;
    };
}
/** A random 9-bit source code biased towards the interesting ranges. */
export function randomSource(next) {
    const r = next() % 10;
    if (r < 3)
        return 256 + (next() & 255);
    if (r < 5)
        return next() & 127;
    if (r < 7)
        return 128 + (next() % 121);
    if (r < 8)
        return 255;
    return next() & 511;
}
/**
 * Random probes for every opcode of an encoding: `base(op)` gives the fixed bits of word0; fields
 * are random, with unused-source and modifier fields often zero so that valid words are common.
 */
export function randomProbes(ops, base, perOp, seed) {
    const next = rng(seed);
    const probes = [];
    for (const op of ops) {
        for (let k = 0; k < perOp; k++) {
            let w0 = (base(op) | (next() & 0xffff)) >>> 0;
            if (k % 2 === 0)
                w0 = (base(op) | (next() & 0xff) | ((next() % 4 === 0 ? next() : 0) & 0xff00)) >>> 0;
            const mods = next() % 3 === 0 ? next() & 0xf8000000 : 0;
            let w1 = (randomSource(next) | (randomSource(next) << 9) | (randomSource(next) << 18) | mods) >>> 0;
            if (k % 3 === 0)
                w1 = (w1 & ~(0x1ff << 18)) >>> 0;
            if (k % 5 === 0)
                w1 = (w1 & ~(0x3ffff << 9)) >>> 0;
            // The third word is the literal when a source selects it, else llvm decodes it on its own: keep
            // it off the SDWA marker (src0 249) on which llvm-mc-19 can crash.
            let literal = next();
            if ((literal & 0x1ff) === 249)
                literal ^= 1;
            probes.push([w0, w1, literal >>> 0]);
        }
    }
    return probes;
}
//# sourceMappingURL=vop3-oracle.js.map