/**
 * SOPP: program control with one 16-bit immediate (branches, s_waitcnt, s_sendmsg, s_endpgm...):
 * decode, LLVM text, encoding, operand metadata and assembly from tables/sopp.ts.
 *
 * Branch offsets print as LLVM prints them, the raw simm16 as an unsigned decimal (`s_branch 65535`
 * jumps back to itself); the target is pc + 4 + 4 * sext(simm16) (see scalar-control.ts). Opcodes
 * without an operand accept only simm16 = 0, as llvm-mc-19 does.
 */
import type { Statement } from '../asm-lexer.js';
import { DecodeError } from '../errors.js';
import type { DecodeInput } from '../family.js';
import type { Instruction, Operand } from '../instruction.js';
import { type ImplicitSpec, parseImplicit } from '../tables/scalar-spec.js';
import { SOPP_ROWS, type SoppStyle } from '../tables/sopp.js';
import type { Target } from '../target.js';
import { asmFail, implicitOperands, makeInstruction, operandText } from './scalar-common.js';
import {
  decText,
  depctrText,
  hexText,
  parseDepctr,
  parseSendmsg,
  parseWaitcnt,
  sendmsgText,
  waitcntText,
} from './scalar-imm.js';
import { parseInteger } from './scalar-operands.js';

/** Decoding and printing facts of one SOPP opcode. */
interface SoppInfo {
  readonly opcode: number;
  readonly mnemonic: string;
  readonly style: SoppStyle;
  readonly implicit: readonly ImplicitSpec[];
}

const INFOS: readonly (SoppInfo | undefined)[] = (() => {
  const infos: (SoppInfo | undefined)[] = new Array(128).fill(undefined);
  for (const [opcode, mnemonic, style, implicit] of SOPP_ROWS) {
    infos[opcode] = { opcode, mnemonic, style, implicit: parseImplicit(implicit) };
  }
  return infos;
})();

const BY_MNEMONIC: ReadonlyMap<string, SoppInfo> = new Map(
  INFOS.filter((i): i is SoppInfo => i !== undefined).map((i) => [i.mnemonic, i]),
);

/** The SOPP style of `opcode`, or undefined when unassigned. */
export function soppStyle(opcode: number): SoppStyle | undefined {
  return INFOS[opcode]?.style;
}

/**
 * Decodes a SOPP instruction.
 * @throws DecodeError for unassigned opcodes and a nonzero simm16 on operand-less opcodes.
 */
export function decodeSopp(input: DecodeInput): Instruction {
  const { words, index, pc } = input;
  const word = (words[index] as number) >>> 0;
  const opcode = (word >>> 16) & 0x7f;
  const info = INFOS[opcode];
  if (info === undefined) throw new DecodeError(pc, [word], `unknown SOPP opcode ${opcode}`);
  const simm16 = word & 0xffff;
  if (info.style === 'none' && simm16 !== 0) {
    throw new DecodeError(pc, [word], `${info.mnemonic} takes no operand but simm16 is ${simm16}`);
  }
  return {
    encoding: 'SOPP',
    form: 'base',
    opcode,
    mnemonic: info.mnemonic,
    fields: { simm16 },
    literal: undefined,
    pc,
    size: 4,
  };
}

function infoOf(inst: Instruction): SoppInfo {
  const info = INFOS[inst.opcode];
  if (info === undefined) throw new DecodeError(inst.pc, [], `unknown SOPP opcode ${inst.opcode}`);
  return info;
}

/** LLVM text of a SOPP instruction. */
export function printSopp(inst: Instruction, target: Target): string {
  const info = infoOf(inst);
  const v = inst.fields.simm16 as number;
  switch (info.style) {
    case 'none':
      return info.mnemonic;
    case 'endpgm':
      return v === 0 ? info.mnemonic : `${info.mnemonic} ${v}`;
    case 'branch':
      return `${info.mnemonic} ${v}`;
    case 'dec':
      return `${info.mnemonic} ${decText(v)}`;
    case 'hex':
      return `${info.mnemonic} ${hexText(v)}`;
    case 'waitcnt':
      return `${info.mnemonic} ${waitcntText(v)}`;
    case 'sendmsg':
      return `${info.mnemonic} ${sendmsgText(v)}`;
    case 'depctr':
      return `${info.mnemonic} ${depctrText(v, target.mcpu)}`;
  }
}

/** The SOPP word. */
export function encodeSopp(inst: Instruction): number[] {
  return [(0xbf800000 | (inst.opcode << 16) | ((inst.fields.simm16 as number) & 0xffff)) >>> 0];
}

/** The simm16 (sign-extended for branches) as an immediate operand, then implicit accesses. */
export function operandsSopp(inst: Instruction, target: Target): Operand[] {
  const info = infoOf(inst);
  const out: Operand[] = [];
  const v = inst.fields.simm16 as number;
  if (info.style !== 'none') {
    const branch = info.style === 'branch';
    out.push({
      role: 'src',
      kind: 'immediate',
      value: branch ? (v << 16) >> 16 : v,
      dwords: 1,
      type: branch ? 'i16' : 'u16',
      implicit: false,
      field: 'simm16',
    });
  }
  out.push(...implicitOperands(info.implicit, target));
  return out;
}

function parseOperand(style: SoppStyle, text: string, target: Target): number | undefined {
  switch (style) {
    case 'waitcnt':
      return parseWaitcnt(text);
    case 'sendmsg':
      return parseSendmsg(text);
    case 'depctr':
      return parseDepctr(text, target.mcpu);
    default: {
      const n = parseInteger(text);
      return n !== undefined && n >= -0x8000 && n <= 0xffff ? n & 0xffff : undefined;
    }
  }
}

/** Assembles a SOPP statement, or returns undefined for mnemonics that are not SOPP. */
export function assembleSopp(statement: Statement, target: Target): Instruction | undefined {
  const info = BY_MNEMONIC.get(statement.mnemonic);
  if (info === undefined) return undefined;
  const text = operandText(statement);
  let simm16 = 0;
  if (info.style === 'none') {
    if (text.length > 0) asmFail(statement, `${info.mnemonic} takes no operand`);
  } else if (text.length > 0 || info.style !== 'endpgm') {
    const v = parseOperand(info.style, text, target);
    if (v === undefined) asmFail(statement, `invalid ${info.mnemonic} operand '${text}'`);
    simm16 = v;
  }
  return makeInstruction('SOPP', info.opcode, info.mnemonic, { simm16 }, undefined);
}
