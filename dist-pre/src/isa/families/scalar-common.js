import { AsmError } from '../errors.js';
/** Metadata of one implicit access (SCC, EXEC, VCC, M0); EXEC and VCC are wave-sized lane masks. */
export function implicitOperands(specs, target) {
    const out = [];
    for (const s of specs) {
        const op = implicitOperand(s.reg, target);
        if (s.read)
            out.push({ ...op, role: 'src' });
        if (s.write)
            out.push({ ...op, role: 'dst' });
    }
    return out;
}
function implicitOperand(reg, target) {
    const mask = target.wave64 ? 2 : 1;
    switch (reg) {
        case 'scc':
            return {
                role: 'src',
                kind: 'special',
                value: 253,
                dwords: 1,
                type: 'b1',
                implicit: true,
                field: 'scc',
            };
        case 'exec':
            return {
                role: 'src',
                kind: 'special',
                value: 126,
                dwords: mask,
                type: 'mask',
                implicit: true,
                field: 'exec',
            };
        case 'vcc':
            return {
                role: 'src',
                kind: 'special',
                value: 106,
                dwords: mask,
                type: 'mask',
                implicit: true,
                field: 'vcc',
            };
        case 'm0':
            return {
                role: 'src',
                kind: 'special',
                value: 124,
                dwords: 1,
                type: 'b32',
                implicit: true,
                field: 'm0',
            };
    }
}
/** Builds an instruction value at pc 0 (the assembler dispatcher sets the pc). */
export function makeInstruction(encoding, opcode, mnemonic, fields, literal) {
    const size = encoding === 'SMEM' || literal !== undefined ? 8 : 4;
    return { encoding, form: 'base', opcode, mnemonic, fields, literal, pc: 0, size };
}
/** Throws the assembler error for `statement`. */
export function asmFail(statement, reason) {
    throw new AsmError(statement.line, statement.text, reason);
}
/** The statement's operand text without LLVM's `/* ... *\/` comments. */
export function operandText(statement) {
    return statement.rest.replace(/\/\*[\s\S]*?\*\//g, '').trim();
}
/** Splits operand text at top-level commas (brackets and parentheses kept whole); trims each part. */
export function splitOperands(text) {
    if (text.length === 0)
        return [];
    const out = [];
    let depth = 0;
    let start = 0;
    for (let i = 0; i < text.length; i++) {
        const ch = text[i];
        if (ch === '(' || ch === '[')
            depth++;
        else if (ch === ')' || ch === ']')
            depth--;
        else if (ch === ',' && depth === 0) {
            out.push(text.slice(start, i).trim());
            start = i + 1;
        }
    }
    out.push(text.slice(start).trim());
    return out;
}
//# sourceMappingURL=scalar-common.js.map