/**
 * Per-lane addressing of MUBUF/MTBUF instructions: the V# from four SGPRs, the SGPR offset, the
 * index (VGPR when idxen, plus the lane id when the V# sets ADD_TID_ENABLE) and offset (VGPR when
 * offen, plus the instruction offset), and byte access with range checking per OOB_SELECT.
 *
 * An access is split into range-checked units (a whole format element, an atomic, or each dword of
 * a raw access); out-of-range units read 0 and drop writes; units whose range check the ISA and Mesa
 * read differently are refused. Accesses of 2+ bytes must be aligned to min(size, 4): the ISA says
 * dword accesses ignore the two address LSBs, while the unaligned mode drivers set would not.
 */
import { readScalar32 } from '../access.js';
import { bufferOffset, decodeBufferResource, rangeCheck } from '../buffer-resource.js';
import { guestSpace, Refusal } from './buffer-common.js';
/** Decodes the V#, SGPR offset and address mode of a buffer instruction; refuses what is not modelled. */
export function bufferAccess(ctx) {
    const fl = ctx.inst.fields;
    const base = fl.srsrc * 4;
    const rsrc = decodeBufferResource(ctx.wave.sgpr.subarray(base, base + 4));
    if (rsrc.type !== 0)
        throw new Refusal(`V# type ${rsrc.type} is not a buffer`);
    if (fl.tfe)
        throw new Refusal('tfe: the status dword of a buffer fetch is not specified');
    if (fl.lds)
        throw new Refusal('loads into LDS (lds bit) are not modelled');
    const so = ctx.operands.find((o) => o.field === 'soffset');
    const soffset = so ? readScalar32(ctx.wave, so, ctx.apertures) : 0;
    const idxen = fl.idxen;
    const offen = fl.offen;
    const vaddr = fl.vaddr;
    const instOffset = fl.offset;
    return {
        rsrc,
        soffset,
        space: guestSpace(ctx),
        index: (lane) => (idxen ? ctx.wave.getVgpr(vaddr, lane) : 0) + (rsrc.addTid ? lane : 0),
        offset: (lane) => (offen ? ctx.wave.getVgpr(vaddr + idxen, lane) : 0) + instOffset,
    };
}
/** Guest address of byte `offset` of record `index`. */
function byteAddress(acc, index, offset) {
    return acc.rsrc.base + acc.soffset + bufferOffset(acc.rsrc, index, offset);
}
function checkAlignment(addr, n) {
    if (n >= 2 && addr % Math.min(n, 4) !== 0) {
        throw new Refusal(`buffer access of ${n} bytes at 0x${addr.toString(16)} is misaligned (alignment mode not modelled)`);
    }
}
/** Whether one unit is in range (refusing ambiguous checks). */
export function unitInRange(acc, index, offset, n) {
    const v = rangeCheck(acc.rsrc, index, offset, acc.soffset, n);
    if (v === 'ambiguous') {
        throw new Refusal(`range check of ${n} bytes at index ${index} offset ${offset} (OOB_SELECT ${acc.rsrc.oobSelect}) differs between the ISA and Mesa`);
    }
    return v === 'in';
}
/** Reads one unit of `n` bytes (in range assumed). */
export function readUnit(acc, index, offset, n) {
    const first = byteAddress(acc, index, offset);
    checkAlignment(first, n);
    if (!acc.rsrc.swizzleEnable)
        return acc.space.read(first, n);
    const out = [];
    for (let i = 0; i < n; i++)
        out.push(...acc.space.read(byteAddress(acc, index, offset + i), 1));
    return out;
}
/** Writes one unit (in range assumed). */
export function writeUnit(acc, index, offset, bytes) {
    const first = byteAddress(acc, index, offset);
    checkAlignment(first, bytes.length);
    if (!acc.rsrc.swizzleEnable) {
        acc.space.write(first, bytes);
        return;
    }
    for (let i = 0; i < bytes.length; i++)
        acc.space.write(byteAddress(acc, index, offset + i), [bytes[i]]);
}
/** Splits a raw access of `n` bytes into range-checked units: dwords, or the whole access if smaller. */
export function rawUnits(n) {
    return n <= 4 ? [n] : new Array(n / 4).fill(4);
}
//# sourceMappingURL=buffer-address.js.map