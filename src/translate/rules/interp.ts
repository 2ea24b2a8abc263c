/**
 * VINTRP: a pixel program interpolates attribute N, channel c of its primitive from the parameter
 * data the SPI put in LDS (M0 holds its base, the launch's primitive mask):
 *   v_interp_p1_f32 d, i, attrN.c   d = P0 + i * P10
 *   v_interp_p2_f32 d, j, attrN.c   d = d + j * P20
 * The host has no per-vertex attribute values (without fragment barycentrics), so each instruction
 * becomes an IR op carrying its operands, and passes/lower-stage-io.ts proves the pair computes the
 * attribute at the launch's barycentrics of one set, which is the host input interpolated with that
 * set's qualifiers. `v_interp_mov_f32 d, p0, attrN.c` reads the provoking vertex's value: the host's
 * flat input, when SPI_PS_INPUT_CNTL makes the attribute flat. The 16-bit forms are refused.
 * Exact mode (launch.exactBarycentrics): each step is the hardware's arithmetic on `interp_param`
 * values (P0, P10, P20 of the primitive), and v_interp_mov reads any of the three.
 */
import type { ValueId } from '../../ir/function.js';
import { stageInput } from '../../ir/stage-io.js';
import { F32, I32, ptr, vec } from '../../ir/types.js';
import type { Instruction, Operand } from '../../isa/instruction.js';
import { M0, type TranslationContext } from '../context.js';
import type { RuleTable, TranslateRule } from './rule.js';
import { arith, FP32 } from './valu-fp.js';

/** The attribute and channel of a VINTRP instruction, checked against the launch's attributes. */
function attributeOf(t: TranslationContext, inst: Instruction): { attr: number; chan: number } {
  const launch = t.options.launch;
  if (launch.stage !== 'pixel')
    throw t.refuse(`interpolation in a ${launch.stage} program has no attribute data`);
  const attr = inst.fields.attr as number;
  const chan = inst.fields.attrchan as number;
  if (attr >= launch.attributes.length) {
    throw t.refuse(
      `attribute ${attr} is past the ${launch.attributes.length} SPI_PS_IN_CONTROL.NUM_INTERP gives`,
    );
  }
  return { attr, chan };
}

function asFloat(t: TranslationContext, v: ValueId): ValueId {
  return t.b.value('bitcast', F32, v);
}

/**
 * Exact mode: parameter `source` (VINTRP's vsrc code: 0 P10, 1 P20, 2 P0) of attribute `attr`,
 * channel `chan`, for the primitive M0 selects (passes/lower-stage-io.ts proves M0 and reads it from the
 * per-vertex inputs).
 */
function param(
  t: TranslationContext,
  inst: Instruction,
  attr: number,
  chan: number,
  source: number,
): ValueId {
  const m0 = t.loadSgpr(M0);
  return t.b.emit('interp_param', F32, [m0], { imms: [attr, chan, source, inst.pc] }).result as ValueId;
}

/**
 * The hardware step D = P * S + A (p1: P10 * i + P0, p2: P20 * j + D). The Vega ISA's description
 * says the SQ issues it as V_MAD_F32, so it is an unfused multiply-add with V_MAD_F32's flushing of
 * f32 denormals; no gfx10 reference we found confirms that RDNA keeps that form (docs/debt.md).
 */
function step(t: TranslationContext, p: ValueId, s: ValueId, a: ValueId): ValueId {
  return arith(t, FP32, 'fadd', [arith(t, FP32, 'fmul', [p, s], false), a], false);
}

const p1: TranslateRule = (t, inst, ops) => {
  const { attr, chan } = attributeOf(t, inst);
  const [dst, i] = ops as [Operand, Operand];
  if (exact(t)) {
    const r = step(
      t,
      param(t, inst, attr, chan, P10),
      asFloat(t, t.readLane32(i)),
      param(t, inst, attr, chan, P0),
    );
    t.writeLane32(dst, t.b.value('bitcast', I32, r));
    return;
  }
  const m0 = t.loadSgpr(M0);
  const r = t.b.emit('interp_p1', F32, [asFloat(t, t.readLane32(i)), m0], { imms: [attr, chan, inst.pc] });
  t.writeLane32(dst, t.b.value('bitcast', I32, r.result as ValueId));
};

const p2: TranslateRule = (t, inst, ops) => {
  const { attr, chan } = attributeOf(t, inst);
  const [dst, j] = ops as [Operand, Operand];
  const d = asFloat(t, t.readLane32(dst));
  if (exact(t)) {
    const r = step(t, param(t, inst, attr, chan, P20), asFloat(t, t.readLane32(j)), d);
    t.writeLane32(dst, t.b.value('bitcast', I32, r));
    return;
  }
  const m0 = t.loadSgpr(M0);
  const r = t.b.emit('interp_p2', F32, [asFloat(t, t.readLane32(j)), d, m0, t.active()], {
    imms: [attr, chan, inst.pc],
  });
  t.writeLane32(dst, t.b.value('bitcast', I32, r.result as ValueId));
};

/** VINTRP's p10/p20/p0 source codes (the vsrc field of v_interp_mov_f32). */
const MOV_SOURCES = ['p10', 'p20', 'p0'];
const [P10, P20, P0] = [0, 1, 2];

/** Whether the launch asks for exact interpolation (pixel.barycentrics 'exact'). */
function exact(t: TranslationContext): boolean {
  return t.options.launch.stage === 'pixel' && t.options.launch.exactBarycentrics !== undefined;
}

const mov: TranslateRule = (t, inst, ops) => {
  const { attr, chan } = attributeOf(t, inst);
  const launch = t.options.launch;
  if (launch.stage !== 'pixel') return;
  const vsrc = inst.fields.vsrc as number;
  const source = MOV_SOURCES[vsrc] ?? `source ${vsrc}`;
  if (exact(t) && vsrc <= P0) {
    t.writeLane32(ops[0] as Operand, t.b.value('bitcast', I32, param(t, inst, attr, chan, vsrc)));
    return;
  }
  const attribute = launch.attributes[attr];
  if (source !== 'p0' || !attribute?.flat) {
    throw t.refuse(
      `v_interp_mov_f32 of ${source} from a non-flat attribute: the host interpolator has no per-vertex values (pixel.barycentrics 'exact' has)`,
    );
  }
  const g = stageInput(t.module, attribute.parameter, { interpolation: 'flat' });
  const base = t.b.emit('global', ptr('input', vec(F32, 4)), [], { imms: [g] }).result as ValueId;
  const p = t.b.value('access', ptr('input', F32), base, t.const32(0), t.const32(chan));
  t.writeLane32(ops[0] as Operand, t.b.value('bitcast', I32, t.b.value('load', F32, p)));
};

/** The 32-bit interpolation rules (the 16-bit forms stay refused, rules/refused.ts). */
export const INTERP_RULES: RuleTable = {
  v_interp_p1_f32: p1,
  v_interp_p2_f32: p2,
  v_interp_mov_f32: mov,
};
