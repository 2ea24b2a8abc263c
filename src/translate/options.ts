/**
 * What the translator needs to know besides the program: the guest target, the stage's launch state
 * (user SGPR values, workgroup shape, which ids the hardware loads) and the host's subgroup model.
 */
import type { Target } from '../isa/target.js';

/** Launch state of a compute program (COMPUTE_PGM_RSRC2, COMPUTE_NUM_THREAD_*, COMPUTE_USER_DATA_*). */
export interface ComputeLaunch {
  readonly stage: 'compute';
  /** User SGPR values s0.. known at recompile time; they specialize the program. */
  readonly userSgprs: readonly number[];
  /** TGID_X_EN, TGID_Y_EN, TGID_Z_EN: workgroup ids loaded after the user SGPRs. */
  readonly workgroupIdSgprs: readonly [boolean, boolean, boolean];
  /** TIDIG_COMP_CNT + 1: local id components loaded into v0, v1, v2. */
  readonly localIdComponents: 1 | 2 | 3;
  readonly workgroupSize: readonly [number, number, number];
  /** LDS bytes per workgroup. */
  readonly ldsBytes: number;
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
}
