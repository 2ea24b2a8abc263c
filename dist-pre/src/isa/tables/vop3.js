/**
 * The VOP3 opcode table: every 64-bit VALU operation (VOP3-only ops and the VOP3 forms of VOP1, VOP2
 * and VOPC ops) with the facts its encoding needs, built from the generated rows in
 * vop3-data.generated.ts (scripts/gen-vop3-table.ts probes llvm-mc-19 for them) and from valu.ts.
 *
 * Single source: the names, VOP3 opcodes, targets and value types of promoted VOP1/VOP2/VOPC ops come
 * from valu.ts only; the generated promoted rows, keyed by the valu.ts name, hold what only the VOP3
 * form has (which modifier bits exist, which must be clear, each operand's register class and
 * constant-printing class). VOP3-only ops carry their own opcode and name, and their value types come
 * from vop3-types.ts.
 *
 * Lookup arrays are indexed by opcode, one per target, so the decoder does one load per instruction.
 */
import { InternalError } from '../../util/errors.js';
import { VALU_OPS } from './valu.js';
import { VOP3_DATA, VOP3_PROMOTED_DATA } from './vop3-data.generated.js';
import { vop3OnlyTypes } from './vop3-types.js';
const FIELD_BIT = {
    vdst: 1,
    src0: 2,
    src1: 4,
    src2: 8,
    sdst: 16,
};
/** v_interp_mov's src1 is a parameter selector (p10/p20/p0), not a source. */
export function isInterpParam(mnemonic, spec) {
    return spec.field === 'src1' && mnemonic === 'v_interp_mov_f32_e64';
}
function decoderPlan(mnemonic, operands) {
    let literalMask = 0;
    let vdstLimit = 255;
    let attrLimited = false;
    const checks = [];
    for (const spec of operands) {
        const bit = FIELD_BIT[spec.field];
        if (spec.kind === 'v')
            vdstLimit = 256 - spec.dwords;
        else if (spec.regClass === 'attr')
            attrLimited = !mnemonic.endsWith('_f16');
        else if (!isInterpParam(mnemonic, spec)) {
            checks.push(bit, spec.dwords);
            if (spec.field !== 'sdst')
                literalMask |= bit;
        }
    }
    return { literalMask, vdstLimit, checks, attrLimited };
}
const FIELD_BY_CODE = {
    d: 'vdst',
    s: 'sdst',
    '0': 'src0',
    '1': 'src1',
    '2': 'src2',
};
function parseOperand(text) {
    const parts = text.split(':');
    const field = FIELD_BY_CODE[parts[0]];
    if (field === undefined)
        throw new Error(`bad VOP3 layout operand ${text}`);
    if (field === 'vdst') {
        const k = parts[1];
        if (k === 'm')
            return { field, kind: 's', dwords: 0, regClass: 'SReg_1', constant: 'b32' };
        const dwords = Number(k.slice(1));
        if (k[0] === 'v')
            return { field, kind: 'v', dwords, regClass: 'any', constant: 'b32' };
        return { field, kind: 's', dwords, regClass: (parts[2] ?? 'SReg_32'), constant: 'b32' };
    }
    if (field === 'sdst')
        return { field, kind: 's', dwords: 0, regClass: 'SReg_1', constant: 'b32' };
    const w = parts[2];
    return {
        field,
        kind: 'src',
        dwords: w === 'm' ? 0 : Number(w),
        regClass: parts[1],
        constant: parts[3],
    };
}
/** Value types of a promoted op's VOP3 operands in layout order, from its valu.ts row. */
function promotedTypes(valu, shapes) {
    let src = 0;
    return shapes.map((o) => {
        if (o.dwords === 0)
            return 'mask';
        if (o.field === 'vdst')
            return valu.dst?.type ?? 'b32';
        const t = valu.srcs[src++]?.type;
        if (t === undefined)
            throw new InternalError(`${valu.name}: VOP3 layout has more sources than valu.ts`);
        return t;
    });
}
function buildOp(opcode, mnemonic, layout, reject0, reject1, mods, valu) {
    const shapes = layout.length === 0 ? [] : layout.split(' ').map(parseOperand);
    const types = valu ? promotedTypes(valu, shapes) : vop3OnlyTypes(mnemonic, shapes);
    const operands = shapes.map((o, i) => ({ ...o, type: types[i] }));
    let srcMask = 0;
    for (const o of operands)
        if (o.kind === 'src')
            srcMask |= 1 << Number(o.field.slice(3));
    let absMask = 0;
    let negMask = 0;
    let opsel = 0;
    let sextMask = 0;
    let zeroMask = 0;
    for (const m of mods.split(' ')) {
        if (m.startsWith('a'))
            absMask = Number(m.slice(1));
        else if (m.startsWith('n'))
            negMask = Number(m.slice(1));
        else if (m.startsWith('p'))
            opsel = Number(m.slice(1));
        else if (m.startsWith('x'))
            sextMask = Number(m.slice(1));
        else if (m.startsWith('z'))
            zeroMask = Number(m.slice(1));
    }
    const words = mods.split(' ');
    return {
        opcode,
        mnemonic,
        operands,
        srcMask,
        reject0,
        reject1,
        absMask,
        negMask,
        clamp: words.includes('c'),
        omod: words.includes('o'),
        opsel,
        sextMask,
        high: words.includes('h'),
        zeroMask,
        sdst: operands.some((o) => o.field === 'sdst'),
        valu,
        readsVcc: mnemonic.startsWith('v_div_fmas_'),
        readsM0: valu ? valu.readsM0 : mnemonic.startsWith('v_interp_'),
        writesExec: valu ? valu.writesExec : false,
        readsExec: valu ? valu.readsExec : operands.length > 0,
        ...decoderPlan(mnemonic, operands),
    };
}
const PROMOTED = new Map(VOP3_PROMOTED_DATA.map((r) => [r[0], r]));
/** The mnemonic LLVM prints for a promoted op's VOP3 form: `_e64` unless it has no operands. */
function promotedMnemonic(op) {
    return op.dst !== undefined || op.srcs.length > 0 ? `${op.name}_e64` : op.name;
}
function buildTable(mcpu, bit) {
    const table = new Array(1024).fill(undefined);
    for (const [opcode, mnemonic, targets, layout, r0, r1, mods] of VOP3_DATA) {
        if (targets & bit)
            table[opcode] = buildOp(opcode, mnemonic, layout, r0, r1, mods, undefined);
    }
    for (const valu of VALU_OPS) {
        if (valu.vop3Opcode === undefined || !valu.mcpus.includes(mcpu))
            continue;
        const row = PROMOTED.get(valu.name);
        if (!row)
            throw new InternalError(`${valu.name} has a VOP3 opcode in valu.ts but no VOP3 facts`);
        const [, layout, r0, r1, mods] = row;
        table[valu.vop3Opcode] = buildOp(valu.vop3Opcode, promotedMnemonic(valu), layout, r0, r1, mods, valu);
    }
    return table;
}
const TABLES = {
    gfx1013: buildTable('gfx1013', 1),
    gfx1030: buildTable('gfx1030', 2),
};
/** The VOP3 opcode table of `mcpu`, indexed by the 10-bit opcode. */
export function vop3Table(mcpu) {
    return TABLES[mcpu];
}
/** Mnemonic (as printed, and without `_e64`) -> opcode entry, for the assembler. */
export function vop3ByMnemonic(mcpu) {
    let map = BY_NAME.get(mcpu);
    if (!map) {
        map = new Map();
        for (const op of TABLES[mcpu]) {
            if (!op)
                continue;
            map.set(op.mnemonic, op);
        }
        BY_NAME.set(mcpu, map);
    }
    return map;
}
const BY_NAME = new Map();
//# sourceMappingURL=vop3.js.map