/**
 * The IR op -> SPIR-V table: each IR op (and variant) maps to a SPIR-V opcode, a GLSL.std.450
 * instruction, or a small emission function where SPIR-V's semantics differ from the IR's (README.md
 * of src/ir): shifts mask their amount, bit-field ops are exact for any offset/count below the width,
 * float-to-int conversions saturate with NaN -> 0, `funary.neg/abs` are sign-bit operations, `fmin/fmax`
 * are NMin/NMax, the bit ops Vulkan only has at 32 bits are widened or split. Terminators are emitted by
 * emit-control.ts; memory and wave ops by emit-memory.ts / emit-wave.ts through this table.
 */
import type { Inst, ValueId } from '../ir/function.js';
import { type TypeId } from '../ir/types.js';
import type { EmitContext } from './emit-context.js';
import type { MemoryState } from './emit-memory.js';
/** What an op emitter sees. */
export interface OpEnv {
    readonly c: EmitContext;
    readonly mem: MemoryState;
    /** Emits an atomic read-modify-write loop (control flow inside the current block; emit-control.ts). */
    readonly casLoop: (ptr: ValueId, update: (old: number) => number) => number;
}
/** Emits one instruction; returns the SPIR-V id of its result (undefined for none). */
export type OpEmitter = (e: OpEnv, inst: Inst) => number | undefined;
/** A constant of IR type `t` (splatted for vectors). */
export declare function typedConst(c: EmitContext, t: TypeId, bits: bigint): number;
/** Every non-terminator IR op. */
export declare const OP_EMITTERS: Readonly<Record<string, OpEmitter>>;
