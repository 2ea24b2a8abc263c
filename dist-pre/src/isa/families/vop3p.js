/**
 * VOP3P (packed math) half of the VOP3 family. Layout (GFX10): word0 = vdst[7:0] neg_hi[10:8]
 * op_sel[13:11] op_sel_hi[2][14] clamp[15] op[22:16] 0[25:23] 110011[31:26]; word1 = src0[8:0]
 * src1[17:9] src2[26:18] op_sel_hi[1:0][28:27] neg_lo[31:29]; a literal dword follows when a source is
 * 255. Packed ops print op_sel/op_sel_hi/neg_lo/neg_hi lists; the v_fma_mix ops print neg_lo as `-x`
 * and neg_hi as `|x|`, and op_sel_hi only when it is not all zero.
 */
import { DecodeError } from '../errors.js';
import { LITERAL_CODE } from '../operands.js';
import { vop3pTable } from '../tables/vop3p.js';
import { inlineText, literalTextFor, registerText, SrcKind, sourceKind } from './vop3-operands.js';
import { assembleVop3p } from './vop3p-asm.js';
function fail(input, count, reason) {
    const words = [];
    for (let i = 0; i < count && input.index + i < input.words.length; i++) {
        words.push(input.words[input.index + i] >>> 0);
    }
    throw new DecodeError(input.pc, words, reason);
}
function srcCodes(f) {
    return [f.src0, f.src1, f.src2];
}
function decode(input) {
    const { words, index, target } = input;
    if (index + 1 >= words.length)
        fail(input, 1, 'truncated: VOP3P needs 2 dwords');
    const w0 = words[index] >>> 0;
    const w1 = words[index + 1] >>> 0;
    if ((w0 >>> 23) & 7)
        fail(input, 2, 'VOP3P bits [25:23] must be zero');
    const opcode = (w0 >>> 16) & 0x7f;
    const op = vop3pTable(target.mcpu)[opcode];
    if (op === undefined)
        fail(input, 2, `unknown VOP3P opcode ${opcode}`);
    // Two-source ops: op_sel[2], neg_hi[2] and neg_lo[2] must be clear (op_sel_hi[2] is ignored).
    if (op.sources === 2 && ((w0 & 0x2400) !== 0 || (w1 & 0x80000000) !== 0)) {
        fail(input, 2, `${op.mnemonic}: modifier bits of the absent src2 are set`);
    }
    const f = {
        op: opcode,
        vdst: w0 & 0xff,
        negHi: (w0 >>> 8) & 7,
        opsel: (w0 >>> 11) & 7,
        opselHi: ((w1 >>> 27) & 3) | (((w0 >>> 14) & 1) << 2),
        clamp: (w0 >>> 15) & 1,
        src0: w1 & 0x1ff,
        src1: (w1 >>> 9) & 0x1ff,
        src2: (w1 >>> 18) & 0x1ff,
        negLo: w1 >>> 29,
    };
    const codes = srcCodes(f);
    let lit = false;
    for (let s = 0; s < 3; s++) {
        const code = codes[s];
        if (s >= op.sources) {
            if (code !== 0)
                fail(input, 2, `${op.mnemonic} has no src${s}`);
            continue;
        }
        if (sourceKind(code, 1) < 0)
            fail(input, 2, `${op.mnemonic}: invalid src${s} ${code}`);
        if (code === LITERAL_CODE)
            lit = true;
    }
    let literal;
    if (lit) {
        if (index + 2 >= words.length)
            fail(input, 2, 'truncated: literal dword missing');
        literal = words[index + 2] >>> 0;
    }
    return {
        encoding: 'VOP3P',
        form: 'base',
        opcode,
        mnemonic: op.mnemonic,
        fields: f,
        literal,
        pc: input.pc,
        size: lit ? 12 : 8,
    };
}
function constClass(op) {
    switch (op.kind) {
        case 'pkf':
        case 'dotf':
            return 'v2f16';
        case 'pki':
            return 'v2i16';
        case 'mix':
            return 'f16';
        case 'doti':
            return 'b32';
    }
}
function hex(v) {
    return `0x${(v >>> 0).toString(16)}`;
}
function srcText(op, code, literal) {
    const kind = sourceKind(code, 1);
    const cls = constClass(op);
    if (kind === SrcKind.Inline) {
        const c = cls === 'v2f16' ? 'f16' : cls === 'v2i16' ? 'b32' : cls;
        return { text: inlineText(code, c), imm: true };
    }
    if (kind === SrcKind.Literal) {
        const v = (literal ?? 0) >>> 0;
        if (cls === 'v2f16')
            return { text: v >>> 16 === 0 ? literalTextFor(v, 'f16') : hex(v), imm: true };
        if (cls === 'v2i16')
            return { text: literalTextFor(v, 'b32'), imm: true };
        return { text: literalTextFor(v, cls), imm: true };
    }
    return { text: registerText(code, 1), imm: false };
}
function list(bits, n) {
    const out = [];
    for (let i = 0; i < n; i++)
        out.push((bits >> i) & 1);
    return `[${out.join(',')}]`;
}
function print(inst, target) {
    const f = inst.fields;
    const op = vop3pTable(target.mcpu)[inst.opcode];
    const codes = srcCodes(f);
    const n = op.sources;
    const full = (1 << n) - 1;
    const parts = [`v${f.vdst}`];
    for (let s = 0; s < n; s++) {
        let { text, imm } = srcText(op, codes[s], inst.literal);
        if (op.kind === 'mix') {
            const abs = (f.negHi >> s) & 1;
            const neg = (f.negLo >> s) & 1;
            if (abs)
                text = `|${text}|`;
            if (neg)
                text = imm && !abs ? `neg(${text})` : `-${text}`;
        }
        parts.push(text);
    }
    let text = `${op.mnemonic} ${parts.join(', ')}`;
    if (f.opsel & full)
        text += ` op_sel:${list(f.opsel, n)}`;
    if (op.kind === 'mix') {
        if (f.opselHi & full)
            text += ` op_sel_hi:${list(f.opselHi, n)}`;
    }
    else {
        if ((f.opselHi & full) !== full)
            text += ` op_sel_hi:${list(f.opselHi, n)}`;
        if (f.negLo & full)
            text += ` neg_lo:${list(f.negLo, n)}`;
        if (f.negHi & full)
            text += ` neg_hi:${list(f.negHi, n)}`;
    }
    if (f.clamp)
        text += ' clamp';
    return text;
}
/** Packs VOP3P fields into the two instruction dwords. */
export function packVop3p(f) {
    const w0 = (0xcc000000 |
        (f.op << 16) |
        (f.clamp << 15) |
        (((f.opselHi >> 2) & 1) << 14) |
        (f.opsel << 11) |
        (f.negHi << 8) |
        f.vdst) >>>
        0;
    const w1 = (f.src0 | (f.src1 << 9) | (f.src2 << 18) | ((f.opselHi & 3) << 27) | (f.negLo << 29)) >>> 0;
    return [w0, w1];
}
function encode(inst) {
    const out = packVop3p(inst.fields);
    if (inst.literal !== undefined)
        out.push(inst.literal >>> 0);
    return out;
}
/** Packed type of a `v_pk_*` op from its element suffix. */
function packedType(mnemonic) {
    if (mnemonic.endsWith('_f16'))
        return 'v2f16';
    if (mnemonic.endsWith('_i16'))
        return 'v2i16';
    if (mnemonic.endsWith('_u16'))
        return 'v2u16';
    return 'v2b16';
}
/**
 * Value types [dst, src0, src1, src2] of a VOP3P op: packed ops use one packed type; dot products read
 * packed (or byte/nibble-packed b32) sources and accumulate in src2 with the result type; the mix ops
 * read f32 or f16 per op_sel_hi (typed f32 here) and write f32 or one f16 half.
 */
