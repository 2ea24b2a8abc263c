/**
 * Waves of one workgroup scheduled in turns, for wave operations under control flow that may differ
 * between waves on a host whose subgroup cannot hold the wave. The emulation in workgroup memory
 * (lower-wave-ops.ts) needs workgroup barriers, which every invocation must reach; here every barrier
 * sits in one loop that every invocation runs alike (the scheduler), and each wave runs its own path
 * between them:
 *
 *   entry:  status[wave] = running; state = START; br head
 *   head:   barrier; read every wave's status; all done -> ret
 *           read phase: every lane reads the words at the source lane its wave's last cut stored
 *           (one set of variables for every wave operation, no branch per operation); a wave
 *           stopped at a ballot reads its lanes' bits (one branch for every ballot)
 *           barrier
 *           run phase: dispatch on state to the code after the cut it stopped at (a barrier cut only
 *           once every live wave waits at one), which runs up to the next cut: a wave operation stores
 *           its lanes' words, sets state and branches to tail; `ret` sets DONE
 *   tail:   status[wave] = done | waiting at a barrier | running; br head
 *
 * Cuts are every ballot, broadcast, broadcast_first, shuffle, wave_barrier and barrier. The state
 * is uniform over a wave (only constants are stored to it), the scheduler's conditions over the
 * workgroup (read after a barrier from what every wave wrote before it), so the barriers are legal.
 * Values that live across a cut are no longer dominated by their definition (the code after a cut is
 * entered from the scheduler): they are kept in Function variables, pointers and constants rebuilt.
 * Exact as the guest: a wave's lanes exchange values at each wave operation after all of them stored
 * theirs, a guest barrier releases only when every wave that has not ended waits at one, and LDS
 * accesses of one wave stay in program order across the barriers (`wave_barrier`).
 */
import { Builder } from '../ir/builder.js';
import { computeDominance } from '../ir/dominance.js';
import type { BlockId, Inst, InstId, IrFunction, IrModule, ValueId } from '../ir/function.js';
import { CROSS_LANE_OPS, type OpName, opInfo } from '../ir/ops.js';
import { bitWidth, I1, I32, I64, ptr, type TypeId } from '../ir/types.js';
import { InternalError } from '../util/errors.js';
import { insertBefore, replaceUses } from './ir-edit.js';
import { fromWords, toWords, wordCount } from './wave-words.js';

/** The launch facts the schedule needs. */
export interface WaveScheduleOptions {
  readonly waveSize: 32 | 64;
  readonly workgroupSize: readonly [number, number, number];
}

const START = 0;
const DONE = 1;
const FIRST_CUT = 2;
/** Status words: what each wave did in the last run phase. */
const RUNNING = 0;
const ENDED = 1;
const WAITING = 2;

/**
 * Ops after which the scheduler runs (the lanes of a wave or the waves of a workgroup meet). Not
 * `shuffle_group`: its lanes are in one host subgroup, all of which runs each of its wave's turns.
 */
export const CUT_OPS: ReadonlySet<string> = new Set([
  ...[...CROSS_LANE_OPS].filter((op) => op !== 'shuffle_group'),
  'wave_barrier',
  'barrier',
]);

/** Pure ops rebuilt where a value crossing a cut is used, rather than kept in a variable. */
const REBUILT: ReadonlySet<string> = new Set([
  'const',
  'builtin',
  'global',
  'access',
  'ptr_from_addr',
  'ptr_from_aligned_addr',
  'var',
]);

interface Cut {
  readonly op: string;
  readonly state: number;
  /** Where the code after the cut starts. */
  readonly resume: BlockId;
}

/**
 * Where the read phase leaves a wave operation's result, shared by every cut: one wave stops at one
 * cut at a time, so one set of variables serves them all. A ballot's mask is read by the lanes of
 * every wave that stopped at any ballot; any other operation's words are read from the lane whose
 * index the cut stored in `source` (0 for broadcast_first), by every wave: the read is in range
 * whatever the state, and the code after a cut reads only its own operation's result.
 */
interface Exchange {
  /** Variables made only where some cut needs them. */
  readonly source: ValueId | undefined;
  readonly words: readonly ValueId[];
  readonly mask: { readonly variable: ValueId; readonly type: TypeId } | undefined;
}

