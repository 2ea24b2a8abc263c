/**
 * Operand parsing shared by the VOP3 and VOP3P assemblers: register names, source modifiers (`-x`,
 * `neg(x)`, `|x|`, `abs(x)`, `sext(x)`), integer and float constants, and the encoding LLVM gives a
 * constant for each operand class (inline code or literal dword), plus the constant-bus and literal
 * checks LLVM applies to every VALU instruction.
 *
 * The constant rules were read off llvm-mc-19 (`-show-encoding`): a 32-bit operand takes integers that
 * fit 32 bits and floats as f32 bits; a 16-bit float operand takes integers that fit 16 bits and floats
 * as f16 bits; a 16-bit integer operand takes integers that fit 16 bits and floats as f32 bits; a
 * 64-bit operand takes integers that fit 32 bits (or an inline f64 pattern) and floats as the high dword
 * (64-bit integer operands: inline floats only); packed f16 operands take 32-bit integers and f16
 * floats. Inline constants are chosen whenever the value has one.
 */
/** Source code of src_lds_direct. */
export const LDS_DIRECT = 254;
/** Source code of null. */
export const NULL_CODE = 125;
/** Special register names: code and width (0 = any width). */
const SPECIALS = new Map([
    ['vcc_lo', { code: 106, dwords: 1 }],
    ['vcc_hi', { code: 107, dwords: 1 }],
    ['vcc', { code: 106, dwords: 2 }],
    ['m0', { code: 124, dwords: 1 }],
    ['null', { code: NULL_CODE, dwords: 0 }],
    ['exec_lo', { code: 126, dwords: 1 }],
    ['exec_hi', { code: 127, dwords: 1 }],
    ['exec', { code: 126, dwords: 2 }],
    ['src_shared_base', { code: 235, dwords: 0 }],
    ['shared_base', { code: 235, dwords: 0 }],
    ['src_shared_limit', { code: 236, dwords: 0 }],
    ['shared_limit', { code: 236, dwords: 0 }],
    ['src_private_base', { code: 237, dwords: 0 }],
    ['private_base', { code: 237, dwords: 0 }],
    ['src_private_limit', { code: 238, dwords: 0 }],
    ['private_limit', { code: 238, dwords: 0 }],
    ['src_pops_exiting_wave_id', { code: 239, dwords: 0 }],
    ['pops_exiting_wave_id', { code: 239, dwords: 0 }],
    ['src_vccz', { code: 251, dwords: 0 }],
    ['vccz', { code: 251, dwords: 0 }],
    ['src_execz', { code: 252, dwords: 0 }],
    ['execz', { code: 252, dwords: 0 }],
    ['src_scc', { code: 253, dwords: 0 }],
    ['scc', { code: 253, dwords: 0 }],
    ['src_lds_direct', { code: LDS_DIRECT, dwords: 1 }],
    ['lds_direct', { code: LDS_DIRECT, dwords: 1 }],
]);
function isDigits(s) {
    if (s.length === 0)
        return false;
    for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        if (c < 48 || c > 57)
            return false;
    }
    return true;
}
/** `v7`, `v[4:5]`, `s[0:3]`, `ttmp2`, `vcc_lo`...: the register, or undefined when `text` names none. */
export function parseRegister(text) {
    const special = SPECIALS.get(text);
    if (special)
        return special;
    let prefix;
    let base;
    let max;
    if (text.startsWith('ttmp'))
        [prefix, base, max] = ['ttmp', 108, 15];
    else if (text.startsWith('v'))
        [prefix, base, max] = ['v', 256, 255];
    else if (text.startsWith('s'))
        [prefix, base, max] = ['s', 0, 105];
    else
        return undefined;
    const rest = text.slice(prefix.length);
    let first;
    let last;
    if (isDigits(rest)) {
        first = Number(rest);
        last = first;
    }
    else if (rest.startsWith('[') && rest.endsWith(']')) {
        const inner = rest.slice(1, -1);
        const colon = inner.indexOf(':');
        const a = colon < 0 ? inner : inner.slice(0, colon);
        const b = colon < 0 ? inner : inner.slice(colon + 1);
        if (!isDigits(a) || !isDigits(b))
            return undefined;
        first = Number(a);
        last = Number(b);
    }
    else {
        return undefined;
    }
    const dwords = last - first + 1;
    if (dwords < 1 || last > max)
        return undefined;
    // Scalar tuples are aligned: pairs on even registers, wider tuples on multiples of four.
    if (prefix !== 'v' && dwords > 1 && first % (dwords === 2 ? 2 : 4) !== 0)
        return undefined;
    return { code: base + first, dwords };
}
/** An integer (decimal or 0x hex) or float token, with an optional leading minus. */
export function parseNumber(text) {
    const negative = text.startsWith('-');
    const body = negative ? text.slice(1) : text;
    if (body.length === 0)
        return undefined;
    if (body.startsWith('0x')) {
        const hex = body.slice(2);
        if (hex.length === 0 || !/^[0-9a-f]+$/.test(hex))
            return undefined;
        const v = BigInt(`0x${hex}`);
        return { float: false, int: negative ? -v : v, fp: 0 };
    }
    if (isDigits(body)) {
        const v = BigInt(body);
        return { float: false, int: negative ? -v : v, fp: 0 };
    }
    if (!/^(\d+\.\d*|\.\d+|\d+)(e[+-]?\d+)?$/.test(body))
        return undefined;
    const v = Number(body);
    return { float: true, int: 0n, fp: negative ? -v : v };
}
function unwrap(text, open, close) {
    return text.length > open.length + close.length - 1 && text.startsWith(open) && text.endsWith(close)
        ? text.slice(open.length, text.length - close.length)
        : undefined;
}
/**
 * Parses a source operand with its modifiers, or returns a reason. A minus before a digit is part of
 * the number (`-1.0` is a constant); before anything else it is the neg modifier.
 */
