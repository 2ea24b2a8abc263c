/**
 * Format loads and stores: buffer_{load,store}_format_* (format and dst_sel from the V#) and
 * tbuffer_{load,store}_format_* (format from the instruction, identity dst_sel: X000, XY00, XYZ0 or
 * XYZW by the format's component count), with their d16 forms (two 16-bit values per VGPR, x in
 * the low half) and the d16_hi forms (one value in the high half).
 *
 * A format access is range-checked all or nothing. Out of range, every component reads 0 except those
 * whose dst_sel is SEL_1, which read 1 (1.0 for float-valued formats). Refused: dst_sel selecting a
 * component the format lacks or a reserved selector, stores that supply fewer components than the
 * format has, formats that are not buffer formats, MTBUF through an unbound V#, and the values
 * formats.ts cannot convert exactly.
 */
import { SEL_0, SEL_1, SEL_X } from '../buffer-resource.js';
import { bufferFormat, decodeComponent, decodeComponent16, encodeComponent, encodeComponent16, oneFor, packElement, unpackElement, } from '../formats.js';
import { bufferAccess, readUnit, unitInRange, writeUnit } from './buffer-address.js';
import { guard, Refusal, setLaneDwords } from './buffer-common.js';
/** The format and dst_sel of an access (undefined format: an unbound MUBUF resource). */
function formatOf(ctx, acc, op) {
    const code = op.typed ? ctx.inst.fields.format : acc.rsrc.format;
    if (op.typed && acc.rsrc.format === 0)
        throw new Refusal('tbuffer access through an unbound V# (FORMAT INVALID) is not specified');
    if (code === 0) {
        if (op.typed)
            throw new Refusal('tbuffer format INVALID');
        return { sel: [] };
    }
    const fmt = bufferFormat(code);
    if (!fmt)
        throw new Refusal(`format ${code} is not a buffer format`);
    const m = fmt.bits.length;
    const sel = op.typed ? [0, 1, 2, 3].map((k) => (k < m ? SEL_X + k : SEL_0)) : [...acc.rsrc.dstSel];
    return { fmt, sel };
}
function vdata(ctx) {
    return ctx.inst.fields.vdata;
}
/** Writes the loaded values (16-bit halves for d16) into vdata, keeping unused halves. */
function writeResults(ctx, lane, op, values) {
    const { wave } = ctx;
    const v = vdata(ctx);
    if (!op.d16) {
        setLaneDwords(ctx, v, lane, values);
        return;
    }
    if (op.hi) {
        wave.setVgpr(v, lane, ((wave.getVgpr(v, lane) & 0xffff) | (values[0] << 16)) >>> 0);
        return;
    }
    values.forEach((x, i) => {
        const reg = v + (i >>> 1);
        const old = wave.getVgpr(reg, lane);
        const next = i & 1 ? (old & 0xffff) | (x << 16) : (old & 0xffff0000) | x;
        wave.setVgpr(reg, lane, next >>> 0);
    });
}
function load(op) {
    return (ctx) => guard(ctx, () => {
        const acc = bufferAccess(ctx);
        for (let lane = 0; lane < ctx.wave.laneCount; lane++) {
            if (!ctx.wave.laneActive(lane))
                continue;
            const { fmt, sel } = formatOf(ctx, acc, op);
            if (!fmt) {
                writeResults(ctx, lane, op, new Array(op.count).fill(0));
                continue;
            }
            const index = acc.index(lane);
            const offset = acc.offset(lane);
            const live = unitInRange(acc, index, offset, fmt.bytes);
            const raws = live ? unpackElement(fmt, readUnit(acc, index, offset, fmt.bytes)) : undefined;
            const component = (i) => {
                if (!raws)
                    return 0;
                const w = fmt.bits[i];
                const raw = raws[i];
                return op.d16 ? decodeComponent16(raw, w, fmt.number) : decodeComponent(raw, w, fmt.number);
            };
            const out = [];
            for (let k = 0; k < op.count; k++) {
                const s = sel[k];
                if (s === SEL_0)
                    out.push(0);
                else if (s === SEL_1)
                    out.push(oneFor(fmt.number, op.d16));
                else if (s < SEL_X)
                    throw new Refusal(`dst_sel ${s} is reserved`);
                else if (s - SEL_X >= fmt.bits.length) {
                    throw new Refusal(`dst_sel ${'xyzw'[s - SEL_X]} selects a component ${fmt.name} lacks`);
                }
                else
                    out.push(component(s - SEL_X));
            }
            writeResults(ctx, lane, op, out);
        }
    });
}
/** The values a store supplies (16-bit halves for d16). */
function storeValues(ctx, lane, op) {
    const v = vdata(ctx);
    const out = [];
    for (let k = 0; k < op.count; k++) {
        if (!op.d16)
            out.push(ctx.wave.getVgpr(v + k, lane));
        else if (op.hi)
            out.push(ctx.wave.getVgpr(v, lane) >>> 16);
        else
            out.push((ctx.wave.getVgpr(v + (k >>> 1), lane) >>> (16 * (k & 1))) & 0xffff);
    }
    return out;
}
function store(op) {
    return (ctx) => guard(ctx, () => {
        const acc = bufferAccess(ctx);
        for (let lane = 0; lane < ctx.wave.laneCount; lane++) {
            if (!ctx.wave.laneActive(lane))
                continue;
            const { fmt } = formatOf(ctx, acc, op);
            if (!fmt)
                continue;
            const m = fmt.bits.length;
            if (op.count < m) {
                throw new Refusal(`store of ${op.count} components to ${fmt.name}: the missing components' values are not specified`);
            }
            const values = storeValues(ctx, lane, op);
            const raw = fmt.bits.map((w, i) => op.d16
                ? encodeComponent16(values[i], w, fmt.number)
                : encodeComponent(values[i], w, fmt.number));
            const index = acc.index(lane);
            const offset = acc.offset(lane);
            if (unitInRange(acc, index, offset, fmt.bytes))
                writeUnit(acc, index, offset, packElement(fmt, raw));
        }
    });
}
const SUFFIXES = ['x', 'xy', 'xyz', 'xyzw'];
function formatRules() {
    const out = {};
    SUFFIXES.forEach((suffix, i) => {
        const count = i + 1;
        for (const typed of [false, true]) {
            const prefix = typed ? 'tbuffer' : 'buffer';
            out[`${prefix}_load_format_${suffix}`] = load({ count, d16: false, hi: false, typed });
            out[`${prefix}_store_format_${suffix}`] = store({ count, d16: false, hi: false, typed });
            out[`${prefix}_load_format_d16_${suffix}`] = load({ count, d16: true, hi: false, typed });
            out[`${prefix}_store_format_d16_${suffix}`] = store({ count, d16: true, hi: false, typed });
        }
    });
    out.buffer_load_format_d16_hi_x = load({ count: 1, d16: true, hi: true, typed: false });
    out.buffer_store_format_d16_hi_x = store({ count: 1, d16: true, hi: true, typed: false });
    return out;
}
/** Rules of the format loads and stores. */
export const BUFFER_FORMAT_SEMANTICS = formatRules();
//# sourceMappingURL=buffer-format.js.map