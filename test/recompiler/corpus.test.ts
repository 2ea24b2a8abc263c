/**
 * End to end: every corpus program (test/recompiler/corpus.ts: compute kernels compiled by llc-19 for
 * gfx1013, wave32 and wave64) recompiles to a module spirv-val accepts for Vulkan 1.2, for host
 * subgroups of 8 (lavapipe-like: wave operations emulated in LDS), 32 and 64, with the IR verified after
 * every pass. A program that stops on an instruction without a translation rule yet is reported as a
 * TODO naming that instruction (the rules land separately); any other failure fails the test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { clearHelperLibrary, type HelperLibraryStats } from '../../src/recompiler/helper-library.js';
import { recompile } from '../../src/recompiler/recompile.js';
import type { RecompileRequest } from '../../src/recompiler/request.js';
import { RecompileError } from '../../src/translate/errors.js';
import { spirvVal } from '../support/spirv-tools.js';
import { compileCorpus, corpusRequest } from './corpus.js';

const programs = compileCorpus();

/**
 * Programs the translator refuses on purpose (an exact host equivalent does not exist), with the
 * instruction named in the refusal: these must keep raising a RecompileError on that instruction.
 */
const EXPECTED_REFUSALS: Readonly<Record<string, string>> = {};

describe('recompiler corpus', () => {
  it('has at least 30 programs in both wave sizes', () => {
    assert.ok(programs.length >= 30, `${programs.length} programs`);
    assert.ok(programs.some((p) => p.waveSize === 32) && programs.some((p) => p.waveSize === 64));
  });

  for (const p of programs) {
    for (const subgroup of [8, 32, 64]) {
      it(`${p.name} on subgroup ${subgroup}`, () => {
        const refused = EXPECTED_REFUSALS[p.name.split(' ')[0] as string];
        if (refused) {
          assert.throws(
            () => recompile(corpusRequest(p, subgroup)),
            (e: unknown) => e instanceof RecompileError && e.instruction.startsWith(refused),
          );
          return;
        }
        const result = recompile(corpusRequest(p, subgroup), { verify: true });
        assert.equal(spirvVal(result.spirv, 'vulkan1.2'), '');
        assert.equal(result.interface.subgroupSize, subgroup);
        if (subgroup < p.waveSize) assert.equal(result.interface.requiredSubgroupSize, undefined);
        else assert.equal(result.interface.requiredSubgroupSize ?? subgroup, subgroup);
      });
    }
  }

  // The helper library (src/recompiler/helper-library.ts) is an exact memo: the oracle is the cold recompile.
  it('changes no corpus program: SPIR-V with the library cold equals SPIR-V with it warm', () => {
    // The programs with helpers, on a host that runs waves natively and on one that emulates them.
    const requests: RecompileRequest[] = [];
    for (const p of programs) {
      const stats: HelperLibraryStats = { hits: 0, misses: 0 };
      recompile(corpusRequest(p, 32), { helperStats: stats });
      if (stats.hits + stats.misses > 0) requests.push(corpusRequest(p, 32), corpusRequest(p, 8));
    }
    assert.ok(requests.length >= 20, `${requests.length / 2} programs with helpers`);
    const cold = requests.map((r) => {
      clearHelperLibrary();
      return recompile(r).spirv;
    });
    for (const r of requests) recompile(r);
    const warm: HelperLibraryStats = { hits: 0, misses: 0 };
    requests.forEach((r, i) => {
      assert.deepEqual(recompile(r, { helperStats: warm }).spirv, cold[i], `request ${i}`);
    });
    // Every helper of the warm sweep came from the library the sweep before filled.
    assert.ok(warm.hits > 0);
    assert.equal(warm.misses, 0);
  });
});
