import { inlineConstantText, LITERAL_CODE, MAX_SGPR, rangeName, SPECIAL32, SPECIAL64 } from '../operands.js';
const INVALID_IMM = '/*Invalid immediate*/';
/** LLVM's disassembler comment for a register outside the operand's class. */
function badClass(name) {
    return `/*Invalid register, operand has '${name}' register class*/`;
}
/** Text of the SGPR or TTMP tuple of `dwords` holding `code` (aligned down), or undefined. */
export function tupleName(code, dwords) {
    const shift = dwords === 1 ? 0 : dwords === 2 ? 1 : 2;
    if (code <= MAX_SGPR) {
        const first = (code >> shift) << shift;
        return first + dwords - 1 > MAX_SGPR ? undefined : rangeName('s', first, dwords);
    }
    if (code >= 108 && code <= 123) {
        const first = ((code - 108) >> shift) << shift;
        return first + dwords - 1 > 15 ? undefined : rangeName('ttmp', first, dwords);
    }
    return undefined;
}
function isInline(code) {
    return (code >= 128 && code <= 208) || (code >= 240 && code <= 248);
}
function build(name, dwords, kind, comments = {}, asmRefused = []) {
    const text = new Array(256).fill(undefined);
    const limit = kind === 'src' || kind === 'reg' ? 255 : 128;
    for (let code = 0; code < limit; code++) {
        let t = tupleName(code, dwords);
        if (t === undefined) {
            // Scalar operand classes have no src_lds_direct (254), which only VALU sources read.
            if (dwords === 1)
                t = code === 254 ? undefined : SPECIAL32[code];
            else if (dwords === 2)
                t = SPECIAL64[code];
            else
                t = code === 106 ? 'vcc' : code === 125 ? 'null' : code === 126 ? 'exec' : undefined;
        }
        if (t === undefined && code < 128)
            continue;
        if (code >= 128 && t === undefined) {
            if (isInline(code)) {
                const width = kind === 'src' && dwords === 2 ? 64 : 32;
                t = inlineConstantText(code, width) + (kind === 'reg' ? INVALID_IMM : '');
            }
            else if (code === 254 && dwords === 1) {
                t = `src_lds_direct${badClass('SReg_32')}`;
            }
        }
        if (t !== undefined && comments[code] !== undefined)
            t += comments[code];
        text[code] = t;
    }
    const literal = kind === 'src' ? (dwords === 2 ? 'lit64' : 'lit32') : kind === 'reg' ? 'lit32bad' : 'none';
    // Register-only sources take no constants in assembly, and of the src_* values llvm-mc-19 takes
    // only src_pops_exiting_wave_id/src_vccz/src_execz/src_scc for 32 bits, the four apertures for 64.
    const refused = new Set(asmRefused);
    if (kind === 'reg') {
        const accepted = dwords === 2 ? [235, 236, 237, 238] : [239, 251, 252, 253];
        for (let c = 128; c < 256; c++)
            if (!accepted.includes(c))
                refused.add(c);
    }
    return { name, dwords, text, literal, asmRefused: refused };
}
function comment(name, codes) {
    const out = {};
    for (const c of codes)
        out[c] = badClass(name);
    return out;
}
/** SSrc_b32: a 32-bit source (registers, constants, literal). */
export const SSRC32 = build('SSrc_b32', 1, 'src');
/** SSrc_b64: a 64-bit source. */
export const SSRC64 = build('SSrc_b64', 2, 'src');
/** SReg_32 read as a source: registers only. */
export const SREG32 = build('SReg_32', 1, 'reg');
/** SReg_64 read as a source: registers only. */
export const SREG64 = build('SReg_64', 2, 'reg');
/** SReg_32 destination (7-bit field). */
export const SDST32 = build('SReg_32', 1, 'dst');
/** SReg_64 destination (7-bit field). */
export const SDST64 = build('SReg_64', 2, 'dst');
/** SMEM 32-bit data: SReg_32_XM0_XEXEC. */
export const SMEM32 = build('SReg_32_XM0_XEXEC', 1, 'smem', comment('SReg_32_XM0_XEXEC', [124, 126, 127]));
/** SMEM 64-bit data: SReg_64_XEXEC. */
export const SMEM64 = build('SReg_64_XEXEC', 2, 'smem', comment('SReg_64_XEXEC', [126]));
/** SMEM data of 4, 8 and 16 dwords, by width. */
export const SMEM_WIDE = {
    4: build('SReg_128', 4, 'smem', comment('SReg_128', [106, 126]), [125]),
    8: build('SReg_256', 8, 'smem', comment('SReg_256', [106, 126]), [125]),
    16: build('SReg_512', 16, 'smem', comment('SReg_512', [106, 126]), [125]),
};
/** The SMEM data class of `dwords` dwords. */
export function smemDataClass(dwords) {
    if (dwords === 1)
        return SMEM32;
    if (dwords === 2)
        return SMEM64;
    return SMEM_WIDE[dwords];
}
/** Source class of a `dwords`-wide operand; `registersOnly` for SReg sources. */
export function sourceClass(dwords, registersOnly) {
    if (registersOnly)
        return dwords === 2 ? SREG64 : SREG32;
    return dwords === 2 ? SSRC64 : SSRC32;
}
/** Destination class of a `dwords`-wide sdst. */
export function destClass(dwords) {
    return dwords === 2 ? SDST64 : SDST32;
}
// ---------------------------------------------------------------------------------------------------
// Literals
// ---------------------------------------------------------------------------------------------------
const F32_TEXT = new Map([
    [0x3f000000, '0.5'],
    [0xbf000000, '-0.5'],
    [0x3f800000, '1.0'],
    [0xbf800000, '-1.0'],
    [0x40000000, '2.0'],
    [0xc0000000, '-2.0'],
    [0x40800000, '4.0'],
    [0xc0800000, '-4.0'],
    [0x3e22f983, '0.15915494'],
]);
function hex(v) {
    return `0x${(v >>> 0).toString(16)}`;
}
/** LLVM's text of a 32-bit immediate: -16..64 in decimal, the float inline values by name, else hex. */
export function imm32Text(value) {
    const s = value | 0;
    if (s >= -16 && s <= 64)
        return String(s);
    return F32_TEXT.get(value >>> 0) ?? hex(value);
}
/** LLVM's text of a 64-bit integer operand's zero-extended literal. */
export function lit64Text(value) {
    const v = value >>> 0;
    return v <= 64 ? String(v) : hex(v);
}
/** Text of the literal dword `value` read through class `cls`. */
export function literalText(cls, value) {
    if (cls.literal === 'lit64')
        return lit64Text(value);
    if (cls.literal === 'lit32bad')
        return imm32Text(value) + INVALID_IMM;
    return imm32Text(value);
}
/** True when `code` of class `cls` is the trailing literal. */
export function isLiteral(cls, code) {
    return code === LITERAL_CODE && cls.literal !== 'none';
}
// ---------------------------------------------------------------------------------------------------
// Operand metadata
// ---------------------------------------------------------------------------------------------------
/** Operand metadata of code `code` read or written through `cls` as `type`. */
export function scalarOperand(role, cls, code, type, field, literal) {
    const dwords = cls.dwords;
    if (isLiteral(cls, code))
        return { role, kind: 'literal', value: (literal ?? 0) >>> 0, dwords, type, implicit: false, field };
    if (isInline(code))
        return { role, kind: 'inline', value: code, dwords, type, implicit: false, field };
    const shift = dwords === 1 ? 0 : dwords === 2 ? 1 : 2;
    if (code <= MAX_SGPR)
        return { role, kind: 'sgpr', value: (code >> shift) << shift, dwords, type, implicit: false, field };
    if (code >= 108 && code <= 123) {
        return {
            role,
            kind: 'special',
            value: 108 + (((code - 108) >> shift) << shift),
            dwords,
            type,
            implicit: false,
            field,
        };
    }
    return { role, kind: 'special', value: code, dwords, type, implicit: false, field };
}
// ---------------------------------------------------------------------------------------------------
// Assembler side
// ---------------------------------------------------------------------------------------------------
/** Register names the assembler takes: code and width (0 = any width). */
const NAMED = new Map([
    ['vcc_lo', { code: 106, dwords: 1 }],
    ['vcc_hi', { code: 107, dwords: 1 }],
    ['vcc', { code: 106, dwords: 2 }],
    ['m0', { code: 124, dwords: 1 }],
    ['null', { code: 125, dwords: 0 }],
    ['exec_lo', { code: 126, dwords: 1 }],
    ['exec_hi', { code: 127, dwords: 1 }],
    ['exec', { code: 126, dwords: 2 }],
    ['src_shared_base', { code: 235, dwords: 0 }],
    ['src_shared_limit', { code: 236, dwords: 0 }],
    ['src_private_base', { code: 237, dwords: 0 }],
    ['src_private_limit', { code: 238, dwords: 0 }],
    ['src_pops_exiting_wave_id', { code: 239, dwords: 0 }],
    ['src_vccz', { code: 251, dwords: 0 }],
    ['src_execz', { code: 252, dwords: 0 }],
    ['src_scc', { code: 253, dwords: 0 }],
    ['src_lds_direct', { code: 254, dwords: 1 }],
]);
/** Parses a scalar register name (lower case, as LLVM wants): first code and width (0 = any width). */
export function parseScalarRegister(text) {
    // Register names are case-sensitive in llvm-mc-19 (`S0` and `VCC` are refused).
    const t = text;
    const named = NAMED.get(t);
    if (named)
        return named;
    let prefix;
    let rest;
    if (t.startsWith('ttmp')) {
        prefix = 'ttmp';
        rest = t.slice(4);
    }
    else if (t.startsWith('s')) {
        prefix = 's';
        rest = t.slice(1);
    }
    else
        return undefined;
    let first;
    let last;
    if (/^\d+$/.test(rest)) {
        first = Number(rest);
        last = first;
    }
    else {
        const m = /^\[(\d+)(?::(\d+))?\]$/.exec(rest);
        if (!m)
            return undefined;
        first = Number(m[1]);
        last = m[2] === undefined ? first : Number(m[2]);
    }
    if (last < first)
        return undefined;
    if (prefix === 's')
        return last <= MAX_SGPR ? { code: first, dwords: last - first + 1 } : undefined;
    return last <= 15 ? { code: 108 + first, dwords: last - first + 1 } : undefined;
}
/**
 * The code of register text `text` in class `cls`, or undefined when the class does not hold it
 * (wrong width, misaligned tuple, or a register LLVM only prints with an "invalid" comment).
 */
