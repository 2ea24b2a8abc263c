import { AsmError, DecodeError } from '../errors.js';
import { VINTRP_CHANNELS, VINTRP_PARAMS, VINTRP_ROWS } from '../tables/vintrp.js';
import { execRead, m0Read, parseVgpr } from './memory-common.js';
const BY_OPCODE = [0, 1, 2, 3].map((op) => VINTRP_ROWS.find((r) => r[0] === op));
function decodeVintrp(input) {
    const { words, index, pc } = input;
    const w = words[index] >>> 0;
    const op = (w >>> 16) & 3;
    const row = BY_OPCODE[op];
    if (row === undefined)
        throw new DecodeError(pc, [w], `unknown VINTRP opcode ${op}`);
    const fields = {
        vsrc: w & 0xff,
        attrchan: (w >>> 8) & 3,
        attr: (w >>> 10) & 63,
        vdst: (w >>> 18) & 0xff,
    };
    return {
        encoding: 'VINTRP',
        form: 'e32',
        opcode: op,
        mnemonic: row[1],
        fields,
        literal: undefined,
        pc,
        size: 4,
    };
}
function rowOf(inst) {
    return BY_OPCODE[inst.opcode & 3];
}
function printVintrp(inst) {
    const f = inst.fields;
    const row = rowOf(inst);
    const vsrc = f.vsrc;
    const src = row[2] ? `v${vsrc}` : (VINTRP_PARAMS[vsrc] ?? `invalid_param_${vsrc}`);
    return `${row[1]}_e32 v${f.vdst}, ${src}, attr${f.attr}.${VINTRP_CHANNELS[f.attrchan]}`;
}
function encodeVintrp(inst) {
    const f = inst.fields;
    const w = (0b110010 << 26) |
        (f.vsrc & 0xff) |
        ((f.attrchan & 3) << 8) |
        ((f.attr & 63) << 10) |
        ((inst.opcode & 3) << 16) |
        ((f.vdst & 0xff) << 18);
    return [w >>> 0];
}
/**
 * Operands: vdst (f32), the barycentric VGPR (p1/p2) or the p10/p20/p0 selector (mov, an
 * immediate), the attribute (an immediate, value attr * 4 + channel), then the implicit reads: vdst
 * as the accumulator of v_interp_p2_f32, M0 (LDS parameter base) and EXEC.
 */
function operandsVintrp(inst, target) {
    const f = inst.fields;
    const row = rowOf(inst);
    const vdst = f.vdst;
    const out = [
        { role: 'dst', kind: 'vgpr', value: vdst, dwords: 1, type: 'f32', implicit: false, field: 'vdst' },
    ];
    const vsrc = f.vsrc;
    out.push(row[2]
        ? { role: 'src', kind: 'vgpr', value: vsrc, dwords: 1, type: 'f32', implicit: false, field: 'vsrc' }
        : {
            role: 'src',
            kind: 'immediate',
            value: vsrc,
            dwords: 1,
            type: 'u32',
            implicit: false,
            field: 'vsrc',
        });
    const attr = f.attr * 4 + f.attrchan;
    out.push({
        role: 'src',
        kind: 'immediate',
        value: attr,
        dwords: 1,
        type: 'u32',
        implicit: false,
        field: 'attr',
    });
    if (inst.opcode === 1) {
        out.push({
            role: 'src',
            kind: 'vgpr',
            value: vdst,
            dwords: 1,
            type: 'f32',
            implicit: true,
            field: 'vdst',
        });
    }
    out.push(m0Read(), execRead(target));
    return out;
}
/** Assembles `v_interp_*_f32[_e32] vdst, vsrc|p10|p20|p0, attrN.c` (LLVM accepts attr0..attr32). */
function assembleVintrp(statement) {
    const name = statement.mnemonic.endsWith('_e32') ? statement.mnemonic.slice(0, -4) : statement.mnemonic;
    const row = VINTRP_ROWS.find((r) => r[1] === name);
    if (row === undefined)
        return undefined;
    const fail = (reason) => {
        throw new AsmError(statement.line, statement.text, reason);
    };
    const tokens = statement.tokens.map((t) => t.text.toLowerCase());
    if (tokens.length !== 3 || !statement.tokens.every((t) => t.afterComma))
        fail('expected vdst, source, attribute');
    const dst = parseVgpr(tokens[0]);
    if (dst?.dwords !== 1)
        fail(`invalid vdst '${tokens[0]}'`);
    let vsrc = 0;
    if (row[2]) {
        const r = parseVgpr(tokens[1]);
        if (r?.dwords !== 1)
            fail(`invalid source '${tokens[1]}'`);
        vsrc = r?.first ?? 0;
    }
    else {
        vsrc = VINTRP_PARAMS.indexOf(tokens[1]);
        if (vsrc < 0)
            fail(`invalid interpolation parameter '${tokens[1]}'`);
    }
    const attrText = tokens[2];
    const dot = attrText.indexOf('.');
    const attr = dot > 4 && attrText.startsWith('attr') ? Number(attrText.slice(4, dot)) : Number.NaN;
    const chan = VINTRP_CHANNELS.indexOf(attrText.slice(dot + 1));
    if (!Number.isInteger(attr) || attr < 0 || attr > 32 || chan < 0 || !/^\d+$/.test(attrText.slice(4, dot))) {
        fail(`invalid attribute '${attrText}'`);
    }
    const fields = { vsrc, attrchan: chan, attr, vdst: dst?.first ?? 0 };
    return {
        encoding: 'VINTRP',
        form: 'e32',
        opcode: row[0],
        mnemonic: row[1],
        fields,
        literal: undefined,
        pc: 0,
        size: 4,
    };
}
/** The VINTRP encoding family. */
export const vintrpFamily = {
    encodings: ['VINTRP'],
    decode: decodeVintrp,
    print: printVintrp,
    encode: encodeVintrp,
    operands: operandsVintrp,
    assemble: assembleVintrp,
};
//# sourceMappingURL=vintrp.js.map