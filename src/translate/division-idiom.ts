/**
 * Unsigned 32-bit division as compilers expand it for the GPU (LLVM's AMDGPU backend and Mesa's NIR
 * lowering, which ACO compiles, emit the same sequence), recognized in the guest code and translated
 * as the host's own division:
 *
 *   z  = cvt_u32(0x4f7ffffe * rcp(cvt_f32(y)))     reciprocal estimate, 2^32/y from below
 *   z' = z + mul_hi(z, -(y * z))                    one Newton step
 *   q  = mul_hi(x, z'), r = x - q * y               quotient estimate and its remainder
 *   twice: if r >= y { q += 1; r -= y }             corrections
 *
 * Instruction by instruction that is about 200 host instructions (the exact reciprocal alone is a
 * float64 Newton iteration); the host's division is one. The two are equal: with the reciprocal
 * correctly rounded (the reference executor's v_rcp_f32, and the translator's) z' lies within
 * [2^32/y - 1.0003, 2^32/y] for every divisor y != 0 (an enumeration of all 2^32 - 1 divisors; the
 * unit test repeats it on a sample), so the first estimate is at most 2 below floor(x / y) and never
 * above, and the corrections make it exact. A zero divisor gives z = 0xffffffff (rcp(0) is +inf,
 * converted with saturation) and from it q = max(x, 1) + 1, r = x, which the translation keeps.
 *
 * The match is on values, not on instruction order (compilers interleave the steps with other code):
 * guest-values.ts resolves each source to the instruction of the straight-line run that wrote it, and
 * every instruction of the pattern must be free of modifiers. Only the final select of the quotient
 * or of the remainder is replaced; the other instructions are translated as usual (dead code when
 * nothing else reads them). x and y are read at the last instruction where both are still in their
 * registers (compilers reuse them for the results: LLVM writes the quotient over x and the remainder
 * over y), which the run's single EXEC and single block make the same values the select would see.
 */
import type { ValueId } from '../ir/function.js';
import { I1, I32 } from '../ir/types.js';
import { valuModifiers } from '../isa/families/valu-modifiers.js';
import type { Instruction, Operand } from '../isa/instruction.js';
import type { Mcpu } from '../isa/target.js';
import { InternalError } from '../util/errors.js';
import type { TranslationContext } from './context.js';
import { type GuestNode, type GuestRun, type GuestValue, guestRuns } from './guest-values.js';
import type { TranslateRule } from './rules/rule.js';

/** f32 bits of 4294966784.0 = 2^32 - 512, the estimate's scale (a hair below 2^32 keeps z under 2^32/y). */
const ESTIMATE_SCALE = 0x4f7ffffe;

/** The reciprocals the estimate starts from. */
const RECIPROCALS: ReadonlySet<string> = new Set(['v_rcp_f32', 'v_rcp_iflag_f32']);

/** What a recognized sequence computes at its final select. */
interface Division {
  readonly result: 'quotient' | 'remainder';
  readonly dividend: GuestValue;
  readonly divisor: GuestValue;
  /** The run's last instruction before which both operands are still in their registers. */
  readonly capture: number;
}

/** How idioms change the translation, by pc. */
export interface IdiomRules {
  /** Run before the instruction's rule: reads of values its rule may overwrite. */
  readonly before: ReadonlyMap<number, readonly ((t: TranslationContext) => void)[]>;
  /** Replace the instruction's rule. */
  readonly replace: ReadonlyMap<number, TranslateRule>;
}

