/**
 * Guest program to IR. The program layer gives the reachable code and its block leaders; each guest
 * basic block becomes an IR block, each instruction goes through its rule (rules/), and scalar
 * branches become IR branches (uniform over the wave by the wave model, see context.ts). The entry IR
 * block declares the register variables and loads the launch state the hardware would: user SGPRs,
 * workgroup ids, the thread-group information (TG_SIZE), local ids in v0..v2, and EXEC for the lanes that exist.
 */

import { analyzeConstants } from '../ir/constant-facts.js';
import { computeDominance } from '../ir/dominance.js';
import { type BlockId, IrModule, type ValueId } from '../ir/function.js';
import { I1, I32, I64, VOID } from '../ir/types.js';
import { branchTarget, isCall, isNoFallthrough, isProgramEnd } from '../isa/families/scalar-control.js';
import type { Instruction, Operand } from '../isa/instruction.js';
import { MAX_SGPR } from '../isa/operands.js';
import { blockLeaders, decodeProgram, type Program } from '../program/program.js';
import { type RegisterFacts, registerFacts } from '../program/register-facts.js';
import { scalarWriteCodes } from '../program/scalar-liveness.js';
import { EXEC, TranslationContext, VCC } from './context.js';
import { divisionRules, type IdiomRules } from './division-idiom.js';
import { RecompileError } from './errors.js';
import { elidableExeczBranches, elidedRegionPcs } from './execz-elision.js';
import { launchRegisters, loadLaunchState } from './launch.js';
import type { TranslateOptions } from './options.js';
import { declareExportChannels, storeColorOutputs } from './rules/export.js';
import { RULES, type TranslateRule } from './rules/index.js';
import { notTranslated } from './rules/refused.js';
import { guestPc, jumpOffset } from './rules/scalar-pc.js';

/** A SOPP conditional branch's condition, as a predicate over the wave state. */
type BranchCondition = (t: TranslationContext) => ReturnType<TranslationContext['laneBit']>;

/**
 * The conditions of the SOPP conditional branches. A Map, as the rule table below: every instruction
 * looks its mnemonic up, and a Map lookup by string costs a third of a keyed load from a large object.
 */
const CONDITIONS: ReadonlyMap<string, BranchCondition> = new Map<string, BranchCondition>([
  ['s_cbranch_scc0', (t) => t.b.value('icmp.eq', I1, t.b.value('zext', I32, t.scc), t.const32(0))],
  ['s_cbranch_scc1', (t) => t.scc],
  ['s_cbranch_vccz', (t) => t.b.value('icmp.eq', I1, t.readMask(VCC), t.b.const(t.maskType, 0))],
  ['s_cbranch_vccnz', (t) => t.b.value('icmp.ne', I1, t.readMask(VCC), t.b.const(t.maskType, 0))],
  ['s_cbranch_execz', (t) => t.b.value('icmp.eq', I1, t.readMask(EXEC), t.b.const(t.maskType, 0))],
  ['s_cbranch_execnz', (t) => t.b.value('icmp.ne', I1, t.readMask(EXEC), t.b.const(t.maskType, 0))],
]);

/** The translation rules by mnemonic (rules/index.ts), as a Map for the per-instruction lookup. */
const RULE_MAP: ReadonlyMap<string, TranslateRule> = new Map(Object.entries(RULES));

/** Translation passes before recompile-time constants must have settled (see translateProgram). */
const MAX_PASSES = 6;

/** A register jump whose target is not (yet) a block of this pass, closed with `unreachable`. */
interface PendingJump {
  readonly block: BlockId;
  readonly error: RecompileError;
}

/** What one translation pass produced. */
interface Pass {
  readonly module: IrModule;
  readonly t: TranslationContext;
  readonly blockOf: ReadonlyMap<number, BlockId>;
  /** Jump targets that must become block leaders. */
  readonly neededLeaders: number[];
  readonly pending: PendingJump[];
  /**
   * The guest has no backward branch and no register jump: its control flow has no cycle, so the IR's
   * has none but the natural loops rules build (irreducible control flow needs a guest cycle).
   */
  readonly acyclic: boolean;
}

