/**
 * Test support for the vector memory rules: an interpreter of translated IR for one workgroup that is
 * one guest wave (every invocation a lane), with guest memory, the workgroup's LDS, atomics and the
 * wave operations, and a runner that executes a program on the reference executor and through
 * translation + interpretation over copies of the same memory.
 *
 * Each lane runs as a generator over the IR; lanes run one after another (ascending) until each reaches
 * the same wave operation (ballot, broadcast, shuffle, barrier), which then sees every lane's operand.
 * Control flow may diverge between wave operations (the rules' guarded accesses) but must meet again
 * at each one, as the wave model demands; the interpreter checks that.
 */

import assert from 'node:assert/strict';
import { foldOp } from '../../src/ir/constant-facts.js';
import type { BlockId, Inst, IrFunction, IrModule, ValueId } from '../../src/ir/function.js';
import { ATOMIC, BUILTINS, FCMP, FUNARY, ICMP, IUNARY, SINK_BYTES } from '../../src/ir/ops.js';
import { type TypeId, typeDesc } from '../../src/ir/types.js';
import { verifyFunction } from '../../src/ir/verifier.js';
import { assembleWords, type Target } from '../../src/isa/index.js';
import { runCompute } from '../../src/reference/executor.js';
import { f16, f16Bits } from '../../src/reference/float.js';
import { GuestMemory } from '../../src/reference/memory.js';
import type { KnownMemory, TranslateOptions } from '../../src/translate/options.js';
import { translateProgram } from '../../src/translate/translate.js';
import { flushBits, nanRuleBits } from './nan-rule-eval.js';

/** The guest address the interpreter gives IR `sink_address`. */
const SINK = 0x7fff_0000_0000n;

type Val = bigint | bigint[];
type Ptr = { kind: 'var'; id: ValueId } | { kind: 'phys'; addr: bigint } | { kind: 'lds'; index: number };

interface WaveRequest {
  readonly inst: Inst;
  readonly args: readonly bigint[];
}

const F32A = new Float32Array(1);
const U32A = new Uint32Array(F32A.buffer);
const F64A = new Float64Array(1);
const U64A = new BigUint64Array(F64A.buffer);

function widthOf(type: TypeId): number {
  const d = typeDesc(type);
  if (d.kind === 'int' || d.kind === 'float') return d.bits;
  throw new Error('no width');
}

function isFloatType(type: TypeId): boolean {
  return typeDesc(type).kind === 'float';
}

/** The number a float bit pattern stands for. */
function toNum(bits: bigint, w: number): number {
  if (w === 16) return f16(Number(bits));
  if (w === 32) {
    U32A[0] = Number(bits);
    return F32A[0] as number;
  }
  U64A[0] = bits;
  return F64A[0] as number;
}

/** The bit pattern of a number rounded to nearest even at width `w`. */
function fromNum(x: number, w: number): bigint {
  if (w === 16) return BigInt(f16Bits(x));
  if (w === 32) {
    F32A[0] = x;
    return BigInt(U32A[0] as number);
  }
  F64A[0] = x;
  return U64A[0] as bigint;
}

/**
 * An integer as a double that rounds to the same `w`-bit float as the integer itself: exact below
 * 2^53, else its top 53 bits with the rest folded into a sticky lowest bit (so a later single rounding
 * to f16/f32 is correct; Number(x) would round twice).
 */
function exactNumber(x: bigint, w: number): number {
  const negative = x < 0n;
  let m = negative ? -x : x;
  const n = m.toString(2).length;
  if (n <= 53 || w === 64) return Number(x);
  const drop = BigInt(n - 53);
  const sticky = (m & ((1n << drop) - 1n)) !== 0n ? 1n : 0n;
  m = (m >> drop) | sticky;
  const v = Number(m) * 2 ** Number(drop);
  return negative ? -v : v;
}

function roundEven(x: number): number {
  if (!Number.isFinite(x)) return x;
  const r = Math.round(x);
  return Math.abs(x - Math.trunc(x)) === 0.5 && r % 2 !== 0 ? r - 1 : r;
}

