/**
 * The requests the A/B scripts recompile (recompile-ab.ts, recompile-ab-processes.ts): a corpus as its
 * tests make it (the ACO and LLVM corpora) or the fuzzer's generated programs of about 500 and 1,000
 * instructions, named.
 */
import { campaignPools } from '../src/difftest/fuzz/campaign.js';
import { fuzzCase } from '../src/difftest/fuzz/fuzz-case.js';
import { generateProgram } from '../src/difftest/fuzz/generate.js';
import { renderProgram } from '../src/difftest/fuzz/render.js';
import { requestOf } from '../src/difftest/request.js';
import { genericTargetProfile } from '../src/recompiler/profiles.js';
import type { RecompileRequest } from '../src/recompiler/request.js';
import { acoRequest, loadAcoPrograms } from '../test/recompiler/aco-programs.js';
import { compileCorpus, corpusRequest } from '../test/recompiler/corpus.js';

/** The recompiler entry both sides of a comparison export. */
export type Recompile = (
  request: RecompileRequest,
  debug?: { readonly timing?: (phase: string, ms: number) => void },
) => { spirv: Uint32Array };

/** The requests of `corpus` (aco, llvm or generated), named. */
export function corpusRequests(corpus: string): [string, RecompileRequest][] {
  const profile = genericTargetProfile(32);
  switch (corpus) {
    case 'aco':
      return loadAcoPrograms().map((p) => [p.name, acoRequest(p, profile)]);
    case 'llvm':
      return compileCorpus().map((p) => [p.name, corpusRequest(p, 32)]);
    case 'generated': {
      const pools = campaignPools(true);
      return [250, 500].flatMap((size) =>
        [1, 2].map((seed): [string, RecompileRequest] => {
          const program = generateProgram(seed, { pools, wave64: false, waves: 1, size });
          const words = renderProgram(program).words;
          return [`generated ${size} ${seed}`, requestOf(fuzzCase(program, words), profile)];
        }),
      );
    }
    default:
      throw new Error(`unknown corpus ${corpus} (aco, llvm or generated)`);
  }
}
