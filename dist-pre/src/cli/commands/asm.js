/**
 * `oberon asm [--mcpu ..] [--wave32|--wave64] [--hex] FILE.s [-o OUT]`: assembles LLVM-syntax text.
 * With --hex it prints each instruction with its encoding as `llvm-mc -show-encoding` does; otherwise
 * it writes the raw little-endian words to OUT (or stdout).
 */
import { assemble } from '../../isa/assemble.js';
import { encode } from '../../isa/encode.js';
import { print } from '../../isa/print.js';
import { parseArgs, UsageError } from '../args.js';
import { readInputText, writeOutput } from '../files.js';
import { TARGET_FLAGS, TARGET_OPTIONS, targetFromArgs } from '../target-args.js';
function hexBytes(words) {
    const bytes = [];
    for (const w of words)
        for (let k = 0; k < 4; k++)
            bytes.push(`0x${((w >>> (8 * k)) & 0xff).toString(16).padStart(2, '0')}`);
    return bytes.join(',');
}
/** Runs the command. */
export function run(argv) {
    const args = parseArgs(argv, { flags: [...TARGET_FLAGS, '--hex'], options: [...TARGET_OPTIONS, '-o'] });
    const target = targetFromArgs(args);
    const [file, ...extra] = args.positionals;
    if (file === undefined || extra.length > 0)
        throw new UsageError('exactly one input file (use - for stdin)');
    const source = readInputText(file);
    const instructions = assemble(source, target);
    if (args.flags.has('--hex')) {
        const lines = instructions.map((inst) => {
            const text = print(inst, target);
            return `${text.padEnd(40)}; encoding: [${hexBytes(encode(inst, target))}]`;
        });
        process.stdout.write(lines.length ? `${lines.join('\n')}\n` : '');
        return 0;
    }
    const words = instructions.flatMap((inst) => encode(inst, target));
    const buffer = Buffer.alloc(words.length * 4);
    for (const [i, w] of words.entries())
        buffer.writeUInt32LE(w >>> 0, i * 4);
    const out = args.options.get('-o');
    if (out)
        writeOutput(out, buffer);
    else
        process.stdout.write(buffer);
    return 0;
}
//# sourceMappingURL=asm.js.map