/**
 * Cross-lane VALU semantics: DPP16 controls (quad_perm, row shifts with and without bound_ctrl,
 * rotations, mirrors, row_share/row_xmask, row and bank masks, inactive source lanes), DPP8, SDWA
 * selects and destination rules, readlane/readfirstlane/writelane, M0-relative moves, v_swap_b32 and
 * v_permlane16_b32. Expectations come from the lane arithmetic written out in the tests.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bitsOf, f32Value, fill, lanes, run } from './valu-harness.js';
const SENTINEL = 0xeeee;
function dpp(control, expected, wave64 = false, exec) {
    const w = run(`v_mov_b32_dpp v1, v0 ${control}`, {
        wave64,
        init: (w) => {
            fill(w, 0, (l) => 100 + l);
            fill(w, 1, () => SENTINEL);
            if (exec !== undefined)
                w.exec = exec;
        },
    });
    const got = lanes(w, 1);
    for (let l = 0; l < got.length; l++) {
        const e = expected(l);
        assert.equal(got[l], e === undefined ? SENTINEL : 100 + e, `${control}: lane ${l}`);
    }
}
describe('DPP16', () => {
    it('quad_perm permutes within quads', () => {
        dpp('quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf', (l) => (l & ~3) + (3 - (l & 3)));
    });
    it('row_shl without bound_ctrl leaves lanes whose source is outside the row unwritten', () => {
        dpp('row_shl:3 row_mask:0xf bank_mask:0xf', (l) => ((l & 15) + 3 < 16 ? l + 3 : undefined));
    });
    it('row_shr with bound_ctrl reads zero outside the row', () => {
        const w = run('v_mov_b32_dpp v1, v0 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1', {
            init: (w) => fill(w, 0, (l) => 100 + l),
        });
        assert.deepEqual(lanes(w, 1), Array.from({ length: 32 }, (_, l) => ((l & 15) === 0 ? 0 : 99 + l)));
    });
    it('row_ror:n rotates right like row_shr:n: lane i reads row lane (i - n) mod 16', () => {
        // Lanes 1..15 read the lane below (as row_shr:1 does); lane 0 of each row wraps to lane 15.
        dpp('row_ror:1 row_mask:0xf bank_mask:0xf', (l) => ((l & 15) === 0 ? l + 15 : l - 1));
        dpp('row_ror:15 row_mask:0xf bank_mask:0xf', (l) => ((l & 15) === 15 ? l - 15 : l + 1));
    });
    it('row_ror, row_mirror, row_half_mirror, row_share and row_xmask (wave64)', () => {
        dpp('row_ror:5 row_mask:0xf bank_mask:0xf', (l) => (l & ~15) + (((l & 15) - 5) & 15), true);
        dpp('row_mirror row_mask:0xf bank_mask:0xf', (l) => (l & ~15) + 15 - (l & 15), true);
        dpp('row_half_mirror row_mask:0xf bank_mask:0xf', (l) => (l & ~7) + 7 - (l & 7), true);
        dpp('row_share:6 row_mask:0xf bank_mask:0xf', (l) => (l & ~15) + 6, true);
        dpp('row_xmask:9 row_mask:0xf bank_mask:0xf', (l) => (l & ~15) + ((l & 15) ^ 9), true);
    });
    it('row_mask and bank_mask disable writes of whole rows and banks', () => {
        dpp('quad_perm:[0,1,2,3] row_mask:0x5 bank_mask:0x9', (l) => ((0x5 >> (l >> 4)) & 1 && (0x9 >> ((l >> 2) & 3)) & 1 ? l : undefined), true);
    });
    it('inactive source lanes behave like out-of-row ones unless fi is set', () => {
        const exec = 0xfffffffen; // lane 0 inactive
        dpp('quad_perm:[1,0,0,0] row_mask:0xf bank_mask:0xf', (l) => (l & 3) === 0 ? (l === 0 ? undefined : l + 1) : l === 1 || l === 2 || l === 3 ? undefined : l & ~3, false, exec);
        dpp('quad_perm:[1,0,0,0] row_mask:0xf bank_mask:0xf fi:1', (l) => (l === 0 ? undefined : (l & 3) === 0 ? l + 1 : l & ~3), false, exec);
    });
    it('float modifiers apply to the DPP source', () => {
        const w = run('v_add_f32_dpp v2, -v0, |v1| quad_perm:[1,1,1,1] row_mask:0xf bank_mask:0xf', {
            init: (w) => {
                fill(w, 0, (l) => bitsOf(l));
                fill(w, 1, () => bitsOf(-0.5));
            },
        });
        assert.deepEqual(lanes(w, 2).map(f32Value), Array.from({ length: 32 }, (_, l) => -((l & ~3) + 1) + 0.5));
    });
});
describe('DPP8 and SDWA', () => {
    it('dpp8 selects within groups of eight', () => {
        dpp('dpp8:[7,6,5,4,3,2,1,0]', (l) => (l & ~7) + 7 - (l & 7));
    });
    it('SDWA source selects with sign extension and destination selects', () => {
        const w = run(`v_add_nc_u32_sdwa v2, sext(v0), v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:WORD_1
v_mov_b32_sdwa v3, v0 dst_sel:BYTE_2 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_0
v_mov_b32_sdwa v4, v0 dst_sel:WORD_0 dst_unused:UNUSED_SEXT src0_sel:WORD_1
v_mov_b32_sdwa v5, v0 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:BYTE_3`, {
            init: (w) => {
                fill(w, 0, (l) => (0x80f0 + l * 0x01010101) >>> 0);
                fill(w, 1, (l) => (l << 16) | 0xffff);
                fill(w, 3, () => 0x11223344);
            },
        });
        for (let l = 0; l < 32; l++) {
            const v0 = (0x80f0 + l * 0x01010101) >>> 0;
            const byte1 = (v0 >>> 8) & 0xff;
            assert.equal(w.getVgpr(2, l), (((byte1 << 24) >> 24) + l) >>> 0);
            assert.equal(w.getVgpr(3, l), ((0x11223344 & ~0x00ff0000) | ((v0 & 0xff) << 16)) >>> 0);
            const hi = v0 >>> 16;
            assert.equal(w.getVgpr(4, l), (hi & 0x8000 ? 0xffff0000 | hi : hi) >>> 0);
            assert.equal(w.getVgpr(5, l), ((v0 >>> 24) << 8) >>> 0);
        }
    });
});
describe('lane access', () => {
    it('readlane, readfirstlane and writelane ignore EXEC as the ISA says', () => {
        const w = run('v_readfirstlane_b32 s0, v0\nv_readlane_b32 s1, v0, 3\nv_readlane_b32 s2, v0, s5\nv_writelane_b32 v1, s6, 2', {
            wave64: true,
            init: (w) => {
                fill(w, 0, (l) => 1000 + l);
                fill(w, 1, () => 0);
                w.sgpr[5] = 45 + 64; // lane index wraps to the wave size
                w.sgpr[6] = 0xabc;
                w.exec = 0xf0n;
            },
        });
        assert.equal(w.sgpr[0], 1004);
        assert.equal(w.sgpr[1], 1003);
        assert.equal(w.sgpr[2], 1045);
        assert.deepEqual(lanes(w, 1).slice(0, 5), [0, 0, 0xabc, 0, 0]);
    });
    it('M0-relative moves and v_swap_b32', () => {
        const w = run('v_movrels_b32 v10, v1\nv_movreld_b32 v1, v20\nv_swap_b32 v30, v31', {
            init: (w) => {
                w.sgpr[124] = 3;
                fill(w, 4, (l) => 40 + l);
                fill(w, 20, (l) => 200 + l);
                fill(w, 30, () => 1);
                fill(w, 31, () => 2);
            },
        });
        assert.deepEqual(lanes(w, 10), Array.from({ length: 32 }, (_, l) => 40 + l));
        assert.deepEqual(lanes(w, 4), Array.from({ length: 32 }, (_, l) => 200 + l));
        assert.deepEqual([w.getVgpr(30, 5), w.getVgpr(31, 5)], [2, 1]);
    });
    it('v_permlane16_b32 and v_permlanex16_b32 select lanes by nibble', () => {
        const sel = [0x76543210, 0xfedcba98].map((x) => x >>> 0);
        const w = run('v_permlane16_b32 v1, v0, s0, s1\nv_permlanex16_b32 v2, v0, s2, s3', {
            init: (w) => {
                fill(w, 0, (l) => 500 + l);
                w.sgpr[0] = 0x01234567;
                w.sgpr[1] = 0x89abcdef;
                w.sgpr[2] = sel[0];
                w.sgpr[3] = sel[1];
            },
        });
        const nib = (lo, hi, l) => Number((((BigInt(hi) << 32n) | BigInt(lo)) >> BigInt(4 * (l & 15))) & 15n);
        for (let l = 0; l < 32; l++) {
            assert.equal(w.getVgpr(1, l), 500 + (l & ~15) + nib(0x01234567, 0x89abcdef, l));
            assert.equal(w.getVgpr(2, l), 500 + ((l ^ 16) & ~15) + nib(sel[0], sel[1], l));
        }
    });
});
//# sourceMappingURL=valu-lane.test.js.map