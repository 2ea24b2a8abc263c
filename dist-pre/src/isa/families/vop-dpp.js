/**
 * The DPP extension dwords of VOP1/VOP2 (src0 code 250: DPP16; 233/234: DPP8 without/with FI): field
 * layout, validity and LLVM text of the controls. The source operands' modifier text is built by the
 * family; this file owns the trailing control text (`quad_perm:[..] row_mask:.. bank_mask:..`).
 *
 * DPP16 dword: src0 [7:0], dpp_ctrl [16:8], fi [18], bound_ctrl [19], src0 neg/abs [20]/[21],
 * src1 neg/abs [22]/[23], bank_mask [27:24], row_mask [31:28]. DPP8 dword: src0 [7:0], eight 3-bit lane
 * selects [31:8].
 */
/** Splits a DPP16 dword into its fields. */
export function dpp16Fields(ext) {
    return {
        src0: ext & 0xff,
        dppCtrl: (ext >>> 8) & 0x1ff,
        fi: ((ext >>> 18) & 1) !== 0,
        boundCtrl: ((ext >>> 19) & 1) !== 0,
        neg0: ((ext >>> 20) & 1) !== 0,
        abs0: ((ext >>> 21) & 1) !== 0,
        neg1: ((ext >>> 22) & 1) !== 0,
        abs1: ((ext >>> 23) & 1) !== 0,
        bankMask: (ext >>> 24) & 0xf,
        rowMask: (ext >>> 28) & 0xf,
    };
}
/** The eight lane selects of a DPP8 dword. */
export function dpp8Selects(ext) {
    const out = [];
    for (let i = 0; i < 8; i++)
        out.push((ext >>> (8 + 3 * i)) & 7);
    return out;
}
/** Text of a dpp_ctrl value as LLVM prints it for GFX10 (a comment for values GFX10 does not have). */
export function dppCtrlText(ctrl) {
    if (ctrl <= 0xff) {
        return `quad_perm:[${ctrl & 3},${(ctrl >>> 2) & 3},${(ctrl >>> 4) & 3},${(ctrl >>> 6) & 3}]`;
    }
    const n = ctrl & 0xf;
    const group = ctrl & 0x1f0;
    if (group === 0x100 && n > 0)
        return `row_shl:${n}`;
    if (group === 0x110 && n > 0)
        return `row_shr:${n}`;
    if (group === 0x120 && n > 0)
        return `row_ror:${n}`;
    if (ctrl === 0x140)
        return 'row_mirror';
    if (ctrl === 0x141)
        return 'row_half_mirror';
    if (group === 0x150)
        return `row_share:${n}`;
    if (group === 0x160)
        return `row_xmask:${n}`;
    if (ctrl === 0x130 || ctrl === 0x134 || ctrl === 0x138 || ctrl === 0x13c) {
        return `/* ${ctrl === 0x130 ? 'wave_shl' : ctrl === 0x134 ? 'wave_rol' : ctrl === 0x138 ? 'wave_shr' : 'wave_ror'} is not supported starting from GFX10 */`;
    }
    if (ctrl === 0x142 || ctrl === 0x143)
        return '/* row_bcast is not supported starting from GFX10 */';
    return '/* Invalid dpp_ctrl value */';
}
/** The control text that follows the operands of a DPP16 instruction (leading blank included). */
export function dpp16ControlText(ext) {
    const f = dpp16Fields(ext);
    let s = ` ${dppCtrlText(f.dppCtrl)} row_mask:0x${f.rowMask.toString(16)} bank_mask:0x${f.bankMask.toString(16)}`;
    if (f.boundCtrl)
        s += ' bound_ctrl:1';
    if (f.fi)
        s += ' fi:1';
    return s;
}
/** The control text of a DPP8 instruction (leading blank included). */
export function dpp8ControlText(ext, fi) {
    return ` dpp8:[${dpp8Selects(ext).join(',')}]${fi ? ' fi:1' : ''}`;
}
/** Parses a dpp_ctrl modifier token (`quad_perm:[..]`, `row_shl:N`...) to its value, or undefined. */
export function parseDppCtrl(token) {
    const m = /^([a-z_]+)(?::(.*))?$/.exec(token);
    if (!m)
        return undefined;
    const [, name, arg] = m;
    if (name === 'quad_perm') {
        const lanes = /^\[(\d),(\d),(\d),(\d)\]$/.exec((arg ?? '').replace(/\s/g, ''));
        if (!lanes)
            return undefined;
        const v = lanes.slice(1).map(Number);
        if (v.some((x) => x > 3))
            return undefined;
        return v[0] | (v[1] << 2) | (v[2] << 4) | (v[3] << 6);
    }
    if (name === 'row_mirror' && arg === undefined)
        return 0x140;
    if (name === 'row_half_mirror' && arg === undefined)
        return 0x141;
    const n = Number(arg);
    if (!Number.isInteger(n))
        return undefined;
    const ranges = {
        row_shl: [0x100, 1, 15],
        row_shr: [0x110, 1, 15],
        row_ror: [0x120, 1, 15],
        row_share: [0x150, 0, 15],
        row_xmask: [0x160, 0, 15],
    };
    const r = ranges[name];
    if (!r || n < r[1] || n > r[2])
        return undefined;
    return r[0] + n;
}
//# sourceMappingURL=vop-dpp.js.map