/** Rewrites `fn` into the wave schedule. Returns true (it always changes the function). */
export function lowerWaveSchedule(module: IrModule, fn: IrFunction, options: WaveScheduleOptions): boolean {
  const wave = options.waveSize;
  const [x, y, z] = options.workgroupSize;
  const invocations = x * y * z;
  const waves = Math.ceil(invocations / wave);
  const cutIds: InstId[] = [];
  let words = 0;
  let hasBallots = false;
  // Cuts in dominator order, then those of blocks the entry does not reach.
  const reachable = computeDominance(fn).order;
  const unreached = fn.blocks.map((_, k) => k as BlockId).filter((k) => !reachable.includes(k));
  for (const blockId of [...reachable, ...unreached]) {
    for (const i of fn.block(blockId).insts) {
      const inst = fn.inst(i);
      if (!CUT_OPS.has(inst.op)) continue;
      cutIds.push(i);
      if (inst.op !== 'ballot' && inst.result !== undefined) words = Math.max(words, wordCount(inst.type));
      if (inst.op === 'ballot') hasBallots = true;
    }
  }
  const slice = wave * Math.max(words, 1);
  const scratch = module.addGlobal({
    name: 'wave_scratch',
    type: ptr('workgroup', I32),
    count: waves * slice + waves,
  });

  // The original entry's code moves to a block of its own; block 0 keeps the variables.
  const entry = 0 as BlockId;
  const start = fn.addBlock();
  const moved = fn.block(entry).insts.filter((i) => fn.inst(i).op !== 'var');
  fn.block(entry).insts = fn.block(entry).insts.filter((i) => fn.inst(i).op === 'var');
  for (const i of moved) fn.inst(i).block = start;
  fn.block(start).insts = moved;
  // A guest loop back to the first instruction now goes to where that code went.
  for (const block of fn.blocks) {
    for (const i of block.insts) {
      const inst = fn.inst(i);
      if (inst.targets.some((e) => e.block === entry)) {
        inst.targets = inst.targets.map((e) => (e.block === entry ? { block: start, args: e.args } : e));
      }
    }
  }

  const b = (block: BlockId): Builder => new Builder(fn).at(block);
  const varIn = (type: TypeId): ValueId => b(entry).value('var', ptr('function', type));
  const stateVar = varIn(I32);
  const exchange: Exchange = {
    source: words > 0 ? varIn(I32) : undefined,
    words: Array.from({ length: words }, () => varIn(I32)),
    // A mask as wide as the wave (a wave32's ballot of IR type i64 is widened where it is read).
    mask: hasBallots
      ? { variable: varIn(wave === 64 ? I64 : I32), type: wave === 64 ? I64 : I32 }
      : undefined,
  };
  const head = fn.addBlock();
  const tail = fn.addBlock();

  /** Shared per-invocation facts, built in `block`. */
  const facts = (at: Builder) => {
    const index = at.value('builtin.local_invocation_index', I32);
    const lane = at.value('and', I32, index, at.const(I32, wave - 1));
    const waveIndex = at.value('builtin.wave_index', I32);
    const base = at.emit('global', ptr('workgroup', I32), [], { imms: [scratch] }).result as ValueId;
    const word = (i: ValueId): ValueId => at.value('access', ptr('workgroup', I32), base, i);
    const sliceStart = at.value('imul', I32, waveIndex, at.const(I32, slice));
    const laneWord = (k: number, l: ValueId): ValueId =>
      word(at.value('iadd', I32, sliceStart, at.value('iadd', I32, at.const(I32, k * wave), l)));
    const status = (w: ValueId): ValueId => word(at.value('iadd', I32, at.const(I32, waves * slice), w));
    return { lane, waveIndex, laneWord, status };
  };

  // Cuts: split each block after the cut; the block before ends by storing the lanes' words. The
  // results' readers move to what the read phase left in one scan at the end (a scan per cut was
  // quadratic): until then a cut's operand may still name an earlier cut's result.
  const cuts: Cut[] = [];
  const exchanged = new Map<ValueId, ValueId>();
  for (const id of cutIds) {
    const inst = fn.inst(id);
    const block = inst.block as BlockId;
    const list = fn.block(block).insts;
    const at = list.indexOf(id);
    const resume = fn.addBlock();
    const after = list.slice(at + 1);
    fn.block(block).insts = list.slice(0, at);
    for (const i of after) fn.inst(i).block = resume;
    fn.block(resume).insts = after;
    const state = FIRST_CUT + cuts.length;
    const before = b(block);
    if (inst.result !== undefined) {
      const f = facts(before);
      const operand = inst.operands[0] as ValueId;
      const stored =
        inst.op === 'ballot' ? [before.value('zext', I32, operand)] : toWords(before, operand, inst.type);
      stored.forEach((w, k) => {
        before.effect('store', [f.laneWord(k, f.lane), w]);
      });
      if (inst.op !== 'ballot') {
        const source =
          inst.op === 'broadcast_first'
            ? before.const(I32, 0)
            : before.value('and', I32, inst.operands[1] as ValueId, before.const(I32, wave - 1));
        before.effect('store', [exchange.source as ValueId, source]);
      }
    }
    before.effect('store', [stateVar, before.const(I32, state)]);
    before.br(tail);
    fn.remove(id);
    cuts.push({ op: inst.op, state, resume });
    if (inst.result !== undefined) {
      // The code after the cut reads the result the read phase left.
      const first = fn.block(resume).insts[0];
      if (first === undefined) throw new InternalError('a cut at the end of a block');
      const loaded = insertBefore(fn, first, (r) => exchangedValue(r, inst.op, inst.type, exchange));
      exchanged.set(inst.result, loaded);
    }
  }
  replaceUses(fn, exchanged);

  // `ret` ends the wave: DONE, then the scheduler.
  for (let blockId = 0; blockId < fn.blocks.length; blockId++) {
    const term = fn.terminator(blockId as BlockId);
    if (term?.op !== 'ret' || blockId === head) continue;
    const retId = fn.block(blockId as BlockId).insts.at(-1) as InstId;
    fn.remove(retId);
    const at = b(blockId as BlockId);
    at.effect('store', [stateVar, at.const(I32, DONE)]);
    at.br(tail);
  }

  // Entry: this wave is running, from the start.
  {
    const at = b(entry);
    const f = facts(at);
    at.effect('store', [f.status(f.waveIndex), at.const(I32, RUNNING)]);
    at.effect('store', [stateVar, at.const(I32, START)]);
    // The read phase reads at this index before any cut stored one.
    if (exchange.source !== undefined) at.effect('store', [exchange.source, at.const(I32, 0)]);
    at.br(head);
  }

  // Head: statuses, the read phase, the run phase.
  const exit = fn.addBlock();
  b(exit).ret();
  const readPhase = fn.addBlock();
  let allDone: ValueId;
  let allWaiting: ValueId;
  {
    const at = b(head);
    at.effect('barrier', []);
    const f = facts(at);
    allDone = at.const(I1, 1);
    allWaiting = at.const(I1, 1);
    for (let w = 0; w < waves; w++) {
      const s = at.value('load', I32, f.status(at.const(I32, w)));
      const ended = at.value('icmp.eq', I1, s, at.const(I32, ENDED));
      const waiting = at.value('or', I1, ended, at.value('icmp.eq', I1, s, at.const(I32, WAITING)));
      allDone = at.value('and', I1, allDone, ended);
      allWaiting = at.value('and', I1, allWaiting, waiting);
    }
    at.condBr(allDone, exit, readPhase);
  }
  let cursor = readPhase;
  const ballots = cuts.filter((c) => c.op === 'ballot');
  if (exchange.mask !== undefined) {
    const mask = exchange.mask;
    const read = fn.addBlock();
    const next = fn.addBlock();
    const test = b(cursor);
    const state = test.value('load', I32, stateVar);
    let atBallot = test.value('icmp.eq', I1, state, test.const(I32, (ballots[0] as Cut).state));
    for (const cut of ballots.slice(1))
      atBallot = test.value('or', I1, atBallot, test.value('icmp.eq', I1, state, test.const(I32, cut.state)));
    test.condBr(atBallot, read, next);
    const at = b(read);
    at.effect('store', [mask.variable, ballotMask(at, facts(at).laneWord, mask.type, wave, invocations)]);
    at.br(next);
    cursor = next;
  }
  if (exchange.source !== undefined) {
    const at = b(cursor);
    const f = facts(at);
    const source = at.value('load', I32, exchange.source);
    exchange.words.forEach((variable, k) => {
      at.effect('store', [variable, at.value('load', I32, f.laneWord(k, source))]);
    });
  }
  {
    const at = b(cursor);
    at.effect('barrier', []);
    // A binary search over the states: each branch here is an iteration of the emitter's dispatch
    // loop, and llvmpipe ends any loop after 65535 iterations (docs/debt.md).
    const targets = [
      { state: START, resume: start, barrier: false },
      ...cuts.map((c) => ({ state: c.state, resume: c.resume, barrier: c.op === 'barrier' })),
    ];
    const search = (at: Builder, lo: number, hi: number): void => {
      const state = at.value('load', I32, stateVar);
      if (hi - lo === 1) {
        const t = targets[lo] as (typeof targets)[number];
        let go = at.value('icmp.eq', I1, state, at.const(I32, t.state));
        // A guest barrier releases once every wave that has not ended waits at one.
        if (t.barrier) go = at.value('and', I1, go, allWaiting);
        at.condBr(go, t.resume, tail);
        return;
      }
      const mid = (lo + hi) >> 1;
      const left = fn.addBlock();
      const right = fn.addBlock();
      const below = at.value(
        'icmp.ult',
        I1,
        state,
        at.const(I32, (targets[mid] as (typeof targets)[number]).state),
      );
      at.condBr(below, left, right);
      search(b(left), lo, mid);
      search(b(right), mid, hi);
    };
    search(at, 0, targets.length);
  }

  // Tail: publish this wave's status.
  {
    const at = b(tail);
    const f = facts(at);
    const s = at.value('load', I32, stateVar);
    let code: ValueId = at.value(
      'select',
      I32,
      at.value('icmp.eq', I1, s, at.const(I32, DONE)),
      at.const(I32, ENDED),
      at.const(I32, RUNNING),
    );
    for (const cut of cuts) {
      if (cut.op !== 'barrier') continue;
      const here = at.value('icmp.eq', I1, s, at.const(I32, cut.state));
      code = at.value('select', I32, here, at.const(I32, WAITING), code);
    }
    at.effect('store', [f.status(f.waveIndex), code]);
    at.br(head);
  }

  repairDominance(fn, entry);
  return true;
}

