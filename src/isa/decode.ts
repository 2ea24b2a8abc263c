/**
 * Instruction decoding: routes a first dword to the family that owns its encoding. `decode` decodes
 * one instruction; `decodeStream` decodes a linear run of words the way `llvm-mc -disassemble` does,
 * reporting undecodable dwords and resuming four bytes later.
 */
import { identifyEncoding } from './encodings.js';
import { DecodeError } from './errors.js';
import { familyOf } from './families/index.js';
import type { Instruction } from './instruction.js';
import { PS5_WAVE32, type Target } from './target.js';

/**
 * Decodes the instruction whose first dword is at byte offset `pc` of `words`.
 * @throws DecodeError when the words are not a valid instruction for `target`.
 */
export function decode(words: ArrayLike<number>, pc = 0, target: Target = PS5_WAVE32): Instruction {
  if (pc % 4 !== 0) throw new DecodeError(pc, [], 'pc is not dword aligned');
  const index = pc / 4;
  if (index >= words.length) throw new DecodeError(pc, [], 'truncated: no instruction word');
  const word = words[index] as number;
  const encoding = identifyEncoding(word);
  if (encoding === undefined) throw new DecodeError(pc, [word >>> 0], 'no encoding has these high bits');
  const family = familyOf(encoding);
  if (family === undefined) throw new DecodeError(pc, [word >>> 0], `${encoding} decoding is not supported`);
  return family.decode({ words, index, pc, target, encoding });
}

/** One element of a decoded stream: an instruction, or a dword that decodes to nothing. */
export type StreamItem =
  | { readonly ok: true; readonly inst: Instruction }
  | { readonly ok: false; readonly pc: number; readonly word: number; readonly error: DecodeError };

/**
 * Decodes `words` from start to end as llvm-mc does: after an undecodable dword, decoding resumes at
 * the next dword. `basePc` is the byte address of `words[0]`.
 */
export function* decodeStream(
  words: ArrayLike<number>,
  target: Target = PS5_WAVE32,
  basePc = 0,
): Generator<StreamItem> {
  let pc = 0;
  const end = words.length * 4;
  while (pc < end) {
    try {
      const inst = decode(words, pc, target);
      yield { ok: true, inst: basePc === 0 ? inst : { ...inst, pc: inst.pc + basePc } };
      pc += inst.size;
    } catch (error) {
      if (!(error instanceof DecodeError)) throw error;
      yield { ok: false, pc: pc + basePc, word: (words[pc / 4] as number) >>> 0, error };
      pc += 4;
    }
  }
}
