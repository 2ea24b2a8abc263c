import { bufferAccess, rawUnits, readUnit, unitInRange, writeUnit, } from './buffer-address.js';
import { ATOMICS_32, ATOMICS_64, atomicAt, guard, LOAD_KINDS, laneDwords, Refusal, STORE_KINDS, setLaneDwords, } from './buffer-common.js';
import { BUFFER_FORMAT_SEMANTICS } from './buffer-format.js';
function forLanes(ctx, body) {
    guard(ctx, () => {
        const acc = bufferAccess(ctx);
        for (let lane = 0; lane < ctx.wave.laneCount; lane++)
            if (ctx.wave.laneActive(lane))
                body(lane, acc);
    });
}
function vdata(ctx) {
    return ctx.inst.fields.vdata;
}
function load(kind) {
    const k = LOAD_KINDS[kind];
    if (!k)
        throw new Error(`unknown load kind ${kind}`);
    return (ctx) => forLanes(ctx, (lane, acc) => {
        const index = acc.index(lane);
        const offset = acc.offset(lane);
        const bytes = [];
        let at = 0;
        for (const n of rawUnits(k.bytes)) {
            const live = acc.rsrc.format !== 0 && unitInRange(acc, index, offset + at, n);
            bytes.push(...(live ? readUnit(acc, index, offset + at, n) : new Array(n).fill(0)));
            at += n;
        }
        setLaneDwords(ctx, vdata(ctx), lane, k.convert(bytes, ctx.wave.getVgpr(vdata(ctx), lane)));
    });
}
function store(kind) {
    const k = STORE_KINDS[kind];
    if (!k)
        throw new Error(`unknown store kind ${kind}`);
    return (ctx) => forLanes(ctx, (lane, acc) => {
        if (acc.rsrc.format === 0)
            return;
        const index = acc.index(lane);
        const offset = acc.offset(lane);
        const bytes = k.convert(laneDwords(ctx, vdata(ctx), k.dwords, lane));
        let at = 0;
        for (const n of rawUnits(k.bytes)) {
            if (unitInRange(acc, index, offset + at, n))
                writeUnit(acc, index, offset + at, bytes.slice(at, at + n));
            at += n;
        }
    });
}
/** A byte space over one in-range buffer unit, so atomics can use atomicAt. */
function unitSpace(acc, index) {
    return {
        read: (offset, n) => readUnit(acc, index, offset, n),
        write: (offset, bytes) => writeUnit(acc, index, offset, bytes),
    };
}
function atomic(op) {
    const w = op.bits / 32;
    return (ctx) => forLanes(ctx, (lane, acc) => {
        if (acc.rsrc.format === 0)
            throw new Refusal('atomic on an unbound V# (FORMAT INVALID): the result is not specified');
        const index = acc.index(lane);
        const offset = acc.offset(lane);
        const data = laneDwords(ctx, vdata(ctx), w * op.operands, lane);
        if (!unitInRange(acc, index, offset, 4 * w)) {
            if (ctx.inst.fields.glc)
                throw new Refusal('out-of-range atomic with glc: the returned value is not specified');
            return;
        }
        const old = atomicAt(unitSpace(acc, index), offset, op, data);
        if (ctx.inst.fields.glc)
            setLaneDwords(ctx, vdata(ctx), lane, old);
    });
}
/** Buffer/flat atomic names (after `buffer_atomic_` / `flat_atomic_`) and their operations. */
export const MEMORY_ATOMIC_OPS = [
    'swap',
    'cmpswap',
    'add',
    'sub',
    'smin',
    'umin',
    'smax',
    'umax',
    'and',
    'or',
    'xor',
    'inc',
    'dec',
    'fcmpswap',
    'fmin',
    'fmax',
];
function atomicRules() {
    const out = {};
    for (const name of MEMORY_ATOMIC_OPS) {
        out[`buffer_atomic_${name}`] = atomic(ATOMICS_32[name]);
        out[`buffer_atomic_${name}_x2`] = atomic(ATOMICS_64[name]);
    }
    return out;
}
/** Raw access suffixes shared by buffer and flat mnemonics, with their load or store kinds. */
export const RAW_LOADS = {
    load_ubyte: 'u8',
    load_sbyte: 'i8',
    load_ushort: 'u16',
    load_sshort: 'i16',
    load_dword: 'd1',
    load_dwordx2: 'd2',
    load_dwordx3: 'd3',
    load_dwordx4: 'd4',
    load_ubyte_d16: 'u8d16',
    load_ubyte_d16_hi: 'u8d16hi',
    load_sbyte_d16: 'i8d16',
    load_sbyte_d16_hi: 'i8d16hi',
    load_short_d16: 'u16d16',
    load_short_d16_hi: 'u16d16hi',
};
/** Raw store suffixes and their store kinds. */
export const RAW_STORES = {
    store_byte: 's8',
    store_byte_d16_hi: 's8hi',
    store_short: 's16',
    store_short_d16_hi: 's16hi',
    store_dword: 'd1',
    store_dwordx2: 'd2',
    store_dwordx3: 'd3',
    store_dwordx4: 'd4',
};
function rawRules() {
    const out = {};
    for (const [suffix, kind] of Object.entries(RAW_LOADS))
        out[`buffer_${suffix}`] = load(kind);
    for (const [suffix, kind] of Object.entries(RAW_STORES))
        out[`buffer_${suffix}`] = store(kind);
    return out;
}
/** Every MUBUF/MTBUF rule. */
export const BUFFER_SEMANTICS = {
    ...rawRules(),
    ...atomicRules(),
    ...BUFFER_FORMAT_SEMANTICS,
    buffer_gl0_inv: () => { },
    buffer_gl1_inv: () => { },
};
//# sourceMappingURL=buffer.js.map