/**
 * Differential test of the scalar ALU rules: random SOP1/SOP2/SOPC/SOPK programs (every mnemonic of
 * those tables that computes on registers) run on the reference executor and through translation +
 * the IR interpreter; the registers, SCC and EXEC they leave must agree bit for bit.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PS5_WAVE32, PS5_WAVE64 } from '../../src/isa/index.js';
import { parseSlots } from '../../src/isa/tables/scalar-spec.js';
import { SOP1_ROWS } from '../../src/isa/tables/sop1.js';
import { SOP2_ROWS } from '../../src/isa/tables/sop2.js';
import { SOPC_ROWS } from '../../src/isa/tables/sopc.js';
import { SOPK_ROWS } from '../../src/isa/tables/sopk.js';
import { OUT_ADDRESS, runBoth } from './scalar-support.js';
/** Mnemonics that are not plain register computations (control flow, M0 indexing, hwregs, waits). */
const SKIP = /^s_(getpc|setpc|swappc|rfe|call|movrel|getreg|setreg|version|waitcnt|subvector)/;
const ROWS = [...SOP1_ROWS, ...SOP2_ROWS, ...SOPC_ROWS, ...SOPK_ROWS].filter(([, name]) => !SKIP.test(name));
/** A small deterministic generator (LCG), so failures reproduce. */
function rng(seed) {
    let s = seed >>> 0;
    return () => {
        s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
        return s;
    };
}
const INLINE = ['0', '1', '-1', '7', '31', '64', '-16', '0.5', '-4.0'];
function register(r, dwords, write) {
    const lowest = write ? 2 : 0;
    if (dwords === 2) {
        const k = lowest / 2 + (r() % (8 - lowest / 2));
        return `s[${2 * k}:${2 * k + 1}]`;
    }
    return `s${lowest + (r() % (16 - lowest))}`;
}
function source(r, dwords, registersOnly) {
    const pick = r() % 8;
    if (registersOnly || pick < 5)
        return register(r, dwords, false);
    if (pick < 7)
        return INLINE[r() % INLINE.length];
    return `0x${(r() >>> 0).toString(16)}`;
}
function instruction(r) {
    const [, name, spec] = ROWS[r() % ROWS.length];
    const parts = parseSlots(spec).map((s) => {
        switch (s.slot) {
            case 'D':
            case 'd':
            case 'M':
                return register(r, s.dwords, s.slot !== 'd');
            case 'S':
            case 'T':
                return source(r, s.dwords, false);
            case 'R':
                return source(r, s.dwords, true);
            default:
                return `0x${(r() & 0xffff).toString(16)}`;
        }
    });
    return `${name} ${parts.join(', ')}`;
}
const DUMP = `
s_cselect_b32 s16, 1, 0
s_mov_b32 s17, exec_lo
s_mov_b32 s18, exec_hi
s_mov_b32 s19, 0
s_store_dwordx4 s[0:3], s[0:1], 0x0
s_store_dwordx4 s[4:7], s[0:1], 0x10
s_store_dwordx4 s[8:11], s[0:1], 0x20
s_store_dwordx4 s[12:15], s[0:1], 0x30
s_store_dwordx4 s[16:19], s[0:1], 0x40
s_endpgm`;
function fuzz(target, seed, programs, length) {
    const r = rng(seed);
    const covered = new Set();
    for (let p = 0; p < programs; p++) {
        const body = Array.from({ length }, () => instruction(r));
        for (const line of body)
            covered.add(line.split(' ')[0]);
        const user = [OUT_ADDRESS, 0, ...Array.from({ length: 14 }, () => r() >>> 0)];
        const source = `${body.join('\n')}${DUMP}`;
        const out = runBoth(source, target, user, [], 20);
        assert.deepEqual(out.translated, out.reference, `program ${p} (user ${user.join(',')}):\n${source}`);
    }
    assert.ok(covered.size > ROWS.length * 0.9, `covered ${covered.size} of ${ROWS.length} mnemonics`);
}
describe('scalar ALU rules against the reference executor', () => {
    it('agree on random wave32 programs', () => {
        fuzz(PS5_WAVE32, 1, 250, 6);
    });
    it('agree on random wave64 programs', () => {
        fuzz(PS5_WAVE64, 2, 120, 6);
    });
});
//# sourceMappingURL=scalar-fuzz.test.js.map