/**
 * VALU integer translation rules: moves and v_cndmask, 32/16/64-bit add/sub with carries through
 * VCC or an SGPR lane mask (wave-wide ballots, see valu-common.ts) and clamp as saturation, 24/32-bit
 * multiplies and multiply-adds (v_mad_u64_u32 / v_mad_i64_i32 with their carry-out), shifts (amounts
 * masked to the width explicitly), bitwise and three-operand logic, bit fields (bfe, bfi, bfm,
 * alignbit, alignbyte, perm), bit counts (bcnt, mbcnt, ffbh, ffbl, bfrev), min/max/med3 and the
 * byte-wise SAD family. Semantics follow the ISA as the reference executor states it.
 */
import type { ValueId } from '../../ir/function.js';
import type { OpName } from '../../ir/ops.js';
import { bitWidth, I1, I16, I32, I64, type TypeId } from '../../ir/types.js';
import type { TranslateRule } from './rule.js';
import { type LaneEnv, valu } from './valu-common.js';

type F = (e: LaneEnv, a: ValueId, b: ValueId, c: ValueId) => ValueId;

const k32 = (e: LaneEnv, n: number): ValueId => e.t.const32(n);
const op = (e: LaneEnv, name: OpName, type: TypeId, ...a: ValueId[]): ValueId =>
  e.t.b.value(name, type, ...a);

function u32(n: 1 | 2 | 3, f: F, intClamp = false): TranslateRule {
  const srcs = (['u32', 'u32', 'u32'] as const).slice(0, n);
  return valu({
    srcs,
    dst: 'u32',
    intClamp,
    fn: (e, s) => f(e, s[0] as ValueId, s[1] as ValueId, s[2] as ValueId),
  });
}

function u16(n: 2 | 3, f: F, intClamp = false): TranslateRule {
  const srcs = (['u16', 'u16', 'u16'] as const).slice(0, n);
  return valu({
    srcs,
    dst: 'u16',
    intClamp,
    fn: (e, s) => f(e, s[0] as ValueId, s[1] as ValueId, s[2] as ValueId),
  });
}

/** An i64 value clamped to [lo, hi] (signed) and truncated to `to`. */
function sat64(e: LaneEnv, v: ValueId, lo: bigint, hi: bigint, to: TypeId): ValueId {
  const c = op(e, 'smin', I64, op(e, 'smax', I64, v, e.t.b.const(I64, lo)), e.t.b.const(I64, hi));
  return op(e, 'trunc', to, c);
}

const zx = (e: LaneEnv, v: ValueId): ValueId => op(e, 'zext', I64, v);
const sx = (e: LaneEnv, v: ValueId): ValueId => op(e, 'sext', I64, v);

/** The working width of {@link wrapping}'s arithmetic, and its operands brought to that width. */
interface Wrap {
  readonly w: TypeId;
  readonly x: (v: ValueId) => ValueId;
}

/**
 * Integer arithmetic to a `to`-bit result that wraps, or saturates to the result's range (`signed`:
 * the signed one) with the clamp modifier. With clamp, `build` runs in i64 on the operands extended
 * (sign-extended where `signed`), which holds the exact value, then clamps; without it, in `to` bits
 * on the operands extended or truncated to `to`: the low bits of a sum, a difference or a product
 * depend only on the operands' low bits, so the common case needs no 64-bit work.
 */
function wrapping(e: LaneEnv, to: TypeId, signed: boolean, build: (a: Wrap) => ValueId): ValueId {
  const extend = signed ? 'sext' : 'zext';
  const bits = bitWidth(to);
  if (e.clamp) {
    const half = 1n << BigInt(bits - 1);
    const [lo, hi] = signed ? [-half, half - 1n] : [0n, 2n * half - 1n];
    return sat64(e, build({ w: I64, x: (v) => op(e, extend, I64, v) }), lo, hi, to);
  }
  const x = (v: ValueId): ValueId => {
    const from = bitWidth(e.t.b.fn.typeOf(v));
    return from === bits ? v : op(e, from < bits ? extend : 'trunc', to, v);
  };
  return build({ w: to, x });
}

