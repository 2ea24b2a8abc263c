/**
 * The values of straight-line guest code, for idioms (division-idiom.ts): each source operand of an
 * instruction resolved to the instruction of the run that wrote it, so a matcher can walk a
 * computation backwards through registers the way a compiler's idiom recognizer walks SSA.
 *
 * A run is a stretch of one basic block under one EXEC: it ends at a block leader, a branch, a write
 * of EXEC, and at any instruction that is neither a VALU nor a scalar ALU op (memory instructions,
 * interpolation, exports, and v_movrel*, whose destinations are not all named by their operands), so
 * every register write inside a run is one its operands name and every lane active at one of its
 * instructions is active at all of them.
 */
import { branchTarget, isNoFallthrough } from '../isa/families/scalar-control.js';
import type { Instruction, Operand } from '../isa/instruction.js';
import { type ConstantWidth, inlineConstantBits } from '../isa/operands.js';
import { EXEC } from './context.js';

/** A source operand's value: a constant's bits, or a register as some instruction of the run left it. */
export type GuestValue =
  | { readonly kind: 'const'; readonly bits: number }
  | {
      readonly kind: 'reg';
      readonly operand: Operand;
      /** Register location: SGPR and special codes below 128, VGPR n at 256 + n. */
      readonly loc: number;
      /** The run's instruction that wrote it, or undefined for the value the run started with. */
      readonly def: GuestNode | undefined;
    };

/** One instruction of a run with its sources resolved. */
export interface GuestNode {
  readonly inst: Instruction;
  /** Position in the run. */
  readonly index: number;
  /** Explicit sources in operand order (a VOPC/cndmask lane mask included), EXEC left out. */
  readonly srcs: readonly GuestValue[];
  /** The first destination (vdst, or the lane mask of a compare), undefined for none. */
  readonly dst: Operand | undefined;
  /** Location of `dst`'s first dword. */
  readonly dstLoc: number | undefined;
}

/** One straight-line run and the register state at each of its instructions. */
export class GuestRun {
  readonly nodes: GuestNode[] = [];
  /** Writer of each location after the last node (absent: the run's entry value). */
  private readonly current = new Map<number, GuestNode>();
  /** The locations each node writes, by node index. */
  private readonly writes: number[][] = [];

  /** Adds `inst` (whose operands are `ops`), resolving its sources against the run so far. */
  add(inst: Instruction, ops: readonly Operand[]): GuestNode {
    const srcs: GuestValue[] = [];
    for (const op of ops) if (op.role === 'src' && !op.implicit) srcs.push(this.valueOf(inst, op));
    const dstOp = ops.find((o) => o.role === 'dst' && !o.implicit);
    const node: GuestNode = {
      inst,
      index: this.nodes.length,
      srcs,
      dst: dstOp,
      dstLoc: dstOp === undefined ? undefined : locationOf(dstOp),
    };
    const written: number[] = [];
    for (const op of ops) {
      const loc = op.role === 'dst' ? locationOf(op) : undefined;
      if (loc === undefined) continue;
      for (let d = 0; d < Math.max(op.dwords, 1); d++) {
        written.push(loc + d);
        this.current.set(loc + d, node);
      }
    }
    this.writes.push(written);
    this.nodes.push(node);
    return node;
  }

  /** Whether `value` is still what its register holds when node `at` reads its sources. */
  holdsAt(value: GuestValue, at: number): boolean {
    if (value.kind === 'const') return true;
    const first = value.loc;
    const last = first + Math.max(value.operand.dwords, 1) - 1;
    // No node between its writer and `at` writes any of its dwords.
    for (let i = value.def === undefined ? 0 : value.def.index + 1; i < at; i++)
      if ((this.writes[i] as number[]).some((loc) => loc >= first && loc <= last)) return false;
    return at > (value.def?.index ?? -1);
  }

  private valueOf(inst: Instruction, op: Operand): GuestValue {
    if (op.kind === 'literal') return { kind: 'const', bits: (inst.literal ?? 0) >>> 0 };
    if (op.kind === 'inline' && op.dwords <= 1) {
      const width: ConstantWidth = op.type.endsWith('16') ? 16 : 32;
      return { kind: 'const', bits: Number(inlineConstantBits(op.value, width)) >>> 0 };
    }
    const loc = locationOf(op);
    if (loc === undefined) return { kind: 'reg', operand: op, loc: -1, def: undefined };
    const def = this.current.get(loc);
    // A value spread over registers written by different instructions is no one instruction's.
    for (let d = 1; d < op.dwords; d++) {
      if (this.current.get(loc + d) !== def) return { kind: 'reg', operand: op, loc: -1, def: undefined };
    }
    return { kind: 'reg', operand: op, loc, def };
  }
}

/** Register location of an operand (see GuestValue), undefined for immediates and constants. */
function locationOf(op: Operand): number | undefined {
  if (op.kind === 'vgpr') return 256 + op.value;
  if (op.kind === 'sgpr' || (op.kind === 'special' && op.value < 128)) return op.value;
  return undefined;
}

const ALU_ENCODINGS = new Set(['SOP1', 'SOP2', 'SOPK', 'SOPC', 'VOP1', 'VOP2', 'VOPC', 'VOP3', 'VOP3P']);

/** Whether `inst` can sit inside a run (see the module comment). */
function staysInRun(inst: Instruction, ops: readonly Operand[]): boolean {
  if (!ALU_ENCODINGS.has(inst.encoding) && inst.mnemonic !== 's_waitcnt' && inst.mnemonic !== 's_nop')
    return false;
  if (inst.mnemonic.startsWith('v_movrel') || inst.mnemonic.startsWith('v_swaprel')) return false;
  if (branchTarget(inst) !== undefined || isNoFallthrough(inst)) return false;
  return !ops.some(
    (o) => o.role === 'dst' && o.kind === 'special' && (o.value === EXEC || o.value === EXEC + 1),
  );
}

/** The runs of `instructions` (address order) given the block leaders. */
export function guestRuns(
  instructions: readonly Instruction[],
  leaders: ReadonlySet<number>,
  operands: (inst: Instruction) => readonly Operand[],
): GuestRun[] {
  const runs: GuestRun[] = [];
  let run = new GuestRun();
  const close = (): void => {
    if (run.nodes.length > 0) runs.push(run);
    run = new GuestRun();
  };
  for (const inst of instructions) {
    if (leaders.has(inst.pc)) close();
    const ops = operands(inst);
    if (!staysInRun(inst, ops)) {
      close();
      continue;
    }
    run.add(inst, ops);
  }
  close();
  return runs;
}
