import { DecodeError } from '../errors.js';
import { LITERAL_CODE } from '../operands.js';
import { parseImplicit, parseSlots, } from '../tables/scalar-spec.js';
import { SOP1_ROWS } from '../tables/sop1.js';
import { SOP2_ROWS } from '../tables/sop2.js';
import { SOPC_ROWS } from '../tables/sopc.js';
import { SOPK_ROWS } from '../tables/sopk.js';
import { asmFail, implicitOperands, makeInstruction, operandText, splitOperands } from './scalar-common.js';
import { decText, hexText, hwregText, parseHwreg, parseVersion, versionText } from './scalar-imm.js';
import { destClass, imm32Text, imm32Value, immediateCode, isLiteral, literalText, parseInteger, registerCode, scalarOperand, sourceClass, } from './scalar-operands.js';
/** Fixed bits, opcode position and opcode count of each encoding. */
const LAYOUT = {
    SOP1: { base: 0xbe800000, opShift: 8, opBits: 8 },
    SOP2: { base: 0x80000000, opShift: 23, opBits: 7 },
    SOPC: { base: 0xbf000000, opShift: 16, opBits: 7 },
    SOPK: { base: 0xb0000000, opShift: 23, opBits: 5 },
};
function slotField(slot) {
    switch (slot) {
        case 'D':
        case 'd':
        case 'M':
            return 'sdst';
        case 'S':
        case 'R':
            return 'ssrc0';
        case 'T':
            return 'ssrc1';
        case 'L':
            return '';
        default:
            return 'simm16';
    }
}
function slotClass(spec) {
    switch (spec.slot) {
        case 'D':
        case 'd':
        case 'M':
            return destClass(spec.dwords);
        case 'S':
        case 'T':
            return sourceClass(spec.dwords, false);
        case 'R':
            return sourceClass(spec.dwords, true);
        default:
            return undefined;
    }
}
function buildInfos(encoding, rows) {
    const infos = new Array(1 << LAYOUT[encoding].opBits).fill(undefined);
    for (const [opcode, mnemonic, spec, implicit] of rows) {
        const slots = parseSlots(spec).map((s) => ({
            ...s,
            field: slotField(s.slot),
            cls: slotClass(s),
        }));
        infos[opcode] = {
            encoding,
            opcode,
            mnemonic,
            slots,
            implicit: parseImplicit(implicit),
            literalSlots: slots.filter((s) => s.cls !== undefined && s.cls.literal !== 'none'),
            alwaysLiteral: slots.some((s) => s.slot === 'L'),
        };
    }
    return infos;
}
const INFOS = {
    SOP1: buildInfos('SOP1', SOP1_ROWS),
    SOP2: buildInfos('SOP2', SOP2_ROWS),
    SOPC: buildInfos('SOPC', SOPC_ROWS),
    SOPK: buildInfos('SOPK', SOPK_ROWS),
};
/** Every SOP mnemonic, for the assembler. */
const BY_MNEMONIC = (() => {
    const map = new Map();
    for (const infos of Object.values(INFOS))
        for (const info of infos)
            if (info)
                map.set(info.mnemonic, info);
    return map;
})();
/** True when `encoding` is one of this module's. */
export function isSopEncoding(encoding) {
    return encoding === 'SOP1' || encoding === 'SOP2' || encoding === 'SOPC' || encoding === 'SOPK';
}
function fieldsOf(encoding, word) {
    switch (encoding) {
        case 'SOP1':
            return { sdst: (word >>> 16) & 0x7f, ssrc0: word & 0xff };
        case 'SOP2':
            return { sdst: (word >>> 16) & 0x7f, ssrc0: word & 0xff, ssrc1: (word >>> 8) & 0xff };
        case 'SOPC':
            return { ssrc0: word & 0xff, ssrc1: (word >>> 8) & 0xff };
        case 'SOPK':
            return { sdst: (word >>> 16) & 0x7f, simm16: word & 0xffff };
    }
}
/**
 * Decodes a SOP1/SOP2/SOPC/SOPK instruction.
 * @throws DecodeError for unassigned opcodes, operand codes LLVM rejects and a missing literal.
 */
