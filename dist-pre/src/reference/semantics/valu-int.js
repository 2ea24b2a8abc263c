import { vop } from './valu-core.js';
function u32(n, f) {
    const srcs = n === 1 ? ['u32'] : n === 2 ? ['u32', 'u32'] : ['u32', 'u32', 'u32'];
    return vop({
        srcs,
        dst: 'u32',
        fn: (s, env) => f(s[0], (s[1] ?? 0), (s[2] ?? 0), env) >>> 0,
    });
}
function u16(n, f) {
    const srcs = n === 2 ? ['u16', 'u16'] : ['u16', 'u16', 'u16'];
    return vop({
        srcs,
        dst: 'u16',
        fn: (s, env) => f(s[0], s[1], (s[2] ?? 0), env) & 0xffff,
    });
}
/** Saturates an exact integer to [lo, hi] when clamping, else wraps it to `bits` bits. */
function sat(x, env, lo, hi, bits, signed) {
    if (env.clamp)
        return Math.min(hi, Math.max(lo, x));
    const w = bits === 32 ? x >>> 0 : x & 0xffff;
    return signed && bits === 16 ? w : w;
}
const U32_MAX = 0xffffffff;
const s16 = (x) => (x << 16) >> 16;
const s24 = (x) => (x << 8) >> 8;
const popcount = (x) => {
    let v = x >>> 0;
    let n = 0;
    while (v) {
        v &= v - 1;
        n++;
    }
    return n;
};
function med3(a, b, c) {
    const mx = Math.max(a, b, c);
    if (mx === a)
        return Math.max(b, c);
    if (mx === b)
        return Math.max(a, c);
    return Math.max(a, b);
}
const absDiff = (x, y) => (x > y ? x - y : y - x);
function sadU8(a, b, acc, masked) {
    let t = acc;
    for (let i = 0; i < 32; i += 8) {
        const x = (a >>> i) & 0xff;
        const y = (b >>> i) & 0xff;
        if (!masked || y !== 0)
            t += absDiff(x, y);
    }
    return t;
}
/** qsad/mqsad: four SADs of sliding byte windows of the 64-bit src0 against src1, 16-bit accumulators. */
function qsad(masked) {
    return vop({
        srcs: ['u64', 'u32', 'u64'],
        dst: 'u64',
        fn: (s, env) => {
            const a = s[0];
            const b = s[1];
            const c = s[2];
            let out = 0n;
            for (let i = 0; i < 4; i++) {
                const window = Number((a >> BigInt(8 * i)) & 0xffffffffn);
                const acc = Number((c >> BigInt(16 * i)) & 0xffffn);
                const r = sat(sadU8(window, b, acc, masked), env, 0, 0xffff, 16, false);
                out |= BigInt(r & 0xffff) << BigInt(16 * i);
            }
            return out;
        },
    });
}
function bytePermute(data, sel) {
    const byte = (i) => Number((data >> BigInt(8 * i)) & 0xffn);
    if (sel >= 13)
        return 0xff;
    if (sel === 12)
        return 0;
    if (sel >= 8)
        return (byte(2 * (sel - 8) + 1) & 0x80) !== 0 ? 0xff : 0;
    return byte(sel);
}
/** dst = f(src0, src1, carry-in) with the carry-out bit in the lane mask. */
function carry(f, borrow) {
    return vop({
        srcs: ['u32', 'u32'],
        dst: 'u32',
        fn: (s, env) => {
            const r = f(s[0], s[1], env.maskIn ? 1 : 0);
            env.maskOut = borrow ? r < 0 : r > U32_MAX;
            if (env.clamp)
                return borrow ? Math.max(r, 0) : Math.min(r, U32_MAX);
            return r >>> 0;
        },
    });
}
function mad64(signed) {
    return vop({
        srcs: ['u32', 'u32', 'u64'],
        dst: 'u64',
        fn: (s, env) => {
            const a = signed ? BigInt(s[0] | 0) : BigInt(s[0]);
            const b = signed ? BigInt(s[1] | 0) : BigInt(s[1]);
            const c = signed ? BigInt.asIntN(64, s[2]) : s[2];
            const r = a * b + c;
            const r65 = BigInt.asUintN(65, r);
            env.maskOut = r65 >> 64n === 1n;
            if (env.clamp) {
                const lo = signed ? -(1n << 63n) : 0n;
                const hi = signed ? (1n << 63n) - 1n : (1n << 64n) - 1n;
                return BigInt.asUintN(64, r < lo ? lo : r > hi ? hi : r);
            }
            return BigInt.asUintN(64, r);
        },
    });
}
function shift64(kind) {
    return vop({
        srcs: ['u32', 'u64'],
        dst: 'u64',
        fn: (s) => {
            const n = BigInt(s[0] & 63);
            const v = s[1];
            if (kind === 'shl')
                return BigInt.asUintN(64, v << n);
            if (kind === 'shr')
                return v >> n;
            return BigInt.asUintN(64, BigInt.asIntN(64, v) >> n);
        },
    });
}
const clz = (x) => Math.clz32(x);
const ctz = (x) => (x === 0 ? 32 : 31 - Math.clz32(x & -x));
/** Integer rules by mnemonic. */
export const VALU_INT = {
    v_nop: () => undefined,
    v_pipeflush: () => undefined,
    v_clrexcp: () => undefined,
    v_mov_b32: u32(1, (a) => a),
    v_cndmask_b32: vop({
        srcs: ['f32', 'f32'],
        dst: 'u32',
        floatOut: false,
        fn: (s, env) => (env.maskIn ? s[1] : s[0]),
    }),
    v_not_b32: u32(1, (a) => ~a),
    v_bfrev_b32: u32(1, (a) => {
        let r = 0;
        for (let i = 0; i < 32; i++)
            r |= ((a >>> i) & 1) << (31 - i);
        return r;
    }),
    v_ffbh_u32: u32(1, (a) => (a === 0 ? U32_MAX : clz(a))),
    v_ffbl_b32: u32(1, (a) => (a === 0 ? U32_MAX : ctz(a))),
    v_ffbh_i32: u32(1, (a) => {
        const x = (a | 0) < 0 ? ~a : a;
        return x === 0 ? U32_MAX : clz(x);
    }),
    v_add_nc_u32: u32(2, (a, b, _c, env) => sat(a + b, env, 0, U32_MAX, 32, false)),
    v_sub_nc_u32: u32(2, (a, b, _c, env) => sat(a - b, env, 0, U32_MAX, 32, false)),
    v_subrev_nc_u32: u32(2, (a, b, _c, env) => sat(b - a, env, 0, U32_MAX, 32, false)),
    v_add_nc_i32: u32(2, (a, b, _c, env) => sat((a | 0) + (b | 0), env, -(2 ** 31), 2 ** 31 - 1, 32, true)),
    v_sub_nc_i32: u32(2, (a, b, _c, env) => sat((a | 0) - (b | 0), env, -(2 ** 31), 2 ** 31 - 1, 32, true)),
    v_add_co_u32: carry((a, b) => a + b, false),
    v_sub_co_u32: carry((a, b) => a - b, true),
    v_subrev_co_u32: carry((a, b) => b - a, true),
    v_add_co_ci_u32: carry((a, b, c) => a + b + c, false),
    v_sub_co_ci_u32: carry((a, b, c) => a - b - c, true),
    v_subrev_co_ci_u32: carry((a, b, c) => b - a - c, true),
    v_add3_u32: u32(3, (a, b, c) => a + b + c),
    v_xad_u32: u32(3, (a, b, c) => ((a ^ b) >>> 0) + c),
    v_lshl_add_u32: u32(3, (a, b, c) => ((a << (b & 31)) >>> 0) + c),
    v_add_lshl_u32: u32(3, (a, b, c) => ((a + b) >>> 0) << (c & 31)),
    v_lshl_or_b32: u32(3, (a, b, c) => (a << (b & 31)) | c),
    v_and_or_b32: u32(3, (a, b, c) => (a & b) | c),
    v_or3_b32: u32(3, (a, b, c) => a | b | c),
    v_xor3_b32: u32(3, (a, b, c) => a ^ b ^ c),
    v_mul_i32_i24: u32(2, (a, b) => Math.imul(s24(a), s24(b))),
    v_mul_hi_i32_i24: u32(2, (a, b) => Number(BigInt.asUintN(32, (BigInt(s24(a)) * BigInt(s24(b))) >> 32n))),
    v_mul_u32_u24: u32(2, (a, b) => Math.imul(a & 0xffffff, b & 0xffffff)),
    v_mul_hi_u32_u24: u32(2, (a, b) => Math.floor(((a & 0xffffff) * (b & 0xffffff)) / 2 ** 32)),
    v_mad_i32_i24: u32(3, (a, b, c, env) => {
        const r = s24(a) * s24(b) + (c | 0);
        return env.clamp ? Math.min(2 ** 31 - 1, Math.max(-(2 ** 31), r)) : Number(BigInt.asUintN(32, BigInt(r)));
    }),
    v_mad_u32_u24: u32(3, (a, b, c, env) => {
        const r = (a & 0xffffff) * (b & 0xffffff) + c;
        return env.clamp ? Math.min(U32_MAX, r) : Number(BigInt.asUintN(32, BigInt(r)));
    }),
    v_mul_lo_u32: u32(2, (a, b) => Math.imul(a, b)),
    v_mul_lo_i32: u32(2, (a, b) => Math.imul(a, b)),
    v_mul_hi_u32: u32(2, (a, b) => Number((BigInt(a) * BigInt(b)) >> 32n)),
    v_mul_hi_i32: u32(2, (a, b) => Number(BigInt.asUintN(32, (BigInt(a | 0) * BigInt(b | 0)) >> 32n))),
    v_mad_u64_u32: mad64(false),
    v_mad_i64_i32: mad64(true),
    v_min_i32: u32(2, (a, b) => Math.min(a | 0, b | 0)),
    v_max_i32: u32(2, (a, b) => Math.max(a | 0, b | 0)),
    v_min_u32: u32(2, (a, b) => Math.min(a, b)),
    v_max_u32: u32(2, (a, b) => Math.max(a, b)),
    v_min3_i32: u32(3, (a, b, c) => Math.min(a | 0, b | 0, c | 0)),
    v_max3_i32: u32(3, (a, b, c) => Math.max(a | 0, b | 0, c | 0)),
    v_med3_i32: u32(3, (a, b, c) => med3(a | 0, b | 0, c | 0)),
    v_min3_u32: u32(3, (a, b, c) => Math.min(a, b, c)),
    v_max3_u32: u32(3, (a, b, c) => Math.max(a, b, c)),
    v_med3_u32: u32(3, (a, b, c) => med3(a, b, c)),
    v_lshrrev_b32: u32(2, (a, b) => b >>> (a & 31)),
    v_ashrrev_i32: u32(2, (a, b) => b >> (a & 31)),
    v_lshlrev_b32: u32(2, (a, b) => b << (a & 31)),
    v_lshlrev_b64: shift64('shl'),
    v_lshrrev_b64: shift64('shr'),
    v_ashrrev_i64: shift64('sar'),
    v_and_b32: u32(2, (a, b) => a & b),
    v_or_b32: u32(2, (a, b) => a | b),
    v_xor_b32: u32(2, (a, b) => a ^ b),
    v_xnor_b32: u32(2, (a, b) => ~(a ^ b)),
    v_bfe_u32: u32(3, (a, b, c) => {
        const w = c & 31;
        return w === 0 ? 0 : (a >>> (b & 31)) & (2 ** w - 1);
    }),
    v_bfe_i32: u32(3, (a, b, c) => {
        const w = c & 31;
        if (w === 0)
            return 0;
        const v = (a | 0) >> (b & 31);
        return (v << (32 - w)) >> (32 - w);
    }),
    v_bfi_b32: u32(3, (a, b, c) => (a & b) | (~a & c)),
    v_bfm_b32: u32(2, (a, b) => ((2 ** (a & 31) - 1) << (b & 31)) | 0),
    v_alignbit_b32: u32(3, (a, b, c) => Number(BigInt.asUintN(32, ((BigInt(a) << 32n) | BigInt(b)) >> BigInt(c & 31)))),
    v_alignbyte_b32: u32(3, (a, b, c) => Number(BigInt.asUintN(32, ((BigInt(a) << 32n) | BigInt(b)) >> BigInt(8 * (c & 3))))),
    v_perm_b32: u32(3, (a, b, c) => {
        const data = (BigInt(a) << 32n) | BigInt(b);
        let r = 0;
        for (let i = 0; i < 4; i++)
            r |= bytePermute(data, (c >>> (8 * i)) & 0xff) << (8 * i);
        return r;
    }),
    v_lerp_u8: u32(3, (a, b, c) => {
        let r = 0;
        for (let i = 0; i < 32; i += 8)
            r |= (((((a >>> i) & 0xff) + ((b >>> i) & 0xff) + ((c >>> i) & 1)) >>> 1) & 0xff) << i;
        return r;
    }),
    v_sad_u8: u32(3, (a, b, c, env) => sat(sadU8(a, b, c, false), env, 0, U32_MAX, 32, false)),
    v_sad_hi_u8: u32(3, (a, b, c, env) => sat(sadU8(a, b, 0, false) * 65536 + c, env, 0, U32_MAX, 32, false)),
    v_sad_u16: u32(3, (a, b, c, env) => sat(c + absDiff(a & 0xffff, b & 0xffff) + absDiff(a >>> 16, b >>> 16), env, 0, U32_MAX, 32, false)),
    v_sad_u32: u32(3, (a, b, c, env) => sat(absDiff(a, b) + c, env, 0, U32_MAX, 32, false)),
    v_msad_u8: u32(3, (a, b, c, env) => sat(sadU8(a, b, c, true), env, 0, U32_MAX, 32, false)),
    v_qsad_pk_u16_u8: qsad(false),
    v_mqsad_pk_u16_u8: qsad(true),
    v_bcnt_u32_b32: u32(2, (a, b) => popcount(a) + b),
    v_mbcnt_lo_u32_b32: u32(2, (a, b, _c, env) => popcount(env.lane >= 32 ? a : a & (2 ** env.lane - 1)) + b),
    v_mbcnt_hi_u32_b32: u32(2, (a, b, _c, env) => popcount(env.lane <= 32 ? 0 : a & (2 ** (env.lane - 32) - 1)) + b),
    v_add_nc_u16: u16(2, (a, b, _c, env) => sat(a + b, env, 0, 0xffff, 16, false)),
    v_sub_nc_u16: u16(2, (a, b, _c, env) => sat(a - b, env, 0, 0xffff, 16, false)),
    v_add_nc_i16: u16(2, (a, b, _c, env) => sat(s16(a) + s16(b), env, -32768, 32767, 16, true)),
    v_sub_nc_i16: u16(2, (a, b, _c, env) => sat(s16(a) - s16(b), env, -32768, 32767, 16, true)),
    v_mul_lo_u16: u16(2, (a, b) => Math.imul(a, b)),
    v_lshlrev_b16: u16(2, (a, b) => b << (a & 15)),
    v_lshrrev_b16: u16(2, (a, b) => b >>> (a & 15)),
    v_ashrrev_i16: u16(2, (a, b) => s16(b) >> (a & 15)),
    v_max_u16: u16(2, (a, b) => Math.max(a, b)),
    v_min_u16: u16(2, (a, b) => Math.min(a, b)),
    v_max_i16: u16(2, (a, b) => Math.max(s16(a), s16(b))),
    v_min_i16: u16(2, (a, b) => Math.min(s16(a), s16(b))),
    v_min3_u16: u16(3, (a, b, c) => Math.min(a, b, c)),
    v_max3_u16: u16(3, (a, b, c) => Math.max(a, b, c)),
    v_med3_u16: u16(3, (a, b, c) => med3(a, b, c)),
    v_min3_i16: u16(3, (a, b, c) => Math.min(s16(a), s16(b), s16(c))),
    v_max3_i16: u16(3, (a, b, c) => Math.max(s16(a), s16(b), s16(c))),
    v_med3_i16: u16(3, (a, b, c) => med3(s16(a), s16(b), s16(c))),
    v_mad_u16: u16(3, (a, b, c, env) => sat(a * b + c, env, 0, 0xffff, 16, false)),
    v_mad_i16: u16(3, (a, b, c, env) => sat(s16(a) * s16(b) + s16(c), env, -32768, 32767, 16, true)),
    v_mad_u32_u16: vop({
        srcs: ['u16', 'u16', 'u32'],
        dst: 'u32',
        fn: (s, env) => sat(s[0] * s[1] + s[2], env, 0, U32_MAX, 32, false) >>> 0,
    }),
    v_mad_i32_i16: vop({
        srcs: ['u16', 'u16', 'u32'],
        dst: 'u32',
        fn: (s, env) => sat(s16(s[0]) * s16(s[1]) + (s[2] | 0), env, -(2 ** 31), 2 ** 31 - 1, 32, true) >>> 0,
    }),
    v_sat_pk_u8_i16: vop({
        srcs: ['u32'],
        dst: 'u16',
        fn: (s) => {
            const a = s[0];
            const b = (x) => Math.min(255, Math.max(0, s16(x)));
            return b(a & 0xffff) | (b(a >>> 16) << 8);
        },
    }),
};
//# sourceMappingURL=valu-int.js.map