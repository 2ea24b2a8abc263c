/**
 * The VOP3 family: 64-bit VALU instructions (VOP3a and VOP3b, the VOP3-only operations and the `_e64`
 * forms of VOP1/VOP2/VOPC operations) and, through vop3p.ts, the packed-math VOP3P encoding.
 *
 * Layout (GFX10 VOP3): word0 = vdst[7:0] abs[10:8] op_sel[14:11] clamp[15] op[25:16] 110101[31:26]
 * (VOP3b: sdst[14:8] in place of abs/op_sel); word1 = src0[8:0] src1[17:9] src2[26:18] omod[28:27]
 * neg[31:29]; an optional literal dword follows when a source (or scalar destination) field is 255.
 * The opcode table (tables/vop3.ts) says per opcode which fields exist, which bits must be clear and how
 * each operand prints; this file only interprets it.
 */
import type { Statement } from '../asm-lexer.js';
import { DecodeError } from '../errors.js';
import type { DecodeInput, Family } from '../family.js';
import type { Instruction, Operand } from '../instruction.js';
import {
  isInterpParam as isInterpParamSpec,
  type Vop3Op,
  type Vop3OperandSpec,
  vop3Table,
} from '../tables/vop3.js';
import type { Target } from '../target.js';
import { assembleVop3 } from './vop3-asm.js';
import {
  classComment,
  inlineText,
  literalTextFor,
  registerText,
  SrcKind,
  sourceKind,
} from './vop3-operands.js';
import { vop3pFamilyPart } from './vop3p.js';

/** Field values of a VOP3 instruction. */
export interface Vop3Fields {
  readonly op: number;
  readonly vdst: number;
  readonly abs: number;
  readonly opsel: number;
  readonly clamp: number;
  readonly src0: number;
  readonly src1: number;
  readonly src2: number;
  readonly omod: number;
  readonly neg: number;
}

const OMOD_TEXT = ['', ' mul:2', ' mul:4', ' div:2'];

function fail(input: DecodeInput, count: number, reason: string): never {
  const words: number[] = [];
  for (let i = 0; i < count && input.index + i < input.words.length; i++) {
    words.push((input.words[input.index + i] as number) >>> 0);
  }
  throw new DecodeError(input.pc, words, reason);
}

/** Code of the field an operand spec reads. */
function fieldCode(f: Vop3Fields, spec: Vop3OperandSpec): number {
  switch (spec.field) {
    case 'vdst':
      return f.vdst;
    case 'sdst':
      return f.abs | (f.opsel << 3);
    case 'src0':
      return f.src0;
    case 'src1':
      return f.src1;
    case 'src2':
      return f.src2;
  }
}

function widthOf(spec: Vop3OperandSpec, target: Target): number {
  return spec.dwords === 0 ? (target.wave64 ? 2 : 1) : spec.dwords;
}

function isInterpParam(op: Vop3Op, spec: Vop3OperandSpec): boolean {
  return isInterpParamSpec(op.mnemonic, spec);
}

const TABLE_1013 = vop3Table('gfx1013');
const TABLE_1030 = vop3Table('gfx1030');

function decodeVop3(input: DecodeInput): Instruction {
  const { words, index, target } = input;
  if (index + 1 >= words.length) fail(input, 1, 'truncated: VOP3 needs 2 dwords');
  const w0 = (words[index] as number) >>> 0;
  const w1 = (words[index + 1] as number) >>> 0;
  const opcode = (w0 >>> 16) & 0x3ff;
  const op = (target.mcpu === 'gfx1013' ? TABLE_1013 : TABLE_1030)[opcode];
  if (op === undefined) return fail(input, 2, `unknown VOP3 opcode ${opcode}`);
  if ((w0 & op.reject0) !== 0 || (w1 & op.reject1) !== 0)
    fail(input, 2, `${op.mnemonic}: reserved modifier bits set`);
  const vdst = w0 & 0xff;
  const src0 = w1 & 0x1ff;
  const src1 = (w1 >>> 9) & 0x1ff;
  const src2 = (w1 >>> 18) & 0x1ff;
  const z = op.zeroMask;
  if (z !== 0 && ((z & 1 && vdst) || (z & 2 && src0) || (z & 4 && src1) || (z & 8 && src2))) {
    fail(input, 2, `${op.mnemonic}: unused operand field is not zero`);
  }
  if (vdst > op.vdstLimit) fail(input, 2, `${op.mnemonic}: vdst v${vdst} out of range`);
  if (op.attrLimited && src0 > 255) fail(input, 2, `${op.mnemonic}: attribute field out of range`);
  const checks = op.checks;
  const mask = target.wave64 ? 2 : 1;
  for (let i = 0; i < checks.length; i += 2) {
    const bit = checks[i] as number;
    const code =
      bit === 2 ? src0 : bit === 4 ? src1 : bit === 8 ? src2 : bit === 1 ? vdst : (w0 >>> 8) & 0x7f;
    if (sourceKind(code, (checks[i + 1] as number) || mask) < 0)
      fail(input, 2, `${op.mnemonic}: invalid operand code ${code}`);
  }
  const lm = op.literalMask;
  let size = 8;
  let literal: number | undefined;
  if (
    lm !== 0 &&
    ((lm & 2 && src0 === 255) ||
      (lm & 4 && src1 === 255) ||
      (lm & 8 && src2 === 255) ||
      (lm & 1 && vdst === 255))
  ) {
    if (index + 2 >= words.length) fail(input, 2, 'truncated: literal dword missing');
    literal = (words[index + 2] as number) >>> 0;
    size = 12;
  }
  const f: Vop3Fields = {
    op: opcode,
    vdst,
    abs: (w0 >>> 8) & 7,
    opsel: (w0 >>> 11) & 0xf,
    clamp: (w0 >>> 15) & 1,
    src0,
    src1,
    src2,
    omod: (w1 >>> 27) & 3,
    neg: w1 >>> 29,
  };
  return {
    encoding: 'VOP3',
    form: 'base',
    opcode,
    // The instruction names the operation; `_e64` is the text's encoding suffix, not part of it.
    mnemonic: op.mnemonic.endsWith('_e64') ? op.mnemonic.slice(0, -4) : op.mnemonic,
    fields: f as unknown as Readonly<Record<string, number>>,
    literal,
    pc: input.pc,
    size,
  };
}

