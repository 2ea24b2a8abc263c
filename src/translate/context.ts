/**
 * The state of one translation: the IR function being built and the guest register file modelled as
 * function-local variables. Wave model (DESIGN.md): one guest lane is one host invocation; host control
 * flow follows the guest's scalar control flow, so every invocation executes every scalar instruction
 * and its copy of the SGPRs (EXEC, VCC and SCC included) stays equal to its neighbours'. A vector
 * instruction takes effect only where the lane's EXEC bit is set: register writes become selects,
 * memory accesses are guarded by the rules. Lane masks are wave-wide values built with `ballot`.
 */

import { Builder } from '../ir/builder.js';
import { foldDefinition } from '../ir/constant-facts.js';
import type { BlockId, Edge, Inst, IrFunction, IrModule, ValueId } from '../ir/function.js';
import { KnownZeros } from '../ir/known-zeros.js';
import { I1, I32, I64, ptr, type TypeId } from '../ir/types.js';
import type { Instruction, Operand } from '../isa/instruction.js';
import { inlineConstantBits } from '../isa/operands.js';
import { print } from '../isa/print.js';
import { type RegisterFacts, vgprIndex } from '../program/register-facts.js';
import { InternalError } from '../util/errors.js';
import { RecompileError } from './errors.js';
import { type FloatMode, launchFloatMode } from './float-mode.js';
import type { TranslateOptions } from './options.js';

export const VCC = 106;
export const M0 = 124;
export const NULL_CODE = 125;
export const EXEC = 126;

/** A point of the translation: its register values and the builder's computed values (TranslationContext.here). */
export interface Place {
  readonly registers: ReadonlyMap<ValueId, ValueId>;
  readonly computed: ReturnType<Builder['scope']>;
}

/** Translation state shared by the rules. */
export class TranslationContext {
  readonly b: Builder;
  readonly waveSize: 32 | 64;
  /** The mask type of the wave: i32 (wave32) or i64 (wave64). */
  readonly maskType: TypeId;
  /** The MODE the program runs with (the launch's COMPUTE_PGM_RSRC1; programs cannot change it). */
  readonly floatMode: FloatMode;
  private readonly sgprs = new Map<number, ValueId>();
  private readonly vgprs = new Map<number, ValueId>();
  private sccVar: ValueId | undefined;
  /**
   * Register variable -> its value at the end of `knownBlock` so far: the last store or load there.
   * A read served from it emits no load (local value numbering over the register file: promote-vars
   * would forward it anyway, but every pass before it would sweep the loads). Only this class
   * touches the register variables, so every store passes through `write`.
   */
  private known = new Map<ValueId, ValueId>();
  private knownBlock: BlockId | undefined;
  /** The known values each block left when the builder moved on from it (for {@link enterJoin}). */
  private readonly endStates = new Map<BlockId, ReadonlyMap<ValueId, ValueId>>();
  /**
   * The blocks whose terminators branch to each block, from the instructions made so far (the arena
   * up to `edgesScanned`): translation never rewrites a terminator's targets, so each is read once.
   */
  private readonly edgesInto = new Map<BlockId, BlockId[]>();
  private edgesScanned = 0;
  /**
   * Register variable -> the value written to it in `knownBlock` and not yet stored: a block stores
   * each register it writes once, at its end (flushRegisters), however often the guest writes it there.
   */
  private readonly unstored = new Map<ValueId, ValueId>();
  private laneValue: ValueId | undefined;
  /** The guest instruction being translated (for errors and per-instruction caches). */
  current: Instruction | undefined;
  private activeCache: { inst: Instruction; block: BlockId; value: ValueId } | undefined;
  /** Facts proved by the previous translation pass, by query key (see constantOf and translate.ts). */
  facts: ReadonlyMap<string, bigint> = new Map();
  /** pcs of `s_cbranch_execz` branches translated as falling through (execz-elision.ts). */
  elidedBranches: ReadonlySet<number> = new Set();
  /**
   * The entry block and the blocks of guest leaders: branches translated later may still enter them,
   * whereas a block a rule creates has all its predecessors once the rule moves past it.
   */
  guestBlocks: ReadonlySet<BlockId> = new Set();
  /** Results of the guest's denormal flush (valu-fp.ts `flush`): flushing one again is itself. */
  readonly flushed = new Set<ValueId>();
  /** The queries of this pass: key (`pc:ordinal`) -> the value asked about. */
  readonly queries = new Map<string, ValueId>();
  private queryInst: Instruction | undefined;
  /** foldDefinition's answers, by value. */
  private readonly folded = new Map<ValueId, bigint | null>();
  private queryOrdinal = 0;

