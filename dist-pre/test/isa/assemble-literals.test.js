/**
 * Hex constants whose bits equal a negative inline integer assemble to that inline constant, as
 * llvm-mc-19 encodes them (found by the differential fuzzer): 32-bit operands for 0xfffffff0..
 * 0xffffffff, 16-bit operands for 0xfff0..0xffff; 64-bit operands zero-extend and keep the literal.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assembleOne, encode } from '../../src/isa/index.js';
import { llvmAssemble } from '../support/llvm-mc.js';
const TARGET = { mcpu: 'gfx1013', wave64: false };
const LINES = [
    'v_mov_b32_e32 v9, 0xffffffff',
    'v_mov_b32_e32 v9, 0xffffffef',
    'v_min_f16_e32 v11, 0xffff, v9',
    'v_add_f32_e64 v1, 0xfffffff0, v2',
    'v_pk_add_f16 v1, 0xffff, v2',
    'v_add_f64 v[1:2], 0xffffffff, v[2:3]',
    's_mov_b32 s12, 0xffffffff',
    's_add_u32 s1, 0xfffffff5, s2',
    's_mov_b64 s[12:13], 0xffffffff',
];
describe('negative inline integers written in hex', () => {
    const reference = llvmAssemble(LINES, TARGET);
    LINES.forEach((line, i) => {
        it(line, () => {
            const r = reference[i];
            assert.ok(r?.ok, `llvm-mc rejects ${line}`);
            const bytes = [];
            for (const w of encode(assembleOne(line, TARGET), TARGET))
                for (let k = 0; k < 4; k++)
                    bytes.push((w >>> (8 * k)) & 0xff);
            assert.deepEqual(bytes, r.bytes);
        });
    });
});
//# sourceMappingURL=assemble-literals.test.js.map