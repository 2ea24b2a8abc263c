import { AsmError } from '../errors.js';
import { vop3pTable } from '../tables/vop3p.js';
import { ConstantBus, encodeConstant, LDS_DIRECT, parseBitList, parseRegister, parseSource, } from './vop3-asm-operands.js';
const BY_NAME = new Map();
function byName(mcpu) {
    let map = BY_NAME.get(mcpu);
    if (!map) {
        map = new Map();
        for (const op of vop3pTable(mcpu))
            if (op)
                map.set(op.mnemonic, op);
        BY_NAME.set(mcpu, map);
    }
    return map;
}
function constantClass(op) {
    switch (op.kind) {
        case 'pkf':
        case 'dotf':
            return 'v2f16';
        case 'mix':
            return 'f16';
        case 'pki':
        case 'doti':
            return 'b32';
    }
}
/** Modifier names in the order LLVM accepts them. */
const ORDER = ['op_sel', 'op_sel_hi', 'neg_lo', 'neg_hi'];
/** Assembles a VOP3P statement, or returns undefined when the mnemonic is not a VOP3P one. */
export function assembleVop3p(statement, target) {
    const forced = statement.mnemonic.endsWith('_e64');
    const op = byName(target.mcpu).get(forced ? statement.mnemonic.slice(0, -4) : statement.mnemonic);
    if (!op)
        return undefined;
    const fail = (reason) => {
        throw new AsmError(statement.line, statement.text, reason);
    };
    const tokens = statement.tokens;
    let n = 0;
    while (n < tokens.length && tokens[n]?.afterComma)
        n++;
    if (n !== op.sources + 1)
        fail(`expected ${op.sources + 1} operands, found ${n}`);
    const dst = parseRegister((tokens[0]?.text ?? '').toLowerCase());
    if (!dst || dst.code < 256 || dst.dwords !== 1)
        return fail(`invalid destination '${tokens[0]?.text}'`);
    const mix = op.kind === 'mix';
    const codes = [0, 0, 0];
    let negLo = 0;
    let negHi = 0;
    const bus = new ConstantBus();
    for (let s = 0; s < op.sources; s++) {
        const text = (tokens[s + 1]?.text ?? '').toLowerCase();
        const src = parseSource(text);
        if (typeof src === 'string')
            return fail(src);
        if (src.sext || (!mix && (src.neg || src.abs)))
            fail('not a valid operand.');
        if (src.neg)
            negLo |= 1 << s;
        if (src.abs)
            negHi |= 1 << s;
        if (src.reg) {
            const { code, dwords } = src.reg;
            if (dwords > 1)
                fail('invalid operand for instruction');
            if (code === LDS_DIRECT) {
                if (s !== 0)
                    fail('lds_direct may be used as src0 only');
                if (op.mnemonic.includes('rev'))
                    fail('lds_direct cannot be used with this instruction');
            }
            bus.addRegister(code, 1);
            codes[s] = code;
        }
        else {
            const enc = src.num ? encodeConstant(src.num, constantClass(op)) : undefined;
            if (!enc)
                return fail('invalid operand for instruction');
            if (enc.literal !== undefined)
                bus.addLiteral(enc.literal, 1);
            codes[s] = enc.code;
        }
    }
    let opsel = 0;
    let opselHi = mix ? 0 : 7;
    let clamp = 0;
    let rank = -1;
    for (const token of tokens.slice(n)) {
        const t = token.text.toLowerCase();
        const r = t === 'clamp' ? ORDER.length : ORDER.findIndex((name) => t.startsWith(`${name}:`));
        if (r < 0 || r <= rank)
            fail(`not a valid operand: '${token.text}'`);
        rank = r;
        if (r === ORDER.length) {
            clamp = 1;
            continue;
        }
        const name = ORDER[r];
        if (mix && r >= 2)
            fail('not a valid operand.');
        const list = parseBitList(t, name);
        if (!list || list.length !== op.sources)
            return fail(`invalid ${name} list '${token.text}'`);
        let bits = 0;
        list.forEach((b, i) => {
            bits |= b << i;
        });
        if (r === 0)
            opsel = bits;
        else if (r === 1)
            opselHi = mix || op.sources === 3 ? bits : bits | 4;
        else if (r === 2)
            negLo = bits;
        else
            negHi = bits;
    }
    const reason = bus.check(2);
    if (reason)
        fail(reason);
    const f = {
        op: op.opcode,
        vdst: dst.code - 256,
        negHi,
        opsel,
        opselHi,
        clamp,
        src0: codes[0],
        src1: codes[1],
        src2: codes[2],
        negLo,
    };
    const literal = bus.literal;
    return {
        encoding: 'VOP3P',
        form: 'base',
        opcode: op.opcode,
        mnemonic: op.mnemonic,
        fields: f,
        literal,
        pc: 0,
        size: literal === undefined ? 8 : 12,
    };
}
//# sourceMappingURL=vop3p-asm.js.map