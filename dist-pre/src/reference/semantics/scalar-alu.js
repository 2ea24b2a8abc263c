import { operandAt, read32, setScc, sext16, simm16, src32, src64, write32, write64, } from './scalar-common.js';
const TWO32 = 0x1_0000_0000;
const MASK64 = 0xffffffffffffffffn;
/** A SOP2 rule on two 32-bit sources. */
function binary32(op) {
    return (ctx) => {
        const a = src32(ctx, 1);
        const b = src32(ctx, 2);
        write32(ctx, operandAt(ctx, 0), op(a, b, ctx));
    };
}
/** A SOP2 rule on a 64-bit S0 and a 64-bit (wide) or 32-bit S1. */
function binary64(op, wideSrc1) {
    return (ctx) => {
        const a = src64(ctx, 1);
        const b = wideSrc1 ? src64(ctx, 2) : BigInt(src32(ctx, 2));
        write64(ctx, operandAt(ctx, 0), op(a, b, ctx));
    };
}
/** Sets SCC to (r != 0) and returns r. */
function nz32(ctx, r) {
    setScc(ctx, r >>> 0 !== 0);
    return r >>> 0;
}
function nz64(ctx, r) {
    const v = r & MASK64;
    setScc(ctx, v !== 0n);
    return v;
}
/** Low `width` bits set (all 32 for width >= 32). */
function mask32(width) {
    return width >= 32 ? 0xffffffff : ((1 << width) >>> 0) - 1;
}
function mask64(width) {
    return width >= 64 ? MASK64 : (1n << BigInt(width)) - 1n;
}
function bfe32(a, b, signed) {
    const offset = b & 31;
    const width = (b >>> 16) & 0x7f;
    const shifted = signed ? (a | 0) >> offset : a >>> offset;
    const field = (shifted & mask32(width)) >>> 0;
    if (!signed || width === 0 || width >= 32)
        return field;
    return ((field << (32 - width)) >> (32 - width)) >>> 0;
}
function bfe64(a, b, signed) {
    const offset = BigInt(b & 63);
    const width = (b >>> 16) & 0x7f;
    const shifted = signed ? BigInt.asIntN(64, a) >> offset : a >> offset;
    const field = shifted & mask64(width);
    if (!signed || width === 0 || width >= 64)
        return field;
    return BigInt.asUintN(64, BigInt.asIntN(width, field));
}
function addI32(ctx, a, b) {
    const r = (a | 0) + (b | 0);
    setScc(ctx, r > 0x7fffffff || r < -0x80000000);
    return r >>> 0;
}
function shiftAdd(n) {
    const scale = 2 ** n;
    return (a, b, ctx) => {
        const t = a * scale + b;
        setScc(ctx, t >= TWO32);
        return t % TWO32;
    };
}
const SOP2_32 = {
    s_add_u32: (a, b, ctx) => {
        setScc(ctx, a + b >= TWO32);
        return (a + b) >>> 0;
    },
    s_sub_u32: (a, b, ctx) => {
        setScc(ctx, b > a);
        return (a - b) >>> 0;
    },
    s_add_i32: (a, b, ctx) => addI32(ctx, a, b),
    s_sub_i32: (a, b, ctx) => {
        const r = (a | 0) - (b | 0);
        setScc(ctx, r > 0x7fffffff || r < -0x80000000);
        return r >>> 0;
    },
    s_addc_u32: (a, b, ctx) => {
        const r = a + b + ctx.wave.scc;
        setScc(ctx, r >= TWO32);
        return r >>> 0;
    },
    s_subb_u32: (a, b, ctx) => {
        const borrowIn = ctx.wave.scc;
        setScc(ctx, b + borrowIn > a);
        return (a - b - borrowIn) >>> 0;
    },
    s_min_i32: (a, b, ctx) => {
        setScc(ctx, (a | 0) < (b | 0));
        return ctx.wave.scc ? a : b;
    },
    s_min_u32: (a, b, ctx) => {
        setScc(ctx, a < b);
        return ctx.wave.scc ? a : b;
    },
    s_max_i32: (a, b, ctx) => {
        setScc(ctx, (a | 0) > (b | 0));
        return ctx.wave.scc ? a : b;
    },
    s_max_u32: (a, b, ctx) => {
        setScc(ctx, a > b);
        return ctx.wave.scc ? a : b;
    },
    s_cselect_b32: (a, b, ctx) => (ctx.wave.scc ? a : b),
    s_and_b32: (a, b, ctx) => nz32(ctx, a & b),
    s_or_b32: (a, b, ctx) => nz32(ctx, a | b),
    s_xor_b32: (a, b, ctx) => nz32(ctx, a ^ b),
    s_andn2_b32: (a, b, ctx) => nz32(ctx, a & ~b),
    s_orn2_b32: (a, b, ctx) => nz32(ctx, a | ~b),
    s_nand_b32: (a, b, ctx) => nz32(ctx, ~(a & b)),
    s_nor_b32: (a, b, ctx) => nz32(ctx, ~(a | b)),
    s_xnor_b32: (a, b, ctx) => nz32(ctx, ~(a ^ b)),
    s_lshl_b32: (a, b, ctx) => nz32(ctx, a << (b & 31)),
    s_lshr_b32: (a, b, ctx) => nz32(ctx, a >>> (b & 31)),
    s_ashr_i32: (a, b, ctx) => nz32(ctx, (a | 0) >> (b & 31)),
    s_bfm_b32: (a, b) => (mask32(a & 31) << (b & 31)) >>> 0,
    s_mul_i32: (a, b) => Math.imul(a, b) >>> 0,
    s_bfe_u32: (a, b, ctx) => nz32(ctx, bfe32(a, b, false)),
    s_bfe_i32: (a, b, ctx) => nz32(ctx, bfe32(a, b, true)),
    s_absdiff_i32: (a, b, ctx) => {
        const d = ((a | 0) - (b | 0)) | 0;
        return nz32(ctx, d < 0 ? -d : d);
    },
    s_lshl1_add_u32: shiftAdd(1),
    s_lshl2_add_u32: shiftAdd(2),
    s_lshl3_add_u32: shiftAdd(3),
    s_lshl4_add_u32: shiftAdd(4),
    s_pack_ll_b32_b16: (a, b) => ((a & 0xffff) | (b << 16)) >>> 0,
    s_pack_lh_b32_b16: (a, b) => ((a & 0xffff) | (b & 0xffff0000)) >>> 0,
    s_pack_hh_b32_b16: (a, b) => ((a >>> 16) | (b & 0xffff0000)) >>> 0,
    s_mul_hi_u32: (a, b) => Number((BigInt(a) * BigInt(b)) >> 32n),
    s_mul_hi_i32: (a, b) => Number(BigInt.asUintN(32, (BigInt(a | 0) * BigInt(b | 0)) >> 32n)),
};
/** 64-bit SOP2 ops whose S1 is 64 bits wide. */
const SOP2_64 = {
    s_cselect_b64: (a, b, ctx) => (ctx.wave.scc ? a : b),
    s_and_b64: (a, b, ctx) => nz64(ctx, a & b),
    s_or_b64: (a, b, ctx) => nz64(ctx, a | b),
    s_xor_b64: (a, b, ctx) => nz64(ctx, a ^ b),
    s_andn2_b64: (a, b, ctx) => nz64(ctx, a & ~b),
    s_orn2_b64: (a, b, ctx) => nz64(ctx, a | ~b),
    s_nand_b64: (a, b, ctx) => nz64(ctx, ~(a & b)),
    s_nor_b64: (a, b, ctx) => nz64(ctx, ~(a | b)),
    s_xnor_b64: (a, b, ctx) => nz64(ctx, ~(a ^ b)),
};
/** 64-bit SOP2 ops whose S1 is a 32-bit shift count or field descriptor. */
const SOP2_64_32 = {
    s_lshl_b64: (a, b, ctx) => nz64(ctx, a << (b & 63n)),
    s_lshr_b64: (a, b, ctx) => nz64(ctx, a >> (b & 63n)),
    s_ashr_i64: (a, b, ctx) => nz64(ctx, BigInt.asIntN(64, a) >> (b & 63n)),
    s_bfe_u64: (a, b, ctx) => nz64(ctx, bfe64(a, Number(b), false)),
    s_bfe_i64: (a, b, ctx) => nz64(ctx, bfe64(a, Number(b), true)),
};
/** s_bfm_b64 reads two 32-bit sources and writes 64 bits. */
const bfm64 = (ctx) => {
    const width = src32(ctx, 1) & 63;
    const offset = src32(ctx, 2) & 63;
    write64(ctx, operandAt(ctx, 0), (mask64(width) << BigInt(offset)) & MASK64);
};
const SIGNED_CMP = {
    eq: (a, b) => a === b,
    lg: (a, b) => a !== b,
    gt: (a, b) => a > b,
    ge: (a, b) => a >= b,
    lt: (a, b) => a < b,
    le: (a, b) => a <= b,
};
function sopc() {
    const out = {};
    for (const [name, cmp] of Object.entries(SIGNED_CMP)) {
        out[`s_cmp_${name}_i32`] = (ctx) => setScc(ctx, cmp(src32(ctx, 0) | 0, src32(ctx, 1) | 0));
        out[`s_cmp_${name}_u32`] = (ctx) => setScc(ctx, cmp(src32(ctx, 0), src32(ctx, 1)));
        out[`s_cmpk_${name}_i32`] = (ctx) => setScc(ctx, cmp(read32(ctx, operandAt(ctx, 0)) | 0, sext16(simm16(ctx))));
        out[`s_cmpk_${name}_u32`] = (ctx) => setScc(ctx, cmp(read32(ctx, operandAt(ctx, 0)), simm16(ctx)));
    }
    out.s_cmp_eq_u64 = (ctx) => setScc(ctx, src64(ctx, 0) === src64(ctx, 1));
    out.s_cmp_lg_u64 = (ctx) => setScc(ctx, src64(ctx, 0) !== src64(ctx, 1));
    out.s_bitcmp0_b32 = (ctx) => setScc(ctx, ((src32(ctx, 0) >>> (src32(ctx, 1) & 31)) & 1) === 0);
    out.s_bitcmp1_b32 = (ctx) => setScc(ctx, ((src32(ctx, 0) >>> (src32(ctx, 1) & 31)) & 1) === 1);
    out.s_bitcmp0_b64 = (ctx) => setScc(ctx, ((src64(ctx, 0) >> BigInt(src32(ctx, 1) & 63)) & 1n) === 0n);
    out.s_bitcmp1_b64 = (ctx) => setScc(ctx, ((src64(ctx, 0) >> BigInt(src32(ctx, 1) & 63)) & 1n) === 1n);
    return out;
}
/** The SOPK rules other than comparisons, calls, hardware registers and wait counters. */
const SOPK = {
    s_movk_i32: (ctx) => write32(ctx, operandAt(ctx, 0), sext16(simm16(ctx))),
    s_cmovk_i32: (ctx) => {
        if (ctx.wave.scc)
            write32(ctx, operandAt(ctx, 0), sext16(simm16(ctx)));
    },
    s_addk_i32: (ctx) => {
        const d = operandAt(ctx, 0);
        write32(ctx, d, addI32(ctx, read32(ctx, d), sext16(simm16(ctx)) >>> 0));
    },
    s_mulk_i32: (ctx) => {
        const d = operandAt(ctx, 0);
        write32(ctx, d, Math.imul(read32(ctx, d), sext16(simm16(ctx))) >>> 0);
    },
};
function build() {
    const out = { ...sopc(), ...SOPK, s_bfm_b64: bfm64 };
    for (const [name, op] of Object.entries(SOP2_32))
        out[name] = binary32(op);
    for (const [name, op] of Object.entries(SOP2_64))
        out[name] = binary64(op, true);
    for (const [name, op] of Object.entries(SOP2_64_32))
        out[name] = binary64(op, false);
    return out;
}
/** SOP2, SOPC and SOPK arithmetic/compare rules by mnemonic. */
export const SCALAR_ALU_SEMANTICS = build();
//# sourceMappingURL=scalar-alu.js.map