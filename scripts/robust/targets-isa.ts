/**
 * Robustness targets of the isa layer. `decode`: random words under a random encoding prefix (and
 * fully random words) through decode, print, operands, encode and a re-decode of the encoding, on
 * every target. `assemble`: printed instructions mutated at the text level (deleted, inserted and
 * repeated fragments, operand tokens of other kinds) through the assembler, then printed and encoded.
 */
import { assemble } from '../../src/isa/assemble.js';
import { decode } from '../../src/isa/decode.js';
import { encode, operands } from '../../src/isa/encode.js';
import { encodingPrefix } from '../../src/isa/encodings.js';
import type { EncodingName } from '../../src/isa/instruction.js';
import { print } from '../../src/isa/print.js';
import type { Target } from '../../src/isa/target.js';
import type { Random } from './random.js';
import { hexWords, type RobustTarget } from './target.js';

const ENCODINGS: readonly EncodingName[] = [
  'SOP1',
  'SOP2',
  'SOPK',
  'SOPC',
  'SOPP',
  'SMEM',
  'VOP1',
  'VOP2',
  'VOPC',
  'VOP3',
  'VOP3P',
  'VINTRP',
  'DS',
  'MUBUF',
  'MTBUF',
  'MIMG',
  'EXP',
  'FLAT',
];

/** The four targets the isa layer knows. */
export const TARGETS: readonly Target[] = [
  { mcpu: 'gfx1013', wave64: false },
  { mcpu: 'gfx1013', wave64: true },
  { mcpu: 'gfx1030', wave64: false },
  { mcpu: 'gfx1030', wave64: true },
];

/** Source codes worth hitting more often than their share: literal, DPP/SDWA markers, specials. */
const SPECIAL_CODES = [255, 250, 249, 233, 234, 106, 124, 125, 126, 127, 240, 248, 128, 208, 0x1ff];

/** The encodings a compute program is made of (no export, interpolation or image instructions). */
export const COMPUTE_ENCODINGS: readonly EncodingName[] = ENCODINGS.filter(
  (name) => name !== 'EXP' && name !== 'VINTRP' && name !== 'MIMG',
);

/** A first word under a random encoding's prefix (or no prefix at all), sometimes with special codes. */
export function randomFirstWord(random: Random, encodings: readonly EncodingName[] = ENCODINGS): number {
  let word = random.word();
  if (random.chance(0.1)) return word;
  const { value, bits } = encodingPrefix(random.pick(encodings));
  word = ((value << (32 - bits)) | (word & (bits === 32 ? 0 : 0xffffffff >>> bits))) >>> 0;
  if (random.chance(0.3)) word = ((word & ~0x1ff) | random.pick(SPECIAL_CODES)) >>> 0;
  return word;
}

/** One to four words that start like an instruction (of one of `encodings`). */
export function randomInstructionWords(
  random: Random,
  encodings: readonly EncodingName[] = ENCODINGS,
): number[] {
  const words = [randomFirstWord(random, encodings)];
  const extra = random.below(4);
  for (let i = 0; i < extra; i++) {
    let w = random.word();
    if (random.chance(0.3)) w = ((w & ~0x1ff) | random.pick(SPECIAL_CODES)) >>> 0;
    words.push(w);
  }
  return words;
}

/** Decodes `words` and drives everything that reads a decoded instruction. */
function exercise(words: readonly number[], target: Target): void {
  const inst = decode(words, 0, target);
  print(inst, target);
  operands(inst, target);
  const again = encode(inst, target);
  const back = decode(again, 0, target);
  encode(back, target);
}

export const decodeTarget: RobustTarget = {
  name: 'decode',
  defaultCount: 1_000_000,
  timeBoundMs: 1000,
  run(random, record) {
    const words = randomInstructionWords(random);
    const target = random.pick(TARGETS);
    record({ describe: () => `${target.mcpu} wave${target.wave64 ? 64 : 32} [${hexWords(words)}]` });
    exercise(words, target);
  },
};

/** Fragments the text mutator inserts: operands of every kind, modifiers, broken syntax. */
const FRAGMENTS = [
  'v0',
  'v255',
  'v[0:1]',
  'v[4:11]',
  's0',
  's[0:1]',
  's[2:5]',
  'vcc',
  'vcc_lo',
  'exec',
  'exec_hi',
  'm0',
  'null',
  'scc',
  'src_scc',
  'ttmp0',
  '0',
  '-1',
  '64',
  '-16',
  '0.5',
  '-4.0',
  '1.0',
  '0x3e22f983',
  '0xffffffff',
  '99999999999999999999',
  '1e400',
  'abs(',
  'neg(',
  '|',
  ')',
  '-',
  ',',
  ' ',
  ':',
  '[',
  ']',
  'offset:4096',
  'offset:-1',
  'offset0:300',
  'clamp',
  'mul:2',
  'div:2',
  'op_sel:[1,1,1]',
  'op_sel_hi:[0,0,0]',
  'quad_perm:[0,1,2,3]',
  'dpp8:[7,6,5,4,3,2,1,0]',
  'row_shl:1',
  'row_mask:0xf',
  'bound_ctrl:1',
  'fi:1',
  'dst_sel:WORD_1',
  'src0_sel:BYTE_3',
  'glc',
  'slc',
  'dlc',
  'lds',
  'idxen',
  'offen',
  'format:[BUF_FMT_32_FLOAT]',
  'dmask:0xf',
  'dim:SQ_RSRC_IMG_2D',
  'a16',
  'gds',
  'hwreg(HW_REG_MODE, 0, 32)',
  'sendmsg(MSG_INTERRUPT)',
  'lgkmcnt(0)',
  '_e64',
  '_e32',
  '_dpp',
  '_sdwa',
  '\n',
  '//',
  ';',
];

function mutateText(random: Random, text: string): string {
  let out = text;
  // A fifth of the inputs are the printed text itself: the printer's output must assemble or be refused.
  const edits = random.chance(0.2) ? 0 : 1 + random.below(3);
  for (let i = 0; i < edits; i++) {
    const at = random.below(out.length + 1);
    const roll = random.next();
    if (roll < 0.3) out = out.slice(0, at) + out.slice(at + 1 + random.below(6));
    else if (roll < 0.7) out = out.slice(0, at) + random.pick(FRAGMENTS) + out.slice(at);
    else if (roll < 0.85) out = out.slice(0, at) + out.slice(random.below(out.length)) + out.slice(at);
    else out = out.slice(0, at) + String.fromCharCode(32 + random.below(95)) + out.slice(at + 1);
  }
  return out;
}

/** The text of a random instruction that decodes (or a token soup when none did in a few tries). */
function seedText(random: Random, target: Target): string {
  for (let attempt = 0; attempt < 16; attempt++) {
    const words = randomInstructionWords(random);
    try {
      return print(decode(words, 0, target), target);
    } catch {
      // Not an instruction: try other words.
    }
  }
  return Array.from({ length: 4 }, () => random.pick(FRAGMENTS)).join(' ');
}

export const assembleTarget: RobustTarget = {
  name: 'assemble',
  defaultCount: 100_000,
  timeBoundMs: 1000,
  run(random, record) {
    const target = random.pick(TARGETS);
    const text = mutateText(random, seedText(random, target));
    record({ describe: () => `${target.mcpu} wave${target.wave64 ? 64 : 32} ${JSON.stringify(text)}` });
    for (const inst of assemble(text, target)) {
      print(inst, target);
      encode(inst, target);
    }
  },
};
