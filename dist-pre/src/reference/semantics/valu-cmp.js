/**
 * VALU compares, generated from the VALU operation table: every v_cmp_<cond>_<type> and
 * v_cmpx_<cond>_<type> of gfx1013/gfx1030 (f16/f32/f64 with the 16 IEEE predicates, i16/u16/i32/u32/
 * i64/u64 with the 8 integer ones) and the class tests v_cmp_class_*. The result mask has one bit per
 * lane, 0 in lanes that EXEC disables; v_cmp writes it to VCC or the VOP3/SDWA SGPR destination,
 * v_cmpx writes it to EXEC only (gfx10).
 */
import { VALU_OPS } from '../../isa/tables/valu.js';
import { vopc } from './valu-core.js';
import { expField, FP16, FP32, FP64, signOf } from './valu-fp.js';
const unordered = (a, b) => Number.isNaN(a) || Number.isNaN(b);
/** The float predicates; NaN operands make the ordered ones false and the negated ones true. */
const FLOAT_PREDS = {
    f: () => false,
    lt: (a, b) => a < b,
    eq: (a, b) => a === b,
    le: (a, b) => a <= b,
    gt: (a, b) => a > b,
    lg: (a, b) => a < b || a > b,
    ge: (a, b) => a >= b,
    o: (a, b) => !unordered(a, b),
    u: unordered,
    nge: (a, b) => !(a >= b),
    nlg: (a, b) => !(a < b || a > b),
    ngt: (a, b) => !(a > b),
    nle: (a, b) => !(a <= b),
    neq: (a, b) => !(a === b),
    nlt: (a, b) => !(a < b),
    tru: () => true,
};
const INT_PREDS = {
    f: () => false,
    lt: (a, b) => a < b,
    eq: (a, b) => a === b,
    le: (a, b) => a <= b,
    gt: (a, b) => a > b,
    ne: (a, b) => a !== b,
    ge: (a, b) => a >= b,
    t: () => true,
};
function fpOf(t) {
    return t === 'f16' ? FP16 : t === 'f32' ? FP32 : t === 'f64' ? FP64 : undefined;
}
/**
 * The class of a float pattern as the mask bit v_cmp_class tests: 0 signaling NaN, 1 quiet NaN,
 * 2 -inf, 3 -normal, 4 -denormal, 5 -0, 6 +0, 7 +denormal, 8 +normal, 9 +inf.
 */
export function floatClass(fp, v) {
    if (fp.isNaN(v))
        return fp.isSignaling(v) ? 0 : 1;
    const neg = signOf(fp, v);
    const x = Math.abs(fp.num(v));
    if (x === Number.POSITIVE_INFINITY)
        return neg ? 2 : 9;
    if (x === 0)
        return neg ? 5 : 6;
    if (expField(fp, v) === 0)
        return neg ? 4 : 7;
    return neg ? 3 : 8;
}
function classRule(fp, writesExec) {
    const maskType = fp.t === 'f16' ? 'u16' : 'u32';
    return vopc([fp.t, maskType], (s) => ((s[1] >>> floatClass(fp, s[0])) & 1) === 1, writesExec);
}
function intValue(t, v) {
    switch (t) {
        case 'i16':
            return (v << 16) >> 16;
        case 'i32':
            return v | 0;
        case 'i64':
            return BigInt.asIntN(64, v);
        default:
            return v;
    }
}
function compareRule(cond, t, writesExec) {
    const fp = fpOf(t);
    if (fp) {
        const pred = FLOAT_PREDS[cond];
        if (!pred)
            return undefined;
        return vopc([fp.t, fp.t], (s, env) => pred(fp.num(fp.flush(s[0], env.mode)), fp.num(fp.flush(s[1], env.mode))), writesExec);
    }
    const pred = INT_PREDS[cond];
    if (!pred)
        return undefined;
    const st = t.endsWith('16') ? 'u16' : t.endsWith('64') ? 'u64' : 'u32';
    return vopc([st, st], (s) => pred(intValue(t, s[0]), intValue(t, s[1])), writesExec);
}
function build() {
    const out = {};
    for (const op of VALU_OPS) {
        if (op.encoding !== 'VOPC' || out[op.name])
            continue;
        const m = /^v_(cmpx?)_([a-z]+)_([fiu](?:16|32|64))$/.exec(op.name);
        if (!m)
            continue;
        const [, kind, cond, type] = m;
        const writesExec = kind === 'cmpx';
        const fp = fpOf(type);
        const rule = cond === 'class' && fp ? classRule(fp, writesExec) : compareRule(cond, type, writesExec);
        if (rule)
            out[op.name] = rule;
    }
    return out;
}
/** Compare rules by mnemonic. */
export const VALU_CMP = build();
//# sourceMappingURL=valu-cmp.js.map