/**
 * Facts about the guest registers before each instruction, from a forward dataflow over the guest CFG:
 * how many low bits of each register are 0 in every lane, and whether EXEC holds every lane the launch
 * started. The translator uses them where the IR it is building cannot show them: an address read from
 * a register written in another basic block (or on an earlier loop trip) is aligned, so a memory rule
 * builds no byte-by-byte path; and under a full EXEC a vector write replaces every lane and an access
 * needs no lane guard (TranslationContext.active is then true), where the IR passes would otherwise
 * have to prove both and remove what was built.
 *
 * Low zeros: a count k (0..32), the register's value a multiple of 2^k in every lane, inactive ones
 * included. A vector write under a partial EXEC keeps the old value in the other lanes, so its result
 * meets the old fact with the new one; under a full EXEC it replaces it. A lane that reads another
 * lane's register (DPP, v_readlane) reads a value the fact covers. Registers the launch does not load
 * hold 0 (what promote-vars gives a variable never stored, and the reference executor's registers), so
 * they start at 32 and a loop-carried address keeps its alignment through the back edge: the fixpoint
 * starts optimistic at every block and only lowers facts.
 *
 * Full EXEC: every host invocation is a lane the launch started (launch.ts), so EXEC has every lane
 * when its bits include the launch EXEC's. The launch EXEC is full; copies, ors and ands of full
 * values and the save-EXEC forms keep track of it (the idiom that runs a wave-wide reduction with
 * `s_or_saveexec -1` and restores EXEC after it); any other write of a register makes it not full.
 *
 * Only a few integer operations carry low zeros (moves, shifts left by constants, adds, masks,
 * products, selects); any other write of a register, and every write an operand list cannot name
 * (M0-relative moves, swaps), makes it unknown. Programs that jump through registers get no facts at
 * all: their targets are not edges of the CFG here.
 */
import { branchTarget } from '../isa/families/scalar-control.js';
import type { Instruction, Operand } from '../isa/instruction.js';
import { inlineConstantBits } from '../isa/operands.js';
import type { Program } from './program.js';
import { programCfg } from './program-cfg.js';

/** The registers of a program: scalar codes 0..127 as themselves, VGPR n as 128 + n. */
export const vgprIndex = (n: number): number => 128 + n;

/** What the launch loads (the other registers start as 0). */
export interface LaunchedRegisters {
  /** s0 .. s(sgprs - 1). */
  readonly sgprs: number;
  readonly vgprs: readonly number[];
  /** SGPRs the launch sets to known constants (user data), from `first` on. */
  readonly userData?: { readonly first: number; readonly values: readonly number[] };
}

/** Register facts before each instruction. */
export interface RegisterFacts {
  /** The number of low bits of register `index` (see vgprIndex) that are 0 before the instruction at `pc`. */
  lowZeros(pc: number, index: number): number;
  /** Whether EXEC holds every launched lane before the instruction at `pc`. */
  execFull(pc: number): boolean;
}

const NONE: RegisterFacts = { lowZeros: () => 0, execFull: () => false };

/** Control the CFG here cannot follow: the analysis gives no facts for such a program. */
const INDIRECT = /^s_(setpc|swappc|call|cbranch_g_fork|cbranch_join|rfe)/;
/** Writes to registers the operands do not name: every register of the bank becomes unknown. */
const RELATIVE_VECTOR_WRITE = /^v_(movreld|movrelsd|swaprel)/;
const RELATIVE_SCALAR_WRITE = /^s_movreld/;
const EXEC = 126;

/**
 * The facts of `program` launched with `launched`. A state holds, for the registers the program
 * names (numbered densely), their low zeros and then their full bits; each instruction's effect on it
 * is compiled once (`Transfer`), so the fixpoint and the translator's queries only index arrays.
 */
