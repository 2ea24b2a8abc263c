/**
 * Scalar instructions with no data effect in the translation (waits, hints, nops: the host orders
 * memory itself), and the scalar moves, which show the pattern every rule module follows:
 * read sources through the context, write destinations through it.
 */
import type { RuleTable } from './rule.js';

const nothing = (): void => {};

/** Rules for instructions without data effects, and moves. */
export const SCALAR_BASICS: RuleTable = {
  s_nop: nothing,
  s_waitcnt: nothing,
  s_waitcnt_vscnt: nothing,
  s_waitcnt_vmcnt: nothing,
  s_waitcnt_expcnt: nothing,
  s_waitcnt_lgkmcnt: nothing,
  s_waitcnt_depctr: nothing,
  s_inst_prefetch: nothing,
  s_clause: nothing,
  s_setprio: nothing,
  s_mov_b32: (t, _inst, [dst, src]) => t.writeScalar32(dst!, t.readScalar32(src!)),
  s_mov_b64: (t, _inst, [dst, src]) => t.writeScalar64(dst!, t.readScalar64(src!)),
};
