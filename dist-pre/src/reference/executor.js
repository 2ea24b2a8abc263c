/**
 * The reference executor: runs a compute dispatch of a guest program on the CPU, wave by wave, with
 * the exact semantics of every instruction it implements (semantics/), and refuses the rest with an
 * ExecError naming the pc and instruction. Waves of a workgroup share LDS and meet at s_barrier: the
 * scheduler runs each wave until it ends or reaches a barrier, and releases the barrier once every
 * live wave of the workgroup waits there.
 */
import { decode } from '../isa/decode.js';
import { operands as operandsOf } from '../isa/encode.js';
import { print } from '../isa/print.js';
import { tgSizeValue } from '../isa/tables/launch-sgprs.js';
import { DEFAULT_APERTURES } from './access.js';
import { ExecError } from './errors.js';
import { DEFAULT_FLOAT_MODE, floatModeOfRsrc1, setFloatMode } from './float.js';
import { SEMANTICS } from './semantics/index.js';
import { notImplemented } from './semantics/refused.js';
import { EXEC_HI, EXEC_LO, WaveState } from './wave.js';
/** Decoded instructions by pc, shared by the waves of a dispatch. */
class InstructionCache {
    words;
    target;
    byPc = new Map();
    constructor(words, target) {
        this.words = words;
        this.target = target;
    }
    at(pc) {
        let entry = this.byPc.get(pc);
        if (!entry) {
            const inst = decode(this.words, pc, this.target);
            entry = { inst, operands: operandsOf(inst, this.target) };
            this.byPc.set(pc, entry);
        }
        return entry;
    }
}
/** Runs a dispatch to completion. Guest memory is modified in place. */
export function runCompute(dispatch, semantics = SEMANTICS) {
    const [gx, gy, gz] = dispatch.workgroups;
    const cache = new InstructionCache(dispatch.program, dispatch.target);
    let waves = 0;
    let instructions = 0;
    for (let z = 0; z < gz; z++) {
        for (let y = 0; y < gy; y++) {
            for (let x = 0; x < gx; x++) {
                const stats = runWorkgroup(dispatch, [x, y, z], cache, semantics);
                waves += stats.waves;
                instructions += stats.instructions;
            }
        }
    }
    return { waves, instructions };
}
function initialWaves(dispatch, group) {
    const [sx, sy, sz] = dispatch.workgroupSize;
    const threads = sx * sy * sz;
    const lanes = dispatch.target.wave64 ? 64 : 32;
    const waves = [];
    const components = dispatch.localIdComponents ?? 3;
    const mode = initialFloatMode(dispatch);
    for (let w = 0; w * lanes < threads; w++) {
        const wave = new WaveState(dispatch.target, w);
        setFloatMode(wave, mode);
        wave.pc = dispatch.entry ?? 0;
        dispatch.userSgprs.forEach((v, i) => {
            wave.sgpr[i] = v >>> 0;
        });
        let next = dispatch.userSgprs.length;
        const ids = dispatch.workgroupIdSgprs ?? [false, false, false];
        for (let axis = 0; axis < 3; axis++)
            if (ids[axis])
                wave.sgpr[next++] = group[axis];
        if (dispatch.tgSizeSgpr)
            wave.sgpr[next++] = tgSizeValue(w, Math.ceil(threads / lanes));
        let exec = 0n;
        for (let lane = 0; lane < lanes; lane++) {
            const t = w * lanes + lane;
            if (t >= threads)
                continue;
            exec |= 1n << BigInt(lane);
            const local = [t % sx, Math.floor(t / sx) % sy, Math.floor(t / (sx * sy))];
            for (let c = 0; c < components; c++)
                wave.setVgpr(c, lane, local[c]);
        }
        wave.sgpr[EXEC_LO] = Number(exec & 0xffffffffn);
        wave.sgpr[EXEC_HI] = dispatch.target.wave64 ? Number(exec >> 32n) : 0;
        waves.push(wave);
    }
    return waves;
}
/** The MODE every wave of the dispatch starts with (refused when RSRC1 asks for what is not modelled). */
function initialFloatMode(dispatch) {
    if (dispatch.pgmRsrc1 === undefined)
        return DEFAULT_FLOAT_MODE;
    const mode = floatModeOfRsrc1(dispatch.pgmRsrc1);
    if (typeof mode === 'string')
        throw new ExecError(dispatch.entry ?? 0, 'COMPUTE_PGM_RSRC1', mode);
    return mode;
}
function runWorkgroup(dispatch, group, cache, semantics) {
    const waves = initialWaves(dispatch, group);
    const lds = new Uint8Array(dispatch.ldsBytes ?? 0);
    const limit = dispatch.maxInstructionsPerWave ?? 50_000_000;
    let instructions = 0;
    for (;;) {
        let progressed = false;
        for (const wave of waves) {
            if (wave.done || wave.atBarrier)
                continue;
            progressed = true;
            instructions += runWave(wave, dispatch, lds, cache, semantics, limit);
        }
        const live = waves.filter((w) => !w.done);
        if (live.length === 0)
            break;
        if (live.every((w) => w.atBarrier)) {
            for (const w of live)
                w.atBarrier = false;
            continue;
        }
        if (!progressed)
            throw new ExecError(live[0]?.pc ?? 0, 's_barrier', 'waves deadlocked at a barrier');
    }
    return { waves: waves.length, instructions };
}
/** Runs one wave until it ends or waits at a barrier; returns the instructions executed. */
function runWave(wave, dispatch, lds, cache, semantics, limit) {
    let count = 0;
    while (!wave.done && !wave.atBarrier) {
        const { inst, operands } = cache.at(wave.pc);
        const rule = semantics[inst.mnemonic];
        const text = () => print(inst, dispatch.target);
        if (!rule)
            throw new ExecError(inst.pc, text(), notImplemented(inst.mnemonic));
        const ctx = {
            wave,
            inst,
            operands,
            target: dispatch.target,
            memory: dispatch.memory,
            lds,
            apertures: dispatch.apertures ?? DEFAULT_APERTURES,
            nextPc: inst.pc + inst.size,
            text,
        };
        rule(ctx);
        dispatch.onStep?.(wave, inst);
        wave.pc = ctx.nextPc;
        wave.executed++;
        count++;
        if (wave.executed > limit)
            throw new ExecError(inst.pc, text(), `wave ran more than ${limit} instructions`);
    }
    return count;
}
//# sourceMappingURL=executor.js.map