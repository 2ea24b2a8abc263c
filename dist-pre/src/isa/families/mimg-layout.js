import { scalarRegisterName } from '../operands.js';
import { MF, MIMG_DIMS } from '../tables/mimg.js';
/** Whether the target's address-size rule treats derivatives as separate from a16 (LLVM's hasG16). */
export function hasG16(_target) {
    // Probed: llvm-mc-19 sizes 16-bit-address derivatives the same way for gfx1013 and gfx1030.
    return true;
}
/** Number of address dwords the opcode needs for the instruction's dim and a16 (LLVM's rule). */
export function addressSize(shape, dim, a16, target) {
    const [, , , extra, flags] = shape.row;
    const d = MIMG_DIMS[dim & 7];
    const components = (flags & MF.NOCOORD ? 0 : d.coords) + (flags & MF.LOD ? 1 : 0);
    let words = extra + (a16 ? (components + 1) >> 1 : components);
    if (flags & MF.GRAD) {
        if ((a16 && !hasG16(target)) || flags & MF.G16)
            words += ((d.gradients >> 1) + 1) & ~1;
        else
            words += d.gradients;
    }
    return words;
}
/** Number of data dwords dmask, d16 and tfe ask for (LLVM's rule; gathers always return four). */
export function dataSize(shape, dmask, d16, tfe) {
    const [, , kind, , flags] = shape.row;
    let n = kind === 'gather' ? 4 : Math.max(popcount4(dmask), 1);
    if (d16 && flags & MF.D16)
        n = (n + 1) >> 1;
    return tfe ? n + 1 : n;
}
function popcount4(v) {
    return (v & 1) + ((v >> 1) & 1) + ((v >> 2) & 1) + ((v >> 3) & 1);
}
/** The address count the disassembler decodes first: the NSA variant's, or the default tuple's. */
export function decodedAddrCount(shape, nsa, a16) {
    if (shape.row[2] === 'bvh') {
        if (nsa !== 0)
            return shape.nsaDecode[nsa];
        return a16 ? shape.nsaDecode[2] : shape.nsaDecode[3];
    }
    return nsa !== 0 ? shape.nsaDecode[nsa] : shape.vaddrDefault;
}
/** The widths LLVM prints for a decoded (or assembled) MIMG instruction. */
export function mimgLayout(shape, f, target) {
    const nsa = f.nsa;
    const decodedAddr = decodedAddrCount(shape, nsa, f.a16);
    const fallback = { vdataDwords: shape.vdataDefault, addrCount: decodedAddr };
    if (shape.row[2] === 'bvh')
        return fallback;
    let addr = addressSize(shape, f.dim, f.a16 === 1, target);
    if (nsa !== 0 && addr > decodedAddr)
        return fallback;
    if (nsa === 0 && addr > 12)
        addr = 16;
    const dst = dataSize(shape, f.dmask, f.d16 === 1, f.tfe === 1);
    if (dst === shape.vdataDefault && addr === decodedAddr)
        return fallback;
    const width = shape.vdataWidth[dst] ?? 0;
    if (width === 0)
        return fallback;
    if (((nsa !== 0 ? shape.nsaSet : shape.vaddrSet) & (1 << addr)) === 0)
        return fallback;
    if (dst !== shape.vdataDefault && f.vdata + width > 256)
        return fallback;
    if (nsa === 0 && addr !== decodedAddr && f.vaddr + addr > 256)
        return fallback;
    return { vdataDwords: width, addrCount: addr };
}
/**
 * Why LLVM's disassembler rejects these MIMG fields, or undefined when it accepts them. `nsaWords`
 * is the number of NSA dwords present in the stream.
 */
export function mimgInvalidReason(shape, f) {
    const [, mnemonic, kind, , flags] = shape.row;
    const nsa = f.nsa;
    if (kind === 'bvh') {
        if (f.dmask !== 15 || f.unorm !== 1 || f.r128 !== 1 || f.dim !== 0) {
            return `${mnemonic} needs dmask 0xf, unorm, r128 and dim 1D`;
        }
        if (f.glc || f.slc || f.dlc || f.tfe || f.lwe || f.d16)
            return `${mnemonic} takes no glc/slc/dlc/tfe/lwe/d16`;
        if (nsa === 1 || (nsa === 2 && f.a16 !== 1) || (nsa === 3 && f.a16 !== 0)) {
            return `${mnemonic} has no NSA form with nsa ${nsa} and a16 ${f.a16}`;
        }
    }
    else {
        if (nsa !== 0 && shape.nsaDecode[nsa] === 0)
            return `${mnemonic} has no NSA form with ${nsa} NSA dwords`;
        if (f.d16 && !(flags & MF.D16))
            return `${mnemonic} does not take d16`;
    }
    const sampler = kind === 'sample' || kind === 'gather';
    if (!sampler && f.ssamp !== 0)
        return `${mnemonic} has no sampler, ssamp must be 0`;
    if (f.vdata + shape.vdataDefault > 256)
        return `vdata v${f.vdata} overflows the VGPRs`;
    if (nsa === 0 && f.vaddr + decodedAddrCount(shape, 0, f.a16) > 256) {
        return `vaddr v${f.vaddr} overflows the VGPRs`;
    }
    if (scalarRegisterName(f.srsrc * 4, kind === 'bvh' ? 4 : 8) === undefined) {
        return `srsrc code ${f.srsrc * 4} is not a resource register tuple`;
    }
    if (sampler && scalarRegisterName(f.ssamp * 4, 4) === undefined) {
        return `ssamp code ${f.ssamp * 4} is not a sampler register tuple`;
    }
    return undefined;
}
/** The NSA address registers of an instruction: vaddr, then the bytes of the NSA dwords. */
export function nsaAddress(inst, i) {
    const f = inst.fields;
    if (i === 0)
        return f.vaddr;
    const k = i - 1;
    const word = (k >> 2 === 0 ? f.nsa0 : k >> 2 === 1 ? f.nsa1 : f.nsa2);
    return (word >>> ((k & 3) * 8)) & 0xff;
}
//# sourceMappingURL=mimg-layout.js.map