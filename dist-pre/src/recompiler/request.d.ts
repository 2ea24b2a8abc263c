/**
 * The recompile request: everything a recompile depends on, as plain JSON-compatible data (program
 * words, stage, wave size, user SGPR values, the guest memory the program's resource tables read, the
 * stage configuration and the host target profile). Requests are versioned; `parseRequest` checks a
 * request read from JSON field by field and names the first bad one.
 */
import { OberonError } from '../util/errors.js';
import type { TargetProfile } from '../util/target-profile.js';
/**
 * Bumped when the request's shape or meaning changes. 2 added compute.pgmRsrc1; a version-1 request
 * (which had no such field) still loads, as a version-2 request without it.
 */
export declare const REQUEST_VERSION = 2;
/** A range of guest memory the request carries: `bytes` as base64, or `words` as u32 values. */
export interface MemoryRegion {
    /** Guest byte address of the first byte, hexadecimal (`0x...`) or decimal text (u64). */
    readonly base: string;
    readonly bytes?: string;
    readonly words?: readonly number[];
}
/** The compute stage's configuration (COMPUTE_PGM_RSRC1/2, COMPUTE_NUM_THREAD_*). */
export interface ComputeConfiguration {
    readonly workgroupSize: readonly [number, number, number];
    readonly ldsBytes: number;
    /** TGID_X/Y/Z_EN: workgroup ids loaded after the user SGPRs. */
    readonly workgroupIdSgprs: readonly [boolean, boolean, boolean];
    /**
     * TG_SIZE_EN: after the workgroup ids, an SGPR with the wave's index in its workgroup (bits [11:6]) and
     * the wave count (bits [5:0]). Absent: false.
     */
    readonly tgSizeSgpr?: boolean;
    /** Local id components loaded into v0..v2 (TIDIG_COMP_CNT + 1). */
    readonly localIdComponents: 1 | 2 | 3;
    /**
     * COMPUTE_PGM_RSRC1 (u32): its FLOAT_MODE, DX10_CLAMP and IEEE_MODE fields give the initial MODE
     * (translate/float-mode.ts). Absent: what llc-19 emits for amdgpu_cs (IEEE off, DX10_CLAMP on,
     * denormals kept).
     */
    readonly pgmRsrc1?: number;
}
/** A recompile request. */
export interface RecompileRequest {
    readonly version: typeof REQUEST_VERSION;
    readonly stage: 'compute';
    readonly mcpu: 'gfx1013' | 'gfx1030';
    readonly waveSize: 32 | 64;
    /** Program words (u32), entry at byte `entry` (default 0). */
    readonly program: readonly number[];
    readonly entry?: number;
    /** Guest address of program word 0 (hex text), as s_getpc reports it; default the executor's base. */
    readonly programAddress?: string;
    readonly userSgprs: readonly number[];
    readonly memory: readonly MemoryRegion[];
    readonly compute: ComputeConfiguration;
    readonly target: TargetProfile;
}
/** A malformed request: names the field and the reason. */
export declare class RequestError extends OberonError {
    readonly field: string;
    readonly reason: string;
    constructor(field: string, reason: string);
}
/**
 * What one compute launch may ask for: a workgroup of at most 1024 threads (GFX10's limit, and
 * Vulkan's usual maxComputeWorkGroupInvocations), 64 KiB of LDS, 32 user SGPR values.
 */
export declare const LAUNCH_LIMITS: {
    readonly maxWorkgroupSize: 1024;
    readonly maxLdsBytes: 65536;
    readonly maxUserSgprs: 32;
};
/** The launch fields of a request, unchecked (from JSON, or built from command-line flags). */
export interface LaunchFields {
    readonly workgroupSize: unknown;
    readonly ldsBytes: unknown;
    readonly userSgprs: unknown;
}
/**
 * Checks a launch against {@link LAUNCH_LIMITS}; throws RequestError naming the request field
 * (`compute.workgroupSize`, `compute.ldsBytes`, `userSgprs`). parseRequest and the `exec` command's
 * launch flags both check through it, so every path accepts the same launches.
 */
export declare function checkLaunch(launch: LaunchFields): void;
/** Parses a guest address text (`0x...` or decimal) to a u64. */
export declare function parseAddress(text: string, field: string): bigint;
/** The u32 words of a memory region. */
export declare function regionWords(region: MemoryRegion, field: string): Uint32Array;
/**
 * Checks an untrusted value (e.g. from JSON) is a request, upgraded to REQUEST_VERSION; throws
 * RequestError naming the field.
 */
export declare function parseRequest(value: unknown): RecompileRequest;
/** The request as JSON text (what `--dump-request` writes). */
export declare function dumpRequest(request: RecompileRequest): string;
/** Reads a request from JSON text. */
export declare function loadRequest(text: string): RecompileRequest;
