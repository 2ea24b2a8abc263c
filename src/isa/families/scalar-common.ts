/**
 * Helpers shared by the scalar encodings (SOP1, SOP2, SOPC, SOPK, SOPP, SMEM): implicit operand
 * metadata, instruction construction, and the assembler's operand splitting (LLVM's `/* ... *\/`
 * disassembler comments are dropped so printed text assembles back).
 */
import type { Statement } from '../asm-lexer.js';
import { AsmError } from '../errors.js';
import type { EncodingName, Instruction, Operand } from '../instruction.js';
import type { ImplicitSpec } from '../tables/scalar-spec.js';
import type { Target } from '../target.js';

/**
 * Metadata of one implicit access (SCC, EXEC, VCC, M0); EXEC and VCC are wave-sized lane masks,
 * except where `execDwords` gives EXEC's width: a 32-bit save-EXEC form reads and writes EXEC_LO
 * alone, in wave64 too.
 */
export function implicitOperands(specs: readonly ImplicitSpec[], target: Target, execDwords?: 1): Operand[] {
  const out: Operand[] = [];
  for (const s of specs) {
    const wave = implicitOperand(s.reg, target);
    const op = s.reg === 'exec' && execDwords !== undefined ? { ...wave, dwords: execDwords } : wave;
    if (s.read) out.push({ ...op, role: 'src' });
    if (s.write) out.push({ ...op, role: 'dst' });
  }
  return out;
}

function implicitOperand(reg: ImplicitSpec['reg'], target: Target): Operand {
  const mask = target.wave64 ? 2 : 1;
  switch (reg) {
    case 'scc':
      return {
        role: 'src',
        kind: 'special',
        value: 253,
        dwords: 1,
        type: 'b1',
        implicit: true,
        field: 'scc',
      };
    case 'exec':
      return {
        role: 'src',
        kind: 'special',
        value: 126,
        dwords: mask,
        type: 'mask',
        implicit: true,
        field: 'exec',
      };
    case 'vcc':
      return {
        role: 'src',
        kind: 'special',
        value: 106,
        dwords: mask,
        type: 'mask',
        implicit: true,
        field: 'vcc',
      };
    case 'm0':
      return {
        role: 'src',
        kind: 'special',
        value: 124,
        dwords: 1,
        type: 'b32',
        implicit: true,
        field: 'm0',
      };
  }
}

/** Builds an instruction value at pc 0 (the assembler dispatcher sets the pc). */
export function makeInstruction(
  encoding: EncodingName,
  opcode: number,
  mnemonic: string,
  fields: Record<string, number>,
  literal: number | undefined,
): Instruction {
  const size = encoding === 'SMEM' || literal !== undefined ? 8 : 4;
  return { encoding, form: 'base', opcode, mnemonic, fields, literal, pc: 0, size };
}

/** Throws the assembler error for `statement`. */
export function asmFail(statement: Statement, reason: string): never {
  throw new AsmError(statement.line, statement.text, reason);
}

/** The statement's operand text without LLVM's `/* ... *\/` comments. */
export function operandText(statement: Statement): string {
  return statement.rest.replace(/\/\*[\s\S]*?\*\//g, '').trim();
}

/** Splits operand text at top-level commas (brackets and parentheses kept whole); trims each part. */
export function splitOperands(text: string): string[] {
  if (text.length === 0) return [];
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth--;
    else if (ch === ',' && depth === 0) {
      out.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  out.push(text.slice(start).trim());
  return out;
}
