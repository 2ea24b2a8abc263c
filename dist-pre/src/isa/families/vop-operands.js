import { LITERAL_CODE, MAX_SGPR, VGPR_BASE } from '../operands.js';
const VCC = 106;
const EXEC = 126;
const M0 = 124;
function special(role, code, dwords, type, implicit, field) {
    return { role, kind: 'special', value: code, dwords, type, implicit, field };
}
/**
 * Operand of a source code (9-bit space, or an 8-bit scalar code when `scalarOnly`) read as `dwords`
 * dwords of `type`. Inline constants carry their encoding code, as every family's metadata does
 * (the bit pattern for the type is `inlineConstantBits(code, width)`, exact for 64-bit ones).
 */
export function sourceOperand(code, dwords, type, literal, field) {
    let kind;
    let value = code;
    if (code >= VGPR_BASE) {
        kind = 'vgpr';
        value = code - VGPR_BASE;
    }
    else if (code === LITERAL_CODE) {
        kind = 'literal';
        value = (literal ?? 0) >>> 0;
    }
    else if ((code >= 128 && code <= 208) || (code >= 240 && code <= 248)) {
        kind = 'inline';
    }
    else if (code <= MAX_SGPR) {
        kind = 'sgpr';
        value = dwords === 2 ? code & ~1 : code;
    }
    else {
        kind = 'special';
    }
    return { role: 'src', kind, value, dwords, type, implicit: false, field };
}
/** Explicit and implicit operands of a decoded VOP1/VOP2/VOPC instruction performing `op`. */
export function vopOperands(inst, op, target) {
    const f = inst.fields;
    const maskDwords = target.wave64 ? 2 : 1;
    const out = [];
    const ext = f.ext ?? 0;
    const sdwa = inst.form === 'sdwa';
    const dpp = inst.form === 'dpp16' || inst.form === 'dpp8' || inst.form === 'dpp8fi';
    if (op.dst) {
        const kind = op.dst.file === 'sgpr' ? ((f.vdst ?? 0) <= MAX_SGPR ? 'sgpr' : 'special') : 'vgpr';
        out.push({
            role: 'dst',
            kind,
            value: f.vdst ?? 0,
            dwords: op.dst.dwords,
            type: op.dst.type,
            implicit: false,
            field: 'vdst',
        });
    }
    if (op.writesVcc) {
        if (sdwa && inst.encoding === 'VOPC' && (ext >>> 15) & 1) {
            const code = (ext >>> 8) & 0x7f;
            const kind = code <= MAX_SGPR ? 'sgpr' : 'special';
            out.push({
                role: 'dst',
                kind,
                value: code,
                dwords: maskDwords,
                type: 'mask',
                implicit: false,
                field: 'sdst',
            });
        }
        else {
            out.push(special('dst', VCC, maskDwords, 'mask', false, 'vcc'));
        }
    }
    const [s0, s1] = op.srcs;
    if (s0) {
        if (dpp)
            out.push({
                role: 'src',
                kind: 'vgpr',
                value: ext & 0xff,
                dwords: 1,
                type: s0.type,
                implicit: false,
                field: 'src0',
            });
        else if (sdwa) {
            const scalar = ((ext >>> 23) & 1) !== 0;
            out.push(sourceOperand(scalar ? ext & 0xff : VGPR_BASE + (ext & 0xff), 1, s0.type, undefined, 'src0'));
        }
        else
            out.push(sourceOperand(f.src0 ?? 0, s0.dwords, s0.type, inst.literal, 'src0'));
    }
    const k = op.constantK !== undefined
        ? {
            role: 'src',
            kind: 'literal',
            value: (inst.literal ?? 0) >>> 0,
            dwords: 1,
            type: s0?.type ?? 'f32',
            implicit: false,
            field: 'k',
        }
        : undefined;
    if (k && op.constantK === 'mk')
        out.push(k);
    if (s1) {
        const v1 = f.vsrc1 ?? 0;
        if (sdwa && (ext >>> 31) & 1)
            out.push(sourceOperand(v1, 1, s1.type, undefined, 'vsrc1'));
        else
            out.push({
                role: 'src',
                kind: 'vgpr',
                value: v1,
                dwords: s1.dwords,
                type: s1.type,
                implicit: false,
                field: 'vsrc1',
            });
    }
    if (k && op.constantK === 'ak')
        out.push(k);
    if (op.readsVcc)
        out.push(special('src', VCC, maskDwords, 'mask', false, 'vcc'));
    if (op.readsDst && op.dst) {
        out.push({
            role: 'src',
            kind: 'vgpr',
            value: f.vdst ?? 0,
            dwords: op.dst.dwords,
            type: op.dst.type,
            implicit: true,
            field: 'vdst',
        });
    }
    if (op.readsM0)
        out.push(special('src', M0, 1, 'u32', true, 'm0'));
    if (op.readsExec)
        out.push(special('src', EXEC, maskDwords, 'mask', true, 'exec'));
    if (op.writesExec)
        out.push(special('dst', EXEC, maskDwords, 'mask', true, 'exec'));
    return out;
}
//# sourceMappingURL=vop-operands.js.map