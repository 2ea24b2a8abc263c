import { DecodeError } from '../errors.js';
import { DS_TABLE } from '../tables/ds.js';
import { asmFail, dataType, execRead, expectVgpr, m0Read, makeInstruction, noMoreModifiers, parseModifiers, splitTokens, takeFlag, takeNumber, vgprFits, vOperand, vText, wordAt, } from './memory-common.js';
/** Throws the DecodeError of a rejected instruction. */
function fail(pc, w0, w1, reason) {
    throw new DecodeError(pc, [w0, w1], reason);
}
const ENCODING_BITS = 0b110110 << 26;
/** Offset syntaxes. */
const OFS_ONE = 0;
const OFS_TWO = 1;
const OFS_SWIZZLE = 2;
const OFS_NONE = 3;
/** GDS rules. */
const GDS_EITHER = 0;
const GDS_REQUIRED = 1;
const GDS_NEVER = 2;
/** Per-opcode decode arrays built once from the table. */
const NAME = new Array(256).fill(undefined);
const VDST = new Uint8Array(256);
const ADDR = new Uint8Array(256);
const DATA0 = new Uint8Array(256);
const DATA1 = new Uint8Array(256);
const OFFSET_KIND = new Uint8Array(256);
const GDS_RULE = new Uint8Array(256);
const GFX1013_ONLY = new Uint8Array(256);
const BY_NAME = new Map();
for (const [op, name, sig] of DS_TABLE) {
    NAME[op] = name;
    BY_NAME.set(name, op);
    for (const word of sig.split(' ')) {
        const c = word[0];
        const n = Number(word.slice(1));
        if (word === '!1030')
            GFX1013_ONLY[op] = 1;
        else if (word === 'o2')
            OFFSET_KIND[op] = OFS_TWO;
        else if (word === 'o0')
            OFFSET_KIND[op] = OFS_NONE;
        else if (word === 'sw')
            OFFSET_KIND[op] = OFS_SWIZZLE;
        else if (word === 'g')
            GDS_RULE[op] = GDS_EITHER;
        else if (word === 'G')
            GDS_RULE[op] = GDS_REQUIRED;
        else if (word === 'L')
            GDS_RULE[op] = GDS_NEVER;
        else if (c === 'v')
            VDST[op] = n;
        else if (c === 'a')
            ADDR[op] = 1;
        else if (c === 'd')
            DATA0[op] = n;
        else if (c === 'e')
            DATA1[op] = n;
    }
}
/** true when opcode `op` exists on `target`. */
function exists(op, target) {
    return NAME[op] !== undefined && !(GFX1013_ONLY[op] && target.mcpu === 'gfx1030');
}
function decodeDs(input) {
    const { words, index, pc, target } = input;
    const w0 = words[index] >>> 0;
    const w1 = wordAt(words, index, 1, pc, 'DS');
    const op = (w0 >>> 18) & 0xff;
    const gds = (w0 >>> 17) & 1;
    if (!exists(op, target))
        fail(pc, w0, w1, `unknown DS opcode ${op}`);
    const rule = GDS_RULE[op];
    if ((rule === GDS_REQUIRED && !gds) || (rule === GDS_NEVER && gds))
        fail(pc, w0, w1, `DS opcode ${op} with gds=${gds}`);
    const addr = w1 & 0xff;
    const data0 = (w1 >>> 8) & 0xff;
    const data1 = (w1 >>> 16) & 0xff;
    const vdst = w1 >>> 24;
    const offset0 = w0 & 0xff;
    const offset1 = (w0 >>> 8) & 0xff;
    if (!ADDR[op] && addr !== 0)
        fail(pc, w0, w1, 'unused addr field is not zero');
    if (DATA0[op] === 0 ? data0 !== 0 : !vgprFits(data0, DATA0[op]))
        fail(pc, w0, w1, 'bad data0');
    if (DATA1[op] === 0 ? data1 !== 0 : !vgprFits(data1, DATA1[op]))
        fail(pc, w0, w1, 'bad data1');
    if (VDST[op] === 0 ? vdst !== 0 : !vgprFits(vdst, VDST[op]))
        fail(pc, w0, w1, 'bad vdst');
    if (OFFSET_KIND[op] === OFS_NONE && (offset0 | offset1) !== 0)
        fail(pc, w0, w1, 'unused offset is not zero');
    return {
        encoding: 'DS',
        form: 'base',
        opcode: op,
        mnemonic: NAME[op],
        fields: { offset0, offset1, r16: (w0 >>> 16) & 1, gds, addr, data0, data1, vdst },
        literal: undefined,
        pc,
        size: 8,
    };
}
/** Lane selector names of the swizzle's QUAD_PERM mode and the 5-bit mask width. */
const BITMASK_MAX = 0x1f;
function isPow2(n) {
    return n > 0 && (n & (n - 1)) === 0;
}
/** LLVM's `offset:swizzle(...)` text of a ds_swizzle offset (empty for 0). */
export function swizzleText(imm) {
    if (imm === 0)
        return '';
    if ((imm & 0xff00) === 0x8000) {
        return ` offset:swizzle(QUAD_PERM,${imm & 3},${(imm >> 2) & 3},${(imm >> 4) & 3},${(imm >> 6) & 3})`;
    }
    if ((imm & 0x8000) !== 0)
        return ` offset:${imm}`;
    const and = imm & BITMASK_MAX;
    const or = (imm >> 5) & BITMASK_MAX;
    const xor = (imm >> 10) & BITMASK_MAX;
    if (and === BITMASK_MAX && or === 0 && isPow2(xor))
        return ` offset:swizzle(SWAP,${xor})`;
    if (and === BITMASK_MAX && or === 0 && xor > 0 && isPow2(xor + 1))
        return ` offset:swizzle(REVERSE,${xor + 1})`;
    const group = BITMASK_MAX - and + 1;
    if (group > 1 && isPow2(group) && or < group && xor === 0)
        return ` offset:swizzle(BROADCAST,${group},${or})`;
    const p0 = or ^ xor;
    const p1 = ((BITMASK_MAX & and) | or) ^ xor;
    let mask = '';
    for (let m = 1 << 4; m > 0; m >>= 1) {
        const a = p0 & m;
        const b = p1 & m;
        mask += a === b ? (a === 0 ? '0' : '1') : a === 0 ? 'p' : 'i';
    }
    return ` offset:swizzle(BITMASK_PERM,"${mask}")`;
}
function printDs(inst) {
    const f = inst.fields;
    const op = inst.opcode;
    const parts = [];
    if (VDST[op])
        parts.push(vText(f.vdst, VDST[op]));
    if (ADDR[op])
        parts.push(vText(f.addr, 1));
    if (DATA0[op])
        parts.push(vText(f.data0, DATA0[op]));
    if (DATA1[op])
        parts.push(vText(f.data1, DATA1[op]));
    let text = parts.length > 0 ? `${inst.mnemonic} ${parts.join(', ')}` : inst.mnemonic;
    const o0 = f.offset0;
    const o1 = f.offset1;
    const kind = OFFSET_KIND[op];
    if (kind === OFS_TWO) {
        if (o0)
            text += ` offset0:${o0}`;
        if (o1)
            text += ` offset1:${o1}`;
    }
    else if (kind === OFS_SWIZZLE) {
        text += swizzleText(o0 | (o1 << 8));
    }
    else if (kind === OFS_ONE && (o0 | o1) !== 0) {
        text += ` offset:${o0 | (o1 << 8)}`;
    }
    if (f.gds)
        text += ' gds';
    return text;
}
function encodeDs(inst) {
    const f = inst.fields;
    const w0 = ENCODING_BITS |
        (inst.opcode << 18) |
        ((f.gds ?? 0) << 17) |
        ((f.r16 ?? 0) << 16) |
        ((f.offset1 ?? 0) << 8) |
        (f.offset0 ?? 0);
    const w1 = (f.addr ?? 0) | ((f.data0 ?? 0) << 8) | ((f.data1 ?? 0) << 16) | ((f.vdst ?? 0) << 24);
    return [w0 >>> 0, w1 >>> 0];
}
function operandsDs(inst, target) {
    const f = inst.fields;
    const op = inst.opcode;
    const out = [];
    const vd = VDST[op];
    if (vd)
        out.push(vOperand('dst', f.vdst, vd, dataType(vd), 'vdst'));
    if (ADDR[op])
        out.push(vOperand('src', f.addr, 1, GDS_RULE[op] === GDS_REQUIRED ? 'b32' : 'u32', 'addr'));
    const d0 = DATA0[op];
    if (d0)
        out.push(vOperand('src', f.data0, d0, dataType(d0), 'data0'));
    const d1 = DATA1[op];
    if (d1)
        out.push(vOperand('src', f.data1, d1, dataType(d1), 'data1'));
    const kind = OFFSET_KIND[op];
    if (kind === OFS_TWO) {
        out.push({
            role: 'src',
            kind: 'immediate',
            value: f.offset0,
            dwords: 1,
            type: 'u32',
            implicit: false,
            field: 'offset0',
        });
        out.push({
            role: 'src',
            kind: 'immediate',
            value: f.offset1,
            dwords: 1,
            type: 'u32',
            implicit: false,
            field: 'offset1',
        });
    }
    else if (kind !== OFS_NONE) {
        const value = f.offset0 | (f.offset1 << 8);
        out.push({
            role: 'src',
            kind: 'immediate',
            value,
            dwords: 1,
            type: 'u16',
            implicit: false,
            field: 'offset',
        });
    }
    out.push(execRead(target));
    if (f.gds)
        out.push(m0Read());
    return out;
}
// ---------------------------------------------------------------------------------------------------
// Assembler
// ---------------------------------------------------------------------------------------------------
/** Parses the body of `swizzle(...)` into the 16-bit offset. */
function parseSwizzle(statement, body) {
    const args = body.split(',').map((s) => s.trim());
    const mode = (args[0] ?? '').toUpperCase();
    const nums = args.slice(1).map((a) => Number(a));
    const bad = () => asmFail(statement, `invalid swizzle(${body})`);
    if (mode === 'QUAD_PERM') {
        if (nums.length !== 4 || nums.some((n) => !Number.isInteger(n) || n < 0 || n > 3))
            bad();
        return (0x8000 |
            nums[0] |
            (nums[1] << 2) |
            (nums[2] << 4) |
            (nums[3] << 6));
    }
    if (mode === 'SWAP') {
        const n = nums[0];
        if (nums.length !== 1 || !Number.isInteger(n) || n < 1 || n > 16 || !isPow2(n))
            bad();
        return BITMASK_MAX | (n << 10);
    }
    if (mode === 'REVERSE') {
        const n = nums[0];
        if (nums.length !== 1 || !Number.isInteger(n) || n < 2 || n > 32 || !isPow2(n))
            bad();
        return BITMASK_MAX | ((n - 1) << 10);
    }
    if (mode === 'BROADCAST') {
        const [g, l] = nums;
        if (nums.length !== 2 || !isPow2(g) || g < 2 || g > 32 || !Number.isInteger(l) || l < 0 || l >= g)
            bad();
        return (BITMASK_MAX - g + 1) | (l << 5);
    }
    if (mode === 'BITMASK_PERM') {
        const m = /^"([01pi]{5})"$/.exec(args[1] ?? '');
        if (args.length !== 2 || !m)
            bad();
        let and = 0;
        let or = 0;
        let xor = 0;
        const mask = m[1];
        for (let i = 0; i < 5; i++) {
            const bit = 1 << (4 - i);
            const c = mask[i];
            if (c === '1')
                or |= bit;
            else if (c === 'p')
                and |= bit;
            else if (c === 'i') {
                and |= bit;
                xor |= bit;
            }
        }
        return and | (or << 5) | (xor << 10);
    }
    return bad();
}
function assembleDs(statement, target) {
    const op = BY_NAME.get(statement.mnemonic);
    if (op === undefined)
        return undefined;
    if (!exists(op, target))
        asmFail(statement, `${statement.mnemonic} is not available on ${target.mcpu}`);
    const { operands, modifiers } = splitTokens(statement, VDST[op] + ADDR[op] + DATA0[op] + DATA1[op] > 0);
    let k = 0;
    const fields = { offset0: 0, offset1: 0, r16: 0, gds: 0, addr: 0, data0: 0, data1: 0, vdst: 0 };
    if (VDST[op])
        fields.vdst = expectVgpr(statement, operands[k++], VDST[op], 'vdst');
    if (ADDR[op])
        fields.addr = expectVgpr(statement, operands[k++], 1, 'addr');
    if (DATA0[op])
        fields.data0 = expectVgpr(statement, operands[k++], DATA0[op], 'data0');
    if (DATA1[op])
        fields.data1 = expectVgpr(statement, operands[k++], DATA1[op], 'data1');
    if (k !== operands.length)
        asmFail(statement, `expected ${k} operands`);
    const mods = parseModifiers(statement, modifiers);
    fields.gds = takeFlag(mods, 'gds');
    const rule = GDS_RULE[op];
    if (rule === GDS_REQUIRED && !fields.gds)
        asmFail(statement, 'gds is required');
    if (rule === GDS_NEVER && fields.gds)
        asmFail(statement, 'gds is not allowed');
    const kind = OFFSET_KIND[op];
    if (kind === OFS_TWO) {
        fields.offset0 = takeNumber(statement, mods, 'offset0', 0, 255);
        fields.offset1 = takeNumber(statement, mods, 'offset1', 0, 255);
    }
    else if (kind !== OFS_NONE) {
        const text = mods.get('offset');
        let value = 0;
        if (text !== undefined && kind === OFS_SWIZZLE && /^swizzle\(.*\)$/i.test(text)) {
            mods.delete('offset');
            value = parseSwizzle(statement, text.slice(8, -1));
        }
        else {
            value = takeNumber(statement, mods, 'offset', 0, 0xffff);
        }
        fields.offset0 = value & 0xff;
        fields.offset1 = value >>> 8;
    }
    noMoreModifiers(statement, mods);
    return makeInstruction('DS', op, NAME[op], fields, undefined, 8);
}
/** The DS family. */
export const DS_FAMILY = {
    encodings: ['DS'],
    decode: decodeDs,
    print: printDs,
    encode: encodeDs,
    operands: operandsDs,
    assemble: assembleDs,
};
//# sourceMappingURL=ds.js.map