/**
 * Instruction decoding: routes a first dword to the family that owns its encoding. `decode` decodes
 * one instruction; `decodeStream` decodes a linear run of words the way `llvm-mc -disassemble` does,
 * reporting undecodable dwords and resuming four bytes later.
 */
import { identifyEncoding } from './encodings.js';
import { DecodeError } from './errors.js';
import { familyOf } from './families/index.js';
import { PS5_WAVE32 } from './target.js';
/**
 * Decodes the instruction whose first dword is at byte offset `pc` of `words`.
 * @throws DecodeError when the words are not a valid instruction for `target`.
 */
export function decode(words, pc = 0, target = PS5_WAVE32) {
    if (pc % 4 !== 0)
        throw new DecodeError(pc, [], 'pc is not dword aligned');
    const index = pc / 4;
    if (index >= words.length)
        throw new DecodeError(pc, [], 'truncated: no instruction word');
    const word = words[index];
    const encoding = identifyEncoding(word);
    if (encoding === undefined)
        throw new DecodeError(pc, [word >>> 0], 'no encoding has these high bits');
    const family = familyOf(encoding);
    if (family === undefined)
        throw new DecodeError(pc, [word >>> 0], `${encoding} decoding is not supported`);
    return family.decode({ words, index, pc, target, encoding });
}
/**
 * Decodes `words` from start to end as llvm-mc does: after an undecodable dword, decoding resumes at
 * the next dword. `basePc` is the byte address of `words[0]`.
 */
export function* decodeStream(words, target = PS5_WAVE32, basePc = 0) {
    let pc = 0;
    const end = words.length * 4;
    while (pc < end) {
        try {
            const inst = decode(words, pc, target);
            yield { ok: true, inst: basePc === 0 ? inst : { ...inst, pc: inst.pc + basePc } };
            pc += inst.size;
        }
        catch (error) {
            if (!(error instanceof DecodeError))
                throw error;
            yield { ok: false, pc: pc + basePc, word: words[pc / 4] >>> 0, error };
            pc += 4;
        }
    }
}
//# sourceMappingURL=decode.js.map