/** A ballot's mask over the wave: bit l is the word lane l stored (0 for lanes that do not exist). */
function ballotMask(
  at: Builder,
  laneWord: (k: number, lane: ValueId) => ValueId,
  maskType: TypeId,
  wave: number,
  invocations: number,
): ValueId {
  // Lanes of a partial last wave never stored: only lanes that exist count.
  const waveIndex = at.value('builtin.wave_index', I32);
  const lanes = at.value(
    'isub',
    I32,
    at.const(I32, invocations),
    at.value('imul', I32, waveIndex, at.const(I32, wave)),
  );
  let mask = at.const(maskType, 0);
  for (let l = 0; l < wave; l++) {
    const word = at.value('load', I32, laneWord(0, at.const(I32, l)));
    const bit = maskType === I32 ? word : at.value('zext', maskType, word);
    const exists = at.value('icmp.ult', I1, at.const(I32, l), lanes);
    const kept =
      invocations % wave === 0 ? bit : at.value('select', maskType, exists, bit, at.const(maskType, 0));
    mask = at.value('or', maskType, mask, at.value('shl', maskType, kept, at.const(maskType, l)));
  }
  return mask;
}

/** A wave operation's result, at the start of the code after its cut, from what the read phase left. */
function exchangedValue(at: Builder, op: string, type: TypeId, exchange: Exchange): ValueId {
  if (op === 'ballot') {
    const { variable, type: maskType } = exchange.mask as NonNullable<Exchange['mask']>;
    const mask = at.value('load', maskType, variable);
    if (type === maskType) return mask;
    return at.value(bitWidth(type) > bitWidth(maskType) ? 'zext' : 'trunc', type, mask);
  }
  const words = exchange.words.slice(0, wordCount(type)).map((v) => at.value('load', I32, v));
  return fromWords(at, words, type);
}

