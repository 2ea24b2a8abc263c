/**
 * The wave's initial MODE from the dispatch's COMPUTE_PGM_RSRC1 (FLOAT_MODE [19:12] = MODE[7:0],
 * DX10_CLAMP [21] = MODE[8], IEEE_MODE [23] = MODE[9]), its default (llc-19's amdgpu_cs value: FLOAT_MODE
 * 0xF0, DX10_CLAMP 1, IEEE_MODE 0), and v_min/v_max NaN rules in both IEEE settings (RDNA3.5 ISA
 * pseudocode: IEEE on quiets a signaling NaN, src0 first, then a quiet NaN in src1 gives src0 and one
 * in src0 gives src1; IEEE off gives the other operand for any NaN, src1 tested first, unquieted).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ExecError } from '../../src/reference/errors.js';
import { bitsOf, fill, lanes, run } from './valu-harness.js';
const RSRC1_LLC_CS = 0x602f0002; // llc-19 -mcpu=gfx1013, amdgpu_cs (.AMDGPU.config register 0xB848)
const IEEE_BIT = 1 << 23;
/** MODE as s_getreg_b32 reads it after a dispatch with `pgmRsrc1`. */
function modeOf(pgmRsrc1) {
    const w = run('s_getreg_b32 s8, hwreg(HW_REG_MODE, 0, 32)', {
        threads: 1,
        ...(pgmRsrc1 === undefined ? {} : { pgmRsrc1 }),
    });
    return w.sgpr[8];
}
describe('initial MODE from COMPUTE_PGM_RSRC1', () => {
    it("defaults to llc-19's amdgpu_cs MODE: denormals kept, DX10_CLAMP on, IEEE off", () => {
        const expected = 0xf0 | (1 << 8); // FP_DENORM 0xF [7:4], DX10_CLAMP [8], IEEE [9] clear
        assert.equal(modeOf(), expected);
        assert.equal(modeOf(RSRC1_LLC_CS), expected);
    });
    it('takes FLOAT_MODE, DX10_CLAMP and IEEE_MODE from the register', () => {
        assert.equal(modeOf(RSRC1_LLC_CS | IEEE_BIT), 0xf0 | (1 << 8) | (1 << 9));
        assert.equal(modeOf(0x000f0000), 0xf0); // denormals kept, DX10_CLAMP and IEEE off
        assert.equal(modeOf(0x00a00000), (1 << 8) | (1 << 9)); // all denormals flushed
    });
    it('refuses rounding modes and one-sided denormal flushing it does not model', () => {
        assert.throws(() => modeOf(0x00201000), ExecError); // FLOAT_MODE 0x01: f32 round toward +inf
        assert.throws(() => modeOf(0x00210000), ExecError); // FLOAT_MODE 0x10: f32 flush output only
    });
});
describe('v_min/v_max NaN rules by MODE.IEEE', () => {
    const qa = 0x7fc00011; // quiet NaNs with distinct payloads
    const qb = 0xffc00022;
    const sa = 0x7f800011; // signaling NaNs
    const sb = 0xff800022;
    const two = bitsOf(2);
    // Lanes: (src0, src1).
    const pairs = [
        [qa, two],
        [two, qb],
        [sa, two],
        [two, sb],
        [qa, qb],
        [sa, qb],
        [qa, sb],
        [sa, sb],
        [bitsOf(-0), bitsOf(0)],
    ];
    function minMax(pgmRsrc1) {
        const w = run('v_min_f32 v2, v0, v1\nv_max_f32_e64 v3, v0, v1', {
            pgmRsrc1,
            threads: pairs.length,
            init: (w) => {
                fill(w, 0, (l) => pairs[l % pairs.length][0]);
                fill(w, 1, (l) => pairs[l % pairs.length][1]);
            },
        });
        return { min: lanes(w, 2).slice(0, pairs.length), max: lanes(w, 3).slice(0, pairs.length) };
    }
    const quiet = (n) => (n | 0x400000) >>> 0;
    it('IEEE on: signaling NaNs are quieted (src0 first), a quiet NaN gives the other operand', () => {
        const r = minMax(RSRC1_LLC_CS | IEEE_BIT);
        const common = [two, two, quiet(sa), quiet(sb), qa, quiet(sa), quiet(sb), quiet(sa)];
        assert.deepEqual(r.min, [...common, bitsOf(-0)]);
        assert.deepEqual(r.max, [...common, bitsOf(0)]);
    });
    it('IEEE off: any NaN gives the other operand, and two NaNs give src0 unquieted', () => {
        const r = minMax(RSRC1_LLC_CS);
        const common = [two, two, two, two, qa, sa, qa, sa];
        assert.deepEqual(r.min, [...common, bitsOf(-0)]);
        assert.deepEqual(r.max, [...common, bitsOf(0)]);
    });
});
//# sourceMappingURL=valu-mode.test.js.map