  constructor(
    readonly module: IrModule,
    readonly fn: IrFunction,
    readonly options: TranslateOptions,
  ) {
    this.b = new Builder(fn, { intern: true });
    this.waveSize = options.target.wave64 ? 64 : 32;
    this.maskType = options.target.wave64 ? I64 : I32;
    this.floatMode = launchFloatMode(options.launch.pgmRsrc1, options.entry);
  }

  /** A RecompileError for the current instruction. */
  refuse(reason: string): RecompileError {
    const inst = this.current;
    return new RecompileError(inst?.pc ?? 0, inst ? print(inst, this.options.target) : '<program>', reason);
  }

  /**
   * The constant `value` has in every execution reaching this point, when known at recompile time: a
   * `const` or what folds to one from constants and pinned SGPRs (foldDefinition, pinIfConstant),
   * otherwise what the constant analysis (constant-facts.ts) proved for the same query in the
   * previous translation pass. translate.ts re-translates until the answers are stable,
   * so a rule may specialize on the answer; an unknown answer means "emit the general code". Queries
   * are keyed by instruction and order, so a rule must ask the same questions in the same order
   * whatever the answers.
   */
  constantOf(value: ValueId): bigint | undefined {
    const key = this.nextQueryKey();
    // A constant by folding its definition holds in every execution: no later pass need confirm it,
    // so it is not a query (a program whose answers all fold translates once).
    const folded = foldDefinition(this.fn, value, this.folded, this.pinnedLoad);
    if (folded !== undefined) return folded;
    this.queries.set(key, value);
    return this.facts.get(key);
  }

  /**
   * Takes a question's turn without asking it, for a rule that settled it by a proof that holds in
   * every execution (an address aligned by its definition): no later pass need confirm it, and the
   * questions after it keep their keys.
   */
  skipQuery(): void {
    this.nextQueryKey();
  }

  /** The key of the current instruction's next question (its pc and the question's ordinal). */
  private nextQueryKey(): string {
    const inst = this.current;
    if (inst !== this.queryInst) {
      this.queryInst = inst;
      this.queryOrdinal = 0;
    }
    return `${inst?.pc ?? -1}:${this.queryOrdinal++}`;
  }

  private zeros: KnownZeros | undefined;

  /**
   * Facts about the guest registers before each instruction (program/register-facts.ts), made at the
   * first question: translate.ts sets it, once per decode of the program.
   */
  registerFacts: (() => RegisterFacts) | undefined;
  private guestFacts: RegisterFacts | undefined;
  /** Register loads -> their register's low zero count (> 0) where the load was made. */
  private readonly loadZeros = new Map<ValueId, number>();
  /** Register loads made before guestFacts existed: load, instruction pc, register index. */
  private readonly pendingLoads: [ValueId, number, number][] = [];
  /** Register variable -> its index in RegisterFacts (SGPR code, or 128 + VGPR). */
  private readonly registerIndex = new Map<ValueId, number>();
  /** Register variable -> the instruction that last wrote it. */
  private readonly writtenBy = new Map<ValueId, Instruction>();

  /**
   * The bits of integer `value` that are 0 in every execution, as far as its definition shows
   * (ir/known-zeros.ts), a register load knowing its guest register's low zeros: facts of the IR and
   * of the guest program, so no query.
   */
  knownZeros(value: ValueId): bigint {
    if (this.zeros === undefined) {
      this.guestFacts ??= this.registerFacts?.();
      for (const [load, pc, index] of this.pendingLoads) this.noteLoad(load, pc, index);
      this.pendingLoads.length = 0;
      this.zeros = new KnownZeros(this.fn, (v, load) => {
        const k = this.loadZeros.get(v);
        if (k !== undefined) return (1n << BigInt(k)) - 1n;
        // A load of a launch constant (a user SGPR read where the launch value still holds) is it.
        const known = this.pinnedLoad(load.operands[0] as ValueId, v);
        return known === undefined ? undefined : ~known;
      });
    }
    return this.zeros.of(value);
  }

