/**
 * Reference executor throughput on scalar code: a wave32 loop of SOP2/SOPC/SOP1 arithmetic, a
 * branch and an SMEM load per iteration, in executed guest instructions per second. No peer exists
 * (the executor is the oracle), so the row carries no ratio.
 */
import { assembleWords } from '../src/isa/index.js';
import { PS5_WAVE32 } from '../src/isa/target.js';
import { runCompute } from '../src/reference/executor.js';
import { GuestMemory } from '../src/reference/memory.js';
const LOOP = [
    's_mov_b32 s4, 0',
    's_load_dword s5, s[0:1], 0x0', // loop: (pc 4)
    's_add_u32 s4, s4, s5',
    's_xor_b32 s6, s4, s2',
    's_bfe_u32 s7, s6, 0x80004',
    's_ff1_i32_b32 s8, s7',
    's_sub_u32 s2, s2, 1',
    's_cmp_lg_u32 s2, 0',
    's_cbranch_scc1 65528', // back to pc 4
    's_endpgm',
].join('\n');
/** Runs the benchmark. */
export async function bench() {
    const memory = new GuestMemory();
    memory.map(0x1000, new Uint8Array(16).fill(3));
    const program = assembleWords(LOOP, PS5_WAVE32);
    const iterations = 200_000;
    const start = process.hrtime.bigint();
    const stats = runCompute({
        target: PS5_WAVE32,
        program,
        workgroupSize: [32, 1, 1],
        workgroups: [1, 1, 1],
        userSgprs: [0x1000, 0, iterations],
        memory,
    });
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    return [
        {
            name: 'reference executor, scalar loop (wave32)',
            value: stats.instructions / seconds / 1e6,
            unit: 'Minst/s',
        },
    ];
}
//# sourceMappingURL=reference-scalar.js.map