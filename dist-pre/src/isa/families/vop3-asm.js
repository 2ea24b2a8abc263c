import { AsmError, DecodeError } from '../errors.js';
import { vop3ByMnemonic } from '../tables/vop3.js';
import { ConstantBus, encodeConstant, LDS_DIRECT, parseBitList, parseRegister, parseSource, } from './vop3-asm-operands.js';
const OMOD = { 'mul:1': 0, 'div:1': 0, 'mul:2': 1, 'mul:4': 2, 'div:2': 3 };
const INTERP_PARAMS = ['p10', 'p20', 'p0'];
const CHANNELS = 'xyzw';
/** The 64-bit shifts read at most one scalar value. */
const ONE_SCALAR = new Set(['v_lshlrev_b64', 'v_lshrrev_b64', 'v_ashrrev_i64']);
function widthOf(spec, target) {
    return spec.dwords === 0 ? (target.wave64 ? 2 : 1) : spec.dwords;
}
function constantClass(spec) {
    return spec.constant;
}
/** null and the src_* registers: names valid at every width. */
function isAnyWidth(code) {
    return code === 125 || (code >= 235 && code <= 239) || (code >= 251 && code <= 253);
}
/**
 * Checks a register against an operand's class and width; returns a reason or undefined. Widths must
 * match exactly except for null and the src_* registers, which name every width.
 */
