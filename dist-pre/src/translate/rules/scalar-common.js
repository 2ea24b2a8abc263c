/**
 * Helpers shared by the scalar rule modules: typed constants, SCC updates and the small integer
 * idioms (bit counts, 64-bit halves) that several SOP rules need. Scalar rules are wave-uniform: they
 * read and write the SGPR variables directly and never look at EXEC.
 */
import { I1, I32, I64 } from '../../ir/types.js';
/** The i1 `value != 0`. */
export function nonZero(t, value, type = I32) {
    return t.b.value('icmp.ne', I1, value, t.b.const(type, 0));
}
/** Sets SCC to `value != 0` and returns `value`. */
export function sccNonZero(t, value, type = I32) {
    t.scc = nonZero(t, value, type);
    return value;
}
/** An integer constant of `type`. */
export function k(t, type, value) {
    return t.b.const(type, value);
}
/** Reads a 32-bit (1 dword) or 64-bit source by its operand width. */
export function readSrc(t, op) {
    return op.dwords === 2 ? t.readScalar64(op) : t.readScalar32(op);
}
/** Writes a 32-bit or 64-bit scalar destination by its operand width. */
export function writeDst(t, op, value) {
    if (op.dwords === 2)
        t.writeScalar64(op, value);
    else
        t.writeScalar32(op, value);
}
/** The type of a 1- or 2-dword operand. */
export function typeOfOperand(op) {
    return op.dwords === 2 ? I64 : I32;
}
/** The shift amount `amount` (an i32) masked to the width of `type` (5 or 6 bits), in `type`. */
export function shiftAmount(t, amount, type) {
    const bits = type === I64 ? 63 : 31;
    const masked = t.b.value('and', I32, amount, k(t, I32, bits));
    return type === I64 ? t.b.value('zext', I64, masked) : masked;
}
/** i32 bit count of an i32 or i64 value. */
export function popcount(t, value, type) {
    const n = t.b.value('iunary.bitcount', type, value);
    return type === I64 ? t.b.value('trunc', I32, n) : n;
}
/** The low `width` bits set, for a dynamic i32 width 0..63 within `type` (all ones at the full width). */
export function lowMask(t, width, type) {
    const full = type === I64 ? 64 : 32;
    const w = type === I64 ? t.b.value('zext', I64, width) : width;
    const one = k(t, type, 1);
    const partial = t.b.value('isub', type, t.b.value('shl', type, one, w), one);
    const isFull = t.b.value('icmp.uge', I1, width, k(t, I32, full));
    return t.b.value('select', type, isFull, k(t, type, -1), partial);
}
//# sourceMappingURL=scalar-common.js.map