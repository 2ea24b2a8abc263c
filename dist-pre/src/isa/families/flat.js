import { DecodeError } from '../errors.js';
import { FLAT_TABLE } from '../tables/flat.js';
import { asmFail, dataType, execRead, expectVgpr, flag, m0Read, makeInstruction, noMoreModifiers, parseModifiers, parseScalarRegister, splitTokens, takeFlag, takeNumber, vgprFits, vOperand, vText, wordAt, } from './memory-common.js';
/** Throws the DecodeError of a rejected instruction. */
function fail(pc, w0, w1, reason) {
    throw new DecodeError(pc, [w0, w1], reason);
}
const SEG_FLAT = 0;
const SEG_SCRATCH = 1;
const SEG_GLOBAL = 2;
const PREFIX = ['flat_', 'scratch_', 'global_'];
/** saddr code meaning "no SGPR base" (null). */
const SADDR_OFF = 0x7d;
const KIND_LOAD = 0;
const KIND_STORE = 1;
const KIND_ATOMIC = 2;
/** Per (seg * 128 + op) arrays. */
const NAME = new Array(384).fill(undefined);
const KIND = new Uint8Array(384);
const DWORDS = new Uint8Array(384);
const LDS_OK = new Uint8Array(384);
const ADDTID = new Uint8Array(384);
const GFX1030_ONLY = new Uint8Array(384);
const CMPSWAP = new Uint8Array(384);
const BY_NAME = new Map();
for (const [op, name, kind, dwords, flags] of FLAT_TABLE) {
    const segs = flags.split(' ')[0];
    for (const [seg, letter] of [
        [SEG_FLAT, 'F'],
        [SEG_SCRATCH, 'S'],
        [SEG_GLOBAL, 'G'],
    ]) {
        if (!segs.includes(letter))
            continue;
        const i = seg * 128 + op;
        const full = `${PREFIX[seg]}${name}`;
        NAME[i] = full;
        KIND[i] = kind === 'load' ? KIND_LOAD : kind === 'store' ? KIND_STORE : KIND_ATOMIC;
        DWORDS[i] = dwords;
        LDS_OK[i] = seg !== SEG_FLAT && flags.includes('lds') ? 1 : 0;
        ADDTID[i] = flags.includes('tid') ? 1 : 0;
        GFX1030_ONLY[i] = flags.includes('1030') ? 1 : 0;
        CMPSWAP[i] = name.includes('cmpswap') ? 1 : 0;
        BY_NAME.set(full, i);
    }
}
function exists(i, target) {
    return NAME[i] !== undefined && !(GFX1030_ONLY[i] && target.mcpu !== 'gfx1030');
}
/** Text of a global saddr (SGPR pair, odd codes rounded down), or undefined where LLVM rejects it. */
function globalSaddrText(code) {
    if (code <= 105)
        return `s[${code & ~1}:${(code & ~1) + 1}]`;
    if (code === 106)
        return 'vcc';
    if (code >= 108 && code <= 123) {
        const t = (code - 108) & ~1;
        return `ttmp[${t}:${t + 1}]`;
    }
    if (code === 126)
        return 'exec';
    return undefined;
}
/**
 * true when a scratch saddr of 0x7f reads as a second `off` (no vaddr, no SGPR), as llvm-mc-19 does on
 * gfx1030 and for the LDS loads; elsewhere it prints as an annotated exec_hi.
 */
