import { LITERAL_CODE, VGPR_BASE } from '../operands.js';
import { scalarSourceText } from './vsrc.js';
/** Scalar-space codes (0..254) LLVM accepts as a source of one and of two dwords. */
const SCALAR1 = Array.from({ length: 256 }, (_, c) => c < 255 && scalarSourceText(c, 1, 32) !== undefined);
const SCALAR2 = Array.from({ length: 256 }, (_, c) => c < 255 && scalarSourceText(c, 2, 64) !== undefined);
/** Whether 9-bit source `code` is valid as a `dwords`-wide source (`literal` present when needed). */
function sourceOk(code, dwords, literal) {
    if (code >= VGPR_BASE)
        return code - VGPR_BASE + dwords <= 256;
    if (code === LITERAL_CODE)
        return literal !== undefined;
    return dwords === 2 ? SCALAR2[code] : SCALAR1[code];
}
/** SDWA source: a VGPR, or (scalar bit set) a scalar code other than the literal. */
function sdwaSourceOk(code, scalar) {
    return !scalar || SCALAR1[code];
}
/** SDWA source modifier byte (sext [3], neg [4], abs [5]) fits the source's modifier kind. */
function sdwaModsOk(bits, float) {
    return float ? (bits & 8) === 0 : (bits & 0x30) === 0;
}
/**
 * Why llvm-mc rejects an instruction of this family, or undefined when it accepts it. `fields` are the
 * decoder's (`vdst`, `src0`, `vsrc1`, `ext`); `literal` is the trailing dword when one was read.
 */
export function checkVop(encoding, form, op, fields, literal, wave64) {
    const { vdst, src0, vsrc1, ext } = fields;
    const s0 = op.srcs[0];
    const s1 = op.srcs[1];
    const dst = op.dst;
    if (!s0 && !dst) {
        if (op.name === 'v_illegal')
            return vdst === 0 && vsrc1 === 0 && src0 === 0 ? undefined : 'v_illegal with operand bits';
        return vdst === 0 ? undefined : 'no-operand op with a vdst';
    }
    if (dst) {
        if (dst.file === 'sgpr') {
            if (vdst === LITERAL_CODE ? literal === undefined : !SCALAR1[vdst])
                return 'bad scalar destination';
        }
        else if (vdst + dst.dwords > 256)
            return 'VGPR destination out of range';
    }
    if (form === 'e32') {
        if (s0 && !sourceOk(src0, s0.dwords, literal))
            return 'bad src0';
        if (s1 && vsrc1 + s1.dwords > 256)
            return 'VGPR src1 out of range';
        return undefined;
    }
    if (form === 'dpp16') {
        if (encoding === 'VOP1' && (ext & 0x00c00000) !== 0)
            return 'VOP1 DPP with src1 modifiers';
        const anyFloat = op.srcFloatMods[0] || op.srcFloatMods[1];
        if (!anyFloat && op.name !== 'v_dot4c_i32_i8' && (ext & 0x00f00000) !== 0)
            return 'DPP modifiers on an integer op';
        return undefined;
    }
    if (form !== 'sdwa')
        return undefined;
    if (encoding === 'VOP1' && (ext & 0xbf000000) !== 0)
        return 'VOP1 SDWA with src1 fields';
    if (encoding !== 'VOPC') {
        if (((ext >>> 8) & 7) === 7)
            return 'SDWA dst_sel 7';
        if ((ext & 0xc000) !== 0 && !op.dstFloat)
            return 'SDWA omod on a non-float result';
    }
    else if ((ext & 0x8000) !== 0) {
        if (!op.writesVcc)
            return 'v_cmpx SDWA with an SGPR destination';
        if (!(wave64 ? SCALAR2 : SCALAR1)[(ext >>> 8) & 0x7f])
            return 'bad SDWA destination';
    }
    if (!sdwaSourceOk(ext & 0xff, ((ext >>> 23) & 1) !== 0))
        return 'bad SDWA src0';
    if (!sdwaModsOk((ext >>> 16) & 0x3f, op.srcFloatMods[0]))
        return 'SDWA src0 modifiers do not fit';
    if (s1) {
        if (!sdwaSourceOk(vsrc1, ((ext >>> 31) & 1) !== 0))
            return 'bad SDWA src1';
        if (!sdwaModsOk((ext >>> 24) & 0x3f, op.srcFloatMods[1]))
            return 'SDWA src1 modifiers do not fit';
    }
    return undefined;
}
//# sourceMappingURL=vop-check.js.map