/**
 * A fuzzing campaign: programs seed..count of the generator run through the differential harness
 * against one side: the executor again (`reference-only`: determinism, and the executor accepts every
 * generated program) or a recompiled pipeline on a Vulkan device. A failing program is shrunk
 * (shrink.ts) and reported with the mismatch report and its minimal assembly. Programs the recompiler
 * refuses are counted by reason, not as mismatches.
 */
import { type Side, type WordMismatch } from '../harness.js';
import { type OpPools } from './ops.js';
import type { FuzzProgram } from './program.js';
/** Options of {@link runCampaign}. */
export interface CampaignOptions {
    readonly seed: number;
    readonly count: number;
    /** The side to compare with; undefined runs the executor twice (`reference-only`). */
    readonly side?: Side;
    /** Program seeds to run instead of the campaign's (`count` of them are run). */
    readonly programSeeds?: readonly number[];
    /** Wave size of every program, or undefined to alternate 32 and 64. */
    readonly wave?: 32 | 64;
    /** Body nodes per program (default 40). */
    readonly size?: number;
    /** FLOAT_MODE values programs may start with (generate.ts; default: the llc-19 launch only). */
    readonly floatModes?: readonly number[];
    /** Shrink failing programs (default true). */
    readonly shrink?: boolean;
    /** Failures of one class shrunk and reported in full (default 2); later ones get one line. */
    readonly reportsPerClass?: number;
    readonly onProgress?: (done: number, mismatches: number) => void;
    /** Receives each failure's report as soon as it is known, with its class from `classify`. */
    readonly onFailure?: (report: string, kind: string | undefined) => void;
    /** Classifies a failure by its mismatches (empty for a failed run), for the caller. */
    readonly classify?: (mismatches: readonly WordMismatch[]) => string;
}
/** Totals of a campaign. */
export interface CampaignResult {
    readonly programs: number;
    readonly mismatches: number;
    /** Programs a side refused (recompiler), by reason. */
    readonly refused: ReadonlyMap<string, number>;
    /** Failures by class (producing mnemonic; whether only zero signs differ). */
    readonly failureClasses: ReadonlyMap<string, number>;
    readonly reports: readonly string[];
    /** Guest instructions in all programs (listing lines). */
    readonly instructions: number;
}
/** The pools a campaign draws from: executor semantics, and translation rules when a device runs. */
export declare function campaignPools(withDevice: boolean): OpPools;
/** The program `index` of a campaign. */
export declare function campaignProgram(options: CampaignOptions, pools: OpPools, index: number): FuzzProgram;
/**
 * Whether a mismatch is only in the sign of zeros: an f32 (or f64 high word) zero, or in either 16-bit
 * half an f16 zero (packed results), the rest of the word equal.
 */
export declare function signOfZeroOnly(m: WordMismatch): boolean;
/** Runs a campaign. */
export declare function runCampaign(options: CampaignOptions): CampaignResult;
/** The report of a failing program: shrunk (when asked) and printed with its minimal assembly. */
export declare function failureReport(program: FuzzProgram, text: string, side: Side, shrink: boolean, size?: number): string;