export function parseSource(text) {
    let t = text;
    let neg = false;
    let abs = false;
    let sext = false;
    const inNeg = unwrap(t, 'neg(', ')');
    if (inNeg !== undefined) {
        neg = true;
        t = inNeg;
    }
    else if (t.startsWith('-') && !/^-[\d.]/.test(t)) {
        neg = true;
        t = t.slice(1);
        if (t.startsWith('-'))
            return `ambiguous sign in '${text}'`;
    }
    const inBars = unwrap(t, '|', '|');
    const inAbs = inBars ?? unwrap(t, 'abs(', ')');
    if (inAbs !== undefined) {
        abs = true;
        t = inAbs;
    }
    const inSext = unwrap(t, 'sext(', ')');
    if (inSext !== undefined) {
        if (neg || abs)
            return `sext cannot combine with neg or abs in '${text}'`;
        sext = true;
        t = inSext;
    }
    const reg = parseRegister(t);
    if (reg)
        return { reg, num: undefined, neg, abs, sext };
    const num = parseNumber(t);
    if (num)
        return { reg: undefined, num, neg, abs, sext };
    return `invalid operand '${text}'`;
}
/** Bit patterns of the float inline constants 0.5, -0.5, 1.0, -1.0, 2.0, -2.0, 4.0, -4.0, 1/(2pi). */
const F16_INLINE = [0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400, 0x3118];
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
/** Inline code of integer `v` when it is one of -16..64. */
function intInline(v) {
    if (v >= 0n && v <= 64n)
        return 128 + Number(v);
    if (v >= -16n && v < 0n)
        return 192 - Number(v);
    return undefined;
}
const scratch = new DataView(new ArrayBuffer(8));
function f32Bits(v) {
    scratch.setFloat32(0, v);
    return scratch.getUint32(0);
}
function f64Bits(v) {
    scratch.setFloat64(0, v);
    return scratch.getBigUint64(0);
}
/** f16 bits of `v` rounded to nearest even, or undefined when it overflows. */
export function f16Bits(v) {
    if (Number.isNaN(v))
        return 0x7e00;
    const sign = v < 0 || Object.is(v, -0) ? 0x8000 : 0;
    const a = Math.abs(v);
    if (a === 0)
        return sign;
    if (a >= 65520)
        return undefined;
    // Subnormals: multiples of 2^-24.
    if (a < 2 ** -14) {
        const m = roundEven(a * 2 ** 24);
        return sign | m;
    }
    let e = Math.floor(Math.log2(a));
    if (2 ** e > a)
        e--;
    if (2 ** (e + 1) <= a)
        e++;
    let m = roundEven((a / 2 ** e - 1) * 1024);
    if (m === 1024) {
        m = 0;
        e++;
    }
    if (e > 15)
        return undefined;
    return sign | ((e + 15) << 10) | m;
}
function roundEven(x) {
    const f = Math.floor(x);
    const d = x - f;
    if (d > 0.5)
        return f + 1;
    if (d < 0.5)
        return f;
    return f % 2 === 0 ? f : f + 1;
}
function literal(v) {
    return { code: 255, literal: v >>> 0 };
}
function encode32(bits) {
    const inline = intInline(BigInt(bits | 0));
    if (inline !== undefined)
        return { code: inline, literal: undefined };
    const k = F32_INLINE.indexOf(bits >>> 0);
    if (k >= 0)
        return { code: 240 + k, literal: undefined };
    return literal(bits);
}
function encode16(bits, floats) {
    const inline = intInline(BigInt((bits << 16) >> 16));
    if (inline !== undefined)
        return { code: inline, literal: undefined };
    const k = floats ? F16_INLINE.indexOf(bits & 0xffff) : -1;
    if (k >= 0)
        return { code: 240 + k, literal: undefined };
    return literal(bits & 0xffff);
}
function fits32(v) {
    return v >= -(1n << 31n) && v < 1n << 32n;
}
function fits16(v) {
    return v >= -(1n << 15n) && v < 1n << 16n;
}
/** LLVM's encoding of constant `num` for an operand of class `cls`, or undefined when it refuses it. */
export function encodeConstant(num, cls) {
    switch (cls) {
        case 'b32':
            if (num.float)
                return encode32(f32Bits(num.fp));
            return fits32(num.int) ? encode32(Number(BigInt.asUintN(32, num.int))) : undefined;
        case 'f16':
        case 'i16': {
            if (num.float) {
                const h = f16Bits(num.fp);
                if (h === undefined)
                    return undefined;
                return cls === 'f16' ? encode16(h, true) : encode32(f32Bits(num.fp));
            }
            if (!fits16(num.int))
                return undefined;
            return encode16(Number(BigInt.asUintN(16, num.int)), cls === 'f16');
        }
        case 'v2f16': {
            if (num.float) {
                const h = f16Bits(num.fp);
                return h === undefined ? undefined : encode16(h, true);
            }
            if (!fits32(num.int))
                return undefined;
            const u = Number(BigInt.asUintN(32, num.int));
            const inline = intInline(BigInt(u | 0));
            if (inline !== undefined)
                return { code: inline, literal: undefined };
            const k = F16_INLINE.indexOf(u);
            return k >= 0 ? { code: 240 + k, literal: undefined } : literal(u);
        }
        case 'f64':
        case 'i64': {
            const bits = num.float ? f64Bits(num.fp) : BigInt.asUintN(64, num.int);
            const inline = intInline(num.float ? BigInt.asIntN(64, bits) : num.int);
            if (inline !== undefined)
                return { code: inline, literal: undefined };
            const k = F64_INLINE.indexOf(bits);
            if (k >= 0)
                return { code: 240 + k, literal: undefined };
            if (num.float)
                return cls === 'f64' ? literal(Number(bits >> 32n)) : undefined;
            return fits32(num.int) ? literal(Number(BigInt.asUintN(32, num.int))) : undefined;
        }
    }
}
/** True for codes that read a scalar register through the constant bus (null and lds_direct do not). */
export function isScalarRegisterCode(code) {
    return (code < 128 && code !== NULL_CODE) || (code >= 235 && code <= 239) || (code >= 251 && code <= 253);
}
/**
 * LLVM's constant-bus and literal checks over the sources of one instruction. `add` each source in
 * field order; `check` returns the reason LLVM refuses the combination, or undefined.
 */
