/**
 * The recompile request of a differential case for a host profile: the launch as the case describes
 * it, and the memory the program reads unchanged when the case asks for it (requestMemory).
 */
import { type ComputeRequest, REQUEST_VERSION } from '../recompiler/request.js';
import type { TargetProfile } from '../util/target-profile.js';
import type { DiffCase } from './case.js';

/** The recompile request of a case for a host profile. */
export function requestOf(c: DiffCase, target: TargetProfile): ComputeRequest {
  return {
    version: REQUEST_VERSION,
    stage: 'compute',
    mcpu: c.target.mcpu,
    waveSize: c.target.wave64 ? 64 : 32,
    program: [...c.program],
    userSgprs: [...c.userSgprs],
    // Only what the program reads unchanged: the regions it writes are not recompile-time memory.
    memory: c.requestMemory
      ? c.regions
          .filter((r) => !r.output)
          .map((r) => ({
            base: `0x${r.base.toString(16)}`,
            words: Array.from({ length: r.bytes.length >> 2 }, (_, i) =>
              new DataView(r.bytes.buffer, r.bytes.byteOffset).getUint32(4 * i, true),
            ),
          }))
      : [],
    ...(c.dynamicImages ? { dynamicImages: c.dynamicImages } : {}),
    compute: {
      workgroupSize: c.workgroupSize,
      ldsBytes: c.ldsBytes,
      workgroupIdSgprs: c.workgroupIdSgprs,
      ...(c.tgSizeSgpr ? { tgSizeSgpr: true } : {}),
      localIdComponents: c.localIdComponents,
      ...(c.pgmRsrc1 === undefined ? {} : { pgmRsrc1: c.pgmRsrc1 }),
    },
    target,
  };
}
