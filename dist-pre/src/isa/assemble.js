/**
 * Assembler for LLVM-syntax RDNA text: each statement goes to the family that owns its mnemonic, which
 * returns LLVM's canonical encoding (the one `llvm-mc-19 -show-encoding` gives).
 */
import { parseSource, parseStatement } from './asm-lexer.js';
import { encode } from './encode.js';
import { AsmError } from './errors.js';
import { FAMILIES } from './families/index.js';
import { PS5_WAVE32 } from './target.js';
/** Assembles one parsed statement. */
export function assembleStatement(statement, target = PS5_WAVE32, pc = 0) {
    for (const family of FAMILIES) {
        const inst = family.assemble(statement, target);
        if (inst)
            return { ...inst, pc };
    }
    throw new AsmError(statement.line, statement.text, `unknown mnemonic '${statement.mnemonic}'`);
}
/** Assembles one instruction's text. */
export function assembleOne(text, target = PS5_WAVE32) {
    const statement = parseStatement(text);
    if (!statement)
        throw new AsmError(0, text, 'no instruction');
    return assembleStatement(statement, target);
}
/** Assembles a source text (one instruction per line) into instructions laid out from pc 0. */
export function assemble(source, target = PS5_WAVE32) {
    const out = [];
    let pc = 0;
    for (const statement of parseSource(source)) {
        const inst = assembleStatement(statement, target, pc);
        out.push(inst);
        pc += inst.size;
    }
    return out;
}
/** Assembles a source text straight to dwords. */
export function assembleWords(source, target = PS5_WAVE32) {
    return assemble(source, target).flatMap((inst) => encode(inst, target));
}
//# sourceMappingURL=assemble.js.map