/**
 * a + b + cin (or a - b - bin) without clamp, in 32 bits: the carry (borrow) out of each of the two
 * steps is an unsigned compare, and at most one of them is set. The same bits as the 64-bit sum's,
 * without 64-bit integer work (two instructions per lane on an 8-wide llvmpipe vector).
 */
function carry32(e: LaneEnv, add: boolean, a: ValueId, b: ValueId, carryIn: ValueId | undefined): ValueId {
  const first = op(e, add ? 'iadd' : 'isub', I32, a, b);
  // a + b wrapped below a; a - b borrowed when a < b.
  let out = add ? op(e, 'icmp.ult', I1, first, a) : op(e, 'icmp.ult', I1, a, b);
  let r = first;
  if (carryIn !== undefined) {
    const c = op(e, 'zext', I32, carryIn);
    r = op(e, add ? 'iadd' : 'isub', I32, first, c);
    // The second step carries only from 0xffffffff + 1, and borrows only from 0 - 1.
    out = op(e, 'or', I1, out, add ? op(e, 'icmp.ult', I1, r, first) : op(e, 'icmp.ult', I1, first, c));
  }
  e.maskOut = out;
  return r;
}

/** dst = a op b op carry-in, with the carry/borrow-out bit as the lane-mask result. */
function carry(kind: 'add' | 'sub' | 'subrev', carryIn: boolean): TranslateRule {
  return valu({
    srcs: ['u32', 'u32'],
    dst: 'u32',
    intClamp: true,
    fn: (e, s) => {
      let [a, b] = s as [ValueId, ValueId];
      if (kind === 'subrev') [a, b] = [b, a];
      if (!e.clamp) return carry32(e, kind === 'add', a, b, carryIn ? e.x.maskIn() : undefined);
      let r = op(e, kind === 'add' ? 'iadd' : 'isub', I64, zx(e, a), zx(e, b));
      if (carryIn) r = op(e, kind === 'add' ? 'iadd' : 'isub', I64, r, op(e, 'zext', I64, e.x.maskIn()));
      const out =
        kind === 'add'
          ? op(e, 'icmp.ugt', I1, r, e.t.b.const(I64, 0xffffffffn))
          : op(e, 'icmp.slt', I1, r, e.t.b.const(I64, 0));
      e.maskOut = out;
      return sat64(e, r, 0n, 0xffffffffn, I32);
    },
  });
}

/** v_mad_u64_u32 / v_mad_i64_i32: a * b + c with the 65th bit of the exact result as carry-out. */
function mad64(signed: boolean): TranslateRule {
  return valu({
    srcs: ['u32', 'u32', 'u64'],
    dst: 'u64',
    intClamp: true,
    fn: (e, s) => {
      const [a, b, c] = s as [ValueId, ValueId, ValueId];
      const ext = signed ? sx : zx;
      const p = op(e, 'imul', I64, ext(e, a), ext(e, b));
      const [pLo, pHi] = e.t.split64(p);
      const [cLo, cHi] = e.t.split64(c);
      if (!signed) {
        // The sum in 32-bit halves with explicit carries: NVIDIA lost the carry of the 64-bit
        // `p + c < c` when only the high half of the clamped result was read.
        const lo = op(e, 'iadd', I32, pLo, cLo);
        const carry = op(e, 'icmp.ult', I1, lo, cLo);
        const hi = op(e, 'iadd', I32, op(e, 'iadd', I32, pHi, cHi), op(e, 'zext', I32, carry));
        const cout = op(
          e,
          'or',
          I1,
          op(e, 'icmp.ult', I1, hi, cHi),
          op(e, 'and', I1, op(e, 'icmp.eq', I1, hi, cHi), carry),
        );
        e.maskOut = cout;
        const r = e.t.join64(lo, hi);
        return e.clamp ? op(e, 'select', I64, cout, e.t.b.const(I64, -1n), r) : r;
      }
      const r = op(e, 'iadd', I64, p, c);
      // Signs tested on the high halves: llvmpipe answers an i64 `icmp.slt` of a sign-extended i32
      // against 0 as if unsigned (the carry-out of v_mad_i64_i32 of a negative product was lost).
      const negative = (high: ValueId): ValueId => op(e, 'icmp.slt', I1, high, k32(e, 0));
      const pn = negative(pHi);
      const cn = negative(cHi);
      const rn = negative(e.t.split64(r)[1]);
      const overflow = op(
        e,
        'and',
        I1,
        op(e, 'icmp.eq', I1, op(e, 'zext', I32, pn), op(e, 'zext', I32, cn)),
        op(e, 'xor', I1, rn, pn),
      );
      e.maskOut = op(e, 'xor', I1, rn, overflow);
      if (!e.clamp) return r;
      // On overflow the exact sum has the sign both addends share.
      const limit = op(
        e,
        'select',
        I64,
        pn,
        e.t.b.const(I64, -(1n << 63n)),
        e.t.b.const(I64, (1n << 63n) - 1n),
      );
      return op(e, 'select', I64, overflow, limit, r);
    },
  });
}