function floatOp(
  inst: Inst,
  variant: string | undefined,
  w: number,
  args: readonly bigint[],
  argW: number,
): bigint | undefined {
  const [a = 0, b = 0, c = 0] = args.map((x) => toNum(x, argW));
  const out = (x: number): bigint => fromNum(x, w);
  switch (inst.op) {
    case 'fadd':
      return out(a + b);
    case 'fsub':
      return out(a - b);
    case 'fmul':
      return out(a * b);
    case 'fdiv':
      return out(a / b);
    case 'fma':
      return out(a * b + c);
    case 'fmin':
      return out(Number.isNaN(a) ? b : Number.isNaN(b) ? a : Math.min(a, b));
    case 'fmax':
      return out(Number.isNaN(a) ? b : Number.isNaN(b) ? a : Math.max(a, b));
    case 'fpext':
    case 'fptrunc':
      return out(a);
    case 'utof':
      return out(exactNumber(args[0] as bigint, w));
    case 'stof':
      return out(exactNumber(BigInt.asIntN(argW, args[0] as bigint), w));
    case 'ldexp':
      return out(a * 2 ** Number(BigInt.asIntN(32, args[1] as bigint)));
    case 'ftou':
    case 'ftos': {
      if (Number.isNaN(a)) return 0n;
      const tr = Math.trunc(a);
      const lo = inst.op === 'ftou' ? 0 : -(2 ** (w - 1));
      const hi = inst.op === 'ftou' ? 2 ** w - 1 : 2 ** (w - 1) - 1;
      return BigInt.asUintN(w, BigInt(Math.min(Math.max(tr, lo), hi)));
    }
    case 'funary':
      switch (variant) {
        case 'neg':
          return (args[0] as bigint) ^ (1n << BigInt(w - 1));
        case 'abs':
          return (args[0] as bigint) & ((1n << BigInt(w - 1)) - 1n);
        case 'round_even':
          return out(roundEven(a));
        case 'floor':
          return out(Math.floor(a));
        case 'trunc':
          return out(Math.trunc(a));
        default:
          return undefined;
      }
    case 'fcmp': {
      const nan = Number.isNaN(a) || Number.isNaN(b);
      const ordered: Record<string, boolean> = {
        eq: a === b,
        ne: a !== b,
        lt: a < b,
        le: a <= b,
        gt: a > b,
        ge: a >= b,
      };
      const v = variant as string;
      if (v === 'ord') return nan ? 0n : 1n;
      if (v === 'uno') return nan ? 1n : 0n;
      const r = ordered[v.slice(1)] as boolean;
      return (v[0] === 'o' ? !nan && r : nan || r) ? 1n : 0n;
    }
    default:
      return undefined;
  }
}

/** Memories an interpretation reads and writes. */
export interface WaveMemory {
  readonly guest: GuestMemory;
  readonly lds: Uint32Array;
}

/** Runs `fn` for one wave of `lanes` invocations (the workgroup). */
export function interpretWave(
  module: IrModule,
  lanes: number,
  memory: WaveMemory,
  stepLimit = 2_000_000,
): void {
  const fn = module.functions[0] as IrFunction;
  const gens = Array.from({ length: lanes }, (_, lane) => runLane(fn, lane, memory, stepLimit));
  let requests: (WaveRequest | undefined)[] = gens.map(
    (g) => g.next(undefined as unknown as Val).value as WaveRequest | undefined,
  );
  for (;;) {
    const live = requests.filter((r) => r !== undefined);
    if (live.length === 0) return;
    assert.equal(live.length, lanes, 'some lanes returned while others wait at a wave operation');
    const inst = (live[0] as WaveRequest).inst;
    for (const r of live) assert.equal(r?.inst, inst, 'lanes reached different wave operations');
    const args = requests.map((r) => (r as WaveRequest).args);
    const results: Val[] = args.map((a, lane) => {
      switch (inst.op) {
        case 'ballot': {
          let m = 0n;
          args.forEach((x, i) => {
            if (x[0] === 1n) m |= 1n << BigInt(i);
          });
          return m;
        }
        case 'broadcast':
        case 'shuffle': {
          const src = Number(a[1]);
          assert.ok(src >= 0 && src < lanes, `lane ${lane} reads lane ${src}`);
          return (args[src] as bigint[])[0] as bigint;
        }
        case 'broadcast_first':
          return (args[0] as bigint[])[0] as bigint;
        default:
          return 0n;
      }
    });
    requests = gens.map((g, i) => g.next(results[i] as Val).value as WaveRequest | undefined);
  }
}

