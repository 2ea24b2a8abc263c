/**
 * The MIMG family: image loads, stores, samples, gathers, atomics, get_resinfo/get_lod and the BVH
 * ray-intersection opcodes, in the default (contiguous vaddr) and NSA (non-sequential address) forms.
 *
 * Word 0: op[7] at bit 0, NSA dword count [2:1], DIM [5:3], DLC 7, DMASK [11:8], UNORM 12, GLC 13,
 * R128 15, TFE 16, LWE 17, op[6:0] [24:18], SLC 25, prefix 111100 [31:26]. Word 1: VADDR [7:0],
 * VDATA [15:8], SRSRC/4 [20:16], SSAMP/4 [25:21], A16 30, D16 31. NSA dwords follow, one address
 * VGPR per byte. Bits 6 and 14 of word 0 and [29:26] of word 1 are ignored by LLVM; they are kept in
 * `rsv0`/`rsv1` so that re-encoding reproduces the input words.
 */
import { InternalError } from '../../util/errors.js';
import { DecodeError } from '../errors.js';
import { scalarRegisterName, vgprName } from '../operands.js';
import { MIMG_DIMS, MIMG_SHAPES } from '../tables/mimg.js';
import { assembleMimg } from './mimg-asm.js';
import { mimgInvalidReason, mimgLayout, nsaAddress } from './mimg-layout.js';
const RSV0_MASK = 0x4040;
const RSV1_MASK = 0x3c000000;
function decodeMimg(input) {
    const { words, index, pc } = input;
    const w0 = words[index] >>> 0;
    if (index + 1 >= words.length)
        throw new DecodeError(pc, [w0], 'truncated: MIMG needs a second dword');
    const w1 = words[index + 1] >>> 0;
    const op = ((w0 >>> 18) & 0x7f) | ((w0 & 1) << 7);
    const shape = MIMG_SHAPES[op];
    if (shape === undefined)
        throw new DecodeError(pc, [w0, w1], `unknown MIMG opcode ${op}`);
    const nsa = (w0 >>> 1) & 3;
    const fields = {
        op,
        nsa,
        dim: (w0 >>> 3) & 7,
        dlc: (w0 >>> 7) & 1,
        dmask: (w0 >>> 8) & 15,
        unorm: (w0 >>> 12) & 1,
        glc: (w0 >>> 13) & 1,
        r128: (w0 >>> 15) & 1,
        tfe: (w0 >>> 16) & 1,
        lwe: (w0 >>> 17) & 1,
        slc: (w0 >>> 25) & 1,
        vaddr: w1 & 0xff,
        vdata: (w1 >>> 8) & 0xff,
        srsrc: (w1 >>> 16) & 31,
        ssamp: (w1 >>> 21) & 31,
        a16: (w1 >>> 30) & 1,
        d16: w1 >>> 31,
        rsv0: w0 & RSV0_MASK,
        rsv1: w1 & RSV1_MASK,
        nsa0: 0,
        nsa1: 0,
        nsa2: 0,
    };
    const reason = mimgInvalidReason(shape, fields);
    if (reason !== undefined)
        throw new DecodeError(pc, [w0, w1], reason);
    if (index + 2 + nsa > words.length) {
        throw new DecodeError(pc, [w0, w1], `truncated: ${nsa} NSA dword(s) missing`);
    }
    if (nsa > 0)
        fields.nsa0 = words[index + 2] >>> 0;
    if (nsa > 1)
        fields.nsa1 = words[index + 3] >>> 0;
    if (nsa > 2)
        fields.nsa2 = words[index + 4] >>> 0;
    return {
        encoding: 'MIMG',
        form: nsa > 0 ? 'nsa' : 'base',
        opcode: op,
        mnemonic: shape.row[1],
        fields,
        literal: undefined,
        pc,
        size: 8 + 4 * nsa,
    };
}
function shapeOf(inst) {
    const shape = MIMG_SHAPES[inst.opcode];
    if (shape === undefined)
        throw new InternalError(`MIMG opcode ${inst.opcode} has no table row`);
    return shape;
}
/** Text of the address operand: a VGPR tuple, or the bracketed NSA list. */
function addressText(inst, count) {
    if (inst.fields.nsa === 0)
        return vgprName(inst.fields.vaddr, count);
    let s = '[';
    for (let i = 0; i < count; i++)
        s += (i === 0 ? 'v' : ', v') + nsaAddress(inst, i);
    return `${s}]`;
}
function printMimg(inst, target) {
    const shape = shapeOf(inst);
    const f = inst.fields;
    const [, mnemonic, kind, , flags] = shape.row;
    const layout = mimgLayout(shape, f, target);
    const sampler = kind === 'sample' || kind === 'gather';
    const rsrc = scalarRegisterName(f.srsrc * 4, kind === 'bvh' ? 4 : 8);
    let s = `${mnemonic}${sampler && f.nsa !== 0 ? '  ' : ' '}${vgprName(f.vdata, layout.vdataDwords)}, `;
    s += `${addressText(inst, layout.addrCount)}, ${rsrc}`;
    if (kind === 'bvh')
        return f.a16 ? `${s} a16` : s;
    if (sampler)
        s += `, ${scalarRegisterName(f.ssamp * 4, 4)}`;
    if (f.dmask)
        s += ` dmask:0x${f.dmask.toString(16)}`;
    s += ` dim:SQ_RSRC_IMG_${MIMG_DIMS[f.dim].suffix}`;
    if (f.unorm)
        s += ' unorm';
    if (f.glc)
        s += ' glc';
    if (f.slc)
        s += ' slc';
    if (f.dlc)
        s += ' dlc';
    if (f.r128)
        s += ' r128';
    if (f.a16)
        s += ' a16';
    if (f.tfe)
        s += ' tfe';
    if (f.lwe)
        s += ' lwe';
    if (f.d16 && flags & 8)
        s += ' d16';
    return s;
}
function encodeMimg(inst) {
    const f = inst.fields;
    const op = inst.opcode;
    const w0 = (0b111100 << 26) |
        ((op >> 7) & 1) |
        ((f.nsa & 3) << 1) |
        ((f.dim & 7) << 3) |
        ((f.dlc & 1) << 7) |
        ((f.dmask & 15) << 8) |
        ((f.unorm & 1) << 12) |
        ((f.glc & 1) << 13) |
        ((f.r128 & 1) << 15) |
        ((f.tfe & 1) << 16) |
        ((f.lwe & 1) << 17) |
        ((op & 0x7f) << 18) |
        ((f.slc & 1) << 25) |
        (f.rsv0 & RSV0_MASK);
    const w1 = (f.vaddr & 0xff) |
        ((f.vdata & 0xff) << 8) |
        ((f.srsrc & 31) << 16) |
        ((f.ssamp & 31) << 21) |
        (f.rsv1 & RSV1_MASK) |
        ((f.a16 & 1) << 30) |
        ((f.d16 & 1) << 31);
    const out = [w0 >>> 0, w1 >>> 0];
    const nsa = f.nsa;
    if (nsa > 0)
        out.push(f.nsa0 >>> 0);
    if (nsa > 1)
        out.push(f.nsa1 >>> 0);
    if (nsa > 2)
        out.push(f.nsa2 >>> 0);
    return out;
}
/** The value type of a `dwords`-wide untyped VGPR tuple (b32 per dword where no wider type exists). */
function tupleType(dwords) {
    switch (dwords) {
        case 1:
            return 'b32';
        case 2:
            return 'b64';
        case 3:
            return 'b96';
        case 4:
            return 'b128';
        case 5:
            return 'b160';
        case 8:
            return 'b256';
        case 16:
            return 'b512';
        default:
            return 'b32';
    }
}
/** SGPR tuples are `sgpr` operands; trap temporaries (codes 108..123) are `special`. */
function scalarKind(code) {
    return code <= 105 ? 'sgpr' : 'special';
}
function vgprOperand(role, value, dwords, field) {
    return { role, kind: 'vgpr', value, dwords, type: tupleType(dwords), implicit: false, field };
}
/**
 * Operands: vdata (dst for loads/samples/gathers/BVH, src for stores, both for atomics), the address
 * VGPRs (one tuple, or one operand per NSA address), the resource T# (8 SGPRs, 4 for BVH), the
 * sampler S# (4 SGPRs) for sample/gather/get_lod, then the implicit EXEC read.
 */