  /** Whether EXEC holds every launched lane here, as the guest facts know before the current instruction. */
  private execFull(): boolean {
    const inst = this.current;
    if (inst === undefined) return false;
    // EXEC's variables (the low half twice in wave32); asked once per vector instruction and block.
    const lo = this.sgprVar(EXEC);
    const hi = this.waveSize === 64 ? this.sgprVar(EXEC + 1) : lo;
    if (this.writtenBy.get(lo) === inst || this.writtenBy.get(hi) === inst) return false;
    // EXEC pinned at the launch (the program never writes it) is the launch's everywhere.
    if (this.pinnedAtLaunch.has(lo) && this.pinnedAtLaunch.has(hi)) return true;
    this.guestFacts ??= this.registerFacts?.();
    return this.guestFacts?.execFull(inst.pc) ?? false;
  }

  /** Records the low zeros of register `index` before the instruction at `pc` for `load`, which read it there. */
  private noteLoad(load: ValueId, pc: number, index: number): void {
    const k = this.guestFacts?.lowZeros(pc, index) ?? 0;
    if (k > 0) this.loadZeros.set(load, k);
  }

  /**
   * Whether `address` is a multiple of `align` (a power of two) by its definition alone: a memory rule
   * then builds no unaligned path (a scaled index plus aligned offsets, written under the access's EXEC).
   */
  alignedByDefinition(address: ValueId, align: number): boolean {
    const low = BigInt(align - 1);
    const known = this.knownZeros(address);
    if ((known & low) === low) return true;
    // Only the lanes that run this code access memory: a guard's condition holds on them.
    const runs = this.runsWhere;
    return runs !== undefined && ((this.zeros as KnownZeros).assuming(address, runs) & low) === low;
  }

  /** The condition every lane running the code being built satisfies, inside a rule's guard. */
  private runsWhere: ValueId | undefined;

  /** Builds `body`'s code, which runs only on the lanes where `cond` holds (memory-common.ts `when`). */
  assuming<T>(cond: ValueId, body: () => T): T {
    const outer = this.runsWhere;
    this.runsWhere = cond;
    try {
      return body();
    } finally {
      this.runsWhere = outer;
    }
  }

  /** Refusals that stand unless a later pass proves the constant they lack (see constantOrDefer). */
  readonly deferred: { readonly block: BlockId; readonly error: RecompileError }[] = [];

  /**
   * The constant a rule cannot translate without: constantOf(value), or, while unknown, 0 after
   * recording the refusal `reason`. translate.ts throws a recorded refusal when no later pass proves
   * the constant and its block is reachable, so the placeholder never reaches a result.
   */
  constantOrDefer(value: ValueId, reason: string): bigint {
    const known = this.constantOf(value);
    if (known !== undefined) return known;
    this.deferred.push({ block: this.b.insertionBlock, error: this.refuse(reason) });
    return 0n;
  }

  /** Declares the variables of SGPR `code` and VGPR `reg` (call in the entry block, before any use). */
  declareSgpr(code: number): void {
    if (code === NULL_CODE || code >= 128 || this.sgprs.has(code)) return;
    const variable = this.b.value('var', ptr('function', I32));
    this.sgprs.set(code, variable);
    this.registerIndex.set(variable, code);
  }

  declareVgpr(reg: number): void {
    if (this.vgprs.has(reg)) return;
    const variable = this.b.value('var', ptr('function', I32));
    this.vgprs.set(reg, variable);
    this.registerIndex.set(variable, vgprIndex(reg));
  }

