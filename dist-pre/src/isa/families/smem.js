import { DecodeError } from '../errors.js';
import { SMEM_ROWS } from '../tables/smem.js';
import { asmFail, makeInstruction, operandText, splitOperands } from './scalar-common.js';
import { imm32Text, parseInteger, registerCode, SDST32, SDST64, SMEM_WIDE, scalarOperand, smemDataClass, } from './scalar-operands.js';
const SOFFSET_NULL = 125;
const SOFFSET = SDST32;
function makeInfo(opcode, mnemonic, form, dwords, targets) {
    const buffer = isBufferForm(form);
    const hasBase = form !== 'time' && form !== 'none' && form !== 'waveid';
    const hasData = form !== 'none' && form !== 'probe' && form !== 'bprobe' && form !== 'discard';
    const dataRole = form === 'load' || form === 'bload' || form === 'time' || form === 'waveid'
        ? 'dst'
        : form === 'store' || form === 'bstore'
            ? 'src'
            : form === 'atomic' || form === 'batomic'
                ? 'atomic'
                : 'none';
    return {
        opcode,
        mnemonic,
        form,
        gfx1013Only: targets === 'gfx1013',
        data: hasData ? smemDataClass(dwords) : undefined,
        base: hasBase ? (buffer ? SMEM_WIDE[4] : SDST64) : undefined,
        dataRole,
    };
}
const INFOS = (() => {
    const infos = new Array(256).fill(undefined);
    for (const [opcode, mnemonic, form, dwords, targets] of SMEM_ROWS)
        infos[opcode] = makeInfo(opcode, mnemonic, form, dwords, targets);
    return infos;
})();
const BY_MNEMONIC = new Map(INFOS.filter((i) => i !== undefined).map((i) => [i.mnemonic, i]));
function infoFor(opcode, target) {
    const info = INFOS[opcode];
    return info === undefined || (info.gfx1013Only && target.mcpu !== 'gfx1013') ? undefined : info;
}
/**
 * Decodes an SMEM instruction (two dwords).
 * @throws DecodeError for unassigned opcodes, register codes LLVM rejects and a missing second dword.
 */
