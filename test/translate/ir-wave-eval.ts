/**
 * A test-only evaluator of translated IR for one wave: every invocation (lane) runs every instruction
 * in lock step (the wave model: control flow is uniform), values are per-lane bit patterns (bigint),
 * and the subgroup ops (ballot, broadcast, shuffle) read across lanes. It models an ideal IEEE host:
 * f16/f32/f64 arithmetic correctly rounded to nearest even with denormals kept, fma exact. Host NaN
 * results carry a deliberately odd payload, so a rule that lets a host NaN reach a register shows up
 * as a mismatch against the reference executor.
 */

import type { IrFunction, ValueId } from '../../src/ir/function.js';
import { FCMP, FUNARY, ICMP, IUNARY, opInfo } from '../../src/ir/ops.js';
import { bitWidth, type TypeId, typeDesc } from '../../src/ir/types.js';
import {
  decomposeNumber,
  F16,
  F32_FORMAT,
  F64_FORMAT,
  type FloatFormat,
  fmaRounded,
  roundNumber,
  roundToFormat,
  toNumber,
} from '../../src/reference/float.js';
import { flushBits, nanRuleBits } from './nan-rule-eval.js';

type V = bigint | bigint[];

/** Odd host NaNs (quiet, nonzero payload). */
const HOST_NAN: Readonly<Record<number, bigint>> = { 16: 0x7e55n, 32: 0x7fc0beefn, 64: 0x7ff80000deadbeefn };

function fmtOf(width: number): FloatFormat {
  return width === 16 ? F16 : width === 32 ? F32_FORMAT : F64_FORMAT;
}

const num = (bits: bigint, width: number): number =>
  toNumber(width === 64 ? bits : Number(bits), fmtOf(width));
const bitsOf = (x: number, width: number): bigint =>
  roundNumber(x, fmtOf(width), 'rne') ?? (HOST_NAN[width] as bigint);
const mask = (v: bigint, width: number): bigint => BigInt.asUintN(width, v);
const signed = (v: bigint, width: number): bigint => BigInt.asIntN(width, v);

function roundEven(x: number): number {
  if (!Number.isFinite(x)) return x;
  let r = Math.round(x);
  if (r - x === 0.5 && r % 2 !== 0) r -= 1;
  return r === 0 ? (x < 0 || Object.is(x, -0) ? -0 : 0) : r;
}

const UNARY: Readonly<Record<string, (x: number) => number>> = {
  floor: Math.floor,
  ceil: Math.ceil,
  trunc: Math.trunc,
  round_even: roundEven,
  fract: (x) => x - Math.floor(x),
  sqrt: Math.sqrt,
  rsq: (x) => 1 / Math.sqrt(x),
  rcp: (x) => 1 / x,
  exp2: (x) => 2 ** x,
  log2: Math.log2,
  sin: Math.sin,
  cos: Math.cos,
};

/** The state of one wave's run: per-variable, per-lane contents. */
export class WaveEval {
  /** Variables in creation order (the `var` instructions of the entry block), each per lane. */
  readonly vars: bigint[][] = [];
  private readonly values = new Map<ValueId, V[]>();

  /** A helper's returned value, per lane (set by `ret %v`). */
  private returned: V[] = [];

  /** `functions`: the module's, which `call` indexes (fn is the one to run). */
  constructor(
    readonly fn: IrFunction,
    readonly lanes: number,
    readonly functions: readonly IrFunction[] = [fn],
  ) {}

  private get(v: ValueId, lane: number): V {
    const vals = this.values.get(v);
    if (!vals) throw new Error(`value %${v} used before definition`);
    return vals[lane] as V;
  }

  private int(v: ValueId, lane: number): bigint {
    return this.get(v, lane) as bigint;
  }

