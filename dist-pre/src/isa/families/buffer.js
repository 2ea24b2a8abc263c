import { DecodeError } from '../errors.js';
import { LITERAL_CODE, scalarRegisterName } from '../operands.js';
import { DEFAULT_UNIFIED_FORMAT, MTBUF_TABLE, UNIFIED_FORMATS } from '../tables/mtbuf.js';
import { MUBUF_TABLE } from '../tables/mubuf.js';
import { asmFail, dataType, execRead, expectVgpr, flag, m0Read, makeInstruction, noMoreModifiers, parseInteger, parseModifiers, parseScalarRegister, parseScalarSource, scalarOperand, soffsetText, splitTokens, takeFlag, takeNumber, vgprFits, vOperand, vText, wordAt, } from './memory-common.js';
/** Throws the DecodeError of a rejected instruction. */
function fail(pc, w0, w1, reason) {
    throw new DecodeError(pc, [w0, w1], reason);
}
const KIND_LOAD = 0;
const KIND_STORE = 1;
const KIND_ATOMIC = 2;
const KIND_INV = 3;
const KIND_CODE = {
    load: KIND_LOAD,
    store: KIND_STORE,
    atomic: KIND_ATOMIC,
    inv: KIND_INV,
};
function buildInfo(rows, count) {
    const info = {
        name: new Array(count).fill(undefined),
        kind: new Uint8Array(count),
        dwords: new Uint8Array(count),
        lds: new Uint8Array(count),
        gfx1030Only: new Uint8Array(count),
        byName: new Map(),
    };
    for (const [op, name, kind, dwords, flags] of rows) {
        info.name[op] = name;
        info.kind[op] = KIND_CODE[kind];
        info.dwords[op] = dwords;
        info.lds[op] = flags.includes('lds') ? 1 : 0;
        info.gfx1030Only[op] = flags.includes('1030') ? 1 : 0;
        info.byName.set(name, op);
    }
    return info;
}
const MUBUF = buildInfo(MUBUF_TABLE, 256);
const MTBUF = buildInfo(MTBUF_TABLE, 16);
function exists(info, op, target) {
    return info.name[op] !== undefined && !(info.gfx1030Only[op] && target.mcpu !== 'gfx1030');
}
/** VGPRs vdata spans (data dwords, plus one for tfe). */
function vdataDwords(info, op, tfe) {
    return info.dwords[op] + tfe;
}
function decodeBuffer(input) {
    const { words, index, pc, target } = input;
    const mtbuf = input.encoding === 'MTBUF';
    const info = mtbuf ? MTBUF : MUBUF;
    const w0 = words[index] >>> 0;
    const w1 = wordAt(words, index, 1, pc, input.encoding);
    const op = mtbuf
        ? ((w0 >>> 16) & 7) | (((w1 >>> 21) & 1) << 3)
        : ((w0 >>> 18) & 0x7f) | (((w0 >>> 25) & 1) << 7);
    if (!exists(info, op, target))
        fail(pc, w0, w1, `unknown ${input.encoding} opcode ${op}`);
    const offen = (w0 >>> 12) & 1;
    const idxen = (w0 >>> 13) & 1;
    const glc = (w0 >>> 14) & 1;
    const dlc = (w0 >>> 15) & 1;
    const lds = mtbuf ? 0 : (w0 >>> 16) & 1;
    const vaddr = w1 & 0xff;
    const vdata = (w1 >>> 8) & 0xff;
    const srsrc = (w1 >>> 16) & 0x1f;
    const slc = (w1 >>> 22) & 1;
    const tfe = (w1 >>> 23) & 1;
    const soffset = w1 >>> 24;
    const kind = info.kind[op];
    if (kind === KIND_INV) {
        if (offen | idxen | glc | dlc | lds | tfe)
            fail(pc, w0, w1, 'cache invalidation with addressing flags');
    }
    else {
        if (kind === KIND_ATOMIC && dlc | lds | tfe)
            fail(pc, w0, w1, 'atomic with dlc, lds or tfe');
        if (mtbuf && tfe)
            fail(pc, w0, w1, 'tbuffer with tfe');
        if (lds && (!info.lds[op] || tfe))
            fail(pc, w0, w1, 'lds not allowed');
        if (!lds && !vgprFits(vdata, vdataDwords(info, op, tfe)))
            fail(pc, w0, w1, 'vdata out of range');
        if (offen | idxen && !vgprFits(vaddr, offen + idxen))
            fail(pc, w0, w1, 'vaddr out of range');
        if (scalarRegisterName(srsrc * 4, 4) === undefined)
            fail(pc, w0, w1, 'invalid srsrc');
        if (soffsetText(soffset, 0) === undefined)
            fail(pc, w0, w1, 'invalid soffset');
    }
    let literal;
    let size = 8;
    if (soffset === LITERAL_CODE) {
        literal = wordAt(words, index, 2, pc, 'soffset literal');
        size = 12;
    }
    const fields = mtbuf
        ? {
            offset: w0 & 0xfff,
            offen,
            idxen,
            glc,
            dlc,
            format: (w0 >>> 19) & 0x7f,
            vaddr,
            vdata,
            srsrc,
            slc,
            tfe,
            soffset,
        }
        : {
            offset: w0 & 0xfff,
            offen,
            idxen,
            glc,
            dlc,
            lds,
            r17: (w0 >>> 17) & 1,
            vaddr,
            vdata,
            srsrc,
            r21: (w1 >>> 21) & 1,
            slc,
            tfe,
            soffset,
        };
    return {
        encoding: input.encoding,
        form: 'base',
        opcode: op,
        mnemonic: info.name[op],
        fields,
        literal,
        pc,
        size,
    };
}
/** LLVM's text of an MTBUF format field (empty for the default). */
function formatText(format) {
    if (format === DEFAULT_UNIFIED_FORMAT)
        return '';
    const name = UNIFIED_FORMATS[format];
    return name === undefined ? ` format:${format}` : ` format:[BUF_FMT_${name}]`;
}
function printBuffer(inst) {
    const mtbuf = inst.encoding === 'MTBUF';
    const info = mtbuf ? MTBUF : MUBUF;
    const f = inst.fields;
    const op = inst.opcode;
    if (info.kind[op] === KIND_INV)
        return inst.mnemonic;
    const offen = f.offen;
    const idxen = f.idxen;
    const lds = f.lds ?? 0;
    const tfe = f.tfe;
    const vaddr = offen | idxen ? vText(f.vaddr, offen + idxen) : 'off';
    const srsrc = scalarRegisterName(f.srsrc * 4, 4);
    const soffset = soffsetText(f.soffset, inst.literal ?? 0);
    let text = `${inst.mnemonic} `;
    if (!lds)
        text += `${vText(f.vdata, vdataDwords(info, op, tfe))}, `;
    text += `${vaddr}, ${srsrc}, ${soffset}`;
    if (mtbuf)
        text += formatText(f.format);
    text += flag(idxen, 'idxen') + flag(offen, 'offen');
    if (f.offset)
        text += ` offset:${f.offset}`;
    text += flag(f.glc, 'glc') + flag(f.slc, 'slc') + flag(f.dlc, 'dlc');
    text += flag(lds, 'lds') + flag(tfe, 'tfe');
    return text;
}
function encodeBuffer(inst) {
    const f = inst.fields;
    const op = inst.opcode;
    let w0 = (f.offset ?? 0) |
        ((f.offen ?? 0) << 12) |
        ((f.idxen ?? 0) << 13) |
        ((f.glc ?? 0) << 14) |
        ((f.dlc ?? 0) << 15);
    let w1 = (f.vaddr ?? 0) |
        ((f.vdata ?? 0) << 8) |
        ((f.srsrc ?? 0) << 16) |
        ((f.slc ?? 0) << 22) |
        ((f.tfe ?? 0) << 23) |
        ((f.soffset ?? 0) << 24);
    if (inst.encoding === 'MTBUF') {
        w0 |= (0b111010 << 26) | ((op & 7) << 16) | ((f.format ?? 0) << 19);
        w1 |= (op >>> 3) << 21;
    }
    else {
        w0 |=
            (0b111000 << 26) |
                ((f.lds ?? 0) << 16) |
                ((f.r17 ?? 0) << 17) |
                ((op & 0x7f) << 18) |
                ((op >>> 7) << 25);
        w1 |= (f.r21 ?? 0) << 21;
    }
    const out = [w0 >>> 0, w1 >>> 0];
    if (inst.literal !== undefined)
        out.push(inst.literal >>> 0);
    return out;
}
function operandsBuffer(inst, target) {
    const info = inst.encoding === 'MTBUF' ? MTBUF : MUBUF;
    const f = inst.fields;
    const op = inst.opcode;
    const kind = info.kind[op];
    const out = [];
    if (kind !== KIND_INV) {
        const lds = f.lds ?? 0;
        const n = vdataDwords(info, op, f.tfe);
        if (!lds) {
            const returns = kind === KIND_LOAD || (kind === KIND_ATOMIC && f.glc);
            if (returns) {
                // An atomic returns the pre-op value: half the data of cmpswap, the whole data otherwise.
                const ret = kind === KIND_ATOMIC && /cmpswap/.test(inst.mnemonic) ? n / 2 : n;
                out.push(vOperand('dst', f.vdata, ret, dataType(ret), 'vdata'));
            }
            if (kind !== KIND_LOAD)
                out.push(vOperand('src', f.vdata, n, dataType(n), 'vdata'));
        }
        const offen = f.offen;
        const idxen = f.idxen;
        if (offen | idxen)
            out.push(vOperand('src', f.vaddr, offen + idxen, offen + idxen === 2 ? 'b64' : 'u32', 'vaddr'));
        out.push({
            role: 'src',
            kind: 'sgpr',
            value: f.srsrc * 4,
            dwords: 4,
            type: 'b128',
            implicit: false,
            field: 'srsrc',
        });
        out.push(scalarOperand(f.soffset, 1, 'u32', 'soffset', inst.literal));
        out.push({
            role: 'src',
            kind: 'immediate',
            value: f.offset,
            dwords: 1,
            type: 'u32',
            implicit: false,
            field: 'offset',
        });
        if (lds)
            out.push(m0Read());
    }
    out.push(execRead(target));
    return out;
}
// ---------------------------------------------------------------------------------------------------
// Assembler
// ---------------------------------------------------------------------------------------------------
const FORMAT_BY_NAME = new Map(UNIFIED_FORMATS.map((n, i) => [n, i]));
/** Parses an MTBUF `format:` value: `[BUF_FMT_X]`, `[BUF_DATA_FORMAT_D, BUF_NUM_FORMAT_N]` or a number. */
function parseFormat(statement, text) {
    const n = parseInteger(text);
    if (n !== undefined) {
        if (n < 0 || n > 127)
            asmFail(statement, 'format must be in [0, 127]');
        return n;
    }
    const m = /^\[(.*)\]$/.exec(text.trim());
    if (!m)
        asmFail(statement, `invalid format '${text}'`);
    const parts = m[1].split(',').map((s) => s.trim().toUpperCase());
    if (parts.length === 1 && parts[0]?.startsWith('BUF_FMT_')) {
        const v = FORMAT_BY_NAME.get(parts[0].slice(8));
        if (v === undefined)
            asmFail(statement, `unknown format '${parts[0]}'`);
        return v;
    }
    let dfmt = '8';
    let nfmt = 'UNORM';
    for (const p of parts) {
        if (p.startsWith('BUF_DATA_FORMAT_'))
            dfmt = p.slice(16);
        else if (p.startsWith('BUF_NUM_FORMAT_'))
            nfmt = p.slice(15);
        else
            asmFail(statement, `invalid format '${p}'`);
    }
    const v = FORMAT_BY_NAME.get(`${dfmt}_${nfmt}`);
    if (v === undefined)
        asmFail(statement, `unsupported format combination ${dfmt}, ${nfmt}`);
    return v;
}
function assembleBuffer(statement, target) {
    const mtbuf = statement.mnemonic.startsWith('tbuffer_');
    const info = mtbuf ? MTBUF : MUBUF;
    const op = info.byName.get(statement.mnemonic);
    if (op === undefined)
        return undefined;
    if (!exists(info, op, target))
        asmFail(statement, `${statement.mnemonic} is not available on ${target.mcpu}`);
    const name = info.name[op];
    const encoding = mtbuf ? 'MTBUF' : 'MUBUF';
    const { operands, modifiers } = splitTokens(statement);
    const mods = parseModifiers(statement, modifiers);
    const kind = info.kind[op];
    if (kind === KIND_INV) {
        if (operands.length > 0)
            asmFail(statement, 'takes no operands');
        noMoreModifiers(statement, mods);
        return makeInstruction(encoding, op, name, {
            offset: 0,
            offen: 0,
            idxen: 0,
            glc: 0,
            dlc: 0,
            lds: 0,
            r17: 0,
            vaddr: 0,
            vdata: 0,
            srsrc: 0,
            r21: 0,
            slc: 0,
            tfe: 0,
            soffset: 0,
        }, undefined, 8);
    }
    const lds = mtbuf ? 0 : takeFlag(mods, 'lds');
    const tfe = takeFlag(mods, 'tfe');
    const offen = takeFlag(mods, 'offen');
    const idxen = takeFlag(mods, 'idxen');
    const glc = takeFlag(mods, 'glc');
    const slc = takeFlag(mods, 'slc');
    const dlc = takeFlag(mods, 'dlc');
    const offset = takeNumber(statement, mods, 'offset', 0, 4095);
    let format = DEFAULT_UNIFIED_FORMAT;
    if (mtbuf && mods.has('format')) {
        format = parseFormat(statement, mods.get('format'));
        mods.delete('format');
    }
    noMoreModifiers(statement, mods);
    if (lds && (!info.lds[op] || tfe))
        asmFail(statement, 'lds is not allowed here');
    if (kind === KIND_ATOMIC && (dlc || lds || tfe))
        asmFail(statement, 'atomics take no dlc, lds or tfe');
    if (mtbuf && tfe)
        asmFail(statement, 'tfe is not supported by tbuffer instructions');
    const expected = lds ? 3 : 4;
    if (operands.length !== expected)
        asmFail(statement, `expected ${expected} operands`);
    let k = 0;
    const vdata = lds ? 0 : expectVgpr(statement, operands[k++], vdataDwords(info, op, tfe), 'vdata');
    const addrText = operands[k++];
    let vaddr = 0;
    if (offen | idxen)
        vaddr = expectVgpr(statement, addrText, offen + idxen, 'vaddr');
    else if (addrText !== 'off')
        asmFail(statement, "vaddr must be 'off' without offen or idxen");
    const rsrc = parseScalarRegister(operands[k++]);
    if (rsrc?.dwords !== 4 || scalarRegisterName(rsrc.code, 4) === undefined || rsrc.code % 4 !== 0) {
        asmFail(statement, 'srsrc must be 4 aligned SGPRs');
    }
    const so = parseScalarSource(statement, operands[k++]);
    const fields = mtbuf
        ? {
            offset,
            offen,
            idxen,
            glc,
            dlc,
            format,
            vaddr,
            vdata,
            srsrc: rsrc.code / 4,
            slc,
            tfe,
            soffset: so.code,
        }
        : {
            offset,
            offen,
            idxen,
            glc,
            dlc,
            lds,
            r17: 0,
            vaddr,
            vdata,
            srsrc: rsrc.code / 4,
            r21: 0,
            slc,
            tfe,
            soffset: so.code,
        };
    return makeInstruction(encoding, op, name, fields, so.literal, so.literal === undefined ? 8 : 12);
}
/** The MUBUF and MTBUF family. */
export const BUFFER_FAMILY = {
    encodings: ['MUBUF', 'MTBUF'],
    decode: decodeBuffer,
    print: printBuffer,
    encode: encodeBuffer,
    operands: operandsBuffer,
    assemble: assembleBuffer,
};
//# sourceMappingURL=buffer.js.map