/**
 * Reference executor coverage: every mnemonic of gfx1013's SALU, SMEM, VALU, DS, buffer and
 * FLAT/GLOBAL/SCRATCH tables has a semantic rule that does not always refuse, or is a key of REFUSED
 * (src/reference/semantics/refused.ts) with its reason and no rule; an instruction without a rule
 * raises an ExecError carrying that reason; the generated refusal section of docs/debt.md is up to date.
 *
 * "Always refuses" is observed: a rule is run with an execution context whose every field throws when
 * read, except the pc, the mnemonic and the text an ExecError needs. A rule that raises an ExecError
 * without reading anything else refuses every instruction; one that reads the wave, operands or memory
 * depends on them.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { DEBT_PATH, sectionIsFresh, tableMnemonics } from '../../scripts/gen-refusal-docs.js';
import { ExecError } from '../../src/reference/errors.js';
import { SEMANTICS } from '../../src/reference/semantics/index.js';
import { notImplemented, REFUSED } from '../../src/reference/semantics/refused.js';
import { assembleProgram, runWords } from './scalar-harness.js';
class Touched extends Error {
}
/** An object whose every property read throws Touched, except the `allowed` ones. */
function untouchable(what, allowed) {
    return new Proxy({}, {
        get(_target, key) {
            if (typeof key === 'string' && Object.hasOwn(allowed, key))
                return allowed[key];
            throw new Touched(`${what}.${String(key)}`);
        },
    });
}
/** Whether `rule` raises an ExecError without reading its input (module overview). */
function alwaysRefuses(name, rule) {
    const inst = untouchable('inst', { pc: 0, mnemonic: name });
    const ctx = untouchable('ctx', { inst, text: () => name });
    try {
        rule(ctx);
        return false;
    }
    catch (e) {
        if (e instanceof ExecError)
            return true;
        if (e instanceof Touched)
            return false;
        throw e;
    }
}
const ALL_1013 = [...tableMnemonics('gfx1013').values()].flat();
const ALL_TABLES = new Set([...ALL_1013, ...[...tableMnemonics('gfx1030').values()].flat()]);
describe('reference executor coverage of the isa tables', () => {
    it('executes every mnemonic that REFUSED does not list', () => {
        const missing = ALL_1013.filter((name) => {
            if (REFUSED[name] !== undefined)
                return false;
            const rule = SEMANTICS[name];
            return rule === undefined || alwaysRefuses(name, rule);
        });
        assert.deepEqual(missing, []);
    });
    it('REFUSED names table mnemonics without a rule, each with a reason', () => {
        for (const [name, reason] of Object.entries(REFUSED)) {
            assert.ok(ALL_TABLES.has(name), `${name} is in no isa table`);
            assert.equal(SEMANTICS[name], undefined, `${name} has a rule`);
            assert.equal(SEMANTICS[`${name}_e64`], undefined, `${name}_e64 has a rule`);
            assert.ok(reason.trim().length > 10, `${name}: reason "${reason}"`);
        }
    });
    it('raises an ExecError with the listed reason for an instruction without a rule', () => {
        const cases = [
            ['s_trap', 's_trap 2'],
            ['s_sendmsg', 's_sendmsg sendmsg(MSG_INTERRUPT)'],
            ['s_code_end', 's_code_end'],
            ['ds_append', 'ds_append v1'],
            ['ds_add_src2_u32', 'ds_add_src2_u32 v1'],
            ['v_illegal', 'v_illegal'],
        ];
        for (const [name, line] of cases) {
            const words = assembleProgram(`${line}\ns_endpgm`);
            assert.throws(() => runWords(words, { threads: 1, ldsBytes: 64 }), (e) => e instanceof ExecError &&
                e.reason === notImplemented(name) &&
                e.reason.endsWith(REFUSED[name] ?? '?'), name);
        }
    });
    it('keeps the generated refusal section of docs/debt.md up to date', () => {
        assert.ok(sectionIsFresh(readFileSync(DEBT_PATH, 'utf8')), 'run `node --import tsx scripts/gen-refusal-docs.ts` and commit docs/debt.md');
    });
});
//# sourceMappingURL=coverage.test.js.map