function checkRegister(code, dwords, spec, width) {
    if (dwords !== 0 && dwords !== width)
        return 'register width does not match the operand';
    const vector = code >= 256;
    const lds = code === LDS_DIRECT;
    let ok;
    switch (spec.regClass) {
        case 'any':
            ok = spec.kind === 'src' || !(vector || lds);
            break;
        case 'VGPR_32':
        case 'VReg_64':
        case 'VReg_128':
            ok = vector;
            break;
        case 'VRegOrLds_32':
            ok = vector || lds;
            break;
        case 'SReg_1':
            // A compare's 8-bit destination also takes the src_* registers; the 7-bit sdst does not.
            ok = !vector && !lds && (code <= 127 || (spec.field === 'vdst' && isAnyWidth(code)));
            break;
        case 'SReg_32':
        case 'SReg_1_XEXEC':
            ok = !vector && !lds;
            break;
        case 'SRegOrLds_32':
            ok = !vector;
            break;
        case 'attr':
            ok = false;
            break;
    }
    return ok ? undefined : 'invalid operand for instruction';
}
/** Whether an SGPR-class source takes a literal (readlane/writelane's lane select does not). */
function takesLiteral(op, spec) {
    if (spec.regClass === 'any' || spec.regClass === 'SRegOrLds_32')
        return true;
    // v_permlane*'s lane selects take a literal; v_readlane/v_writelane's lane select does not.
    if (spec.regClass === 'SReg_32')
        return isPermlane(op);
    return false;
}
function isPermlane(op) {
    return op.mnemonic.startsWith('v_permlane');
}
/** Whether a class takes inline constants at all. */
function takesInline(spec) {
    return spec.regClass === 'any' || spec.regClass.startsWith('SReg_32') || spec.regClass === 'SRegOrLds_32';
}
function parseAttribute(text) {
    const dot = text.indexOf('.');
    if (!text.startsWith('attr') || dot < 5 || dot !== text.length - 2)
        return undefined;
    const n = text.slice(4, dot);
    if (!/^\d+$/.test(n) || Number(n) > 32)
        return undefined;
    const chan = CHANNELS.indexOf(text.charAt(dot + 1));
    return chan < 0 ? undefined : Number(n) | (chan << 6);
}
function setField(f, field, code) {
    switch (field) {
        case 'vdst':
            f.vdst = code;
            return;
        case 'sdst':
            f.abs = code & 7;
            f.opsel = code >> 3;
            return;
        case 'src0':
            f.src0 = code;
            return;
        case 'src1':
            f.src1 = code;
            return;
        case 'src2':
            f.src2 = code;
            return;
    }
}
/** Parses operands and modifiers into fields, with LLVM's checks; throws AsmError on refusal. */
function parse(op, statement, target) {
    const fail = (reason) => {
        throw new AsmError(statement.line, statement.text, reason);
    };
    const f = { vdst: 0, abs: 0, opsel: 0, clamp: 0, src0: 0, src1: 0, src2: 0, omod: 0, neg: 0 };
    const tokens = statement.tokens;
    let n = 0;
    while (n < tokens.length && tokens[n]?.afterComma)
        n++;
    if (n !== op.operands.length)
        fail(`expected ${op.operands.length} operands, found ${n}`);
    const bus = new ConstantBus();
    if (op.mnemonic.startsWith('v_div_fmas_'))
        bus.implicit(106, 2);
    let modified = false;
    let sdst = 106;
    for (let i = 0; i < n; i++) {
        const spec = op.operands[i];
        const text = (tokens[i]?.text ?? '').toLowerCase();
        const width = widthOf(spec, target);
        if (spec.kind !== 'src') {
            const reg = parseRegister(text);
            if (!reg)
                return fail(`invalid destination '${text}'`);
            const code = reg.code >= 256 ? reg.code - 256 : reg.code;
            if (spec.kind === 'v') {
                if (reg.code < 256 || reg.dwords !== width)
                    fail(`invalid VGPR destination '${text}'`);
            }
            else {
                const reason = checkRegister(reg.code, reg.dwords, spec, width);
                if (reason)
                    fail(reason);
                if (spec.field === 'sdst' || spec.regClass === 'SReg_1')
                    sdst = reg.code;
            }
            setField(f, spec.field, code);
            continue;
        }
        if (spec.regClass === 'attr') {
            const attr = parseAttribute(text);
            if (attr === undefined)
                return fail(`invalid attribute '${text}'`);
            setField(f, spec.field, attr);
            continue;
        }
        if (spec.field === 'src1' && op.mnemonic === 'v_interp_mov_f32_e64') {
            const p = INTERP_PARAMS.indexOf(text);
            if (p < 0)
                fail(`invalid interpolation parameter '${text}'`);
            f.src1 = p;
            continue;
        }
        const src = parseSource(text);
        if (typeof src === 'string')
            return fail(src);
        const s = Number(spec.field.charAt(3));
        applyModifiers(op, s, src, f, fail);
        if (src.neg || src.abs || src.sext)
            modified = true;
        let code;
        if (src.reg) {
            const reason = checkRegister(src.reg.code, src.reg.dwords, spec, width);
            if (reason)
                fail(reason);
            code = src.reg.code;
            if (code === LDS_DIRECT) {
                if (s !== 0)
                    fail('lds_direct may be used as src0 only');
                if (op.mnemonic.includes('rev'))
                    fail('lds_direct cannot be used with this instruction');
            }
            bus.addRegister(code, width);
        }
        else {
            const num = src.num;
            if (!num || !takesInline(spec))
                return fail('invalid operand for instruction');
            const enc = encodeConstant(num, constantClass(spec));
            if (!enc)
                return fail('invalid operand for instruction');
            code = enc.code;
            if (enc.literal !== undefined) {
                if (!takesLiteral(op, spec))
                    fail('invalid operand for instruction');
                // LLVM refuses float modifiers on an integer literal of a 64-bit float operand.
                if (spec.constant === 'f64' && !num.float && (src.neg || src.abs))
                    fail('invalid operand for instruction');
                bus.addLiteral(enc.literal, width);
            }
            if (spec.regClass === 'SReg_1_XEXEC')
                fail('invalid operand for instruction');
        }
        setField(f, spec.field, code);
    }
    modified = parseModifiers(op, tokens.slice(n), f, fail) || modified;
    const reason = bus.check(ONE_SCALAR.has(op.mnemonic) ? 1 : 2);
    if (reason)
        fail(reason);
    return { f, literal: bus.literal, modified, sdst };
}
function applyModifiers(op, s, src, f, fail) {
    const bit = 1 << s;
    if (src.abs) {
        if (!(op.absMask & bit))
            fail('not a valid operand.');
        f.abs |= bit;
    }
    if (src.neg) {
        if (!(op.negMask & bit) || op.sextMask & bit)
            fail('not a valid operand.');
        f.neg |= bit;
    }
    if (src.sext) {
        if (!(op.sextMask & bit))
            fail('not a valid operand.');
        f.neg |= bit;
    }
}
/** Instruction modifiers in LLVM's order: op_sel, high, clamp, omod. Returns whether any was written. */
function parseModifiers(op, tokens, f, fail) {
    let rank = -1;
    const next = (r) => {
        if (r <= rank)
            fail('not a valid operand.');
        rank = r;
    };
    for (const token of tokens) {
        const t = token.text.toLowerCase();
        if (t.startsWith('op_sel:')) {
            next(0);
            const bits = parseBitList(t, 'op_sel');
            if (!bits || op.opsel === 0)
                return fail('not a valid operand.');
            f.opsel = opselBits(op, bits);
        }
        else if (t === 'high') {
            next(1);
            if (!op.high)
                fail('not a valid operand.');
            f.src0 |= 0x100;
        }
        else if (t === 'clamp') {
            next(2);
            if (!op.clamp)
                fail('invalid operand for instruction');
            f.clamp = 1;
        }
        else if (t in OMOD) {
            next(3);
            if (!op.omod)
                fail('invalid operand for instruction');
            f.omod = OMOD[t];
        }
        else {
            fail(`not a valid operand: '${token.text}'`);
        }
    }
    return tokens.length > 0;
}
/**
 * op_sel list to field bits. v_permlane*: [fi, bound_ctrl] are bits 0 and 1. Otherwise entry i < n
 * selects source i's half and entry n (n = source count) the destination's (bit 3).
 */
