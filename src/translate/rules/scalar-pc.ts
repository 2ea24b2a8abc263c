/**
 * Program-counter rules. The program's guest address is TranslateOptions.programAddress (default
 * DEFAULT_PROGRAM_ADDRESS, where the reference executor maps programs): s_getpc_b64 gives that address
 * plus the offset of the next instruction. The jumps through registers (s_setpc_b64, s_swappc_b64)
 * and s_call_b64 end a block and are translated by translate.ts with {@link jumpOffset}: a target that
 * constant analysis proves to be one instruction of the program becomes a branch; any other refuses.
 */
import { I64 } from '../../ir/types.js';
import type { TranslationContext } from '../context.js';
import { DEFAULT_PROGRAM_ADDRESS } from '../options.js';
import type { RuleTable } from './rule.js';

/** Guest address of program offset `offset`. */
export function guestPc(t: TranslationContext, offset: number): bigint {
  return BigInt.asUintN(64, (t.options.programAddress ?? DEFAULT_PROGRAM_ADDRESS) + BigInt(offset));
}

/**
 * The program offset a jump to guest address `address` lands on, or a reason it cannot be one:
 * outside the 4 GiB window above the program address, or not dword aligned.
 */
export function jumpOffset(t: TranslationContext, address: bigint): number | string {
  const offset = address - (t.options.programAddress ?? DEFAULT_PROGRAM_ADDRESS);
  if (offset < 0n || offset >= 0x1_0000_0000n) {
    return `jump target 0x${address.toString(16)} is outside the program`;
  }
  if ((offset & 3n) !== 0n) return `jump target 0x${address.toString(16)} is not dword aligned`;
  return Number(offset);
}

/** s_getpc_b64 (the register jumps are translate.ts's). */
export const SCALAR_PC: RuleTable = {
  s_getpc_b64: (t, inst, [d]) => {
    if (!d) throw t.refuse('s_getpc_b64 without a destination');
    t.writeScalar64(d, t.b.const(I64, guestPc(t, inst.pc + 4)));
  },
};
