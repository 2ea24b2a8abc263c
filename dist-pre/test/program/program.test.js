/**
 * Program decode: reachable code from the entry, branch targets, the end of program past the furthest
 * target, the Sony header, and typed errors for malformed programs. Programs are written in assembly
 * (assembled by Oberon, whose encodings the isa tests check against llvm-mc) and compiled by LLVM.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { assembleWords, DecodeError, print } from '../../src/isa/index.js';
import { blockLeaders, decodeProgram } from '../../src/program/index.js';
import { compileForGfx1013 } from '../support/llvm-compile.js';
describe('decodeProgram', () => {
    it('continues past an s_endpgm that a branch jumps over', () => {
        const words = assembleWords([
            's_cmp_eq_u32 s0, 0',
            's_cbranch_scc1 1',
            's_endpgm',
            'v_mov_b32_e32 v0, 1.0',
            's_endpgm',
            's_nop 0',
        ].join('\n'));
        const program = decodeProgram(words);
        assert.deepEqual(program.instructions.map((i) => print(i)), ['s_cmp_eq_u32 s0, 0', 's_cbranch_scc1 1', 's_endpgm', 'v_mov_b32_e32 v0, 1.0', 's_endpgm']);
        assert.deepEqual(program.branchTargets, [12]);
        assert.equal(program.end, 20);
        assert.deepEqual(blockLeaders(program), [0, 8, 12]);
    });
    it('follows a backward loop branch and stops at the first s_endpgm past it', () => {
        const words = assembleWords([
            's_mov_b32 s1, 4',
            's_sub_u32 s1, s1, 1',
            's_cmp_lg_u32 s1, 0',
            's_cbranch_scc1 -3',
            's_endpgm',
            's_endpgm',
        ].join('\n'));
        const program = decodeProgram(words);
        assert.equal(program.instructions.length, 5);
        assert.deepEqual(program.branchTargets, [4]);
    });
    it('recognizes the Sony header and keeps it as the first instruction', () => {
        const words = [0xbeeb03ff, 0x00000007, ...assembleWords('s_endpgm')];
        const program = decodeProgram(words);
        assert.deepEqual(program.sonyHeader, { value: 7 });
        assert.equal(print(program.instructions[0]), 's_mov_b32 vcc_hi, 7');
        const plain = decodeProgram(assembleWords('s_mov_b32 vcc_hi, 0x1234\ns_endpgm'));
        assert.deepEqual(plain.sonyHeader, { value: 0x1234 });
        assert.equal(decodeProgram(assembleWords('s_endpgm')).sonyHeader, undefined);
    });
    it('stops at a branch or register jump without fallthrough once past every target', () => {
        // The loop's back edge ends the code; the words after it are data, not instructions.
        const loop = [
            ...assembleWords('s_sub_u32 s1, s1, 1\ns_cmp_lg_u32 s1, 0\ns_cbranch_scc1 1\ns_endpgm\ns_branch -5'),
            0xffffffff,
        ];
        assert.equal(decodeProgram(loop).instructions.length, 5);
        const jump = [...assembleWords('s_getpc_b64 s[0:1]\ns_setpc_b64 s[0:1]'), 0xffffffff];
        assert.equal(decodeProgram(jump).instructions.length, 2);
    });
    it('decodes code reached only through a resolved indirect jump when given as an extra target', () => {
        const words = assembleWords('s_swappc_b64 s[2:3], s[0:1]\ns_endpgm\ns_mov_b32 s4, 1\ns_setpc_b64 s[2:3]');
        assert.equal(decodeProgram(words).instructions.length, 2);
        const program = decodeProgram(words, { extraTargets: [8] });
        assert.deepEqual(program.instructions.map((i) => print(i)), ['s_swappc_b64 s[2:3], s[0:1]', 's_endpgm', 's_mov_b32 s4, 1', 's_setpc_b64 s[2:3]']);
        assert.deepEqual(program.branchTargets, [8]);
    });
    it('decodes from an entry offset', () => {
        const words = assembleWords('s_nop 0\ns_nop 0\nv_mov_b32_e32 v1, v2\ns_endpgm');
        const program = decodeProgram(words, { entry: 8 });
        assert.equal(program.instructions.length, 2);
        assert.equal(program.entry, 8);
    });
    it('refuses code that runs off the end, branches outside, and branches into an instruction', () => {
        assert.throws(() => decodeProgram(assembleWords('s_nop 0')), (e) => e instanceof DecodeError && /past the end/.test(e.message));
        assert.throws(() => decodeProgram(assembleWords('s_branch 100\ns_endpgm')), (e) => e instanceof DecodeError && /outside the code/.test(e.message));
        // s_branch 1 lands on the literal dword of the s_mov_b32.
        assert.throws(() => decodeProgram(assembleWords('s_branch 1\ns_mov_b32 s0, 0x12345\ns_endpgm')), (e) => e instanceof DecodeError && /not the start of an instruction/.test(e.message));
        assert.throws(() => decodeProgram([0xffffffff]), DecodeError);
    });
    it('decodes every function of LLVM-compiled shaders exactly up to its end', () => {
        const corpus = fileURLToPath(new URL('../isa/corpus', import.meta.url));
        const compiled = compileForGfx1013(join(corpus, 'hs_ls_es_gs.ll'), false);
        const starts = [...compiled.functions.values()].sort((a, b) => a - b);
        for (const [name, entry] of compiled.functions) {
            const program = decodeProgram(compiled.words, { entry });
            const expected = compiled.lines.filter((l) => l.offset >= entry && l.offset < program.end);
            assert.deepEqual(program.instructions.map((i) => print(i)), expected.map((l) => l.text), name);
            assert.equal(print(program.instructions.at(-1)), 's_endpgm', name);
            const next = starts.find((s) => s > entry);
            if (next !== undefined)
                assert.ok(program.end <= next, name);
        }
    });
});
//# sourceMappingURL=program.test.js.map