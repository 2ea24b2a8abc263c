/**
 * Real compiler output: programs compiled by llc-19/clang-19 for gfx1013 (compute kernels and the
 * amdgpu_vs/ps/hs/gs/es/ls conventions, wave32 and wave64) decode completely and print exactly as
 * llvm-objdump-19 does.
 */
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { decode, print } from '../../src/isa/index.js';
import { compileForGfx1013, wavesOf } from '../support/llvm-compile.js';
const corpus = join(fileURLToPath(new URL('.', import.meta.url)), 'corpus');
const sources = readdirSync(corpus)
    .filter((f) => f.endsWith('.ll') || f.endsWith('.cl'))
    .sort();
describe('LLVM-compiled programs decode as llvm-objdump prints them', () => {
    for (const file of sources) {
        for (const wave64 of wavesOf(join(corpus, file))) {
            it(`${file} wave${wave64 ? 64 : 32}`, () => {
                const target = { mcpu: 'gfx1013', wave64 };
                const compiled = compileForGfx1013(join(corpus, file), wave64);
                assert.ok(compiled.lines.length > 0, 'objdump printed instructions');
                for (const line of compiled.lines) {
                    const inst = decode(compiled.words, line.offset, target);
                    assert.equal(print(inst, target), line.text, `at 0x${line.offset.toString(16)}`);
                }
            });
        }
    }
});
//# sourceMappingURL=corpus.test.js.map