/**
 * The LLVM oracle for the isa layer: runs `llvm-mc-19` to disassemble words and assemble text, and
 * compares Oberon's decoder with it over word streams.
 *
 * llvm-mc joins its input lines into one byte stream, so each dword goes on its own line and the line
 * numbers of its "invalid instruction encoding" warnings name the rejected dwords. llvm-mc-19 crashes
 * on some random SDWA words: a crashing batch is split at segment boundaries until the crashing
 * segment is isolated, and that segment is counted as skipped instead of compared.
 */
import { spawnSync } from 'node:child_process';
import { decodeStream, print } from '../../src/isa/index.js';
/** Path of the LLVM assembler/disassembler used as the oracle. */
export const LLVM_MC = process.env.LLVM_MC ?? 'llvm-mc-19';
function targetArgs(target) {
    const args = ['-arch=amdgcn', `-mcpu=${target.mcpu}`];
    if (target.wave64)
        args.push('-mattr=+wavefrontsize64');
    return args;
}
function hexLine(word) {
    const w = word >>> 0;
    return `0x${(w & 0xff).toString(16)},0x${((w >>> 8) & 0xff).toString(16)},0x${((w >>> 16) & 0xff).toString(16)},0x${(w >>> 24).toString(16)}`;
}
/** Thrown when llvm-mc itself crashes on the input (it does on some SDWA words). */
export class LlvmCrash extends Error {
}
/** Disassembles `words` as one stream with llvm-mc. @throws LlvmCrash when llvm-mc dies. */
export function llvmDisassemble(words, target) {
    const lines = [];
    for (let i = 0; i < words.length; i++)
        lines.push(hexLine(words[i]));
    const run = spawnSync(LLVM_MC, [...targetArgs(target), '-disassemble'], {
        input: `${lines.join('\n')}\n`,
        encoding: 'utf8',
        maxBuffer: 1 << 30,
    });
    if (run.error)
        throw run.error;
    if (run.signal || (run.status !== 0 && run.status !== 1))
        throw new LlvmCrash(`llvm-mc: ${run.signal ?? run.status}`);
    const texts = run.stdout
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l.length > 0 && l !== '.text');
    const invalid = [];
    for (const m of run.stderr.matchAll(/^<stdin>:(\d+):\d+: warning: invalid instruction encoding/gm)) {
        invalid.push(Number(m[1]) - 1);
    }
    return { texts, invalid };
}
/**
 * Assembles each line separately (one statement per line) with `-show-encoding`. Lines must not
 * contain newlines. Output order follows input order.
 */
export function llvmAssemble(lines, target) {
    const run = spawnSync(LLVM_MC, [...targetArgs(target), '-show-encoding'], {
        input: `${lines.join('\n')}\n`,
        encoding: 'utf8',
        maxBuffer: 1 << 30,
    });
    if (run.error)
        throw run.error;
    if (run.signal)
        throw new LlvmCrash(`llvm-mc: ${run.signal}`);
    const errors = new Map();
    for (const m of run.stderr.matchAll(/^<stdin>:(\d+):\d+: error: (.*)$/gm)) {
        if (!errors.has(Number(m[1]) - 1))
            errors.set(Number(m[1]) - 1, m[2]);
    }
    const outputs = run.stdout
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l.includes('; encoding: ['));
    const result = [];
    let next = 0;
    for (let i = 0; i < lines.length; i++) {
        const error = errors.get(i);
        if (error !== undefined) {
            result.push({ ok: false, error });
            continue;
        }
        const out = outputs[next++];
        if (out === undefined) {
            result.push({ ok: false, error: 'no output' });
            continue;
        }
        const [text, enc] = out.split('; encoding: [');
        const bytes = enc
            .replace(']', '')
            .split(',')
            .filter((b) => b.length > 0)
            .map((b) => Number.parseInt(b, 16));
        result.push({ ok: true, text: text.trim(), bytes });
    }
    return result;
}
/** Our decode of a segment as lines: instruction text, or `<invalid>` at a rejected dword. */
function ourLines(words, target) {
    const out = [];
    for (const item of decodeStream(words, target)) {
        if (item.ok) {
            let text;
            try {
                text = print(item.inst, target);
            }
            catch (error) {
                text = `<print error: ${error instanceof Error ? error.message : String(error)}>`;
            }
            out.push({ index: item.inst.pc / 4, text });
        }
        else {
            out.push({ index: item.pc / 4, text: '<invalid>' });
        }
    }
    return out;
}
/**
 * Compares Oberon with llvm-mc on `segments`: each segment is decoded as its own stream by both
 * (segments are concatenated for llvm with a resync: every segment is followed by `s_code_end`
 * padding words that both sides decode on their own). Segments keep mismatches local.
 */
export function compareSegments(segments, target) {
    const result = { compared: 0, mismatches: [], llvmCrashes: 0, skippedWords: 0 };
    compareBatch(segments, target, result);
    return result;
}
/** s_code_end: a one-dword SOPP instruction used to pad and separate segments. */
const SEPARATOR = 0xbf9f0000;
/** Separator dwords after each segment: enough to absorb a swallowed literal and 64-bit tail. */
const SEPARATOR_COUNT = 3;
function compareBatch(segments, target, result) {
    const stream = [];
    const starts = [];
    for (const seg of segments) {
        starts.push(stream.length);
        stream.push(...seg);
        for (let i = 0; i < SEPARATOR_COUNT; i++)
            stream.push(SEPARATOR);
    }
    let llvm;
    try {
        llvm = llvmDisassemble(stream, target);
    }
    catch (error) {
        if (!(error instanceof LlvmCrash))
            throw error;
        if (segments.length === 1) {
            result.llvmCrashes++;
            result.skippedWords += segments[0]?.length ?? 0;
            return;
        }
        const half = segments.length >> 1;
        compareBatch(segments.slice(0, half), target, result);
        compareBatch(segments.slice(half), target, result);
        return;
    }
    // Ours, over the same stream, so literal swallowing of separators is identical when decode agrees.
    const ours = ourLines(stream, target);
    // Rebuild llvm's line sequence: interleave rejected dwords where our decode expects lines.
    const invalid = new Set(llvm.invalid);
    let t = 0;
    let segment = 0;
    for (let i = 0; i < ours.length; i++) {
        const line = ours[i];
        while (segment + 1 < starts.length && line.index >= starts[segment + 1])
            segment++;
        let theirs;
        if (invalid.has(line.index)) {
            theirs = '<invalid>';
            invalid.delete(line.index);
        }
        else {
            theirs = llvm.texts[t++] ?? '<end of llvm output>';
        }
        result.compared++;
        if (theirs === line.text)
            continue;
        const seg = segments[segment] ?? [];
        result.mismatches.push({
            pc: (line.index - starts[segment]) * 4,
            words: seg.map((w) => `0x${(w >>> 0).toString(16).padStart(8, '0')}`).join(' '),
            ours: line.text,
            llvm: theirs,
        });
        // Resynchronize both sides at the next segment, past llvm's run of separators.
        const nextStart = starts[segment + 1];
        if (nextStart === undefined)
            break;
        while (t < llvm.texts.length && llvm.texts[t] !== 's_code_end')
            t++;
        while (t < llvm.texts.length && llvm.texts[t] === 's_code_end')
            t++;
        while (i + 1 < ours.length && ours[i + 1].index < nextStart)
            i++;
        for (const k of invalid)
            if (k < nextStart)
                invalid.delete(k);
    }
}
//# sourceMappingURL=llvm-mc.js.map