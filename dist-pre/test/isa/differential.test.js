/**
 * CI sample of the llvm-mc differential: a seeded stream of random dwords, and random fields for every
 * opcode of every encoding, decode to exactly llvm-mc-19's text (and are rejected where it rejects).
 * The full run (1,000,000+ dwords) is scripts/isa-differential.ts.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareAll, describeMismatches } from '../support/differential.js';
import { ENCODINGS, opcodeSegments, randomSegments } from '../support/isa-fuzz.js';
const SEED = 20261129;
describe('differential against llvm-mc-19 (seeded sample)', () => {
    for (const wave64 of [false, true]) {
        const target = { mcpu: 'gfx1013', wave64 };
        it(`40,000 random dwords, wave${wave64 ? 64 : 32}`, () => {
            const result = compareAll(randomSegments(40_000, 16, SEED + Number(wave64)), target);
            assert.ok(result.compared > 10_000);
            assert.equal(result.mismatches.length, 0, describeMismatches(result));
        });
        it(`every opcode of every encoding with random fields, wave${wave64 ? 64 : 32}`, () => {
            const segments = ENCODINGS.flatMap((e) => opcodeSegments(e, 3, SEED + Number(wave64)));
            const result = compareAll(segments, target);
            assert.equal(result.mismatches.length, 0, describeMismatches(result));
        });
    }
});
//# sourceMappingURL=differential.test.js.map