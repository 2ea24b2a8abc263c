/**
 * The guest instructions the translator never translates, each with its reason: the one list that
 * the refusing rules (`refusedRule`), translate.ts's message for a mnemonic without a rule, the
 * generated section of docs/debt.md (scripts/gen-refusal-docs.ts) and test/translate/coverage.test.ts
 * read. Also the control-flow instructions translate.ts translates itself, without a rule.
 *
 * Invariants (checked by test/translate/coverage.test.ts): every mnemonic of gfx1013's SALU, SMEM,
 * VALU, DS, MUBUF/MTBUF and FLAT/GLOBAL/SCRATCH tables is either translated (a rule that does not
 * always refuse, or an entry of CONTROL_FLOW_TRANSLATED) or a key of REFUSED; no key of REFUSED has a
 * rule that translates. Refusals that depend on an operand, a modifier or a descriptor value are not
 * listed: those instructions translate for other inputs (docs/debt.md lists them by layer).
 */

import { DS_TABLE } from '../../isa/tables/ds.js';
import { FLAT_TABLE } from '../../isa/tables/flat.js';
import { MUBUF_TABLE } from '../../isa/tables/mubuf.js';
import { SMEM_ROWS } from '../../isa/tables/smem.js';
import { InternalError } from '../../util/errors.js';
import type { TranslateRule } from './rule.js';

const GFX1030_ONLY = 'gfx1030 only, not in the RDNA 1 ISA';
const TRAP = 'trap handlers and debuggers are not part of a translated program';
const M0_RELATIVE =
  'M0-relative VGPR addressing is not translated: each VGPR is a separate variable, so registers cannot be indexed';
const INTERP =
  '16-bit interpolation is not translated yet (the 32-bit forms are, as host inputs: rules/interp.ts)';
const NO_RULE_YET = 'rare; no exact rule is written yet';
const FLAT =
  'a flat address may fall in the LDS or private aperture, whose bases are not known at recompile time';
const SCRATCH = 'scratch memory (per-lane private memory) has no model in the translation';
const NO_64 =
  'a 64-bit LDS atomic: the host LDS is an array of 32-bit words, which cannot hold a 64-bit atomic';

/** Mnemonics refused whatever their operands, by name (the table-driven families are added by `build`). */
const NAMED: Readonly<Record<string, string>> = {
  s_rfe_b64: 's_rfe_b64 returns from a trap handler',
  s_trap: 's_trap enters the trap handler',
  s_sendmsghalt: 's_sendmsghalt halts the wave',
  s_cbranch_cdbgsys: `branches on the debugger status: ${TRAP}`,
  s_cbranch_cdbguser: `branches on the debugger status: ${TRAP}`,
  s_cbranch_cdbgsys_or_user: `branches on the debugger status: ${TRAP}`,
  s_cbranch_cdbgsys_and_user: `branches on the debugger status: ${TRAP}`,
  s_subvector_loop_begin: 'wave64 sub-vector looping (EXEC halves through M0) is not modelled',
  s_subvector_loop_end: 'wave64 sub-vector looping (EXEC halves through M0) is not modelled',
  v_movreld_b32: M0_RELATIVE,
  v_movrels_b32: M0_RELATIVE,
  v_movrelsd_b32: M0_RELATIVE,
  v_movrelsd_2_b32: M0_RELATIVE,
  v_swaprel_b32: M0_RELATIVE,
  v_trig_preop_f64: 'slices of the 1201-bit 2/pi constant are not yet expressed exactly',
  v_qsad_pk_u16_u8: NO_RULE_YET,
  v_mqsad_pk_u16_u8: NO_RULE_YET,
  v_mqsad_u32_u8: NO_RULE_YET,
  v_mullit_f32: NO_RULE_YET,
  v_interp_p1ll_f16: INTERP,
  v_interp_p1lv_f16: INTERP,
  v_interp_p2_f16: INTERP,
  v_illegal: 'v_illegal raises an illegal-instruction exception',
  ds_append: 'the M0 base/size layout of the LDS counter is ambiguous',
  ds_consume: 'the M0 base/size layout of the LDS counter is ambiguous',
  ds_condxchg32_rtn_b64: 'ds_condxchg32_rtn_b64 has no pseudo-code in the RDNA 1 ISA',
};