  /** Declares SCC and computes the lane index (entry block). */
  declareWaveState(): void {
    this.sccVar = this.b.value('var', ptr('function', I1));
    if (this.options.launch.stage === 'compute') {
      const index = this.b.value('builtin.local_invocation_index', I32);
      this.laneValue = this.b.value('urem', I32, index, this.b.const(I32, this.waveSize));
    } else {
      // Graphics waves are host subgroups, or single invocations where the stage has no subgroup
      // operations (launch.ts).
      this.laneValue = this.options.host.subgroupOperations
        ? this.b.value('builtin.subgroup_invocation_id', I32)
        : this.b.const(I32, 0);
    }
    for (const code of [VCC, VCC + 1, EXEC, EXEC + 1, M0]) this.declareSgpr(code);
  }

  /** This invocation's lane within its wave (i32). */
  get lane(): ValueId {
    if (this.laneValue === undefined) throw new InternalError('wave state not declared');
    return this.laneValue;
  }

  private sgprVar(code: number): ValueId {
    // An operand range running past the scalar register codes (s[126:129] from exec as a V# base).
    if (code >= 128) throw this.refuse(`scalar register range reaches code ${code}, past the register file`);
    const v = this.sgprs.get(code);
    if (v === undefined) throw new InternalError(`SGPR code ${code} has no variable`);
    return v;
  }

  private vgprVar(reg: number): ValueId {
    const v = this.vgprs.get(reg);
    if (v === undefined) throw new InternalError(`VGPR v${reg} has no variable`);
    return v;
  }

  /** The known values of the insertion block (emptied when the builder moved to another block). */
  private knownValues(): Map<ValueId, ValueId> {
    const block = this.b.insertionBlock;
    if (block !== this.knownBlock) {
      if (this.onceBlock !== undefined && this.knownBlock === this.onceBlock)
        this.leftOnceAt = Math.min(this.leftOnceAt, this.fn.values.length);
      this.flushRegisters();
      if (this.knownBlock !== undefined && this.known.size > 0) {
        this.endStates.set(this.knownBlock, this.known);
        this.known = new Map();
      }
      this.knownBlock = block;
    }
    return this.known;
  }

  /** The register values known here (a copy): what a block entered only from here starts with. */
  registerState(): ReadonlyMap<ValueId, ValueId> {
    return new Map(this.knownValues());
  }

  /** What is known here (registers, computed values), for the blocks this point dominates ({@link enter}). */
  here(): Place {
    return { registers: this.registerState(), computed: this.b.scope() };
  }

  /**
   * Moves into `block`, which `dominator` dominates, reusing the values computed there and knowing
   * the registers equal at the end of each of its predecessors, whose register states are `ends`
   * (default: `dominator` is its only predecessor). The caller vouches for the predecessors.
   */
  enter(block: BlockId, dominator: Place, ...ends: ReadonlyMap<ValueId, ValueId>[]): void {
    this.b.enterScope(block, dominator.computed);
    this.enterWith(...(ends.length > 0 ? ends : [dominator.registers]));
  }

  /**
   * Starts the block just entered (the insertion block), a guest block no edge made later can enter
   * (translate.ts: no back edge or register jump reaches it), knowing the registers every block that
   * branches to it left with the same value: a join of forward branches reads what all its paths
   * agree on (a constant an earlier block wrote, say) without a load, as a fall-through does.
   */
  enterJoin(): void {
    const block = this.b.insertionBlock;
    // The builder's move here made the block it left store its registers and keep its end state.
    this.knownValues();
    const insts = this.fn.insts;
    for (; this.edgesScanned < insts.length; this.edgesScanned++) {
      const inst = insts[this.edgesScanned] as Inst;
      // Indexed: most instructions have no targets, and an iterator per instruction is garbage.
      const targets = inst.targets;
      if (inst.block === -1 || targets.length === 0) continue;
      for (let k = 0; k < targets.length; k++) {
        const to = (targets[k] as Edge).block;
        const list = this.edgesInto.get(to);
        if (list) list.push(inst.block);
        else this.edgesInto.set(to, [inst.block]);
      }
    }
    const ends: ReadonlyMap<ValueId, ValueId>[] = [];
    for (const p of this.edgesInto.get(block) ?? []) {
      const end = this.endStates.get(p);
      if (end === undefined) return;
      ends.push(end);
    }
    this.enterWith(...ends);
  }

