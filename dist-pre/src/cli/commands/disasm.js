/**
 * `oberon disasm [--mcpu gfx1013|gfx1030] [--wave32|--wave64] [--hex] FILE...`: decodes raw
 * little-endian words (or, with --hex, llvm-mc's `0x01,0x02,...` byte text) and prints one instruction
 * per line in llvm-mc's text. An undecodable dword prints `<invalid> 0xWORD` and decoding resumes four
 * bytes later, as llvm-mc does. Several files are decoded independently, each after a `# FILE` line.
 */
import { decodeStream } from '../../isa/decode.js';
import { print } from '../../isa/print.js';
import { parseArgs, UsageError } from '../args.js';
import { readInput } from '../files.js';
import { TARGET_FLAGS, TARGET_OPTIONS, targetFromArgs } from '../target-args.js';
/** Parses llvm-mc's hex byte input: `0x..` tokens separated by commas or blanks over any lines. */
export function parseHexBytes(text, name) {
    const bytes = [];
    for (const line of text.split('\n')) {
        const body = line.replace(/(#|\/\/|;).*$/, '');
        for (const token of body.split(/[\s,]+/)) {
            if (token.length === 0)
                continue;
            const value = Number(token);
            if (!/^0x[0-9a-f]{1,2}$/i.test(token) && !/^\d+$/.test(token)) {
                throw new UsageError(`${name}: '${token}' is not a byte`);
            }
            if (!Number.isInteger(value) || value < 0 || value > 255)
                throw new UsageError(`${name}: '${token}' is not a byte`);
            bytes.push(value);
        }
    }
    return Uint8Array.from(bytes);
}
/** Little-endian dwords of `bytes`; a trailing partial dword is zero-padded and reported by the caller. */
export function bytesToWords(bytes) {
    const words = new Uint32Array(Math.ceil(bytes.length / 4));
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    for (let i = 0; i + 4 <= bytes.length; i += 4)
        words[i / 4] = view.getUint32(i, true);
    const tail = bytes.length % 4;
    if (tail) {
        let w = 0;
        for (let k = 0; k < tail; k++)
            w |= bytes[bytes.length - tail + k] << (8 * k);
        words[words.length - 1] = w >>> 0;
    }
    return words;
}
/** Runs the command. */
export function run(argv) {
    const args = parseArgs(argv, { flags: [...TARGET_FLAGS, '--hex'], options: [...TARGET_OPTIONS] });
    const target = targetFromArgs(args);
    if (args.positionals.length === 0)
        throw new UsageError('no input file (use - for stdin)');
    const out = [];
    const several = args.positionals.length > 1;
    for (const file of args.positionals) {
        if (several)
            out.push(`# ${file}`);
        const raw = readInput(file);
        const bytes = args.flags.has('--hex') ? parseHexBytes(raw.toString('utf8'), file) : new Uint8Array(raw);
        if (bytes.length % 4 !== 0)
            process.stderr.write(`oberon disasm: ${file}: ${bytes.length % 4} trailing bytes ignored\n`);
        const words = bytesToWords(bytes.subarray(0, bytes.length - (bytes.length % 4)));
        for (const item of decodeStream(words, target)) {
            out.push(item.ok ? print(item.inst, target) : `<invalid> 0x${item.word.toString(16).padStart(8, '0')}`);
        }
    }
    process.stdout.write(out.length > 0 ? `${out.join('\n')}\n` : '');
    return 0;
}
//# sourceMappingURL=disasm.js.map