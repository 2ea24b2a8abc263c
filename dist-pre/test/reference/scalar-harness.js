/**
 * Test support for the scalar semantics: assembles LLVM-syntax programs with labels (a `name:` line
 * marks a label; a branch operand naming a label becomes its dword offset), runs them in the reference
 * executor, and captures each wave's scalar state when it reaches s_endpgm.
 */
import { assembleOne, encode } from '../../src/isa/index.js';
import { PS5_WAVE32 } from '../../src/isa/target.js';
import { runCompute } from '../../src/reference/executor.js';
import { floatModeOf } from '../../src/reference/float.js';
import { GuestMemory } from '../../src/reference/memory.js';
import { SEMANTICS } from '../../src/reference/semantics/index.js';
const BRANCHES = /^(s_branch|s_cbranch_\w+|s_call_b64\s+[^,]+,)\s+([A-Za-z_.][\w.]*)\s*$/;
/** Assembles `source` (one instruction or `label:` per line, `;` comments) into words. */
export function assembleProgram(source, target = PS5_WAVE32) {
    const lines = source
        .split('\n')
        .map((l) => l.replace(/;.*$/, '').trim())
        .filter((l) => l.length > 0);
    const labels = new Map();
    const items = [];
    let pc = 0;
    for (const line of lines) {
        if (line.endsWith(':')) {
            labels.set(line.slice(0, -1), pc);
            continue;
        }
        const probe = line.replace(BRANCHES, (_m, head) => `${head} 0`);
        items.push({ text: line, pc });
        pc += assembleOne(probe, target).size;
    }
    const words = [];
    for (const item of items) {
        const text = item.text.replace(BRANCHES, (_m, head, label) => {
            const at = labels.get(label);
            if (at === undefined)
                throw new Error(`unknown label ${label}`);
            return `${head} ${(at - item.pc - 4) / 4}`;
        });
        words.push(...encode(assembleOne(text, target), target));
    }
    return words;
}
/** A semantic table whose s_endpgm records the wave's scalar state into `out`. */
export function capturing(out, base = SEMANTICS) {
    const end = base.s_endpgm;
    if (!end)
        throw new Error('no s_endpgm rule');
    return {
        ...base,
        s_endpgm: (ctx) => {
            out.push({
                waveId: ctx.wave.waveId,
                sgpr: ctx.wave.sgpr.slice(),
                scc: ctx.wave.scc,
                executed: ctx.wave.executed,
                mode: floatModeOf(ctx.wave),
            });
            end(ctx);
        },
    };
}
/** Runs assembled `words` as a compute dispatch and captures each wave at s_endpgm. */
export function runWords(words, options = {}) {
    const target = options.target ?? PS5_WAVE32;
    const dispatch = {
        target,
        program: words,
        workgroupSize: [options.threads ?? (target.wave64 ? 64 : 32), 1, 1],
        workgroups: [options.groups ?? 1, 1, 1],
        userSgprs: options.userSgprs ?? [],
        memory: options.memory ?? new GuestMemory(),
        ldsBytes: options.ldsBytes ?? 0,
    };
    const waves = [];
    const stats = runCompute(dispatch, capturing(waves));
    return { waves, stats };
}
/** Assembles and runs `source`; returns the first wave's snapshot. */
export function runProgram(source, options = {}) {
    const result = runWords(assembleProgram(source, options.target), options);
    const first = result.waves[0];
    if (!first)
        throw new Error('no wave reached s_endpgm');
    return first;
}
/** A deterministic 32-bit generator (xorshift32) for test inputs. */
export function rng(seed) {
    let x = seed >>> 0 || 1;
    return () => {
        x ^= x << 13;
        x >>>= 0;
        x ^= x >>> 17;
        x ^= x << 5;
        x >>>= 0;
        return x;
    };
}
/** Edge values every 32-bit operand test includes. */
export const EDGES32 = [
    0, 1, 2, 0x7fffffff, 0x80000000, 0x80000001, 0xffffffff, 0xfffffffe, 31, 32, 33, 63, 64, 0x10000, 0xffff,
];
//# sourceMappingURL=scalar-harness.js.map