export function decodeSmem(input) {
    const { words, index, pc, target } = input;
    const w0 = words[index] >>> 0;
    const opcode = (w0 >>> 18) & 0xff;
    const info = infoFor(opcode, target);
    if (info === undefined)
        throw new DecodeError(pc, [w0], `unknown SMEM opcode ${opcode} for ${target.mcpu}`);
    if (index + 1 >= words.length)
        throw new DecodeError(pc, [w0], `${info.mnemonic}: truncated, second dword missing`);
    const w1 = words[index + 1] >>> 0;
    const fields = {
        sbase: w0 & 0x3f,
        sdata: (w0 >>> 6) & 0x7f,
        dlc: (w0 >>> 14) & 1,
        glc: (w0 >>> 16) & 1,
        reserved0: w0 & 0x2a000,
        offset: w1 & 0x1fffff,
        soffset: w1 >>> 25,
        reserved1: w1 & 0x1e00000,
    };
    if (info.data !== undefined && info.data.text[fields.sdata] === undefined) {
        throw new DecodeError(pc, [w0, w1], `${info.mnemonic}: sdata code ${fields.sdata} is not a valid ${info.data.name} operand`);
    }
    if (info.base !== undefined && info.base.text[fields.sbase * 2] === undefined) {
        throw new DecodeError(pc, [w0, w1], `${info.mnemonic}: sbase ${fields.sbase} is not a valid ${info.base.name} operand`);
    }
    return {
        encoding: 'SMEM',
        form: 'base',
        opcode,
        mnemonic: info.mnemonic,
        fields,
        literal: undefined,
        pc,
        size: 8,
    };
}
function infoOf(inst, target) {
    const info = infoFor(inst.opcode, target);
    if (info === undefined)
        throw new DecodeError(inst.pc, [], `unknown SMEM opcode ${inst.opcode} for ${target.mcpu}`);
    return info;
}
/** Text of a signed 21-bit offset: `0x10`, `-0x10`. */
function offsetText(offset) {
    const s = (offset << 11) >> 11;
    return s < 0 ? `-0x${(-s).toString(16)}` : `0x${s.toString(16)}`;
}
/** LLVM text of the offset operand: `null`, `0x10`, `s3` or `s3 offset:0x10`. */
function addressTail(soffset, offset) {
    if (soffset === SOFFSET_NULL)
        return offset === 0 ? 'null' : offsetText(offset);
    const reg = SOFFSET.text[soffset];
    return offset === 0 ? reg : `${reg} offset:${offsetText(offset)}`;
}
/** LLVM text of an SMEM instruction. */
export function printSmem(inst, target) {
    const info = infoOf(inst, target);
    const f = inst.fields;
    const sdata = f.sdata;
    switch (info.form) {
        case 'none':
            return info.mnemonic;
        case 'time':
        case 'waveid':
            return `${info.mnemonic} ${info.data?.text[sdata]}`;
        default:
            break;
    }
    const base = info.base?.text[f.sbase * 2];
    const tail = addressTail(f.soffset, f.offset);
    let head;
    if (info.form === 'probe' || info.form === 'bprobe')
        head = `${imm32Text(sdata)}, ${base}`;
    else if (info.form === 'discard')
        head = base;
    else
        head = `${info.data?.text[sdata]}, ${base}`;
    const cache = info.form === 'probe' || info.form === 'bprobe' || info.form === 'discard'
        ? ''
        : `${f.glc ? ' glc' : ''}${f.dlc ? ' dlc' : ''}`;
    return `${info.mnemonic} ${head}, ${tail}${cache}`;
}
/** The two SMEM dwords, reserved bits included. */
export function encodeSmem(inst) {
    const f = inst.fields;
    const w0 = 0xf4000000 |
        (inst.opcode << 18) |
        (f.glc << 16) |
        (f.dlc << 14) |
        (f.sdata << 6) |
        f.sbase |
        (f.reserved0 ?? 0);
    const w1 = (f.soffset << 25) | f.offset | (f.reserved1 ?? 0);
    return [w0 >>> 0, w1 >>> 0];
}
/** sdata (role by form; a glc atomic also returns into it), sbase, soffset and the offset. */
export function operandsSmem(inst, target) {
    const info = infoOf(inst, target);
    const f = inst.fields;
    const out = [];
    const dataType = info.data && info.data.dwords === 2
        ? 'b64'
        : info.data && info.data.dwords > 2
            ? `b${info.data.dwords * 32}`
            : 'b32';
    if (info.data !== undefined) {
        const code = f.sdata;
        if (info.dataRole === 'dst')
            out.push(scalarOperand('dst', info.data, code, dataType, 'sdata', undefined));
        if (info.dataRole === 'src' || info.dataRole === 'atomic')
            out.push(scalarOperand('src', info.data, code, dataType, 'sdata', undefined));
        if (info.dataRole === 'atomic' && f.glc)
            out.push(scalarOperand('dst', info.data, code, dataType, 'sdata', undefined));
    }
    else if (info.form === 'probe' || info.form === 'bprobe') {
        out.push({
            role: 'src',
            kind: 'immediate',
            value: f.sdata,
            dwords: 1,
            type: 'u32',
            implicit: false,
            field: 'sdata',
        });
    }
    if (info.base !== undefined) {
        out.push(scalarOperand('src', info.base, f.sbase * 2, info.base.dwords === 4 ? 'b128' : 'u64', 'sbase', undefined));
        if (f.soffset !== SOFFSET_NULL)
            out.push(scalarOperand('src', SOFFSET, f.soffset, 'u32', 'soffset', undefined));
        out.push({
            role: 'src',
            kind: 'immediate',
            value: (f.offset << 11) >> 11,
            dwords: 1,
            type: 'i32',
            implicit: false,
            field: 'offset',
        });
    }
    return out;
}
/** Parses a byte offset: signed 21-bit, or unsigned 20-bit for buffer forms (llvm-mc-19's rule). */
function parseOffset(text, buffer) {
    const n = parseInteger(text);
    const min = buffer ? 0 : -0x100000;
    return n !== undefined && n >= min && n <= 0xfffff ? n & 0x1fffff : undefined;
}
function isBufferForm(form) {
    return form === 'bload' || form === 'bstore' || form === 'batomic' || form === 'bprobe';
}
/** Assembles an SMEM statement, or returns undefined for mnemonics that are not SMEM. */
export function assembleSmem(statement, target) {
    const found = BY_MNEMONIC.get(statement.mnemonic);
    if (found === undefined)
        return undefined;
    const info = infoFor(found.opcode, target);
    if (info === undefined)
        asmFail(statement, `${found.mnemonic} is not available on ${target.mcpu}`);
    const fields = { sbase: 0, sdata: 0, dlc: 0, glc: 0, reserved0: 0, offset: 0, soffset: 0, reserved1: 0 };
    const parts = splitOperands(operandText(statement));
    if (info.form === 'none') {
        if (parts.length !== 0)
            asmFail(statement, `${info.mnemonic} takes no operands`);
        return makeInstruction('SMEM', info.opcode, info.mnemonic, fields, undefined);
    }
    if (info.form === 'time' || info.form === 'waveid') {
        const code = parts.length === 1 && info.data ? registerCode(info.data, parts[0]) : undefined;
        if (code === undefined)
            asmFail(statement, `${info.mnemonic} takes one ${info.data?.name} operand`);
        fields.sdata = code;
        return makeInstruction('SMEM', info.opcode, info.mnemonic, fields, undefined);
    }
    const expected = info.form === 'discard' ? 2 : 3;
    if (parts.length !== expected)
        asmFail(statement, `${info.mnemonic} takes ${expected} operands, got ${parts.length}`);
    let i = 0;
    if (info.form === 'probe' || info.form === 'bprobe') {
        const n = parseInteger(parts[i++]);
        if (n === undefined || n < 0 || n > 127)
            asmFail(statement, 'probe mode must be in [0, 127]');
        fields.sdata = n;
    }
    else if (info.form !== 'discard') {
        const code = info.data ? registerCode(info.data, parts[i++]) : undefined;
        if (code === undefined)
            asmFail(statement, `invalid sdata '${parts[i - 1]}' for ${info.data?.name}`);
        fields.sdata = code;
    }
    const base = info.base ? registerCode(info.base, parts[i++]) : undefined;
    if (base === undefined || base % 2 !== 0)
        asmFail(statement, `invalid sbase '${parts[i - 1]}'`);
    fields.sbase = base / 2;
    // Last operand: soffset register or offset, then modifiers (offset:X, glc, dlc) in any order.
    const words = parts[i].split(/\s+/);
    const first = words[0];
    const soff = registerCode(SOFFSET, first);
    if (soff !== undefined)
        fields.soffset = soff;
    else {
        const off = parseOffset(first, isBufferForm(info.form));
        if (off === undefined)
            asmFail(statement, `invalid offset '${first}'`);
        fields.soffset = SOFFSET_NULL;
        fields.offset = off;
    }
    const cacheOk = info.form !== 'probe' && info.form !== 'bprobe' && info.form !== 'discard';
    for (const mod of words.slice(1)) {
        const m = mod.toLowerCase();
        if (m === 'glc' && cacheOk && !fields.glc)
            fields.glc = 1;
        else if (m === 'dlc' && cacheOk && !fields.dlc)
            fields.dlc = 1;
        else if (m.startsWith('offset:') && soff !== undefined && soff !== SOFFSET_NULL) {
            const off = parseOffset(m.slice(7), isBufferForm(info.form));
            if (off === undefined)
                asmFail(statement, `invalid offset '${m}'`);
            fields.offset = off;
        }
        else
            asmFail(statement, `unexpected modifier '${mod}'`);
    }
    return makeInstruction('SMEM', info.opcode, info.mnemonic, fields, undefined);
}
//# sourceMappingURL=smem.js.map