/**
 * Translates the program in `words` into an IR module with one function, `main`.
 *
 * Rules may ask for recompile-time constants (TranslationContext.constantOf: register jumps, M0,
 * descriptors, addresses of known memory). Translation therefore runs in passes: each pass answers
 * with the facts the constant analysis (constant-facts.ts) proved on the previous pass's IR, and
 * jump targets found become block leaders. The result is the first pass whose answers the analysis
 * of its own IR confirms (each used fact holds wherever it is reached), so specializing on them is
 * exact: by induction over an execution, the specialized program computes what the general one would.
 */
export function translateProgram(words: ArrayLike<number>, options: TranslateOptions): IrModule {
  let program = decodeProgram(words, { target: options.target, entry: options.entry });
  let facts = new Map<string, bigint>();
  // A query whose fact a later pass contradicted never gets a fact again, so passes cannot oscillate
  // (a resolved jump adds edges that make its own target varying, which would unresolve it...).
  const contradicted = new Set<string>();
  const extraLeaders = new Set<number>();
  // A guest-level proof over the decoded program: once per decode, not per translation pass.
  let elided = elidableExeczBranches(program);
  let writes = scalarWrites(program);
  // Guest register facts, made when a rule first asks (TranslationContext.registerFacts).
  const launched = launchRegisters(options.launch);
  let guestFacts: RegisterFacts | undefined;
  const registerFactsOf = (): RegisterFacts => {
    guestFacts ??= registerFacts(program, launched);
    return guestFacts;
  };
  const unpinned = new Set<number>();
  for (let pass = 1; ; pass++) {
    const run = translatePass(
      program,
      options,
      facts,
      extraLeaders,
      elided,
      writes,
      unpinned,
      registerFactsOf,
    );
    if (run.t.pinViolations.size > 0) {
      // The program wrote an SGPR the scan said it does not: translate again reading it.
      for (const code of run.t.pinViolations) unpinned.add(code);
      continue;
    }
    if (
      run.t.queries.size === 0 &&
      run.pending.length === 0 &&
      run.t.deferred.length === 0 &&
      run.neededLeaders.every((pc) => extraLeaders.has(pc))
    ) {
      // Nothing asked of the constant analysis: no fact to confirm, no refusal that waits on it.
      if (!run.acyclic) refuseIrreducible(run.t, run.blockOf);
      return run.module;
    }
    const analysis = analyzeConstants(run.t.fn);
    const next = new Map<string, bigint>();
    let consistent = true;
    let stable = true;
    for (const [key, value] of run.t.queries) {
      const prior = facts.get(key);
      const now = analysis.valueOf(value);
      if (prior !== undefined && now !== undefined && now !== prior) {
        consistent = false;
        contradicted.add(key);
      }
      if (contradicted.has(key)) continue;
      if (typeof now === 'bigint') next.set(key, now);
      else if (now === undefined && prior !== undefined) next.set(key, prior);
      if (prior === undefined && typeof now === 'bigint') stable = false;
    }
    const newLeaders = run.neededLeaders.filter((pc) => !extraLeaders.has(pc));
    if (consistent && ((stable && newLeaders.length === 0) || pass >= MAX_PASSES)) {
      for (const jump of [...run.pending, ...run.t.deferred])
        if (analysis.reachable(jump.block)) throw jump.error;
      if (!run.acyclic) refuseIrreducible(run.t, run.blockOf);
      return run.module;
    }
    if (pass >= MAX_PASSES) {
      throw new RecompileError(
        program.entry,
        '<program>',
        `recompile-time constants did not settle in ${MAX_PASSES} passes`,
      );
    }
    facts = next;
    for (const pc of newLeaders) extraLeaders.add(pc);
    // Resolved jumps may land on code the first sweep did not reach (a subroutine after s_endpgm).
    if (newLeaders.some((pc) => pc >= program.end)) {
      program = decodeProgram(words, {
        target: options.target,
        entry: options.entry,
        extraTargets: [...extraLeaders],
      });
      elided = elidableExeczBranches(program);
      writes = scalarWrites(program);
      guestFacts = undefined;
    }
  }
}

