import { scalarRegisterName } from '../operands.js';
import { MF, MIMG_BY_MNEMONIC, MIMG_DIMS } from '../tables/mimg.js';
import { asmFail, parseInteger, parseModifiers, parseScalarRegister, parseVgpr, splitTokens, } from './memory-common.js';
import { addressSize, dataSize } from './mimg-layout.js';
/** Parses `dim:` values: `SQ_RSRC_IMG_2D`, `2D`. */
function parseDim(text) {
    const t = text.toUpperCase();
    const suffix = t.startsWith('SQ_RSRC_IMG_') ? t.slice('SQ_RSRC_IMG_'.length) : t;
    const i = MIMG_DIMS.findIndex((d) => d.suffix === suffix);
    return i < 0 ? undefined : i;
}
function parseAddress(statement, text) {
    if (text === undefined)
        asmFail(statement, 'missing image address');
    if (text.startsWith('[')) {
        if (!text.endsWith(']'))
            asmFail(statement, `invalid address list '${text}'`);
        const items = text
            .slice(1, -1)
            .split(',')
            .map((s) => s.trim());
        const regs = [];
        const parsed = items.map((t) => parseVgpr(t));
        if (parsed.length === 1 && parsed[0])
            return { nsa: false, first: parsed[0].first, dwords: parsed[0].dwords };
        for (const p of parsed) {
            if (p?.dwords !== 1)
                asmFail(statement, 'NSA addresses must be single VGPRs');
            regs.push(p.first);
        }
        return { nsa: true, regs };
    }
    const r = parseVgpr(text);
    if (!r)
        asmFail(statement, `invalid image address '${text}'`);
    return { nsa: false, first: r.first, dwords: r.dwords };
}
function parseScalarTuple(statement, text, dwords, what) {
    const r = text === undefined ? undefined : parseScalarRegister(text);
    if (!r || r.dwords !== dwords || scalarRegisterName(r.code, dwords) === undefined || r.code % 4 !== 0) {
        asmFail(statement, `${what} must be a ${dwords}-dword SGPR or ttmp tuple`);
    }
    return r.code / 4;
}
function popcount(v) {
    let n = 0;
    for (let x = v; x; x &= x - 1)
        n++;
    return n;
}
/** Packs NSA address registers 1.. into the NSA dwords. */
function nsaWords(regs) {
    const w = [0, 0, 0];
    for (let i = 1; i < regs.length; i++) {
        const k = i - 1;
        w[k >> 2] = (w[k >> 2] | (regs[i] << ((k & 3) * 8))) >>> 0;
    }
    return w;
}
function nsaCount(addresses) {
    return addresses <= 1 ? 0 : addresses <= 5 ? 1 : addresses <= 9 ? 2 : 3;
}
/** Assembles a MIMG statement, or returns undefined when the mnemonic is not an image opcode. */
export function assembleMimg(statement, target) {
    const shape = MIMG_BY_MNEMONIC.get(statement.mnemonic);
    if (shape === undefined)
        return undefined;
    const [op, , kind, , flags] = shape.row;
    const { operands, modifiers } = splitTokens(statement);
    const sampler = kind === 'sample' || kind === 'gather';
    const expected = sampler ? 4 : 3;
    if (operands.length !== expected)
        asmFail(statement, `expected ${expected} operands`);
    const vdata = parseVgpr(operands[0]);
    if (!vdata)
        asmFail(statement, `invalid vdata '${operands[0]}'`);
    const address = parseAddress(statement, operands[1]);
    const srsrc = parseScalarTuple(statement, operands[2], kind === 'bvh' ? 4 : 8, 'srsrc');
    const ssamp = sampler ? parseScalarTuple(statement, operands[3], 4, 'ssamp') : 0;
    const mods = parseModifiers(statement, modifiers);
    const fields = {
        op,
        nsa: 0,
        dim: 0,
        dlc: 0,
        dmask: 0,
        unorm: 0,
        glc: 0,
        r128: 0,
        tfe: 0,
        lwe: 0,
        slc: 0,
        vaddr: 0,
        vdata: vdata.first,
        srsrc,
        ssamp,
        a16: 0,
        d16: 0,
        rsv0: 0,
        rsv1: 0,
        nsa0: 0,
        nsa1: 0,
        nsa2: 0,
    };
    if (kind === 'bvh')
        return assembleBvh(statement, shape, fields, address, vdata.dwords, mods);
    let hasDim = false;
    for (const [key, value] of mods) {
        if (key === 'dmask') {
            const n = parseInteger(value);
            if (n === undefined || n < 0 || n > 15)
                asmFail(statement, `invalid dmask '${value}'`);
            fields.dmask = n;
        }
        else if (key === 'dim') {
            const d = parseDim(value);
            if (d === undefined)
                asmFail(statement, `invalid dim '${value}'`);
            fields.dim = d;
            hasDim = true;
        }
        else if (value === '' && ['unorm', 'glc', 'slc', 'dlc', 'r128', 'a16', 'tfe', 'lwe'].includes(key)) {
            fields[key] = 1;
        }
        else if (value === '' && key === 'd16' && flags & MF.D16) {
            fields.d16 = 1;
        }
        else {
            asmFail(statement, `invalid modifier '${key}${value ? `:${value}` : ''}'`);
        }
    }
    if (!hasDim)
        asmFail(statement, 'dim modifier is required on this GPU');
    if (flags & MF.MSAA && fields.dim < 6)
        asmFail(statement, 'invalid dim; must be MSAA type');
    if (kind === 'gather' && popcount(fields.dmask) !== 1) {
        asmFail(statement, 'invalid image_gather dmask: only one bit must be set');
    }
    if (kind === 'atomic' && ![1, 3, 15].includes(fields.dmask))
        asmFail(statement, 'invalid atomic image dmask');
    const data = dataSize(shape, fields.dmask, fields.d16 === 1, fields.tfe === 1);
    if (data !== vdata.dwords)
        asmFail(statement, 'image data size does not match dmask, d16 and tfe');
    let want = addressSize(shape, fields.dim, fields.a16 === 1, target);
    if (address.nsa) {
        if (address.regs.length !== want || (shape.nsaSet & (1 << want)) === 0) {
            asmFail(statement, 'image address size does not match dim and a16');
        }
        fields.vaddr = address.regs[0];
        fields.nsa = nsaCount(address.regs.length);
        [fields.nsa0, fields.nsa1, fields.nsa2] = nsaWords(address.regs);
    }
    else {
        if (want > 12)
            want = 16;
        const oversized = address.dwords === 8 && want >= 5 && want <= 7;
        if (address.dwords !== want && !oversized)
            asmFail(statement, 'image address size does not match dim and a16');
        if ((shape.vaddrSet & (1 << address.dwords)) === 0 || shape.vdataWidth[data] !== data) {
            asmFail(statement, 'operands are not valid for this GPU or mode');
        }
        fields.vaddr = address.first;
    }
    return instruction(shape, fields);
}
function assembleBvh(statement, shape, fields, address, vdataDwords, mods) {
    for (const [key, value] of mods) {
        if (key !== 'a16' || value !== '')
            asmFail(statement, `invalid modifier '${key}'`);
        fields.a16 = 1;
    }
    if (vdataDwords !== 4)
        asmFail(statement, 'vdata must be 4 VGPRs');
    const want = fields.a16 ? shape.nsaDecode[2] : shape.nsaDecode[3];
    const count = address.nsa ? address.regs.length : address.dwords;
    if (count !== want)
        asmFail(statement, 'operands are not valid for this GPU or mode');
    fields.dmask = 15;
    fields.unorm = 1;
    fields.r128 = 1;
    if (address.nsa) {
        fields.vaddr = address.regs[0];
        fields.nsa = nsaCount(count);
        [fields.nsa0, fields.nsa1, fields.nsa2] = nsaWords(address.regs);
    }
    else {
        fields.vaddr = address.first;
    }
    return instruction(shape, fields);
}
function instruction(shape, fields) {
    const nsa = fields.nsa;
    return {
        encoding: 'MIMG',
        form: nsa > 0 ? 'nsa' : 'base',
        opcode: shape.row[0],
        mnemonic: shape.row[1],
        fields,
        literal: undefined,
        pc: 0,
        size: 8 + 4 * nsa,
    };
}
//# sourceMappingURL=mimg-asm.js.map