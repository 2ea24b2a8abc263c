/**
 * Guest programs on Vulkan for tests: lays a dispatch's named buffers out in guest memory (from one
 * base above 4 GiB, 256-byte aligned, with a gap between buffers so that a stray access lands in no
 * other buffer), builds the differential case (src/difftest/case.ts) the Vulkan side of the difftest
 * harness runs (one device-address buffer holding every region at its guest layout, the guest-to-host
 * offset in the push constant, validation messages fail the run), and compares final buffers with an
 * oracle kernel's model exactly as the executor's kernel harness does.
 */
import type { DiffCase } from '../../src/difftest/case.js';
import type { Expected, KernelRun, UserArg } from '../reference/kernels/case.js';
/** The guest address of the first buffer: above 4 GiB, so the high address dword matters. */
export declare const GUEST_BASE = 21780234240;
/** Guest base address of each named buffer, in the buffers' order. */
export declare function layoutBuffers(buffers: Readonly<Record<string, Uint8Array>>): Map<string, number>;
/** User SGPR values for inreg arguments: a buffer's address as two SGPRs (low first), or a value. */
export declare function userSgprsOf(args: readonly UserArg[], bases: ReadonlyMap<string, number>): number[];
/** The differential case of one oracle kernel dispatch (fresh copies of the buffers). */
export declare function kernelCase(name: string, wave: 32 | 64, words: readonly number[], run: KernelRun): DiffCase;
/**
 * Compares final buffers with a model's expectations (exact bytes, or the model's own check for
 * ULP-bounded or order-free results); returns one line per differing buffer.
 */
export declare function compareWithModel(expected: Readonly<Record<string, Expected>>, actual: Readonly<Record<string, Uint8Array>>): string[];
