import { VALU_DATA } from './valu-data.generated.js';
const TYPE_TOKENS = new Set([
    'f16',
    'f32',
    'f64',
    'i16',
    'i32',
    'i64',
    'u16',
    'u32',
    'u64',
    'b32',
]);
/** Value types that the suffix rule gets wrong: [dst, src0, src1] (undefined keeps the rule's type). */
const TYPE_OVERRIDES = {
    v_cvt_off_f32_i4: [undefined, 'i32'],
    v_cvt_f32_ubyte0: [undefined, 'u32'],
    v_cvt_f32_ubyte1: [undefined, 'u32'],
    v_cvt_f32_ubyte2: [undefined, 'u32'],
    v_cvt_f32_ubyte3: [undefined, 'u32'],
    v_cvt_pkrtz_f16_f32: ['v2f16', 'f32', 'f32'],
    v_sat_pk_u8_i16: ['b16', 'v2i16'],
    v_ldexp_f16: [undefined, undefined, 'i16'],
    v_lshrrev_b32: [undefined, 'u32'],
    v_lshlrev_b32: [undefined, 'u32'],
    v_ashrrev_i32: [undefined, 'u32'],
    v_cmp_class_f32: [undefined, undefined, 'u32'],
    v_cmpx_class_f32: [undefined, undefined, 'u32'],
    v_cmp_class_f16: [undefined, undefined, 'u16'],
    v_cmpx_class_f16: [undefined, undefined, 'u16'],
    v_cmp_class_f64: [undefined, undefined, 'u32'],
    v_cmpx_class_f64: [undefined, undefined, 'u32'],
    v_dot2c_f32_f16: ['f32', 'v2f16', 'v2f16'],
    v_dot4c_i32_i8: ['i32', 'b32', 'b32'],
    v_pk_fmac_f16: ['v2f16', 'v2f16', 'v2f16'],
};
/** Ops whose src0 is a VGPR_32 operand in LLVM. */
const VGPR_SRC0 = new Set([
    'v_movrels_b32',
    'v_movrelsd_b32',
    'v_movrelsd_2_b32',
    'v_swap_b32',
    'v_swaprel_b32',
]);
const NO_OPERANDS = new Set(['v_nop', 'v_pipeflush', 'v_clrexcp', 'v_illegal']);
/** The type a register of `dwords` dwords has when the suffix type is `t` (64-bit variants of b/i/u/f). */
function widen(t, dwords) {
    if (dwords !== 2)
        return t;
    if (t === 'f32' || t === 'f64')
        return 'f64';
    if (t === 'i32' || t === 'i64')
        return 'i64';
    if (t === 'u32' || t === 'u64')
        return 'u64';
    return 'b64';
}
const FLOAT_TYPES = new Set(['f16', 'f32', 'f64', 'v2f16']);
function floatSource(name, s) {
    return name === 'v_cndmask_b32' || (s !== undefined && FLOAT_TYPES.has(s.type));
}
function buildOp(row) {
    const [name, encoding, opcode, vop3, targets, dstDwords, src0Dwords, src1Dwords, flags] = row;
    const mcpus = [];
    if (targets & 1)
        mcpus.push('gfx1013');
    if (targets & 2)
        mcpus.push('gfx1030');
    const types = name.split('_').filter((t) => TYPE_TOKENS.has(t));
    const dstType = types[0] ?? 'b32';
    const srcType = types[types.length - 1] ?? 'b32';
    const over = TYPE_OVERRIDES[name] ?? [];
    const cmpx = name.startsWith('v_cmpx_');
    const vopc = encoding === 'VOPC';
    const carry = name.endsWith('_co_ci_u32');
    const none = NO_OPERANDS.has(name);
    let dst;
    if (!vopc && !none && dstDwords > 0) {
        dst = {
            file: flags & 8 ? 'sgpr' : 'vgpr',
            type: widen(over[0] ?? dstType, dstDwords),
            dwords: dstDwords,
        };
    }
    const srcs = [];
    if (!none && src0Dwords > 0) {
        srcs.push({
            file: VGPR_SRC0.has(name) ? 'vgpr' : 'vsrc',
            type: widen(over[1] ?? srcType, src0Dwords),
            dwords: src0Dwords,
        });
    }
    if (!none && src1Dwords > 0) {
        srcs.push({ file: 'vgpr', type: widen(over[2] ?? srcType, src1Dwords), dwords: src1Dwords });
    }
    return {
        name,
        encoding,
        opcode,
        vop3Opcode: vop3 < 0 ? undefined : vop3,
        mcpus,
        dst,
        srcs,
        constantK: /^v_(mad|fma)mk_/.test(name) ? 'mk' : /^v_(mad|fma)ak_/.test(name) ? 'ak' : undefined,
        readsDst: /^v_(f?mac|fmac_legacy|mac_legacy|pk_fmac|dot2c|dot4c)_/.test(name) || name === 'v_fmac_legacy_f32',
        readsVcc: name === 'v_cndmask_b32' || carry,
        writesVcc: (vopc && !cmpx) || carry,
        readsExec: !none,
        writesExec: cmpx,
        readsM0: name.startsWith('v_movrel') || name === 'v_swaprel_b32',
        srcFloatMods: [floatSource(name, srcs[0]), floatSource(name, srcs[1])],
        dstFloat: dst !== undefined && FLOAT_TYPES.has(dst.type),
        src0Class: VGPR_SRC0.has(name) ? 'vgpr' : name === 'v_readfirstlane_b32' ? 'vgprOrLds' : 'vsrc',
        dpp16: (flags & 1) !== 0,
        dpp8: (flags & 2) !== 0,
        sdwa: (flags & 4) !== 0,
    };
}
/** Every VALU operation with a VOP1, VOP2 or VOPC encoding (one row per target-specific opcode use). */
export const VALU_OPS = VALU_DATA.map(buildOp);
function index(mcpu, size, pick) {
    const out = new Array(size).fill(undefined);
    for (const op of VALU_OPS) {
        const n = pick(op);
        if (n !== undefined && op.mcpus.includes(mcpu))
            out[n] = op;
    }
    return out;
}
function byTarget(size, pick) {
    return { gfx1013: index('gfx1013', size, pick), gfx1030: index('gfx1030', size, pick) };
}
/** Opcode-indexed arrays per target (the decoder's hot-path lookups). */
export const VOP1_BY_OPCODE = byTarget(256, (op) => (op.encoding === 'VOP1' ? op.opcode : undefined));
/** VOP2 opcode (0..63) -> operation, per target. */
export const VOP2_BY_OPCODE = byTarget(64, (op) => (op.encoding === 'VOP2' ? op.opcode : undefined));
/** VOPC opcode (0..255) -> operation, per target. */
export const VOPC_BY_OPCODE = byTarget(256, (op) => (op.encoding === 'VOPC' ? op.opcode : undefined));
/** VOP3 opcode (0..1023) -> the VOP1/VOP2/VOPC operation promoted there, per target. */
export const VOP3_PROMOTED_BY_OPCODE = byTarget(1024, (op) => op.vop3Opcode);
/** The VOP1 operation with opcode `opcode` on `mcpu`. */
export function valuByVop1Opcode(opcode, mcpu) {
    return VOP1_BY_OPCODE[mcpu][opcode];
}
/** The VOP2 operation with opcode `opcode` on `mcpu`. */
export function valuByVop2Opcode(opcode, mcpu) {
    return VOP2_BY_OPCODE[mcpu][opcode];
}
/** The VOPC operation with opcode `opcode` on `mcpu`. */
export function valuByVopcOpcode(opcode, mcpu) {
    return VOPC_BY_OPCODE[mcpu][opcode];
}
/** The VOP1/VOP2/VOPC operation whose VOP3 (e64) opcode is `opcode` on `mcpu` (VOP3-only ops: undefined). */
export function valuByVop3Opcode(opcode, mcpu) {
    return VOP3_PROMOTED_BY_OPCODE[mcpu][opcode];
}
const BY_NAME = (() => {
    const make = (mcpu) => {
        const m = new Map();
        for (const op of VALU_OPS)
            if (op.mcpus.includes(mcpu) && !m.has(op.name))
                m.set(op.name, op);
        return m;
    };
    return { gfx1013: make('gfx1013'), gfx1030: make('gfx1030') };
})();
/** The operation named `name` (no encoding suffix) on `mcpu`. */
export function valuByName(name, mcpu) {
    return BY_NAME[mcpu].get(name);
}
//# sourceMappingURL=valu.js.map