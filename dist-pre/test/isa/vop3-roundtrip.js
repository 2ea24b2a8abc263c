/**
 * Assembler round trip for the VOP3/VOP3P tests: every probe Oberon decodes is printed, the text is
 * assembled by Oberon (the public `assembleOne`, so family order is part of the check) and by
 * `llvm-mc-19 -show-encoding`, and the two encodings must be equal, or both sides must refuse the text.
 */
import { parseStatement } from '../../src/isa/asm-lexer.js';
import { AsmError } from '../../src/isa/errors.js';
import { vop3Family } from '../../src/isa/families/vop3.js';
import { assembleOne, decode, encode, print } from '../../src/isa/index.js';
import { llvmAssemble } from '../support/llvm-mc.js';
import { ourFirstText } from './vop3-oracle.js';
function hexBytes(words) {
    const bytes = [];
    for (const w of words)
        for (let s = 0; s < 32; s += 8)
            bytes.push(`0x${((w >>> s) & 0xff).toString(16).padStart(2, '0')}`);
    return `[${bytes.join(',')}]`;
}
/** Oberon's encoding of `text` as LLVM prints bytes, or `error: reason`. */
export function ourEncoding(text, target) {
    try {
        return hexBytes(encode(assembleOne(text, target), target));
    }
    catch (error) {
        if (error instanceof AsmError)
            return `error: ${error.reason}`;
        throw error;
    }
}
/**
 * Compares Oberon's and LLVM's assembly of `texts` (printed VOP3/VOP3P instructions). Where LLVM's
 * canonical encoding is another family's (an unsuffixed `v_nop` is VOP1), the VOP3 family must decline
 * the text, leaving it to that family.
 */
export function compareAssembly(texts, target) {
    const llvm = llvmAssemble(texts, target);
    const out = { same: 0, refused: 0, mismatches: [] };
    texts.forEach((text, i) => {
        const theirs = llvm[i];
        if (theirs?.ok && !isVop3Word(bytesToWords(theirs.bytes)[0] ?? 0)) {
            const statement = parseStatement(text);
            const inst = statement ? vop3Family.assemble(statement, target) : undefined;
            if (inst === undefined)
                out.same++;
            else
                out.mismatches.push({
                    text,
                    ours: hexBytes(encode(inst, target)),
                    llvm: `${theirs.text} (not VOP3)`,
                });
            return;
        }
        const ours = ourEncoding(text, target);
        const llvmText = theirs?.ok
            ? hexBytes(bytesToWords(theirs.bytes))
            : `error: ${theirs?.ok === false ? theirs.error : '?'}`;
        const bothRefused = ours.startsWith('error') && llvmText.startsWith('error');
        if (bothRefused)
            out.refused++;
        else if (ours === llvmText)
            out.same++;
        else
            out.mismatches.push({ text, ours, llvm: llvmText });
    });
    return out;
}
function bytesToWords(bytes) {
    const words = [];
    for (let i = 0; i + 3 < bytes.length; i += 4) {
        words.push((bytes[i] |
            (bytes[i + 1] << 8) |
            (bytes[i + 2] << 16) |
            (bytes[i + 3] << 24)) >>>
            0);
    }
    return words;
}
/** The printed text of every probe Oberon decodes (duplicates removed). */
export function printedTexts(probes, target) {
    const seen = new Set();
    for (const words of probes) {
        if (ourFirstText(words, target) === undefined)
            continue;
        seen.add(print(decode(words, 0, target), target));
    }
    return [...seen];
}
/** VOP3 (110101) and VOP3P (110011) first words. */
function isVop3Word(w) {
    const top = w >>> 26;
    return top === 0b110101 || top === 0b110011;
}
/**
 * Checks the VOP3 family's own assembler on hand-written `texts`: where LLVM picks a VOP3/VOP3P
 * encoding ours must be identical; where LLVM picks another encoding (e32) the family must decline
 * (return undefined); where LLVM refuses the text the family must decline or throw AsmError.
 */
export function compareFamilyAssembly(texts, target) {
    const llvm = llvmAssemble(texts, target);
    const out = { same: 0, refused: 0, declined: 0, mismatches: [] };
    texts.forEach((text, i) => {
        const theirs = llvm[i];
        const statement = parseStatement(text);
        let ours;
        try {
            const inst = statement ? vop3Family.assemble(statement, target) : undefined;
            ours = inst ? hexBytes(encode(inst, target)) : 'declined';
        }
        catch (error) {
            if (!(error instanceof AsmError))
                throw error;
            ours = `error: ${error.reason}`;
        }
        if (!theirs?.ok) {
            if (ours === 'declined' || ours.startsWith('error'))
                out.refused++;
            else
                out.mismatches.push({ text, ours, llvm: `error: ${theirs?.error}` });
            return;
        }
        const words = bytesToWords(theirs.bytes);
        if (!isVop3Word(words[0] ?? 0)) {
            // Another family's encoding: declined, or refused when the VOP3 form cannot express it either
            // (an unsuffixed `v_mov_b32 v0, v1 clamp` is SDWA to LLVM).
            const unsuffixed = !statement?.mnemonic.endsWith('_e64');
            if (ours === 'declined' || (unsuffixed && ours.startsWith('error')))
                out.declined++;
            else
                out.mismatches.push({ text, ours, llvm: `${theirs.text} (not VOP3)` });
            return;
        }
        const llvmText = hexBytes(words);
        if (ours === llvmText)
            out.same++;
        else
            out.mismatches.push({ text, ours, llvm: llvmText });
    });
    return out;
}
//# sourceMappingURL=vop3-roundtrip.js.map