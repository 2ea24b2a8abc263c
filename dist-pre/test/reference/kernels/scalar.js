/**
 * Scalar kernels: uniform integer math LLVM keeps in SGPRs (SOP1/SOP2/SOPC, 64-bit scalar pairs), and a
 * 3-D dispatch whose workgroup ids arrive in SGPRs after the user data and local ids in v0..v2.
 */
import { fromU32, poisoned } from './case.js';
const u = (v) => v >>> 0;
function popcnt(v) {
    let c = 0;
    for (let x = u(v); x; x &= x - 1)
        c++;
    return c;
}
/** The scalar kernels. */
export const SCALAR_CASES = [
    {
        name: 'scalar_alu',
        category: 'scalar',
        about: 'uniform SALU math: mul_hi, bfe, ff1, flbit, bcnt1, brev, min/max, abs, cselect, 64-bit ops',
        disasm: [
            /^s_mul_hi_u32/,
            /^s_mul_hi_i32/,
            /^s_bfe_u32/,
            /^s_ff1_i32_b32/,
            /^s_flbit_i32_b32/,
            /^s_bcnt1_i32_b32/,
            /^s_brev_b32/,
            /^s_abs_i32/,
            /^s_cselect_b32/,
            /^s_lshl_b64/,
            /^s_addc_u32/,
            /^s_nor_b32/,
            /^s_andn2_b32/,
        ],
        setup: (rng) => ({
            workgroupSize: [64, 1, 1],
            workgroups: [1, 1, 1],
            localIdComponents: 1,
            buffers: { out: poisoned(64 * 24) },
            args: [
                { buffer: 'out' },
                { value: rng.u32() },
                { value: rng.u32() >>> rng.int(0, 31) },
                { value: rng.u32() | 0x80000000 },
            ],
        }),
        expect: (run) => {
            const [a, b, c] = run.args.slice(1).map((x) => x.value >>> 0);
            const s = c & 31;
            let rev = 0;
            for (let i = 0; i < 32; i++)
                rev |= ((b >>> i) & 1) << (31 - i);
            const zp = BigInt(a) * BigInt(b);
            const w3 = BigInt.asUintN(64, (((BigInt(c) << 32n) | BigInt(a)) << 3n) + zp);
            const andn = a & ~b;
            const nor = ~(a | c);
            const common = [
                a + b,
                a - c,
                Math.imul(a, b),
                Number(zp >> 32n),
                Number(BigInt.asUintN(32, (BigInt(a | 0) * BigInt(c | 0)) >> 32n)),
                a << s,
                b >>> s,
                (b | 0) >> s,
                (a >>> 5) & 4095,
                b === 0 ? 32 : 31 - Math.clz32(b & -b),
                Math.clz32(c),
                popcnt(a),
                rev,
                Math.min(a | 0, c | 0),
                Math.max(b, c),
                Math.abs(c | 0),
                a < b ? a - c : Math.imul(a, b),
                Number(w3 & 0xffffffffn),
                Number(w3 >> 32n),
                andn,
                nor,
                andn ^ nor,
            ];
            const out = [];
            for (let x = 0; x < 64; x++)
                out.push(...common, x, s);
            return { out: fromU32(out.map(u)) };
        },
    },
    {
        name: 'wg_ids_3d',
        category: 'scalar',
        about: '3-D grid: workgroup ids x/y/z in SGPRs, local ids in v0/v1/v2',
        disasm: [/^s_lshl_b32/, /^v_mul_lo_u32|^v_mad_u32_u24|^v_add3_u32/],
        setup: () => ({
            workgroupSize: [4, 2, 2],
            workgroups: [3, 3, 2],
            workgroupIds: [true, true, true],
            localIdComponents: 3,
            buffers: { out: poisoned(12 * 6 * 4) },
            args: [{ buffer: 'out' }],
        }),
        expect: () => {
            const out = new Array(12 * 6 * 4).fill(0);
            for (let gz = 0; gz < 2; gz++)
                for (let gy = 0; gy < 3; gy++)
                    for (let gx = 0; gx < 3; gx++)
                        for (let z = 0; z < 2; z++)
                            for (let y = 0; y < 2; y++)
                                for (let x = 0; x < 4; x++) {
                                    const i = ((gz * 2 + z) * 6 + gy * 2 + y) * 12 + gx * 4 + x;
                                    out[i] = (gz << 24) | (gy << 16) | (gx << 8) | (z << 6) | (y << 3) | x;
                                }
            return { out: fromU32(out) };
        },
    },
];
//# sourceMappingURL=scalar.js.map