/**
 * Graphics stage I/O by proof (after promote-vars, so register values are SSA):
 * - `interp_p2 (j, d, m0, active)` whose accumulator `d` is, on the lanes active at it, an
 *   `interp_p1 (i, m0)` of the same attribute and channel, with `i`/`j` the launch's barycentrics of one
 *   set and both M0s the launch's primitive mask, computes P0 + i*P10 + j*P20: the attribute at those
 *   barycentrics. It becomes a load of the host input interpolated with the set's qualifiers (a flat
 *   attribute: the flat input, P10 = P20 = 0). The host's barycentrics and rounding differ from the
 *   guest's; docs/debt.md states the tolerance.
 * - `export_prim` of the launch's primitive (v0 unchanged) is the fixed-function connectivity the host
 *   assembles itself: it is removed. Any other primitive export is refused.
 * - exact mode (launch.exactBarycentrics): `interp_param (m0)` with M0 the primitive mask becomes
 *   reads of the attribute's per-vertex inputs (lowerParam).
 * Whatever of these ops stays (a p1 read on its own, a barycentric used in arithmetic) is refused by
 * the emitter, naming the value.
 */
import {
  definingInst,
  type Inst,
  type InstId,
  type IrFunction,
  type IrModule,
  type StageIo,
  type ValueId,
} from '../ir/function.js';
import { LAUNCH_VALUES, type LaunchValue } from '../ir/ops.js';
import { BARYCENTRIC_SETS, perVertexInput, stageInput } from '../ir/stage-io.js';
import { F32, I32, ptr, vec } from '../ir/types.js';
import type { LaunchFacts } from '../translate/options.js';
import { RecompileError } from '../util/errors.js';
import { insertBefore, replaceAllUses, rewriteInst } from './ir-edit.js';
import { laneDemand, sameComputation } from './lane-demand.js';
import type { Pass } from './manager.js';
import { DCE } from './opt-dce.js';

/** `v` with bitcasts looked through. */
function stripBitcasts(fn: IrFunction, v: ValueId): ValueId {
  let x = v;
  for (let d = definingInst(fn, x); d?.op === 'bitcast'; d = definingInst(fn, x))
    x = d.operands[0] as ValueId;
  return x;
}

/** The launch register `v` is, if it is one. */
function launchValueOf(fn: IrFunction, v: ValueId): LaunchValue | undefined {
  const d = definingInst(fn, stripBitcasts(fn, v));
  return d?.op === 'launch_value' ? LAUNCH_VALUES[d.imms[0] as number] : undefined;
}

/**
 * The interp_p1 `d` holds on the lanes `active` selects: through bitcasts and a register write's
 * `select (c, p1, old)` whose `c` is the same lane bit.
 */
function p1Behind(fn: IrFunction, d: ValueId, active: ValueId): Inst | undefined {
  let x = stripBitcasts(fn, d);
  const s = definingInst(fn, x);
  if (s?.op === 'select' && sameComputation(fn, s.operands[0] as ValueId, active))
    x = stripBitcasts(fn, s.operands[1] as ValueId);
  const p1 = definingInst(fn, x);
  return p1?.op === 'interp_p1' ? p1 : undefined;
}

/** Host qualifiers of each barycentric set, by name (ir/stage-io.ts holds the table). */
const SETS: ReadonlyMap<string, Pick<StageIo, 'interpolation' | 'sampling'>> = new Map(
  BARYCENTRIC_SETS.map((s) => [s.name, { interpolation: s.interpolation, sampling: s.sampling }]),
);

const PRIM_MASK: LaunchValue = 'the pixel primitive mask (the parameter offset for interpolation)';

function refuse(pc: number, what: string, reason: string): RecompileError {
  return new RecompileError(pc, what, reason);
}

