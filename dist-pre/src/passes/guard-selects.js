/**
 * Selects with a zero or a one among their arms, hidden from the host's float patterns. Mesa's NIR
 * keeps constants typeless and compares a pattern's float constant by value, so `-0.0` in a pattern
 * matches the integer 0 and `0.0` matches 0x80000000: `select(c, 0, 0xbf800000)` (a lane write of 0
 * over a register holding -1.0) matches `bcsel(a, -0.0, -1.0)` and becomes `-b2f(!a)`, which is
 * 0x80000000 where the guest wrote 0. The patterns that change bits pair a zero with +-1.0, and NIR
 * proves constants this analysis does not (v_sad_u8 of a register with itself is 0), so one known arm
 * is enough: an arm known to be +-0 or +-1.0 of the select's width becomes `k + opaque_zero`, which no
 * pattern can match. NIR also makes selects of its own from the values a register gets on two paths
 * of a branch, so such constants stored to registers are hidden too. NIR reads a never-written
 * register as any value (the first EXEC select of a register is its new value), so the constant
 * analysis runs in that reading. One integer op per guarded select or store. Runs after every pass
 * that folds constants.
 */
import { analyzeConstants } from '../ir/constant-facts.js';
import { bitWidth, I16, I32, I64, isFloat, isInt } from '../ir/types.js';
import { insertBefore } from './ir-edit.js';
const INT_OF_WIDTH = new Map([
    [16, I16],
    [32, I32],
    [64, I64],
]);
/** The magnitude bits of 1.0 by width. */
const ONE = new Map([
    [16, 0x3c00n],
    [32, 0x3f800000n],
    [64, 0x3ff0000000000000n],
]);
/** Whether `bits` of a `width`-bit value are +-0.0 or +-1.0 of that width (what the patterns pair). */
function isPatternConstant(bits, width) {
    if (typeof bits !== 'bigint')
        return false;
    const magnitude = bits & ((1n << BigInt(width - 1)) - 1n);
    return magnitude === 0n || magnitude === ONE.get(width);
}
/**
 * Which opaque zero hides what: register stores one, select arms the other. A select may meet a
 * value hidden by a store, and NIR moves an operation shared by both arms out of a select
 * (`bcsel(c, x + z, y + z)` -> `bcsel(c, x, y) + z`), which would bring the pair back; with two zeros
 * the arms never share one. Addition, not xor: a value hidden twice by xor is unhidden, and NIR reads
 * an xor with the sign bit as a float negation.
 */
const STORE_ZERO = 0;
const SELECT_ZERO = 1;
/** `value` (of `type`) plus opaque zero `which`, built before instruction `before`. */
function hide(fn, before, value, type, which) {
    const width = bitWidth(type);
    const int = INT_OF_WIDTH.get(width);
    return insertBefore(fn, before, (b) => {
        const zero32 = b.emit('opaque_zero', I32, [], { imms: [which] }).result;
        const zero = width === 32 ? zero32 : b.value(width === 64 ? 'zext' : 'trunc', int, zero32);
        const bits = int === type ? value : b.value('bitcast', int, value);
        const mixed = b.value('iadd', int, bits, zero);
        return int === type ? mixed : b.value('bitcast', type, mixed);
    });
}
/** Whether values of `type` can meet a float pattern (scalar 16, 32 or 64 bits). */
function guardable(type) {
    return (isInt(type) || isFloat(type)) && INT_OF_WIDTH.has(bitWidth(type));
}
/**
 * Hides one arm known to be +-0 or +-1.0 of every select, and every such constant stored to a
 * variable (a guest register: NIR turns the register's value after a branch into a select of the
 * values stored on each path); returns whether it changed `fn`.
 */
export function guardSelects(fn) {
    let facts;
    // Reading undefined registers as any value can make a branch look one-way and the code after it
    // unreachable; values there come from the sound analysis.
    const known = (v) => {
        facts ??= { any: analyzeConstants(fn, { undefinedIsAny: true }), sound: analyzeConstants(fn) };
        return facts.any.valueOf(v) ?? facts.sound.valueOf(v);
    };
    const variables = new Set();
    let changed = false;
    for (const block of fn.blocks) {
        for (const id of [...block.insts]) {
            const inst = fn.inst(id);
            if (inst.op === 'var' && inst.result !== undefined)
                variables.add(inst.result);
            if (inst.op === 'store' && variables.has(inst.operands[0])) {
                const value = inst.operands[1];
                const type = fn.typeOf(value);
                if (!guardable(type) || !isPatternConstant(known(value), bitWidth(type)))
                    continue;
                inst.operands = [inst.operands[0], hide(fn, id, value, type, STORE_ZERO)];
                changed = true;
                continue;
            }
            if (inst.op !== 'select' || !guardable(inst.type))
                continue;
            const width = bitWidth(inst.type);
            const [a, b] = [known(inst.operands[1]), known(inst.operands[2])];
            if (a === b)
                continue;
            const arm = isPatternConstant(a, width) ? 1 : isPatternConstant(b, width) ? 2 : undefined;
            if (arm === undefined)
                continue;
            const hidden = hide(fn, id, inst.operands[arm], inst.type, SELECT_ZERO);
            inst.operands = inst.operands.map((v, i) => (i === arm ? hidden : v));
            changed = true;
        }
    }
    return changed;
}
export const GUARD_SELECTS = { name: 'guard-selects', run: guardSelects };
//# sourceMappingURL=guard-selects.js.map