  /** Runs the function to `ret`. */
  run(): void {
    let block = 0;
    for (let steps = 0; steps < 100000; steps++) {
      const b = this.fn.block(block as never);
      let next: number | undefined;
      for (const id of b.insts) {
        const inst = this.fn.inst(id);
        if (inst.op === 'ret') {
          if (inst.operands[0] !== undefined) this.returned = this.values.get(inst.operands[0]) as V[];
          return;
        }
        if (inst.op === 'br' || inst.op === 'cond_br') {
          let edge = inst.targets[0];
          if (inst.op === 'cond_br') {
            const c = this.int(inst.operands[0] as ValueId, 0);
            for (let l = 1; l < this.lanes; l++)
              if (this.int(inst.operands[0] as ValueId, l) !== c) throw new Error('divergent branch');
            edge = inst.targets[c ? 0 : 1];
          }
          if (!edge) throw new Error('branch without target');
          const params = this.fn.block(edge.block).params;
          const args = edge.args.map((a) => this.values.get(a) as V[]);
          for (const [i, p] of params.entries()) this.values.set(p, args[i] as V[]);
          next = edge.block;
          break;
        }
        const out: V[] = [];
        if (inst.op === 'call') {
          const callee = this.functions[inst.imms[0] as number];
          if (!callee) throw new Error(`call of a missing helper ${inst.imms[0]}`);
          const run = new WaveEval(callee, this.lanes, this.functions);
          callee.block(0 as never).params.forEach((p, k) => {
            run.values.set(p, this.values.get(inst.operands[k] as ValueId) as V[]);
          });
          run.run();
          out.push(...run.returned);
        } else if (inst.op === 'var') {
          this.vars.push(new Array(this.lanes).fill(0n));
          for (let lane = 0; lane < this.lanes; lane++) out.push(BigInt(this.vars.length - 1));
        } else for (let lane = 0; lane < this.lanes; lane++) out.push(this.exec(id, lane));
        if (inst.result !== undefined) this.values.set(inst.result, out);
      }
      if (next === undefined) throw new Error('block without terminator');
      block = next;
    }
    throw new Error('too many steps');
  }

