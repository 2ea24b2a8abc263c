/**
 * The 32-bit VALU encodings VOP1, VOP2 and VOPC, with their DPP16, DPP8 and SDWA extension dwords, the
 * trailing literal and the K constant of the madmk/madak-style ops. The operation table is
 * tables/valu.ts; this file decodes (with LLVM's validity rules), prints LLVM text, re-encodes and
 * describes operands. Assembly lives in vop-asm.ts.
 *
 * Instruction fields: `op`, `vdst` (VOP1/VOP2), `vsrc1` (VOP2/VOPC), `src0` (the 9-bit field: 250, 233,
 * 234 or 249 select the extended forms) and `ext` (the DPP/SDWA dword, 0 for e32). The literal (or K)
 * is `Instruction.literal`.
 */
import { InternalError } from '../../util/errors.js';
import { DecodeError } from '../errors.js';
import { DPP8_CODE, DPP8FI_CODE, DPP16_CODE, LITERAL_CODE, SDWA_CODE, VGPR_BASE } from '../operands.js';
import { VOP1_BY_OPCODE, VOP2_BY_OPCODE, VOPC_BY_OPCODE } from '../tables/valu.js';
import { assembleVop } from './vop-asm.js';
import { checkVop } from './vop-check.js';
import { dpp8ControlText, dpp16ControlText } from './vop-dpp.js';
import { vopOperands } from './vop-operands.js';
import { OMOD_TEXT, sdwaSelText, sdwaUnusedText } from './vop-sdwa.js';
import { constantWidth, isInt16Type, literalSourceText, scalarSourceText, vsrcText } from './vsrc.js';
/** The operation an instruction of this family performs on `target`. */
export function vopOp(inst, target) {
    const table = inst.encoding === 'VOP1' ? VOP1_BY_OPCODE : inst.encoding === 'VOP2' ? VOP2_BY_OPCODE : VOPC_BY_OPCODE;
    const op = table[target.mcpu][inst.opcode];
    if (!op)
        throw new InternalError(`${inst.encoding} opcode ${inst.opcode} is not in the VALU table`);
    return op;
}
/** The 32-bit field layout of the first dword, for encoding. */
function firstWord(encoding, f) {
    const src0 = f.src0 ?? 0;
    if (encoding === 'VOP1')
        return (0x7e000000 | ((f.vdst ?? 0) << 17) | ((f.op ?? 0) << 9) | src0) >>> 0;
    if (encoding === 'VOP2')
        return (((f.op ?? 0) << 25) | ((f.vdst ?? 0) << 17) | ((f.vsrc1 ?? 0) << 9) | src0) >>> 0;
    return (0x7c000000 | ((f.op ?? 0) << 17) | ((f.vsrc1 ?? 0) << 9) | src0) >>> 0;
}
function reject(input, words, reason) {
    throw new DecodeError(input.pc, words, reason);
}
/** Whether the op's e32 text carries `_e32` (LLVM adds it where a VOP3 form exists). */
function e32Suffix(op) {
    return op.vop3Opcode !== undefined && (op.dst !== undefined || op.srcs.length > 0) ? '_e32' : '';
}
/**
 * Text of every operand of an instruction and its trailing modifiers, or a reason string when LLVM
 * rejects the encoding. Shared by decode (validity) and print (text), so the two cannot disagree.
 */
