/**
 * Scalar program-control and machine-state rules without data flow of their own: s_barrier, messages,
 * hardware registers (s_getreg/s_setreg), float-mode selectors, traps, trace and cache controls.
 *
 * - s_barrier becomes the IR `barrier`: scalar control flow is uniform over a wave (DESIGN.md), and
 *   that every wave of the workgroup reaches it is the guest's obligation, as on the hardware.
 * - MODE: the translated program runs in the launch's MODE (TranslationContext.floatMode, from
 *   COMPUTE_PGM_RSRC1; by default 0xf0: round to nearest even, f32 and f16/f64 denormals kept,
 *   DX10_CLAMP and IEEE clear, as llc-19 launches amdgpu_cs code, or 0x1f0 with DX10_CLAMP set).
 *   s_getreg of MODE reads it; s_setreg, s_round_mode and s_denorm_mode that leave it unchanged are
 *   no-ops, any other value is refused (the rules are specialized on the launch MODE).
 *   s_getreg of STATUS reads SCC, EXECZ, VCCZ, IN_BARRIER (0), HALT (0) and VALID (1);
 *   other hardware registers describe placement, allocation or time and are refused.
 * - s_sendmsg: only SYSMSG_OP_TTRACE_PC (a trace record, no data effect) is a no-op; the others
 *   talk to fixed-function or host hardware a compute translation does not have. s_sendmsghalt and
 *   s_trap stop the wave and are refused.
 * - Hints with no data effect (trace data, perf levels, sleep/wake, instruction-cache invalidation,
 *   idle waits, s_version) are no-ops; s_sethalt and s_setkill are no-ops for 0 and refused for 1.
 */

import type { ValueId } from '../../ir/function.js';
import { I1, I32 } from '../../ir/types.js';
import type { Instruction, Operand } from '../../isa/instruction.js';
import {
  decodeHwreg,
  HWREG_MODE,
  HWREG_STATUS,
  hwregName,
  STATUS_KNOWN_BITS,
} from '../../isa/tables/hwreg.js';
import { MSG, MSG_NAMES } from '../../isa/tables/sendmsg.js';
import { EXEC, type TranslationContext, VCC } from '../context.js';
import { modeRegisterOf } from '../float-mode.js';
import { refusedRule } from './refused.js';
import type { RuleTable, TranslateRule } from './rule.js';
import { k } from './scalar-common.js';

/** The MODE register value the translated program runs with (the launch's). */
function modeOf(t: TranslationContext): number {
  return modeRegisterOf(t.floatMode);
}

const SYSMSG_TTRACE_PC = 4;

const nothing: TranslateRule = () => {};

/** No-op when simm16 bit 0 is clear, refused when set. */
function refuseBit0(what: string): TranslateRule {
  return (t, inst) => {
    if ((inst.fields.simm16 as number) & 1) throw t.refuse(`${what} is not translated`);
  };
}

/** The STATUS bits the translation models, as an i32. */
function statusValue(t: TranslationContext): ValueId {
  const zero = (code: number): ValueId =>
    t.b.value('zext', I32, t.b.value('icmp.eq', I1, t.readMask(code), t.b.const(t.maskType, 0)));
  let v = t.b.value('or', I32, t.b.value('zext', I32, t.scc), k(t, I32, 1 << 16));
  v = t.b.value('or', I32, v, t.b.value('shl', I32, zero(EXEC), k(t, I32, 9)));
  return t.b.value('or', I32, v, t.b.value('shl', I32, zero(VCC), k(t, I32, 10)));
}

const getreg: TranslateRule = (t, inst, [d]) => {
  const f = decodeHwreg(inst.fields.simm16 as number);
  let value: ValueId;
  if (f.id === HWREG_MODE) {
    value = k(t, I32, ((modeOf(t) & f.mask) >>> f.offset) >>> 0);
  } else if (f.id === HWREG_STATUS) {
    const unknown = f.mask & ~STATUS_KNOWN_BITS;
    if (unknown !== 0)
      throw t.refuse(`HW_REG_STATUS bits 0x${(unknown >>> 0).toString(16)} are not modelled`);
    value = t.b.value(
      'lshr',
      I32,
      t.b.value('and', I32, statusValue(t), k(t, I32, f.mask)),
      k(t, I32, f.offset),
    );
  } else {
    throw t.refuse(
      `${hwregName(f.id, t.options.target.mcpu)} describes hardware state the translation does not have`,
    );
  }
  t.writeScalar32(d as Operand, value);
};