  /**
   * Starts the block just entered (the insertion block) knowing the registers that hold the same value
   * at the end of each of its predecessors, whose `registerState`s are `ends`: the caller vouches that
   * they are all of its predecessors (a rule's own diamond, memory-common.ts `when`/`ifElse`), so each
   * such value, made in a block that dominates this one, is the register's value here.
   */
  enterWith(...ends: ReadonlyMap<ValueId, ValueId>[]): void {
    const known = this.knownValues();
    const [first, ...rest] = ends;
    if (first === undefined || known.size > 0) return;
    for (const [variable, value] of first)
      if (rest.every((end) => end.get(variable) === value)) known.set(variable, value);
  }

  /**
   * Stores the registers the last block wrote, at its end (before its terminator when it has one):
   * before a register is read in another block, and once translation ends (a loop header translated
   * earlier reads them through its back edge).
   */
  flushRegisters(): void {
    const block = this.knownBlock;
    if (block === undefined || this.unstored.size === 0) return;
    for (const [variable, value] of this.unstored) this.b.effectAtEnd(block, 'store', [variable, value]);
    this.unstored.clear();
  }

  /** The value of register variable `variable` of type `type` here. */
  private read(variable: ValueId, type: TypeId): ValueId {
    const pinned = this.pinned.get(variable);
    if (pinned !== undefined) return pinned;
    const known = this.knownValues();
    let value = known.get(variable);
    if (value === undefined) {
      value = this.b.value('load', type, variable);
      known.set(variable, value);
      // The load reads the register as it was before the current instruction, unless that wrote it.
      const index = this.registerIndex.get(variable);
      const inst = this.current;
      if (index !== undefined && inst !== undefined && this.writtenBy.get(variable) !== inst) {
        if (this.zeros !== undefined) this.noteLoad(value, inst.pc, index);
        else this.pendingLoads.push([value, inst.pc, index]);
      }
    }
    return value;
  }

  /** Stores `value` to register variable `variable`. */
  private write(variable: ValueId, value: ValueId): void {
    if (this.b.insertionBlock === this.onceBlock && !this.onceStoreAt.has(variable))
      this.onceStoreAt.set(variable, this.fn.values.length);
    const code = this.pinnedCode.get(variable);
    if (code !== undefined) this.pinViolations.add(code);
    if (this.current !== undefined) this.writtenBy.set(variable, this.current);
    this.knownValues().set(variable, value);
    this.unstored.set(variable, value);
  }

  /**
   * Register variable -> the value every later read of it gives (pin): a read is that value, with no
   * load, so what derives from it folds as it is built (a launch EXEC's lane bit is `true`).
   */
  private readonly pinned = new Map<ValueId, ValueId>();
  private readonly pinnedCode = new Map<ValueId, number>();
  /**
   * The constant load `result` of `variable` reads, when known: the load is in the block that runs
   * once right after the launch, before any store to it there.
   */
  private readonly pinnedLoad = (variable: ValueId, result: ValueId): bigint | undefined => {
    const launched = this.launchValues.get(variable);
    if (launched === undefined) return undefined;
    const def = this.fn.value(result).def;
    if (def.kind !== 'inst' || this.fn.inst(def.inst).block !== this.onceBlock) return undefined;
    return result < Math.min(this.onceStoreAt.get(variable) ?? Infinity, this.leftOnceAt)
      ? launched
      : undefined;
  };

  /** SGPR variables' launch constants, and the block that runs once right after the launch. */
  private readonly launchValues = new Map<ValueId, bigint>();
  private onceBlock: BlockId | undefined;
  /** The first value made after the first store to a variable in onceBlock, or after leaving it. */
  private readonly onceStoreAt = new Map<ValueId, number>();
  private leftOnceAt = Infinity;

  /**
   * Records, at the end of the launch block, the constants it stored to SGPRs, which loads in `block`
   * read until the block stores them (for constant queries): `block` is entered only from here.
   */
  /**
   * Continues the block that runs once in `block`, which only it enters, unconditionally (an elided
   * `s_cbranch_execz`'s fall-through): launch values and stores seen so far carry on.
   */
  continueOnceBlock(block: BlockId): void {
    this.onceBlock = block;
  }

