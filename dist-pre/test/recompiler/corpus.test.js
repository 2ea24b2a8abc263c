/**
 * End to end: every corpus program (test/recompiler/corpus.ts: compute kernels compiled by llc-19 for
 * gfx1013, wave32 and wave64) recompiles to a module spirv-val accepts for Vulkan 1.2, for host
 * subgroups of 8 (lavapipe-like: wave operations emulated in LDS), 32 and 64, with the IR verified after
 * every pass. A program that stops on an instruction without a translation rule yet is reported as a
 * TODO naming that instruction (the rules land separately); any other failure fails the test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { recompile } from '../../src/recompiler/recompile.js';
import { RecompileError } from '../../src/translate/errors.js';
import { spirvVal } from '../support/spirv-tools.js';
import { compileCorpus, corpusRequest } from './corpus.js';
const programs = compileCorpus();
/**
 * Programs the translator refuses on purpose (an exact host equivalent does not exist), with the
 * instruction named in the refusal: these must keep raising a RecompileError on that instruction.
 */
const EXPECTED_REFUSALS = {};
describe('recompiler corpus', () => {
    it('has at least 30 programs in both wave sizes', () => {
        assert.ok(programs.length >= 30, `${programs.length} programs`);
        assert.ok(programs.some((p) => p.waveSize === 32) && programs.some((p) => p.waveSize === 64));
    });
    for (const p of programs) {
        for (const subgroup of [8, 32, 64]) {
            it(`${p.name} on subgroup ${subgroup}`, () => {
                const refused = EXPECTED_REFUSALS[p.name.split(' ')[0]];
                if (refused) {
                    assert.throws(() => recompile(corpusRequest(p, subgroup)), (e) => e instanceof RecompileError && e.instruction.startsWith(refused));
                    return;
                }
                const result = recompile(corpusRequest(p, subgroup), { verify: true });
                assert.equal(spirvVal(result.spirv, 'vulkan1.2'), '');
                assert.equal(result.interface.subgroupSize, subgroup);
                if (subgroup < p.waveSize)
                    assert.equal(result.interface.requiredSubgroupSize, undefined);
                else
                    assert.equal(result.interface.requiredSubgroupSize ?? subgroup, subgroup);
            });
        }
    }
});
//# sourceMappingURL=corpus.test.js.map