/**
 * A differential test case: one guest compute dispatch described completely (program, launch shape,
 * user SGPRs, guest memory regions with their initial bytes), so that the reference executor and a
 * recompiled pipeline on any Vulkan device run exactly the same work. Output regions are compared
 * after the run; a case may name its output words (e.g. the fuzzer's group/lane/register layout).
 */
import type { Target } from '../isa/target.js';
import { alignedGuestBase } from '../recompiler/address-offset.js';
import type { DynamicImagePin } from '../recompiler/request.js';
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
  /**
   * Whether the recompile request carries the case's regions as the memory the dispatch can see, so
   * descriptors read from tables there (V#s, T#s, S#s) are recompile-time constants (default: no
   * memory; every descriptor loaded from memory is read at run time).
   */
  readonly requestMemory?: boolean;
  /**
   * T#s the program loads at run time from a known address, with the TYPE and FORMAT the request pins
   * for them (RecompileRequest.dynamicImages); the harness reads them from the regions when it binds.
   */
  readonly dynamicImages?: readonly DynamicImagePin[];
  /** Names word `word` of region `region` for reports (default: its guest address). */
  readonly describeWord?: (region: number, word: number) => string;
}

/** The final contents of every region of a case, in the case's order. */
export type RegionContents = readonly Uint8Array[];

/** A case the harness cannot run as described (bad regions, unsupported bindings...). */
export class DiffError extends OberonError {
  constructor(
    readonly caseName: string,
    reason: string,
  ) {
    super('E_DIFFTEST', `difftest ${caseName}: ${reason}`);
  }
}

/** Fresh copies of the case's initial region contents. */
export function initialContents(c: DiffCase): Uint8Array[] {
  return c.regions.map((r) => r.bytes.slice());
}

/** Guest address span [lo, hi) covering every region. */
export function regionSpan(c: DiffCase): { lo: number; hi: number } {
  if (c.regions.length === 0) throw new DiffError(c.name, 'has no memory regions');
  // Mapped from an aligned guest address, so that the guest-to-host offset can be aligned.
  const lo = alignedGuestBase(Math.min(...c.regions.map((r) => r.base)));
  const hi = Math.max(...c.regions.map((r) => r.base + r.bytes.length));
  return { lo, hi };
}
