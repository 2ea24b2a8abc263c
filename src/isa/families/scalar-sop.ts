/**
 * SOP1, SOP2, SOPC and SOPK: decode, LLVM text, encoding, operand metadata and assembly, driven by the
 * opcode tables in tables/{sop1,sop2,sopc,sopk}.ts.
 *
 * Every opcode's row is parsed once into an `SopInfo` (operand slots with their register class) in an
 * array indexed by opcode, so decoding is a table load, a validity check per operand and, when a
 * source is code 255 (or for s_setreg_imm32_b32), one more dword for the literal. The raw fields are
 * kept, so re-encoding reproduces every accepted word exactly.
 */
import type { Statement } from '../asm-lexer.js';
import { DecodeError } from '../errors.js';
import type { DecodeInput } from '../family.js';
import type { EncodingName, Instruction, Operand } from '../instruction.js';
import { LITERAL_CODE } from '../operands.js';
import {
  type ImplicitSpec,
  parseImplicit,
  parseSlots,
  type ScalarRow,
  type SlotSpec,
} from '../tables/scalar-spec.js';
import { SOP1_ROWS } from '../tables/sop1.js';
import { SOP2_ROWS } from '../tables/sop2.js';
import { SOPC_ROWS } from '../tables/sopc.js';
import { SOPK_ROWS } from '../tables/sopk.js';
import type { Target } from '../target.js';
import { asmFail, implicitOperands, makeInstruction, operandText, splitOperands } from './scalar-common.js';
import { decText, hexText, hwregText, parseHwreg, parseVersion, versionText } from './scalar-imm.js';
import {
  destClass,
  imm32Text,
  imm32Value,
  immediateCode,
  isLiteral,
  literalText,
  parseInteger,
  registerCode,
  type ScalarClass,
  scalarOperand,
  sourceClass,
} from './scalar-operands.js';

/** The SOP encodings this module handles. */
export type SopEncoding = 'SOP1' | 'SOP2' | 'SOPC' | 'SOPK';

/** One operand slot resolved to its field and register class. */
interface Slot extends SlotSpec {
  /** Encoding field the slot reads (`sdst`, `ssrc0`, `ssrc1`, `simm16`), or '' for the L literal. */
  readonly field: string;
  /** Register class of register slots; undefined for immediates. */
  readonly cls: ScalarClass | undefined;
}

/** Decoding and printing facts of one opcode. */
interface SopInfo {
  readonly encoding: SopEncoding;
  readonly opcode: number;
  readonly mnemonic: string;
  readonly slots: readonly Slot[];
  readonly implicit: readonly ImplicitSpec[];
  /** Register slots that may select the literal (code 255). */
  readonly literalSlots: readonly Slot[];
  /** s_setreg_imm32_b32: a literal dword always follows. */
  readonly alwaysLiteral: boolean;
}

/** Fixed bits, opcode position and opcode count of each encoding. */
const LAYOUT: Readonly<Record<SopEncoding, { base: number; opShift: number; opBits: number }>> = {
  SOP1: { base: 0xbe800000, opShift: 8, opBits: 8 },
  SOP2: { base: 0x80000000, opShift: 23, opBits: 7 },
  SOPC: { base: 0xbf000000, opShift: 16, opBits: 7 },
  SOPK: { base: 0xb0000000, opShift: 23, opBits: 5 },
};

function slotField(slot: SlotSpec['slot']): string {
  switch (slot) {
    case 'D':
    case 'd':
    case 'M':
      return 'sdst';
    case 'S':
    case 'R':
      return 'ssrc0';
    case 'T':
      return 'ssrc1';
    case 'L':
      return '';
    default:
      return 'simm16';
  }
}

function slotClass(spec: SlotSpec): ScalarClass | undefined {
  switch (spec.slot) {
    case 'D':
    case 'd':
    case 'M':
      return destClass(spec.dwords);
    case 'S':
    case 'T':
      return sourceClass(spec.dwords, false);
    case 'R':
      return sourceClass(spec.dwords, true);
    default:
      return undefined;
  }
}

function buildInfos(encoding: SopEncoding, rows: readonly ScalarRow[]): (SopInfo | undefined)[] {
  const infos: (SopInfo | undefined)[] = new Array(1 << LAYOUT[encoding].opBits).fill(undefined);
  for (const [opcode, mnemonic, spec, implicit] of rows) {
    const slots: Slot[] = parseSlots(spec).map((s) => ({
      ...s,
      field: slotField(s.slot),
      cls: slotClass(s),
    }));
    infos[opcode] = {
      encoding,
      opcode,
      mnemonic,
      slots,
      implicit: parseImplicit(implicit),
      literalSlots: slots.filter((s) => s.cls !== undefined && s.cls.literal !== 'none'),
      alwaysLiteral: slots.some((s) => s.slot === 'L'),
    };
  }
  return infos;
}