export function registerCode(cls, text) {
    const reg = parseScalarRegister(text);
    if (!reg)
        return undefined;
    if (reg.dwords !== 0 && reg.dwords !== cls.dwords)
        return undefined;
    if (cls.asmRefused.has(reg.code))
        return undefined;
    const printed = cls.text[reg.code];
    if (printed === undefined || printed.includes('/*'))
        return undefined;
    // The class prints the aligned tuple: text naming another tuple is misaligned.
    if (reg.dwords !== 0 && printed !== canonicalRegister(text))
        return undefined;
    return reg.code;
}
function canonicalRegister(text) {
    const t = text;
    const m = /^(s|ttmp)\[(\d+)\]$/.exec(t);
    return m ? `${m[1]}${m[2]}` : t;
}
/** Parses an integer in decimal or hex, optionally negative, as a bigint. */
export function parseIntegerBig(text) {
    const t = text.trim().toLowerCase();
    const neg = t.startsWith('-');
    const body = neg ? t.slice(1) : t;
    let v;
    if (/^\d+$/.test(body))
        v = BigInt(body);
    else if (/^0x[0-9a-f]+$/.test(body))
        v = BigInt(body);
    else
        return undefined;
    return neg ? -v : v;
}
/** Parses an integer that fits a JS number exactly. */
export function parseInteger(text) {
    const v = parseIntegerBig(text);
    if (v === undefined || v > BigInt(Number.MAX_SAFE_INTEGER) || v < -BigInt(Number.MAX_SAFE_INTEGER))
        return undefined;
    return Number(v);
}
/** Parses a floating-point token (`1.0`, `-0.5`, `1e3`); integers are not floats. */
export function parseFloatToken(text) {
    const t = text.trim().toLowerCase();
    if (!/^-?(\d+\.\d*|\.\d+|\d+(\.\d*)?e[-+]?\d+)$/.test(t))
        return undefined;
    return Number(t);
}
const F64_BITS = new DataView(new ArrayBuffer(8));
/** The IEEE double bits of `v` as a bigint. */
export function doubleBits(v) {
    F64_BITS.setFloat64(0, v);
    return F64_BITS.getBigUint64(0);
}
/** The IEEE single bits of `v` (rounded to f32). */
export function floatBits(v) {
    F64_BITS.setFloat32(0, v);
    return F64_BITS.getUint32(0);
}
const F32_INLINE = [
    0x3f000000, 0xbf000000, 0x3f800000, 0xbf800000, 0x40000000, 0xc0000000, 0x40800000, 0xc0800000, 0x3e22f983,
];
const F64_INLINE = [
    0x3fe0000000000000n,
    0xbfe0000000000000n,
    0x3ff0000000000000n,
    0xbff0000000000000n,
    0x4000000000000000n,
    0xc000000000000000n,
    0x4010000000000000n,
    0xc010000000000000n,
    0x3fc45f306dc9c882n,
];
/**
 * Encodes immediate text for a source of `dwords` dwords the way llvm-mc-19 does: integers in -16..64
 * and values equal to an inline float become inline constants, other 32-bit values the literal; a
 * 64-bit operand takes a float only when it is an inline constant. Undefined when not encodable.
 */
