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
 */
import type { ValueId } from '../../ir/function.js';
import { stageInput } from '../../ir/stage-io.js';
import { F32, I32, ptr, vec } from '../../ir/types.js';
import type { Instruction, Operand } from '../../isa/instruction.js';
import { M0, type TranslationContext } from '../context.js';
import type { RuleTable, TranslateRule } from './rule.js';

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

const p1: TranslateRule = (t, inst, ops) => {
  const { attr, chan } = attributeOf(t, inst);
  const [dst, i] = ops as [Operand, Operand];
  const m0 = t.loadSgpr(M0);
  const r = t.b.emit('interp_p1', F32, [asFloat(t, t.readLane32(i)), m0], { imms: [attr, chan, inst.pc] });
  t.writeLane32(dst, t.b.value('bitcast', I32, r.result as ValueId));
};

const p2: TranslateRule = (t, inst, ops) => {
  const { attr, chan } = attributeOf(t, inst);
  const [dst, j] = ops as [Operand, Operand];
  const m0 = t.loadSgpr(M0);
  const d = asFloat(t, t.readLane32(dst));
  const r = t.b.emit('interp_p2', F32, [asFloat(t, t.readLane32(j)), d, m0, t.active()], {
    imms: [attr, chan, inst.pc],
  });
  t.writeLane32(dst, t.b.value('bitcast', I32, r.result as ValueId));
};

/** VINTRP's p10/p20/p0 source codes (the vsrc field of v_interp_mov_f32). */
const MOV_SOURCES = ['p10', 'p20', 'p0'];

const mov: TranslateRule = (t, inst, ops) => {
  const { attr, chan } = attributeOf(t, inst);
  const launch = t.options.launch;
  if (launch.stage !== 'pixel') return;
  const source = MOV_SOURCES[inst.fields.vsrc as number] ?? `source ${inst.fields.vsrc}`;
  const attribute = launch.attributes[attr];
  if (source !== 'p0' || !attribute?.flat) {
    throw t.refuse(
      `v_interp_mov_f32 of ${source} from a non-flat attribute: the host has no per-vertex values (fragment barycentrics)`,
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