function* runLane(
  fn: IrFunction,
  lane: number,
  memory: WaveMemory,
  stepLimit: number,
): Generator<WaveRequest, undefined, Val> {
  const values = new Map<ValueId, Val>();
  const vars = new Map<ValueId, Val>();
  const pointers = new Map<ValueId, Ptr>();
  const get = (v: ValueId): bigint => {
    const x = values.get(v);
    if (typeof x !== 'bigint') throw new Error(`%${v} has no scalar value`);
    return x;
  };
  const { guest, lds } = memory;
  // The sink (IR `sink_address`): bytes of their own, past any guest address the tests use, not 0
  // (a value read there that reaches a register shows).
  const sink = new Uint8Array(SINK_BYTES).fill(0xa5);
  const inSink = (addr: bigint): boolean => addr >= SINK && addr < SINK + BigInt(SINK_BYTES);
  const read8 = (addr: bigint): number =>
    inSink(addr) ? (sink[Number(addr - SINK)] as number) : guest.read8(Number(addr));
  const write8 = (addr: bigint, v: number): void => {
    if (inSink(addr)) sink[Number(addr - SINK)] = v;
    else guest.write8(Number(addr), v);
  };
  const readMem = (p: Ptr, w: number): bigint => {
    if (p.kind === 'lds') {
      assert.equal(w, 32);
      assert.ok(p.index >= 0 && p.index < lds.length, `LDS index ${p.index} outside the array`);
      return BigInt(lds[p.index] as number);
    }
    if (p.kind !== 'phys') throw new Error('memory read of a variable');
    assert.equal(p.addr % BigInt(w / 8), 0n, `misaligned ${w}-bit access at 0x${p.addr.toString(16)}`);
    let v = 0n;
    for (let i = w / 8 - 1; i >= 0; i--) v = (v << 8n) | BigInt(read8(p.addr + BigInt(i)));
    return v;
  };
  const writeMem = (p: Ptr, w: number, v: bigint): void => {
    if (p.kind === 'lds') {
      assert.ok(p.index >= 0 && p.index < lds.length, `LDS index ${p.index} outside the array`);
      lds[p.index] = Number(v & 0xffffffffn);
      return;
    }
    if (p.kind !== 'phys') throw new Error('memory write of a variable');
    assert.equal(p.addr % BigInt(w / 8), 0n, `misaligned ${w}-bit access at 0x${p.addr.toString(16)}`);
    for (let i = 0; i < w / 8; i++) write8(p.addr + BigInt(i), Number((v >> BigInt(8 * i)) & 0xffn));
  };
  let block = 0 as BlockId;
  let args: bigint[] = [];
  for (let steps = 0; steps < stepLimit; steps++) {
    fn.block(block).params.forEach((p, i) => {
      values.set(p, args[i] as bigint);
    });
    let next: BlockId | undefined;
    for (const id of fn.block(block).insts) {
      const inst = fn.inst(id);
      const r = inst.result as ValueId;
      const ops = inst.operands;
      switch (inst.op) {
        case 'const':
          values.set(r, inst.constant as bigint);
          break;
        case 'undef':
          values.set(r, 0n);
          break;
        case 'var':
          pointers.set(r, { kind: 'var', id: r });
          break;
        case 'ptr_from_addr':
          pointers.set(r, { kind: 'phys', addr: get(ops[0] as ValueId) });
          break;
        case 'sink_address':
          values.set(r, SINK);
          break;
        case 'global':
          pointers.set(r, { kind: 'lds', index: 0 });
          break;
        case 'access': {
          const base = pointers.get(ops[0] as ValueId) as Ptr;
          const off = Number(BigInt.asIntN(64, get(ops[1] as ValueId)));
          if (base.kind === 'lds') pointers.set(r, { kind: 'lds', index: base.index + off });
          else if (base.kind === 'phys') {
            const pointee =
              typeDesc(inst.type).kind === 'ptr'
                ? (typeDesc(inst.type) as { pointee: TypeId }).pointee
                : inst.type;
            pointers.set(r, { kind: 'phys', addr: base.addr + BigInt(off * (widthOf(pointee) / 8)) });
          } else throw new Error('access of a variable');
          break;
        }
        case 'load': {
          const p = pointers.get(ops[0] as ValueId) as Ptr;
          if (p.kind === 'var') {
            // An uninitialized register reads 0 (its value is never observable where EXEC is set).
            values.set(r, vars.get(p.id) ?? 0n);
          } else values.set(r, readMem(p, widthOf(inst.type)));
          break;
        }
        case 'store': {
          const p = pointers.get(ops[0] as ValueId) as Ptr;
          const v = values.get(ops[1] as ValueId) as Val;
          if (p.kind === 'var') vars.set(p.id, v);
          else writeMem(p, widthOf(fn.typeOf(ops[1] as ValueId)), v as bigint);
          break;
        }
        case 'atomic': {
          const p = pointers.get(ops[0] as ValueId) as Ptr;
          const w = widthOf(inst.type);
          const m = (1n << BigInt(w)) - 1n;
          const old = readMem(p, w);
          const a = get(ops[1] as ValueId);
          const s = (x: bigint): bigint => BigInt.asIntN(w, x);
          const kind = ATOMIC[inst.imms[0] as number];
          const table: Record<string, bigint> = {
            add: (old + a) & m,
            sub: (old - a) & m,
            xchg: a,
            and: old & a,
            or: old | a,
            xor: old ^ a,
            umin: old < a ? old : a,
            umax: old > a ? old : a,
            smin: s(old) < s(a) ? old : a,
            smax: s(old) > s(a) ? old : a,
            inc: old >= a ? 0n : (old + 1n) & m,
            dec: old === 0n || old > a ? a : old - 1n,
          };
          writeMem(p, w, table[kind as string] as bigint);
          values.set(r, old);
          break;
        }
        case 'atomic_cmpxchg': {
          const p = pointers.get(ops[0] as ValueId) as Ptr;
          const w = widthOf(inst.type);
          const old = readMem(p, w);
          if (old === get(ops[1] as ValueId)) writeMem(p, w, get(ops[2] as ValueId));
          values.set(r, old);
          break;
        }
        case 'builtin': {
          const name = BUILTINS[inst.imms[0] as number];
          if (name === 'local_invocation_index' || name === 'subgroup_invocation_id')
            values.set(r, BigInt(lane));
          else if (name === 'wave_index') values.set(r, 0n);
          else if (name === 'local_invocation_id') values.set(r, [BigInt(lane), 0n, 0n]);
          else if (name === 'num_workgroups') values.set(r, [1n, 1n, 1n]);
          else if (name === 'workgroup_id') values.set(r, [0n, 0n, 0n]);
          else values.set(r, 0n);
          break;
        }
        case 'extract':
          values.set(r, (values.get(ops[0] as ValueId) as bigint[])[inst.imms[0] as number] as bigint);
          break;
        case 'select':
          values.set(
            r,
            get(ops[0] as ValueId) === 1n
              ? (values.get(ops[1] as ValueId) as Val)
              : (values.get(ops[2] as ValueId) as Val),
          );
          break;
        case 'bitcast':
          values.set(r, get(ops[0] as ValueId));
          break;
        case 'flush':
          values.set(r, flushBits(get(ops[0] as ValueId), widthOf(inst.type)));
          break;
        case 'nan_rule':
          values.set(r, nanRuleBits(widthOf(inst.type), get(ops[0] as ValueId), ops.slice(1).map(get)));
          break;
        case 'ballot':
        case 'broadcast':
        case 'broadcast_first':
        case 'shuffle':
        case 'barrier':
        case 'wave_barrier': {
          const result = yield { inst, args: ops.map(get) };
          if (r !== undefined) values.set(r, result);
          break;
        }
        case 'br':
          next = inst.targets[0]?.block;
          args = (inst.targets[0]?.args ?? []).map(get);
          break;
        case 'cond_br': {
          const edge = inst.targets[get(ops[0] as ValueId) === 1n ? 0 : 1];
          next = edge?.block;
          args = (edge?.args ?? []).map(get);
          break;
        }
        case 'ret':
          return undefined;
        case 'unreachable':
          throw new Error(`reached unreachable in block ^${block}`);
        default: {
          const w =
            typeDesc(inst.type).kind === 'int' || typeDesc(inst.type).kind === 'float'
              ? widthOf(inst.type)
              : 0;
          const argType = fn.typeOf(ops[0] as ValueId);
          const argW = widthOf(argType);
          const variant =
            inst.op === 'icmp'
              ? ICMP[inst.imms[0] as number]
              : inst.op === 'iunary'
                ? IUNARY[inst.imms[0] as number]
                : inst.op === 'fcmp'
                  ? FCMP[inst.imms[0] as number]
                  : inst.op === 'funary'
                    ? FUNARY[inst.imms[0] as number]
                    : undefined;
          const floaty = isFloatType(argType) || isFloatType(inst.type) || inst.op === 'fcmp';
          const folded = floaty
            ? floatOp(inst, variant, w, ops.map(get), argW)
            : foldOp(inst.op, variant, w, ops.map(get), argW);
          if (folded === undefined)
            throw new Error(`interpreter cannot evaluate ${inst.op}${variant ? `.${variant}` : ''}`);
          values.set(r, BigInt.asUintN(w, folded));
        }
      }
    }
    if (next === undefined) throw new Error(`block ^${block} has no successor`);
    block = next;
  }
  throw new Error('step limit reached');
}

