/**
 * SMEM: scalar memory (s_load_*, s_buffer_load_*, s_store_*, s_atomic_*, cache control, timers):
 * decode, LLVM text, encoding, operand metadata and assembly from tables/smem.ts.
 *
 * GFX10 SMEM has no IMM/SOE bits: the offset is always the 21-bit signed field of word 1, and soffset
 * names an SGPR or null. LLVM prints `null` (soffset null, offset 0), the signed offset alone
 * (soffset null), the SGPR alone (offset 0) or `sN offset:X`. sbase holds an SGPR pair index (code =
 * 2 * field), read as a pair or, for buffer forms, as the quad holding it. Reserved bits of both words
 * are ignored by llvm-mc-19 and kept here so re-encoding is exact. Several opcodes exist on gfx1013
 * only (stores, scratch, atomics, s_dcache_wb, discard, s_get_waveid_in_workgroup).
 */
import type { Statement } from '../asm-lexer.js';
import { DecodeError } from '../errors.js';
import type { DecodeInput } from '../family.js';
import type { Instruction, Operand } from '../instruction.js';
import { SMEM_ROWS, type SmemForm } from '../tables/smem.js';
import type { Target } from '../target.js';
import { asmFail, makeInstruction, operandText, splitOperands } from './scalar-common.js';
import {
  imm32Text,
  parseInteger,
  registerCode,
  type ScalarClass,
  SDST32,
  SDST64,
  SMEM_WIDE,
  scalarOperand,
  smemDataClass,
} from './scalar-operands.js';

/** Decoding and printing facts of one SMEM opcode. */
interface SmemInfo {
  readonly opcode: number;
  readonly mnemonic: string;
  readonly form: SmemForm;
  readonly gfx1013Only: boolean;
  /** sdata class (undefined when sdata is not a register operand). */
  readonly data: ScalarClass | undefined;
  /** sbase class (pair or quad), undefined when there is no address. */
  readonly base: ScalarClass | undefined;
  /** Whether sdata is written (loads, timers, returning atomics are decided by glc). */
  readonly dataRole: 'dst' | 'src' | 'atomic' | 'none';
}

const SOFFSET_NULL = 125;
const SOFFSET = SDST32;

function makeInfo(
  opcode: number,
  mnemonic: string,
  form: SmemForm,
  dwords: number,
  targets: string,
): SmemInfo {
  const buffer = isBufferForm(form);
  const hasBase = form !== 'time' && form !== 'none' && form !== 'waveid';
  const hasData = form !== 'none' && form !== 'probe' && form !== 'bprobe' && form !== 'discard';
  const dataRole =
    form === 'load' || form === 'bload' || form === 'time' || form === 'waveid'
      ? 'dst'
      : form === 'store' || form === 'bstore'
        ? 'src'
        : form === 'atomic' || form === 'batomic'
          ? 'atomic'
          : 'none';
  return {
    opcode,
    mnemonic,
    form,
    gfx1013Only: targets === 'gfx1013',
    data: hasData ? smemDataClass(dwords) : undefined,
    base: hasBase ? (buffer ? (SMEM_WIDE[4] as ScalarClass) : SDST64) : undefined,
    dataRole,
  };
}

const INFOS: readonly (SmemInfo | undefined)[] = (() => {
  const infos: (SmemInfo | undefined)[] = new Array(256).fill(undefined);
  for (const [opcode, mnemonic, form, dwords, targets] of SMEM_ROWS)
    infos[opcode] = makeInfo(opcode, mnemonic, form, dwords, targets);
  return infos;
})();

const BY_MNEMONIC: ReadonlyMap<string, SmemInfo> = new Map(
  INFOS.filter((i): i is SmemInfo => i !== undefined).map((i) => [i.mnemonic, i]),
);

function infoFor(opcode: number, target: Target): SmemInfo | undefined {
  const info = INFOS[opcode];
  return info === undefined || (info.gfx1013Only && target.mcpu !== 'gfx1013') ? undefined : info;
}

/**
 * Decodes an SMEM instruction (two dwords).
 * @throws DecodeError for unassigned opcodes, register codes LLVM rejects and a missing second dword.
 */