/** Replaces an interp pair ending at `id` by the host input it computes. */
function lowerPair(module: IrModule, fn: IrFunction, id: InstId, launch: LaunchFacts): void {
  if (launch.stage !== 'pixel') return;
  const p2 = fn.inst(id);
  const [attr, chan, pc] = p2.imms as [number, number, number];
  const [j, d, m0, active] = p2.operands as [ValueId, ValueId, ValueId, ValueId];
  const what = `v_interp_p2_f32 attr${attr}`;
  const p1 = p1Behind(fn, d, active);
  if (!p1 || p1.imms[0] !== attr || p1.imms[1] !== chan) {
    throw refuse(
      pc,
      what,
      'its accumulator is not a v_interp_p1_f32 of the same attribute channel under the same EXEC',
    );
  }
  const i = p1.operands[0] as ValueId;
  if (launchValueOf(fn, m0) !== PRIM_MASK || launchValueOf(fn, p1.operands[1] as ValueId) !== PRIM_MASK) {
    throw refuse(
      pc,
      what,
      'M0 is not the launch primitive mask, so the attribute data it reads is not known',
    );
  }
  const iName = launchValueOf(fn, i);
  const jName = launchValueOf(fn, j);
  const set = iName?.endsWith(' i') ? iName.slice(0, -2) : undefined;
  if (set === undefined || jName !== `${set} j` || !SETS.has(set)) {
    throw refuse(
      pc,
      what,
      `i and j are not one launch barycentric pair (${iName ?? 'computed'}, ${jName ?? 'computed'})`,
    );
  }
  const attribute = launch.attributes[attr];
  if (!attribute) throw refuse(pc, what, `attribute ${attr} has no SPI_PS_INPUT_CNTL`);
  const qualifiers = attribute.flat
    ? { interpolation: 'flat' as const }
    : (SETS.get(set) as Pick<StageIo, 'interpolation' | 'sampling'>);
  const g = stageInput(module, attribute.parameter, qualifiers);
  const value = insertBefore(fn, id, (b) => {
    const base = b.emit('global', ptr('input', vec(F32, 4)), [], { imms: [g] }).result as ValueId;
    const element = b.value('access', ptr('input', F32), base, b.const(I32, 0), b.const(I32, chan));
    return b.value('load', F32, element);
  });
  replaceAllUses(fn, p2.result as ValueId, value);
  fn.remove(id);
}

/**
 * Exact mode: `interp_param` of the launch's primitive (M0 the primitive mask) reads the per-vertex
 * inputs. P0 is vertex 0's value; P10 and P20 are f32 subtractions V1 - V0 and V2 - V0, as the SPI
 * computes them when it writes the parameter cache (the subtraction's rounding and denormal handling
 * are not stated by a reference we have: docs/debt.md). A flat attribute has P0 = vertex 0's value
 * (the provoking vertex, Vulkan's first-vertex convention) and P10 = P20 = +0.
 */
function lowerParam(module: IrModule, fn: IrFunction, id: InstId, launch: LaunchFacts): void {
  if (launch.stage !== 'pixel' || launch.exactBarycentrics === undefined) return;
  const host = launch.exactBarycentrics;
  const inst = fn.inst(id);
  const [attr, chan, source, pc] = inst.imms as [number, number, number, number];
  const what = `v_interp attr${attr}.${'xyzw'[chan]}`;
  if (launchValueOf(fn, inst.operands[0] as ValueId) !== PRIM_MASK) {
    throw refuse(
      pc,
      what,
      'M0 is not the launch primitive mask, so the attribute data it reads is not known',
    );
  }
  const attribute = launch.attributes[attr];
  if (!attribute) throw refuse(pc, what, `attribute ${attr} has no SPI_PS_INPUT_CNTL`);
  const value = insertBefore(fn, id, (b) => {
    const vertexValue = (vertex: number): ValueId => {
      const { global, element } = perVertexInput(module, attr, attribute.parameter, vertex, host);
      const base = b.emit('global', ptr('input', vec(F32, 4)), [], { imms: [global] }).result as ValueId;
      const p = b.value('access', ptr('input', F32), base, b.const(I32, element), b.const(I32, chan));
      return b.value('load', F32, p);
    };
    if (source === P0_SOURCE) return vertexValue(0);
    if (attribute.flat) return b.const(F32, 0);
    const v0 = vertexValue(0);
    return b.value('fsub', F32, vertexValue(source === P10_SOURCE ? 1 : 2), v0);
  });
  replaceAllUses(fn, inst.result as ValueId, value);
  fn.remove(id);
}

/** interp_param's source codes (VINTRP's vsrc). */
const [P10_SOURCE, P0_SOURCE] = [0, 2];

/** `select (c, a, select (c', b, x))` with c' the same as c is `select (c, a, x)`. */
function collapseSelects(fn: IrFunction): void {
  for (const block of fn.blocks) {
    for (const id of block.insts) {
      const s = fn.inst(id);
      if (s.op !== 'select') continue;
      const inner = definingInst(fn, s.operands[2] as ValueId);
      if (
        inner?.op === 'select' &&
        sameComputation(fn, inner.operands[0] as ValueId, s.operands[0] as ValueId)
      ) {
        s.operands = [s.operands[0] as ValueId, s.operands[1] as ValueId, inner.operands[2] as ValueId];
      }
    }
  }
}

