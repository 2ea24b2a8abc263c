/**
 * A differential test case: one guest compute dispatch described completely (program, launch shape,
 * user SGPRs, guest memory regions with their initial bytes), so that the reference executor and a
 * recompiled pipeline on any Vulkan device run exactly the same work. Output regions are compared
 * after the run; a case may name its output words (e.g. the fuzzer's group/lane/register layout).
 */
import type { Target } from '../isa/target.js';
import { OberonError } from '../util/errors.js';
/** One region of guest memory. */
export interface DiffRegion {
    /** Guest byte address (4-aligned, below 2^48). */
    readonly base: number;
    /** Initial contents (whole dwords). */
    readonly bytes: Uint8Array;
    /** Whether the region's final contents are compared. */
    readonly output: boolean;
}
/** A complete compute dispatch. */
export interface DiffCase {
    readonly name: string;
    readonly target: Target;
    readonly program: Uint32Array;
    readonly userSgprs: readonly number[];
    readonly workgroupSize: readonly [number, number, number];
    readonly workgroups: readonly [number, number, number];
    readonly workgroupIdSgprs: readonly [boolean, boolean, boolean];
    /** TG_SIZE_EN: the wave's index and count follow the workgroup ids (default off). */
    readonly tgSizeSgpr?: boolean;
    readonly localIdComponents: 1 | 2 | 3;
    readonly ldsBytes: number;
    readonly regions: readonly DiffRegion[];
    /** COMPUTE_PGM_RSRC1, whose float fields set the initial MODE (undefined: llc-19's amdgpu_cs value). */
    readonly pgmRsrc1?: number;
    /** Names word `word` of region `region` for reports (default: its guest address). */
    readonly describeWord?: (region: number, word: number) => string;
}
/** The final contents of every region of a case, in the case's order. */
export type RegionContents = readonly Uint8Array[];
/** A case the harness cannot run as described (bad regions, unsupported bindings...). */
export declare class DiffError extends OberonError {
    readonly caseName: string;
    constructor(caseName: string, reason: string);
}
/** Fresh copies of the case's initial region contents. */
export declare function initialContents(c: DiffCase): Uint8Array[];
/** Guest address span [lo, hi) covering every region. */
export declare function regionSpan(c: DiffCase): {
    lo: number;
    hi: number;
};
