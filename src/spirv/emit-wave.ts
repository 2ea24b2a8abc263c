/**
 * Wave operations and invocation builtins on host subgroups. The guest wave is the host subgroup, or
 * an aligned slice of it when the subgroup is larger (a 64-wide subgroup holds two wave32s): lanes are
 * then offset by `base = SubgroupLocalInvocationId & ~(wave - 1)` and a ballot reads the wave's words
 * of the subgroup's uvec4. This assumes invocations fill subgroups in local-index order (every known
 * implementation with full subgroups; docs/debt.md). Subgroups smaller than the wave never reach here:
 * the lowerWaveOps pass rewrites those operations into workgroup memory first.
 *
 * `broadcast` uses OpGroupNonUniformBroadcast for a constant lane and OpGroupNonUniformShuffle
 * otherwise (SPIR-V 1.3 wants a constant Id for Broadcast); values narrower than 32 bits are widened
 * (8- and 16-bit subgroup operations need an extra Vulkan feature).
 */

import type { Inst, ValueId } from '../ir/function.js';
import { BUILTINS } from '../ir/ops.js';
import { bitWidth, type TypeId, typeDesc } from '../ir/types.js';
import { InternalError, RecompileError } from '../util/errors.js';
import type { EmitContext } from './emit-context.js';
import type { OpEmitter, OpEnv } from './emit-ops.js';

const SUBGROUP = 3;

const BUILTIN_NAMES: Record<(typeof BUILTINS)[number], string> = {
  local_invocation_id: 'LocalInvocationId',
  workgroup_id: 'WorkgroupId',
  local_invocation_index: 'LocalInvocationIndex',
  num_workgroups: 'NumWorkgroups',
  subgroup_invocation_id: 'SubgroupLocalInvocationId',
  subgroup_id: 'SubgroupId',
  wave_index: 'LocalInvocationIndex',
  vertex_index: 'VertexIndex',
  instance_index: 'InstanceIndex',
  frag_coord: 'FragCoord',
  helper_invocation: 'HelperInvocation',
  front_facing: 'FrontFacing',
};

function checkSubgroup(c: EmitContext): void {
  if (c.options.waveShape === 'single')
    throw new InternalError('subgroup operation in a single-invocation wave');
  if (c.options.subgroupSize < c.options.waveSize && c.options.waveShape !== 'subgroup') {
    throw new InternalError(
      `wave operation left for a ${c.options.subgroupSize}-wide subgroup (lowerWaveOps must run first)`,
    );
  }
  c.need('GroupNonUniform');
}

/** The first subgroup lane of this invocation's wave, or undefined when the wave is the subgroup. */
function waveBase(c: EmitContext): number | undefined {
  const { subgroupSize, waveSize } = c.options;
  if (subgroupSize === waveSize || c.options.waveShape === 'subgroup') return undefined;
  const u32 = c.uint(32);
  const sid = c.builtin('SubgroupLocalInvocationId', u32);
  return c.op('OpBitwiseAnd', u32, sid, c.uconst(32, ~(waveSize - 1) >>> 0));
}

/** The wave's ballot of `pred` (an i1 id) as a u64 id, upper half 0 in wave32. */
export function waveBallot(c: EmitContext, pred: number): number {
  // A wave of one invocation: its own bit.
  if (c.options.waveShape === 'single')
    return c.op('OpSelect', c.uint(64), pred, c.uconst(64, 1), c.uconst(64, 0));
  checkSubgroup(c);
  c.need('GroupNonUniformBallot');
  const u32 = c.uint(32);
  const u64 = c.uint(64);
  const v4 = c.b.intern('OpTypeVector', [u32, 4]);
  const ballot = c.op('OpGroupNonUniformBallot', v4, c.uconst(32, SUBGROUP), pred);
  const base = waveBase(c);
  let lo: number;
  let hi: number | undefined;
  if (base === undefined) {
    lo = c.op('OpCompositeExtract', u32, ballot, 0);
    if (c.options.waveSize === 64) hi = c.op('OpCompositeExtract', u32, ballot, 1);
  } else {
    const word = c.op('OpShiftRightLogical', u32, base, c.uconst(32, 5));
    lo = c.op('OpVectorExtractDynamic', u32, ballot, word);
    if (c.options.waveSize === 64) {
      hi = c.op('OpVectorExtractDynamic', u32, ballot, c.op('OpIAdd', u32, word, c.uconst(32, 1)));
    }
  }
  if (hi === undefined) {
    // Most readers truncate it back to the word (emit-ops.ts), so the widening is dropped unless read.
    const low = c.b.id();
    c.b.emitSpeculative('OpUConvert', u64, low, [lo]);
    c.lowWords.set(low, lo);
    return low;
  }
  const low = c.op('OpUConvert', u64, lo);
  const high = c.op('OpShiftLeftLogical', u64, c.op('OpUConvert', u64, hi), c.uconst(64, 32));
  return c.op('OpBitwiseOr', u64, low, high);
}