export function registerFacts(program: Program, launched: LaunchedRegisters): RegisterFacts {
  const insts = program.instructions;
  const count = insts.length;
  const wave64 = program.target.wave64;
  if (count === 0 || insts.some((i) => INDIRECT.test(i.mnemonic))) return NONE;
  const ops = insts.map(program.operandsOf);
  // One basic block that keeps the launch EXEC: every register it reads it wrote there (the
  // translator sees those values) or holds as launched, which knows nothing; nothing to state.
  if (!writesExec(ops) && insts.every((i) => branchTarget(i) === undefined)) return NONE;
  const dense = denseRegisters(ops, launched, wave64);
  const n = dense.count;
  const transfers = insts.map((inst, i) => compile(inst, ops[i] as readonly Operand[], dense, wave64));
  const { indexAt, next, blocks, starts, blockOf } = programCfg(program);
  // One buffer (util/spare.ts says why): the entry state of each block (not reached yet: no
  // constraint), the state walked through a block, the state the translator's queries replay.
  const size = 2 * n;
  const STATE = blocks * size;
  const REPLAY = STATE + size;
  const states = new Uint8Array(REPLAY + size);
  const reached = new Uint8Array(blocks);
  const start = states.subarray(0, size);
  start.fill(32, 0, n);
  for (let s = 0; s < launched.sgprs; s++) start[dense.of(s)] = 0;
  launched.userData?.values.forEach((value, i) => {
    start[dense.of((launched.userData?.first ?? 0) + i)] = ctz32(value);
  });
  for (const v of launched.vgprs) start[dense.of(vgprIndex(v))] = 0;
  const execLo = dense.of(EXEC);
  const execHi = dense.of(EXEC + 1);
  start[execLo] = 0;
  start[execHi] = 0;
  // The launch EXEC holds every lane there is (wave32 keeps its high half 0).
  start[n + execLo] = 1;
  if (wave64) start[n + execHi] = 1;
  reached[0] = 1;
  const work = [0];
  const queued = new Uint8Array(blocks);
  queued[0] = 1;
  const state = states.subarray(STATE, STATE + size);
  const meet = (i: number): void => {
    if (i < 0) return;
    // Successors start blocks.
    const s = blockOf[i] as number;
    const at = s * size;
    let changed = !reached[s];
    if (!reached[s]) {
      reached[s] = 1;
      states.copyWithin(at, STATE, STATE + size);
    } else
      for (let r = 0; r < size; r++) {
        if ((state[r] as number) < (states[at + r] as number)) {
          states[at + r] = state[r] as number;
          changed = true;
        }
      }
    if (changed && !queued[s]) {
      queued[s] = 1;
      work.push(s);
    }
  };
  while (work.length > 0) {
    const b = work.pop() as number;
    queued[b] = 0;
    states.copyWithin(STATE, b * size, (b + 1) * size);
    const last = (starts[b + 1] as number) - 1;
    for (let i = starts[b] as number; i <= last; i++) apply(transfers[i] as Transfer, state, n);
    meet(next[2 * last] as number);
    meet(next[2 * last + 1] as number);
  }
  // Queries come in program order from the translator: replay each block from its entry once.
  let cursor = -1;
  const replay = states.subarray(REPLAY, REPLAY + size);
  const at = (pc: number): Uint8Array | undefined => {
    const i = indexAt(pc);
    if (i < 0) return undefined;
    if (cursor !== i) {
      const b = blockOf[i] as number;
      const first = starts[b] as number;
      if (cursor < first || cursor > i) {
        if (!reached[b]) return undefined;
        states.copyWithin(REPLAY, b * size, (b + 1) * size);
        cursor = first;
      }
      for (; cursor < i; cursor++) apply(transfers[cursor] as Transfer, replay, n);
    }
    return replay;
  };
  return {
    lowZeros: (pc, register) => {
      const d = dense.find(register);
      return d === undefined ? 0 : (at(pc)?.[d] ?? 0);
    },
    execFull: (pc) => {
      const s = at(pc);
      return s !== undefined && s[n + execLo] === 1 && (!wave64 || s[n + execHi] === 1);
    },
  };
}

/** Whether an instruction of the program writes EXEC. */
function writesExec(ops: readonly (readonly Operand[])[]): boolean {
  for (let i = 0; i < ops.length; i++) {
    const list = ops[i] as readonly Operand[];
    for (let k = 0; k < list.length; k++) {
      const op = list[k] as Operand;
      if (op.role === 'dst' && op.kind === 'special' && op.value === EXEC) return true;
    }
  }
  return false;
}

/** Dense numbers for the registers a program names (and the launch's and EXEC's). */
interface Dense {
  readonly count: number;
  /** The dense number of a named register. */
  of(register: number): number;
  /** The dense number of a register, undefined where the program never names it. */
  find(register: number): number | undefined;
  /** The dense numbers of the VGPRs, of the scalar registers. */
  vgprs(): readonly number[];
  scalars(): readonly number[];
}