function render(encoding, form, op, f, literal, target) {
    const vcc = target.wave64 ? 'vcc' : 'vcc_lo';
    const name = op.name;
    const src0Code = f.src0 ?? 0;
    const vdst = f.vdst ?? 0;
    const vsrc1 = f.vsrc1 ?? 0;
    const ext = f.ext ?? 0;
    const s0 = op.srcs[0];
    const s1 = op.srcs[1];
    if (!s0 && !op.dst) {
        // No-operand ops: vdst must be zero (src0 is ignored); v_illegal is the all-zero dword only.
        if (name === 'v_illegal') {
            return vdst === 0 && vsrc1 === 0 && src0Code === 0
                ? { text: name }
                : { reason: 'v_illegal with operand bits' };
        }
        return vdst === 0 ? { text: name } : { reason: `${name} with a vdst` };
    }
    let dstText = '';
    if (op.dst) {
        if (op.dst.file === 'sgpr') {
            // LLVM decodes any scalar-space code here, flagging constants and src_lds_direct.
            if (vdst === LITERAL_CODE) {
                if (literal === undefined)
                    return { reason: 'missing literal' };
                dstText = `${literalSourceText(literal, 'b32')}/*Invalid immediate*/`;
            }
            else {
                const t = scalarSourceText(vdst, 1, 32);
                if (t === undefined)
                    return { reason: `bad SGPR destination ${vdst}` };
                if ((vdst >= 128 && vdst <= 208) || (vdst >= 240 && vdst <= 248))
                    dstText = `${t}/*Invalid immediate*/`;
                else if (vdst === 254)
                    dstText = `${t}/*Invalid register, operand has 'SReg_32' register class*/`;
                else
                    dstText = t;
            }
        }
        else {
            if (vdst + op.dst.dwords > 256)
                return { reason: `VGPR destination v${vdst} out of range` };
            dstText = op.dst.dwords === 1 ? `v${vdst}` : `v[${vdst}:${vdst + op.dst.dwords - 1}]`;
        }
    }
    const carry = op.readsVcc && op.writesVcc;
    if (form === 'e32') {
        let t0 = vsrcText(src0Code, s0?.dwords ?? 1, s0?.type ?? 'b32', literal);
        if (t0 === undefined)
            return { reason: `bad src0 code ${src0Code}` };
        if (op.src0Class !== 'vsrc')
            t0 += classComment(src0Code, op.src0Class);
        const parts = [];
        if (encoding === 'VOPC') {
            if (op.writesVcc)
                parts.push(vcc);
        }
        else {
            parts.push(dstText);
            if (carry)
                parts.push(vcc);
        }
        parts.push(t0);
        if (s1) {
            if (vsrc1 + s1.dwords > 256)
                return { reason: `VGPR src1 v${vsrc1} out of range` };
            const t1 = s1.dwords === 1 ? `v${vsrc1}` : `v[${vsrc1}:${vsrc1 + s1.dwords - 1}]`;
            if (op.constantK === 'mk')
                parts.push(kText(literal ?? 0), t1);
            else if (op.constantK === 'ak')
                parts.push(t1, kText(literal ?? 0));
            else
                parts.push(t1);
        }
        if (op.readsVcc)
            parts.push(vcc);
        return { text: `${name}${e32Suffix(op)} ${parts.join(', ')}` };
    }
    if (form !== 'sdwa') {
        let t0 = `v${ext & 0xff}`;
        let t1 = `v${vsrc1}`;
        if (form === 'dpp16') {
            // Modifier bits exist only where the op has float modifiers; VOP1 has no src1 bits.
            if (encoding === 'VOP1' && (ext & 0x00c00000) !== 0)
                return { reason: 'VOP1 DPP with src1 modifiers' };
            // v_dot4c_i32_i8 (gfx1030) is the one integer op whose DPP form ignores these bits.
            if (!hasFloatMods(op) && op.name !== 'v_dot4c_i32_i8' && (ext & 0x00f00000) !== 0) {
                return { reason: 'DPP modifiers on an integer op' };
            }
            t0 = dppSource(t0, op, 0, (ext >>> 20) & 3);
            t1 = dppSource(t1, op, 1, (ext >>> 22) & 3);
        }
        const parts = [dstText];
        if (carry)
            parts.push(vcc);
        parts.push(t0);
        if (s1)
            parts.push(t1);
        if (op.readsVcc)
            parts.push(vcc);
        const controls = form === 'dpp16' ? dpp16ControlText(ext) : dpp8ControlText(ext, src0Code === DPP8FI_CODE);
        return { text: `${name}_dpp ${parts.join(', ')}${controls}` };
    }
    // SDWA
    if (encoding === 'VOP1' && (ext & 0xbf000000) !== 0)
        return { reason: 'VOP1 SDWA with src1 fields' };
    if (encoding !== 'VOPC') {
        if (((ext >>> 8) & 7) === 7)
            return { reason: 'SDWA dst_sel 7' };
        if ((ext & 0xc000) !== 0 && !op.dstFloat)
            return { reason: 'SDWA omod on a non-float result' };
    }
    else if (!op.writesVcc && (ext & 0x8000) !== 0)
        return { reason: 'v_cmpx SDWA with an SGPR destination' };
    const src0Text = sdwaSource(ext & 0xff, ((ext >>> 23) & 1) !== 0, s0?.type ?? 'b32');
    if (src0Text === undefined)
        return { reason: `bad SDWA src0 ${ext & 0xff}` };
    const parts = [];
    if (encoding === 'VOPC') {
        if (((ext >>> 15) & 1) !== 0) {
            const code = (ext >>> 8) & 0x7f;
            const t = scalarSourceText(code, target.wave64 ? 2 : 1, 32);
            if (t === undefined)
                return { reason: `bad SDWA sdst ${code}` };
            parts.push(t);
        }
        else if (op.writesVcc) {
            parts.push(vcc);
        }
    }
    else {
        parts.push(dstText);
        if (carry)
            parts.push(vcc);
    }
    const m0 = sdwaMods(src0Text, (ext >>> 16) & 0xff, floatMods(op, 0));
    if (m0 === undefined)
        return { reason: 'SDWA src0 modifiers do not fit the operand type' };
    parts.push(m0);
    if (s1) {
        const t1 = sdwaSource(vsrc1, ((ext >>> 31) & 1) !== 0, s1.type);
        if (t1 === undefined)
            return { reason: `bad SDWA src1 ${vsrc1}` };
        const m1 = sdwaMods(t1, (ext >>> 24) & 0xff, floatMods(op, 1));
        if (m1 === undefined)
            return { reason: 'SDWA src1 modifiers do not fit the operand type' };
        parts.push(m1);
    }
    if (op.readsVcc)
        parts.push(vcc);
    let tail = '';
    if (encoding !== 'VOPC') {
        if ((ext >>> 13) & 1)
            tail += ' clamp';
        const omod = OMOD_TEXT[(ext >>> 14) & 3];
        if (omod)
            tail += ` ${omod}`;
        tail += ` dst_sel:${sdwaSelText((ext >>> 8) & 7)} dst_unused:${sdwaUnusedText((ext >>> 11) & 3)}`;
    }
    tail += ` src0_sel:${sdwaSelText((ext >>> 16) & 7)}`;
    if (s1)
        tail += ` src1_sel:${sdwaSelText((ext >>> 24) & 7)}`;
    return { text: `${name}_sdwa ${parts.join(', ')}${tail}` };
}
/** Whether source `i` of `op` takes float modifiers (neg/abs) rather than integer ones (sext). */
export function floatMods(op, i) {
    return op.srcFloatMods[i] === true;
}
/** Whether any source of `op` takes float modifiers (DPP16 then has modifier bits for both sources). */
export function hasFloatMods(op) {
    return op.srcFloatMods[0] || op.srcFloatMods[1];
}
/** DPP16 source text with its two modifier bits (neg/abs for float sources, neg = sext for integer). */
function dppSource(text, op, i, bits) {
    if (floatMods(op, i))
        return modText(text, (bits & 1) !== 0, (bits & 2) !== 0);
    if (!hasFloatMods(op))
        return text;
    return bits & 1 ? `sext(${text})` : text;
}
/**
 * The comment LLVM appends to a src0 its register class does not allow (VGPR_32, VRegOrLds_32): scalar
 * registers and constants are decoded anyway and flagged; null and the src_* registers are not.
 */
