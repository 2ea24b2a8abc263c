/**
 * Wave emulation through workgroup memory, for hosts whose subgroup cannot hold the guest wave
 * (lavapipe's 8 lanes, a wave64 on a 32-wide host) or that lack subgroup operations. `ballot`,
 * `broadcast`, `broadcast_first` and `shuffle` become stores to a scratch array in workgroup memory,
 * workgroup barriers and loads (ballot: atomic ORs into two words). Each wave of the workgroup owns a
 * slice of the array (wave + 2 words, at its wave index = local index / wave size), so waves never see
 * each other's data; what needs care is the barrier. It synchronizes the whole workgroup, so every
 * invocation must reach it: in a one-wave workgroup that holds because guest control flow is
 * wave-uniform; with several waves it holds where control flow is uniform across the waves
 * (ir/uniformity.ts `divergence`: no branch whose condition may differ between waves leads there). When a
 * wave operation or lockstep LDS access sits elsewhere, the whole function runs in the wave schedule
 * instead (lower-wave-schedule.ts: the waves take turns between barriers every invocation reaches);
 * what even that cannot run, a wave operation under a branch that differs between the lanes of one
 * wave, is refused with a RecompileError naming why.
 *
 * With every invocation running every scalar instruction, the "first active lane" of
 * `broadcast_first` is lane 0.
 */
import type { Builder } from '../ir/builder.js';
import {
  type BlockId,
  definingInst,
  type InstId,
  type IrFunction,
  type IrModule,
  literalOf,
  userRows,
  type ValueId,
} from '../ir/function.js';
import { KnownZeros } from '../ir/known-zeros.js';
import { laneGroupOf } from '../ir/lane-groups.js';
import { CROSS_LANE_OPS, ICMP } from '../ir/ops.js';
import { bitWidth, I1, I32, I64, ptr } from '../ir/types.js';
import { divergence } from '../ir/uniformity.js';
import { RecompileError } from '../util/errors.js';
import { BlockEdits, insertBefore, replaceUses, rewriteInst } from './ir-edit.js';
import { CUT_OPS, lowerWaveSchedule } from './lower-wave-schedule.js';
import type { Pass } from './manager.js';
import { fromWords, toWords, wordCount } from './wave-words.js';

/** What decides whether wave operations need emulation. */
export interface WaveLoweringOptions {
  readonly waveSize: 32 | 64;
  /** Host subgroup size in this stage (after subgroup size control). */
  readonly subgroupSize: number;
  /** Whether the host has ballot and shuffle subgroup operations in this stage. */
  readonly subgroupOperations: boolean;
  readonly workgroupSize: readonly [number, number, number];
}

/** Whether `options` make the host unable to run wave operations directly. */
export function needsWaveEmulation(options: WaveLoweringOptions): boolean {
  return !options.subgroupOperations || options.subgroupSize < options.waveSize;
}

/**
 * A `wave_barrier` orders a wave's LDS accesses as the guest's lockstep lanes see them. With several
 * waves in the workgroup and a host subgroup that is not the wave, only a workgroup barrier can: it
 * orders more (every wave's accesses) and needs every invocation of the workgroup to reach it, which
 * holds where no branch between waves can differ leads (control flow uniform across waves). There it
 * becomes `barrier`; elsewhere the program is refused, naming why.
 */
function orderWaveLds(fn: IrFunction, options: WaveLoweringOptions, divergent: () => Set<BlockId>): void {
  const [x, y, z] = options.workgroupSize;
  if (x * y * z <= options.waveSize || options.subgroupSize === options.waveSize) return;
  const barriers: InstId[] = [];
  for (const block of fn.blocks)
    for (const i of block.insts) if (fn.inst(i).op === 'wave_barrier') barriers.push(i);
  for (const id of barriers) {
    const inst = fn.inst(id);
    if (divergent().has(inst.block as BlockId)) {
      throw new RecompileError(
        0,
        '<wave_barrier>',
        `LDS accesses in lockstep need the host subgroup to be the wave (subgroup size ${options.subgroupSize}, wave size ${options.waveSize}) or code every wave runs alike, and the workgroup has several waves (${x * y * z} invocations)`,
      );
    }
    rewriteInst(fn, id, { ...inst, op: 'barrier' });
  }
}