function denseRegisters(
  ops: readonly (readonly Operand[])[],
  launched: LaunchedRegisters,
  wave64: boolean,
): Dense {
  // A plain array: a typed one this size is allocated outside V8's heap, dearer (util/spare.ts).
  const number = new Array<number>(128 + 256).fill(-1);
  let count = 0;
  for (let s = 0; s < launched.sgprs; s++) if (number[s] === -1) number[s] = count++;
  for (const v of launched.vgprs) if (number[vgprIndex(v)] === -1) number[vgprIndex(v)] = count++;
  if (number[EXEC] === -1) number[EXEC] = count++;
  if (number[EXEC + 1] === -1) number[EXEC + 1] = count++;
  for (let i = 0; i < ops.length; i++) {
    const list = ops[i] as readonly Operand[];
    for (let k = 0; k < list.length; k++) {
      const op = list[k] as Operand;
      // registerOf's registers: VGPRs from 128, SGPRs and the special registers below 128.
      const vector = op.kind === 'vgpr';
      if (!vector && op.kind !== 'sgpr' && !(op.kind === 'special' && op.value < 128)) continue;
      const base = vector ? vgprIndex(op.value) : op.value;
      // Scalar writes clear at least a wave64 mask's dwords (see compile).
      const dwords = Math.max(op.dwords, 1, vector || !wave64 ? 1 : 2);
      for (let d = 0; d < dwords; d++) {
        const r = base + d;
        if (r < number.length && number[r] === -1) number[r] = count++;
      }
    }
  }
  // The dense numbers of a bank, for the rare M0-relative write.
  const bank = (vector: boolean): number[] => {
    const out: number[] = [];
    number.forEach((d, r) => {
      if (d >= 0 && r >= 128 === vector) out.push(d);
    });
    return out;
  };
  return {
    count,
    of: (r) => number[r] as number,
    find: (r) => {
      const d = number[r];
      return d === undefined || d < 0 ? undefined : d;
    },
    vgprs: () => bank(true),
    scalars: () => bank(false),
  };
}

/** A low-zeros formula over the first three sources' facts and constant shift amounts (-1: unknown). */
type Formula = (f0: number, f1: number, f2: number, k0: number, k1: number, k2: number) => number;

/** What one instruction does to a state, resolved to dense numbers. */
interface Transfer {
  /** Dense numbers of the registers it makes unknown (low zeros 0, not full). */
  readonly clear: readonly number[];
  /** The first destination's formula, its dense number and sources (dense number, or -1 - fact). */
  readonly formula: Formula | undefined;
  readonly dst: number;
  readonly sources: readonly number[];
  readonly shifts: readonly number[];
  /** A vector write that may leave some lanes as they were (EXEC, or DPP's masks): meets the old fact. */
  readonly vector: boolean;
  readonly dpp: boolean;
  /** s_mov_b64's copies: [dst, source (dense number, or -1 - fact)] per dword. */
  readonly copies: readonly (readonly [number, number])[];
  /** Full bits written: [dst, how, a, b]; a source is a dense number, or -1 (not full) / -2 (full). */
  readonly fulls: readonly (readonly [number, 'copy' | 'or' | 'and', number, number])[];
  /** EXEC's dense numbers (for the full test of a vector write). */
  readonly execLo: number;
  readonly execHi: number;
  readonly wave64: boolean;
}

const min = Math.min;
const max = Math.max;
const cap = (k: number): number => min(32, k);
/** (a << k): the shifted operand's zeros plus k, or its own zeros for an amount not known (k < 0). */
const shifted = (a: number, k: number): number => cap(a + max(k, 0));
/** A product's low zeros: the factors' added. */
const product = (a: number, b: number): number => cap(a + b);
/** A 24-bit product (v_mul_u32_u24): a factor whose low 24 bits are 0 makes the product 0. */
const product24 = (a: number, b: number): number => (a >= 24 || b >= 24 ? 32 : cap(a + b));

const first: Formula = (a) => a;
const least2: Formula = (a, b) => min(a, b);
const least3: Formula = (a, b, c) => min(a, b, c);
const most2: Formula = (a, b) => max(a, b);

