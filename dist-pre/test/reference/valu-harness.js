import { PS5_WAVE32, PS5_WAVE64 } from '../../src/isa/target.js';
import { runCompute } from '../../src/reference/executor.js';
import { GuestMemory } from '../../src/reference/memory.js';
import { SEMANTICS } from '../../src/reference/semantics/index.js';
import { llvmAssemble } from '../support/llvm-mc.js';
const CACHE = new Map();
/** The dwords of a program (one instruction per line), assembled by llvm-mc-19. */
export function assembleLlvm(source, target) {
    const key = `${target.wave64}|${source}`;
    const hit = CACHE.get(key);
    if (hit)
        return hit;
    const lines = source
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l.length > 0);
    const out = [];
    for (const [i, r] of llvmAssemble(lines, target).entries()) {
        if (!r.ok)
            throw new Error(`llvm-mc rejected '${lines[i]}': ${r.error}`);
        for (let b = 0; b < r.bytes.length; b += 4) {
            out.push((r.bytes[b] |
                (r.bytes[b + 1] << 8) |
                (r.bytes[b + 2] << 16) |
                (r.bytes[b + 3] << 24)) >>>
                0);
        }
    }
    CACHE.set(key, out);
    return out;
}
/** Runs `body` (VALU lines) as `s_nop 0; body; s_endpgm` and returns the final wave state. */
export function run(body, options = {}) {
    const target = options.wave64 ? PS5_WAVE64 : PS5_WAVE32;
    const program = [...assembleLlvm(`s_nop 0\n${body}\ns_endpgm`, target)];
    options.patch?.(program);
    let final;
    const local = {
        s_nop: (ctx) => options.init?.(ctx.wave),
        s_endpgm: (ctx) => {
            final = ctx.wave;
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
        memory: new GuestMemory(),
        ...(options.pgmRsrc1 === undefined ? {} : { pgmRsrc1: options.pgmRsrc1 }),
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
const F32 = new Float32Array(1);
const U32 = new Uint32Array(F32.buffer);
/** The f32 bits of a number (rounded to nearest even by the engine). */
export function bitsOf(x) {
    F32[0] = x;
    return U32[0];
}
/** The f32 value of bits. */
export function f32Value(bits) {
    U32[0] = bits;
    return F32[0];
}
//# sourceMappingURL=valu-harness.js.map