function classComment(code, cls) {
    if (code >= VGPR_BASE)
        return '';
    const name = cls === 'vgpr' ? 'VGPR_32' : 'VRegOrLds_32';
    if (code === LITERAL_CODE || (code >= 128 && code <= 248 && !(code >= 235 && code <= 239)))
        return '/*Invalid immediate*/';
    if (code < 128 ? code !== 125 : code === 254 && cls === 'vgpr') {
        return `/*Invalid register, operand has '${name}' register class*/`;
    }
    return '';
}
/**
 * `-v1`, `|v1|`, `-|v1|`; a negated constant without abs prints as `neg(64)` (LLVM avoids `-64`,
 * which would read as another constant).
 */
function modText(text, neg, abs, constant = false) {
    if (neg && !abs && constant)
        return `neg(${text})`;
    const a = abs ? `|${text}|` : text;
    return neg ? `-${a}` : a;
}
/** Text of an SDWA source: a VGPR, or a scalar code when the `s` bit is set. */
function sdwaSource(code, scalar, type) {
    if (!scalar)
        return `v${code}`;
    if (code === LITERAL_CODE)
        return undefined;
    return scalarSourceText(code, 1, constantWidth(type), isInt16Type(type));
}
/**
 * Applies an SDWA source's modifier byte (sel [2:0], sext [3], neg [4], abs [5]) to its text, or
 * undefined when a bit does not fit the source (sext on a float source, neg/abs on an integer one).
 */
