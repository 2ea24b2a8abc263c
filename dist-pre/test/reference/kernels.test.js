/**
 * The executor's own oracle: LLVM IR kernels (test/reference/kernels/*.ll) compiled by llc-19 for
 * gfx1013 as amdgpu_cs in wave32 and wave64, run by runCompute on buffers mapped into GuestMemory, and
 * compared with an independent TypeScript model of each kernel. Each kernel's disassembly must contain
 * the instructions it is about, so a change in LLVM cannot silently empty the oracle.
 *
 * Kernels that fail because the executor lacks (or gets wrong) an instruction are listed in PENDING
 * with the reason and run as `todo`: they still run and report, but do not fail the suite.
 */
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { PS5_WAVE32, PS5_WAVE64 } from '../../src/isa/target.js';
import { runCompute } from '../../src/reference/executor.js';
import { GuestMemory } from '../../src/reference/memory.js';
import { compileForGfx1013, wavesOf } from '../support/llvm-compile.js';
import { Rng, seedOf, u32s } from './kernels/case.js';
import { KERNEL_CASES } from './kernels/index.js';
const DIR = fileURLToPath(new URL('./kernels/', import.meta.url));
/**
 * Kernel runs known to fail because of the executor, as `name@wave` (or `name` for both) -> reason
 * naming the instruction. Keep in sync with /tmp/executor-bugs.md and docs/debt.md.
 */
const PENDING = {};
const compiled = new Map();
function compile(name, wave) {
    const key = `${name}@${wave}`;
    let obj = compiled.get(key);
    if (!obj) {
        obj = compileForGfx1013(`${DIR}${name}.ll`, wave === 64);
        compiled.set(key, obj);
    }
    return obj;
}
/** Guest addresses of the buffers: above 4 GiB (so the high address dword matters), outside the LDS and
 * scratch apertures of DEFAULT_APERTURES. */
function baseOf(index) {
    return 0x5_1234_0000 + index * 0x10_0000;
}
function copyRun(run) {
    const buffers = {};
    for (const [name, bytes] of Object.entries(run.buffers))
        buffers[name] = bytes.slice();
    return { ...run, buffers };
}
function firstDifferences(actual, expected) {
    if (actual.length !== expected.length)
        return `length ${actual.length}, expected ${expected.length}`;
    const a = u32s(actual);
    const e = u32s(expected);
    const bad = [];
    for (let i = 0; i < e.length && bad.length < 8; i++) {
        if (a[i] !== e[i])
            bad.push(`word ${i}: expected 0x${e[i].toString(16)}, got 0x${a[i].toString(16)}`);
    }
    for (let i = e.length * 4; i < expected.length && bad.length < 8; i++) {
        if (actual[i] !== expected[i])
            bad.push(`byte ${i}: expected ${expected[i]}, got ${actual[i]}`);
    }
    return bad.join('; ');
}
/** Compiles, checks the disassembly, runs and compares one kernel in one wave size. */
function runKernel(kc, wave) {
    const obj = compile(kc.name, wave);
    const text = obj.lines.map((l) => l.text);
    for (const pattern of kc.disasm ?? []) {
        assert.ok(text.some((t) => pattern.test(t)), `${kc.name} wave${wave}: compiled code lacks ${pattern} (the kernel no longer exercises it)`);
    }
    const entry = obj.functions.get('main');
    assert.notEqual(entry, undefined, `${kc.name}: no main function`);
    const run = kc.setup(new Rng(seedOf(kc.name) ^ wave), wave);
    const initial = copyRun(run);
    const memory = new GuestMemory();
    const names = Object.keys(run.buffers);
    names.forEach((name, i) => {
        memory.map(baseOf(i), run.buffers[name]);
    });
    const userSgprs = [];
    for (const arg of run.args) {
        if ('value' in arg) {
            userSgprs.push(arg.value >>> 0);
            continue;
        }
        const base = baseOf(names.indexOf(arg.buffer));
        assert.ok(names.includes(arg.buffer), `${kc.name}: argument names unknown buffer ${arg.buffer}`);
        userSgprs.push(base % 2 ** 32, Math.floor(base / 2 ** 32));
    }
    runCompute({
        target: wave === 64 ? PS5_WAVE64 : PS5_WAVE32,
        program: obj.words,
        entry,
        workgroupSize: run.workgroupSize,
        workgroups: run.workgroups,
        userSgprs,
        workgroupIdSgprs: run.workgroupIds,
        localIdComponents: run.localIdComponents,
        ldsBytes: run.ldsBytes ?? 0,
        memory,
    });
    const expected = kc.expect(initial, wave);
    const failures = [];
    for (const [name, want] of Object.entries(expected)) {
        const actual = run.buffers[name];
        assert.ok(actual, `${kc.name}: expectation names unknown buffer ${name}`);
        const problem = typeof want === 'function' ? want(actual, run.buffers) : sameBytes(actual, want);
        if (problem)
            failures.push(`${name}: ${problem}`);
    }
    assert.deepEqual(failures, [], `${kc.name} wave${wave} differs from its model`);
}
function sameBytes(actual, expected) {
    if (actual.length === expected.length && actual.every((b, i) => b === expected[i]))
        return undefined;
    return firstDifferences(actual, expected);
}
function wavesFor(kc) {
    const declared = wavesOf(`${DIR}${kc.name}.ll`).map((w64) => (w64 ? 64 : 32));
    return (kc.waves ?? declared).filter((w) => declared.includes(w));
}
describe('executor oracle kernels (LLVM IR, independent TypeScript models)', () => {
    it('has one model per kernel file, at least 40 kernels, every category', () => {
        const files = readdirSync(DIR)
            .filter((f) => f.endsWith('.ll'))
            .map((f) => f.slice(0, -3))
            .sort();
        const names = KERNEL_CASES.map((k) => k.name).sort();
        assert.deepEqual(names, files);
        assert.equal(new Set(names).size, names.length, 'duplicate kernel names');
        assert.ok(names.length >= 40, `only ${names.length} kernels`);
        const categories = new Set(KERNEL_CASES.map((k) => k.category));
        for (const c of ['integer', 'float', 'half', 'double', 'convert', 'control', 'lds', 'atomic', 'lane']) {
            assert.ok(categories.has(c), `no ${c} kernel`);
        }
        for (const key of Object.keys(PENDING)) {
            assert.ok(names.includes(key.split('@')[0]), `PENDING names unknown kernel ${key}`);
        }
    });
    for (const kc of KERNEL_CASES) {
        for (const wave of wavesFor(kc)) {
            const todo = PENDING[`${kc.name}@${wave}`] ?? PENDING[kc.name];
            it(`${kc.name} wave${wave}: ${kc.about}`, todo ? { todo } : {}, () => runKernel(kc, wave));
        }
    }
});
//# sourceMappingURL=kernels.test.js.map