function operandsMimg(inst, target) {
    const shape = shapeOf(inst);
    const f = inst.fields;
    const kind = shape.row[2];
    const layout = mimgLayout(shape, f, target);
    const out = [];
    const vdata = f.vdata;
    if (kind === 'store')
        out.push(vgprOperand('src', vdata, layout.vdataDwords, 'vdata'));
    else
        out.push(vgprOperand('dst', vdata, layout.vdataDwords, 'vdata'));
    if (kind === 'atomic')
        out.push(vgprOperand('src', vdata, layout.vdataDwords, 'vdata'));
    if (f.nsa === 0)
        out.push(vgprOperand('src', f.vaddr, layout.addrCount, 'vaddr'));
    else
        for (let i = 0; i < layout.addrCount; i++)
            out.push(vgprOperand('src', nsaAddress(inst, i), 1, `vaddr${i}`));
    const rsrcDwords = kind === 'bvh' ? 4 : 8;
    const rsrc = f.srsrc * 4;
    out.push({
        role: 'src',
        kind: scalarKind(rsrc),
        value: rsrc,
        dwords: rsrcDwords,
        type: rsrcDwords === 8 ? 'b256' : 'b128',
        implicit: false,
        field: 'srsrc',
    });
    if (kind === 'sample' || kind === 'gather') {
        const samp = f.ssamp * 4;
        out.push({
            role: 'src',
            kind: scalarKind(samp),
            value: samp,
            dwords: 4,
            type: 'b128',
            implicit: false,
            field: 'ssamp',
        });
    }
    out.push({
        role: 'src',
        kind: 'special',
        value: 126,
        dwords: target.wave64 ? 2 : 1,
        type: 'mask',
        implicit: true,
        field: 'exec',
    });
    return out;
}
/** The MIMG encoding family. */
export const mimgFamily = {
    encodings: ['MIMG'],
    decode: decodeMimg,
    print: printMimg,
    encode: encodeMimg,
    operands: operandsMimg,
    assemble: (statement, target) => assembleMimg(statement, target),
};
//# sourceMappingURL=mimg.js.map