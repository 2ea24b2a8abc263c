/**
 * Assembler for VOP3 text into LLVM's canonical encoding (what `llvm-mc-19 -show-encoding` gives).
 *
 * The opcode table (tables/vop3.ts) drives it: each operand spec says which field the operand fills,
 * its register class and constant class; the modifier masks say which of `-x`, `|x|`, `sext(x)`,
 * `clamp`, `mul:2`/`mul:4`/`div:2`, `op_sel:[...]` and `high` the op takes. LLVM's own checks are
 * mirrored: operand widths and classes, the constant bus (two scalar values, one for the 64-bit shifts,
 * VCC of v_div_fmas counted), one unique literal, lds_direct only as src0 of non-reversed ops, and the
 * fixed modifier order (op_sel, high, clamp, omod).
 *
 * Encoding choice: a promoted VOP1/VOP2/VOPC mnemonic written without `_e64` belongs to the e32 form
 * when its operands fit there (no modifiers, VGPR src1, VCC as the implicit mask), as LLVM's matcher
 * tries e32 first; this assembler declines those (returns undefined) and takes the rest.
 */
import type { Statement } from '../asm-lexer.js';
import type { Instruction } from '../instruction.js';
import type { Target } from '../target.js';
/** Decodes assembled words: the assembler's last check that its output is a valid instruction. */
export type Vop3Verifier = (words: number[], target: Target) => void;
/**
 * Assembles a VOP3 statement: the instruction, or undefined when the mnemonic is not a VOP3 one (or is
 * an unsuffixed promoted mnemonic whose operands fit the e32 form). `verify` decodes the result.
 */
export declare function assembleVop3(statement: Statement, target: Target, verify: Vop3Verifier): Instruction | undefined;