export function decodeSop(input, encoding) {
    const { words, index, pc } = input;
    const word = words[index] >>> 0;
    const layout = LAYOUT[encoding];
    const opcode = (word >>> layout.opShift) & ((1 << layout.opBits) - 1);
    const info = INFOS[encoding][opcode];
    if (info === undefined)
        throw new DecodeError(pc, [word], `unknown ${encoding} opcode ${opcode}`);
    const fields = fieldsOf(encoding, word);
    let needsLiteral = info.alwaysLiteral;
    for (const slot of info.slots) {
        const cls = slot.cls;
        if (cls === undefined)
            continue;
        const code = fields[slot.field];
        if (isLiteral(cls, code))
            needsLiteral = true;
        else if (cls.text[code] === undefined) {
            throw new DecodeError(pc, [word], `${info.mnemonic}: ${slot.field} code ${code} is not a valid ${cls.name} operand`);
        }
    }
    let literal;
    if (needsLiteral) {
        if (index + 1 >= words.length)
            throw new DecodeError(pc, [word], `${info.mnemonic}: truncated, literal dword missing`);
        literal = words[index + 1] >>> 0;
    }
    return {
        encoding,
        form: 'base',
        opcode,
        mnemonic: info.mnemonic,
        fields,
        literal,
        pc,
        size: needsLiteral ? 8 : 4,
    };
}
function infoOf(inst) {
    const info = INFOS[inst.encoding][inst.opcode];
    if (info === undefined)
        throw new DecodeError(inst.pc, [], `unknown ${inst.encoding} opcode ${inst.opcode}`);
    return info;
}
function immediateText(slot, v, target) {
    switch (slot.slot) {
        case 'Kx':
            return hexText(v);
        case 'Kb':
            return String(v);
        case 'Kh':
            return hwregText(v, target.mcpu);
        case 'Kv':
            return versionText(v);
        default:
            return decText(v);
    }
}
/** LLVM text of a SOP1/SOP2/SOPC/SOPK instruction. */
export function printSop(inst, target) {
    const info = infoOf(inst);
    let out = info.mnemonic;
    let sep = ' ';
    for (const slot of info.slots) {
        let text;
        if (slot.slot === 'L')
            text = imm32Text(inst.literal ?? 0);
        else if (slot.cls === undefined)
            text = immediateText(slot, inst.fields[slot.field], target);
        else {
            const code = inst.fields[slot.field];
            text = isLiteral(slot.cls, code)
                ? literalText(slot.cls, inst.literal ?? 0)
                : slot.cls.text[code];
        }
        out += sep + text;
        sep = ', ';
    }
    return out;
}
/** The instruction's dwords: the SOP word and its literal when it has one. */
export function encodeSop(inst) {
    const encoding = inst.encoding;
    const f = inst.fields;
    const layout = LAYOUT[encoding];
    let word = layout.base | (inst.opcode << layout.opShift);
    switch (encoding) {
        case 'SOP1':
            word |= (f.sdst << 16) | f.ssrc0;
            break;
        case 'SOP2':
            word |= (f.sdst << 16) | (f.ssrc1 << 8) | f.ssrc0;
            break;
        case 'SOPC':
            word |= (f.ssrc1 << 8) | f.ssrc0;
            break;
        case 'SOPK':
            word |= (f.sdst << 16) | f.simm16;
            break;
    }
    return inst.literal === undefined ? [word >>> 0] : [word >>> 0, inst.literal >>> 0];
}
/** Explicit operands in text order (a read-write sdst gives a dst and a src entry), then implicit ones. */
export function operandsSop(inst, target) {
    const info = infoOf(inst);
    const out = [];
    for (const slot of info.slots) {
        if (slot.slot === 'L') {
            out.push({
                role: 'src',
                kind: 'literal',
                value: (inst.literal ?? 0) >>> 0,
                dwords: 1,
                type: slot.type,
                implicit: false,
                field: 'literal',
            });
            continue;
        }
        const code = inst.fields[slot.field];
        if (slot.cls === undefined) {
            const value = slot.type === 'i16' ? (code << 16) >> 16 : code;
            out.push({
                role: 'src',
                kind: 'immediate',
                value,
                dwords: 1,
                type: slot.type,
                implicit: false,
                field: slot.field,
            });
            continue;
        }
        const write = slot.slot === 'D' || slot.slot === 'M';
        const read = slot.slot !== 'D';
        if (write)
            out.push(scalarOperand('dst', slot.cls, code, slot.type, slot.field, inst.literal));
        if (read)
            out.push(scalarOperand('src', slot.cls, code, slot.type, slot.field, inst.literal));
    }
    out.push(...implicitOperands(info.implicit, target));
    return out;
}
/** Parses a 16-bit immediate of slot `slot` (type i16 also takes -32768..-1). */
function parseK(statement, slot, text, target) {
    let v;
    if (slot.slot === 'Kh')
        v = parseHwreg(text, target.mcpu);
    else if (slot.slot === 'Kv')
        v = parseVersion(text);
    else {
        const n = parseInteger(text);
        const min = slot.type === 'i16' ? -0x8000 : 0;
        v = n !== undefined && n >= min && n <= 0xffff ? n & 0xffff : undefined;
    }
    if (v === undefined)
        asmFail(statement, `invalid ${slot.field} operand '${text}'`);
    return v;
}
/**
 * Assembles a SOP1/SOP2/SOPC/SOPK statement into LLVM's canonical encoding, or returns undefined when
 * the mnemonic is not one of these encodings'.
 */
export function assembleSop(statement, target) {
    const info = BY_MNEMONIC.get(statement.mnemonic);
    if (info === undefined)
        return undefined;
    const texts = splitOperands(operandText(statement));
    if (texts.length !== info.slots.length) {
        asmFail(statement, `${info.mnemonic} takes ${info.slots.length} operands, got ${texts.length}`);
    }
    const fields = fieldsOf(info.encoding, 0);
    let literal;
    info.slots.forEach((slot, i) => {
        const text = texts[i];
        if (slot.slot === 'L') {
            const v = imm32Value(text);
            if (v === undefined)
                asmFail(statement, `invalid literal '${text}'`);
            literal = v;
            return;
        }
        if (slot.cls === undefined) {
            fields[slot.field] = parseK(statement, slot, text, target);
            return;
        }
        const reg = registerCode(slot.cls, text);
        if (reg !== undefined) {
            fields[slot.field] = reg;
            return;
        }
        const imm = slot.cls.literal === 'lit32' || slot.cls.literal === 'lit64'
            ? immediateCode(text, slot.cls.dwords)
            : undefined;
        if (imm === undefined)
            asmFail(statement, `invalid operand '${text}' for ${slot.cls.name}`);
        if (imm.code === LITERAL_CODE) {
            if (literal !== undefined && literal !== imm.literal)
                asmFail(statement, 'only one unique literal operand is allowed');
            literal = imm.literal;
        }
        fields[slot.field] = imm.code;
    });
    return makeInstruction(info.encoding, info.opcode, info.mnemonic, fields, literal);
}
/** The table row facts of an SOP opcode, for the control-flow helpers. */
export function sopMnemonic(encoding, opcode) {
    return INFOS[encoding][opcode]?.mnemonic;
}
//# sourceMappingURL=scalar-sop.js.map