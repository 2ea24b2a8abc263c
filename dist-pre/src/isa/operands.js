/** First code of the VGPR half of a 9-bit source field. */
export const VGPR_BASE = 256;
/** Source code that selects the trailing 32-bit literal. */
export const LITERAL_CODE = 255;
/** Source codes that mark a VOP1/VOP2/VOPC src0 as DPP8, DPP8 with FI, SDWA and DPP16 forms. */
export const DPP8_CODE = 233;
export const DPP8FI_CODE = 234;
export const SDWA_CODE = 249;
export const DPP16_CODE = 250;
/** Highest SGPR number of GFX10 (s0..s105). */
export const MAX_SGPR = 105;
/** Names of single special scalar codes (32-bit view). */
export const SPECIAL32 = {
    106: 'vcc_lo',
    107: 'vcc_hi',
    124: 'm0',
    125: 'null',
    126: 'exec_lo',
    127: 'exec_hi',
    235: 'src_shared_base',
    236: 'src_shared_limit',
    237: 'src_private_base',
    238: 'src_private_limit',
    239: 'src_pops_exiting_wave_id',
    251: 'src_vccz',
    252: 'src_execz',
    253: 'src_scc',
    254: 'src_lds_direct',
};
/** Names of special codes that read a 64-bit pair. */
export const SPECIAL64 = {
    106: 'vcc',
    125: 'null',
    126: 'exec',
    235: 'src_shared_base',
    236: 'src_shared_limit',
    237: 'src_private_base',
    238: 'src_private_limit',
    239: 'src_pops_exiting_wave_id',
    251: 'src_vccz',
    252: 'src_execz',
    253: 'src_scc',
};
/** Code -> name of every special register, both widths, for the assembler. */
export const SPECIAL_NAMES = (() => {
    const names = new Map();
    for (const [c, n] of Object.entries(SPECIAL32))
        names.set(n, { code: Number(c), dwords: 1 });
    for (const [c, n] of Object.entries(SPECIAL64))
        if (!names.has(n))
            names.set(n, { code: Number(c), dwords: 2 });
    return names;
})();
/** Text of a register range: `v7`, `v[4:5]`, `s[0:3]`, `ttmp[4:7]`. */
export function rangeName(prefix, first, dwords) {
    return dwords === 1 ? `${prefix}${first}` : `${prefix}[${first}:${first + dwords - 1}]`;
}
/** Text of VGPR `index` read or written as `dwords` dwords. */
export function vgprName(index, dwords = 1) {
    return rangeName('v', index, dwords);
}
/**
 * Text of a scalar register operand of `dwords` dwords at 8-bit code `code` (SGPRs, vcc, ttmp, m0,
 * null, exec), or undefined when the code is not a register of that width: misaligned tuples (LLVM
 * wants even SGPR pairs and quad-aligned wider tuples), or out of range.
 */
