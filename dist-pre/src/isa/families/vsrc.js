import { inlineConstantBits, inlineConstantText, inlineIntValue, LITERAL_CODE, literalText, MAX_SGPR, rangeName, VGPR_BASE, } from '../operands.js';
/** Width class of constants read as `type`: 16, 32 or 64 bits. */
export function constantWidth(type) {
    switch (type) {
        case 'b16':
        case 'i16':
        case 'u16':
        case 'f16':
            return 16;
        case 'b64':
        case 'i64':
        case 'u64':
        case 'f64':
            return 64;
        default:
            return 32;
    }
}
/** True for the float types whose inline constants and literals print as floats. */
export function isFloatType(type) {
    return type === 'f16' || type === 'f32' || type === 'f64' || type === 'v2f16';
}
/** Names of the special codes that read as one dword. */
const SPECIAL1 = (() => {
    const t = new Array(256).fill(undefined);
    t[106] = 'vcc_lo';
    t[107] = 'vcc_hi';
    t[124] = 'm0';
    t[125] = 'null';
    t[126] = 'exec_lo';
    t[127] = 'exec_hi';
    t[235] = 'src_shared_base';
    t[236] = 'src_shared_limit';
    t[237] = 'src_private_base';
    t[238] = 'src_private_limit';
    t[239] = 'src_pops_exiting_wave_id';
    t[251] = 'src_vccz';
    t[252] = 'src_execz';
    t[253] = 'src_scc';
    t[254] = 'src_lds_direct';
    return t;
})();
/** Names of the special codes that read as two dwords (m0, src_lds_direct and the odd halves have none). */
const SPECIAL2 = (() => {
    const t = new Array(256).fill(undefined);
    t[106] = 'vcc';
    t[125] = 'null';
    t[126] = 'exec';
    for (const c of [235, 236, 237, 238, 239, 251, 252, 253])
        t[c] = SPECIAL1[c];
    return t;
})();
/**
 * Text of a scalar-space source code 0..254 (not the literal) read as `dwords` dwords (1 or 2) of
 * constant width `width`, or undefined when LLVM rejects the code for that width.
 */
export function scalarSourceText(code, dwords, width, int16 = false) {
    if (code <= MAX_SGPR) {
        if (dwords === 1)
            return `s${code}`;
        const first = code & ~1;
        return rangeName('s', first, 2);
    }
    if (code >= 108 && code <= 123) {
        const t = code - 108;
        if (dwords === 1)
            return `ttmp${t}`;
        return rangeName('ttmp', t & ~1, 2);
    }
    if (code >= 240 && code <= 248 && int16)
        return hex(Number(inlineConstantBits(code, 16)));
    if ((code >= 128 && code <= 208) || (code >= 240 && code <= 248))
        return inlineConstantText(code, width);
    return dwords === 1 ? SPECIAL1[code] : SPECIAL2[code];
}
/**
 * Text LLVM gives the literal dword of a source of type `type`. 64-bit float sources take it as the high
 * dword; 64-bit integer sources zero-extend it.
 */
export function literalSourceText(literal, type) {
    const width = constantWidth(type);
    if (width === 64) {
        const v = literal >>> 0;
        if (type === 'f64')
            return v === 0 ? '0' : (F64_HIGH[v] ?? hex(v));
        return v <= 64 ? String(v) : hex(v);
    }
    if (isInt16Type(type)) {
        // The whole dword decides whether it is an inline integer; otherwise the low half prints in hex.
        const sv = literal | 0;
        return sv >= -16 && sv <= 64 ? String(sv) : hex(literal & 0xffff);
    }
    return literalText(literal, width);
}
function hex(v) {
    return `0x${(v >>> 0).toString(16)}`;
}
/** High dwords of the f64 inline float constants (0.5 .. -4.0), by text. */
const F64_HIGH = {
    1071644672: '0.5',
    3219128320: '-0.5',
    1072693248: '1.0',
    3220176896: '-1.0',
    1073741824: '2.0',
    3221225472: '-2.0',
    1074790400: '4.0',
    3222274048: '-4.0',
};
/**
 * Text of a 9-bit source `code` read as `dwords` dwords of `type`, with `literal` the trailing dword
 * when `code` is 255; undefined when LLVM rejects the operand (reserved codes, VGPR ranges past v255,
 * 64-bit views of m0 and src_lds_direct).
 */
export function vsrcText(code, dwords, type, literal) {
    if (code >= VGPR_BASE) {
        const v = code - VGPR_BASE;
        if (v + dwords > 256)
            return undefined;
        return dwords === 1 ? `v${v}` : rangeName('v', v, dwords);
    }
    if (code === LITERAL_CODE)
        return literal === undefined ? undefined : literalSourceText(literal, type);
    return scalarSourceText(code, dwords, constantWidth(type), isInt16Type(type));
}
/** 16-bit integer types: LLVM prints float inline constants and literals of these as hex. */
export function isInt16Type(type) {
    return type === 'i16' || type === 'u16' || type === 'b16';
}
/** The integer value of an inline constant code, re-exported for families that fold constants. */
export { inlineIntValue };
//# sourceMappingURL=vsrc.js.map