/** Runs `compute` once, on first call. */
function lazily<T>(compute: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= compute();
    return value;
  };
}

/** Rewrites the wave operations of `fn` into workgroup memory when the host needs it. */
export function lowerWaveOps(module: IrModule, fn: IrFunction, options: WaveLoweringOptions): boolean {
  const divergent = lazily(() => divergence(fn).blocks);
  const wave = options.waveSize;
  const [x, y, z] = options.workgroupSize;
  const waves = Math.ceil((x * y * z) / wave);
  const constants = needsWaveEmulation(options) && constantBallots(fn, wave, (x * y * z) % wave === 0);
  const grouped = needsWaveEmulation(options) && groupShuffles(fn, options);
  if (waves > 1 && needsWaveEmulation(options) && cutsUnderWaveBranches(fn, divergent())) {
    refuseUnderLaneBranches(fn, options);
    return lowerWaveSchedule(module, fn, options);
  }
  orderWaveLds(fn, options, divergent);
  if (!needsWaveEmulation(options)) return false;
  const ops: InstId[] = [];
  for (const block of fn.blocks)
    for (const i of block.insts) {
      const op = fn.inst(i).op;
      if (CROSS_LANE_OPS.has(op) && op !== 'shuffle_group') ops.push(i);
    }
  if (ops.length === 0) return constants || grouped;
  const slice = wave + 2;
  const scratch = module.addGlobal({
    name: 'wave_scratch',
    type: ptr('workgroup', I32),
    count: waves * slice,
  });
  const replaced = new Map<ValueId, ValueId>();
  // Made at the first ballot (most lowerings have none).
  const users = lazily(() => userRows(fn));
  // Each block's rewrites go into its list in one sweep (a long block holds many wave operations).
  const edits = new Map<BlockId, BlockEdits>();
  // The one-word value the lanes' slots hold after the last exchange, and its block: an exchange of
  // the same value right after it in that block reads the slots as they are (only exchanges write
  // them; ballots use the two words after them).
  let held: { readonly block: BlockId; readonly value: ValueId } | undefined;
  for (const id of ops) {
    const inst = fn.inst(id);
    const result = inst.result as ValueId;
    const block = inst.block as BlockId;
    let blockEdits = edits.get(block);
    if (blockEdits === undefined) {
      blockEdits = new BlockEdits(fn, block);
      edits.set(block, blockEdits);
    }
    const value = blockEdits.insertBefore(id, (b) => {
      const base = b.emit('global', ptr('workgroup', I32), [], { imms: [scratch] }).result as ValueId;
      const index = b.value('builtin.local_invocation_index', I32);
      // One wave: the local index is the lane and the slice starts at 0 (the IR stays as small).
      const lane = waves > 1 ? b.value('and', I32, index, b.const(I32, wave - 1)) : index;
      const first =
        waves > 1 ? b.value('imul', I32, b.value('builtin.wave_index', I32), b.const(I32, slice)) : undefined;
      const at = (i: ValueId): ValueId =>
        b.value(
          'access',
          ptr('workgroup', I32),
          base,
          first === undefined ? i : b.value('iadd', I32, first, i),
        );
      if (inst.op === 'ballot')
        return onlyTestedForZero(fn, users(), result)
          ? vote(b, at, inst.operands[0] as ValueId, wave)
          : ballot(b, at, lane, inst.operands[0] as ValueId, wave);
      const source =
        inst.op === 'broadcast_first'
          ? b.const(I32, 0)
          : b.value('and', I32, inst.operands[1] as ValueId, b.const(I32, wave - 1));
      const value = inst.operands[0] as ValueId;
      if (wordCount(inst.type) === 1 && held?.block === block && held.value === value)
        return fromWords(b, [b.value('load', I32, at(source))], inst.type);
      held = wordCount(inst.type) === 1 ? { block, value } : undefined;
      const words = toWords(b, value, inst.type).map((word) => {
        b.effect('barrier', []);
        b.effect('store', [at(lane), word]);
        b.effect('barrier', []);
        return b.value('load', I32, at(source));
      });
      return fromWords(b, words, inst.type);
    });
    replaced.set(result, value);
    blockEdits.remove(id);
  }
  for (const blockEdits of edits.values()) blockEdits.apply();
  // One sweep for every result (a later op's operand may be an earlier op's result: chains resolve).
  replaceUses(fn, replaced);
  return true;
}