function sdwaMods(text, bits, float) {
    if (float) {
        if ((bits & 8) !== 0)
            return undefined;
        return modText(text, ((bits >>> 4) & 1) !== 0, ((bits >>> 5) & 1) !== 0, !/^[vs]\d|^[a-z]/.test(text));
    }
    if ((bits & 0x30) !== 0)
        return undefined;
    return (bits & 8) !== 0 ? `sext(${text})` : text;
}
/** Text of the K constant of madmk/madak-style ops: LLVM prints the raw dword in hex. */
function kText(k) {
    return `0x${(k >>> 0).toString(16)}`;
}
function needsExtra(src0, op) {
    return (src0 === LITERAL_CODE ||
        src0 === DPP16_CODE ||
        src0 === DPP8_CODE ||
        src0 === DPP8FI_CODE ||
        src0 === SDWA_CODE ||
        op.constantK !== undefined);
}
function decodeVop(input) {
    const { words, index, target, encoding } = input;
    const w = words[index] >>> 0;
    let opcode;
    let op;
    let vdst = 0;
    let vsrc1 = 0;
    if (encoding === 'VOP1') {
        opcode = (w >>> 9) & 0xff;
        vdst = (w >>> 17) & 0xff;
        op = VOP1_BY_OPCODE[target.mcpu][opcode];
    }
    else if (encoding === 'VOP2') {
        opcode = (w >>> 25) & 0x3f;
        vdst = (w >>> 17) & 0xff;
        vsrc1 = (w >>> 9) & 0xff;
        op = VOP2_BY_OPCODE[target.mcpu][opcode];
    }
    else {
        opcode = (w >>> 17) & 0xff;
        vsrc1 = (w >>> 9) & 0xff;
        op = VOPC_BY_OPCODE[target.mcpu][opcode];
    }
    if (!op)
        return reject(input, [w], `unknown ${encoding} opcode ${opcode}`);
    const src0 = w & 0x1ff;
    let form = 'e32';
    if (op.srcs.length > 0) {
        if (src0 === DPP16_CODE)
            form = op.dpp16 ? 'dpp16' : reject(input, [w], `${op.name} has no DPP16 form`);
        else if (src0 === DPP8_CODE || src0 === DPP8FI_CODE) {
            form = op.dpp8
                ? src0 === DPP8_CODE
                    ? 'dpp8'
                    : 'dpp8fi'
                : reject(input, [w], `${op.name} has no DPP8 form`);
        }
        else if (src0 === SDWA_CODE)
            form = op.sdwa ? 'sdwa' : reject(input, [w], `${op.name} has no SDWA form`);
    }
    let size = 4;
    let literal;
    let ext = 0;
    if ((op.srcs.length > 0 && needsExtra(src0, op)) || (vdst === LITERAL_CODE && op.dst?.file === 'sgpr')) {
        if (index + 1 >= words.length)
            return reject(input, [w], 'truncated: missing literal or extension dword');
        const second = words[index + 1] >>> 0;
        size = 8;
        if (form === 'e32')
            literal = second;
        else
            ext = second;
    }
    const fields = { op: opcode, vdst, src0, vsrc1, ext };
    const reason = checkVop(encoding, form, op, fields, literal, target.wave64);
    if (reason !== undefined) {
        return reject(input, size === 8 ? [w, words[index + 1] >>> 0] : [w], reason);
    }
    return { encoding, form, opcode, mnemonic: op.name, fields, literal, pc: input.pc, size };
}
function printVop(inst, target) {
    const r = render(inst.encoding, inst.form, vopOp(inst, target), inst.fields, inst.literal, target);
    if ('reason' in r)
        throw new InternalError(`printing an invalid ${inst.encoding} instruction: ${r.reason}`);
    return r.text;
}
function encodeVop(inst) {
    const out = [firstWord(inst.encoding, inst.fields)];
    if (inst.form !== 'e32')
        out.push((inst.fields.ext ?? 0) >>> 0);
    else if (inst.literal !== undefined)
        out.push(inst.literal >>> 0);
    return out;
}
/** The VOP1/VOP2/VOPC family. */
export const VOP_FAMILY = {
    encodings: ['VOP1', 'VOP2', 'VOPC'],
    decode: decodeVop,
    print: printVop,
    encode: encodeVop,
    operands: (inst, target) => vopOperands(inst, vopOp(inst, target), target),
    assemble: assembleVop,
};
export { VGPR_BASE };
//# sourceMappingURL=vop.js.map