/** Checks that writing `source` into the hwreg field of `inst` leaves MODE at the launch's value. */
function setMode(t: TranslationContext, inst: Instruction, value: ValueId): void {
  const f = decodeHwreg(inst.fields.simm16 as number);
  if (f.id !== HWREG_MODE)
    throw t.refuse(`writing ${hwregName(f.id, t.options.target.mcpu)} is not translated`);
  const before = t.deferred.length;
  const source = t.constantOrDefer(value, 'the value written to MODE is not known at recompile time');
  if (t.deferred.length > before) return; // refused unless a later pass proves the value
  const next = ((modeOf(t) & ~f.mask) | ((Number(source & 0xffffffffn) << f.offset) & f.mask)) >>> 0;
  refuseModeChange(t, next);
}

function refuseModeChange(t: TranslationContext, next: number): void {
  const mode = modeOf(t);
  if (next !== mode) {
    throw t.refuse(
      `MODE 0x${next.toString(16)} differs from the launch's 0x${mode.toString(16)} the translation is specialized on`,
    );
  }
}

const sendmsg: TranslateRule = (t, inst) => {
  const v = inst.fields.simm16 as number;
  const id = v & 0xf;
  const op = (v >>> 4) & 7;
  if (id === MSG.SYSMSG && op === SYSMSG_TTRACE_PC) return;
  // An NGG vertex program asks the SPI for its subgroup's export space; the host's vertex stage has
  // its own, and the primitive export it precedes is proved to be fixed-function (lower-stage-io.ts).
  if (id === MSG.GS_ALLOC_REQ && t.options.launch.stage === 'vertex') return;
  const stage = t.options.launch.stage;
  throw t.refuse(`message ${MSG_NAMES[id] ?? id} has no equivalent in a ${stage} translation`);
};

/** Rules for barriers, messages, hardware registers, float-mode selectors and hints. */
export const SCALAR_MISC: RuleTable = {
  s_barrier: (t) => {
    const { stage } = t.options.launch;
    // An NGG subgroup here is one wave (launch.ts), so its barrier waits for no other wave.
    if (stage === 'vertex') return;
    if (stage === 'pixel') throw t.refuse('s_barrier in a pixel program (pixel waves have no barrier)');
    t.b.effect('barrier', []);
  },
  s_sendmsg: sendmsg,
  s_sendmsghalt: refusedRule('s_sendmsghalt'),
  s_trap: refusedRule('s_trap'),
  s_rfe_b64: refusedRule('s_rfe_b64'),
  s_getreg_b32: getreg,
  s_setreg_b32: (t, inst, [, src]) => setMode(t, inst, t.readScalar32(src as Operand)),
  s_setreg_imm32_b32: (t, inst) => setMode(t, inst, k(t, I32, (inst.literal ?? 0) >>> 0)),
  s_round_mode: (t, inst) => refuseModeChange(t, (modeOf(t) & ~0xf) | ((inst.fields.simm16 as number) & 0xf)),
  s_denorm_mode: (t, inst) =>
    refuseModeChange(t, (modeOf(t) & ~0xf0) | (((inst.fields.simm16 as number) & 0xf) << 4)),
  s_sethalt: refuseBit0('halting the wave (s_sethalt 1)'),
  s_setkill: refuseBit0('killing the wave (s_setkill 1)'),
  s_wait_idle: nothing,
  s_sleep: nothing,
  s_wakeup: nothing,
  s_icache_inv: nothing,
  s_incperflevel: nothing,
  s_decperflevel: nothing,
  s_ttracedata: nothing,
  s_ttracedata_imm: nothing,
  s_version: nothing,
};
