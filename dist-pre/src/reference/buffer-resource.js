/**
 * The gfx10 buffer resource (V#, four SGPRs) and the buffer address arithmetic of the RDNA 1 ISA
 * (section 8.1.5): field decode (SQ_BUF_RSRC_WORD0..3), linear and swizzled buffer offsets
 * (element size fixed at 4 bytes), and range checking per OOB_SELECT.
 *
 * Where the ISA and Mesa's gfx10 notes disagree on a range check (OOB_SELECT 0: `offset > stride` vs
 * `offset >= stride`; OOB_SELECT 3: `offset + payload > num_records - sgpr_offset` vs
 * `offset >= num_records`, and the swizzled form), the check answers 'ambiguous' for the inputs on
 * which the readings differ, so the caller can refuse instead of guessing.
 */
/** dst_sel values. */
export const SEL_0 = 0;
export const SEL_1 = 1;
export const SEL_X = 4;
/** Decodes the four V# dwords (SGPR order). */
export function decodeBufferResource(words) {
    const w0 = words[0] >>> 0;
    const w1 = words[1] >>> 0;
    const w2 = words[2] >>> 0;
    const w3 = words[3] >>> 0;
    return {
        base: (w1 & 0xffff) * 2 ** 32 + w0,
        stride: (w1 >>> 16) & 0x3fff,
        cacheSwizzle: ((w1 >>> 30) & 1) === 1,
        swizzleEnable: w1 >>> 31 === 1,
        numRecords: w2,
        dstSel: [w3 & 7, (w3 >>> 3) & 7, (w3 >>> 6) & 7, (w3 >>> 9) & 7],
        format: (w3 >>> 12) & 0x7f,
        indexStride: 8 << ((w3 >>> 21) & 3),
        addTid: ((w3 >>> 23) & 1) === 1,
        resourceLevel: (w3 >>> 24) & 1,
        oobSelect: (w3 >>> 28) & 3,
        type: w3 >>> 30,
    };
}
/** Encodes a V# (the inverse of decodeBufferResource, for tests and tools). */
export function encodeBufferResource(r) {
    const sel = r.dstSel ?? [4, 5, 6, 7];
    const stride = r.stride ?? 0;
    const w1 = Math.floor(r.base / 2 ** 32) |
        (stride << 16) |
        ((r.cacheSwizzle ? 1 : 0) << 30) |
        ((r.swizzleEnable ? 1 : 0) << 31);
    const w3 = sel[0] |
        (sel[1] << 3) |
        (sel[2] << 6) |
        (sel[3] << 9) |
        ((r.format ?? 22) << 12) |
        (Math.log2((r.indexStride ?? 8) / 8) << 21) |
        ((r.addTid ? 1 : 0) << 23) |
        ((r.resourceLevel ?? 1) << 24) |
        ((r.oobSelect ?? 3) << 28) |
        ((r.type ?? 0) << 30);
    return [(r.base % 2 ** 32) >>> 0, w1 >>> 0, (r.numRecords ?? 0) >>> 0, w3 >>> 0];
}
/** Element size of swizzled addressing (fixed on gfx10). */
const ELEMENT_SIZE = 4;
/** The byte offset of buffer byte `offset` of record `index` (sgpr_offset not included). */
export function bufferOffset(r, index, offset) {
    if (!r.swizzleEnable)
        return index * r.stride + offset;
    const indexMsb = Math.floor(index / r.indexStride);
    const indexLsb = index % r.indexStride;
    const offsetMsb = Math.floor(offset / ELEMENT_SIZE);
    const offsetLsb = offset % ELEMENT_SIZE;
    return ((indexMsb * r.stride + offsetMsb * ELEMENT_SIZE) * r.indexStride + indexLsb * ELEMENT_SIZE + offsetLsb);
}
function combine(a, b) {
    if (a === b)
        return a ? 'out' : 'in';
    return 'ambiguous';
}
/**
 * Whether `payload` bytes at (`index`, `offset`) are out of range, per OOB_SELECT. `offset` is the
 * instruction offset plus the VGPR offset; `soffset` the SGPR offset.
 */
export function rangeCheck(r, index, offset, soffset, payload) {
    const nr = r.numRecords;
    switch (r.oobSelect) {
        case 0: {
            if (index >= nr)
                return 'out';
            // ISA: offset > stride; Mesa's gfx10 note: offset >= stride.
            return combine(offset > r.stride, offset >= r.stride);
        }
        case 1:
            return index >= nr ? 'out' : 'in';
        case 2:
            return nr === 0 ? 'out' : 'in';
        default: {
            if (r.swizzleEnable && r.stride !== 0) {
                // ISA: index >= num_records || offset + payload > stride; Mesa: swizzled address >= num_records.
                const isa = index >= nr || offset + payload > r.stride;
                const mesa = bufferOffset(r, index, offset) >= nr;
                return combine(isa, mesa);
            }
            // ISA: offset + payload > num_records - sgpr_offset; Mesa: offset >= num_records.
            return combine(offset + payload > nr - soffset, offset >= nr);
        }
    }
}
//# sourceMappingURL=buffer-resource.js.map