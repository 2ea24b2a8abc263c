/**
 * MIMG register widths as LLVM shows them. The encoding does not state how many VGPRs vdata and
 * vaddr cover: they follow from dmask, d16, tfe, the dimension, a16 and the opcode's address
 * components. LLVM's disassembler first decodes a default width per opcode, then widens it to the
 * computed one only when that variant exists and the widened tuple stays within v0..v255; otherwise
 * the default widths are printed. This module reproduces that derivation exactly, and the field
 * validity rules the disassembler applies before it.
 */
import type { Instruction } from '../instruction.js';
import { type MimgShape } from '../tables/mimg.js';
import type { Target } from '../target.js';
/** Whether the target's address-size rule treats derivatives as separate from a16 (LLVM's hasG16). */
export declare function hasG16(_target: Target): boolean;
/** The VGPR widths of one MIMG instruction as LLVM prints it. */
export interface MimgLayout {
    /** Dwords of vdata. */
    readonly vdataDwords: number;
    /** Dwords of the contiguous vaddr tuple (non-NSA), or the number of NSA addresses printed. */
    readonly addrCount: number;
}
/** Number of address dwords the opcode needs for the instruction's dim and a16 (LLVM's rule). */
export declare function addressSize(shape: MimgShape, dim: number, a16: boolean, target: Target): number;
/** Number of data dwords dmask, d16 and tfe ask for (LLVM's rule; gathers always return four). */
export declare function dataSize(shape: MimgShape, dmask: number, d16: boolean, tfe: boolean): number;
/** The address count the disassembler decodes first: the NSA variant's, or the default tuple's. */
export declare function decodedAddrCount(shape: MimgShape, nsa: number, a16: number): number;
/** The widths LLVM prints for a decoded (or assembled) MIMG instruction. */
export declare function mimgLayout(shape: MimgShape, f: Readonly<Record<string, number>>, target: Target): MimgLayout;
/**
 * Why LLVM's disassembler rejects these MIMG fields, or undefined when it accepts them. `nsaWords`
 * is the number of NSA dwords present in the stream.
 */
export declare function mimgInvalidReason(shape: MimgShape, f: Readonly<Record<string, number>>): string | undefined;
/** The NSA address registers of an instruction: vaddr, then the bytes of the NSA dwords. */
export declare function nsaAddress(inst: Instruction, i: number): number;
