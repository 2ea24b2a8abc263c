/**
 * Guest program to IR. The program layer gives the reachable code and its block leaders; each guest
 * basic block becomes an IR block, each instruction goes through its rule (rules/), and scalar
 * branches become IR branches (uniform over the wave by the wave model, see context.ts). The entry IR
 * block declares the register variables and loads the launch state the hardware would: user SGPRs,
 * workgroup ids, local ids in v0..v2, and EXEC for the lanes that exist.
 */
import { operands as operandsOf } from '../isa/encode.js';
import { branchTarget, isProgramEnd } from '../isa/families/scalar-control.js';
import type { Instruction } from '../isa/instruction.js';
import { computeDominance } from '../ir/dominance.js';
import { type BlockId, IrModule } from '../ir/function.js';
import { I1, I32, vec } from '../ir/types.js';
import { blockLeaders, decodeProgram, type Program } from '../program/program.js';
import { EXEC, M0, TranslationContext, VCC } from './context.js';
import { RecompileError } from './errors.js';
import type { TranslateOptions } from './options.js';
import { RULES } from './rules/index.js';

/** Conditions of the SOPP conditional branches, as predicates over the wave state. */
const CONDITIONS: Readonly<
  Record<string, (t: TranslationContext) => ReturnType<TranslationContext['laneBit']>>
> = {
  s_cbranch_scc0: (t) => t.b.value('icmp.eq', I1, t.b.value('zext', I32, t.scc), t.const32(0)),
  s_cbranch_scc1: (t) => t.scc,
  s_cbranch_vccz: (t) => t.b.value('icmp.eq', I1, t.readMask(VCC), t.b.const(t.maskType, 0)),
  s_cbranch_vccnz: (t) => t.b.value('icmp.ne', I1, t.readMask(VCC), t.b.const(t.maskType, 0)),
  s_cbranch_execz: (t) => t.b.value('icmp.eq', I1, t.readMask(EXEC), t.b.const(t.maskType, 0)),
  s_cbranch_execnz: (t) => t.b.value('icmp.ne', I1, t.readMask(EXEC), t.b.const(t.maskType, 0)),
};

/** Translates the program in `words` into an IR module with one function, `main`. */
export function translateProgram(words: ArrayLike<number>, options: TranslateOptions): IrModule {
  const program = decodeProgram(words, { target: options.target, entry: options.entry });
  const module = new IrModule();
  const fn = module.addFunction('main');
  const t = new TranslationContext(module, fn, options);
  const entry = t.b.block();
  const leaders = blockLeaders(program);
  const blockOf = new Map<number, BlockId>(leaders.map((pc) => [pc, t.b.block()]));
  t.b.at(entry);
  declareRegisters(t, program);
  loadLaunchState(t);
  t.b.br(blockOf.get(program.entry) as BlockId);

  const isLeader = new Set(leaders);
  let open = false;
  for (const inst of program.instructions) {
    if (isLeader.has(inst.pc)) {
      if (open) t.b.br(blockOf.get(inst.pc) as BlockId);
      t.b.at(blockOf.get(inst.pc) as BlockId);
      open = true;
    }
    t.current = inst;
    open = translateInstruction(t, inst, blockOf, program);
  }
  if (open) throw new RecompileError(program.end, '<end>', 'control falls off the end of the program');
  refuseIrreducible(t, blockOf);
  return module;
}

/** Translates one instruction; returns whether its block continues after it. */
function translateInstruction(
  t: TranslationContext,
  inst: Instruction,
  blockOf: ReadonlyMap<number, BlockId>,
  program: Program,
): boolean {
  const next = inst.pc + inst.size;
  const fallthrough = (): BlockId => {
    const b = blockOf.get(next);
    if (b === undefined) throw t.refuse('no code follows the branch');
    return b;
  };
  const target = branchTarget(inst);
  if (inst.mnemonic === 's_branch' && target !== undefined) {
    t.b.br(blockOf.get(target) as BlockId);
    return false;
  }
  const condition = CONDITIONS[inst.mnemonic];
  if (condition && target !== undefined) {
    t.b.condBr(condition(t), blockOf.get(target) as BlockId, fallthrough());
    return false;
  }
  if (isProgramEnd(inst)) {
    t.b.ret();
    return false;
  }
  if (target !== undefined) throw t.refuse(`${inst.mnemonic} is not translated`);
  const rule = RULES[inst.mnemonic];
  if (!rule) throw t.refuse(`${inst.mnemonic} is not translated`);
  rule(t, inst, operandsOf(inst, t.options.target));
  if (next < program.end && blockOf.has(next)) {
    t.b.br(blockOf.get(next) as BlockId);
    return false;
  }
  return true;
}

/** Declares a variable for every register the program names (ranges expanded). */
function declareRegisters(t: TranslationContext, program: Program): void {
  t.declareWaveState();
  const { launch } = t.options;
  for (let i = 0; i < launch.userSgprs.length + 3; i++) t.declareSgpr(i);
  for (let v = 0; v < launch.localIdComponents; v++) t.declareVgpr(v);
  for (const inst of program.instructions) {
    for (const op of operandsOf(inst, t.options.target)) {
      for (let d = 0; d < op.dwords; d++) {
        if (op.kind === 'vgpr') t.declareVgpr(op.value + d);
        else if (op.kind === 'sgpr' || (op.kind === 'special' && op.value < 128)) t.declareSgpr(op.value + d);
      }
    }
  }
}

/** Stores what the hardware loads before the first instruction. */
function loadLaunchState(t: TranslationContext): void {
  const { launch } = t.options;
  launch.userSgprs.forEach((value, i) => {
    t.storeSgpr(i, t.const32(value));
  });
  let next = launch.userSgprs.length;
  const ids = launch.workgroupIdSgprs;
  if (ids.some((x) => x)) {
    const group = t.b.value('builtin.workgroup_id', vec(I32, 3));
    ids.forEach((enabled, axis) => {
      if (enabled) t.storeSgpr(next++, t.b.emit('extract', I32, [group], { imms: [axis] }).result as never);
    });
  }
  const local = t.b.value('builtin.local_invocation_id', vec(I32, 3));
  for (let c = 0; c < launch.localIdComponents; c++) {
    t.initVgpr(c, t.b.emit('extract', I32, [local], { imms: [c] }).result as never);
  }
  // Every host invocation is a guest lane that exists, so the initial EXEC is the ballot of all.
  t.writeMask(EXEC, t.ballot(t.b.const(I1, 1)));
  t.writeMask(VCC, t.b.const(t.maskType, 0));
  t.storeSgpr(M0, t.const32(0));
  t.scc = t.b.const(I1, 0);
}

/** Refuses control flow with a cycle that is not a natural loop (a retreating edge to a non-dominator). */
function refuseIrreducible(t: TranslationContext, blockOf: ReadonlyMap<number, BlockId>): void {
  const dom = computeDominance(t.fn);
  const pcOf = new Map([...blockOf].map(([pc, b]) => [b, pc]));
  const rank = new Map(dom.order.map((b, i) => [b, i]));
  for (const b of dom.order) {
    for (const s of t.fn.successors(b)) {
      const retreating = (rank.get(s) ?? 0) <= (rank.get(b) ?? 0);
      if (retreating && !dom.dominates(s, b)) {
        const pc = pcOf.get(b) ?? 0;
        throw new RecompileError(
          pc,
          `block at 0x${pc.toString(16)}`,
          'irreducible control flow is not translated',
        );
      }
    }
  }
}