export function scalarRegisterName(code, dwords) {
    if (code <= MAX_SGPR) {
        if (code + dwords - 1 > MAX_SGPR)
            return undefined;
        if (dwords > 1 && code % Math.min(dwords, 4) !== 0 && !(dwords === 3 && code % 4 === 0))
            return undefined;
        return rangeName('s', code, dwords);
    }
    if (code >= 108 && code <= 123) {
        const t = code - 108;
        if (t + dwords - 1 > 15)
            return undefined;
        if (dwords > 1 && t % Math.min(dwords, 4) !== 0)
            return undefined;
        return rangeName('ttmp', t, dwords);
    }
    if (dwords === 1)
        return SPECIAL32[code] !== undefined && code < 128 ? SPECIAL32[code] : undefined;
    if (dwords === 2)
        return code < 128 ? SPECIAL64[code] : undefined;
    return undefined;
}
/** Integer inline constants: codes 128..208 are 0..64 and -1..-16. */
export function inlineIntValue(code) {
    if (code >= 128 && code <= 192)
        return code - 128;
    if (code >= 193 && code <= 208)
        return 192 - code;
    return undefined;
}
/** Float inline constant codes 240..248 and their text. */
const INLINE_FLOAT_TEXT = {
    240: '0.5',
    241: '-0.5',
    242: '1.0',
    243: '-1.0',
    244: '2.0',
    245: '-2.0',
    246: '4.0',
    247: '-4.0',
};
/** Bit patterns of the float inline constants by width (f16, f32, f64 high/low as bigint). */
const INLINE_F16 = [0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400, 0x3118];
const INLINE_F32 = [
    0x3f000000, 0xbf000000, 0x3f800000, 0xbf800000, 0x40000000, 0xc0000000, 0x40800000, 0xc0800000, 0x3e22f983,
];
const INLINE_F64 = [
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
/** Text of 1/(2*pi) as LLVM prints it for 16/32-bit and for 64-bit operands. */
const INV2PI_TEXT = '0.15915494';
const INV2PI_TEXT64 = '0.15915494309189532';
/** Text of an inline constant code (128..208, 240..248), or undefined if `code` is not one. */
export function inlineConstantText(code, width) {
    const i = inlineIntValue(code);
    if (i !== undefined)
        return String(i);
    if (code === 248)
        return width === 64 ? INV2PI_TEXT64 : INV2PI_TEXT;
    return INLINE_FLOAT_TEXT[code];
}
/** Bit pattern of an inline constant code for an operand of `width` bits (bigint for 64-bit). */
export function inlineConstantBits(code, width) {
    const i = inlineIntValue(code);
    if (i !== undefined) {
        const mask = (1n << BigInt(width)) - 1n;
        return BigInt(i) & mask;
    }
    const k = code - 240;
    if (k < 0 || k > 8)
        throw new RangeError(`not an inline constant code: ${code}`);
    if (width === 16)
        return BigInt(INLINE_F16[k]);
    if (width === 32)
        return BigInt(INLINE_F32[k]);
    return INLINE_F64[k];
}
/** The inline constant code whose text is `text` (for the assembler), or undefined. */
export function inlineConstantCode(text) {
    if (/^-?\d+$/.test(text)) {
        const v = Number(text);
        if (v >= 0 && v <= 64)
            return 128 + v;
        if (v >= -16 && v <= -1)
            return 192 - v;
        return undefined;
    }
    if (text === INV2PI_TEXT || text === INV2PI_TEXT64)
        return 248;
    for (const [code, t] of Object.entries(INLINE_FLOAT_TEXT))
        if (t === text)
            return Number(code);
    return undefined;
}
function hex(value) {
    return `0x${(value >>> 0).toString(16)}`;
}
/**
 * Text LLVM gives a literal dword read by an operand of `width` bits: a value an inline constant could
 * express prints as that constant (LLVM re-encodes it inline), anything else in hex. 16-bit operands see
 * the low half; 64-bit float operands take the literal as their high dword.
 */
export function literalText(literal, width) {
    if (width === 16) {
        const v = literal & 0xffff;
        const s = (v << 16) >> 16;
        if (s >= -16 && s <= 64)
            return String(s);
        const k = INLINE_F16.indexOf(v);
        if (k >= 0)
            return k === 8 ? INV2PI_TEXT : INLINE_FLOAT_TEXT[240 + k];
        return hex(v);
    }
    // A 64-bit operand zero-extends an integer literal (an f64 one is its high dword): only 0..64 is inline.
    const s = width === 64 ? literal >>> 0 : literal | 0;
    if (s >= -16 && s <= 64)
        return String(s);
    if (width === 32) {
        const k = INLINE_F32.indexOf(literal >>> 0);
        if (k >= 0)
            return k === 8 ? INV2PI_TEXT : INLINE_FLOAT_TEXT[240 + k];
    }
    return hex(literal);
}
/**
 * Classifies source code `code` (0..255) of a `dwords`-wide scalar operand: a register (by name), an
 * inline constant, the literal, or invalid (reserved codes, the DPP/SDWA markers, misaligned tuples).
 */
export function classifyScalarSource(code, dwords) {
    if (code === LITERAL_CODE)
        return { kind: 'literal' };
    if ((code >= 128 && code <= 208) || (code >= 240 && code <= 248))
        return { kind: 'inline', code };
    if (code >= 235 && code <= 239)
        return { kind: 'register', text: SPECIAL32[code] };
    if (code === 254 && dwords > 1)
        return { kind: 'invalid' };
    if (code >= 251 && code <= 254)
        return { kind: 'register', text: SPECIAL32[code] };
    const name = scalarRegisterName(code, dwords);
    return name === undefined ? { kind: 'invalid' } : { kind: 'register', text: name };
}
/** `vcc_lo`/`vcc` (and `exec_lo`/`exec`) as the wave size names the implicit lane-mask register. */
export function laneMaskName(base, target) {
    return target.wave64 ? base : `${base}_lo`;
}
//# sourceMappingURL=operands.js.map