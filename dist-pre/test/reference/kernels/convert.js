/**
 * Conversion kernels: float <-> integer (saturating and plain, 32- and 64-bit, 16-bit), and between
 * f16, f32 and f64. Every model rounds the exact source value once (fp.ts), which is what the IR
 * conversions mean; LLVM's expansions must reproduce that.
 */
import { check32, check64, linear, poisoned, qwords, randomF32, randomF64, u32s, u64s, words, } from './case.js';
import { w32 } from './float.js';
import { bitsToF32, bitsToF64, f16ToNumber, f32ToBits, f64ToBits, intToFormat, numberToF16, SINGLE, } from './fp.js';
import { randomF16 } from './half.js';
const N = 128;
/** fptosi.sat / fptoui.sat: NaN gives 0, out-of-range values clamp, the rest truncate. */
function satInt(x, lo, hi) {
    if (Number.isNaN(x))
        return 0;
    return Math.min(hi, Math.max(lo, Math.trunc(x)));
}
/** The want for an f16 result zero-extended into a word. */
function w16in32(x) {
    return Number.isNaN(x) ? 'nan16' : numberToF16(x);
}
/** The two wants of an f64 result split into low and high words. */
function w64words(x) {
    if (Number.isNaN(x))
        return ['any', 'qnan64hi'];
    const b = f64ToBits(x);
    return [Number(b & 0xffffffffn), Number(b >> 32n)];
}
/** The conversion kernels. */
export const CONVERT_CASES = [
    {
        name: 'cvt_f32_int',
        category: 'convert',
        about: 'fptosi/fptoui.sat f32->i32, sitofp/uitofp i32->f32/f64, ubyte->f32',
        disasm: [
            /^v_cvt_i32_f32/,
            /^v_cvt_u32_f32/,
            /^v_cvt_f32_i32/,
            /^v_cvt_f32_u32/,
            /^v_cvt_f64_i32/,
            /^v_cvt_f32_ubyte0/,
        ],
        setup: (rng) => ({
            ...linear(64, 2),
            buffers: {
                in: words(2 * N, (i) => {
                    if (i & 1)
                        return rng.u32() % 3 === 0 ? rng.u32() >>> rng.int(0, 31) : rng.u32();
                    if (rng.u32() % 3 === 0)
                        return f32ToBits((rng.u32() | 0) / rng.pick([1, 3, 1024, 2 ** 20]));
                    return randomF32(rng);
                }),
                out: poisoned(8 * N),
            },
            args: [{ buffer: 'out' }, { buffer: 'in' }],
        }),
        expect: (run) => {
            const v = u32s(run.buffers.in);
            const out = [];
            for (let g = 0; g < N; g++) {
                const a = bitsToF32(v[2 * g]);
                const k = v[2 * g + 1];
                const sd = w64words(k | 0);
                out.push(satInt(a, -(2 ** 31), 2 ** 31 - 1), satInt(a, 0, 2 ** 32 - 1));
                out.push(w32(Math.fround(k | 0)), w32(Math.fround(k)), ...sd, w64words(k)[1]);
                out.push(w32(k & 255));
            }
            return { out: check32(out) };
        },
    },
    {
        name: 'cvt_float_widths',
        category: 'convert',
        about: 'f32<->f64, f16<->f32, f16->f64 and the expanded f64->f16',
        disasm: [/^v_cvt_f64_f32/, /^v_cvt_f32_f64/, /^v_cvt_f16_f32/, /^v_cvt_f32_f16/],
        setup: (rng) => {
            const d = [];
            const pick = () => {
                const r = rng.u32() % 6;
                if (r === 0)
                    return rng.pick([
                        Number.NaN,
                        Number.POSITIVE_INFINITY,
                        -0,
                        65520,
                        65519.99,
                        2 ** -25,
                        2 ** -24 * 1.5,
                    ]);
                if (r === 1)
                    return f16ToNumber(randomF16(rng)) * (1 + 2 ** -30 * rng.int(-3, 3));
                if (r === 2)
                    return (rng.u32() / 2 ** 32 + 0.5) * 2 ** rng.int(-160, -120);
                return randomF64(rng);
            };
            for (let g = 0; g < N; g++)
                d.push(f64ToBits(pick()));
            const fw = [];
            for (let g = 0; g < N; g++) {
                const r = rng.u32() % 3;
                fw.push(r === 0 ? f32ToBits(f16ToNumber(randomF16(rng)) * (1 + 2 ** -20 * rng.int(-3, 3))) : randomF32(rng));
                fw.push(randomF16(rng) | (rng.u32() & 0xffff0000));
            }
            const bytes = new Uint8Array(16 * N);
            bytes.set(qwords(N, (i) => d[i]), 0);
            bytes.set(words(2 * N, (i) => fw[i]), 8 * N);
            return {
                ...linear(64, 2),
                buffers: { in: bytes, out: poisoned(8 * N) },
                args: [{ buffer: 'out' }, { buffer: 'in' }],
            };
        },
        expect: (run) => {
            const bytes = run.buffers.in;
            const d = u64s(bytes.subarray(0, 8 * N)).map(bitsToF64);
            const fw = u32s(bytes.subarray(8 * N));
            const out = [];
            for (let g = 0; g < N; g++) {
                const f = bitsToF32(fw[2 * g]);
                const h = f16ToNumber(fw[2 * g + 1] & 0xffff);
                const dd = d[g];
                out.push(...w64words(f), ...w64words(h), w32(Math.fround(dd)), w32(h), w16in32(f), w16in32(dd));
            }
            return { out: check32(out) };
        },
    },
    {
        name: 'cvt_int64_float',
        category: 'convert',
        about: 'i64->f32/f64 (signed, unsigned) and f64->i64/u64 expansions',
        disasm: [/^v_ffbh_u32/, /^v_ldexp_f64/, /^v_cvt_f64_u32/, /^v_trunc_f64/, /^v_floor_f64/],
        setup: (rng) => {
            const v = [];
            for (let g = 0; g < N; g++) {
                const shift = BigInt(rng.int(0, 63));
                let k = ((BigInt(rng.u32()) << 32n) | BigInt(rng.u32())) >> shift;
                if (rng.u32() & 1)
                    k = BigInt.asUintN(64, -k);
                if (rng.u32() % 8 === 0)
                    k = rng.pick([0n, 1n, (1n << 63n) - 1n, 1n << 63n, (1n << 64n) - 1n, (1n << 53n) + 1n]);
                const mag = rng.u32() % 4 === 0 ? rng.int(0, 1000) / 7 : (rng.u32() / 2 ** 32) * 2 ** rng.int(0, 62);
                const d = rng.u32() & 1 ? -mag : mag;
                v.push(k, f64ToBits(d));
            }
            return {
                ...linear(64, 2),
                buffers: { in: qwords(2 * N, (i) => v[i]), out: poisoned(10 * N) },
                args: [{ buffer: 'out' }, { buffer: 'in' }],
            };
        },
        expect: (run) => {
            const v = u64s(run.buffers.in);
            const out = [];
            for (let g = 0; g < N; g++) {
                const k = v[2 * g];
                const d = bitsToF64(v[2 * g + 1]);
                const sf = f32ToBits(intToFormat(BigInt.asIntN(64, k), SINGLE));
                const uf = f32ToBits(intToFormat(k, SINGLE));
                out.push(BigInt(sf) | (BigInt(uf) << 32n));
                out.push(f64ToBits(Number(BigInt.asIntN(64, k))), f64ToBits(Number(k)));
                out.push(BigInt(Math.trunc(d)), BigInt(Math.trunc(Math.abs(d))));
            }
            return { out: check64(out) };
        },
    },
    {
        name: 'cvt_f16_int',
        category: 'convert',
        about: 'i16/u16->f16 (overflow to inf), fptosi.sat f16->i32, fptoui.sat f16->u16',
        disasm: [/^v_cvt_f16_i16/, /^v_cvt_f16_u16/, /^v_cvt_f32_f16/],
        setup: (rng) => ({
            ...linear(64, 2),
            buffers: {
                in: words(N, () => {
                    const lo = rng.u32() % 5 === 0 ? rng.pick([0xffff, 0xfff0, 65519, 65520, 0x8000, 2049, 4097]) : rng.u32();
                    return (lo & 0xffff) | (randomF16(rng) << 16);
                }),
                out: poisoned(3 * N),
            },
            args: [{ buffer: 'out' }, { buffer: 'in' }],
        }),
        expect: (run) => {
            const v = u32s(run.buffers.in);
            const out = [];
            for (const w of v) {
                const lo = w & 0xffff;
                const h = f16ToNumber(w >>> 16);
                out.push(numberToF16((lo << 16) >> 16) | (numberToF16(lo) << 16));
                out.push(satInt(h, -(2 ** 31), 2 ** 31 - 1), satInt(h, 0, 0xffff));
            }
            return { out: check32(out) };
        },
    },
];
//# sourceMappingURL=convert.js.map