/** Runs `body` on `value` widened to 32 bits when it is a narrower scalar, narrowing the result back. */
function widened(
  c: EmitContext,
  t: TypeId,
  value: number,
  body: (type: number, v: number) => number,
): number {
  const d = typeDesc(t);
  const bits = bitWidth(t);
  if (d.kind === 'vec' || bits >= 32) return body(c.type(t), value);
  const u32 = c.uint(32);
  const narrowU = bits === 1 ? c.bool : c.uint(bits as 8 | 16);
  let v = value;
  if (d.kind === 'float') v = c.op('OpBitcast', narrowU, v);
  if (bits === 1) v = c.op('OpSelect', u32, v, c.uconst(32, 1), c.uconst(32, 0));
  else v = c.op('OpUConvert', u32, v);
  const r = body(u32, v);
  if (bits === 1) return c.op('OpINotEqual', c.bool, r, c.uconst(32, 0));
  const narrow = c.op('OpUConvert', narrowU, r);
  return d.kind === 'float' ? c.op('OpBitcast', c.type(t), narrow) : narrow;
}

/** Reads `value` from subgroup lane `lane` (an i32 id, already offset by the wave base). */
function readLane(c: EmitContext, t: TypeId, value: number, lane: number, constantLane?: number): number {
  return widened(c, t, value, (type, v) => {
    if (constantLane !== undefined) {
      c.need('GroupNonUniformBallot');
      return c.op('OpGroupNonUniformBroadcast', type, c.uconst(32, SUBGROUP), v, c.uconst(32, constantLane));
    }
    c.need('GroupNonUniformShuffle');
    return c.op('OpGroupNonUniformShuffle', type, c.uconst(32, SUBGROUP), v, lane);
  });
}

/** The constant value of an IR value defined by `const`, if it is one. */
function constantOf(c: EmitContext, v: ValueId): number | undefined {
  const def = c.irFn.value(v).def;
  if (def.kind !== 'inst') return undefined;
  const inst = c.irFn.inst(def.inst);
  return inst.op === 'const' ? Number(inst.constant) : undefined;
}

const ballot: OpEmitter = (e: OpEnv, inst: Inst) => waveBallot(e.c, e.c.value(inst.operands[0] as ValueId));

const laneRead =
  (kind: 'broadcast' | 'shuffle'): OpEmitter =>
  (e, inst) => {
    const c = e.c;
    const t = inst.type;
    const value = c.value(inst.operands[0] as ValueId);
    const laneIr = inst.operands[1] as ValueId;
    if (c.options.waveShape !== undefined && c.options.waveShape !== 'slice') {
      // A graphics wave is the host's group; a lane past it does not exist (launch.ts).
      const known = constantOf(c, laneIr);
      const lanes = c.options.waveShape === 'single' ? 1 : c.options.subgroupSize;
      if (known !== undefined && known % c.options.waveSize >= lanes) {
        throw new RecompileError(
          0,
          `<${kind}>`,
          `reads lane ${known % c.options.waveSize}, which does not exist in a wave of this stage on the host (${lanes} lane${lanes === 1 ? '' : 's'})`,
        );
      }
      if (c.options.waveShape === 'single') return value;
    }
    checkSubgroup(c);
    const u32 = c.uint(32);
    const base = waveBase(c);
    const known = kind === 'broadcast' ? constantOf(c, laneIr) : undefined;
    if (known !== undefined && base === undefined)
      return readLane(c, t, value, 0, known % c.options.waveSize);
    let lane = c.op('OpBitwiseAnd', u32, c.value(laneIr), c.uconst(32, c.options.waveSize - 1));
    if (base !== undefined) lane = c.op('OpIAdd', u32, lane, base);
    return readLane(c, t, value, lane);
  };

/**
 * `shuffle_group`: the source lies in the reader's aligned group of imms[0] lanes, which one host
 * subgroup holds (the wave's lanes fill consecutive subgroups), so its host index is the lane modulo
 * the subgroup; where the subgroup holds the whole wave it is a plain shuffle.
 */