export function decodeSmem(input: DecodeInput): Instruction {
  const { words, index, pc, target } = input;
  const w0 = (words[index] as number) >>> 0;
  const opcode = (w0 >>> 18) & 0xff;
  const info = infoFor(opcode, target);
  if (info === undefined) throw new DecodeError(pc, [w0], `unknown SMEM opcode ${opcode} for ${target.mcpu}`);
  if (index + 1 >= words.length)
    throw new DecodeError(pc, [w0], `${info.mnemonic}: truncated, second dword missing`);
  const w1 = (words[index + 1] as number) >>> 0;
  const fields = {
    sbase: w0 & 0x3f,
    sdata: (w0 >>> 6) & 0x7f,
    dlc: (w0 >>> 14) & 1,
    glc: (w0 >>> 16) & 1,
    reserved0: w0 & 0x2a000,
    offset: w1 & 0x1fffff,
    soffset: w1 >>> 25,
    reserved1: w1 & 0x1e00000,
  };
  if (info.data !== undefined && info.data.text[fields.sdata] === undefined) {
    throw new DecodeError(
      pc,
      [w0, w1],
      `${info.mnemonic}: sdata code ${fields.sdata} is not a valid ${info.data.name} operand`,
    );
  }
  if (info.base !== undefined && info.base.text[fields.sbase * 2] === undefined) {
    throw new DecodeError(
      pc,
      [w0, w1],
      `${info.mnemonic}: sbase ${fields.sbase} is not a valid ${info.base.name} operand`,
    );
  }
  return {
    encoding: 'SMEM',
    form: 'base',
    opcode,
    mnemonic: info.mnemonic,
    fields,
    literal: undefined,
    pc,
    size: 8,
  };
}

function infoOf(inst: Instruction, target: Target): SmemInfo {
  const info = infoFor(inst.opcode, target);
  if (info === undefined)
    throw new DecodeError(inst.pc, [], `unknown SMEM opcode ${inst.opcode} for ${target.mcpu}`);
  return info;
}

/** Text of a signed 21-bit offset: `0x10`, `-0x10`. */
function offsetText(offset: number): string {
  const s = (offset << 11) >> 11;
  return s < 0 ? `-0x${(-s).toString(16)}` : `0x${s.toString(16)}`;
}

/** LLVM text of the offset operand: `null`, `0x10`, `s3` or `s3 offset:0x10`. */
function addressTail(soffset: number, offset: number): string {
  if (soffset === SOFFSET_NULL) return offset === 0 ? 'null' : offsetText(offset);
  const reg = SOFFSET.text[soffset] as string;
  return offset === 0 ? reg : `${reg} offset:${offsetText(offset)}`;
}

/** LLVM text of an SMEM instruction. */
export function printSmem(inst: Instruction, target: Target): string {
  const info = infoOf(inst, target);
  const f = inst.fields;
  const sdata = f.sdata as number;
  switch (info.form) {
    case 'none':
      return info.mnemonic;
    case 'time':
    case 'waveid':
      return `${info.mnemonic} ${info.data?.text[sdata]}`;
    default:
      break;
  }
  const base = info.base?.text[(f.sbase as number) * 2] as string;
  const tail = addressTail(f.soffset as number, f.offset as number);
  let head: string;
  if (info.form === 'probe' || info.form === 'bprobe') head = `${imm32Text(sdata)}, ${base}`;
  else if (info.form === 'discard') head = base;
  else head = `${info.data?.text[sdata]}, ${base}`;
  const cache =
    info.form === 'probe' || info.form === 'bprobe' || info.form === 'discard'
      ? ''
      : `${f.glc ? ' glc' : ''}${f.dlc ? ' dlc' : ''}`;
  return `${info.mnemonic} ${head}, ${tail}${cache}`;
}

/** The two SMEM dwords, reserved bits included. */
export function encodeSmem(inst: Instruction): number[] {
  const f = inst.fields;
  const w0 =
    0xf4000000 |
    (inst.opcode << 18) |
    ((f.glc as number) << 16) |
    ((f.dlc as number) << 14) |
    ((f.sdata as number) << 6) |
    (f.sbase as number) |
    ((f.reserved0 as number) ?? 0);
  const w1 = ((f.soffset as number) << 25) | (f.offset as number) | ((f.reserved1 as number) ?? 0);
  return [w0 >>> 0, w1 >>> 0];
}

/** sdata (role by form; a glc atomic also returns into it), sbase, soffset and the offset. */
export function operandsSmem(inst: Instruction, target: Target): Operand[] {
  const info = infoOf(inst, target);
  const f = inst.fields;
  const out: Operand[] = [];
  const dataType =
    info.data && info.data.dwords === 2
      ? 'b64'
      : info.data && info.data.dwords > 2
        ? (`b${info.data.dwords * 32}` as 'b128')
        : 'b32';
  if (info.data !== undefined) {
    const code = f.sdata as number;
    if (info.dataRole === 'dst')
      out.push(scalarOperand('dst', info.data, code, dataType, 'sdata', undefined));
    if (info.dataRole === 'src' || info.dataRole === 'atomic')
      out.push(scalarOperand('src', info.data, code, dataType, 'sdata', undefined));
    if (info.dataRole === 'atomic' && f.glc)
      out.push(scalarOperand('dst', info.data, code, dataType, 'sdata', undefined));
  } else if (info.form === 'probe' || info.form === 'bprobe') {
    out.push({
      role: 'src',
      kind: 'immediate',
      value: f.sdata as number,
      dwords: 1,
      type: 'u32',
      implicit: false,
      field: 'sdata',
    });
  }
  if (info.base !== undefined) {
    out.push(
      scalarOperand(
        'src',
        info.base,
        (f.sbase as number) * 2,
        info.base.dwords === 4 ? 'b128' : 'u64',
        'sbase',
        undefined,
      ),
    );
    if (f.soffset !== SOFFSET_NULL)
      out.push(scalarOperand('src', SOFFSET, f.soffset as number, 'u32', 'soffset', undefined));
    out.push({
      role: 'src',
      kind: 'immediate',
      value: ((f.offset as number) << 11) >> 11,
      dwords: 1,
      type: 'i32',
      implicit: false,
      field: 'offset',
    });
  }
  return out;
}