function attrText(code: number): string {
  return `attr${code & 63}.${'xyzw'[(code >> 6) & 3]}`;
}

const INTERP_PARAMS = ['p10', 'p20', 'p0'];

/** Text of one operand of a decoded VOP3 instruction (modifiers included). */
function operandText(
  op: Vop3Op,
  spec: Vop3OperandSpec,
  f: Vop3Fields,
  literal: number | undefined,
  target: Target,
): string {
  const code = fieldCode(f, spec);
  if (spec.kind === 'v') return registerText(256 + code, spec.dwords);
  if (spec.regClass === 'attr') return attrText(code);
  if (isInterpParam(op, spec)) {
    return code < 3 ? (INTERP_PARAMS[code] as string) : `invalid_param_${code}`;
  }
  const width = widthOf(spec, target);
  const kind = sourceKind(code, width);
  let text: string;
  let imm = false;
  if (kind === SrcKind.Inline) {
    text = inlineText(code, spec.constant);
    imm = true;
  } else if (kind === SrcKind.Literal) {
    // LLVM widens the literal for f64 operands only when an f64 operand reads it first; after a
    // scalar destination has read it, an f64 source shows the unwidened value's high dword, 0.
    text =
      spec.constant === 'f64' && op.literalMask & 1 && f.vdst === 255
        ? '0x0'
        : literalTextFor(literal ?? 0, spec.constant);
    imm = true;
  } else {
    text = registerText(code, width);
  }
  if (spec.kind === 's') {
    if (imm) text += '/*Invalid immediate*/';
    else if (kind === SrcKind.LdsDirect)
      text += `/*Invalid register, operand has '${spec.regClass}' register class*/`;
    return text;
  }
  text += classComment(kind, spec.regClass);
  const s = Number(spec.field.charCodeAt(3) - 48);
  const abs = (op.absMask >> s) & 1 && (f.abs >> s) & 1;
  const neg = ((op.negMask | op.sextMask) >> s) & 1 && (f.neg >> s) & 1;
  if (abs) text = `|${text}|`;
  if (neg) {
    if ((op.sextMask >> s) & 1) text = `sext(${text})`;
    else text = imm && !abs ? `neg(${text})` : `-${text}`;
  }
  return text;
}

/** op_sel text by printed entry count (0, 2, 3, 4) and the 4-bit field: precomputed. */
const OPSEL_TEXT: readonly (readonly string[])[] = [0, 1, 2, 3, 4].map((n) => {
  const out: string[] = [];
  for (let v = 0; v < 16; v++) {
    const b = (i: number): number => (v >> i) & 1;
    const bits =
      n === 4 ? [b(0), b(1), b(2), b(3)] : n === 3 ? [b(0), b(1), b(3)] : n === 2 ? [b(0), b(1)] : [];
    out.push(bits.some((x) => x) ? ` op_sel:[${bits.join(',')}]` : '');
  }
  return out;
});

function printVop3(inst: Instruction, target: Target): string {
  const f = inst.fields as unknown as Vop3Fields;
  const op = (target.mcpu === 'gfx1013' ? TABLE_1013 : TABLE_1030)[inst.opcode] as Vop3Op;
  let text = op.mnemonic;
  for (let i = 0; i < op.operands.length; i++) {
    text +=
      (i === 0 ? ' ' : ', ') + operandText(op, op.operands[i] as Vop3OperandSpec, f, inst.literal, target);
  }
  text += (OPSEL_TEXT[op.opsel] as readonly string[])[f.opsel] as string;
  if (op.high && f.src0 & 0x100) text += ' high';
  if (op.clamp && f.clamp) text += ' clamp';
  if (op.omod) text += OMOD_TEXT[f.omod];
  return text;
}