/** The rules of the divisions recognized in `instructions` (address order). */
export function divisionRules(
  instructions: readonly Instruction[],
  leaders: ReadonlySet<number>,
  operands: (inst: Instruction) => readonly Operand[],
  mcpu: Mcpu,
): IdiomRules {
  const before = new Map<number, ((t: TranslationContext) => void)[]>();
  const replace = new Map<number, TranslateRule>();
  // Most programs divide by no variable: no reciprocal, no runs to build.
  if (!instructions.some((i) => RECIPROCALS.has(i.mnemonic))) return { before, replace };
  for (const run of guestRuns(instructions, leaders, operands)) {
    const m = new Matcher(run, mcpu);
    for (const node of run.nodes) {
      if (node.inst.mnemonic !== 'v_cndmask_b32') continue;
      const division = m.division(node);
      if (division === undefined) continue;
      // The operands as the capture's instruction reads them, held until the select.
      let operands: readonly [ValueId, ValueId] | undefined;
      const pc = (run.nodes[division.capture] as GuestNode).inst.pc;
      const hooks = before.get(pc) ?? [];
      hooks.push((t) => {
        operands = [read(t, division.dividend), read(t, division.divisor)];
      });
      before.set(pc, hooks);
      replace.set(node.inst.pc, (t, _inst, ops) => {
        if (operands === undefined) throw new InternalError('division operands not read before the select');
        divide(t, division.result, operands, ops);
      });
    }
  }
  return { before, replace };
}

/** A recognized division's final select: the host's division, guarded for y = 0. */
function divide(
  t: TranslationContext,
  result: Division['result'],
  [x, y]: readonly [ValueId, ValueId],
  ops: readonly Operand[],
): void {
  const dst = ops.find((o) => o.role === 'dst' && !o.implicit) as Operand;
  const b = t.b;
  const zero = b.value('icmp.eq', I1, y, b.const(I32, 0));
  // The host's division by zero is undefined: divide by 1 there and select the guest's answer.
  const safe = b.value('select', I32, zero, b.const(I32, 1), y);
  const value =
    result === 'quotient'
      ? quotientOf(t, zero, b.value('udiv', I32, x, safe))
      : b.value('select', I32, zero, x, b.value('urem', I32, x, safe));
  t.writeLane32(dst, value);
}

/** The guest's quotient: x / y, and max(x, 1) + 1 for y = 0 (where `q`, x divided by 1, is x). */
function quotientOf(t: TranslationContext, zero: ValueId, q: ValueId): ValueId {
  const b = t.b;
  const byZero = b.value('iadd', I32, b.value('umax', I32, q, b.const(I32, 1)), b.const(I32, 1));
  return b.value('select', I32, zero, byZero, q);
}

function read(t: TranslationContext, v: GuestValue): ValueId {
  return v.kind === 'const' ? t.b.const(I32, v.bits) : t.readLane32(v.operand);
}

/** The pattern, walked backwards from a final select over one run. */
class Matcher {
  constructor(
    private readonly run: GuestRun,
    private readonly mcpu: Mcpu,
  ) {}

  /** The division whose quotient or remainder `select` (a v_cndmask_b32 of the run) finishes. */
  division(select: GuestNode): Division | undefined {
    const last = this.correction(select);
    if (last === undefined) return undefined;
    const first = this.correction(this.producer(last.before, 'v_cndmask_b32'));
    if (first === undefined || first.result !== last.result) return undefined;
    // Both corrections test a remainder against the same divisor; the second tests the first's
    // remainder, and the first tests the estimate's.
    const [r1, y1] = first.test;
    const [r2, y2] = last.test;
    if (!same(y1, y2)) return undefined;
    if (!this.remainderStep(r2, r1, y1, first.condition)) return undefined;
    const estimate = this.estimate(r1, y1);
    if (estimate === undefined) return undefined;
    if (first.result === 'quotient' && !same(first.before, estimate.quotient)) return undefined;
    const x = estimate.dividend;
    const capture = Math.min(this.lastHeld(x, select.index), this.lastHeld(y1, select.index));
    if (capture < 0 || !this.run.holdsAt(x, capture) || !this.run.holdsAt(y1, capture)) return undefined;
    return { result: first.result, dividend: x, divisor: y1, capture };
  }

  /** The last node, up to `limit`, before which `v` is still in its register (-1: none). */
  private lastHeld(v: GuestValue, limit: number): number {
    let at = limit;
    while (at >= 0 && !this.run.holdsAt(v, at)) at--;
    return at;
  }

