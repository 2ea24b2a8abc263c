/**
 * Translator coverage: every mnemonic of gfx1013's SALU, SMEM, VALU, DS, buffer and FLAT/GLOBAL/SCRATCH
 * tables is translated (a rule that does not always refuse, or control flow translate.ts handles) or a
 * key of REFUSED (src/translate/rules/refused.ts) with its reason; REFUSED has no stale entry; and the
 * generated refusal section of docs/debt.md is up to date.
 *
 * "Always refuses" is observed, not declared: a rule is run with a context, instruction and operand
 * list that throw on any access except `t.refuse`. A rule that raises its refusal without reading any
 * of them refuses every instruction; a rule that reads them depends on its input. Control flow and
 * mnemonics without a rule are checked by translating a small program for each.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { DEBT_PATH, sectionIsFresh, tableMnemonics } from '../../scripts/gen-refusal-docs.js';
import { assembleWords, PS5_WAVE32 } from '../../src/isa/index.js';
import { RecompileError } from '../../src/translate/errors.js';
import { RULES } from '../../src/translate/rules/index.js';
import { CONTROL_FLOW_TRANSLATED, notTranslated, REFUSED } from '../../src/translate/rules/refused.js';
import { translateProgram } from '../../src/translate/translate.js';
import { launchOptions } from './scalar-support.js';
class Touched extends Error {
}
class Refused extends Error {
}
/** An object whose every property read throws Touched, except the `allowed` ones. */
function untouchable(what, allowed = {}) {
    return new Proxy({}, {
        get(_target, key) {
            if (typeof key === 'string' && Object.hasOwn(allowed, key))
                return allowed[key];
            throw new Touched(`${what}.${String(key)}`);
        },
    });
}
/** Runs `rule` on inputs it cannot read (module overview). */
function probe(rule) {
    const t = untouchable('t', { refuse: (reason) => new Refused(reason) });
    try {
        rule(t, untouchable('inst'), untouchable('operands'));
        return { kind: 'no-op' };
    }
    catch (e) {
        if (e instanceof Refused)
            return { kind: 'refuses', reason: e.message };
        if (e instanceof Touched)
            return { kind: 'reads input' };
        throw e;
    }
}
const GFX1013 = tableMnemonics('gfx1013');
const ALL_1013 = [...GFX1013.values()].flat();
const ALL_TABLES = new Set([...ALL_1013, ...[...tableMnemonics('gfx1030').values()].flat()]);
/** Programs exercising each mnemonic translate.ts handles without a rule, or refuses for lack of one. */
const SAMPLES = {
    s_branch: 's_branch 0\ns_endpgm',
    s_cbranch_scc0: 's_cbranch_scc0 0\ns_endpgm',
    s_cbranch_scc1: 's_cbranch_scc1 0\ns_endpgm',
    s_cbranch_vccz: 's_cbranch_vccz 0\ns_endpgm',
    s_cbranch_vccnz: 's_cbranch_vccnz 0\ns_endpgm',
    s_cbranch_execz: 's_cbranch_execz 0\ns_endpgm',
    s_cbranch_execnz: 's_cbranch_execnz 0\ns_endpgm',
    s_call_b64: 's_call_b64 s[30:31], 0\ns_endpgm',
    // s_getpc_b64 gives the address of the next instruction (4); the s_endpgm is at 16.
    s_setpc_b64: 's_getpc_b64 s[4:5]\ns_add_u32 s4, s4, 12\ns_addc_u32 s5, s5, 0\ns_setpc_b64 s[4:5]\ns_endpgm',
    s_swappc_b64: 's_getpc_b64 s[4:5]\ns_add_u32 s4, s4, 12\ns_addc_u32 s5, s5, 0\ns_swappc_b64 s[30:31], s[4:5]\ns_endpgm',
    s_endpgm: 's_endpgm',
    s_endpgm_saved: 's_endpgm_saved',
    s_endpgm_ordered_ps_done: 's_endpgm_ordered_ps_done',
    s_code_end: 's_code_end',
    s_cbranch_cdbgsys: 's_cbranch_cdbgsys 0\ns_endpgm',
    s_cbranch_cdbguser: 's_cbranch_cdbguser 0\ns_endpgm',
    s_cbranch_cdbgsys_or_user: 's_cbranch_cdbgsys_or_user 0\ns_endpgm',
    s_cbranch_cdbgsys_and_user: 's_cbranch_cdbgsys_and_user 0\ns_endpgm',
    s_subvector_loop_begin: 's_subvector_loop_begin s0, 0\ns_endpgm',
    s_subvector_loop_end: 's_subvector_loop_end s0, 0\ns_endpgm',
    v_trig_preop_f64: 'v_trig_preop_f64 v[0:1], v[2:3], v4\ns_endpgm',
    v_qsad_pk_u16_u8: 'v_qsad_pk_u16_u8 v[0:1], v[2:3], v4, v[6:7]\ns_endpgm',
    v_mqsad_pk_u16_u8: 'v_mqsad_pk_u16_u8 v[0:1], v[2:3], v4, v[6:7]\ns_endpgm',
    v_mqsad_u32_u8: 'v_mqsad_u32_u8 v[0:3], v[4:5], v6, v[8:11]\ns_endpgm',
    v_mullit_f32: 'v_mullit_f32 v0, v1, v2, v3\ns_endpgm',
    v_interp_p1_f32: 'v_interp_p1_f32_e64 v0, v1, attr0.x\ns_endpgm',
    v_interp_p2_f32: 'v_interp_p2_f32_e64 v0, v1, attr0.x\ns_endpgm',
    v_interp_mov_f32: 'v_interp_mov_f32_e64 v0, p10, attr0.x\ns_endpgm',
    v_interp_p1ll_f16: 'v_interp_p1ll_f16 v0, v1, attr0.x\ns_endpgm',
    v_interp_p1lv_f16: 'v_interp_p1lv_f16 v0, v1, attr0.x, v2\ns_endpgm',
    v_interp_p2_f16: 'v_interp_p2_f16 v0, v1, attr0.x, v2\ns_endpgm',
    v_illegal: 'v_illegal\ns_endpgm',
};
function translate(name) {
    const source = SAMPLES[name];
    assert.ok(source, `no sample program for ${name}`);
    translateProgram(assembleWords(source, PS5_WAVE32), launchOptions(PS5_WAVE32, [0, 0]));
}
describe('translator coverage of the isa tables', () => {
    it('lists every gfx1013 mnemonic in exactly one group', () => {
        assert.equal(new Set(ALL_1013).size, ALL_1013.length);
        assert.ok(ALL_1013.length > 1000, `${ALL_1013.length} mnemonics`);
    });
    it('translates every mnemonic that REFUSED does not list', () => {
        const untranslated = ALL_1013.filter((name) => {
            if (REFUSED[name] !== undefined || CONTROL_FLOW_TRANSLATED[name] !== undefined)
                return false;
            const rule = RULES[name];
            return rule === undefined || probe(rule).kind === 'refuses';
        });
        assert.deepEqual(untranslated, []);
    });
    it('REFUSED names table mnemonics, each with a reason', () => {
        for (const [name, reason] of Object.entries(REFUSED)) {
            assert.ok(ALL_TABLES.has(name), `${name} is in no isa table`);
            assert.ok(reason.trim().length > 10, `${name}: reason "${reason}"`);
        }
    });
    it('has no stale REFUSED entry: a listed rule refuses every instruction, with the listed reason', () => {
        for (const [name, reason] of Object.entries(REFUSED)) {
            assert.equal(CONTROL_FLOW_TRANSLATED[name], undefined, name);
            const rule = RULES[name];
            if (rule)
                assert.deepEqual(probe(rule), { kind: 'refuses', reason }, name);
        }
    });
    it('translates the control flow translate.ts handles itself', () => {
        for (const name of Object.keys(CONTROL_FLOW_TRANSLATED)) {
            assert.ok(ALL_TABLES.has(name), `${name} is in no isa table`);
            assert.equal(RULES[name], undefined, `${name} has a rule`);
            translate(name);
        }
    });
    it('refuses the listed mnemonics that have no rule, with their reason', () => {
        const unruled = ALL_1013.filter((name) => REFUSED[name] !== undefined && RULES[name] === undefined);
        assert.ok(unruled.length > 10);
        for (const name of unruled) {
            assert.throws(() => translate(name), (e) => e instanceof RecompileError && e.reason === notTranslated(name) && e.instruction.startsWith(name), name);
        }
    });
    it('keeps the generated refusal section of docs/debt.md up to date', () => {
        assert.ok(sectionIsFresh(readFileSync(DEBT_PATH, 'utf8')), 'run `node --import tsx scripts/gen-refusal-docs.ts` and commit docs/debt.md');
    });
});
//# sourceMappingURL=coverage.test.js.map