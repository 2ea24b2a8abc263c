/**
 * Reference executor speed on fuzz programs (the differential harness's oracle side): guest
 * instructions executed per second (all waves, all lanes' work counted once per wave instruction),
 * and fuzz programs generated + rendered per second. No peer exists for either; absolute values.
 */
import { campaignPools, campaignProgram } from '../src/difftest/fuzz/campaign.js';
import { fuzzCase } from '../src/difftest/fuzz/fuzz-case.js';
import { runCompute } from '../src/reference/executor.js';
import { GuestMemory } from '../src/reference/memory.js';
const PROGRAMS = 60;
/** Runs the benchmark. */
export async function bench() {
    const pools = campaignPools(false);
    let start = process.hrtime.bigint();
    const cases = [];
    for (let i = 0; i < PROGRAMS; i++)
        cases.push(fuzzCase(campaignProgram({ seed: 42, count: PROGRAMS }, pools, i)));
    const generateSeconds = Number(process.hrtime.bigint() - start) / 1e9;
    let instructions = 0;
    start = process.hrtime.bigint();
    for (const c of cases) {
        for (let round = 0; round < 3; round++) {
            const memory = new GuestMemory();
            for (const r of c.regions)
                memory.map(r.base, r.bytes.slice());
            instructions += runCompute({ ...c, memory }).instructions;
        }
    }
    const runSeconds = Number(process.hrtime.bigint() - start) / 1e9;
    return [
        { name: 'executor, fuzz programs (wave32/64)', value: instructions / runSeconds / 1e6, unit: 'Minst/s' },
        { name: 'fuzz programs generated and rendered', value: PROGRAMS / generateSeconds, unit: 'programs/s' },
    ];
}
//# sourceMappingURL=difftest.js.map