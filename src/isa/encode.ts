/** Re-encoding of decoded or assembled instructions: routes to the owning family. */

import { InternalError } from '../util/errors.js';
import { familyOf } from './families/index.js';
import type { Instruction, Operand } from './instruction.js';
import { PS5_WAVE32, type Target } from './target.js';

/** The instruction's dwords (extension dwords and literal included). */
export function encode(inst: Instruction, target: Target = PS5_WAVE32): number[] {
  const family = familyOf(inst.encoding);
  if (!family) throw new InternalError(`no family encodes ${inst.encoding}`);
  return family.encode(inst, target);
}

/** Operand metadata: explicit operands in text order, then implicit reads and writes. */
export function operands(inst: Instruction, target: Target = PS5_WAVE32): Operand[] {
  const family = familyOf(inst.encoding);
  if (!family) throw new InternalError(`no family describes ${inst.encoding}`);
  return family.operands(inst, target);
}