const INFOS: Readonly<Record<SopEncoding, readonly (SopInfo | undefined)[]>> = {
  SOP1: buildInfos('SOP1', SOP1_ROWS),
  SOP2: buildInfos('SOP2', SOP2_ROWS),
  SOPC: buildInfos('SOPC', SOPC_ROWS),
  SOPK: buildInfos('SOPK', SOPK_ROWS),
};

/** Every SOP mnemonic, for the assembler. */
const BY_MNEMONIC: ReadonlyMap<string, SopInfo> = (() => {
  const map = new Map<string, SopInfo>();
  for (const infos of Object.values(INFOS)) for (const info of infos) if (info) map.set(info.mnemonic, info);
  return map;
})();

/** True when `encoding` is one of this module's. */
export function isSopEncoding(encoding: EncodingName): encoding is SopEncoding {
  return encoding === 'SOP1' || encoding === 'SOP2' || encoding === 'SOPC' || encoding === 'SOPK';
}

function fieldsOf(encoding: SopEncoding, word: number): Record<string, number> {
  switch (encoding) {
    case 'SOP1':
      return { sdst: (word >>> 16) & 0x7f, ssrc0: word & 0xff };
    case 'SOP2':
      return { sdst: (word >>> 16) & 0x7f, ssrc0: word & 0xff, ssrc1: (word >>> 8) & 0xff };
    case 'SOPC':
      return { ssrc0: word & 0xff, ssrc1: (word >>> 8) & 0xff };
    case 'SOPK':
      return { sdst: (word >>> 16) & 0x7f, simm16: word & 0xffff };
  }
}

/**
 * Decodes a SOP1/SOP2/SOPC/SOPK instruction.
 * @throws DecodeError for unassigned opcodes, operand codes LLVM rejects and a missing literal.
 */
export function decodeSop(input: DecodeInput, encoding: SopEncoding): Instruction {
  const { words, index, pc } = input;
  const word = (words[index] as number) >>> 0;
  const layout = LAYOUT[encoding];
  const opcode = (word >>> layout.opShift) & ((1 << layout.opBits) - 1);
  const info = INFOS[encoding][opcode];
  if (info === undefined) throw new DecodeError(pc, [word], `unknown ${encoding} opcode ${opcode}`);
  const fields = fieldsOf(encoding, word);
  let needsLiteral = info.alwaysLiteral;
  for (const slot of info.slots) {
    const cls = slot.cls;
    if (cls === undefined) continue;
    const code = fields[slot.field] as number;
    if (isLiteral(cls, code)) needsLiteral = true;
    else if (cls.text[code] === undefined) {
      throw new DecodeError(
        pc,
        [word],
        `${info.mnemonic}: ${slot.field} code ${code} is not a valid ${cls.name} operand`,
      );
    }
  }
  let literal: number | undefined;
  if (needsLiteral) {
    if (index + 1 >= words.length)
      throw new DecodeError(pc, [word], `${info.mnemonic}: truncated, literal dword missing`);
    literal = (words[index + 1] as number) >>> 0;
  }
  return {
    encoding,
    form: 'base',
    opcode,
    mnemonic: info.mnemonic,
    fields,
    literal,
    pc,
    size: needsLiteral ? 8 : 4,
  };
}

function infoOf(inst: Instruction): SopInfo {
  const info = INFOS[inst.encoding as SopEncoding][inst.opcode];
  if (info === undefined)
    throw new DecodeError(inst.pc, [], `unknown ${inst.encoding} opcode ${inst.opcode}`);
  return info;
}

function immediateText(slot: Slot, v: number, target: Target): string {
  switch (slot.slot) {
    case 'Kx':
      return hexText(v);
    case 'Kb':
      return String(v);
    case 'Kh':
      return hwregText(v, target.mcpu);
    case 'Kv':
      return versionText(v);
    default:
      return decText(v);
  }
}

/** LLVM text of a SOP1/SOP2/SOPC/SOPK instruction. */
export function printSop(inst: Instruction, target: Target): string {
  const info = infoOf(inst);
  let out = info.mnemonic;
  let sep = ' ';
  for (const slot of info.slots) {
    let text: string;
    if (slot.slot === 'L') text = imm32Text(inst.literal ?? 0);
    else if (slot.cls === undefined) text = immediateText(slot, inst.fields[slot.field] as number, target);
    else {
      const code = inst.fields[slot.field] as number;
      text = isLiteral(slot.cls, code)
        ? literalText(slot.cls, inst.literal ?? 0)
        : (slot.cls.text[code] as string);
    }
    out += sep + text;
    sep = ', ';
  }
  return out;
}

