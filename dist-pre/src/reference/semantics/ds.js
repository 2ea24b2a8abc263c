/**
 * DS (LDS) semantics of the RDNA 1 ISA: reads and writes of 8..128 bits (signed/unsigned narrow
 * reads, d16 halves), the two-address forms (offset scaled by 4 or 8, times 64 for st64), atomics
 * with and without return (32- and 64-bit), write-exchange, the ADD_TID forms, ds_nop, and the lane
 * instructions of ds-lanes.ts.
 *
 * Addresses are VGPR[addr] + {offset1, offset0} in 32-bit arithmetic, byte addresses into the
 * workgroup's LDS; out-of-range accesses read 0 and drop writes (buffer-common.ts). Active lanes run
 * in ascending order, so when several lanes hit one address the highest lane's store lands last and
 * atomics return values in lane order (the hardware order is not specified; docs/debt.md).
 *
 * Not registered (the executor refuses them as unimplemented; reasons in docs/debt.md): GDS-only
 * instructions (GWS, ordered count), ds_append/ds_consume (M0 base/size layout for LDS ambiguous),
 * ds_min/max_f32/f64 (the ISA's pseudo-code takes a second data operand LLVM never supplies),
 * ds_condxchg32_rtn_b64 (no pseudo-code), and the *_src2_* forms (removed in gfx10.3, no pseudo-code).
 */