export function immediateCode(text, dwords) {
    const big = parseIntegerBig(text);
    if (big !== undefined) {
        if (big >= -16n && big <= 64n)
            return { code: big >= 0n ? 128 + Number(big) : 192 - Number(big) };
        if (dwords === 2) {
            const k = F64_INLINE.indexOf(BigInt.asUintN(64, big));
            if (k >= 0 && (big >= 0n ? big <= 0xffffffffffffffffn : big >= -(1n << 63n)))
                return { code: 240 + k };
        }
        if (big < -(1n << 31n) || big > 0xffffffffn)
            return undefined;
        const u = Number(BigInt.asUintN(32, big));
        if (dwords === 1) {
            // Hex text whose bits are a negative inline integer (0xfffffff0..0xffffffff) is that constant.
            if ((u | 0) >= -16 && (u | 0) <= -1)
                return { code: 192 - (u | 0) };
            const k = F32_INLINE.indexOf(u);
            if (k >= 0)
                return { code: 240 + k };
        }
        return { code: LITERAL_CODE, literal: u };
    }
    const f = parseFloatToken(text);
    if (f === undefined)
        return undefined;
    if (dwords === 2) {
        const bits = doubleBits(f);
        if (bits === 0n)
            return { code: 128 };
        const k = F64_INLINE.indexOf(bits);
        return k >= 0 ? { code: 240 + k } : undefined;
    }
    const bits = floatBits(f);
    if (bits === 0)
        return { code: 128 };
    const k = F32_INLINE.indexOf(bits);
    if (k >= 0)
        return { code: 240 + k };
    return { code: LITERAL_CODE, literal: bits };
}
/**
 * A 32-bit immediate for a plain immediate operand (the literal of s_setreg_imm32_b32): an integer's
 * low 32 bits, or, as llvm-mc-19 does, the low 32 bits of a float token's double encoding.
 */
export function imm32Value(text) {
    const big = parseIntegerBig(text);
    if (big !== undefined) {
        if (big < -(1n << 31n) || big > 0xffffffffn)
            return undefined;
        return Number(BigInt.asUintN(32, big));
    }
    const f = parseFloatToken(text);
    if (f === undefined)
        return undefined;
    return Number(BigInt.asUintN(32, doubleBits(f)));
}
//# sourceMappingURL=scalar-operands.js.map