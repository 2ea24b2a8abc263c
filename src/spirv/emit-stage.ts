/**
 * Graphics stage ops: demotion of a pixel (OpDemoteToHelperInvocation: the lane keeps running as a
 * helper, so derivatives and wave operations after it stay defined, and its outputs are discarded),
 * and the refusals of what passes/lower-stage-io.ts could not prove: a launch register without a host
 * value, an interpolation step on its own, a primitive export.
 */
import type { Inst, ValueId } from '../ir/function.js';
import { LAUNCH_VALUES } from '../ir/ops.js';
import { RecompileError } from '../util/errors.js';
import type { OpEmitter } from './emit-ops.js';

/** Launch values exact interpolation mode loads from the host (the six i, j sets). */
const BARYCENTRIC = /^(PERSP|LINEAR)_(SAMPLE|CENTER|CENTROID) [ij]$/;

const refuseLaunchValue: OpEmitter = (e, inst: Inst) => {
  // A launch value has no pc: the first guest instruction reading it names where it was consumed.
  const result = inst.result as ValueId;
  const what = LAUNCH_VALUES[inst.imms[0] as number] as string;
  const reader = e.c.irFn.insts.find(
    (i) => i.block !== -1 && i.pc !== undefined && i.operands.includes(result),
  );
  throw new RecompileError(
    reader?.pc ?? 0,
    '<launch>',
    `the program reads ${what} as a value, which the host stage does not provide${BARYCENTRIC.test(what) ? " (pixel.barycentrics 'exact' provides barycentrics)" : ''}`,
  );
};

const refuseInterp =
  (name: string): OpEmitter =>
  (_e, inst) => {
    const [attr, chan, pc] = inst.imms as [number, number, number];
    throw new RecompileError(
      pc,
      `${name} attr${attr}.${'xyzw'[chan]}`,
      "its result is read outside a v_interp_p1_f32/v_interp_p2_f32 pair, and the host interpolator has no per-vertex attribute values (pixel.barycentrics 'exact' has)",
    );
  };

/** The stage op emitters, merged into the op table. */
export const STAGE_OPS: Readonly<Record<string, OpEmitter>> = {
  demote: (e) => {
    e.c.need('DemoteToHelperInvocationEXT', 'SPV_EXT_demote_to_helper_invocation');
    e.c.effect('OpDemoteToHelperInvocationEXT');
    return undefined;
  },
  launch_value: refuseLaunchValue,
  interp_p1: refuseInterp('v_interp_p1_f32'),
  interp_p2: refuseInterp('v_interp_p2_f32'),
  interp_param: (_e, inst) => {
    const [attr, chan, , pc] = inst.imms as [number, number, number, number];
    throw new RecompileError(
      pc,
      `v_interp attr${attr}.${'xyzw'[chan]}`,
      'a parameter read left after the stage I/O pass (its M0 was not proved)',
    );
  },
  export_prim: (_e, inst) => {
    throw new RecompileError(
      inst.imms[0] as number,
      'exp prim',
      'a primitive export left after the stage I/O pass',
    );
  },
};
