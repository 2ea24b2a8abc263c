/**
 * Helpers shared by the memory families (DS, MUBUF/MTBUF, FLAT/GLOBAL/SCRATCH): reading the two
 * instruction dwords, VGPR range checks and text, the scalar operands these encodings take (buffer
 * soffset, FLAT saddr), modifier text, implicit operands, and the assembler's operand parsing.
 *
 * Invariants: decode helpers never throw anything but DecodeError; assembler helpers throw AsmError.
 */
import { tokenize } from '../asm-lexer.js';
import { AsmError, DecodeError } from '../errors.js';
import { classifyScalarSource, inlineConstantCode, inlineConstantText, LITERAL_CODE, literalText, MAX_SGPR, SPECIAL_NAMES, } from '../operands.js';
/** Reads dword `k` after the instruction start, or throws a truncation DecodeError. */
export function wordAt(words, index, k, pc, what) {
    const i = index + k;
    if (i >= words.length) {
        const seen = [];
        for (let j = index; j < words.length; j++)
            seen.push(words[j] >>> 0);
        throw new DecodeError(pc, seen, `truncated: ${what} needs dword ${k + 1}`);
    }
    return words[i] >>> 0;
}
/** true when VGPRs `first`..`first+dwords-1` all exist (v0..v255). */
export function vgprFits(first, dwords) {
    return first + dwords <= 256;
}
/** Text of VGPR `first` seen as `dwords` dwords: `v3`, `v[4:7]`. */
export function vText(first, dwords) {
    return dwords === 1 ? `v${first}` : `v[${first}:${first + dwords - 1}]`;
}
/** ValueType of raw data `dwords` wide. */
export function dataType(dwords) {
    return dwords === 1 ? 'b32' : dwords === 2 ? 'b64' : dwords === 3 ? 'b96' : 'b128';
}
/** The operand record of VGPRs. */
export function vOperand(role, first, dwords, type, field) {
    return { role, kind: 'vgpr', value: first, dwords, type, implicit: false, field };
}
/** The implicit EXEC read every vector memory instruction performs. */
export function execRead(target) {
    return {
        role: 'src',
        kind: 'special',
        value: 126,
        dwords: target.wave64 ? 2 : 1,
        type: 'mask',
        implicit: true,
        field: 'exec',
    };
}
/** The implicit M0 read of GDS, GWS and LDS-DMA instructions. */
export function m0Read() {
    return { role: 'src', kind: 'special', value: 124, dwords: 1, type: 'u32', implicit: true, field: 'm0' };
}
/**
 * Text of a 32-bit scalar source code as the buffer soffset prints it, or undefined for codes LLVM
 * rejects there. `literal` is the trailing dword when `code` is 255.
 */
export function soffsetText(code, literal) {
    if (code === 254)
        return "src_lds_direct/*Invalid register, operand has 'SReg_32' register class*/";
    const s = classifyScalarSource(code, 1);
    if (s.kind === 'register')
        return s.text;
    if (s.kind === 'inline')
        return inlineConstantText(code, 32);
    if (s.kind === 'literal')
        return literalText(literal, 32);
    return undefined;
}
/** Operand metadata of a scalar source code (register, inline constant or literal). */
export function scalarOperand(code, dwords, type, field, literal) {
    if (code === LITERAL_CODE)
        return { role: 'src', kind: 'literal', value: literal ?? 0, dwords, type, implicit: false, field };
    if ((code >= 128 && code <= 208) || (code >= 240 && code <= 248)) {
        return { role: 'src', kind: 'inline', value: code, dwords, type, implicit: false, field };
    }
    const kind = code <= MAX_SGPR ? 'sgpr' : 'special';
    return { role: 'src', kind, value: code, dwords, type, implicit: false, field };
}
/** Appends ` name` to `out` when `bit` is set. */
export function flag(bit, name) {
    return bit ? ` ${name}` : '';
}
// ---------------------------------------------------------------------------------------------------
// Assembler helpers
// ---------------------------------------------------------------------------------------------------
/**
 * The statement's operand tokens (the first token and those after commas) and modifier tokens (the
 * blank-separated tail). With `takesOperands` false every token is a modifier.
 */
