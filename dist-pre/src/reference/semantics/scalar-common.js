import { inlineConstantBits } from '../../isa/operands.js';
import { operandFailure, readScalar32, readScalar64, writeScalar32, writeScalar64 } from '../access.js';
import { ExecError } from '../errors.js';
/** Raises an ExecError naming the instruction being executed. */
export function fail(ctx, reason) {
    throw new ExecError(ctx.inst.pc, ctx.text(), reason);
}
/** The explicit operand at position `index` (text order), or an ExecError if the metadata lacks it. */
export function operandAt(ctx, index) {
    const op = ctx.operands[index];
    if (!op || op.implicit)
        fail(ctx, `operand ${index} is missing from the instruction's metadata`);
    return op;
}
/** The operand read from or written to encoding field `field` in role `role`, if the instruction has one. */
export function operandOf(ctx, field, role = 'src') {
    for (const op of ctx.operands)
        if (op.field === field && op.role === role && !op.implicit)
            return op;
    return undefined;
}
function inlineCodeOf(ctx, op) {
    const code = ctx.inst.fields[op.field];
    return code === undefined ? op.value : code;
}
/** The 32-bit value of a scalar source operand. */
export function read32(ctx, op) {
    if (op.kind === 'inline')
        return Number(inlineConstantBits(inlineCodeOf(ctx, op), 32));
    try {
        return readScalar32(ctx.wave, op, ctx.apertures);
    }
    catch (e) {
        return operandFailure(ctx.inst.pc, ctx.text(), e);
    }
}
/** The 64-bit value of a scalar source operand. */
export function read64(ctx, op) {
    if (op.kind === 'inline')
        return inlineConstantBits(inlineCodeOf(ctx, op), 64);
    if (op.kind === 'literal' || op.kind === 'immediate')
        return BigInt(op.value >>> 0);
    try {
        return readScalar64(ctx.wave, op, ctx.apertures);
    }
    catch (e) {
        return operandFailure(ctx.inst.pc, ctx.text(), e);
    }
}
/** Writes a 32-bit scalar destination (null drops the write). */
export function write32(ctx, op, value) {
    try {
        writeScalar32(ctx.wave, op, value >>> 0);
    }
    catch (e) {
        operandFailure(ctx.inst.pc, ctx.text(), e);
    }
}
/** Writes a 64-bit scalar destination. */
export function write64(ctx, op, value) {
    try {
        writeScalar64(ctx.wave, op, BigInt.asUintN(64, value));
    }
    catch (e) {
        operandFailure(ctx.inst.pc, ctx.text(), e);
    }
}
/** Source operand `index` (text order) as 32 bits. */
export function src32(ctx, index) {
    return read32(ctx, operandAt(ctx, index));
}
/** Source operand `index` (text order) as 64 bits. */
export function src64(ctx, index) {
    return read64(ctx, operandAt(ctx, index));
}
/** The raw 16-bit simm16 field of a SOPK or SOPP instruction. */
export function simm16(ctx) {
    return (ctx.inst.fields.simm16 ?? 0) & 0xffff;
}
/** Sign-extends the low 16 bits of `v` to a signed number. */
export function sext16(v) {
    return (v << 16) >> 16;
}
/** Sets SCC from a condition. */
export function setScc(ctx, condition) {
    ctx.wave.scc = condition ? 1 : 0;
}
/** Low 32 bits of a bigint as an unsigned number. */
export function lo32(v) {
    return Number(v & 0xffffffffn);
}
/** Bits 63..32 of a bigint as an unsigned number. */
export function hi32(v) {
    return Number((v >> 32n) & 0xffffffffn);
}
/** The 64-bit value held in the scalar registers at `code` and `code + 1`. */
export function pairAt(ctx, code) {
    const s = ctx.wave.sgpr;
    return (BigInt(s[code + 1]) << 32n) | BigInt(s[code]);
}
//# sourceMappingURL=scalar-common.js.map