import { DecodeError } from '../errors.js';
import { parseImplicit } from '../tables/scalar-spec.js';
import { SOPP_ROWS } from '../tables/sopp.js';
import { asmFail, implicitOperands, makeInstruction, operandText } from './scalar-common.js';
import { decText, depctrText, hexText, parseDepctr, parseSendmsg, parseWaitcnt, sendmsgText, waitcntText, } from './scalar-imm.js';
import { parseInteger } from './scalar-operands.js';
const INFOS = (() => {
    const infos = new Array(128).fill(undefined);
    for (const [opcode, mnemonic, style, implicit] of SOPP_ROWS) {
        infos[opcode] = { opcode, mnemonic, style, implicit: parseImplicit(implicit) };
    }
    return infos;
})();
const BY_MNEMONIC = new Map(INFOS.filter((i) => i !== undefined).map((i) => [i.mnemonic, i]));
/** The SOPP style of `opcode`, or undefined when unassigned. */
export function soppStyle(opcode) {
    return INFOS[opcode]?.style;
}
/**
 * Decodes a SOPP instruction.
 * @throws DecodeError for unassigned opcodes and a nonzero simm16 on operand-less opcodes.
 */
export function decodeSopp(input) {
    const { words, index, pc } = input;
    const word = words[index] >>> 0;
    const opcode = (word >>> 16) & 0x7f;
    const info = INFOS[opcode];
    if (info === undefined)
        throw new DecodeError(pc, [word], `unknown SOPP opcode ${opcode}`);
    const simm16 = word & 0xffff;
    if (info.style === 'none' && simm16 !== 0) {
        throw new DecodeError(pc, [word], `${info.mnemonic} takes no operand but simm16 is ${simm16}`);
    }
    return {
        encoding: 'SOPP',
        form: 'base',
        opcode,
        mnemonic: info.mnemonic,
        fields: { simm16 },
        literal: undefined,
        pc,
        size: 4,
    };
}
function infoOf(inst) {
    const info = INFOS[inst.opcode];
    if (info === undefined)
        throw new DecodeError(inst.pc, [], `unknown SOPP opcode ${inst.opcode}`);
    return info;
}
/** LLVM text of a SOPP instruction. */
export function printSopp(inst, target) {
    const info = infoOf(inst);
    const v = inst.fields.simm16;
    switch (info.style) {
        case 'none':
            return info.mnemonic;
        case 'endpgm':
            return v === 0 ? info.mnemonic : `${info.mnemonic} ${v}`;
        case 'branch':
            return `${info.mnemonic} ${v}`;
        case 'dec':
            return `${info.mnemonic} ${decText(v)}`;
        case 'hex':
            return `${info.mnemonic} ${hexText(v)}`;
        case 'waitcnt':
            return `${info.mnemonic} ${waitcntText(v)}`;
        case 'sendmsg':
            return `${info.mnemonic} ${sendmsgText(v)}`;
        case 'depctr':
            return `${info.mnemonic} ${depctrText(v, target.mcpu)}`;
    }
}
/** The SOPP word. */
export function encodeSopp(inst) {
    return [(0xbf800000 | (inst.opcode << 16) | (inst.fields.simm16 & 0xffff)) >>> 0];
}
/** The simm16 (sign-extended for branches) as an immediate operand, then implicit accesses. */
export function operandsSopp(inst, target) {
    const info = infoOf(inst);
    const out = [];
    const v = inst.fields.simm16;
    if (info.style !== 'none') {
        const branch = info.style === 'branch';
        out.push({
            role: 'src',
            kind: 'immediate',
            value: branch ? (v << 16) >> 16 : v,
            dwords: 1,
            type: branch ? 'i16' : 'u16',
            implicit: false,
            field: 'simm16',
        });
    }
    out.push(...implicitOperands(info.implicit, target));
    return out;
}
function parseOperand(style, text, target) {
    switch (style) {
        case 'waitcnt':
            return parseWaitcnt(text);
        case 'sendmsg':
            return parseSendmsg(text);
        case 'depctr':
            return parseDepctr(text, target.mcpu);
        default: {
            const n = parseInteger(text);
            return n !== undefined && n >= -0x8000 && n <= 0xffff ? n & 0xffff : undefined;
        }
    }
}
/** Assembles a SOPP statement, or returns undefined for mnemonics that are not SOPP. */
export function assembleSopp(statement, target) {
    const info = BY_MNEMONIC.get(statement.mnemonic);
    if (info === undefined)
        return undefined;
    const text = operandText(statement);
    let simm16 = 0;
    if (info.style === 'none') {
        if (text.length > 0)
            asmFail(statement, `${info.mnemonic} takes no operand`);
    }
    else if (text.length > 0 || info.style !== 'endpgm') {
        const v = parseOperand(info.style, text, target);
        if (v === undefined)
            asmFail(statement, `invalid ${info.mnemonic} operand '${text}'`);
        simm16 = v;
    }
    return makeInstruction('SOPP', info.opcode, info.mnemonic, { simm16 }, undefined);
}
//# sourceMappingURL=scalar-sopp.js.map