import { vop3Table } from '../tables/vop3.js';
const is16 = (type) => type.endsWith('16');
/**
 * The op_sel bits (0..2 sources, 3 destination) a VOP3 op honours: all four where LLVM prints op_sel,
 * and on a native VOP3 op (not a promoted VOP1/VOP2/VOPC) the bits of its 16-bit operands. The ISA
 * gives op_sel to 16-bit VOP3 data; llvm-mc decodes those bits without printing them on the VOP3-only
 * 16-bit integer ops (v_lshlrev_b16, v_mul_lo_u16, v_max_u16, ...), and ACO sets them there.
 */
function honouredOpsel(spec) {
    if (spec.opsel !== 0)
        return 0b1111;
    if (spec.valu !== undefined || spec.sdst)
        return 0;
    let bits = 0;
    for (const o of spec.operands) {
        if (!is16(o.type))
            continue;
        if (o.field === 'vdst')
            bits |= 1 << 3;
        else if (o.kind === 'src')
            bits |= 1 << Number(o.field.slice(3));
    }
    return bits;
}
/** The modifiers of a VOP1/VOP2/VOPC (any form) or VOP3 instruction. */
export function valuModifiers(inst, mcpu) {
    const f = inst.fields;
    const ext = f.ext ?? 0;
    const srcs = [0, 1, 2].map(() => ({ abs: false, neg: false, hi: false, sel: 6, sext: false }));
    let clamp = false;
    let omod = 0;
    let dstHi = false;
    let strayOpsel = 0;
    let dpp;
    let dstSel = 6;
    let dstUnused = 2;
    if (inst.encoding === 'VOP3') {
        const spec = vop3Table(mcpu)[inst.opcode];
        const vop3b = spec?.sdst ?? false;
        const honoured = spec ? honouredOpsel(spec) : 0;
        const opsel = f.opsel ?? 0;
        clamp = (f.clamp ?? 0) !== 0;
        omod = f.omod ?? 0;
        srcs.forEach((m, i) => {
            m.neg = (((f.neg ?? 0) >> i) & 1) !== 0;
            if (!vop3b) {
                m.abs = (((f.abs ?? 0) >> i) & 1) !== 0;
                m.hi = (((opsel & honoured) >> i) & 1) !== 0;
            }
        });
        if (!vop3b) {
            dstHi = (((opsel & honoured) >> 3) & 1) !== 0;
            strayOpsel = opsel & ~honoured;
        }
    }
    else if (inst.form === 'dpp16') {
        for (let i = 0; i < 2; i++) {
            const m = srcs[i];
            m.neg = ((ext >>> (20 + 2 * i)) & 1) !== 0;
            m.abs = ((ext >>> (21 + 2 * i)) & 1) !== 0;
        }
        dpp = {
            kind: 'dpp16',
            ctrl: (ext >>> 8) & 0x1ff,
            fi: ((ext >>> 18) & 1) !== 0,
            boundCtrl: ((ext >>> 19) & 1) !== 0,
            bankMask: (ext >>> 24) & 0xf,
            rowMask: (ext >>> 28) & 0xf,
            selects: 0,
        };
    }
    else if (inst.form === 'dpp8' || inst.form === 'dpp8fi') {
        dpp = {
            kind: 'dpp8',
            ctrl: 0,
            fi: inst.form === 'dpp8fi',
            boundCtrl: false,
            rowMask: 15,
            bankMask: 15,
            selects: ext >>> 8,
        };
    }
    else if (inst.form === 'sdwa') {
        for (let i = 0; i < 2; i++) {
            const bits = (ext >>> (16 + 8 * i)) & 0xff;
            const m = srcs[i];
            m.sel = bits & 7;
            m.sext = (bits & 8) !== 0;
            m.neg = (bits & 0x10) !== 0;
            m.abs = (bits & 0x20) !== 0;
        }
        if (inst.encoding !== 'VOPC') {
            dstSel = (ext >>> 8) & 7;
            dstUnused = (ext >>> 11) & 3;
            clamp = ((ext >>> 13) & 1) !== 0;
            omod = (ext >>> 14) & 3;
        }
    }
    return {
        srcs: srcs,
        clamp,
        omod,
        dstHi,
        strayOpsel,
        dpp,
        dstSel,
        dstUnused,
    };
}
//# sourceMappingURL=valu-modifiers.js.map