  private exec(id: number, lane: number): V {
    const inst = this.fn.inst(id as never);
    const o = inst.operands;
    const a = (i: number): bigint => this.int(o[i] as ValueId, lane);
    const t = inst.type;
    const w = bitWidth(t);
    const info = opInfo(inst.op);
    const variant = info.variants ? (info.variants[inst.imms[0] as number] as string) : undefined;
    const opType = o[0] === undefined ? t : this.fn.typeOf(o[0] as ValueId);
    const ow = bitWidth(opType);
    const isFloat = (ty: TypeId): boolean => typeDesc(ty).kind === 'float';
    const f = (i: number): number => num(a(i), bitWidth(this.fn.typeOf(o[i] as ValueId)));
    switch (inst.op) {
      case 'const':
        return inst.constant as bigint;
      case 'undef':
        return 0n;
      case 'opaque_zero':
        // The pipeline supplies 0 (see the push block).
        return 0n;
      case 'load':
        return (this.vars[Number(a(0))] as bigint[])[lane] as bigint;
      case 'store':
        (this.vars[Number(a(0))] as bigint[])[lane] = a(1);
        return 0n;
      case 'builtin': {
        if (variant === 'local_invocation_id') return [BigInt(lane), 0n, 0n];
        if (variant === 'workgroup_id') return [0n, 0n, 0n];
        if (variant === 'local_invocation_index' || variant === 'subgroup_invocation_id') return BigInt(lane);
        if (variant === 'wave_index') return 0n;
        throw new Error(`builtin ${variant}`);
      }
      case 'extract':
        return (this.get(o[0] as ValueId, lane) as bigint[])[inst.imms[0] as number] as bigint;
      case 'iadd':
        return mask(a(0) + a(1), w);
      case 'isub':
        return mask(a(0) - a(1), w);
      case 'imul':
        return mask(a(0) * a(1), w);
      case 'umul_hi':
        return mask((a(0) * a(1)) >> BigInt(w), w);
      case 'smul_hi':
        return mask((signed(a(0), w) * signed(a(1), w)) >> BigInt(w), w);
      case 'udiv':
        return a(1) === 0n ? 0n : a(0) / a(1);
      case 'urem':
        return a(1) === 0n ? 0n : a(0) % a(1);
      case 'and':
        return a(0) & a(1);
      case 'or':
        return a(0) | a(1);
      case 'xor':
        return a(0) ^ a(1);
      case 'umin':
        return a(0) < a(1) ? a(0) : a(1);
      case 'umax':
        return a(0) > a(1) ? a(0) : a(1);
      case 'smin':
        return signed(a(0), w) < signed(a(1), w) ? a(0) : a(1);
      case 'smax':
        return signed(a(0), w) > signed(a(1), w) ? a(0) : a(1);
      case 'shl':
        return mask(a(0) << (a(1) % BigInt(w)), w);
      case 'lshr':
        return a(0) >> (a(1) % BigInt(w));
      case 'ashr':
        return mask(signed(a(0), w) >> (a(1) % BigInt(w)), w);
      case 'ubfe':
      case 'sbfe': {
        const n = Number(a(2));
        if (n === 0) return 0n;
        // The offset modulo the width (src/ir/README.md), as fold.ts and the emitter take it.
        const field = (a(0) >> (a(1) % BigInt(w))) & ((1n << BigInt(n)) - 1n);
        return inst.op === 'ubfe' ? field : mask(signed(field, n), w);
      }
      case 'iunary': {
        const x = a(0);
        switch (variant) {
          case 'not':
            return mask(~x, w);
          case 'neg':
            return mask(-x, w);
          case 'bitcount':
            return BigInt([...x.toString(2)].filter((c) => c === '1').length);
          case 'bitreverse':
            return BigInt(`0b${x.toString(2).padStart(ow, '0').split('').reverse().join('')}`);
          case 'find_lsb':
            return x === 0n
              ? mask(-1n, w)
              : BigInt(x.toString(2).length - x.toString(2).lastIndexOf('1') - 1);
          case 'find_umsb':
            return x === 0n ? mask(-1n, w) : BigInt(x.toString(2).length - 1);
          default:
            throw new Error(`iunary.${variant} (${IUNARY.length})`);
        }
      }
      case 'fadd':
        return bitsOf(f(0) + f(1), w);
      case 'fsub':
        return bitsOf(f(0) - f(1), w);
      case 'fmul':
        return bitsOf(f(0) * f(1), w);
      case 'fdiv':
        return bitsOf(f(0) / f(1), w);
      case 'fma':
        return fmaRounded(f(0), f(1), f(2), fmtOf(w)) ?? (HOST_NAN[w] as bigint);
      case 'ldexp': {
        // x * 2^k rounded once; NaN, infinities and zeros as they are.
        const x = f(0);
        if (Number.isNaN(x)) return HOST_NAN[w] as bigint;
        if (!Number.isFinite(x) || x === 0) return a(0);
        const { neg, m, e } = decomposeNumber(x);
        return roundToFormat(neg, m, e + Number(signed(a(1), 32)), fmtOf(w), 'rne');
      }
      case 'fmin':
      case 'fmax': {
        // minNum/maxNum: a NaN operand gives the other; -0 below +0.
        const [x, y] = [f(0), f(1)];
        if (Number.isNaN(x)) return a(1);
        if (Number.isNaN(y)) return a(0);
        const lower = x < y || (x === y && Object.is(x, -0));
        return (inst.op === 'fmin') === lower ? a(0) : a(1);
      }
      case 'funary': {
        const x = a(0);
        const sign = 1n << BigInt(w - 1);
        if (variant === 'neg') return x ^ sign;
        if (variant === 'abs') return x & ~sign;
        const fnc = UNARY[variant as string];
        if (!fnc) throw new Error(`funary.${variant} (${FUNARY.length})`);
        return bitsOf(fnc(f(0)), w);
      }
      case 'flush':
        return flushBits(a(0), w);
      case 'nan_rule':
        return nanRuleBits(
          w,
          a(0),
          o.slice(1).map((_, k) => a(k + 1)),
        );
      case 'zext':
        return a(0);
      case 'sext':
        return mask(signed(a(0), ow), w);
      case 'trunc':
        return mask(a(0), w);
      case 'fpext':
      case 'fptrunc':
        return Number.isNaN(f(0)) ? (HOST_NAN[w] as bigint) : bitsOf(f(0), w);
      case 'ftou':
      case 'ftos': {
        const x = f(0);
        if (Number.isNaN(x)) return 0n;
        const lo = inst.op === 'ftos' ? -(2 ** (w - 1)) : 0;
        const hi = inst.op === 'ftos' ? 2 ** (w - 1) - 1 : 2 ** w - 1;
        return mask(BigInt(Math.min(hi, Math.max(lo, Math.trunc(x)))), w);
      }
      case 'utof':
      case 'stof': {
        const v = inst.op === 'stof' ? signed(a(0), ow) : a(0);
        return roundToFormat(v < 0n, v < 0n ? -v : v, 0, fmtOf(w), 'rne');
      }
      case 'bitcast':
        return a(0);
      case 'icmp': {
        const [x, y] = [a(0), a(1)];
        const [sx, sy] = [signed(x, ow), signed(y, ow)];
        const r: Record<string, boolean> = {
          eq: x === y,
          ne: x !== y,
          ult: x < y,
          ule: x <= y,
          ugt: x > y,
          uge: x >= y,
          slt: sx < sy,
          sle: sx <= sy,
          sgt: sx > sy,
          sge: sx >= sy,
        };
        if (!((variant as string) in r)) throw new Error(`icmp ${variant} (${ICMP.length})`);
        return r[variant as string] ? 1n : 0n;
      }
      case 'fcmp': {
        const [x, y] = [f(0), f(1)];
        const un = Number.isNaN(x) || Number.isNaN(y);
        const r: Record<string, boolean> = {
          oeq: x === y,
          one: !un && x !== y,
          olt: x < y,
          ole: x <= y,
          ogt: x > y,
          oge: x >= y,
          ord: !un,
          ueq: un || x === y,
          une: un || x !== y,
          ult: un || x < y,
          ule: un || x <= y,
          ugt: un || x > y,
          uge: un || x >= y,
          uno: un,
        };
        if (!((variant as string) in r)) throw new Error(`fcmp ${variant} (${FCMP.length})`);
        return r[variant as string] ? 1n : 0n;
      }
      case 'select':
        return a(0) ? this.get(o[1] as ValueId, lane) : this.get(o[2] as ValueId, lane);
      case 'ballot': {
        let m = 0n;
        for (let l = 0; l < this.lanes; l++) if (this.int(o[0] as ValueId, l)) m |= 1n << BigInt(l);
        return m;
      }
      case 'broadcast': {
        const src = Number(this.int(o[1] as ValueId, 0));
        for (let l = 1; l < this.lanes; l++)
          if (Number(this.int(o[1] as ValueId, l)) !== src) throw new Error('broadcast lane is not uniform');
        return this.get(o[0] as ValueId, src);
      }
      case 'broadcast_first':
        return this.get(o[0] as ValueId, 0);
      case 'shuffle': {
        const src = Number(a(1));
        if (src < 0 || src >= this.lanes) throw new Error(`shuffle from lane ${src}`);
        return this.get(o[0] as ValueId, src);
      }
      case 'shuffle_group': {
        // What lower-wave-ops proved: the source is in the reader's aligned group.
        const src = Number(a(1));
        const group = inst.imms[0] as number;
        if (Math.floor(src / group) !== Math.floor(lane / group))
          throw new Error(`shuffle_group [${group}] from lane ${src} in lane ${lane}`);
        return this.get(o[0] as ValueId, src);
      }
      default:
        if (isFloat(t)) throw new Error(`float op ${inst.op}`);
        throw new Error(`op ${inst.op} is not evaluated`);
    }
  }
}