/** The operations that carry low zeros to their first destination. */
const FORMULAS: Readonly<Record<string, Formula>> = {
  v_mov_b32: first,
  s_mov_b32: first,
  v_readfirstlane_b32: first,
  v_readlane_b32: first,
  v_add_nc_u32: least2,
  v_sub_nc_u32: least2,
  v_subrev_nc_u32: least2,
  v_add_co_u32: least2,
  v_sub_co_u32: least2,
  v_subrev_co_u32: least2,
  v_or_b32: least2,
  v_xor_b32: least2,
  v_cndmask_b32: least2,
  s_add_u32: least2,
  s_add_i32: least2,
  s_sub_u32: least2,
  s_sub_i32: least2,
  s_or_b32: least2,
  s_xor_b32: least2,
  s_cselect_b32: least2,
  v_add3_u32: least3,
  v_or3_b32: least3,
  v_and_b32: most2,
  s_and_b32: most2,
  v_and_or_b32: (a, b, c) => min(max(a, b), c),
  v_lshlrev_b32: (_a, b, _c, k0) => shifted(b, k0),
  // The low dword of a 64-bit shift (amounts mod 64 here): 0 from 32 on.
  v_lshlrev_b64: (_a, b, _c, k0) => (k0 >= 32 ? 32 : shifted(b, k0)),
  s_lshl_b64: (a, _b, _c, _k0, k1) => (k1 >= 32 ? 32 : shifted(a, k1)),
  s_lshl_b32: (a, _b, _c, _k0, k1) => shifted(a, k1),
  v_lshl_add_u32: (a, _b, c, _k0, k1) => min(shifted(a, k1), c),
  v_lshl_or_b32: (a, _b, c, _k0, k1) => min(shifted(a, k1), c),
  v_add_lshl_u32: (a, b, _c, _k0, _k1, k2) => shifted(min(a, b), k2),
  s_lshl1_add_u32: (a, b) => min(shifted(a, 1), b),
  s_lshl2_add_u32: (a, b) => min(shifted(a, 2), b),
  s_lshl3_add_u32: (a, b) => min(shifted(a, 3), b),
  s_lshl4_add_u32: (a, b) => min(shifted(a, 4), b),
  v_mul_lo_u32: (a, b) => product(a, b),
  s_mul_i32: (a, b) => product(a, b),
  v_mul_u32_u24: (a, b) => product24(a, b),
  v_mul_i32_i24: (a, b) => product24(a, b),
  v_mad_u32_u24: (a, b, c) => min(product24(a, b), c),
  v_mad_i32_i24: (a, b, c) => min(product24(a, b), c),
};

/** A source's low zeros: a dense number's fact, or -1 - s's constant fact. */
function factOf(state: Uint8Array, s: number): number {
  return s >= 0 ? (state[s] as number) : -1 - s;
}

/** A source's full bit: a dense number's, or -2 (a constant with every bit set). */
function fullIn(state: Uint8Array, n: number, s: number): boolean {
  return s >= 0 ? state[n + s] === 1 : s === -2;
}

/** What an instruction's copies and full bits read, before it writes (at most 4 of each). */
const scratch = new Uint8Array(8);

/** Applies a compiled instruction to `state` (`n` registers). */
function apply(t: Transfer, state: Uint8Array, n: number): void {
  // Everything is read before anything is written (a destination may be a source).
  let value = -1;
  if (t.formula !== undefined) {
    const sources = t.sources;
    const shifts = t.shifts;
    value = t.formula(
      factOf(state, sources[0] as number),
      factOf(state, sources[1] as number),
      factOf(state, sources[2] as number),
      shifts[0] as number,
      shifts[1] as number,
      shifts[2] as number,
    );
  }
  const copies = t.copies;
  const fulls = t.fulls;
  for (let i = 0; i < copies.length; i++)
    scratch[i] = factOf(state, (copies[i] as readonly [number, number])[1]);
  for (let i = 0; i < fulls.length; i++) {
    const [, how, a, b] = fulls[i] as (typeof fulls)[number];
    const full =
      how === 'copy'
        ? fullIn(state, n, a)
        : how === 'or'
          ? fullIn(state, n, a) || fullIn(state, n, b)
          : fullIn(state, n, a) && fullIn(state, n, b);
    scratch[4 + i] = full ? 1 : 0;
  }
  // A vector write replaces every lane's value under a full EXEC, unless DPP's masks keep some.
  const everyLane = state[n + t.execLo] === 1 && (!t.wave64 || state[n + t.execHi] === 1) && !t.dpp;
  const clear = t.clear;
  for (let i = 0; i < clear.length; i++) {
    const r = clear[i] as number;
    state[r] = 0;
    state[n + r] = 0;
  }
  if (value >= 0 && t.dst >= 0) {
    state[t.dst] = t.vector && !everyLane ? min(state[t.dst] as number, value) : value;
    state[n + t.dst] = 0;
  }
  for (let i = 0; i < copies.length; i++)
    state[(copies[i] as readonly [number, number])[0]] = scratch[i] as number;
  for (let i = 0; i < fulls.length; i++)
    state[n + (fulls[i] as (typeof fulls)[number])[0]] = scratch[4 + i] as number;
}

