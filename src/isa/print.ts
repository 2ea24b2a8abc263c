/** LLVM text of a decoded instruction: routes to the family that owns its encoding. */

import { InternalError } from '../util/errors.js';
import { familyOf } from './families/index.js';
import type { Instruction } from './instruction.js';
import { PS5_WAVE32, type Target } from './target.js';

/** The instruction's text exactly as `llvm-mc-19 -disassemble` prints it, without indentation. */
export function print(inst: Instruction, target: Target = PS5_WAVE32): string {
  const family = familyOf(inst.encoding);
  if (!family) throw new InternalError(`no family prints ${inst.encoding}`);
  return family.print(inst, target);
}