/**
 * How many instructions of `program` write each scalar register below 128, counted up to 2 (all 2
 * when an s_movreld writes a register chosen by M0).
 */
function scalarWrites(program: Program): Uint8Array {
  const counts = new Uint8Array(128);
  for (const inst of program.instructions) {
    if (inst.mnemonic.startsWith('s_movreld')) return counts.fill(2);
    for (const code of scalarWriteCodes(program, inst))
      counts[code] = Math.min((counts[code] as number) + 1, 2);
  }
  return counts;
}

/** One translation pass with the facts and extra block leaders of the previous ones. */
function translatePass(
  program: Program,
  options: TranslateOptions,
  facts: ReadonlyMap<string, bigint>,
  extraLeaders: ReadonlySet<number>,
  elided: ReadonlySet<number>,
  writes: Uint8Array,
  unpinned: ReadonlySet<number>,
  registerFactsOf: () => RegisterFacts,
): Pass {
  const module = new IrModule();
  const fn = module.addFunction('main');
  if (options.launch.stage === 'compute') fn.workgroupSize = options.launch.workgroupSize;
  if (elided.size > 0) fn.execzRegions = elidedRegionPcs(program, elided);
  const t = new TranslationContext(module, fn, options);
  t.facts = facts;
  t.elidedBranches = elided;
  t.registerFacts = registerFactsOf;
  const entry = t.b.block();
  const leaders = new Set([...blockLeaders(program), ...extraLeaders]);
  // Code after a register jump or a program end starts a block (reached, if at all, by a jump).
  for (const inst of program.instructions) {
    if ((isNoFallthrough(inst) || isCall(inst)) && inst.pc + inst.size < program.end)
      leaders.add(inst.pc + inst.size);
  }
  // Guest idioms whose effect the host computes more directly (division-idiom.ts), by pc.
  const idioms = divisionRules(program.instructions, leaders, program.operandsOf, options.target.mcpu);
  const sorted = [...leaders].sort((a, b) => a - b);
  const blockOf = new Map<number, BlockId>(sorted.map((pc) => [pc, t.b.block()]));
  t.guestBlocks = new Set([entry, ...blockOf.values()]);
  t.b.at(entry);
  declareRegisters(t, program);
  loadLaunchState(t);
  for (let code = 0; code < 128; code++) if (writes[code] === 0 && !unpinned.has(code)) t.pin(code);
  const first = blockOf.get(program.entry) as BlockId;
  const targets = new Set<number>();
  // Targets of backward branches: a block edges reach after its translation began.
  const loopHeads = new Set<number>();
  for (const i of program.instructions) {
    const target = branchTarget(i);
    if (target === undefined) continue;
    targets.add(target);
    if (target <= i.pc) loopHeads.add(target);
  }
  // Code at `pc` that no branch or register jump reaches: only the code before it enters it.
  const enteredFromAboveOnly = (pc: number): boolean => !targets.has(pc) && !extraLeaders.has(pc);
  // The guest's first block runs once, right after the launch, unless code before it or a branch can
  // enter it again; so does the fall-through of an elided s_cbranch_execz that ends it, when only
  // that branch enters it (it never jumps), and so on: the blocks that continue it.
  const once = program.instructions[0]?.pc === program.entry && enteredFromAboveOnly(program.entry);
  if (once) t.enterOnceBlock(first);
  t.b.br(first);
  let onceBlock = once ? first : undefined;

  const registerJumps = program.instructions.some(
    (i) => i.mnemonic === 's_setpc_b64' || i.mnemonic === 's_swappc_b64',
  );
  const acyclic = loopHeads.size === 0 && !registerJumps && extraLeaders.size === 0;
  const run: Pass = { module, t, blockOf, neededLeaders: [], pending: [], acyclic };
  const starts = new Set(program.instructions.map((i) => i.pc));
  let open = false;
  // The fall-through of a conditional branch that no branch targets (and no register jump can: the
  // program has none) is entered from the branch's block alone: it starts with what that block left,
  // register values and computed values.
  let previous: Instruction | undefined;
  for (const inst of program.instructions) {
    if (leaders.has(inst.pc)) {
      const block = blockOf.get(inst.pc) as BlockId;
      if (open) t.b.br(block);
      const fallThrough = previous !== undefined && isConditionalBranch(previous);
      if (!registerJumps && fallThrough && enteredFromAboveOnly(inst.pc)) t.enter(block, t.here());
      else {
        t.b.at(block);
        // Every edge into a block no backward branch or register jump reaches is made by now.
        if (!registerJumps && !loopHeads.has(inst.pc) && !extraLeaders.has(inst.pc)) t.enterJoin();
      }
      open = true;
    }
    previous = inst;
    t.current = inst;
    t.b.pc = inst.pc;
    open = translateInstruction(t, inst, program.operandsOf(inst), blockOf, program, idioms, (target) =>
      registerJump(t, target, run, starts),
    );
    // What the only writer of a register leaves in a block that runs once, before every other guest
    // block, holds for the rest of the program.
    if (open && onceBlock !== undefined && t.b.insertionBlock === onceBlock) {
      for (const code of scalarWriteCodes(program, inst))
        if (writes[code] === 1 && !unpinned.has(code)) t.pin(code);
    }
    const next = inst.pc + inst.size;
    if (
      !open &&
      onceBlock !== undefined &&
      t.b.insertionBlock === onceBlock &&
      inst.mnemonic === 's_cbranch_execz' &&
      t.elidedBranches.has(inst.pc) &&
      enteredFromAboveOnly(next)
    ) {
      onceBlock = blockOf.get(next);
      if (onceBlock !== undefined) t.continueOnceBlock(onceBlock);
    }
  }
  if (open) throw new RecompileError(program.end, '<end>', 'control falls off the end of the program');
  t.flushRegisters();
  t.b.release();
  return run;
}

