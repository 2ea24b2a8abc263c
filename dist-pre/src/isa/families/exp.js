import { AsmError, DecodeError } from '../errors.js';
import { EXP_TARGET_BY_NAME, EXP_TARGETS } from '../tables/exp.js';
import { execRead, parseVgpr } from './memory-common.js';
const RSV_MASK = 0x03ffe000;
function decodeExp(input) {
    const { words, index, pc } = input;
    const w0 = words[index] >>> 0;
    if (index + 1 >= words.length)
        throw new DecodeError(pc, [w0], 'truncated: EXP needs a second dword');
    const w1 = words[index + 1] >>> 0;
    const fields = {
        en: w0 & 15,
        tgt: (w0 >>> 4) & 63,
        compr: (w0 >>> 10) & 1,
        done: (w0 >>> 11) & 1,
        vm: (w0 >>> 12) & 1,
        rsv: w0 & RSV_MASK,
        vsrc0: w1 & 0xff,
        vsrc1: (w1 >>> 8) & 0xff,
        vsrc2: (w1 >>> 16) & 0xff,
        vsrc3: w1 >>> 24,
    };
    return {
        encoding: 'EXP',
        form: 'base',
        opcode: 0,
        mnemonic: 'exp',
        fields,
        literal: undefined,
        pc,
        size: 8,
    };
}
/** The VGPR shown in slot `n` (0..3): with compr, slots 0,1 show vsrc0 and slots 2,3 show vsrc1. */
function slotRegister(f, n) {
    const k = f.compr ? n >> 1 : n;
    return f[`vsrc${k}`];
}
function printExp(inst) {
    const f = inst.fields;
    const tgt = f.tgt;
    let s = `exp ${EXP_TARGETS[tgt] ?? `invalid_target_${tgt}`} `;
    for (let n = 0; n < 4; n++) {
        if (n > 0)
            s += ', ';
        s += f.en & (1 << n) ? `v${slotRegister(f, n)}` : 'off';
    }
    if (f.done)
        s += ' done';
    if (f.compr)
        s += ' compr';
    if (f.vm)
        s += ' vm';
    return s;
}
function encodeExp(inst) {
    const f = inst.fields;
    const w0 = (0b111110 << 26) |
        (f.en & 15) |
        ((f.tgt & 63) << 4) |
        ((f.compr & 1) << 10) |
        ((f.done & 1) << 11) |
        ((f.vm & 1) << 12) |
        (f.rsv & RSV_MASK);
    const w1 = (f.vsrc0 & 0xff) |
        ((f.vsrc1 & 0xff) << 8) |
        ((f.vsrc2 & 0xff) << 16) |
        ((f.vsrc3 & 0xff) << 24);
    return [w0 >>> 0, w1 >>> 0];
}
/**
 * Operands: the exported VGPRs (enabled channels, in slot order; with compr each enabled slot pair
 * is one packed v2b16 register), then the implicit EXEC read.
 */
function operandsExp(inst, target) {
    const f = inst.fields;
    const out = [];
    const en = f.en;
    const slots = f.compr ? 2 : 4;
    for (let k = 0; k < slots; k++) {
        const enabled = f.compr ? (en >> (2 * k)) & 3 : (en >> k) & 1;
        if (!enabled)
            continue;
        out.push({
            role: 'src',
            kind: 'vgpr',
            value: f[`vsrc${k}`],
            dwords: 1,
            type: f.compr ? 'v2b16' : 'b32',
            implicit: false,
            field: `vsrc${k}`,
        });
    }
    out.push(execRead(target));
    return out;
}
/** Assembles `exp <target> <src0>, <src1>, <src2>, <src3> [done] [compr] [vm]` as LLVM does. */
function assembleExp(statement) {
    if (statement.mnemonic !== 'exp')
        return undefined;
    const fail = (reason) => {
        throw new AsmError(statement.line, statement.text, reason);
    };
    const tokens = statement.tokens.map((t) => t.text.toLowerCase());
    const tgt = EXP_TARGET_BY_NAME.get(tokens[0] ?? '');
    if (tgt === undefined)
        fail(`invalid export target '${tokens[0] ?? ''}'`);
    const regs = [];
    for (let n = 1; n <= 4; n++) {
        const t = tokens[n];
        if (t === undefined)
            fail('exp needs four sources');
        if (t === 'off')
            regs.push(undefined);
        else {
            const r = parseVgpr(t);
            if (r?.dwords !== 1)
                fail(`invalid export source '${t}'`);
            regs.push(r?.first);
        }
    }
    const flags = { done: 0, compr: 0, vm: 0 };
    for (const t of tokens.slice(5)) {
        if (t !== 'done' && t !== 'compr' && t !== 'vm')
            fail(`invalid modifier '${t}'`);
        if (flags[t])
            fail(`duplicate modifier '${t}'`);
        flags[t] = 1;
    }
    if (flags.compr) {
        regs[1] = regs[2];
        regs[2] = undefined;
        regs[3] = undefined;
    }
    let en = 0;
    regs.forEach((r, i) => {
        if (r !== undefined)
            en |= flags.compr ? 3 << (2 * i) : 1 << i;
    });
    const fields = {
        en,
        tgt: tgt,
        compr: flags.compr,
        done: flags.done,
        vm: flags.vm,
        rsv: 0,
        vsrc0: regs[0] ?? 0,
        vsrc1: regs[1] ?? 0,
        vsrc2: regs[2] ?? 0,
        vsrc3: regs[3] ?? 0,
    };
    return {
        encoding: 'EXP',
        form: 'base',
        opcode: 0,
        mnemonic: 'exp',
        fields,
        literal: undefined,
        pc: 0,
        size: 8,
    };
}
/** The EXP encoding family. */
export const expFamily = {
    encodings: ['EXP'],
    decode: decodeExp,
    print: printExp,
    encode: encodeExp,
    operands: operandsExp,
    assemble: assembleExp,
};
//# sourceMappingURL=exp.js.map