/** Parses a byte offset: signed 21-bit, or unsigned 20-bit for buffer forms (llvm-mc-19's rule). */
function parseOffset(text: string, buffer: boolean): number | undefined {
  const n = parseInteger(text);
  const min = buffer ? 0 : -0x100000;
  return n !== undefined && n >= min && n <= 0xfffff ? n & 0x1fffff : undefined;
}

function isBufferForm(form: SmemForm): boolean {
  return form === 'bload' || form === 'bstore' || form === 'batomic' || form === 'bprobe';
}

/** Assembles an SMEM statement, or returns undefined for mnemonics that are not SMEM. */
export function assembleSmem(statement: Statement, target: Target): Instruction | undefined {
  const found = BY_MNEMONIC.get(statement.mnemonic);
  if (found === undefined) return undefined;
  const info = infoFor(found.opcode, target);
  if (info === undefined) asmFail(statement, `${found.mnemonic} is not available on ${target.mcpu}`);
  const fields = { sbase: 0, sdata: 0, dlc: 0, glc: 0, reserved0: 0, offset: 0, soffset: 0, reserved1: 0 };
  const parts = splitOperands(operandText(statement));
  if (info.form === 'none') {
    if (parts.length !== 0) asmFail(statement, `${info.mnemonic} takes no operands`);
    return makeInstruction('SMEM', info.opcode, info.mnemonic, fields, undefined);
  }
  if (info.form === 'time' || info.form === 'waveid') {
    const code = parts.length === 1 && info.data ? registerCode(info.data, parts[0] as string) : undefined;
    if (code === undefined) asmFail(statement, `${info.mnemonic} takes one ${info.data?.name} operand`);
    fields.sdata = code;
    return makeInstruction('SMEM', info.opcode, info.mnemonic, fields, undefined);
  }
  const expected = info.form === 'discard' ? 2 : 3;
  if (parts.length !== expected)
    asmFail(statement, `${info.mnemonic} takes ${expected} operands, got ${parts.length}`);
  let i = 0;
  if (info.form === 'probe' || info.form === 'bprobe') {
    const n = parseInteger(parts[i++] as string);
    if (n === undefined || n < 0 || n > 127) asmFail(statement, 'probe mode must be in [0, 127]');
    fields.sdata = n;
  } else if (info.form !== 'discard') {
    const code = info.data ? registerCode(info.data, parts[i++] as string) : undefined;
    if (code === undefined) asmFail(statement, `invalid sdata '${parts[i - 1]}' for ${info.data?.name}`);
    fields.sdata = code;
  }
  const base = info.base ? registerCode(info.base, parts[i++] as string) : undefined;
  if (base === undefined || base % 2 !== 0) asmFail(statement, `invalid sbase '${parts[i - 1]}'`);
  fields.sbase = base / 2;
  // Last operand: soffset register or offset, then modifiers (offset:X, glc, dlc) in any order.
  const words = (parts[i] as string).split(/\s+/);
  const first = words[0] as string;
  const soff = registerCode(SOFFSET, first);
  if (soff !== undefined) fields.soffset = soff;
  else {
    const off = parseOffset(first, isBufferForm(info.form));
    if (off === undefined) asmFail(statement, `invalid offset '${first}'`);
    fields.soffset = SOFFSET_NULL;
    fields.offset = off;
  }
  const cacheOk = info.form !== 'probe' && info.form !== 'bprobe' && info.form !== 'discard';
  for (const mod of words.slice(1)) {
    const m = mod.toLowerCase();
    if (m === 'glc' && cacheOk && !fields.glc) fields.glc = 1;
    else if (m === 'dlc' && cacheOk && !fields.dlc) fields.dlc = 1;
    else if (m.startsWith('offset:') && soff !== undefined && soff !== SOFFSET_NULL) {
      const off = parseOffset(m.slice(7), isBufferForm(info.form));
      if (off === undefined) asmFail(statement, `invalid offset '${m}'`);
      fields.offset = off;
    } else asmFail(statement, `unexpected modifier '${mod}'`);
  }
  return makeInstruction('SMEM', info.opcode, info.mnemonic, fields, undefined);
}
