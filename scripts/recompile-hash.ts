/**
 * The recompiler's output oracle for performance work: recompiles every program of the LLVM corpus
 * (test/recompiler/corpus.ts, host subgroups 8, 32 and 64), the ACO compute corpus (subgroups 8 and 32)
 * the graphics ACO corpus (vertex and pixel, lavapipe-like and subgroup 32), with the requests their
 * tests use, and generated programs of the fuzzer (fixed seeds, 40 to 500 nodes, both wave sizes, as
 * the differential tests request them), and prints one SHA-256 over every SPIR-V module and every refusal message, in a fixed order.
 * An optimisation that makes the same output cheaper keeps this hash. `--each` also prints one line per
 * program (name, outcome digest) to find the one that changed.
 *
 * Run: `node --import tsx scripts/recompile-hash.ts [--each]`.
 */
import { createHash } from 'node:crypto';
import { campaignPools } from '../src/difftest/fuzz/campaign.js';
import { fuzzCase } from '../src/difftest/fuzz/fuzz-case.js';
import { generateProgram } from '../src/difftest/fuzz/generate.js';
import { requestOf } from '../src/difftest/request.js';
import { genericTargetProfile, lavapipeLikeProfile } from '../src/recompiler/profiles.js';
import { recompile } from '../src/recompiler/recompile.js';
import type { RecompileRequest } from '../src/recompiler/request.js';
import type { TargetProfile } from '../src/util/target-profile.js';
import { loadAcoGfxPairs } from '../test/recompiler/aco-gfx-programs.js';
import { acoPixelRequest, acoVertexRequest } from '../test/recompiler/aco-gfx-requests.js';
import { acoRequest, loadAcoPrograms } from '../test/recompiler/aco-programs.js';
import { compileCorpus, corpusRequest } from '../test/recompiler/corpus.js';

/** The host profile of a subgroup size: lavapipe's for 8 (as the corpus tests choose). */
const hostProfile = (subgroupSize: number): TargetProfile =>
  subgroupSize === 8 ? lavapipeLikeProfile() : genericTargetProfile(subgroupSize);

/** Every request the corpus tests recompile, named. */
function* requests(): Generator<[string, () => RecompileRequest]> {
  for (const p of compileCorpus())
    for (const subgroup of [8, 32, 64])
      yield [`llvm ${p.name} ${subgroup}`, () => corpusRequest(p, subgroup)];
  for (const p of loadAcoPrograms())
    for (const subgroup of [8, 32])
      yield [`aco ${p.name} ${subgroup}`, () => acoRequest(p, hostProfile(subgroup))];
  for (const pair of loadAcoGfxPairs())
    for (const target of [lavapipeLikeProfile(), genericTargetProfile(32)]) {
      yield [`gfx ${pair.name} vs ${target.device.name}`, () => acoVertexRequest(pair, target)];
      yield [`gfx ${pair.name} ps ${target.device.name}`, () => acoPixelRequest(pair, target)];
    }
  const pools = campaignPools(true);
  for (const size of [40, 120, 500])
    for (let seed = 1; seed <= 6; seed++) {
      const wave64 = seed % 2 === 0;
      const program = generateProgram(seed, { pools, wave64, waves: 1 + (seed % 3), size });
      for (const subgroup of [8, 32])
        yield [`fuzz ${size} ${seed} ${subgroup}`, () => requestOf(fuzzCase(program), hostProfile(subgroup))];
    }
}

/** The bytes that stand for one program's outcome: its SPIR-V, or its refusal's name and message. */
function outcome(request: RecompileRequest): Uint8Array {
  try {
    const { spirv } = recompile(request);
    return new Uint8Array(spirv.buffer, spirv.byteOffset, spirv.byteLength);
  } catch (e) {
    const error = e as Error;
    return new TextEncoder().encode(`refused ${error.name}: ${error.message}`);
  }
}

const each = process.argv.includes('--each');
const all = createHash('sha256');
let count = 0;
for (const [name, request] of requests()) {
  const bytes = outcome(request());
  all.update(name);
  all.update(bytes);
  count++;
  if (each) console.log(`${name} ${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}`);
}
console.log(`${count} programs ${all.digest('hex')}`);
