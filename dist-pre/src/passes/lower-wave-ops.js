import { bitWidth, F16, I1, I16, I32, I64, isFloat, ptr, scalarOf, typeDesc, } from '../ir/types.js';
import { RecompileError } from '../translate/errors.js';
import { insertBefore, replaceAllUses } from './ir-edit.js';
const WAVE_OPS = new Set(['ballot', 'broadcast', 'broadcast_first', 'shuffle']);
/** Whether `options` make the host unable to run wave operations directly. */
export function needsWaveEmulation(options) {
    return !options.subgroupOperations || options.subgroupSize < options.waveSize;
}
/** Rewrites the wave operations of `fn` into workgroup memory when the host needs it. */
export function lowerWaveOps(module, fn, options) {
    if (!needsWaveEmulation(options))
        return false;
    const ops = [];
    for (const block of fn.blocks)
        for (const i of block.insts)
            if (WAVE_OPS.has(fn.inst(i).op))
                ops.push(i);
    if (ops.length === 0)
        return false;
    const [x, y, z] = options.workgroupSize;
    if (x * y * z > options.waveSize) {
        const why = options.subgroupOperations
            ? `subgroup size ${options.subgroupSize} < wave size ${options.waveSize}`
            : 'no subgroup ballot/shuffle operations';
        throw new RecompileError(0, `<${fn.inst(ops[0]).op}>`, `wave-wide operation needs the host subgroup to hold the wave (${why}) and the workgroup has several waves (${x * y * z} invocations)`);
    }
    const wave = options.waveSize;
    const scratch = module.addGlobal({ name: 'wave_scratch', type: ptr('workgroup', I32), count: wave + 2 });
    for (const id of ops) {
        const inst = fn.inst(id);
        const result = inst.result;
        const value = insertBefore(fn, id, (b) => {
            const base = b.emit('global', ptr('workgroup', I32), [], { imms: [scratch] }).result;
            const lane = b.value('builtin.local_invocation_index', I32);
            const at = (index) => b.value('access', ptr('workgroup', I32), base, index);
            if (inst.op === 'ballot')
                return ballot(b, at, lane, inst.operands[0], wave);
            const source = inst.op === 'broadcast_first'
                ? b.const(I32, 0)
                : b.value('and', I32, inst.operands[1], b.const(I32, wave - 1));
            const words = toWords(b, inst.operands[0], inst.type).map((word) => {
                b.effect('barrier', []);
                b.effect('store', [at(lane), word]);
                b.effect('barrier', []);
                return b.value('load', I32, at(source));
            });
            return fromWords(b, words, inst.type);
        });
        replaceAllUses(fn, result, value);
        fn.remove(id);
    }
    return true;
}
/** The ballot sequence: clear two words, atomically OR each lane's bit in, read them back. */
function ballot(b, at, lane, pred, wave) {
    const words = wave === 64 ? [0, 1] : [0];
    const ptrs = words.map((w) => at(b.const(I32, wave + w)));
    b.effect('barrier', []);
    for (const p of ptrs)
        b.emit('atomic.and', I32, [p, b.const(I32, 0)]);
    b.effect('barrier', []);
    const bit = b.value('shl', I32, b.value('zext', I32, pred), b.value('and', I32, lane, b.const(I32, 31)));
    const half = b.value('lshr', I32, lane, b.const(I32, 5));
    words.forEach((w, k) => {
        const mine = b.value('icmp.eq', I1, half, b.const(I32, w));
        b.emit('atomic.or', I32, [ptrs[k], b.value('select', I32, mine, bit, b.const(I32, 0))]);
    });
    b.effect('barrier', []);
    const lo = b.value('zext', I64, b.value('load', I32, ptrs[0]));
    if (wave === 32)
        return lo;
    const hi = b.value('zext', I64, b.value('load', I32, ptrs[1]));
    return b.value('or', I64, lo, b.value('shl', I64, hi, b.const(I64, 32)));
}
/** The i32 words of a value (narrow scalars zero-extended, vectors per component). */
function toWords(b, v, t) {
    const d = typeDesc(t);
    if (d.kind === 'vec') {
        const out = [];
        for (let k = 0; k < d.count; k++) {
            out.push(...toWords(b, b.emit('extract', d.elem, [v], { imms: [k] }).result, d.elem));
        }
        return out;
    }
    const bits = bitWidth(t);
    if (t === F16)
        return [b.value('zext', I32, b.value('bitcast', I16, v))];
    if (isFloat(t))
        return toWords(b, b.value('bitcast', bits === 64 ? I64 : I32, v), bits === 64 ? I64 : I32);
    if (bits === 64) {
        const lo = b.value('trunc', I32, v);
        return [lo, b.value('trunc', I32, b.value('lshr', I64, v, b.const(I64, 32)))];
    }
    return [bits === 32 ? v : b.value('zext', I32, v)];
}
/** Rebuilds a value of type `t` from {@link toWords}' words. */
function fromWords(b, words, t) {
    const d = typeDesc(t);
    if (d.kind === 'vec') {
        const per = Math.max(1, bitWidth(d.elem) / 32);
        const parts = Array.from({ length: d.count }, (_, k) => fromWords(b, words.slice(k * per, (k + 1) * per), d.elem));
        return b.value('compose', t, ...parts);
    }
    const bits = bitWidth(t);
    const [lo, hi] = words;
    if (t === F16)
        return b.value('bitcast', F16, b.value('trunc', I16, lo));
    if (bits === 64) {
        const joined = b.value('or', I64, b.value('zext', I64, lo), b.value('shl', I64, b.value('zext', I64, hi), b.const(I64, 32)));
        return isFloat(t) ? b.value('bitcast', t, joined) : joined;
    }
    if (isFloat(t))
        return b.value('bitcast', t, lo);
    if (bits === 32)
        return lo;
    return b.value('trunc', scalarOf(t), lo);
}
/** A pass-manager entry for {@link lowerWaveOps} bound to a module and host. */
export function waveLoweringPass(module, options) {
    return { name: 'lower-wave-ops', run: (fn) => lowerWaveOps(module, fn, options) };
}
//# sourceMappingURL=lower-wave-ops.js.map