/** The instruction's dwords: the SOP word and its literal when it has one. */
export function encodeSop(inst: Instruction): number[] {
  const encoding = inst.encoding as SopEncoding;
  const f = inst.fields;
  const layout = LAYOUT[encoding];
  let word = layout.base | (inst.opcode << layout.opShift);
  switch (encoding) {
    case 'SOP1':
      word |= ((f.sdst as number) << 16) | (f.ssrc0 as number);
      break;
    case 'SOP2':
      word |= ((f.sdst as number) << 16) | ((f.ssrc1 as number) << 8) | (f.ssrc0 as number);
      break;
    case 'SOPC':
      word |= ((f.ssrc1 as number) << 8) | (f.ssrc0 as number);
      break;
    case 'SOPK':
      word |= ((f.sdst as number) << 16) | (f.simm16 as number);
      break;
  }
  return inst.literal === undefined ? [word >>> 0] : [word >>> 0, inst.literal >>> 0];
}

/** Explicit operands in text order (a read-write sdst gives a dst and a src entry), then implicit ones. */
export function operandsSop(inst: Instruction, target: Target): Operand[] {
  const info = infoOf(inst);
  const out: Operand[] = [];
  for (const slot of info.slots) {
    if (slot.slot === 'L') {
      out.push({
        role: 'src',
        kind: 'literal',
        value: (inst.literal ?? 0) >>> 0,
        dwords: 1,
        type: slot.type,
        implicit: false,
        field: 'literal',
      });
      continue;
    }
    const code = inst.fields[slot.field] as number;
    if (slot.cls === undefined) {
      const value = slot.type === 'i16' ? (code << 16) >> 16 : code;
      out.push({
        role: 'src',
        kind: 'immediate',
        value,
        dwords: 1,
        type: slot.type,
        implicit: false,
        field: slot.field,
      });
      continue;
    }
    const write = slot.slot === 'D' || slot.slot === 'M';
    const read = slot.slot !== 'D';
    if (write) out.push(scalarOperand('dst', slot.cls, code, slot.type, slot.field, inst.literal));
    if (read) out.push(scalarOperand('src', slot.cls, code, slot.type, slot.field, inst.literal));
  }
  out.push(...implicitOperands(info.implicit, target, info.mnemonic.endsWith('_b32') ? 1 : undefined));
  return out;
}

/** Parses a 16-bit immediate of slot `slot` (type i16 also takes -32768..-1). */
function parseK(statement: Statement, slot: Slot, text: string, target: Target): number {
  let v: number | undefined;
  if (slot.slot === 'Kh') v = parseHwreg(text, target.mcpu);
  else if (slot.slot === 'Kv') v = parseVersion(text);
  else {
    const n = parseInteger(text);
    const min = slot.type === 'i16' ? -0x8000 : 0;
    v = n !== undefined && n >= min && n <= 0xffff ? n & 0xffff : undefined;
  }
  if (v === undefined) asmFail(statement, `invalid ${slot.field} operand '${text}'`);
  return v;
}

/**
 * Assembles a SOP1/SOP2/SOPC/SOPK statement into LLVM's canonical encoding, or returns undefined when
 * the mnemonic is not one of these encodings'.
 */
export function assembleSop(statement: Statement, target: Target): Instruction | undefined {
  const info = BY_MNEMONIC.get(statement.mnemonic);
  if (info === undefined) return undefined;
  const texts = splitOperands(operandText(statement));
  if (texts.length !== info.slots.length) {
    asmFail(statement, `${info.mnemonic} takes ${info.slots.length} operands, got ${texts.length}`);
  }
  const fields: Record<string, number> = fieldsOf(info.encoding, 0);
  let literal: number | undefined;
  info.slots.forEach((slot, i) => {
    const text = texts[i] as string;
    if (slot.slot === 'L') {
      const v = imm32Value(text);
      if (v === undefined) asmFail(statement, `invalid literal '${text}'`);
      literal = v;
      return;
    }
    if (slot.cls === undefined) {
      fields[slot.field] = parseK(statement, slot, text, target);
      return;
    }
    const reg = registerCode(slot.cls, text);
    if (reg !== undefined) {
      fields[slot.field] = reg;
      return;
    }
    const imm =
      slot.cls.literal === 'lit32' || slot.cls.literal === 'lit64'
        ? immediateCode(text, slot.cls.dwords)
        : undefined;
    if (imm === undefined) asmFail(statement, `invalid operand '${text}' for ${slot.cls.name}`);
    if (imm.code === LITERAL_CODE) {
      if (literal !== undefined && literal !== imm.literal)
        asmFail(statement, 'only one unique literal operand is allowed');
      literal = imm.literal;
    }
    fields[slot.field] = imm.code;
  });
  return makeInstruction(info.encoding, info.opcode, info.mnemonic, fields, literal);
}

/** The table row facts of an SOP opcode, for the control-flow helpers. */
export function sopMnemonic(encoding: SopEncoding, opcode: number): string | undefined {
  return INFOS[encoding][opcode]?.mnemonic;
}
