/** Every robustness target, in the order a run takes them (scripts/fuzz-robust.ts and its CI test). */
import type { RobustTarget } from './target.js';
import { captureTarget, pm4Target } from './targets-agc.js';
import { assembleTarget, decodeTarget } from './targets-isa.js';
import { programTarget } from './targets-program.js';

/** decode, assemble, program (exec + recompile), pm4, capture (reader + inspect). */
export const ROBUST_TARGETS: readonly RobustTarget[] = [
  decodeTarget,
  assembleTarget,
  programTarget,
  pm4Target,
  captureTarget,
];