  enterOnceBlock(block: BlockId): void {
    for (const variable of this.sgprs.values()) {
      const value = this.knownConstant(variable);
      if (value !== undefined) this.launchValues.set(variable, value);
    }
    this.onceBlock = block;
  }

  /** The constant register variable `variable` holds here, when this block stored or loaded one. */
  private knownConstant(variable: ValueId): bigint | undefined {
    const value = this.knownValues().get(variable);
    const def = value === undefined ? undefined : this.fn.value(value).def;
    if (def?.kind !== 'inst') return undefined;
    const inst = this.fn.inst(def.inst);
    return inst.op === 'const' ? (inst.constant as bigint) : undefined;
  }

  /** SGPRs pinned to a constant that the translation wrote after all. */
  readonly pinViolations = new Set<number>();

  /**
   * Makes every later read of SGPR `code` the value it holds here, when translate.ts knows the program
   * writes it nowhere later: here is the launch block, or a block that runs once before every other
   * guest block, after the register's only writer, so the value's definition dominates every later
   * read. A user SGPR holding a descriptor pointer, or a descriptor word an s_load read from known
   * memory, then folds where the program reads it, in any block, in the first translation pass; the
   * launch EXEC of a program that never writes EXEC makes every vector write unconditional. What the
   * program writes comes from a scan; a store to a pinned SGPR is recorded in pinViolations and
   * translate.ts translates again without the pin, so a write the scan missed cannot make a read wrong.
   */
  pin(code: number): void {
    const variable = this.sgprs.get(code);
    const value = variable === undefined ? undefined : this.knownValues().get(variable);
    if (variable === undefined || value === undefined) return;
    this.pinned.set(variable, value);
    this.pinnedCode.set(variable, code);
    if (this.current === undefined) this.pinnedAtLaunch.add(variable);
  }

  /** Register variables pinned to their launch value (the program never writes them). */
  private readonly pinnedAtLaunch = new Set<ValueId>();

  const32(value: number): ValueId {
    return this.b.const(I32, value >>> 0);
  }

  /** Loads scalar code `code` (an SGPR or special register below 128; null reads 0). */
  loadSgpr(code: number): ValueId {
    if (code === NULL_CODE) return this.const32(0);
    return this.read(this.sgprVar(code), I32);
  }

  /** Stores scalar code `code` (writes to null are dropped). */
  storeSgpr(code: number, value: ValueId): void {
    if (code === NULL_CODE) return;
    this.write(this.sgprVar(code), value);
  }

  get scc(): ValueId {
    if (this.sccVar === undefined) throw new InternalError('wave state not declared');
    return this.read(this.sccVar, I1);
  }

  set scc(value: ValueId) {
    if (this.sccVar === undefined) throw new InternalError('wave state not declared');
    this.write(this.sccVar, value);
  }

  /** The wave-wide value of a scalar-space source operand's dword `dword` (i32). */
  readScalar32(op: Operand, dword = 0): ValueId {
    switch (op.kind) {
      case 'sgpr':
        return this.loadSgpr(op.value + dword);
      case 'special':
        return this.readSpecial32(op.value, dword);
      case 'inline': {
        const bits = inlineBitsOf(op);
        return this.const32(Number(dword === 0 ? bits & 0xffffffffn : bits >> 32n));
      }
      case 'literal':
      case 'immediate':
        return this.const32(op.value);
      case 'vgpr':
        throw new InternalError('readScalar32 of a VGPR');
    }
  }

  private readSpecial32(code: number, dword: number): ValueId {
    if (code < 128) return this.loadSgpr(code === NULL_CODE ? code : code + dword);
    if (code === 253) return this.b.value('zext', I32, this.scc);
    if (code === 251 || code === 252) {
      const mask = this.readMask(code === 251 ? VCC : EXEC);
      const zero = this.b.const(this.maskType, 0);
      return this.b.value('zext', I32, this.b.value('icmp.eq', I1, mask, zero));
    }
    throw this.refuse(`source code ${code} (apertures, lds_direct, pops id) is not translated`);
  }

