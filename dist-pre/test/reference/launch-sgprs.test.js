/**
 * The system SGPRs of a compute launch in the reference executor: with TG_SIZE_EN, every wave finds its
 * index in the workgroup (bits [11:6]) and the wave count (bits [5:0]) after the workgroup ids, as ACO's
 * gl_SubgroupID / gl_NumSubgroups code reads them. Expectations are computed here from the launch shape.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assembleWords, PS5_WAVE32, PS5_WAVE64 } from '../../src/isa/index.js';
import { runCompute } from '../../src/reference/executor.js';
import { GuestMemory } from '../../src/reference/memory.js';
const OUT = 0x10_0000;
/** Each lane stores the SGPR after the workgroup id (s3) at OUT + 4 * local id. */
const PROGRAM = `v_lshlrev_b32 v1, 2, v0
v_mov_b32 v2, s3
global_store_dword v1, v2, s[0:1]
s_endpgm`;
describe('TG_SIZE (COMPUTE_PGM_RSRC2 TG_SIZE_EN)', () => {
    for (const [target, threads] of [
        [PS5_WAVE32, 96],
        [PS5_WAVE32, 33],
        [PS5_WAVE64, 256],
    ]) {
        it(`every wave reads its index and the wave count (wave${target.wave64 ? 64 : 32}, ${threads} threads)`, () => {
            const memory = new GuestMemory();
            const out = new Uint8Array(4 * threads);
            memory.map(OUT, out);
            runCompute({
                target,
                program: assembleWords(PROGRAM, target),
                workgroupSize: [threads, 1, 1],
                workgroups: [2, 1, 1],
                userSgprs: [OUT, 0],
                workgroupIdSgprs: [true, false, false],
                tgSizeSgpr: true,
                localIdComponents: 1,
                memory,
            });
            const lanes = target.wave64 ? 64 : 32;
            const count = Math.ceil(threads / lanes);
            const words = new Uint32Array(out.buffer);
            for (let i = 0; i < threads; i++)
                assert.equal(words[i], (Math.floor(i / lanes) << 6) | count, `thread ${i}`);
        });
    }
});
//# sourceMappingURL=launch-sgprs.test.js.map