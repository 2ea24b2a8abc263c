import { runCompute } from '../reference/executor.js';
import { GuestMemory } from '../reference/memory.js';
import { initialContents } from './case.js';
/** Runs `c` in the executor; `onStep` sees every executed instruction. Throws ExecError/MemoryFault. */
export function runReference(c, onStep) {
    const memory = new GuestMemory();
    const contents = initialContents(c);
    c.regions.forEach((r, i) => {
        memory.map(r.base, contents[i]);
    });
    runCompute({
        target: c.target,
        program: c.program,
        workgroupSize: c.workgroupSize,
        workgroups: c.workgroups,
        userSgprs: c.userSgprs,
        workgroupIdSgprs: c.workgroupIdSgprs,
        ...(c.tgSizeSgpr ? { tgSizeSgpr: true } : {}),
        localIdComponents: c.localIdComponents,
        ldsBytes: c.ldsBytes,
        memory,
        maxInstructionsPerWave: 1_000_000,
        ...(c.pgmRsrc1 === undefined ? {} : { pgmRsrc1: c.pgmRsrc1 }),
        ...(onStep ? { onStep: (wave, inst) => onStep(wave, inst, memory) } : {}),
    });
    return contents;
}
//# sourceMappingURL=reference-side.js.map