  /** The 64-bit wave-wide value of a scalar-space source operand (i64). */
  readScalar64(op: Operand): ValueId {
    if (op.kind === 'inline') return this.b.const(I64, inlineBitsOf(op));
    if (op.kind === 'literal') {
      const v = BigInt(op.value >>> 0);
      return this.b.const(I64, op.type === 'f64' ? v << 32n : v);
    }
    return this.join64(this.readScalar32(op, 0), this.readScalar32(op, 1));
  }

  /**
   * An i32 `value` the host compiler cannot see the constant of (plus an opaque zero): for guest
   * operations a host compiler folds wrongly when an operand is known.
   */
  hiddenFromHost(value: ValueId): ValueId {
    const zero = this.b.emit('opaque_zero', I32, [], { imms: [0] }).result as ValueId;
    return this.b.value('iadd', I32, value, zero);
  }

  /** i64 from two i32 halves. */
  join64(lo: ValueId, hi: ValueId): ValueId {
    // The halves split64 made of one value are that value.
    const whole = this.truncOf(lo);
    if (whole !== undefined) {
      const shifted = this.truncOf(hi);
      const def = shifted === undefined ? undefined : this.defOf(shifted);
      if (
        def?.op === 'lshr' &&
        def.operands[0] === whole &&
        this.b.literal(def.operands[1] as ValueId) === 32n
      )
        return whole;
    }
    const l = this.b.value('zext', I64, lo);
    const h = this.b.value('shl', I64, this.b.value('zext', I64, hi), this.b.const(I64, 32));
    return this.b.value('or', I64, l, h);
  }

  /** The i32 halves of an i64. */
  split64(value: ValueId): [ValueId, ValueId] {
    const lo = this.b.value('trunc', I32, value);
    const hi = this.b.value('trunc', I32, this.b.value('lshr', I64, value, this.b.const(I64, 32)));
    return [lo, hi];
  }

  writeScalar32(op: Operand, value: ValueId, dword = 0): void {
    if (op.kind !== 'sgpr' && !(op.kind === 'special' && op.value < 128))
      throw this.refuse(`cannot write ${op.kind} operand`);
    this.storeSgpr(op.value === NULL_CODE ? NULL_CODE : op.value + dword, value);
  }

  writeScalar64(op: Operand, value: ValueId): void {
    const [lo, hi] = this.split64(value);
    this.writeScalar32(op, lo, 0);
    this.writeScalar32(op, hi, 1);
  }

  /** A lane mask held at scalar code `code` (i32 in wave32, i64 in wave64). */
  readMask(code: number): ValueId {
    if (this.waveSize === 32) return this.loadSgpr(code);
    return this.join64(this.loadSgpr(code), this.loadSgpr(code + 1));
  }

  writeMask(code: number, mask: ValueId): void {
    if (this.waveSize === 32) {
      this.storeSgpr(code, mask);
      return;
    }
    const [lo, hi] = this.split64(mask);
    this.storeSgpr(code, lo);
    if (code !== NULL_CODE) this.storeSgpr(code + 1, hi);
  }

  /** The instruction defining `v`, if one does. */
  private defOf(v: ValueId): Inst | undefined {
    const def = this.fn.value(v).def;
    return def.kind === 'inst' ? this.fn.inst(def.inst) : undefined;
  }

  /** The i64 operand of `v` when `v` is its `trunc` to i32. */
  private truncOf(v: ValueId): ValueId | undefined {
    const def = this.defOf(v);
    const x = def?.op === 'trunc' ? (def.operands[0] as ValueId) : undefined;
    return x !== undefined && this.fn.typeOf(x) === I64 ? x : undefined;
  }

  /** Bit `lane` of `mask` (i1). */
  laneBit(mask: ValueId, lane: ValueId = this.lane): ValueId {
    // This invocation's bit of a ballot is its own predicate: it took part (README.md of src/ir).
    if (lane === this.laneValue) {
      const def = this.defOf(this.truncOf(mask) ?? mask);
      if (def?.op === 'ballot') return def.operands[0] as ValueId;
    }
    const t = this.maskType;
    const shift = t === I64 ? this.b.value('zext', I64, lane) : lane;
    const bit = this.b.value('and', t, this.b.value('lshr', t, mask, shift), this.b.const(t, 1));
    return this.b.value('icmp.ne', I1, bit, this.b.const(t, 0));
  }

