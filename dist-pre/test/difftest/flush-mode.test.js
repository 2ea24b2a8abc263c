/**
 * Denormal flushing on the device: short programs with f32, f16 and f64 denormal operands and results
 * run under COMPUTE_PGM_RSRC1 0x00200000 (FLOAT_MODE 0x00: every format flushes denormals on input and
 * output) in the reference executor and recompiled on the selected device (lavapipe in CI); the words
 * must agree exactly. Each program's reference result also differs from the default MODE's (denormals
 * kept), so the case really depends on the flushing the translation makes explicit.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { runDifferential } from '../../src/difftest/harness.js';
import { formatMismatchReport } from '../../src/difftest/report.js';
import { VulkanSide } from '../../src/difftest/vulkan-side.js';
import { assemble } from '../../src/isa/assemble.js';
import { encode } from '../../src/isa/encode.js';
import { PS5_WAVE32 } from '../../src/isa/target.js';
import { Device } from '../../src/vulkan/device.js';
const BASE = 0x5_1234_0000;
const LANES = 32;
/** FLOAT_MODE 0x00 (f32 and f16/f64 denormals flushed), DX10_CLAMP on, IEEE off. */
const FLUSH_ALL = 0x00200000;
/** A one-workgroup wave32 case: `body` then each lane's v8, v9 stored at lane * 8 from s[0:1]. */
function caseOf(name, body, pgmRsrc1) {
    const text = `${body}\nv_lshlrev_b32 v13, 3, v0\nglobal_store_dwordx2 v13, v[8:9], s[0:1]\ns_endpgm\n`;
    const words = assemble(text, PS5_WAVE32).flatMap((i) => [...encode(i, PS5_WAVE32)]);
    return {
        name,
        target: PS5_WAVE32,
        program: new Uint32Array(words),
        userSgprs: [BASE % 2 ** 32, Math.floor(BASE / 2 ** 32)],
        workgroupSize: [LANES, 1, 1],
        workgroups: [1, 1, 1],
        workgroupIdSgprs: [false, false, false],
        localIdComponents: 1,
        ldsBytes: 0,
        regions: [{ base: BASE, bytes: new Uint8Array(LANES * 8).fill(0xee), output: true }],
        ...(pgmRsrc1 === undefined ? {} : { pgmRsrc1 }),
        describeWord: (_r, word) => `lane ${word >> 1} v${8 + (word & 1)}`,
    };
}
/** Programs: v1 = lane << 10 is an f32 (and f64 low-word) denormal for lanes above 0. */
const CASES = [
    {
        name: 'f32 denormal operands and an underflowing product',
        body: [
            'v_lshlrev_b32 v1, 10, v0',
            'v_or_b32 v2, 0x80000000, v1',
            'v_sub_f32 v8, v1, v2',
            'v_cvt_f32_u32 v3, v0',
            'v_mul_f32 v3, 0x1e800000, v3',
            'v_mul_f32 v9, v3, v3',
        ].join('\n'),
    },
    {
        name: 'f16 denormal add, packed add and conversion',
        body: [
            'v_lshlrev_b32 v1, 3, v0',
            'v_lshl_or_b32 v2, v1, 16, v1',
            'v_pk_add_f16 v8, v2, v2',
            'v_cvt_f32_f16 v9, v1',
        ].join('\n'),
    },
    {
        name: 'f64 denormal add and fma',
        body: [
            'v_lshlrev_b32 v4, 10, v0',
            'v_mov_b32 v5, 0',
            'v_add_f64 v[8:9], v[4:5], v[4:5]',
            'v_fma_f64 v[6:7], v[4:5], 2.0, v[4:5]',
            'v_cmp_eq_f64_e64 s4, 0, v[6:7]',
            'v_cndmask_b32_e64 v9, 0, 1.0, s4',
        ].join('\n'),
    },
    {
        name: 'f32 denormal compare and max',
        body: [
            'v_lshlrev_b32 v1, 10, v0',
            'v_or_b32 v2, 0x80000000, v1',
            'v_cmp_eq_f32 vcc_lo, 0, v1',
            'v_cndmask_b32_e64 v8, 0, -1, vcc_lo',
            'v_max_f32 v9, v2, v1',
        ].join('\n'),
    },
    {
        // A flushed denormal constant is a zero the host must not fold away: NIR turns `x + 0.0` into x
        // (f16, f64), so guard-zeros has to see the flushed constant as zero (flush in valu-fp.ts).
        name: 'sums with a flushed denormal constant',
        body: [
            'v_or_b32 v7, 0x8000, v0',
            'v_mov_b32 v8, 0',
            'v_add_f16 v8, 20, v7',
            'v_lshlrev_b32 v1, 10, v0',
            'v_or_b32 v2, 0x80000000, v1',
            'v_sub_f32 v9, v2, 1',
        ].join('\n'),
    },
];
let device;
before(() => {
    device = Device.open({});
});
after(() => device.destroy());
describe('denormal-flushing MODE on the device', () => {
    for (const c of CASES) {
        it(c.name, () => {
            const side = new VulkanSide(device);
            const k = caseOf(c.name, c.body, FLUSH_ALL);
            const result = runDifferential(k, [side]);
            const kept = runDifferential(caseOf(c.name, c.body, undefined), []).reference;
            assert.notDeepEqual(result.reference, kept, 'the program does not depend on flushing');
            const outcome = result.outcomes[0];
            assert.ok(outcome, 'no outcome');
            if (outcome.kind === 'refused')
                assert.fail(`refused: ${outcome.reason}`);
            if (outcome.kind === 'mismatch')
                assert.fail(formatMismatchReport(k, side.name, outcome.mismatches, result.trace));
        });
    }
});
//# sourceMappingURL=flush-mode.test.js.map