/**
 * Makes every use dominated by its definition again: a pure pointer or constant is rebuilt before
 * the use, anything else goes through a Function variable stored after its definition.
 */
function repairDominance(fn: IrFunction, entry: BlockId): void {
  const variables = new Map<ValueId, ValueId>();
  for (let round = 0; ; round++) {
    if (round > 64) throw new InternalError('wave schedule: dominance repair did not settle');
    const dom = computeDominance(fn);
    const position = new Map<InstId, number>();
    for (const b of dom.order) {
      fn.block(b).insts.forEach((i, k) => {
        position.set(i, k);
      });
    }
    const dominated = (v: ValueId, user: InstId): boolean => {
      const def = fn.value(v).def;
      const useBlock = fn.inst(user).block as BlockId;
      if (def.kind === 'param') return dom.dominates(def.block, useBlock);
      const defBlock = fn.inst(def.inst).block;
      if (defBlock === -1) return false;
      if (defBlock !== useBlock) return dom.dominates(defBlock, useBlock);
      const at = position.get(def.inst);
      return at !== undefined && at < (position.get(user) as number);
    };
    let changed = false;
    for (const blockId of dom.order) {
      for (const user of [...fn.block(blockId).insts]) {
        // Instructions inserted in this round are checked in the next (positions are the round's).
        if (!position.has(user)) continue;
        const inst = fn.inst(user);
        const used = [...inst.operands, ...inst.targets.flatMap((e) => e.args)];
        for (const v of new Set(used)) {
          if (dominated(v, user)) continue;
          const replacement = insertBefore(fn, user, (at) => {
            const def = fn.value(v).def;
            if (def.kind === 'inst' && REBUILT.has(fn.inst(def.inst).op)) {
              const original = fn.inst(def.inst);
              if (original.op === 'var') throw new InternalError('a variable outside the entry block');
              return rebuild(at, original);
            }
            return at.value('load', fn.typeOf(v), variableOf(fn, v, variables, entry));
          });
          replaceUse(fn, user, v, replacement);
          changed = true;
        }
      }
    }
    if (!changed) return;
  }
}

