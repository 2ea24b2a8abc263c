/**
 * Comparison and the mismatch report: a side that changes one stored word is caught, and the report
 * names the first differing lane and register, both values, the store and the guest instruction that
 * produced the value (checked against the program listing); inexact operations are compared within
 * their ULP bound (f32 and the f64 register pair) and beyond it reported with the bound; ULP distances
 * against hand-computed ones.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ulpDistance } from '../../src/difftest/compare.js';
import { fuzzCase } from '../../src/difftest/fuzz/fuzz-case.js';
import { zeroGroup } from '../../src/difftest/fuzz/generate.js';
import { renderProgram } from '../../src/difftest/fuzz/render.js';
import { runDifferential } from '../../src/difftest/harness.js';
import { runReference } from '../../src/difftest/reference-side.js';
import { formatMismatchReport } from '../../src/difftest/report.js';
/** A one-wave program: v1 = 3.0 in every lane, zeroed otherwise, then `body`; stores v5, v19, v21, v22. */
function program(body) {
    const regs = ['v2', 'v3', 'v4', 'v5', 'v19', 'v20', 'v21', 'v22', 's8'];
    const init = [
        { reg: 'v1', lines: ['v_mov_b32_e32 v1, 0x40400000'] },
        ...regs.map((r) => zeroGroup(r, false) ?? { reg: r, lines: [] }),
    ];
    return {
        seed: 1,
        mcpu: 'gfx1013',
        wave64: false,
        groups: 1,
        inputs: [0, 0, 0, 0],
        init,
        lds: false,
        body,
        slots: ['v5', 'v19', 'v21', 'v22'],
    };
}
/** A side returning the reference's output with `edit` applied to its u32 words. */
function editingSide(edit) {
    return {
        name: 'edited',
        run: (c) => {
            const contents = runReference(c).map((b) => b.slice());
            const first = contents[0];
            edit(new Uint32Array(first.buffer, first.byteOffset, first.byteLength / 4));
            return { kind: 'ran', contents };
        },
    };
}
/** An edit that replaces word `i` by `f` of it. */
function adjust(i, f) {
    return (words) => {
        words[i] = f(words[i]);
    };
}
const SLOTS = 4;
const word = (lane, slot) => lane * SLOTS + slot;
function mismatchesOf(p, side) {
    const c = fuzzCase(p);
    const result = runDifferential(c, [side]);
    const outcome = result.outcomes[0];
    if (outcome?.kind !== 'mismatch')
        return { list: [], report: '' };
    return {
        list: outcome.mismatches,
        report: formatMismatchReport(c, side.name, outcome.mismatches, result.trace),
    };
}
describe('mismatch report', () => {
    it('names the first differing lane, the values, the store and the producing instruction', () => {
        const p = program([
            { kind: 'op', text: 'v_add_nc_u32_e32 v5, v0, v0' },
            { kind: 'op', text: 'v_mov_b32_e32 v2, 9' },
        ]);
        const { listing, pcs } = renderProgram(p);
        const { list, report } = mismatchesOf(p, editingSide((w) => {
            w[word(7, 0)] = 0x1234;
            w[word(3, 0)] = 0x99;
        }));
        assert.equal(list.length, 2);
        const lines = report.split('\n');
        const at = (text) => `0x${pcs[listing.indexOf(text)].toString(16)}`;
        assert.match(lines[0], /^seed 1 \(wave32\): edited differs from the reference in 2 output word\(s\)$/);
        assert.equal(lines[1], '  first differing lane: group 0, wave 0, lane 3, word group 0 lane 3 v5');
        assert.equal(lines[2], '    reference: 0x00000006 (f32 8e-45)');
        assert.equal(lines[3], '    edited: 0x00000099 (f32 2.14e-43)');
        assert.equal(lines[4], `    stored by pc ${at('global_store_dword v13, v5, s[0:1]')}: global_store_dword v13, v5, s[0:1] (v5)`);
        assert.equal(lines[5], `    produced by pc ${at('v_add_nc_u32_e32 v5, v0, v0')}: v_add_nc_u32_e32 v5, v0, v0`);
        assert.equal(lines[6], '  also differ: group 0 lane 7 v5 (2 lane(s) in all)');
    });
    it('follows a stored scalar to the instruction that wrote it', () => {
        const p = { ...program([{ kind: 'op', text: 's_add_u32 s8, s2, 7' }]), slots: ['s8'] };
        const { listing, pcs } = renderProgram(p);
        const { list, report } = mismatchesOf(p, editingSide(adjust(2, (v) => v + 1)));
        assert.equal(list.length, 1);
        const pc = `0x${pcs[listing.indexOf('s_add_u32 s8, s2, 7')].toString(16)}`;
        assert.ok(report.includes('word group 0 lane 2 s8'), report);
        assert.ok(report.includes('produced by pc 0x'), report);
        assert.ok(report.includes(': v_mov_b32_e32 v14, s8\n'), report);
        assert.ok(report.includes(`    s8 written by pc ${pc}: s_add_u32 s8, s2, 7`), report);
    });
    it('allows inexact results their ULP bound, in f32 and in f64 register pairs', () => {
        const p = program([
            { kind: 'op', text: 'v_rcp_f32_e32 v19, v1' },
            { kind: 'op', text: 'v_cvt_f64_f32_e32 v[2:3], v1' },
            { kind: 'op', text: 'v_rcp_f64_e32 v[21:22], v[2:3]' },
        ]);
        assert.equal(mismatchesOf(p, editingSide(adjust(word(0, 1), (v) => v + 1))).list.length, 0);
        const two = mismatchesOf(p, editingSide(adjust(word(0, 1), (v) => v - 2)));
        assert.equal(two.list.length, 1);
        assert.ok(two.report.includes('    bound: 1 ulp (f32), distance 2 ulp'), two.report);
        assert.ok(two.report.includes('produced by pc 0x'), two.report);
        assert.ok(two.report.includes(': v_rcp_f32_e32 v19, v1'), two.report);
        // v_rcp_f64 may be 2^29 ulp off: the whole low word may differ, the exponent may not.
        assert.equal(mismatchesOf(p, editingSide(adjust(word(5, 2), (v) => v ^ 0xffff))).list.length, 0);
        const far = mismatchesOf(p, editingSide(adjust(word(5, 3), (v) => v + 0x100000)));
        assert.equal(far.list.length, 1);
        assert.ok(far.report.includes('bound: 536870912 ulp (f64)'), far.report);
    });
    it('measures ULP distances', () => {
        assert.equal(ulpDistance(0x3f800000n, 0x3f800001n, 32), 1);
        assert.equal(ulpDistance(0x00000000n, 0x80000000n, 32), 0);
        assert.equal(ulpDistance(0x00000001n, 0x80000001n, 32), 2);
        assert.equal(ulpDistance(0x7f7fffffn, 0x7f800000n, 32), 1);
        assert.equal(ulpDistance(0x7fc00000n, 0x7fa00001n, 32), 0);
        assert.equal(ulpDistance(0x7fc00000n, 0x3f800000n, 32), Number.POSITIVE_INFINITY);
        assert.equal(ulpDistance(0x3c00n, 0x3bffn, 16), 1);
        assert.equal(ulpDistance(0x3ff0000000000000n, 0x3ff0000000000010n, 64), 16);
    });
});
//# sourceMappingURL=report.test.js.map