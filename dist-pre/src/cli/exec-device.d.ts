/**
 * The Vulkan half of `oberon exec` (--device lavapipe|gpu, --compare): the exec launch as a
 * differential case (src/difftest/case.ts), recompiled and run on a Vulkan device by VulkanSide, and
 * with --compare also in the reference executor (harness.ts). The Vulkan modules are imported only
 * when a device is opened, so reference-only runs need no Vulkan loader.
 */
import type { DiffCase } from '../difftest/case.js';
import { GuestMemory } from '../reference/memory.js';
/** Everything of a case but its name and memory: what the exec options describe. */
export type Launch = Omit<DiffCase, 'name' | 'regions' | 'describeWord'>;
/** A --buffer region. */
export interface BufferSpec {
    readonly base: number;
    readonly bytes: Uint8Array;
    readonly spec: string;
}
/** A guest byte range (a --dump). */
export interface Range {
    readonly address: number;
    readonly size: number;
}
/**
 * The case a device runs: every --buffer is an output region; the program words are a region at
 * PROGRAM_PC_BASE only when the program reads its pc (the executor maps them there for pc-relative
 * loads; including them always would stretch the device buffer from the buffers up to 2^44).
 * Throws UsageError for what one device buffer cannot hold and for dumps outside every region.
 */
export declare function deviceCase(name: string, launch: Launch, buffers: readonly BufferSpec[], dumps: readonly Range[]): DiffCase;
/**
 * Runs `c` on the selected device and hands its final memory to `dump`; with `compare`, runs the
 * executor too and prints the mismatch report after the dumps. Returns the exit code: 2 when the
 * recompiler refuses, 1 on a mismatch.
 */
export declare function runOnDevice(c: DiffCase, selection: string, compare: boolean, dump: (memory: GuestMemory) => void): Promise<number>;