/** A branch that falls through to the next instruction when not taken (s_cbranch_*, not fork/join). */
function isConditionalBranch(inst: Instruction): boolean {
  return (
    inst.mnemonic.startsWith('s_cbranch_') &&
    !inst.mnemonic.startsWith('s_cbranch_g_fork') &&
    !inst.mnemonic.startsWith('s_cbranch_join') &&
    branchTarget(inst) !== undefined
  );
}

/** Ends the block with a jump to the guest address `target` (i64): a branch when it is known. */
function registerJump(t: TranslationContext, target: ValueId, run: Pass, starts: ReadonlySet<number>): void {
  const address = t.constantOf(target);
  let reason = 'indirect jump target not known at recompile time';
  if (address !== undefined) {
    const offset = jumpOffset(t, address);
    if (typeof offset === 'string') reason = offset;
    else if (!starts.has(offset)) {
      reason = `jump target 0x${address.toString(16)} is not an instruction of the program`;
      // Past the code decoded so far: decode from there in the next pass (a subroutine after the end).
      if (offset > Math.max(...starts)) run.neededLeaders.push(offset);
    } else {
      const block = run.blockOf.get(offset);
      if (block !== undefined) {
        t.b.br(block);
        return;
      }
      run.neededLeaders.push(offset);
    }
  }
  run.pending.push({ block: t.b.insertionBlock, error: t.refuse(reason) });
  t.b.emit('unreachable', VOID, []);
}