  /**
   * A correction step `select(c, before, after)` with c = (r >= y): of the quotient when `after` is
   * before + 1, of the remainder when it is before - y (then `before` is r).
   */
  private correction(node: GuestNode | undefined):
    | {
        readonly result: 'quotient' | 'remainder';
        readonly before: GuestValue;
        readonly condition: GuestValue;
        readonly test: readonly [GuestValue, GuestValue];
      }
    | undefined {
    if (node === undefined || node.inst.mnemonic !== 'v_cndmask_b32' || !this.plain(node)) return undefined;
    const [before, after, condition] = node.srcs as [GuestValue, GuestValue, GuestValue];
    const test = this.atLeast(condition);
    if (test === undefined) return undefined;
    if (this.plusOne(after, before)) return { result: 'quotient', before, condition, test };
    const [r, y] = test;
    if (same(before, r) && this.minus(after, r, y)) return { result: 'remainder', before, condition, test };
    return undefined;
  }

  /** `next` is select(c, r, r - y): the remainder after the step that tests c. */
  private remainderStep(next: GuestValue, r: GuestValue, y: GuestValue, c: GuestValue): boolean {
    const node = this.producer(next, 'v_cndmask_b32');
    if (node === undefined) return false;
    const [before, after, condition] = node.srcs as [GuestValue, GuestValue, GuestValue];
    return same(before, r) && this.minus(after, r, y) && this.equivalent(condition, c);
  }

  /** r = x - mul_lo(mul_hi(x, z'), y) with z' the refined reciprocal estimate of y. */
  private estimate(
    r: GuestValue,
    y: GuestValue,
  ): { readonly dividend: GuestValue; readonly quotient: GuestValue } | undefined {
    const sub = this.producer(r, 'v_sub_nc_u32');
    if (sub === undefined) return undefined;
    const [x, product] = sub.srcs as [GuestValue, GuestValue];
    const mul = this.producer(product, 'v_mul_lo_u32');
    if (mul === undefined) return undefined;
    const quotient = either(mul.srcs, (q, divisor) => (same(divisor, y) ? q : undefined));
    const hi = quotient && this.producer(quotient, 'v_mul_hi_u32');
    if (quotient === undefined || hi === undefined) return undefined;
    const refined = either(hi.srcs, (dividend, z) => (same(dividend, x) ? z : undefined));
    if (refined === undefined || !this.refinedReciprocal(refined, y)) return undefined;
    return { dividend: x, quotient };
  }

  /** z' = z + mul_hi(z, -(y * z)) (or mul_lo(-y, z)), z the reciprocal estimate of y. */
  private refinedReciprocal(refined: GuestValue, y: GuestValue): boolean {
    const add = this.producer(refined, 'v_add_nc_u32');
    if (add === undefined) return false;
    return (
      either(add.srcs, (z, step) => {
        const hi = this.producer(step, 'v_mul_hi_u32');
        const error = hi && either(hi.srcs, (z2, e) => (same(z2, z) ? e : undefined));
        return error !== undefined && this.negatedProduct(error, y, z) && this.reciprocal(z, y)
          ? true
          : undefined;
      }) === true
    );
  }

  /** `v` is 0 - mul_lo(y, z), or mul_lo(0 - y, z). */
  private negatedProduct(v: GuestValue, y: GuestValue, z: GuestValue): boolean {
    const negation = this.negated(v);
    if (negation !== undefined) {
      const mul = this.producer(negation, 'v_mul_lo_u32');
      return (
        mul !== undefined &&
        either(mul.srcs, (a, b) => (same(a, y) && same(b, z) ? true : undefined)) === true
      );
    }
    const mul = this.producer(v, 'v_mul_lo_u32');
    if (mul === undefined) return false;
    return (
      either(mul.srcs, (a, b) => {
        const negated = this.negated(a);
        return negated !== undefined && same(negated, y) && same(b, z) ? true : undefined;
      }) === true
    );
  }

  /** The x of `v` = 0 - x. */
  private negated(v: GuestValue): GuestValue | undefined {
    const sub = this.producer(v, 'v_sub_nc_u32');
    if (sub === undefined) return undefined;
    const [zero, x] = sub.srcs as [GuestValue, GuestValue];
    return isConst(zero, 0) ? x : undefined;
  }

