/**
 * Test harness for the vector memory semantics (DS, buffer, flat tests): assembles a program with
 * Oberon's assembler (memory instructions are covered by it), runs it through runCompute with the
 * registered rules plus two test-only scalar rules, and returns the final state:
 * - `s_nop 0` at the start calls the test's `init` hook (registers, LDS contents),
 * - `s_endpgm` records the wave and the LDS and ends the wave.
 * Expectations in the tests are computed independently in plain TypeScript.
 */
import { assembleWords } from '../../src/isa/index.js';
import { PS5_WAVE32, PS5_WAVE64 } from '../../src/isa/target.js';
import { runCompute } from '../../src/reference/executor.js';
import { GuestMemory } from '../../src/reference/memory.js';
import { SEMANTICS } from '../../src/reference/semantics/index.js';
/** Runs `s_nop 0; body; s_endpgm` as one workgroup. */
export function runMem(body, options = {}) {
    const target = options.wave64 ? PS5_WAVE64 : PS5_WAVE32;
    const program = assembleWords(`s_nop 0\n${body}\ns_endpgm`, target);
    const memory = options.memory ?? new GuestMemory();
    let final;
    const local = {
        s_nop: (ctx) => options.init?.(ctx.wave, ctx.lds),
        s_endpgm: (ctx) => {
            final = { wave: ctx.wave, lds: ctx.lds, memory };
            ctx.wave.done = true;
        },
    };
    const lanes = target.wave64 ? 64 : 32;
    runCompute({
        target,
        program,
        workgroupSize: [options.threads ?? lanes, 1, 1],
        workgroups: [1, 1, 1],
        userSgprs: [],
        ldsBytes: options.ldsBytes ?? 0,
        memory,
    }, { ...SEMANTICS, ...local });
    if (!final)
        throw new Error('the program did not reach s_endpgm');
    return final;
}
/** Fills VGPR `reg` with `f(lane)` in every lane. */
export function fill(wave, reg, f) {
    for (let lane = 0; lane < wave.laneCount; lane++)
        wave.setVgpr(reg, lane, f(lane) >>> 0);
}
/** VGPR `reg` of every lane. */
export function lanes(wave, reg) {
    const out = [];
    for (let lane = 0; lane < wave.laneCount; lane++)
        out.push(wave.getVgpr(reg, lane));
    return out;
}
/** A deterministic pseudo-random 32-bit sequence (xorshift32). */
export function rng(seed) {
    let s = seed >>> 0 || 1;
    return () => {
        s ^= s << 13;
        s >>>= 0;
        s ^= s >>> 17;
        s ^= s << 5;
        s >>>= 0;
        return s;
    };
}
/** Bytes from a generator. */
export function randomBytes(n, next) {
    const out = new Uint8Array(n);
    for (let i = 0; i < n; i++)
        out[i] = next() & 0xff;
    return out;
}
/** Little-endian dword of `bytes` at `at`. */
export function dwordAt(bytes, at) {
    return ((bytes[at] |
        (bytes[at + 1] << 8) |
        (bytes[at + 2] << 16) |
        (bytes[at + 3] << 24)) >>>
        0);
}
/** Writes a little-endian dword. */
export function putDword(bytes, at, v) {
    for (let i = 0; i < 4; i++)
        bytes[at + i] = (v >>> (8 * i)) & 0xff;
}
/** Sets SGPRs s[first..] to `words`. */
export function setSgprs(wave, first, words) {
    words.forEach((w, i) => {
        wave.sgpr[first + i] = w >>> 0;
    });
}
//# sourceMappingURL=buffer-harness.js.map