function vop3pTypes(op) {
    switch (op.kind) {
        case 'pkf':
        case 'pki': {
            const t = packedType(op.mnemonic);
            return [t, t, t, t];
        }
        case 'mix':
            return [op.mnemonic === 'v_fma_mix_f32' ? 'f32' : 'f16', 'f32', 'f32', 'f32'];
        case 'dotf':
            return ['f32', 'v2f16', 'v2f16', 'f32'];
        case 'doti': {
            const signed = op.mnemonic.includes('_i32_');
            const acc = signed ? 'i32' : 'u32';
            const src = op.mnemonic.endsWith('16') ? (signed ? 'v2i16' : 'v2u16') : 'b32';
            return [acc, src, src, acc];
        }
    }
}
function operands(inst, target) {
    const f = inst.fields;
    const op = vop3pTable(target.mcpu)[inst.opcode];
    const types = vop3pTypes(op);
    const out = [
        {
            role: 'dst',
            kind: 'vgpr',
            value: f.vdst,
            dwords: 1,
            type: types[0],
            implicit: false,
            field: 'vdst',
        },
    ];
    const codes = srcCodes(f);
    for (let s = 0; s < op.sources; s++) {
        const code = codes[s];
        const kind = sourceKind(code, 1);
        const type = types[s + 1];
        const base = { role: 'src', dwords: 1, type, implicit: false, field: `src${s}` };
        if (kind === SrcKind.Vgpr)
            out.push({ ...base, kind: 'vgpr', value: code - 256 });
        else if (kind === SrcKind.Sgpr)
            out.push({ ...base, kind: 'sgpr', value: code });
        else if (kind === SrcKind.Inline)
            out.push({ ...base, kind: 'inline', value: code });
        else if (kind === SrcKind.Literal)
            out.push({ ...base, kind: 'literal', value: inst.literal ?? 0 });
        else
            out.push({ ...base, kind: 'special', value: code });
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
/** The VOP3P entry points the VOP3 family routes to. */
export const vop3pFamilyPart = {
    decode,
    print,
    encode,
    operands,
    assemble: assembleVop3p,
};
//# sourceMappingURL=vop3p.js.map