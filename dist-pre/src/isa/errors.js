/**
 * Typed errors of the isa layer. Decoding never throws anything else: a truncated instruction, an
 * unknown opcode or a reserved bit pattern is a {@link DecodeError} naming the pc, the words and why.
 */
import { OberonError } from '../util/errors.js';
function hexWords(words) {
    return words.map((w) => `0x${(w >>> 0).toString(16).padStart(8, '0')}`).join(' ');
}
/** An instruction word sequence that is not a valid instruction for the target. */
export class DecodeError extends OberonError {
    /** Byte offset of the instruction's first word. */
    pc;
    /** The words examined (the first word, and the following ones the encoding needed). */
    words;
    /** Why the words are not an instruction, e.g. `unknown SOP1 opcode 77`. */
    reason;
    constructor(pc, words, reason) {
        // Decoders raise this for every rejected word of a stream; a stack trace would cost more than the
        // decode itself, and the pc and words already locate the problem.
        const limit = Error.stackTraceLimit;
        Error.stackTraceLimit = 0;
        super('E_DECODE', `decode error at pc 0x${pc.toString(16)} [${hexWords(words)}]: ${reason}`);
        Error.stackTraceLimit = limit;
        this.pc = pc;
        this.words = words;
        this.reason = reason;
    }
}
/** Assembly text that is not a valid instruction for the target. */
export class AsmError extends OberonError {
    /** 1-based line of the offending statement (0 when assembling a single string). */
    line;
    /** The offending statement text. */
    text;
    reason;
    constructor(line, text, reason) {
        super('E_ASM', `${line > 0 ? `line ${line}: ` : ''}${reason}: '${text}'`);
        this.line = line;
        this.text = text;
        this.reason = reason;
    }
}
//# sourceMappingURL=errors.js.map