function shift64(name: 'shl' | 'lshr' | 'ashr'): TranslateRule {
  return valu({
    srcs: ['u32', 'u64'],
    dst: 'u64',
    fn: (e, s) =>
      op(e, name, I64, s[1] as ValueId, op(e, 'zext', I64, op(e, 'and', I32, s[0] as ValueId, k32(e, 63)))),
  });
}

const sh32 = (e: LaneEnv, v: ValueId): ValueId => op(e, 'and', I32, v, k32(e, 31));
const sh16 = (e: LaneEnv, v: ValueId): ValueId => op(e, 'and', I16, v, e.t.b.const(I16, 15));

function med3(e: LaneEnv, type: TypeId, signed: boolean, a: ValueId, b: ValueId, c: ValueId): ValueId {
  const mn = signed ? 'smin' : 'umin';
  const mx = signed ? 'smax' : 'umax';
  return op(e, mx, type, op(e, mn, type, a, b), op(e, mn, type, op(e, mx, type, a, b), c));
}

const byteOf = (e: LaneEnv, v: ValueId, i: number): ValueId =>
  op(e, 'and', I32, op(e, 'lshr', I32, v, k32(e, 8 * i)), k32(e, 0xff));
const absDiff = (e: LaneEnv, x: ValueId, y: ValueId): ValueId =>
  op(e, 'isub', I32, op(e, 'umax', I32, x, y), op(e, 'umin', I32, x, y));

/** Sum of byte-wise |a - b| (msad: bytes where b is 0 skipped), as an exact i64. */
function sadBytes(e: LaneEnv, a: ValueId, b: ValueId, masked: boolean): ValueId {
  let sum = k32(e, 0);
  for (let i = 0; i < 4; i++) {
    const x = byteOf(e, a, i);
    const y = byteOf(e, b, i);
    let d = absDiff(e, x, y);
    if (masked) d = op(e, 'select', I32, op(e, 'icmp.eq', I1, y, k32(e, 0)), k32(e, 0), d);
    sum = op(e, 'iadd', I32, sum, d);
  }
  return sum;
}

/** 1 << n - 1 for n in 0..31 (i32). */
const lowMask = (e: LaneEnv, n: ValueId): ValueId =>
  op(e, 'isub', I32, op(e, 'shl', I32, k32(e, 1), n), k32(e, 1));

function popcount(e: LaneEnv, v: ValueId): ValueId {
  return e.t.b.value('iunary.bitcount', I32, v);
}

/** v_mbcnt_lo/hi: bits of src0 below this lane (within the low or high 32 lanes) plus src1. */
function mbcnt(hi: boolean): TranslateRule {
  return u32(2, (e, a, b) => {
    const lane = e.t.lane;
    let mask: ValueId;
    if (!hi) {
      const inLow = op(e, 'icmp.ult', I1, lane, k32(e, 32));
      mask = op(e, 'select', I32, inLow, lowMask(e, op(e, 'and', I32, lane, k32(e, 31))), k32(e, -1));
    } else {
      const above = op(e, 'icmp.ugt', I1, lane, k32(e, 32));
      mask = op(
        e,
        'select',
        I32,
        above,
        lowMask(e, op(e, 'and', I32, op(e, 'isub', I32, lane, k32(e, 32)), k32(e, 31))),
        k32(e, 0),
      );
    }
    return op(e, 'iadd', I32, popcount(e, op(e, 'and', I32, a, mask)), b);
  });
}