function opselBits(op, bits) {
    if (op.opsel === 2)
        return (bits[0] ?? 0) | ((bits[1] ?? 0) << 1);
    const sources = op.opsel === 4 ? 3 : 2;
    let v = 0;
    for (let i = 0; i < sources; i++)
        v |= (bits[i] ?? 0) << i;
    return v | ((bits[sources] ?? 0) << 3);
}
/**
 * Whether LLVM would pick the e32 form for this text: no modifiers, src1 (if any) a VGPR, and the
 * lane-mask operands (VOPC destination, carry-out, carry-in, cndmask selector) all VCC. The VINTRP
 * forms of v_interp_* take the same operands without modifiers.
 */
function fitsE32(op, p) {
    if (p.modified)
        return false;
    if (!op.valu)
        return true;
    const hasSrc1 = op.operands.some((o) => o.field === 'src1');
    if (hasSrc1 && p.f.src1 < 256)
        return false;
    const masks = op.operands.some((o) => o.field === 'sdst' || o.regClass === 'SReg_1' || o.regClass === 'SReg_1_XEXEC');
    if (masks && p.sdst !== 106)
        return false;
    if (op.operands.some((o) => o.regClass === 'SReg_1_XEXEC') && p.f.src2 !== 106)
        return false;
    return true;
}
/**
 * Assembles a VOP3 statement: the instruction, or undefined when the mnemonic is not a VOP3 one (or is
 * an unsuffixed promoted mnemonic whose operands fit the e32 form). `verify` decodes the result.
 */
export function assembleVop3(statement, target, verify) {
    const byName = vop3ByMnemonic(target.mcpu);
    const forced = statement.mnemonic.endsWith('_e64');
    const base = forced ? statement.mnemonic.slice(0, -4) : statement.mnemonic;
    const op = byName.get(`${base}_e64`) ?? byName.get(base);
    if (!op)
        return undefined;
    const parsed = parse(op, statement, target);
    // Unsuffixed text of an op with a 32-bit form (VOP1/VOP2/VOPC, or VINTRP for v_interp_*_e64).
    if (!forced && (op.valu || op.mnemonic !== base) && fitsE32(op, parsed))
        return undefined;
    // v_cmpx writes EXEC: LLVM fills the unused vdst field with exec_lo's code.
    if (op.mnemonic.startsWith('v_cmpx_'))
        parsed.f.vdst = 126;
    const f = { op: op.opcode, ...parsed.f };
    const literal = parsed.literal;
    const inst = {
        encoding: 'VOP3',
        form: 'base',
        opcode: op.opcode,
        mnemonic: op.mnemonic,
        fields: f,
        literal,
        pc: 0,
        size: literal === undefined ? 8 : 12,
    };
    try {
        verify(wordsOf(f, literal), target);
    }
    catch (error) {
        if (error instanceof DecodeError)
            throw new AsmError(statement.line, statement.text, error.reason);
        throw error;
    }
    return inst;
}
function wordsOf(f, literal) {
    const w0 = (0xd4000000 | (f.op << 16) | (f.clamp << 15) | (f.opsel << 11) | (f.abs << 8) | f.vdst) >>> 0;
    const w1 = (f.src0 | (f.src1 << 9) | (f.src2 << 18) | (f.omod << 27) | (f.neg << 29)) >>> 0;
    return literal === undefined ? [w0, w1] : [w0, w1, literal];
}
//# sourceMappingURL=vop3-asm.js.map