/** Guest addresses of the test buffers. */
export const OUT = 0x10_0000;
export const IN = 0x20_0000;

/** A compute launch of one wave with `userSgprs` and `ldsBytes` of LDS. */
export function waveOptions(
  target: Target,
  userSgprs: readonly number[],
  ldsBytes: number,
  knownMemory?: readonly KnownMemory[],
): TranslateOptions {
  const lanes = target.wave64 ? 64 : 32;
  return {
    target,
    entry: 0,
    launch: {
      stage: 'compute',
      userSgprs,
      workgroupIdSgprs: [false, false, false],
      localIdComponents: 1,
      workgroupSize: [lanes, 1, 1],
      ldsBytes,
    },
    host: { subgroupSize: lanes, subgroupOperations: true },
    ...(knownMemory ? { knownMemory } : {}),
  };
}

function makeMemory(input: readonly number[], outBytes: number): GuestMemory {
  const memory = new GuestMemory();
  memory.map(OUT, new Uint8Array(outBytes));
  const bytes = new Uint8Array(Math.max(4, input.length * 4));
  const view = new DataView(bytes.buffer);
  input.forEach((w, i) => {
    view.setUint32(4 * i, w >>> 0, true);
  });
  memory.map(IN, bytes);
  return memory;
}

/** What a differential run produced. */
export interface WaveOutputs {
  readonly reference: number[];
  readonly translated: number[];
  readonly module: IrModule;
}