/** A copy of a pure instruction at the builder's position (the variant goes back into the name). */
function rebuild(at: Builder, original: Inst): ValueId {
  const variants = opInfo(original.op).variants;
  const name = variants ? `${original.op}.${variants[original.imms[0] as number]}` : original.op;
  // The name is rebuilt from an instruction of the table, so it is an OpName.
  return at.emit(name as OpName, original.type, original.operands, {
    imms: variants ? original.imms.slice(1) : original.imms,
    ...(original.constant === undefined ? {} : { constant: original.constant }),
  }).result as ValueId;
}

/** Replaces `from` by `to` in one instruction's operands and branch arguments. */
function replaceUse(fn: IrFunction, user: InstId, from: ValueId, to: ValueId): void {
  const inst = fn.inst(user);
  inst.operands = inst.operands.map((v) => (v === from ? to : v));
  inst.targets = inst.targets.map((e) => ({
    block: e.block,
    args: e.args.map((a) => (a === from ? to : a)),
  }));
}

/** The Function variable holding `v`, stored right after its definition (made on first use). */
function variableOf(fn: IrFunction, v: ValueId, variables: Map<ValueId, ValueId>, entry: BlockId): ValueId {
  const known = variables.get(v);
  if (known !== undefined) return known;
  const entryInsts = fn.block(entry).insts;
  const firstEntry = entryInsts[0];
  if (firstEntry === undefined) throw new InternalError('wave schedule: empty entry block');
  const variable = insertBefore(fn, firstEntry, (at) => at.value('var', ptr('function', fn.typeOf(v))));
  const def = fn.value(v).def;
  if (def.kind === 'param') {
    const first = fn.block(def.block).insts[0];
    if (first === undefined) throw new InternalError('wave schedule: empty block with parameters');
    insertBefore(fn, first, (at) => at.effect('store', [variable, v]));
  } else {
    const block = fn.inst(def.inst).block as BlockId;
    const list = fn.block(block).insts;
    const next = list[list.indexOf(def.inst) + 1];
    if (next === undefined) throw new InternalError('wave schedule: a value defined by a terminator');
    insertBefore(fn, next, (at) => at.effect('store', [variable, v]));
  }
  variables.set(v, variable);
  return variable;
}