/**
 * Turns each `shuffle` whose source lane stays in the reader's aligned group of at most a host
 * subgroup's lanes (ir/lane-groups.ts: DPP's quad and half-row patterns on 8-lane subgroups, every
 * row pattern and permlanex16 on 32-lane ones) into `shuffle_group`, which the host's own shuffle
 * reads: the wave's lanes fill consecutive host subgroups, so the group is within one. Only where the
 * host has subgroup shuffles and the workgroup is whole waves (every source lane exists). Returns
 * whether any was.
 */
function groupShuffles(fn: IrFunction, options: WaveLoweringOptions): boolean {
  const { waveSize, subgroupSize } = options;
  const [x, y, z] = options.workgroupSize;
  const invocations = x * y * z;
  if (!options.subgroupOperations || subgroupSize >= waveSize || invocations % waveSize !== 0) return false;
  let zeros: KnownZeros | undefined;
  let changed = false;
  for (const block of fn.blocks) {
    for (const id of block.insts) {
      const inst = fn.inst(id);
      if (inst.op !== 'shuffle') continue;
      zeros ??= new KnownZeros(fn);
      const group = laneGroupOf(fn, inst.operands[1] as ValueId, { waveSize, invocations }, zeros);
      if (group === undefined || group > subgroupSize) continue;
      rewriteInst(fn, id, { ...inst, op: 'shuffle_group', imms: [group] });
      changed = true;
    }
  }
  return changed;
}

/**
 * Replaces each ballot of a constant by its mask: `ballot false` by 0, and `ballot true` by every lane
 * of the wave (the launch's EXEC) where the workgroup is whole waves (every lane of a wave exists
 * and runs each scalar instruction), so no exchange is needed (on this host a ballot is barriers and
 * atomics, or a cut of the wave schedule). Returns whether any was.
 */
function constantBallots(fn: IrFunction, wave: number, wholeWaves: boolean): boolean {
  const replaced = new Map<ValueId, ValueId>();
  for (const block of fn.blocks) {
    for (const id of [...block.insts]) {
      const inst = fn.inst(id);
      if (inst.op !== 'ballot') continue;
      const predicate = definingInst(fn, inst.operands[0] as ValueId);
      if (predicate?.op !== 'const' || (predicate.constant === 1n && !wholeWaves)) continue;
      const all = BigInt.asUintN(bitWidth(inst.type), (1n << BigInt(wave)) - 1n);
      const mask = predicate.constant === 1n ? all : 0n;
      replaced.set(
        inst.result as ValueId,
        insertBefore(fn, id, (b) => b.const(inst.type, mask)),
      );
      fn.remove(id);
    }
  }
  replaceUses(fn, replaced);
  return replaced.size > 0;
}

/** Whether a wave operation or lockstep LDS access sits where some waves of the workgroup may not go. */
function cutsUnderWaveBranches(fn: IrFunction, divergent: ReadonlySet<BlockId>): boolean {
  for (const block of divergent) {
    for (const i of fn.block(block).insts) {
      const op = fn.inst(i).op;
      if (CUT_OPS.has(op) && op !== 'barrier') return true;
    }
  }
  return false;
}

/**
 * Refuses what the wave schedule cannot run: a wave operation, barrier or LDS access in lockstep under
 * a branch that differs between the lanes of a wave (the schedule stops a whole wave there).
 */