const shuffleGroup: OpEmitter = (e, inst) => {
  const c = e.c;
  const { subgroupSize, waveSize } = c.options;
  if (subgroupSize >= waveSize || c.options.waveShape === 'subgroup') return laneRead('shuffle')(e, inst);
  const group = inst.imms[0] as number;
  if (group > subgroupSize)
    throw new InternalError(`shuffle_group of ${group} lanes on a ${subgroupSize}-wide subgroup`);
  const u32 = c.uint(32);
  const lane = c.op(
    'OpBitwiseAnd',
    u32,
    c.value(inst.operands[1] as ValueId),
    c.uconst(32, subgroupSize - 1),
  );
  return readLane(c, inst.type, c.value(inst.operands[0] as ValueId), lane);
};

const broadcastFirst: OpEmitter = (e, inst) => {
  const c = e.c;
  const value = c.value(inst.operands[0] as ValueId);
  if (c.options.waveShape === 'single') return value;
  checkSubgroup(c);
  const base = waveBase(c);
  if (base === undefined) {
    c.need('GroupNonUniformBallot');
    return widened(c, inst.type, value, (type, v) =>
      c.op('OpGroupNonUniformBroadcastFirst', type, c.uconst(32, SUBGROUP), v),
    );
  }
  // The first active lane of this wave, not of the whole subgroup.
  const u32 = c.uint(32);
  const u64 = c.uint(64);
  const mask = waveBallot(c, c.b.intern('OpConstantTrue', [c.bool]));
  const lo = c.op('OpUConvert', u32, mask);
  const hi = c.op('OpUConvert', u32, c.op('OpShiftRightLogical', u64, mask, c.uconst(64, 32)));
  const loFirst = c.ext(73, u32, lo);
  const hiFirst = c.op('OpIAdd', u32, c.ext(73, u32, hi), c.uconst(32, 32));
  const first = c.op('OpSelect', u32, c.op('OpINotEqual', c.bool, lo, c.uconst(32, 0)), loFirst, hiFirst);
  return readLane(c, inst.type, value, c.op('OpIAdd', u32, first, base));
};

/**
 * The guest's local id from the linear invocation index: the host workgroup is flattened to
 * (x*y*z, 1, 1) (emit-module.ts), so that consecutive indices, which make up a guest wave, also make up
 * whole host subgroups whatever the guest's x dimension (Vulkan requires x to be a multiple of the
 * required subgroup size for full subgroups).
 */
function localIdFromIndex(c: EmitContext, type: TypeId): number {
  const [x, y, z] = c.options.workgroupSize;
  const u32 = c.uint(32);
  const index = c.builtin('LocalInvocationIndex', u32);
  const zero = c.uconst(32, 0);
  // index < x * y * z: a dimension of 1 is id 0, and the last dimension above 1 needs no remainder.
  const lx = x === 1 ? zero : y * z === 1 ? index : c.op('OpUMod', u32, index, c.uconst(32, x));
  const rest = x === 1 ? index : y * z === 1 ? zero : c.op('OpUDiv', u32, index, c.uconst(32, x));
  const ly = y === 1 ? zero : z === 1 ? rest : c.op('OpUMod', u32, rest, c.uconst(32, y));
  const lz = z === 1 ? zero : y === 1 ? rest : c.op('OpUDiv', u32, rest, c.uconst(32, y));
  return c.compose(c.type(type), [lx, ly, lz]);
}

const builtin: OpEmitter = (e, inst) => {
  const c = e.c;
  const name = BUILTINS[inst.imms[0] as number] as (typeof BUILTINS)[number];
  if (name === 'subgroup_invocation_id' || name === 'subgroup_id') c.need('GroupNonUniform');
  if (name === 'local_invocation_id') return localIdFromIndex(c, inst.type);
  if (name === 'wave_index') {
    const index = c.builtin('LocalInvocationIndex', c.uint(32));
    return c.op('OpUDiv', c.type(inst.type), index, c.uconst(32, c.options.waveSize));
  }
  return c.builtin(BUILTIN_NAMES[name], c.type(inst.type));
};

/** Wave operations and builtins, merged into the op table. */
export const WAVE_OPS: Readonly<Record<string, OpEmitter>> = {
  builtin,
  ballot,
  broadcast: laneRead('broadcast'),
  shuffle: laneRead('shuffle'),
  shuffle_group: shuffleGroup,
  broadcast_first: broadcastFirst,
};