/** Runs `source` on one wave with the reference executor and through translation; returns OUT's dwords. */
export function runWave(
  source: string,
  target: Target,
  options: {
    userSgprs?: readonly number[];
    input?: readonly number[];
    outDwords?: number;
    ldsBytes?: number;
    /** false: skip the reference run (inputs it refuses); `reference` is then empty. */
    reference?: boolean;
  } = {},
): WaveOutputs {
  const { userSgprs = [], input = [], outDwords = 64, ldsBytes = 256 } = options;
  const lanes = target.wave64 ? 64 : 32;
  const words = assembleWords(source, target);
  const refMemory = makeMemory(input, outDwords * 4);
  if (options.reference !== false) {
    runCompute({
      target,
      program: words,
      workgroupSize: [lanes, 1, 1],
      workgroups: [1, 1, 1],
      userSgprs,
      localIdComponents: 1,
      ldsBytes,
      memory: refMemory,
    });
  }
  const module = translateProgram(words, waveOptions(target, userSgprs, ldsBytes));
  const check = verifyFunction(module.functions[0] as IrFunction);
  assert.ok(check.ok, `IR does not verify:\n${check.annotated}`);
  const ourMemory = makeMemory(input, outDwords * 4);
  const ldsGlobal = module.globals.find((g) => g.name === 'lds');
  const lds = new Uint32Array(ldsGlobal?.count ?? 1);
  interpretWave(module, lanes, { guest: ourMemory, lds });
  return {
    reference: options.reference === false ? [] : refMemory.readDwords(OUT, outDwords),
    translated: ourMemory.readDwords(OUT, outDwords),
    module,
  };
}