function smemReason(name: string, form: string): string | undefined {
  if (name.startsWith('s_scratch_'))
    return 'scalar scratch access has no scratch aperture in the translation';
  if (form === 'atomic' || form === 'batomic')
    return 'a scalar atomic would run once per host invocation of the wave';
  if (form === 'time') return 'reads a clock, which has no deterministic host equivalent';
  if (form === 'discard') return 'drops dirty cache lines, which the host cannot do';
  return undefined;
}

function dsReason(name: string, signature: string): string | undefined {
  if (signature.split(' ').includes('G')) return 'uses GDS, which is not part of a compute translation';
  if (name.includes('_src2_')) return 'removed in gfx10.3 and has no pseudo-code';
  if (/^ds_(min|max)(_rtn)?_f(32|64)$/.test(name)) {
    return "the ISA's pseudo-code compares a second data operand LLVM never supplies";
  }
  if (signature.split(' ').includes('d2') && !/^ds_(read|write)/.test(name)) return NO_64;
  return undefined;
}

function build(): Record<string, string> {
  const out: Record<string, string> = { ...NAMED };
  const add = (name: string, reason: string | undefined): void => {
    if (reason !== undefined && out[name] === undefined) out[name] = reason;
  };
  for (const [, name, form] of SMEM_ROWS) add(name, smemReason(name, form));
  for (const [, name, signature] of DS_TABLE) add(name, dsReason(name, signature));
  for (const [, name, , , flags] of MUBUF_TABLE) if (flags.includes('1030')) add(name, GFX1030_ONLY);
  for (const [, name, , , flags] of FLAT_TABLE) {
    const segments = flags.split(' ')[0] ?? '';
    if (segments.includes('F')) add(`flat_${name}`, FLAT);
    if (segments.includes('S')) add(`scratch_${name}`, SCRATCH);
    if (segments.includes('G') && flags.includes('1030')) add(`global_${name}`, GFX1030_ONLY);
  }
  return out;
}

/** Mnemonic -> why the translator never translates it (a RecompileError with this reason). */
export const REFUSED: Readonly<Record<string, string>> = build();

/**
 * Mnemonics translate.ts translates itself rather than through a rule, with how: pc-relative
 * branches, register jumps and calls, and the program ends.
 */
export const CONTROL_FLOW_TRANSLATED: Readonly<Record<string, string>> = {
  s_branch: 'branch',
  s_cbranch_scc0: 'conditional branch',
  s_cbranch_scc1: 'conditional branch',
  s_cbranch_vccz: 'conditional branch',
  s_cbranch_vccnz: 'conditional branch',
  s_cbranch_execz: 'conditional branch',
  s_cbranch_execnz: 'conditional branch',
  s_call_b64: 'call: return address, then branch',
  s_setpc_b64: 'register jump to a recompile-time constant target',
  s_swappc_b64: 'register call to a recompile-time constant target',
  s_endpgm: 'program end',
  s_endpgm_saved: 'program end',
  s_endpgm_ordered_ps_done: 'program end',
  s_code_end: 'program end',
};

/** The refusal reason of a mnemonic that has no rule: its REFUSED reason when it has one. */
export function notTranslated(mnemonic: string): string {
  const reason = REFUSED[mnemonic];
  return reason === undefined ? `${mnemonic} is not translated` : `${mnemonic} is not translated: ${reason}`;
}

/**
 * A rule that always refuses `mnemonic` with its REFUSED reason. A mnemonic missing from REFUSED is a
 * bug (InternalError when the rule runs; test/translate/coverage.test.ts finds it).
 */
export function refusedRule(mnemonic: string): TranslateRule {
  return (t) => {
    const reason = REFUSED[mnemonic];
    if (reason === undefined)
      throw new InternalError(`${mnemonic} has a refusing rule but no entry in REFUSED`);
    throw t.refuse(reason);
  };
}