/** The register index of a register operand's dword `d`, or undefined (constants, SCC...). */
function registerOf(op: Operand, d = 0): number | undefined {
  if (op.kind === 'vgpr') return vgprIndex(op.value + d);
  if (op.kind === 'sgpr' || (op.kind === 'special' && op.value < 128)) return op.value + d;
  return undefined;
}

/** Trailing zero bits of a 32-bit pattern (32 for 0). */
function ctz32(x: number): number {
  const v = x >>> 0;
  return v === 0 ? 32 : 31 - Math.clz32(v & -v);
}

/** Dword `d` of a constant source's value, or undefined for a register. */
function constantDword(inst: Instruction, op: Operand, d: number): number | undefined {
  if (op.kind === 'inline') {
    const bits = inlineConstantBits(op.value, op.dwords === 2 ? 64 : 32);
    return Number((bits >> BigInt(32 * d)) & 0xffffffffn);
  }
  // A 64-bit operation's literal may be placed in either dword (an f64's is the high one): not stated.
  if (op.kind === 'literal') return op.dwords === 1 && d === 0 ? (inst.literal ?? 0) >>> 0 : undefined;
  return undefined;
}

/** A source dword as a transfer names it: a dense number, or -1 - its constant fact (0 if unknown). */
function sourceOf(inst: Instruction, op: Operand | undefined, d: number, dense: Dense): number {
  if (op === undefined) return -1;
  const r = registerOf(op, d);
  if (r !== undefined) return dense.of(r);
  const k = constantDword(inst, op, d);
  return k === undefined ? -1 : -1 - ctz32(k);
}

/** A full-bit source: a dense number, or -2 for a constant with every bit set, -1 otherwise. */
function fullOf(inst: Instruction, op: Operand | undefined, d: number, dense: Dense): number {
  if (op === undefined) return -1;
  const r = registerOf(op, d);
  if (r !== undefined) return r < 128 ? dense.of(r) : -1;
  return constantDword(inst, op, d) === 0xffffffff ? -2 : -1;
}

/** A shift amount operand's constant value (mod 32, or mod 64 for a 64-bit shift), or -1. */
function shiftOf(inst: Instruction, op: Operand | undefined): number {
  if (op === undefined) return -1;
  const k = constantDword(inst, op, 0);
  return k === undefined ? -1 : k & (inst.mnemonic.endsWith('_b64') ? 63 : 31);
}

/** Whether `inst` runs its operation as written: no SDWA byte selects, no VOP3 output or input modifiers. */
function plain(inst: Instruction): boolean {
  if (inst.form === 'sdwa') return false;
  if (inst.encoding !== 'VOP3') return true;
  const { clamp = 0, abs = 0, neg = 0, omod = 0, opsel = 0 } = inst.fields;
  return clamp === 0 && abs === 0 && neg === 0 && omod === 0 && opsel === 0;
}

/** The EXEC idioms' full bits, per dword: how each destination's bit follows from the sources. */
const FULL_FORMS: Readonly<Record<string, 'copy' | 'or' | 'and' | 'or-saveexec' | 'and-saveexec'>> = {
  s_mov_b32: 'copy',
  s_mov_b64: 'copy',
  s_or_b32: 'or',
  s_or_b64: 'or',
  s_and_b32: 'and',
  s_and_b64: 'and',
  s_or_saveexec_b32: 'or-saveexec',
  s_or_saveexec_b64: 'or-saveexec',
  s_and_saveexec_b32: 'and-saveexec',
  s_and_saveexec_b64: 'and-saveexec',
};

/** The two tables above as Maps: every instruction looks its mnemonic up, mostly missing. */
const FORMULA_MAP: ReadonlyMap<string, Formula> = new Map(Object.entries(FORMULAS));
const FULL_FORM_MAP: ReadonlyMap<string, (typeof FULL_FORMS)[string]> = new Map(Object.entries(FULL_FORMS));

