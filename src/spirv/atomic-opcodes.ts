/**
 * The SPIR-V opcode of each IR atomic whose host form is one instruction (the others are
 * compare-exchange loops in the emitters): one table for memory and image atomics.
 */
import type { ATOMIC } from '../ir/ops.js';

/** IR `atomic.<op>` variant -> SPIR-V opcode name. */
export const ATOMIC_OPCODES: Partial<Record<(typeof ATOMIC)[number], string>> = {
  add: 'OpAtomicIAdd',
  sub: 'OpAtomicISub',
  xchg: 'OpAtomicExchange',
  and: 'OpAtomicAnd',
  or: 'OpAtomicOr',
  xor: 'OpAtomicXor',
  umin: 'OpAtomicUMin',
  umax: 'OpAtomicUMax',
  smin: 'OpAtomicSMin',
  smax: 'OpAtomicSMax',
};
