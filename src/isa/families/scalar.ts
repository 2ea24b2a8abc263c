/**
 * The scalar family: SOP1, SOP2, SOPK, SOPC, SOPP and SMEM of gfx1013 (and gfx1030), as one Family
 * routing each encoding to its module (scalar-sop.ts, scalar-sopp.ts, smem.ts).
 */
import type { Statement } from '../asm-lexer.js';
import type { DecodeInput, Family } from '../family.js';
import type { Instruction, Operand } from '../instruction.js';
import type { Target } from '../target.js';
import { assembleSop, decodeSop, encodeSop, isSopEncoding, operandsSop, printSop } from './scalar-sop.js';
import { assembleSopp, decodeSopp, encodeSopp, operandsSopp, printSopp } from './scalar-sopp.js';
import { assembleSmem, decodeSmem, encodeSmem, operandsSmem, printSmem } from './smem.js';

export {
  branchTarget,
  isBranch,
  isCall,
  isConditionalBranch,
  isNoFallthrough,
  isProgramEnd,
  isTerminator,
} from './scalar-control.js';

/** The scalar ALU, program control and scalar memory encodings. */
export const scalarFamily: Family = {
  encodings: ['SOP1', 'SOP2', 'SOPK', 'SOPC', 'SOPP', 'SMEM'],
  decode(input: DecodeInput): Instruction {
    const e = input.encoding;
    if (e === 'SOPP') return decodeSopp(input);
    if (e === 'SMEM') return decodeSmem(input);
    return decodeSop(input, e as 'SOP1' | 'SOP2' | 'SOPK' | 'SOPC');
  },
  print(inst: Instruction, target: Target): string {
    if (inst.encoding === 'SOPP') return printSopp(inst, target);
    if (inst.encoding === 'SMEM') return printSmem(inst, target);
    return printSop(inst, target);
  },
  encode(inst: Instruction): number[] {
    if (inst.encoding === 'SOPP') return encodeSopp(inst);
    if (inst.encoding === 'SMEM') return encodeSmem(inst);
    return encodeSop(inst);
  },
  operands(inst: Instruction, target: Target): Operand[] {
    if (inst.encoding === 'SOPP') return operandsSopp(inst, target);
    if (inst.encoding === 'SMEM') return operandsSmem(inst, target);
    return operandsSop(inst, target);
  },
  assemble(statement: Statement, target: Target): Instruction | undefined {
    return (
      assembleSop(statement, target) ?? assembleSopp(statement, target) ?? assembleSmem(statement, target)
    );
  },
};

/** True for the encodings of this family. */
export function isScalarEncoding(encoding: Instruction['encoding']): boolean {
  return encoding === 'SOPP' || encoding === 'SMEM' || isSopEncoding(encoding);
}