  /** Whether this invocation's lane is set in EXEC, computed once per instruction and block. */
  active(): ValueId {
    const inst = this.current;
    const block = this.b.insertionBlock;
    if (inst && this.activeCache?.inst === inst && this.activeCache.block === block)
      return this.activeCache.value;
    // Every lane is active where EXEC holds every launched lane (and this instruction has not written it).
    const value = this.execFull() ? this.b.const(I1, 1) : this.laneBit(this.readMask(EXEC));
    if (inst) this.activeCache = { inst, block, value };
    return value;
  }

  /** The wave-wide mask of lanes where `predicate` holds (callers AND with EXEC as the ISA says). */
  ballot(predicate: ValueId): ValueId {
    const mask = this.b.value('ballot', I64, predicate);
    return this.waveSize === 32 ? this.b.value('trunc', I32, mask) : mask;
  }

  /** Per-lane value of a source operand's dword (VGPR load, or the scalar value). */
  readLane32(op: Operand, dword = 0): ValueId {
    if (op.kind === 'vgpr') return this.read(this.vgprVar(op.value + dword), I32);
    return this.readScalar32(op, dword);
  }

  /** Per-lane 64-bit value of a source operand. */
  readLane64(op: Operand): ValueId {
    if (op.kind === 'vgpr') return this.join64(this.readLane32(op, 0), this.readLane32(op, 1));
    return this.readScalar64(op);
  }

  /** Writes dword `dword` of a VGPR destination where the lane is active (EXEC), keeping it elsewhere. */
  writeLane32(op: Operand, value: ValueId, dword = 0): void {
    if (op.kind !== 'vgpr') throw this.refuse(`cannot write ${op.kind} operand per lane`);
    const v = this.vgprVar(op.value + dword);
    const active = this.active();
    if (this.b.literal(active) === 1n) this.write(v, value);
    else this.write(v, this.b.value('select', I32, active, value, this.read(v, I32)));
  }

  writeLane64(op: Operand, value: ValueId): void {
    const [lo, hi] = this.split64(value);
    this.writeLane32(op, lo, 0);
    this.writeLane32(op, hi, 1);
  }

  private exportedVar: ValueId | undefined;

  /**
   * Pixel programs: declares the per-lane flag of having been active at a `done` export (entry
   * block). A lane without it is discarded at the end, as the hardware drops a pixel no done export
   * kept.
   */
  declareExported(): void {
    this.exportedVar = this.b.value('var', ptr('function', I1));
    this.b.effect('store', [this.exportedVar, this.b.const(I1, 0)]);
  }

  /** Marks the lanes active now as exported (a `done` export). */
  markExported(): void {
    if (this.exportedVar === undefined) throw new InternalError('no exported flag outside a pixel program');
    const now = this.b.value('load', I1, this.exportedVar);
    this.b.effect('store', [this.exportedVar, this.b.value('or', I1, now, this.active())]);
  }

  /** The exported flag (pixel programs), or undefined. */
  exportedFlag(): ValueId | undefined {
    return this.exportedVar === undefined ? undefined : this.b.value('load', I1, this.exportedVar);
  }

  /** Writes a VGPR unconditionally (initial state). */
  initVgpr(reg: number, value: ValueId): void {
    this.write(this.vgprVar(reg), value);
  }
}

/** Bit pattern of an inline-constant operand at its width (the isa layer gives the code). */
export function inlineBitsOf(op: Operand): bigint {
  if (op.dwords === 2) return inlineConstantBits(op.value, 64);
  const sixteen = op.type === 'f16' || op.type === 'i16' || op.type === 'u16' || op.type === 'b16';
  if (op.type === 'v2f16' || op.type === 'v2i16' || op.type === 'v2u16' || op.type === 'v2b16') {
    return inlineConstantBits(op.value, 16);
  }
  return inlineConstantBits(op.value, sixteen ? 16 : 32);
}
