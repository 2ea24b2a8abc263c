/**
 * What the translator needs to know besides the program: the guest target, the stage's launch state
 * (user SGPR values, workgroup shape, which ids the hardware loads, the initial float MODE) and the host's subgroup model.
 */
import type { Target } from '../isa/target.js';
/** Launch state of a compute program (COMPUTE_PGM_RSRC2, COMPUTE_NUM_THREAD_*, COMPUTE_USER_DATA_*). */
export interface ComputeLaunch {
    readonly stage: 'compute';
    /** User SGPR values s0.. known at recompile time; they specialize the program. */
    readonly userSgprs: readonly number[];
    /** TGID_X_EN, TGID_Y_EN, TGID_Z_EN: workgroup ids loaded after the user SGPRs. */
    readonly workgroupIdSgprs: readonly [boolean, boolean, boolean];
    /** TG_SIZE_EN: the wave's index and the wave count follow the workgroup ids (isa/tables/launch-sgprs.ts). */
    readonly tgSizeSgpr?: boolean;
    /** TIDIG_COMP_CNT + 1: local id components loaded into v0, v1, v2. */
    readonly localIdComponents: 1 | 2 | 3;
    readonly workgroupSize: readonly [number, number, number];
    /** LDS bytes per workgroup. */
    readonly ldsBytes: number;
    /**
     * COMPUTE_PGM_RSRC1: its FLOAT_MODE, DX10_CLAMP and IEEE_MODE fields set the initial MODE
     * (float-mode.ts). Default: DEFAULT_PGM_RSRC1_FLOAT_BITS, what llc-19 emits for `amdgpu_cs`
     * (denormals kept, DX10_CLAMP on, IEEE mode off).
     */
    readonly pgmRsrc1?: number;
}
/** The host facts translation depends on (from the target profile). */
export interface HostModel {
    /** Subgroup size the host runs this stage with (after subgroup size control). */
    readonly subgroupSize: number;
    /** Whether subgroup ballot/broadcast operations are available in this stage. */
    readonly subgroupOperations: boolean;
}
/** Everything translation reads besides the program words. */
export interface TranslateOptions {
    readonly target: Target;
    /** Byte offset of the entry instruction. */
    readonly entry: number;
    readonly launch: ComputeLaunch;
    readonly host: HostModel;
    /**
     * Guest address of program offset 0, as s_getpc_b64 reports it and s_setpc_b64 takes it (default
     * DEFAULT_PROGRAM_ADDRESS, the reference executor's program base).
     */
    readonly programAddress?: bigint;
    /**
     * Guest memory known at recompile time and unchanged while the program runs (the resource tables the
     * request carries): scalar loads from it fold to constants, so descriptors found there specialize
     * the code.
     */
    readonly knownMemory?: readonly KnownMemory[];
}
/** A range of guest memory whose contents the request carries. */
export interface KnownMemory {
    /** Guest byte address of words[0] (4-aligned). */
    readonly address: bigint;
    readonly words: ArrayLike<number>;
}
/** Default guest address of program offset 0: 2^44, as the reference executor maps programs. */
export declare const DEFAULT_PROGRAM_ADDRESS = 17592186044416n;
