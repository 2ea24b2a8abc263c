/**
 * Operand text of the 64-bit VALU encodings (VOP3, VOP3P) exactly as LLVM prints it: the register or
 * constant a 9-bit source code names at a given width, the text of inline constants and literals by
 * LLVM's printer class (b32, f16, i16, f64, i64), and the `/*Invalid ...*\/` comments LLVM appends
 * when a decodable code lies outside the operand's register class.
 *
 * `sourceText` returns undefined for codes LLVM refuses to decode (reserved codes, misaligned or
 * out-of-range tuples), which the family turns into a DecodeError.
 */
import { inlineConstantText, inlineIntValue, LITERAL_CODE, literalText, rangeName, } from '../operands.js';
/** What a source code denotes, for class checks and metadata. */
export var SrcKind;
(function (SrcKind) {
    SrcKind[SrcKind["Sgpr"] = 0] = "Sgpr";
    SrcKind[SrcKind["Vgpr"] = 1] = "Vgpr";
    /** vcc, ttmp, m0, exec: scalar registers other than s0..s105. */
    SrcKind[SrcKind["ScalarSpecial"] = 2] = "ScalarSpecial";
    SrcKind[SrcKind["Exec"] = 3] = "Exec";
    /** null and the src_* aperture/status registers: accepted by every class. */
    SrcKind[SrcKind["Neutral"] = 4] = "Neutral";
    SrcKind[SrcKind["LdsDirect"] = 5] = "LdsDirect";
    SrcKind[SrcKind["Inline"] = 6] = "Inline";
    SrcKind[SrcKind["Literal"] = 7] = "Literal";
})(SrcKind || (SrcKind = {}));
const NAMED = {
    125: 'null',
    235: 'src_shared_base',
    236: 'src_shared_limit',
    237: 'src_private_base',
    238: 'src_private_limit',
    239: 'src_pops_exiting_wave_id',
    251: 'src_vccz',
    252: 'src_execz',
    253: 'src_scc',
};
/** Kind of a 9-bit source code, or -1 when LLVM does not decode it at `dwords` width. */
export function sourceKind(code, dwords) {
    if (code >= 256)
        return code - 256 + dwords - 1 <= 255 ? SrcKind.Vgpr : -1;
    if (code <= 105)
        return (code & ~(Math.min(dwords, 4) - 1)) + dwords - 1 <= 105 ? SrcKind.Sgpr : -1;
    if (code === 106 || code === 107)
        return dwords === 1 || code === 106 ? SrcKind.ScalarSpecial : -1;
    if (code <= 123)
        return ((code - 108) & ~(Math.min(dwords, 4) - 1)) + dwords - 1 <= 15 ? SrcKind.ScalarSpecial : -1;
    if (code === 124)
        return dwords === 1 ? SrcKind.ScalarSpecial : -1;
    if (code === 125)
        return SrcKind.Neutral;
    if (code === 126 || code === 127)
        return dwords === 1 || code === 126 ? SrcKind.Exec : -1;
    if (code <= 208)
        return SrcKind.Inline;
    if (code >= 235 && code <= 239)
        return SrcKind.Neutral;
    if (code >= 240 && code <= 248)
        return SrcKind.Inline;
    if (code >= 251 && code <= 253)
        return SrcKind.Neutral;
    if (code === 254)
        return dwords === 1 ? SrcKind.LdsDirect : -1;
    if (code === LITERAL_CODE)
        return SrcKind.Literal;
    return -1;
}
/** Register text of a register-kind code at `dwords` width (alignment rounds down as LLVM does). */
function computeRegisterText(code, dwords) {
    if (code >= 256)
        return rangeName('v', code - 256, dwords);
    const align = Math.min(dwords, 4) - 1;
    if (code <= 105)
        return rangeName('s', code & ~align, dwords);
    if (code >= 108 && code <= 123)
        return rangeName('ttmp', (code - 108) & ~align, dwords);
    if (code === 106 || code === 107)
        return dwords > 1 ? 'vcc' : code === 106 ? 'vcc_lo' : 'vcc_hi';
    if (code === 126 || code === 127)
        return dwords > 1 ? 'exec' : code === 126 ? 'exec_lo' : 'exec_hi';
    if (code === 124)
        return 'm0';
    if (code === 254)
        return 'src_lds_direct';
    return NAMED[code];
}
/** Register names by width (1..4 dwords) and code, filled on first use: printing allocates nothing. */
const REGISTER_TEXT = [[], [], [], [], []];
/** Register text of a register-kind code at `dwords` width (alignment rounds down as LLVM does). */
export function registerText(code, dwords) {
    const row = REGISTER_TEXT[dwords];
    let text = row[code];
    if (text === undefined) {
        text = computeRegisterText(code, dwords);
        row[code] = text;
    }
    return text;
}
function hex(v) {
    return `0x${(v >>> 0).toString(16)}`;
}
const F16_BITS = [0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400, 0x3118];
const F64_HI = [
    0x3fe00000, 0xbfe00000, 0x3ff00000, 0xbff00000, 0x40000000, 0xc0000000, 0x40100000, 0xc0100000,
];
function computeInlineText(code, cls) {
    if (cls === 'i16' && code >= 240)
        return hex(F16_BITS[code - 240]);
    const width = cls === 'f64' || cls === 'i64' ? 64 : cls === 'f16' ? 16 : 32;
    return inlineConstantText(code, width);
}
const CLASSES = ['b32', 'f16', 'i16', 'f64', 'i64'];
/** Inline constant text by printer class and code. */
const INLINE_TEXT = (() => {
    const out = {};
    for (const cls of CLASSES) {
        const row = new Array(256).fill('');
        for (let c = 128; c <= 248; c++)
            if (c <= 208 || c >= 240)
                row[c] = computeInlineText(c, cls);
        out[cls] = row;
    }
    return out;
})();
/** Text of inline constant `code` (128..208, 240..248) under printer class `cls`. */
export function inlineText(code, cls) {
    return INLINE_TEXT[cls][code];
}
function isHex(text) {
    return text.startsWith('0x');
}
/** Text of the literal dword under printer class `cls`. */
export function literalTextFor(literal, cls) {
    switch (cls) {
        case 'b32':
            return literalText(literal, 32);
        case 'f16':
            return literalText(literal, 16);
        case 'i16': {
            const t = literalText(literal, 32);
            return isHex(t) ? hex(literal & 0xffff) : t;
        }
        case 'f64': {
            const v = literal >>> 0;
            if (v === 0)
                return '0';
            const k = F64_HI.indexOf(v);
            if (k >= 0)
                return inlineConstantText(240 + k, 64);
            return hex(v);
        }
        case 'i64': {
            const v = literal >>> 0;
            return v <= 64 ? String(v) : hex(v);
        }
    }
}
const REG_COMMENT = (cls) => `/*Invalid register, operand has '${cls}' register class*/`;
const IMM_COMMENT = '/*Invalid immediate*/';
/** The comment LLVM appends for an operand of kind `kind` in register class `cls` ('' when valid). */
export function classComment(kind, cls) {
    switch (cls) {
        case 'any':
        case 'attr':
            return '';
        case 'VGPR_32':
        case 'VReg_64':
        case 'VReg_128':
        case 'VRegOrLds_32':
            if (kind === SrcKind.Inline || kind === SrcKind.Literal)
                return IMM_COMMENT;
            if (kind === SrcKind.Sgpr || kind === SrcKind.ScalarSpecial || kind === SrcKind.Exec)
                return REG_COMMENT(cls);
            if (kind === SrcKind.LdsDirect && cls !== 'VRegOrLds_32')
                return REG_COMMENT(cls);
            return '';
        case 'SReg_32':
        case 'SRegOrLds_32':
            if (kind === SrcKind.Vgpr)
                return REG_COMMENT(cls);
            if (kind === SrcKind.LdsDirect && cls !== 'SRegOrLds_32')
                return REG_COMMENT(cls);
            return '';
        case 'SReg_1_XEXEC':
            if (kind === SrcKind.Inline || kind === SrcKind.Literal)
                return IMM_COMMENT;
            if (kind === SrcKind.Vgpr || kind === SrcKind.Exec || kind === SrcKind.LdsDirect)
                return REG_COMMENT(cls);
            return '';
        case 'SReg_1':
            if (kind === SrcKind.Inline || kind === SrcKind.Literal)
                return IMM_COMMENT;
            if (kind === SrcKind.LdsDirect)
                return REG_COMMENT(cls);
            return '';
    }
}
/** Value of an integer inline constant code, for metadata. */
export { inlineIntValue };
//# sourceMappingURL=vop3-operands.js.map