/** Refuses an interp_p1 whose result is still read once the pairs are lowered (dead code removed). */
function refuseLoneSteps(fn: IrFunction): void {
  // Most programs have none left: the dead-code pass runs only to tell a read one from a dead one.
  if (!fn.blocks.some((block) => block.insts.some((id) => fn.inst(id).op === 'interp_p1'))) return;
  DCE.run(fn);
  for (const block of fn.blocks) {
    for (const id of block.insts) {
      const inst = fn.inst(id);
      if (inst.op !== 'interp_p1') continue;
      const [attr, chan, pc] = inst.imms as [number, number, number];
      throw refuse(
        pc,
        `v_interp_p1_f32 attr${attr}.${'xyzw'[chan]}`,
        "its result is read outside a v_interp_p1_f32/v_interp_p2_f32 pair, and the host interpolator has no per-vertex attribute values (pixel.barycentrics 'exact' has)",
      );
    }
  }
}

/**
 * Launch registers no lane reads become 0 (any value is exact there): a barycentric kept on inactive
 * lanes by the write of its own interpolation, say. In a vertex program the primitive side (v0..v4)
 * is undefined on every lane, since the launch model has no primitive threads (launch.ts), so those
 * are 0 wherever they are still read once the primitive export is proved.
 */
function freeUnreadLaunchValues(fn: IrFunction, launch: LaunchFacts): void {
  // The analysis only where a launch value asks it (most programs read theirs, or have none).
  let demand: ReturnType<typeof laneDemand> | undefined;
  const unread = (v: ValueId): boolean => {
    demand ??= laneDemand(fn);
    return (demand.get(v) ?? 'none') === 'none';
  };
  for (const block of fn.blocks) {
    for (const id of block.insts) {
      const inst = fn.inst(id);
      if (inst.op !== 'launch_value') continue;
      const what = LAUNCH_VALUES[inst.imms[0] as number] as LaunchValue;
      const free = (launch.stage === 'vertex' && PRIMITIVE_SIDE.has(what)) || unread(inst.result as ValueId);
      if (free)
        rewriteInst(fn, id, {
          op: 'const',
          type: inst.type,
          operands: [],
          imms: [],
          constant: 0n,
          targets: [],
        });
    }
  }
}

/** The NGG primitive-side launch VGPRs: loaded for primitive threads only. */
const PRIMITIVE_SIDE = new Set<LaunchValue>([
  'the NGG primitive (packed vertex indices, v0)',
  'NGG vertex offsets (v1)',
  'the NGG primitive id (v2)',
  'the NGG instance id of a geometry shader (v3)',
  'NGG vertex offsets (v4)',
]);

function lowerStageIo(module: IrModule, fn: IrFunction, launch: LaunchFacts): boolean {
  if (launch.stage === 'compute') return false;
  const pairs: InstId[] = [];
  const prims: InstId[] = [];
  const params: InstId[] = [];
  for (const block of fn.blocks) {
    for (const id of block.insts) {
      const op = fn.inst(id).op;
      if (op === 'interp_p2') pairs.push(id);
      else if (op === 'export_prim') prims.push(id);
      else if (op === 'interp_param') params.push(id);
    }
  }
  for (const id of params) lowerParam(module, fn, id, launch);
  for (const id of prims) {
    const inst = fn.inst(id);
    if (launchValueOf(fn, inst.operands[0] as ValueId) !== 'the NGG primitive (packed vertex indices, v0)') {
      throw refuse(
        inst.imms[0] as number,
        'exp prim',
        'the primitive export is not the input primitive (v0 unchanged): computed connectivity (culling, amplification) needs the mesh path',
      );
    }
    fn.remove(id);
  }
  for (const id of pairs) lowerPair(module, fn, id, launch);
  if (pairs.length > 0) collapseSelects(fn);
  refuseLoneSteps(fn);
  freeUnreadLaunchValues(fn, launch);
  return pairs.length + prims.length + params.length > 0;
}

/** The pass, for one module and launch. */
export function stageIoPass(module: IrModule, launch: LaunchFacts): Pass {
  return { name: 'lower-stage-io', run: (fn) => lowerStageIo(module, fn, launch) };
}