function bytePermute(e: LaneEnv, data: ValueId, sel: ValueId): ValueId {
  const byteAt = (k: ValueId): ValueId =>
    op(
      e,
      'trunc',
      I32,
      op(
        e,
        'and',
        I64,
        op(e, 'lshr', I64, data, op(e, 'zext', I64, op(e, 'shl', I32, k, k32(e, 3)))),
        e.t.b.const(I64, 0xff),
      ),
    );
  const direct = byteAt(op(e, 'and', I32, sel, k32(e, 7)));
  const signByte = byteAt(
    op(e, 'iadd', I32, op(e, 'shl', I32, op(e, 'and', I32, sel, k32(e, 3)), k32(e, 1)), k32(e, 1)),
  );
  const signFill = op(
    e,
    'select',
    I32,
    op(e, 'icmp.ne', I1, op(e, 'and', I32, signByte, k32(e, 0x80)), k32(e, 0)),
    k32(e, 0xff),
    k32(e, 0),
  );
  let r = op(e, 'select', I32, op(e, 'icmp.ult', I1, sel, k32(e, 8)), direct, signFill);
  r = op(e, 'select', I32, op(e, 'icmp.eq', I1, sel, k32(e, 12)), k32(e, 0), r);
  return op(e, 'select', I32, op(e, 'icmp.uge', I1, sel, k32(e, 13)), k32(e, 0xff), r);
}

function ffbh(e: LaneEnv, x: ValueId): ValueId {
  const msb = e.t.b.value('iunary.find_umsb', I32, x);
  return op(
    e,
    'select',
    I32,
    op(e, 'icmp.eq', I1, x, k32(e, 0)),
    k32(e, -1),
    op(e, 'isub', I32, k32(e, 31), msb),
  );
}

const s24 = (e: LaneEnv, v: ValueId): ValueId =>
  op(e, 'ashr', I32, op(e, 'shl', I32, v, k32(e, 8)), k32(e, 8));
const u24 = (e: LaneEnv, v: ValueId): ValueId => op(e, 'and', I32, v, k32(e, 0xffffff));

/** v_perm_b32: each result byte picks a byte of b:a, a sign fill or a constant by the selector byte of c. */
function perm(e: LaneEnv, a: ValueId, b: ValueId, c: ValueId): ValueId {
  const data = e.t.join64(b, a);
  // The selector hidden from the host: NVIDIA's compiler folded this byte select with a known
  // selector (0x80000001) to a wrong byte 0 (the lane id, or another byte of the data).
  const selector = e.t.hiddenFromHost(c);
  let r = k32(e, 0);
  for (let i = 0; i < 4; i++) {
    const sel = byteOf(e, selector, i);
    r = op(e, 'or', I32, r, op(e, 'shl', I32, bytePermute(e, data, sel), k32(e, 8 * i)));
  }
  return r;
}