import { M0 } from '../wave.js';
import { ATOMICS_32, ATOMICS_64, atomicAt, guard, LOAD_KINDS, laneDwords, ldsSpace, Refusal, STORE_KINDS, setLaneDwords, toBytes, toDwords, } from './buffer-common.js';
import { DS_LANE_SEMANTICS } from './ds-lanes.js';
/** Runs `body` for every active lane, with the LDS as a byte space, after the GDS check. */
function forLanes(ctx, body) {
    guard(ctx, () => {
        if (ctx.inst.fields.gds)
            throw new Refusal(`${ctx.inst.mnemonic} with gds: no GDS in compute here`);
        const lds = ldsSpace(ctx.lds);
        for (let lane = 0; lane < ctx.wave.laneCount; lane++)
            if (ctx.wave.laneActive(lane))
                body(lane, lds);
    });
}
function f(ctx, name) {
    return ctx.inst.fields[name];
}
/** VGPR[addr] + the 16-bit offset, wrapped to 32 bits. */
function address(ctx, lane) {
    return (ctx.wave.getVgpr(f(ctx, 'addr'), lane) + (f(ctx, 'offset0') | (f(ctx, 'offset1') << 8))) >>> 0;
}
function writeVdst(ctx, lane, values) {
    setLaneDwords(ctx, f(ctx, 'vdst'), lane, values);
}
function read(kind) {
    const k = LOAD_KINDS[kind];
    if (!k)
        throw new Error(`unknown load kind ${kind}`);
    return (ctx) => forLanes(ctx, (lane, lds) => {
        const raw = lds.read(address(ctx, lane), k.bytes);
        writeVdst(ctx, lane, k.convert(raw, ctx.wave.getVgpr(f(ctx, 'vdst'), lane)));
    });
}
function write(kind) {
    const k = STORE_KINDS[kind];
    if (!k)
        throw new Error(`unknown store kind ${kind}`);
    return (ctx) => forLanes(ctx, (lane, lds) => {
        lds.write(address(ctx, lane), k.convert(laneDwords(ctx, f(ctx, 'data0'), k.dwords, lane)));
    });
}
/** The two addresses of a read2/write2/wrxchg2: base + offsetN * scale. */
function twoAddresses(ctx, lane, scale) {
    const base = ctx.wave.getVgpr(f(ctx, 'addr'), lane);
    return [(base + f(ctx, 'offset0') * scale) >>> 0, (base + f(ctx, 'offset1') * scale) >>> 0];
}
function sameOffsets(ctx) {
    return f(ctx, 'offset0') === f(ctx, 'offset1');
}
function read2(dwords, stride64) {
    const scale = 4 * dwords * (stride64 ? 64 : 1);
    return (ctx) => forLanes(ctx, (lane, lds) => {
        if (sameOffsets(ctx))
            throw new Refusal('read2 with equal offsets performs one read; the second result is not specified');
        const [a0, a1] = twoAddresses(ctx, lane, scale);
        writeVdst(ctx, lane, [...toDwords(lds.read(a0, 4 * dwords)), ...toDwords(lds.read(a1, 4 * dwords))]);
    });
}
function write2(dwords, stride64) {
    const scale = 4 * dwords * (stride64 ? 64 : 1);
    return (ctx) => forLanes(ctx, (lane, lds) => {
        const [a0, a1] = twoAddresses(ctx, lane, scale);
        lds.write(a0, toBytes(laneDwords(ctx, f(ctx, 'data0'), dwords, lane), 4 * dwords));
        // Equal offsets make one write of DATA0 only (RDNA 1 ISA, section 10.4.3).
        if (!sameOffsets(ctx))
            lds.write(a1, toBytes(laneDwords(ctx, f(ctx, 'data1'), dwords, lane), 4 * dwords));
    });
}
function wrxchg2(dwords, stride64) {
    const scale = 4 * dwords * (stride64 ? 64 : 1);
    const op = (dwords === 1 ? ATOMICS_32 : ATOMICS_64).swap;
    return (ctx) => forLanes(ctx, (lane, lds) => {
        if (sameOffsets(ctx))
            throw new Refusal('wrxchg2 with equal offsets performs one exchange; the results are not specified');
        const [a0, a1] = twoAddresses(ctx, lane, scale);
        const r0 = atomicAt(lds, a0, op, laneDwords(ctx, f(ctx, 'data0'), dwords, lane));
        const r1 = atomicAt(lds, a1, op, laneDwords(ctx, f(ctx, 'data1'), dwords, lane));
        writeVdst(ctx, lane, [...r0, ...r1]);
    });
}
function atomic(op, returns) {
    const w = op.bits / 32;
    return (ctx) => forLanes(ctx, (lane, lds) => {
        const data = laneDwords(ctx, f(ctx, 'data0'), w, lane);
        if (op.operands === 2)
            data.push(...laneDwords(ctx, f(ctx, 'data1'), w, lane));
        const old = atomicAt(lds, address(ctx, lane), op, data);
        if (returns)
            writeVdst(ctx, lane, old);
    });
}
/** LDS address of the ADD_TID forms: {offset1,offset0} + M0[15:0] + lane * 4. */
function tidAddress(ctx, lane) {
    const m0 = ctx.wave.sgpr[M0];
    if (m0 > 0xffff)
        throw new Refusal(`M0 0x${m0.toString(16)} above 16 bits: the ISA adds M0 in one place and M0[15:0] in another`);
    return (f(ctx, 'offset0') | (f(ctx, 'offset1') << 8)) + m0 + lane * 4;
}
const readAddTid = (ctx) => forLanes(ctx, (lane, lds) => writeVdst(ctx, lane, toDwords(lds.read(tidAddress(ctx, lane), 4))));
const writeAddTid = (ctx) => forLanes(ctx, (lane, lds) => lds.write(tidAddress(ctx, lane), toBytes(laneDwords(ctx, f(ctx, 'data0'), 1, lane), 4)));
/** DS atomics as [atomic operation, mnemonic stem, type letter]: ds_<stem>[_rtn]_<letter><bits>. */
const ATOMIC_NAMES = [
    ['add', 'add', 'u'],
    ['sub', 'sub', 'u'],
    ['rsub', 'rsub', 'u'],
    ['inc', 'inc', 'u'],
    ['dec', 'dec', 'u'],
    ['smin', 'min', 'i'],
    ['smax', 'max', 'i'],
    ['umin', 'min', 'u'],
    ['umax', 'max', 'u'],
    ['and', 'and', 'b'],
    ['or', 'or', 'b'],
    ['xor', 'xor', 'b'],
    ['mskor', 'mskor', 'b'],
    ['cmpst', 'cmpst', 'b'],
    ['fcmpst', 'cmpst', 'f'],
];
function atomicRules() {
    const out = {};
    for (const [opName, stem, letter] of ATOMIC_NAMES) {
        for (const bits of [32, 64]) {
            const op = (bits === 32 ? ATOMICS_32 : ATOMICS_64)[opName];
            out[`ds_${stem}_${letter}${bits}`] = atomic(op, false);
            out[`ds_${stem}_rtn_${letter}${bits}`] = atomic(op, true);
        }
    }
    out.ds_add_f32 = atomic(ATOMICS_32.add_f32, false);
    out.ds_add_rtn_f32 = atomic(ATOMICS_32.add_f32, true);
    out.ds_wrxchg_rtn_b32 = atomic(ATOMICS_32.swap, true);
    out.ds_wrxchg_rtn_b64 = atomic(ATOMICS_64.swap, true);
    out.ds_wrap_rtn_b32 = atomic(ATOMICS_32.wrap, true);
    return out;
}
/** Every DS rule. */
export const DS_SEMANTICS = {
    ...atomicRules(),
    ...DS_LANE_SEMANTICS,
    ds_nop: () => { },
    ds_read_b32: read('d1'),
    ds_read_b64: read('d2'),
    ds_read_b96: read('d3'),
    ds_read_b128: read('d4'),
    ds_read_u8: read('u8'),
    ds_read_i8: read('i8'),
    ds_read_u16: read('u16'),
    ds_read_i16: read('i16'),
    ds_read_u8_d16: read('u8d16'),
    ds_read_u8_d16_hi: read('u8d16hi'),
    ds_read_i8_d16: read('i8d16'),
    ds_read_i8_d16_hi: read('i8d16hi'),
    ds_read_u16_d16: read('u16d16'),
    ds_read_u16_d16_hi: read('u16d16hi'),
    ds_write_b8: write('s8'),
    ds_write_b8_d16_hi: write('s8hi'),
    ds_write_b16: write('s16'),
    ds_write_b16_d16_hi: write('s16hi'),
    ds_write_b32: write('d1'),
    ds_write_b64: write('d2'),
    ds_write_b96: write('d3'),
    ds_write_b128: write('d4'),
    ds_read2_b32: read2(1, false),
    ds_read2st64_b32: read2(1, true),
    ds_read2_b64: read2(2, false),
    ds_read2st64_b64: read2(2, true),
    ds_write2_b32: write2(1, false),
    ds_write2st64_b32: write2(1, true),
    ds_write2_b64: write2(2, false),
    ds_write2st64_b64: write2(2, true),
    ds_wrxchg2_rtn_b32: wrxchg2(1, false),
    ds_wrxchg2st64_rtn_b32: wrxchg2(1, true),
    ds_wrxchg2_rtn_b64: wrxchg2(2, false),
    ds_wrxchg2st64_rtn_b64: wrxchg2(2, true),
    ds_read_addtid_b32: readAddTid,
    ds_write_addtid_b32: writeAddTid,
};
//# sourceMappingURL=ds.js.map