/** The launch of a difftest case that runs one wave32 workgroup of 32 lanes (v0 = lane). */
import type { DiffCase } from '../../src/difftest/case.js';
import { assembleWords, PS5_WAVE32 } from '../../src/isa/index.js';

/** A DiffCase's target, program (assembled from `source`) and launch for one 32-lane wave32 workgroup. */
export function oneWave32(
  source: string,
): Pick<
  DiffCase,
  | 'target'
  | 'program'
  | 'workgroupSize'
  | 'workgroups'
  | 'workgroupIdSgprs'
  | 'localIdComponents'
  | 'ldsBytes'
> {
  return {
    target: PS5_WAVE32,
    program: Uint32Array.from(assembleWords(source, PS5_WAVE32)),
    workgroupSize: [32, 1, 1],
    workgroups: [1, 1, 1],
    workgroupIdSgprs: [false, false, false],
    localIdComponents: 1,
    ldsBytes: 0,
  };
}