function scratchOffAt127(lds, target) {
    return lds === 1 || target.mcpu === 'gfx1030';
}
/** Text of a scratch saddr (any 7-bit code but null names a 32-bit register). */
function scratchSaddrText(code, lds, target) {
    if (code === 127 && scratchOffAt127(lds, target))
        return 'off';
    if (code <= 105)
        return `s${code}`;
    if (code >= 108 && code <= 123)
        return `ttmp${code - 108}`;
    if (code === 106)
        return 'vcc_lo';
    if (code === 107)
        return 'vcc_hi';
    if (code === 124)
        return 'm0';
    if (code === 126)
        return 'exec_lo';
    return "exec_hi/*Invalid register, operand has 'SReg_32_XEXEC_HI' register class*/";
}
/** VGPRs the vaddr operand spans (0: none). */
function vaddrDwords(seg, i, saddr) {
    if (ADDTID[i])
        return 0;
    if (seg === SEG_FLAT)
        return 2;
    if (seg === SEG_GLOBAL)
        return saddr === SADDR_OFF ? 2 : 1;
    return saddr === SADDR_OFF ? 1 : 0;
}
/** VGPRs the instruction returns into vdst (0: none). */
function returnDwords(i, glc, lds) {
    const kind = KIND[i];
    if (kind === KIND_LOAD)
        return lds ? 0 : DWORDS[i];
    if (kind === KIND_ATOMIC && glc)
        return CMPSWAP[i] ? DWORDS[i] / 2 : DWORDS[i];
    return 0;
}
function decodeFlat(input) {
    const { words, index, pc, target } = input;
    const w0 = words[index] >>> 0;
    const w1 = wordAt(words, index, 1, pc, 'FLAT');
    const seg = (w0 >>> 14) & 3;
    const op = (w0 >>> 18) & 0x7f;
    if (seg === 3)
        fail(pc, w0, w1, 'reserved segment 3');
    const i = seg * 128 + op;
    if (!exists(i, target))
        fail(pc, w0, w1, `unknown ${PREFIX[seg]} opcode ${op}`);
    const lds = (w0 >>> 13) & 1;
    const glc = (w0 >>> 16) & 1;
    const addr = w1 & 0xff;
    const data = (w1 >>> 8) & 0xff;
    const saddr = (w1 >>> 16) & 0x7f;
    const nv = (w1 >>> 23) & 1;
    const vdst = w1 >>> 24;
    if (nv)
        fail(pc, w0, w1, 'nv is set');
    if (lds && !LDS_OK[i])
        fail(pc, w0, w1, 'lds not allowed');
    if (seg === SEG_FLAT && saddr !== SADDR_OFF)
        fail(pc, w0, w1, 'flat with saddr');
    if (seg === SEG_GLOBAL && saddr !== SADDR_OFF && globalSaddrText(saddr) === undefined)
        fail(pc, w0, w1, 'invalid saddr');
    const va = vaddrDwords(seg, i, saddr);
    if (va && !vgprFits(addr, va))
        fail(pc, w0, w1, 'vaddr out of range');
    if (KIND[i] !== KIND_LOAD && !vgprFits(data, DWORDS[i]))
        fail(pc, w0, w1, 'data out of range');
    const ret = returnDwords(i, glc, lds);
    if (ret && !vgprFits(vdst, ret))
        fail(pc, w0, w1, 'vdst out of range');
    return {
        encoding: 'FLAT',
        form: 'base',
        opcode: op,
        mnemonic: NAME[i],
        fields: {
            offset: w0 & 0xfff,
            dlc: (w0 >>> 12) & 1,
            lds,
            seg,
            glc,
            slc: (w0 >>> 17) & 1,
            r25: (w0 >>> 25) & 1,
            addr,
            data,
            saddr,
            nv,
            vdst,
        },
        literal: undefined,
        pc,
        size: 8,
    };
}
/** The address operands' text: vaddr (or `off`) and saddr (or `off`), as the segment shows them. */
function addressParts(seg, i, f, target) {
    const saddr = f.saddr;
    const va = vaddrDwords(seg, i, saddr);
    if (seg === SEG_FLAT)
        return { vaddr: vText(f.addr, 2) };
    const vaddr = va ? vText(f.addr, va) : ADDTID[i] ? undefined : 'off';
    if (saddr === SADDR_OFF)
        return { vaddr, saddr: 'off' };
    return {
        vaddr,
        saddr: seg === SEG_GLOBAL ? globalSaddrText(saddr) : scratchSaddrText(saddr, f.lds, target),
    };
}
function printFlat(inst, target) {
    const f = inst.fields;
    const seg = f.seg;
    const i = seg * 128 + inst.opcode;
    const { vaddr, saddr } = addressParts(seg, i, f, target);
    const parts = [];
    const ret = returnDwords(i, f.glc, f.lds);
    if (ret)
        parts.push(vText(f.vdst, ret));
    if (vaddr !== undefined)
        parts.push(vaddr);
    if (KIND[i] !== KIND_LOAD)
        parts.push(vText(f.data, DWORDS[i]));
    if (saddr !== undefined)
        parts.push(saddr);
    let text = `${inst.mnemonic} ${parts.join(', ')}`;
    const offset = f.offset;
    if (offset)
        text += ` offset:${seg === SEG_FLAT ? offset : (offset << 20) >> 20}`;
    text += flag(f.glc, 'glc') + flag(f.slc, 'slc') + flag(f.dlc, 'dlc');
    return text + flag(f.lds, 'lds');
}
function encodeFlat(inst) {
    const f = inst.fields;
    const w0 = (0b110111 << 26) |
        ((f.r25 ?? 0) << 25) |
        (inst.opcode << 18) |
        ((f.slc ?? 0) << 17) |
        ((f.glc ?? 0) << 16) |
        ((f.seg ?? 0) << 14) |
        ((f.lds ?? 0) << 13) |
        ((f.dlc ?? 0) << 12) |
        (f.offset ?? 0);
    const w1 = (f.addr ?? 0) |
        ((f.data ?? 0) << 8) |
        ((f.saddr ?? 0) << 16) |
        ((f.nv ?? 0) << 23) |
        ((f.vdst ?? 0) << 24);
    return [w0 >>> 0, w1 >>> 0];
}
function operandsFlat(inst, target) {
    const f = inst.fields;
    const seg = f.seg;
    const i = seg * 128 + inst.opcode;
    const out = [];
    const ret = returnDwords(i, f.glc, f.lds);
    if (ret)
        out.push(vOperand('dst', f.vdst, ret, dataType(ret), 'vdst'));
    const saddr = f.saddr;
    const va = vaddrDwords(seg, i, saddr);
    if (va)
        out.push(vOperand('src', f.addr, va, va === 2 ? 'u64' : 'u32', 'addr'));
    if (KIND[i] !== KIND_LOAD) {
        const n = DWORDS[i];
        out.push(vOperand('src', f.data, n, dataType(n), 'data'));
    }
    const noSgpr = saddr === SADDR_OFF || (seg === SEG_SCRATCH && saddr === 127 && scratchOffAt127(f.lds, target));
    if (seg !== SEG_FLAT && !noSgpr) {
        const pair = seg === SEG_GLOBAL;
        const code = pair && (saddr <= 105 || (saddr >= 108 && saddr <= 123)) ? saddr & ~1 : saddr;
        out.push({
            role: 'src',
            kind: code <= 105 ? 'sgpr' : 'special',
            value: code,
            dwords: pair ? 2 : 1,
            type: pair ? 'u64' : 'u32',
            implicit: false,
            field: 'saddr',
        });
    }
    const offset = f.offset;
    const value = seg === SEG_FLAT ? offset : (offset << 20) >> 20;
    out.push({
        role: 'src',
        kind: 'immediate',
        value,
        dwords: 1,
        type: seg === SEG_FLAT ? 'u32' : 'i32',
        implicit: false,
        field: 'offset',
    });
    out.push(execRead(target));
    if (f.lds)
        out.push(m0Read());
    return out;
}
// ---------------------------------------------------------------------------------------------------
// Assembler
// ---------------------------------------------------------------------------------------------------
/** Parses a saddr operand for `seg` to its 7-bit code. */
function parseSaddr(statement, seg, text, vaddrOff, lds, target) {
    if (text === 'off')
        return seg === SEG_SCRATCH && vaddrOff && scratchOffAt127(lds, target) ? 127 : SADDR_OFF;
    const reg = parseScalarRegister(text);
    const want = seg === SEG_GLOBAL ? 2 : 1;
    if (!reg || reg.dwords !== want || reg.code > 127 || reg.code === SADDR_OFF) {
        asmFail(statement, `saddr must be ${want === 2 ? 'an SGPR pair' : 'an SGPR'} or off`);
    }
    if (want === 2 && ((reg.code <= 105 && reg.code % 2 !== 0) || globalSaddrText(reg.code) === undefined)) {
        asmFail(statement, 'saddr must be an aligned SGPR pair');
    }
    return reg.code;
}
function assembleFlat(statement, target) {
    const i = BY_NAME.get(statement.mnemonic);
    if (i === undefined)
        return undefined;
    if (!exists(i, target))
        asmFail(statement, `${statement.mnemonic} is not available on ${target.mcpu}`);
    const seg = Math.floor(i / 128);
    const op = i % 128;
    const { operands, modifiers } = splitTokens(statement);
    const mods = parseModifiers(statement, modifiers);
    const glc = takeFlag(mods, 'glc');
    const slc = takeFlag(mods, 'slc');
    const dlc = takeFlag(mods, 'dlc');
    const lds = takeFlag(mods, 'lds');
    const offset = seg === SEG_FLAT
        ? takeNumber(statement, mods, 'offset', 0, 4095)
        : takeNumber(statement, mods, 'offset', -2048, 2047);
    noMoreModifiers(statement, mods);
    if (lds && !LDS_OK[i])
        asmFail(statement, 'lds is not allowed here');
    const ret = returnDwords(i, glc, lds);
    const kind = KIND[i];
    // Operands: [vdst], [vaddr], [data], [saddr].
    const hasVaddr = !ADDTID[i];
    const hasSaddr = seg !== SEG_FLAT;
    const expected = (ret ? 1 : 0) + (hasVaddr ? 1 : 0) + (kind !== KIND_LOAD ? 1 : 0) + (hasSaddr ? 1 : 0);
    if (operands.length !== expected)
        asmFail(statement, `expected ${expected} operands`);
    let k = 0;
    const vdst = ret ? expectVgpr(statement, operands[k++], ret, 'vdst') : 0;
    const vaddrText = hasVaddr ? operands[k++] : undefined;
    const data = kind !== KIND_LOAD ? expectVgpr(statement, operands[k++], DWORDS[i], 'data') : 0;
    const saddr = hasSaddr
        ? parseSaddr(statement, seg, operands[k++], vaddrText === 'off', lds, target)
        : SADDR_OFF;
    let addr = 0;
    if (vaddrText !== undefined) {
        const va = vaddrDwords(seg, i, saddr);
        if (va)
            addr = expectVgpr(statement, vaddrText, va, 'vaddr');
        else if (vaddrText !== 'off')
            asmFail(statement, "vaddr must be 'off' with an SGPR saddr");
    }
    const fields = { offset: offset & 0xfff, dlc, lds, seg, glc, slc, r25: 0, addr, data, saddr, nv: 0, vdst };
    return makeInstruction('FLAT', op, NAME[i], fields, undefined, 8);
}
/** The FLAT/GLOBAL/SCRATCH family. */
export const FLAT_FAMILY = {
    encodings: ['FLAT'],
    decode: decodeFlat,
    print: printFlat,
    encode: encodeFlat,
    operands: operandsFlat,
    assemble: assembleFlat,
};
//# sourceMappingURL=flat.js.map