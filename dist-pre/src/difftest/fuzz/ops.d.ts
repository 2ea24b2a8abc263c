/**
 * The operation pools the program fuzzer draws from, derived from the isa tables (valu.ts for the
 * VOP1/VOP2/VOPC operations and their e32 shapes, vop3.ts for every e64/VOP3 operation with its operand
 * classes and modifiers, the SOP tables for scalar ALU operations) and filtered by what the caller can
 * run (the executor's semantics, and the translator's rules when a device is compared).
 *
 * Left out on purpose: operations that write EXEC (v_cmpx, saveexec: the generator writes EXEC only in
 * its structured if/else and loops), lane-relative register indexing (movrel), interpolation, program
 * counter and hardware register access, and operand classes the generator does not model.
 */
import { type SlotSpec } from '../../isa/tables/scalar-spec.js';
import { type ValuOp } from '../../isa/tables/valu.js';
import { type Vop3Op } from '../../isa/tables/vop3.js';
import { type Vop3pOp } from '../../isa/tables/vop3p.js';
import type { Mcpu } from '../../isa/target.js';
import { LANE_OPS } from './gen-alu.js';
/** The 32-bit (e32) text shapes the generator writes. */
export type E32Shape = 'vop1' | 'vop2' | 'vopc' | 'cndmask' | 'mk' | 'ak';
/** A vector ALU operation the generator may emit. */
export interface VectorOp {
    /** Mnemonic without encoding suffix (the semantics key), e.g. `v_add_f32`. */
    readonly name: string;
    /** The e32 form, when the operation has a plain one. */
    readonly e32: {
        readonly shape: E32Shape;
        readonly op: ValuOp;
    } | undefined;
    /** The VOP3 (e64) form, when the generator can write one. */
    readonly vop3: Vop3Op | undefined;
    /** The result is inexact (ULP bound > 0): it goes to a sink register that nothing reads. */
    readonly inexact: boolean;
}
/** A scalar ALU operation with its explicit operand slots. */
export interface ScalarOp {
    readonly name: string;
    readonly slots: readonly SlotSpec[];
    readonly encoding: 'SOP1' | 'SOP2' | 'SOPC' | 'SOPK';
}
/** The pools of one target. */
export interface OpPools {
    readonly vector: readonly VectorOp[];
    readonly scalar: readonly ScalarOp[];
    /** VOPC compares usable as if/else conditions (e32 shape). */
    readonly compares: readonly VectorOp[];
    /** Lane-crossing operations (gen-alu.ts LANE_OPS) the caller supports. */
    readonly lane: readonly (typeof LANE_OPS)[number][];
    /** VOP3P packed and mixed-precision operations (dot products left out). */
    readonly packed: readonly Vop3pOp[];
}
/** Whether a mnemonic has a rule in `table` (semantics or translation rules keyed by mnemonic). */
export type Supports = (mnemonic: string) => boolean;
/** Builds the pools of `mcpu`, keeping only operations `supports` accepts (under every name used). */
export declare function buildPools(mcpu: Mcpu, supports: Supports): OpPools;
