import { AsmError } from '../errors.js';
import { DPP8_CODE, DPP8FI_CODE, DPP16_CODE, inlineConstantBits, inlineConstantCode, LITERAL_CODE, SDWA_CODE, SPECIAL_NAMES, VGPR_BASE, } from '../operands.js';
import { valuByName } from '../tables/valu.js';
import { parseDppCtrl } from './vop-dpp.js';
import { SDWA_SEL_NAMES, SDWA_UNUSED_NAMES } from './vop-sdwa.js';
import { constantWidth, isInt16Type } from './vsrc.js';
class Fail extends Error {
}
function fail(reason) {
    throw new Fail(reason);
}
const SCALAR_NAMES = new Map([['scc', 253]]);
/** Parses a register name: `v7`, `v[4:5]`, `s3`, `s[2:3]`, `ttmp4`, `vcc_lo`... to code and dwords. */
function parseRegister(text) {
    const range = /^(v|s|ttmp)\[(\d+):(\d+)\]$/.exec(text);
    const single = /^(v|s|ttmp)(\d+)$/.exec(text);
    let prefix;
    let first;
    let dwords;
    if (range) {
        prefix = range[1];
        first = Number(range[2]);
        dwords = Number(range[3]) - first + 1;
        if (dwords < 1)
            return undefined;
    }
    else if (single) {
        prefix = single[1];
        first = Number(single[2]);
        dwords = 1;
    }
    else {
        const sp = SPECIAL_NAMES.get(text);
        if (sp)
            return { code: sp.code, dwords: sp.dwords };
        const sc = SCALAR_NAMES.get(text);
        return sc === undefined ? undefined : { code: sc, dwords: 1 };
    }
    if (prefix === 'v')
        return first + dwords <= 256 ? { code: VGPR_BASE + first, dwords } : undefined;
    if (prefix === 's')
        return first + dwords <= 106 ? { code: first, dwords } : undefined;
    return first + dwords <= 16 ? { code: 108 + first, dwords } : undefined;
}
function parseNumber(text) {
    if (/^-?0x[0-9a-f]+$/i.test(text) || /^-?\d+$/.test(text)) {
        const v = Number(text);
        return Number.isSafeInteger(v) ? v : undefined;
    }
    return undefined;
}
/** The code (inline or literal) of constant text `text` read as `type`. */
function parseConstant(text, type) {
    const width = constantWidth(type);
    const value = parseNumber(text);
    if (value === undefined) {
        const code = inlineConstantCode(text);
        if (code === undefined || code < 240)
            return fail(`bad operand '${text}'`);
        return { code, literal: undefined };
    }
    if (value >= -16 && value <= 64)
        return { code: value >= 0 ? 128 + value : 192 - value, literal: undefined };
    if (value < -0x80000000 || value > 0xffffffff)
        return fail(`constant '${text}' does not fit 32 bits`);
    const bits = value >>> 0;
    // A hex value whose bits are a negative inline integer at the operand's width is that constant.
    const asSigned = width === 16
        ? value <= 0xffff && value >= 0
            ? (value << 16) >> 16
            : value
        : width === 32
            ? bits | 0
            : value;
    if (asSigned >= -16 && asSigned <= -1)
        return { code: 192 - asSigned, literal: undefined };
    if (!isInt16Type(type)) {
        for (let code = 240; code <= 248; code++) {
            const pattern = inlineConstantBits(code, width);
            const match = width === 64
                ? Number(pattern >> 32n) === bits && (pattern & 0xffffffffn) === 0n
                : Number(pattern) === bits;
            if (match)
                return { code, literal: undefined };
        }
    }
    return { code: LITERAL_CODE, literal: bits };
}
/** Parses a source operand with its modifiers (`-`, `|x|`, `abs()`, `neg()`, `sext()`). */
function parseSrc(text, type) {
    let t = text;
    let neg = false;
    let abs = false;
    let sext = false;
    if (t.startsWith('neg(') && t.endsWith(')')) {
        neg = true;
        t = t.slice(4, -1);
    }
    else if (t.startsWith('-') && (t[1] === '|' || t.startsWith('-abs(') || t.startsWith('-sext('))) {
        neg = true;
        t = t.slice(1);
    }
    else if (/^-[a-z]/.test(t)) {
        neg = true;
        t = t.slice(1);
    }
    if (t.startsWith('|') && t.endsWith('|') && t.length > 2) {
        abs = true;
        t = t.slice(1, -1);
    }
    else if (t.startsWith('abs(') && t.endsWith(')')) {
        abs = true;
        t = t.slice(4, -1);
    }
    if (t.startsWith('sext(') && t.endsWith(')')) {
        sext = true;
        t = t.slice(5, -1);
    }
    const reg = parseRegister(t);
    if (reg)
        return { code: reg.code, literal: undefined, dwords: reg.dwords, neg, abs, sext };
    const c = parseConstant(t, type);
    return { code: c.code, literal: c.literal, dwords: 0, neg, abs, sext };
}
/** A register operand of `dwords` dwords must be that wide (constants fit anything). */
function checkWidth(s, dwords, what) {
    const anyWidth = s.code === 125 || (s.code >= 235 && s.code !== LITERAL_CODE && s.code < 256);
    if (s.dwords !== 0 && s.dwords !== dwords && !anyWidth) {
        fail(`${what} must be ${dwords} dword(s)`);
    }
}
function isVgpr(s) {
    return s.code >= VGPR_BASE;
}
function expectVcc(text, target) {
    const want = target.wave64 ? 'vcc' : 'vcc_lo';
    if (text !== want)
        fail(`expected ${want}, got '${text ?? ''}'`);
}
function noMods(s, what) {
    if (s.neg || s.abs || s.sext)
        fail(`${what} takes no modifiers here`);
}
const SEL = new Map(SDWA_SEL_NAMES.map((n, i) => [n, i]));
const UNUSED = new Map(SDWA_UNUSED_NAMES.map((n, i) => [n, i]));
function floatSrc(op, i) {
    const s = op.srcs[i];
    return op.name === 'v_cndmask_b32' || (s !== undefined && ['f16', 'f32', 'f64', 'v2f16'].includes(s.type));
}
/** Builds the instruction (fields as the decoder produces them). */
function build(encoding, form, op, f, literal) {
    const fields = { op: op.opcode, vdst: f.vdst, src0: f.src0, vsrc1: f.vsrc1, ext: f.ext >>> 0 };
    const size = form !== 'e32' || literal !== undefined ? 8 : 4;
    return { encoding, form, opcode: op.opcode, mnemonic: op.name, fields, literal, pc: 0, size };
}
function assembleOp(op, suffix, operands, mods, target) {
    const enc = op.encoding;
    const carry = op.readsVcc && op.writesVcc;
    const ops = [...operands];
    const take = () => ops.shift() ?? fail('missing operand');
    let vdst = 0;
    // Destination.
    let sdwaSdst;
    if (enc === 'VOPC') {
        if (op.writesVcc) {
            const d = take();
            if (suffix === '_sdwa' && d !== (target.wave64 ? 'vcc' : 'vcc_lo')) {
                const r = parseRegister(d);
                if (!r || r.code >= 128 || (r.dwords !== (target.wave64 ? 2 : 1) && r.code !== 125)) {
                    fail(`bad SDWA destination '${d}'`);
                }
                sdwaSdst = r.code;
            }
            else if (suffix === '' && d !== (target.wave64 ? 'vcc' : 'vcc_lo')) {
                return undefined; // an SGPR destination: the VOP3 form
            }
            else
                expectVcc(d, target);
        }
    }
    else if (op.dst) {
        const d = take();
        const r = parseRegister(d);
        if (op.dst.file === 'sgpr') {
            // SReg_32 in LLVM's assembler: SGPRs, specials and src_pops_exiting_wave_id/vccz/execz/scc.
            const ok = r && r.dwords === 1 && (r.code < 128 || r.code === 239 || (r.code >= 251 && r.code <= 253));
            if (!ok)
                fail(`bad scalar destination '${d}'`);
            vdst = r.code;
        }
        else {
            if (!r || r.code < VGPR_BASE || r.dwords !== op.dst.dwords) {
                if (suffix === '')
                    return undefined;
                fail(`bad vector destination '${d}'`);
            }
            vdst = r.code - VGPR_BASE;
        }
        if (carry) {
            const c = take();
            if (c !== (target.wave64 ? 'vcc' : 'vcc_lo')) {
                if (suffix === '')
                    return undefined;
                expectVcc(c, target);
            }
        }
    }
    const s0t = op.srcs[0];
    const s1t = op.srcs[1];
    if (!s0t) {
        if (ops.length > 0 || mods.length > 0)
            fail('unexpected operands');
        return build(enc, 'e32', op, { vdst, src0: 0, vsrc1: 0, ext: 0 }, undefined);
    }
    const s0 = parseSrc(take(), s0t.type);
    let k;
    if (op.constantK === 'mk')
        k = parseK(take(), s0t.type);
    const s1 = s1t ? parseSrc(take(), s1t.type) : undefined;
    if (op.constantK === 'ak')
        k = parseK(take(), s0t.type);
    if (op.readsVcc) {
        const c = take();
        if (c !== (target.wave64 ? 'vcc' : 'vcc_lo')) {
            if (suffix === '')
                return undefined;
            expectVcc(c, target);
        }
    }
    if (ops.length > 0)
        fail(`unexpected operand '${ops[0]}'`);
    if (suffix === '_dpp')
        return assembleDpp(op, vdst, s0, s1, mods);
    if (suffix === '_sdwa')
        return assembleSdwa(op, vdst, s0, s1, sdwaSdst, mods, target);
    // e32
    if (mods.length > 0 || s0.neg || s0.abs || s0.sext || (s1 && (s1.neg || s1.abs || s1.sext))) {
        if (suffix === '')
            return undefined;
        fail('modifiers need the VOP3 encoding');
    }
    checkWidth(s0, s0t.dwords, 'src0');
    if (s1 && s1t) {
        if (!isVgpr(s1) || s1.dwords !== s1t.dwords) {
            if (suffix === '')
                return undefined;
            fail('src1 must be a VGPR');
        }
    }
    if (op.src0Class === 'vgpr' && !isVgpr(s0))
        fail('src0 must be a VGPR');
    if (s0.code === 254 && op.name.includes('rev'))
        fail('lds_direct cannot be used with this instruction');
    if (op.src0Class === 'vgprOrLds' && !isVgpr(s0) && s0.code !== 254)
        fail('src0 must be a VGPR or src_lds_direct');
    if (k !== undefined && s0.literal !== undefined && s0.literal !== k)
        fail('only one literal is allowed');
    const literal = k ?? s0.literal;
    return build(enc, 'e32', op, { vdst, src0: s0.code, vsrc1: s1 ? s1.code - VGPR_BASE : 0, ext: 0 }, literal);
}
function parseK(text, type) {
    const v = parseNumber(text);
    if (v === undefined) {
        // A float K: LLVM accepts the inline texts; use their 32-bit pattern.
        const code = inlineConstantCode(text);
        if (code === undefined)
            fail(`bad constant '${text}'`);
        return Number(inlineConstantBits(code, 32));
    }
    if (v < -0x80000000 || v > 0xffffffff)
        fail(`constant '${text}' does not fit 32 bits`);
    if (type === 'f16') {
        if (v > 0xffff || v < -0x8000)
            fail(`constant '${text}' does not fit 16 bits`);
        return v & 0xffff;
    }
    return v >>> 0;
}
function modValue(mod, name) {
    return mod.startsWith(`${name}:`) ? mod.slice(name.length + 1) : undefined;
}
function assembleDpp(op, vdst, s0, s1, mods) {
    if (!isVgpr(s0) || (s1 && !isVgpr(s1)))
        fail('DPP sources must be VGPRs');
    const dpp8 = mods.find((m) => m.startsWith('dpp8:'));
    const vsrc1 = s1 ? s1.code - VGPR_BASE : 0;
    if (dpp8) {
        if (!op.dpp8)
            fail(`${op.name} has no DPP8 form`);
        const lanes = /^dpp8:\[([0-7]),([0-7]),([0-7]),([0-7]),([0-7]),([0-7]),([0-7]),([0-7])\]$/.exec(dpp8.replace(/\s/g, ''));
        if (!lanes)
            fail(`bad ${dpp8}`);
        let sel = 0;
        for (let i = 0; i < 8; i++)
            sel |= Number(lanes[i + 1]) << (3 * i);
        let fi = false;
        for (const m of mods) {
            if (m === dpp8)
                continue;
            const v = modValue(m, 'fi');
            if (v === undefined || (v !== '0' && v !== '1'))
                fail(`unexpected modifier '${m}'`);
            fi = v === '1';
        }
        noMods(s0, 'src0');
        if (s1)
            noMods(s1, 'src1');
        const ext = ((s0.code - VGPR_BASE) | (sel << 8)) >>> 0;
        return build(op.encoding, fi ? 'dpp8fi' : 'dpp8', op, { vdst, src0: fi ? DPP8FI_CODE : DPP8_CODE, vsrc1, ext }, undefined);
    }
    if (!op.dpp16)
        fail(`${op.name} has no DPP16 form`);
    let ctrl;
    let rowMask = 0xf;
    let bankMask = 0xf;
    let bound = 0;
    let fi = 0;
    for (const m of mods) {
        const c = parseDppCtrl(m);
        if (c !== undefined) {
            ctrl = c;
            continue;
        }
        const [name, value] = m.split(':');
        const n = value === undefined ? Number.NaN : Number(value);
        if (name === 'row_mask' && n >= 0 && n <= 15)
            rowMask = n;
        else if (name === 'bank_mask' && n >= 0 && n <= 15)
            bankMask = n;
        else if (name === 'bound_ctrl' && (n === 0 || n === 1))
            bound = 1;
        else if (name === 'fi' && (n === 0 || n === 1))
            fi = n;
        else
            fail(`unexpected modifier '${m}'`);
    }
    if (ctrl === undefined)
        fail('missing dpp control');
    const m0 = dppModBits(op, 0, s0);
    const m1 = s1 ? dppModBits(op, 1, s1) : 0;
    if (op.encoding === 'VOP1' && m1)
        fail('VOP1 has no src1 modifiers');
    const ext = (s0.code - VGPR_BASE) |
        (ctrl << 8) |
        (fi << 18) |
        (bound << 19) |
        (m0 << 20) |
        (m1 << 22) |
        (bankMask << 24) |
        (rowMask << 28);
    return build(op.encoding, 'dpp16', op, { vdst, src0: DPP16_CODE, vsrc1, ext }, undefined);
}
/** DPP16 modifier bits (neg, abs) of source `i`; integer sources of float ops take sext in the neg bit. */
function dppModBits(op, i, s) {
    if (floatSrc(op, i)) {
        if (s.sext)
            fail('sext on a float source');
        return (s.neg ? 1 : 0) | (s.abs ? 2 : 0);
    }
    if (s.neg || s.abs)
        fail('neg/abs on an integer source');
    if (s.sext && !(floatSrc(op, 0) || floatSrc(op, 1)))
        fail('sext needs SDWA');
    return s.sext ? 1 : 0;
}
function assembleSdwa(op, vdst, s0, s1, sdst, mods, target) {
    if (!op.sdwa)
        fail(`${op.name} has no SDWA form`);
    const vopc = op.encoding === 'VOPC';
    let dstSel = 6;
    let dstUnused = 2;
    let src0Sel = 6;
    let src1Sel = 6;
    let clamp = 0;
    let omod = 0;
    for (const m of mods) {
        const [name, value] = m.split(':');
        if (m === 'clamp' && !vopc)
            clamp = 1;
        else if (m === 'mul:2' && !vopc)
            omod = 1;
        else if (m === 'mul:4' && !vopc)
            omod = 2;
        else if (m === 'div:2' && !vopc)
            omod = 3;
        else if (name === 'dst_sel' && !vopc && SEL.has(value ?? ''))
            dstSel = SEL.get(value ?? '');
        else if (name === 'dst_unused' && !vopc && UNUSED.has(value ?? ''))
            dstUnused = UNUSED.get(value ?? '');
        else if (name === 'src0_sel' && SEL.has(value ?? ''))
            src0Sel = SEL.get(value ?? '');
        else if (name === 'src1_sel' && s1 && SEL.has(value ?? ''))
            src1Sel = SEL.get(value ?? '');
        else
            fail(`unexpected modifier '${m}'`);
    }
    const srcBits = (s, i) => {
        if (s.code === LITERAL_CODE)
            fail('SDWA takes no literal');
        if (s.code === 254)
            fail('lds_direct cannot be used with this instruction');
        const float = floatSrc(op, i);
        if (float && s.sext)
            fail('sext on a float source');
        if (!float && (s.neg || s.abs))
            fail('neg/abs on an integer source');
        const scalar = isVgpr(s) ? 0 : 1;
        const bits = (s.sext ? 8 : 0) | (s.neg ? 16 : 0) | (s.abs ? 32 : 0);
        return { code: scalar ? s.code : s.code - VGPR_BASE, scalar, mods: bits };
    };
    const a = srcBits(s0, 0);
    let ext = a.code | (src0Sel << 16) | (a.mods << 16) | (a.scalar << 23);
    let vsrc1 = 0;
    if (s1) {
        const b = srcBits(s1, 1);
        vsrc1 = b.code;
        ext |= (src1Sel << 24) | (b.mods << 24) | (b.scalar << 31);
    }
    if (vopc) {
        if (sdst !== undefined)
            ext |= (sdst << 8) | 0x8000;
    }
    else {
        if (omod && !(op.dst && ['f16', 'f32', 'v2f16'].includes(op.dst.type)))
            fail('omod needs a float result');
        ext |= (dstSel << 8) | (dstUnused << 11) | (clamp << 13) | (omod << 14);
    }
    void target;
    return build(op.encoding, 'sdwa', op, { vdst, src0: SDWA_CODE, vsrc1, ext: ext >>> 0 }, undefined);
}
const SUFFIXES = ['_e32', '_dpp', '_sdwa'];
/** Assembles a VOP statement, or undefined when the mnemonic is not a VOP1/VOP2/VOPC one. */
export function assembleVop(statement, target) {
    let name = statement.mnemonic;
    let suffix = '';
    for (const s of SUFFIXES) {
        if (name.endsWith(s)) {
            suffix = s;
            name = name.slice(0, -s.length);
            break;
        }
    }
    const op = valuByName(name, target.mcpu);
    if (!op)
        return undefined;
    const tokens = statement.tokens;
    const operands = [];
    const mods = [];
    for (const t of tokens) {
        if (t.afterComma && mods.length === 0)
            operands.push(t.text);
        else
            mods.push(t.text);
    }
    try {
        return assembleOp(op, suffix, operands, mods, target);
    }
    catch (e) {
        if (e instanceof Fail)
            throw new AsmError(statement.line, statement.text, e.message);
        throw e;
    }
}
//# sourceMappingURL=vop-asm.js.map