export function splitTokens(statement, takesOperands = true) {
    const operands = [];
    const modifiers = [];
    let inModifiers = !takesOperands;
    // LLVM's printer annotates some operands with /* ... */ comments; the assembler skips them.
    const tokens = statement.rest.includes('/*')
        ? tokenize(statement.rest.replace(/\/\*.*?\*\//g, ''))
        : statement.tokens;
    tokens.forEach((t, i) => {
        if (!inModifiers && (t.afterComma || i === 0))
            operands.push(t.text.toLowerCase());
        else {
            inModifiers = true;
            modifiers.push(t.text);
        }
    });
    return { operands, modifiers };
}
/** Throws the assembler error for `statement`. */
export function asmFail(statement, reason) {
    throw new AsmError(statement.line, statement.text, reason);
}
/** Parses `vN` or `v[a:b]`; returns first register and count, or undefined. */
export function parseVgpr(text) {
    const t = text.toLowerCase();
    if (/^v\d+$/.test(t)) {
        const n = Number(t.slice(1));
        return n <= 255 ? { first: n, dwords: 1 } : undefined;
    }
    const m = /^v\[(\d+):(\d+)\]$/.exec(t);
    if (!m)
        return undefined;
    const a = Number(m[1]);
    const b = Number(m[2]);
    if (b < a || b > 255)
        return undefined;
    return { first: a, dwords: b - a + 1 };
}
/** Parses a VGPR operand of exactly `dwords` dwords or fails. */
export function expectVgpr(statement, text, dwords, what) {
    const r = text === undefined ? undefined : parseVgpr(text);
    if (!r || r.dwords !== dwords)
        asmFail(statement, `${what} must be ${dwords === 1 ? 'a VGPR' : `${dwords} VGPRs`}`);
    return r.first;
}
/** Parses a scalar register (sN, s[a:b], ttmpN, ttmp[a:b], specials) to its 8-bit code and width. */
export function parseScalarRegister(text) {
    const t = text.toLowerCase();
    const special = SPECIAL_NAMES.get(t);
    if (special && special.code < 128)
        return { code: special.code, dwords: special.dwords };
    let m = /^(s|ttmp)(\d+)$/.exec(t);
    if (m) {
        const n = Number(m[2]);
        if (m[1] === 's')
            return n <= MAX_SGPR ? { code: n, dwords: 1 } : undefined;
        return n <= 15 ? { code: 108 + n, dwords: 1 } : undefined;
    }
    m = /^(s|ttmp)\[(\d+):(\d+)\]$/.exec(t);
    if (!m)
        return undefined;
    const a = Number(m[2]);
    const b = Number(m[3]);
    if (b < a)
        return undefined;
    if (m[1] === 's')
        return b <= MAX_SGPR ? { code: a, dwords: b - a + 1 } : undefined;
    return b <= 15 ? { code: 108 + a, dwords: b - a + 1 } : undefined;
}
/** Parses an integer literal in decimal or hex (optionally negative). */
export function parseInteger(text) {
    const t = text.trim().toLowerCase();
    if (/^-?\d+$/.test(t))
        return Number(t);
    if (/^-?0x[0-9a-f]+$/.test(t))
        return t.startsWith('-') ? -Number.parseInt(t.slice(3), 16) : Number.parseInt(t, 16);
    return undefined;
}
/**
 * Parses a 32-bit scalar source (soffset): register, inline constant or literal. Returns the 8-bit
 * code and the literal value (when the code is 255).
 */
export function parseScalarSource(statement, text) {
    if (text === undefined)
        asmFail(statement, 'missing scalar operand');
    const reg = parseScalarRegister(text);
    if (reg && reg.dwords === 1)
        return { code: reg.code };
    const special = SPECIAL_NAMES.get(text);
    if (special && special.code >= 128)
        return { code: special.code };
    const inline = inlineConstantCode(text);
    if (inline !== undefined)
        return { code: inline };
    const n = parseInteger(text);
    if (n !== undefined && n >= -0x80000000 && n <= 0xffffffff)
        return { code: LITERAL_CODE, literal: n >>> 0 };
    asmFail(statement, `invalid scalar operand '${text}'`);
}
/** Parses `name:value` modifiers into a map; bare flags map to 1. Keys lower-cased. */
export function parseModifiers(statement, modifiers) {
    const out = new Map();
    for (const m of modifiers) {
        const colon = m.indexOf(':');
        const key = (colon < 0 ? m : m.slice(0, colon)).toLowerCase();
        const value = colon < 0 ? '' : m.slice(colon + 1);
        if (out.has(key))
            asmFail(statement, `duplicate modifier '${key}'`);
        out.set(key, value);
    }
    return out;
}
/** Takes a bare flag modifier out of `mods`: 1 when present. */
export function takeFlag(mods, name) {
    if (!mods.has(name))
        return 0;
    mods.delete(name);
    return 1;
}
/** Takes a numeric modifier (e.g. `offset:16`) in [min, max], or `fallback` when absent. */
export function takeNumber(statement, mods, name, min, max, fallback = 0) {
    const v = mods.get(name);
    if (v === undefined)
        return fallback;
    mods.delete(name);
    const n = parseInteger(v);
    if (n === undefined || n < min || n > max)
        asmFail(statement, `${name} must be in [${min}, ${max}]`);
    return n;
}
/** Fails when modifiers remain that the instruction does not take. */
export function noMoreModifiers(statement, mods) {
    for (const key of mods.keys())
        asmFail(statement, `unexpected modifier '${key}'`);
}
/** Builds an Instruction value (pc 0; the assembler sets it). */
export function makeInstruction(encoding, opcode, mnemonic, fields, literal, size) {
    return { encoding, form: 'base', opcode, mnemonic, fields, literal, pc: 0, size };
}
//# sourceMappingURL=memory-common.js.map