/** Decodes assembled VOP3 words (throws DecodeError when the decoder refuses them). */
function verifyVop3(words: number[], target: Target): void {
  decodeVop3({ words, index: 0, pc: 0, target, encoding: 'VOP3' });
}

/** Packs VOP3 fields into the two instruction dwords. */
export function packVop3(f: Vop3Fields): [number, number] {
  const w0 = (0xd4000000 | (f.op << 16) | (f.clamp << 15) | (f.opsel << 11) | (f.abs << 8) | f.vdst) >>> 0;
  const w1 = (f.src0 | (f.src1 << 9) | (f.src2 << 18) | (f.omod << 27) | (f.neg << 29)) >>> 0;
  return [w0, w1];
}

function encodeVop3(inst: Instruction): number[] {
  const out: number[] = packVop3(inst.fields as unknown as Vop3Fields);
  if (inst.literal !== undefined) out.push(inst.literal >>> 0);
  return out;
}

const EXEC_READ32: Operand = implicit('src', 126, 1, 'exec');
const EXEC_READ64: Operand = implicit('src', 126, 2, 'exec');
const EXEC_WRITE32: Operand = implicit('dst', 126, 1, 'exec');
const EXEC_WRITE64: Operand = implicit('dst', 126, 2, 'exec');
const VCC_READ32: Operand = implicit('src', 106, 1, 'vcc');
const VCC_READ64: Operand = implicit('src', 106, 2, 'vcc');
const M0_READ: Operand = { ...implicit('src', 124, 1, 'm0'), type: 'b32' };

function implicit(role: 'src' | 'dst', value: number, dwords: number, field: string): Operand {
  return Object.freeze({ role, kind: 'special', value, dwords, type: 'mask', implicit: true, field });
}

function operandsVop3(inst: Instruction, target: Target): Operand[] {
  const f = inst.fields as unknown as Vop3Fields;
  const op = vop3Table(target.mcpu)[inst.opcode] as Vop3Op;
  const out: Operand[] = [];
  for (const spec of op.operands) {
    const code = fieldCode(f, spec);
    const dwords = widthOf(spec, target);
    const role = spec.kind === 'src' ? 'src' : 'dst';
    const type = spec.type;
    const field = spec.field;
    if (spec.kind === 'v') {
      out.push({ role, kind: 'vgpr', value: code, dwords, type, implicit: false, field });
      continue;
    }
    if (spec.regClass === 'attr' || isInterpParam(op, spec)) {
      out.push({ role, kind: 'immediate', value: code, dwords: 1, type: 'b32', implicit: false, field });
      continue;
    }
    const kind = sourceKind(code, dwords);
    if (kind === SrcKind.Vgpr)
      out.push({ role, kind: 'vgpr', value: code - 256, dwords, type, implicit: false, field });
    else if (kind === SrcKind.Sgpr) {
      const value = code & ~(Math.min(dwords, 4) - 1);
      out.push({ role, kind: 'sgpr', value, dwords, type, implicit: false, field });
    } else if (kind === SrcKind.Inline)
      out.push({ role, kind: 'inline', value: code, dwords, type, implicit: false, field });
    else if (kind === SrcKind.Literal) {
      out.push({ role, kind: 'literal', value: inst.literal ?? 0, dwords, type, implicit: false, field });
    } else out.push({ role, kind: 'special', value: code, dwords, type, implicit: false, field });
  }
  if (op.readsDst) {
    const dst = out.find((o) => o.role === 'dst' && o.kind === 'vgpr');
    if (dst) out.push({ ...dst, role: 'src', implicit: true });
  }
  const w64 = target.wave64;
  if (op.readsExec) out.push(w64 ? EXEC_READ64 : EXEC_READ32);
  if (op.writesExec) out.push(w64 ? EXEC_WRITE64 : EXEC_WRITE32);
  if (op.readsVcc) out.push(w64 ? VCC_READ64 : VCC_READ32);
  if (op.readsM0) out.push(M0_READ);
  return out;
}

/** The VOP3 and VOP3P family. */
export const vop3Family: Family = {
  encodings: ['VOP3', 'VOP3P'],
  decode(input) {
    return input.encoding === 'VOP3P' ? vop3pFamilyPart.decode(input) : decodeVop3(input);
  },
  print(inst, target) {
    return inst.encoding === 'VOP3P' ? vop3pFamilyPart.print(inst, target) : printVop3(inst, target);
  },
  encode(inst, _target) {
    return inst.encoding === 'VOP3P' ? vop3pFamilyPart.encode(inst) : encodeVop3(inst);
  },
  operands(inst, target) {
    return inst.encoding === 'VOP3P' ? vop3pFamilyPart.operands(inst, target) : operandsVop3(inst, target);
  },
  assemble(statement: Statement, target: Target) {
    return vop3pFamilyPart.assemble(statement, target) ?? assembleVop3(statement, target, verifyVop3);
  },
};