/** Compiles `inst`'s effect on a state. */
function compile(inst: Instruction, ops: readonly Operand[], dense: Dense, wave64: boolean): Transfer {
  const m = inst.mnemonic;
  const sources: Operand[] = [];
  const destinations: Operand[] = [];
  for (const op of ops) (op.role === 'dst' ? destinations : sources).push(op);
  const clear: number[] = [];
  // (One cheap test first: most instructions are neither.)
  if (m.includes('movrel') || m.includes('swap')) {
    if (RELATIVE_VECTOR_WRITE.test(m)) clear.push(...dense.vgprs());
    if (RELATIVE_SCALAR_WRITE.test(m)) clear.push(...dense.scalars());
    // Swaps write their source register too.
    if (m.startsWith('v_swap'))
      for (const op of sources) if (op.kind === 'vgpr') clear.push(dense.of(vgprIndex(op.value)));
  }
  const isPlain = plain(inst);
  let formula = isPlain ? FORMULA_MAP.get(m) : undefined;
  if (m === 's_movk_i32') {
    // A sign-extended 16-bit constant.
    const k = ctz32(((inst.fields.simm16 ?? 0) << 16) >> 16);
    formula = () => k;
  }
  const firstDst = destinations[0];
  const dstRegister = firstDst === undefined ? undefined : registerOf(firstDst);
  let copies: (readonly [number, number])[] = NO_PAIRS;
  let fulls: (readonly [number, 'copy' | 'or' | 'and', number, number])[] = NO_FULLS;
  const fullForm =
    isPlain && dstRegister !== undefined && dstRegister < 128 ? FULL_FORM_MAP.get(m) : undefined;
  if (fullForm !== undefined && dstRegister !== undefined) {
    fulls = [];
    for (let d = 0; d < (m.endsWith('_b64') ? 2 : 1); d++) {
      const dst = dense.of(dstRegister + d);
      const a = fullOf(inst, sources[0], d, dense);
      const b = fullOf(inst, sources[1], d, dense);
      const exec = dense.of(EXEC + d);
      if (fullForm === 'or-saveexec' || fullForm === 'and-saveexec') {
        fulls.push([dst, 'copy', exec, -1], [exec, fullForm === 'or-saveexec' ? 'or' : 'and', a, exec]);
      } else fulls.push([dst, fullForm, a, b]);
    }
  }
  if (m === 's_mov_b64' && isPlain && dstRegister !== undefined) {
    formula = undefined;
    copies = [0, 1].map((d) => [dense.of(dstRegister + d), sourceOf(inst, sources[0], d, dense)] as const);
  }
  for (let k = 0; k < destinations.length; k++) {
    const op = destinations[k] as Operand;
    // Implicit EXEC and VCC operands name one dword in wave64 too: a scalar write clears at least a
    // mask's dwords (more cleared is only less known).
    const count = Math.max(op.dwords, 1, op.kind === 'vgpr' || !wave64 ? 1 : 2);
    for (let d = 0; d < count; d++) {
      const r = registerOf(op, d);
      if (r === undefined) continue;
      // The first destination's first dword is written by the formula, when there is one.
      if (k === 0 && d === 0 && formula !== undefined) continue;
      clear.push(dense.of(r));
    }
  }
  const [s0, s1, s2] = sources;
  return {
    clear,
    formula,
    dst: dstRegister === undefined || formula === undefined ? -1 : dense.of(dstRegister),
    sources:
      formula === undefined
        ? NO_SOURCES
        : [sourceOf(inst, s0, 0, dense), sourceOf(inst, s1, 0, dense), sourceOf(inst, s2, 0, dense)],
    shifts: formula === undefined ? NO_SOURCES : [shiftOf(inst, s0), shiftOf(inst, s1), shiftOf(inst, s2)],
    vector: firstDst?.kind === 'vgpr',
    dpp: inst.form.startsWith('dpp'),
    copies,
    fulls,
    execLo: dense.of(EXEC),
    execHi: dense.of(EXEC + 1),
    wave64,
  };
}

const NO_SOURCES: readonly number[] = [-1, -1, -1];
const NO_PAIRS: (readonly [number, number])[] = [];
const NO_FULLS: (readonly [number, 'copy' | 'or' | 'and', number, number])[] = [];