function refuseUnderLaneBranches(fn: IrFunction, options: WaveLoweringOptions): void {
  const laneDivergent = divergence(fn, false).blocks;
  for (const block of laneDivergent) {
    for (const i of fn.block(block).insts) {
      const op = fn.inst(i).op;
      if (!CUT_OPS.has(op)) continue;
      const [x, y, z] = options.workgroupSize;
      throw new RecompileError(
        0,
        `<${op}>`,
        `a wave operation, barrier or LDS access under a branch that differs between the lanes of a wave cannot be scheduled wave by wave, and the host subgroup cannot hold the wave (subgroup size ${options.subgroupSize}, wave size ${options.waveSize}) in a workgroup of several waves (${x * y * z} invocations)`,
      );
    }
  }
}

/** The ballot sequence: clear two words, atomically OR each lane's bit in, read them back. */
function ballot(
  b: Builder,
  at: (i: ValueId) => ValueId,
  lane: ValueId,
  pred: ValueId,
  wave: number,
): ValueId {
  const words = wave === 64 ? [0, 1] : [0];
  const ptrs = words.map((w) => at(b.const(I32, wave + w)));
  b.effect('barrier', []);
  for (const p of ptrs) b.emit('atomic.and', I32, [p, b.const(I32, 0)]);
  b.effect('barrier', []);
  const bit = b.value('shl', I32, b.value('zext', I32, pred), b.value('and', I32, lane, b.const(I32, 31)));
  const half = b.value('lshr', I32, lane, b.const(I32, 5));
  words.forEach((w, k) => {
    const mine = b.value('icmp.eq', I1, half, b.const(I32, w));
    b.emit('atomic.or', I32, [ptrs[k] as ValueId, b.value('select', I32, mine, bit, b.const(I32, 0))]);
  });
  b.effect('barrier', []);
  const lo = b.value('zext', I64, b.value('load', I32, ptrs[0] as ValueId));
  if (wave === 32) return lo;
  const hi = b.value('zext', I64, b.value('load', I32, ptrs[1] as ValueId));
  return b.value('or', I64, lo, b.value('shl', I64, hi, b.const(I64, 32)));
}

/**
 * Whether every use of `v` compares it with 0 (a vote: `subgroupAny`, or `subgroupAll` as no lane
 * failing), so any nonzero value may stand for the mask.
 */
function onlyTestedForZero(
  fn: IrFunction,
  { start, users }: ReturnType<typeof userRows>,
  v: ValueId,
): boolean {
  for (let k = start[v] as number; k < (start[v + 1] as number); k++) {
    const user = fn.inst(users[k] as InstId);
    const pred = user.op === 'icmp' ? ICMP[user.imms[0] as number] : undefined;
    if (pred !== 'eq' && pred !== 'ne') return false;
    const other = user.operands[0] === v ? user.operands[1] : user.operands[0];
    if (literalOf(fn, other as ValueId) !== 0n) return false;
  }
  return true;
}

/**
 * A ballot read only as zero or not: one word that every lane whose predicate holds ORs 1 into (the
 * mask's two words and their assembly are not needed).
 */
function vote(b: Builder, at: (i: ValueId) => ValueId, pred: ValueId, wave: number): ValueId {
  const word = at(b.const(I32, wave));
  b.effect('barrier', []);
  b.emit('atomic.and', I32, [word, b.const(I32, 0)]);
  b.effect('barrier', []);
  b.emit('atomic.or', I32, [word, b.value('zext', I32, pred)]);
  b.effect('barrier', []);
  return b.value('zext', I64, b.value('load', I32, word));
}

/** A pass-manager entry for {@link lowerWaveOps} bound to a module and host. */
export function waveLoweringPass(module: IrModule, options: WaveLoweringOptions): Pass {
  return { name: 'lower-wave-ops', run: (fn) => lowerWaveOps(module, fn, options) };
}