/** Integer rules by mnemonic. */
export const VALU_INT_RULES = {
  v_nop: () => {},
  v_pipeflush: () => {},
  v_clrexcp: () => {},
  v_mov_b32: u32(1, (_e, a) => a),
  v_cndmask_b32: valu({
    srcs: ['u32', 'u32'],
    dst: 'u32',
    signMods: true,
    fn: (e, s) => op(e, 'select', I32, e.x.maskIn(), s[1] as ValueId, s[0] as ValueId),
  }),
  v_not_b32: u32(1, (e, a) => e.t.b.value('iunary.not', I32, a)),
  v_bfrev_b32: u32(1, (e, a) => e.t.b.value('iunary.bitreverse', I32, a)),
  v_ffbh_u32: u32(1, (e, a) => ffbh(e, a)),
  v_ffbl_b32: u32(1, (e, a) => e.t.b.value('iunary.find_lsb', I32, a)),
  v_ffbh_i32: u32(1, (e, a) =>
    ffbh(e, op(e, 'select', I32, op(e, 'icmp.slt', I1, a, k32(e, 0)), e.t.b.value('iunary.not', I32, a), a)),
  ),
  v_add_nc_u32: u32(
    2,
    (e, a, b) => wrapping(e, I32, false, ({ w, x }) => op(e, 'iadd', w, x(a), x(b))),
    true,
  ),
  v_sub_nc_u32: u32(
    2,
    (e, a, b) => wrapping(e, I32, false, ({ w, x }) => op(e, 'isub', w, x(a), x(b))),
    true,
  ),
  v_subrev_nc_u32: u32(
    2,
    (e, a, b) => wrapping(e, I32, false, ({ w, x }) => op(e, 'isub', w, x(b), x(a))),
    true,
  ),
  v_add_nc_i32: u32(2, (e, a, b) => wrapping(e, I32, true, ({ w, x }) => op(e, 'iadd', w, x(a), x(b))), true),
  v_sub_nc_i32: u32(2, (e, a, b) => wrapping(e, I32, true, ({ w, x }) => op(e, 'isub', w, x(a), x(b))), true),
  v_add_co_u32: carry('add', false),
  v_sub_co_u32: carry('sub', false),
  v_subrev_co_u32: carry('subrev', false),
  v_add_co_ci_u32: carry('add', true),
  v_sub_co_ci_u32: carry('sub', true),
  v_subrev_co_ci_u32: carry('subrev', true),
  v_add3_u32: u32(3, (e, a, b, c) => op(e, 'iadd', I32, op(e, 'iadd', I32, a, b), c)),
  v_xad_u32: u32(3, (e, a, b, c) => op(e, 'iadd', I32, op(e, 'xor', I32, a, b), c)),
  v_lshl_add_u32: u32(3, (e, a, b, c) => op(e, 'iadd', I32, op(e, 'shl', I32, a, sh32(e, b)), c)),
  v_add_lshl_u32: u32(3, (e, a, b, c) => op(e, 'shl', I32, op(e, 'iadd', I32, a, b), sh32(e, c))),
  v_lshl_or_b32: u32(3, (e, a, b, c) => op(e, 'or', I32, op(e, 'shl', I32, a, sh32(e, b)), c)),
  v_and_or_b32: u32(3, (e, a, b, c) => op(e, 'or', I32, op(e, 'and', I32, a, b), c)),
  v_or3_b32: u32(3, (e, a, b, c) => op(e, 'or', I32, op(e, 'or', I32, a, b), c)),
  v_xor3_b32: u32(3, (e, a, b, c) => op(e, 'xor', I32, op(e, 'xor', I32, a, b), c)),
  v_mul_i32_i24: u32(2, (e, a, b) => op(e, 'imul', I32, s24(e, a), s24(e, b))),
  v_mul_hi_i32_i24: u32(2, (e, a, b) => op(e, 'smul_hi', I32, s24(e, a), s24(e, b))),
  v_mul_u32_u24: u32(2, (e, a, b) => op(e, 'imul', I32, u24(e, a), u24(e, b))),
  v_mul_hi_u32_u24: u32(2, (e, a, b) => op(e, 'umul_hi', I32, u24(e, a), u24(e, b))),
  v_mad_i32_i24: u32(
    3,
    (e, a, b, c) =>
      wrapping(e, I32, true, ({ w, x }) =>
        op(e, 'iadd', w, op(e, 'imul', w, x(s24(e, a)), x(s24(e, b))), x(c)),
      ),
    true,
  ),
  v_mad_u32_u24: u32(
    3,
    (e, a, b, c) =>
      wrapping(e, I32, false, ({ w, x }) =>
        op(e, 'iadd', w, op(e, 'imul', w, x(u24(e, a)), x(u24(e, b))), x(c)),
      ),
    true,
  ),
  v_mul_lo_u32: u32(2, (e, a, b) => op(e, 'imul', I32, a, b)),
  v_mul_lo_i32: u32(2, (e, a, b) => op(e, 'imul', I32, a, b)),
  v_mul_hi_u32: u32(2, (e, a, b) => op(e, 'umul_hi', I32, a, b)),
  v_mul_hi_i32: u32(2, (e, a, b) => op(e, 'smul_hi', I32, a, b)),
  v_mad_u64_u32: mad64(false),
  v_mad_i64_i32: mad64(true),
  v_min_i32: u32(2, (e, a, b) => op(e, 'smin', I32, a, b)),
  v_max_i32: u32(2, (e, a, b) => op(e, 'smax', I32, a, b)),
  v_min_u32: u32(2, (e, a, b) => op(e, 'umin', I32, a, b)),
  v_max_u32: u32(2, (e, a, b) => op(e, 'umax', I32, a, b)),
  v_min3_i32: u32(3, (e, a, b, c) => op(e, 'smin', I32, op(e, 'smin', I32, a, b), c)),
  v_max3_i32: u32(3, (e, a, b, c) => op(e, 'smax', I32, op(e, 'smax', I32, a, b), c)),
  v_med3_i32: u32(3, (e, a, b, c) => med3(e, I32, true, a, b, c)),
  v_min3_u32: u32(3, (e, a, b, c) => op(e, 'umin', I32, op(e, 'umin', I32, a, b), c)),
  v_max3_u32: u32(3, (e, a, b, c) => op(e, 'umax', I32, op(e, 'umax', I32, a, b), c)),
  v_med3_u32: u32(3, (e, a, b, c) => med3(e, I32, false, a, b, c)),
  v_lshrrev_b32: u32(2, (e, a, b) => op(e, 'lshr', I32, b, sh32(e, a))),
  v_ashrrev_i32: u32(2, (e, a, b) => op(e, 'ashr', I32, b, sh32(e, a))),
  v_lshlrev_b32: u32(2, (e, a, b) => op(e, 'shl', I32, b, sh32(e, a))),
  v_lshlrev_b64: shift64('shl'),
  v_lshrrev_b64: shift64('lshr'),
  v_ashrrev_i64: shift64('ashr'),
  v_and_b32: u32(2, (e, a, b) => op(e, 'and', I32, a, b)),
  v_or_b32: u32(2, (e, a, b) => op(e, 'or', I32, a, b)),
  v_xor_b32: u32(2, (e, a, b) => op(e, 'xor', I32, a, b)),
  v_xnor_b32: u32(2, (e, a, b) => e.t.b.value('iunary.not', I32, op(e, 'xor', I32, a, b))),
  v_bfe_u32: u32(3, (e, a, b, c) => {
    const w = sh32(e, c);
    return op(e, 'and', I32, op(e, 'lshr', I32, a, sh32(e, b)), lowMask(e, w));
  }),
  v_bfe_i32: u32(3, (e, a, b, c) => {
    const w = sh32(e, c);
    const v = op(e, 'ashr', I32, a, sh32(e, b));
    const up = op(e, 'isub', I32, k32(e, 32), w);
    const r = op(
      e,
      'ashr',
      I32,
      op(e, 'shl', I32, v, op(e, 'and', I32, up, k32(e, 31))),
      op(e, 'and', I32, up, k32(e, 31)),
    );
    return op(e, 'select', I32, op(e, 'icmp.eq', I1, w, k32(e, 0)), k32(e, 0), r);
  }),
  v_bfi_b32: u32(3, (e, a, b, c) =>
    op(e, 'or', I32, op(e, 'and', I32, a, b), op(e, 'and', I32, e.t.b.value('iunary.not', I32, a), c)),
  ),
  v_bfm_b32: u32(2, (e, a, b) => op(e, 'shl', I32, lowMask(e, sh32(e, a)), sh32(e, b))),
  // ({a, b} >> (c & 31)) low half, in 32 bits: b >> s | a << (32 - s), and b itself for s = 0 (where
  // a << 32 would be a << 0 under the IR's masked shifts).
  v_alignbit_b32: u32(3, (e, a, b, c) => {
    const s = sh32(e, c);
    const joined = op(
      e,
      'or',
      I32,
      op(e, 'lshr', I32, b, s),
      op(e, 'shl', I32, a, op(e, 'isub', I32, k32(e, 32), s)),
    );
    return op(e, 'select', I32, op(e, 'icmp.eq', I1, s, k32(e, 0)), b, joined);
  }),
  v_alignbyte_b32: u32(3, (e, a, b, c) =>
    op(
      e,
      'trunc',
      I32,
      op(
        e,
        'lshr',
        I64,
        e.t.join64(b, a),
        op(e, 'zext', I64, op(e, 'shl', I32, op(e, 'and', I32, c, k32(e, 3)), k32(e, 3))),
      ),
    ),
  ),
  v_perm_b32: valu({
    srcs: ['u32', 'u32', 'u32'],
    dst: 'u32',
    share: true,
    fn: (e, [a, b, c]) => perm(e, a as ValueId, b as ValueId, c as ValueId),
  }),
  v_lerp_u8: u32(3, (e, a, b, c) => {
    let r = k32(e, 0);
    for (let i = 0; i < 4; i++) {
      const sum = op(
        e,
        'iadd',
        I32,
        op(e, 'iadd', I32, byteOf(e, a, i), byteOf(e, b, i)),
        op(e, 'and', I32, byteOf(e, c, i), k32(e, 1)),
      );
      r = op(
        e,
        'or',
        I32,
        r,
        op(e, 'shl', I32, op(e, 'and', I32, op(e, 'lshr', I32, sum, k32(e, 1)), k32(e, 0xff)), k32(e, 8 * i)),
      );
    }
    return r;
  }),
  v_sad_u8: u32(
    3,
    (e, a, b, c) =>
      wrapping(e, I32, false, ({ w, x }) => op(e, 'iadd', w, x(sadBytes(e, a, b, false)), x(c))),
    true,
  ),
  v_msad_u8: u32(
    3,
    (e, a, b, c) => wrapping(e, I32, false, ({ w, x }) => op(e, 'iadd', w, x(sadBytes(e, a, b, true)), x(c))),
    true,
  ),
  v_sad_hi_u8: u32(
    3,
    (e, a, b, c) =>
      wrapping(e, I32, false, ({ w, x }) =>
        op(e, 'iadd', w, op(e, 'shl', w, x(sadBytes(e, a, b, false)), e.t.b.const(w, 16)), x(c)),
      ),
    true,
  ),
  v_sad_u16: u32(
    3,
    (e, a, b, c) => {
      const lo = absDiff(e, op(e, 'and', I32, a, k32(e, 0xffff)), op(e, 'and', I32, b, k32(e, 0xffff)));
      const hi = absDiff(e, op(e, 'lshr', I32, a, k32(e, 16)), op(e, 'lshr', I32, b, k32(e, 16)));
      return wrapping(e, I32, false, ({ w, x }) => op(e, 'iadd', w, x(op(e, 'iadd', I32, lo, hi)), x(c)));
    },
    true,
  ),
  v_sad_u32: u32(
    3,
    (e, a, b, c) => wrapping(e, I32, false, ({ w, x }) => op(e, 'iadd', w, x(absDiff(e, a, b)), x(c))),
    true,
  ),
  v_bcnt_u32_b32: u32(2, (e, a, b) => op(e, 'iadd', I32, popcount(e, a), b)),
  v_mbcnt_lo_u32_b32: mbcnt(false),
  v_mbcnt_hi_u32_b32: mbcnt(true),
  v_add_nc_u16: u16(
    2,
    (e, a, b) => wrapping(e, I16, false, ({ w, x }) => op(e, 'iadd', w, x(a), x(b))),
    true,
  ),
  v_sub_nc_u16: u16(
    2,
    (e, a, b) => wrapping(e, I16, false, ({ w, x }) => op(e, 'isub', w, x(a), x(b))),
    true,
  ),
  v_add_nc_i16: u16(2, (e, a, b) => wrapping(e, I16, true, ({ w, x }) => op(e, 'iadd', w, x(a), x(b))), true),
  v_sub_nc_i16: u16(2, (e, a, b) => wrapping(e, I16, true, ({ w, x }) => op(e, 'isub', w, x(a), x(b))), true),
  v_mul_lo_u16: u16(2, (e, a, b) => op(e, 'imul', I16, a, b)),
  v_lshlrev_b16: u16(2, (e, a, b) => op(e, 'shl', I16, b, sh16(e, a))),
  v_lshrrev_b16: u16(2, (e, a, b) => op(e, 'lshr', I16, b, sh16(e, a))),
  v_ashrrev_i16: u16(2, (e, a, b) => op(e, 'ashr', I16, b, sh16(e, a))),
  v_max_u16: u16(2, (e, a, b) => op(e, 'umax', I16, a, b)),
  v_min_u16: u16(2, (e, a, b) => op(e, 'umin', I16, a, b)),
  v_max_i16: u16(2, (e, a, b) => op(e, 'smax', I16, a, b)),
  v_min_i16: u16(2, (e, a, b) => op(e, 'smin', I16, a, b)),
  v_min3_u16: u16(3, (e, a, b, c) => op(e, 'umin', I16, op(e, 'umin', I16, a, b), c)),
  v_max3_u16: u16(3, (e, a, b, c) => op(e, 'umax', I16, op(e, 'umax', I16, a, b), c)),
  v_med3_u16: u16(3, (e, a, b, c) => med3(e, I16, false, a, b, c)),
  v_min3_i16: u16(3, (e, a, b, c) => op(e, 'smin', I16, op(e, 'smin', I16, a, b), c)),
  v_max3_i16: u16(3, (e, a, b, c) => op(e, 'smax', I16, op(e, 'smax', I16, a, b), c)),
  v_med3_i16: u16(3, (e, a, b, c) => med3(e, I16, true, a, b, c)),
  v_mad_u16: u16(
    3,
    (e, a, b, c) =>
      wrapping(e, I16, false, ({ w, x }) => op(e, 'iadd', w, op(e, 'imul', w, x(a), x(b)), x(c))),
    true,
  ),
  v_mad_i16: u16(
    3,
    (e, a, b, c) =>
      wrapping(e, I16, true, ({ w, x }) => op(e, 'iadd', w, op(e, 'imul', w, x(a), x(b)), x(c))),
    true,
  ),
  v_mad_u32_u16: valu({
    srcs: ['u16', 'u16', 'u32'],
    dst: 'u32',
    intClamp: true,
    fn: (e, s) =>
      wrapping(e, I32, false, ({ w, x }) =>
        op(e, 'iadd', w, op(e, 'imul', w, x(s[0] as ValueId), x(s[1] as ValueId)), x(s[2] as ValueId)),
      ),
  }),
  v_mad_i32_i16: valu({
    srcs: ['u16', 'u16', 'u32'],
    dst: 'u32',
    intClamp: true,
    fn: (e, s) =>
      wrapping(e, I32, true, ({ w, x }) =>
        op(e, 'iadd', w, op(e, 'imul', w, x(s[0] as ValueId), x(s[1] as ValueId)), x(s[2] as ValueId)),
      ),
  }),
  v_sat_pk_u8_i16: valu({
    srcs: ['u32'],
    dst: 'u16',
    fn: (e, s) => {
      const a = s[0] as ValueId;
      const half = (v: ValueId): ValueId =>
        op(
          e,
          'smin',
          I32,
          op(e, 'smax', I32, op(e, 'ashr', I32, op(e, 'shl', I32, v, k32(e, 16)), k32(e, 16)), k32(e, 0)),
          k32(e, 255),
        );
      const r = op(
        e,
        'or',
        I32,
        half(a),
        op(e, 'shl', I32, half(op(e, 'lshr', I32, a, k32(e, 16))), k32(e, 8)),
      );
      return op(e, 'trunc', I16, r);
    },
  }),
};
