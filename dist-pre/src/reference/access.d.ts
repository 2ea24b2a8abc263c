/**
 * Reading and writing instruction operands against a wave's state, from the isa layer's operand
 * metadata (kind, register, width). Scalar-space operands give one value for the wave; vector operands
 * one per lane. 64-bit values are bigints; 32-bit and narrower are unsigned numbers.
 */
import type { Operand } from '../isa/instruction.js';
import { type WaveState } from './wave.js';
/** Values of the special source codes that are not registers (apertures, wave status bits). */
export interface SpecialValues {
    readonly sharedBase: number;
    readonly sharedLimit: number;
    readonly privateBase: number;
    readonly privateLimit: number;
}
/** The aperture values of the PS5 GPU are not known to Oberon; the executor maps LDS and scratch apart. */
export declare const DEFAULT_APERTURES: SpecialValues;
/** Bit pattern of an inline-constant operand at its value type's width (16, 32 or 64 bits). */
export declare function inlineBits(op: Operand): bigint;
/** Thrown by accessors for operands they cannot read; the executor adds the pc and text. */
export declare class OperandError extends Error {
}
/** The 32-bit value of a scalar-space operand (SGPR, special, inline constant, literal). */
export declare function readScalar32(wave: WaveState, op: Operand, apertures?: SpecialValues, dword?: number): number;
/** The 64-bit value of a scalar-space operand as a bigint (a literal fills the type's rule). */
export declare function readScalar64(wave: WaveState, op: Operand, apertures?: SpecialValues): bigint;
/** The 32-bit value of any source operand in `lane` (VGPRs per lane, the rest wave-wide). */
export declare function readLane32(wave: WaveState, op: Operand, lane: number, dword?: number, apertures?: SpecialValues): number;
/** The 64-bit value of any source operand in `lane`. */
export declare function readLane64(wave: WaveState, op: Operand, lane: number, apertures?: SpecialValues): bigint;
/** Writes a scalar destination dword (writes to null are dropped; M0 and EXEC are ordinary codes). */
export declare function writeScalar32(wave: WaveState, op: Operand, value: number, dword?: number): void;
/** Writes a 64-bit scalar destination. */
export declare function writeScalar64(wave: WaveState, op: Operand, value: bigint): void;
/** Writes dword `dword` of a VGPR destination in `lane`. */
export declare function writeLane32(wave: WaveState, op: Operand, lane: number, value: number, dword?: number): void;
/** M0's value. */
export declare function m0(wave: WaveState): number;
/** Wraps an accessor failure into an ExecError naming the instruction. */
export declare function operandFailure(pc: number, text: string, error: unknown): never;