  /** z = cvt_u32_f32(0x4f7ffffe * rcp(cvt_f32_u32(y))), the rcp being v_rcp_f32 or v_rcp_iflag_f32. */
  private reciprocal(z: GuestValue, y: GuestValue): boolean {
    const toInt = this.producer(z, 'v_cvt_u32_f32');
    const scaled = toInt && this.producer(toInt.srcs[0] as GuestValue, 'v_mul_f32');
    if (scaled === undefined) return false;
    const rcpValue = either(scaled.srcs, (k, g) => (isConst(k, ESTIMATE_SCALE) ? g : undefined));
    const rcp = rcpValue && this.producer(rcpValue, ...RECIPROCALS);
    const toFloat = rcp && this.producer(rcp.srcs[0] as GuestValue, 'v_cvt_f32_u32');
    return toFloat !== undefined && same(toFloat.srcs[0] as GuestValue, y);
  }

  /** [r, y] of a lane mask c = (r >= y) unsigned, as v_cmp_ge_u32 r, y or v_cmp_le_u32 y, r. */
  private atLeast(c: GuestValue): readonly [GuestValue, GuestValue] | undefined {
    const cmp = this.producer(c, 'v_cmp_ge_u32', 'v_cmp_le_u32');
    if (cmp === undefined) return undefined;
    const [a, b] = cmp.srcs as [GuestValue, GuestValue];
    return cmp.inst.mnemonic === 'v_cmp_ge_u32' ? [a, b] : [b, a];
  }

  /** `v` = base + 1. */
  private plusOne(v: GuestValue, base: GuestValue): boolean {
    const add = this.producer(v, 'v_add_nc_u32');
    return (
      add !== undefined &&
      either(add.srcs, (a, one) => (same(a, base) && isConst(one, 1) ? true : undefined)) === true
    );
  }

  /** `v` = a - b. */
  private minus(v: GuestValue, a: GuestValue, b: GuestValue): boolean {
    const sub = this.producer(v, 'v_sub_nc_u32');
    if (sub !== undefined) return same(sub.srcs[0] as GuestValue, a) && same(sub.srcs[1] as GuestValue, b);
    const rev = this.producer(v, 'v_subrev_nc_u32');
    return rev !== undefined && same(rev.srcs[1] as GuestValue, a) && same(rev.srcs[0] as GuestValue, b);
  }

  /** Two lane masks computed alike: the same value, or the same compare of the same values. */
  private equivalent(a: GuestValue, b: GuestValue): boolean {
    if (same(a, b)) return true;
    const x = this.atLeast(a);
    const y = this.atLeast(b);
    return x !== undefined && y !== undefined && same(x[0], y[0]) && same(x[1], y[1]);
  }

  /** The modifier-free instruction of the run (one of `mnemonics`) whose result `v` is. */
  private producer(v: GuestValue | undefined, ...mnemonics: string[]): GuestNode | undefined {
    if (v === undefined || v.kind !== 'reg' || v.def === undefined) return undefined;
    const node = v.def;
    if (!mnemonics.includes(node.inst.mnemonic) || node.dstLoc !== v.loc || !this.plain(node))
      return undefined;
    return node;
  }

  /** No source or output modifier, no DPP or SDWA: the instruction computes its bare operation. */
  private plain(node: GuestNode): boolean {
    const { inst } = node;
    if (inst.form !== 'base' && inst.form !== 'e32') return false;
    const m = valuModifiers(inst, this.mcpu);
    return (
      !m.clamp &&
      m.omod === 0 &&
      !m.dstHi &&
      m.strayOpsel === 0 &&
      m.srcs.every((s) => !s.abs && !s.neg && !s.hi && !s.sext && s.sel === 6)
    );
  }
}

/** The first defined result of `f` over the two sources in either order. */
function either<T>(
  srcs: readonly GuestValue[],
  f: (a: GuestValue, b: GuestValue) => T | undefined,
): T | undefined {
  const [a, b] = srcs as [GuestValue, GuestValue];
  return f(a, b) ?? f(b, a);
}

function same(a: GuestValue, b: GuestValue): boolean {
  if (a.kind === 'const') return b.kind === 'const' && a.bits === b.bits;
  if (b.kind === 'const') return false;
  return a.loc >= 0 && a.loc === b.loc && a.def === b.def && a.operand.dwords === b.operand.dwords;
}

function isConst(v: GuestValue, bits: number): boolean {
  return v.kind === 'const' && v.bits === bits;
}