export class ConstantBus {
    used = new Set();
    count = 0;
    literalCount = 0;
    literalSize = 0;
    literalValue;
    distinctLiterals = 0;
    /** Counts an implicit scalar read (VCC of v_div_fmas), keyed like explicit registers. */
    implicit(code, dwords) {
        this.addRegister(code, dwords);
    }
    /** Counts a register source of `dwords` dwords (the operand's width). */
    addRegister(code, dwords) {
        if (!isScalarRegisterCode(code))
            return;
        const key = `${code}:${dwords}`;
        if (!this.used.has(key)) {
            this.used.add(key);
            this.count++;
        }
    }
    /** Counts a literal read by an operand of `dwords` dwords. */
    addLiteral(value, dwords) {
        const size = dwords >= 2 ? 8 : 4;
        if (this.literalCount === 0) {
            this.literalCount = 1;
            this.literalSize = size;
        }
        else if (this.literalSize !== size) {
            this.literalCount = 2;
        }
        if (this.distinctLiterals === 0 || this.literalValue !== value) {
            this.literalValue = value;
            this.distinctLiterals++;
        }
    }
    /** The literal dword, when one is used. */
    get literal() {
        return this.literalValue;
    }
    /** LLVM's refusal reason under constant-bus limit `limit`, or undefined. */
    check(limit) {
        if (this.distinctLiterals > 1)
            return 'only one unique literal operand is allowed';
        if (this.count + this.literalCount > limit)
            return 'invalid operand (violates constant bus restrictions)';
        return undefined;
    }
}
/** Parses `name:[a,b,...]` bit lists (op_sel, op_sel_hi, neg_lo, neg_hi): the bits, or undefined. */
export function parseBitList(text, name) {
    if (!text.startsWith(`${name}:[`) || !text.endsWith(']'))
        return undefined;
    const inner = text.slice(name.length + 2, -1);
    const parts = inner.split(',');
    const out = [];
    for (const p of parts) {
        if (p !== '0' && p !== '1')
            return undefined;
        out.push(Number(p));
    }
    return out.length >= 1 && out.length <= 4 ? out : undefined;
}
//# sourceMappingURL=vop3-asm-operands.js.map