/** Translates one instruction; returns whether its block continues after it. */
function translateInstruction(
  t: TranslationContext,
  inst: Instruction,
  ops: readonly Operand[],
  blockOf: ReadonlyMap<number, BlockId>,
  program: Program,
  idioms: IdiomRules,
  jump: (target: ValueId) => void,
): boolean {
  const next = inst.pc + inst.size;
  const fallthrough = (): BlockId => {
    const b = blockOf.get(next);
    if (b === undefined) throw t.refuse('no code follows the branch');
    return b;
  };
  if (inst.mnemonic === 's_setpc_b64' || inst.mnemonic === 's_swappc_b64') {
    const source = ops.find((o) => o.role === 'src') as Operand;
    const target = t.readScalar64(source);
    if (inst.mnemonic === 's_swappc_b64')
      t.writeScalar64(ops[0] as Operand, t.b.const(I64, guestPc(t, next)));
    jump(target);
    return false;
  }
  const target = branchTarget(inst);
  if (inst.mnemonic === 's_call_b64' && target !== undefined) {
    t.writeScalar64(ops[0] as Operand, t.b.const(I64, guestPc(t, next)));
    t.b.br(blockOf.get(target) as BlockId);
    return false;
  }
  if (inst.mnemonic === 's_branch' && target !== undefined) {
    t.b.br(blockOf.get(target) as BlockId);
    return false;
  }
  if (inst.mnemonic === 's_cbranch_execz' && t.elidedBranches.has(inst.pc)) {
    // The region it skips is invisible with no lane active (execz-elision.ts): run it.
    t.b.br(fallthrough());
    return false;
  }
  const condition = CONDITIONS.get(inst.mnemonic);
  if (condition && target !== undefined) {
    t.b.condBr(condition(t), blockOf.get(target) as BlockId, fallthrough());
    return false;
  }
  if (isProgramEnd(inst)) {
    endProgram(t);
    return false;
  }
  if (target !== undefined) throw t.refuse(notTranslated(inst.mnemonic));
  for (const read of idioms.before.get(inst.pc) ?? []) read(t);
  const rule = idioms.replace.get(inst.pc) ?? RULE_MAP.get(inst.mnemonic);
  if (!rule) throw t.refuse(notTranslated(inst.mnemonic));
  rule(t, inst, ops);
  if (next < program.end && blockOf.has(next)) {
    t.b.br(blockOf.get(next) as BlockId);
    return false;
  }
  return true;
}

/**
 * Ends the program. A pixel lane that was never active at a `done` export is demoted, as the hardware
 * discards a pixel no done export kept (rules/export.ts).
 */
function endProgram(t: TranslationContext): void {
  storeColorOutputs(t);
  const exported = t.exportedFlag();
  if (exported === undefined) {
    t.b.ret();
    return;
  }
  const demote = t.b.block();
  const done = t.b.block();
  t.b.condBr(exported, done, demote);
  t.b.at(demote);
  t.b.effect('demote', []);
  t.b.br(done);
  t.b.at(done);
  t.b.ret();
}

/** Declares a variable for every register the program names (ranges expanded). */
function declareRegisters(t: TranslationContext, program: Program): void {
  t.declareWaveState();
  if (t.options.launch.stage === 'pixel') {
    t.declareExported();
    declareExportChannels(t);
  }
  const launched = launchRegisters(t.options.launch);
  for (let i = 0; i < launched.sgprs; i++) t.declareSgpr(i);
  for (const v of launched.vgprs) t.declareVgpr(v);
  // M0-relative moves may name any register of a bank: declare them all.
  if (program.instructions.some((i) => i.mnemonic.startsWith('s_movrel'))) {
    for (let code = 0; code <= MAX_SGPR; code++) t.declareSgpr(code);
    for (let code = 108; code <= 123; code++) t.declareSgpr(code);
  }
  for (const inst of program.instructions) {
    for (const op of program.operandsOf(inst)) {
      for (let d = 0; d < op.dwords; d++) {
        if (op.kind === 'vgpr') t.declareVgpr(op.value + d);
        else if (op.kind === 'sgpr' || (op.kind === 'special' && op.value < 128)) t.declareSgpr(op.value + d);
      }
    }
  }
}

/** Refuses control flow with a cycle that is not a natural loop (a retreating edge to a non-dominator). */
function refuseIrreducible(t: TranslationContext, blockOf: ReadonlyMap<number, BlockId>): void {
  const dom = computeDominance(t.fn);
  const rank = new Int32Array(t.fn.blocks.length);
  dom.order.forEach((b, i) => {
    rank[b] = i;
  });
  for (const b of dom.order) {
    for (const s of t.fn.successors(b)) {
      const retreating = (rank[s] as number) <= (rank[b] as number);
      if (retreating && !dom.dominates(s, b)) {
        // The guest pc of the block, found only for the refusal.
        const pc = [...blockOf].find(([, block]) => block === b)?.[0] ?? 0;
        throw new RecompileError(
          pc,
          `block at 0x${pc.toString(16)}`,
          'irreducible control flow is not translated',
        );
      }
    }
  }
}
