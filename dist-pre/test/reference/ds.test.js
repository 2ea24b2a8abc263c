/**
 * DS semantics against independent expectations: reads/writes of every width, two-address forms,
 * every atomic (computed here from the ISA pseudo-code), out-of-range and EXEC rules, ADD_TID,
 * ds_swizzle (every mode, with the ISA's own example tables), permute/bpermute, wave64, refusals.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DS_TABLE } from '../../src/isa/tables/ds.js';
import { ExecError } from '../../src/reference/errors.js';
import { DS_SEMANTICS } from '../../src/reference/semantics/ds.js';
import { EXEC_LO, M0 } from '../../src/reference/wave.js';
import { dwordAt, fill, lanes, putDword, randomBytes, rng, runMem } from './buffer-harness.js';
const LDS = 4096;
describe('DS registry', () => {
    it('registers only mnemonics of the DS table', () => {
        const names = new Set(DS_TABLE.map((r) => r[1]));
        for (const name of Object.keys(DS_SEMANTICS))
            assert.ok(names.has(name), name);
        // Refused on purpose: GDS-only, append/consume, float min/max, condxchg, the src2 forms.
        const refused = /^ds_(gws_|ordered_count|append|consume|(min|max)(_rtn)?_f(32|64)|condxchg|.*_src2_)/;
        for (const name of names)
            assert.equal(DS_SEMANTICS[name] === undefined, refused.test(name), name);
    });
});
describe('DS reads and writes', () => {
    it('reads every width with zero/sign extension and d16 halves', () => {
        const bytes = randomBytes(LDS, rng(7));
        const r = runMem([
            'ds_read_u8 v10, v0 offset:3',
            'ds_read_i8 v11, v0 offset:5',
            'ds_read_u16 v12, v0 offset:6',
            'ds_read_i16 v13, v0 offset:10',
            'ds_read_b32 v14, v0 offset:4',
            'ds_read_b64 v[16:17], v0 offset:8',
            'ds_read_b96 v[20:22], v0 offset:12',
            'ds_read_b128 v[24:27], v0 offset:32',
            'ds_read_u8_d16 v30, v0 offset:1',
            'ds_read_u8_d16_hi v31, v0 offset:2',
            'ds_read_i8_d16 v32, v0 offset:7',
            'ds_read_i8_d16_hi v33, v0 offset:9',
            'ds_read_u16_d16 v34, v0 offset:14',
            'ds_read_u16_d16_hi v35, v0 offset:18',
        ].join('\n'), {
            ldsBytes: LDS,
            init: (wave, lds) => {
                lds.set(bytes);
                fill(wave, 0, (l) => l * 64);
                for (const reg of [30, 31, 32, 33, 34, 35])
                    fill(wave, reg, () => 0xa5a5a5a5);
            },
        });
        const sx = (v, bits) => ((v << (32 - bits)) >> (32 - bits)) >>> 0;
        for (let l = 0; l < 32; l++) {
            const b = (o) => bytes[l * 64 + o];
            const d = (o) => dwordAt(bytes, l * 64 + o);
            const w = r.wave;
            assert.equal(w.getVgpr(10, l), b(3));
            assert.equal(w.getVgpr(11, l), sx(b(5), 8));
            assert.equal(w.getVgpr(12, l), b(6) | (b(7) << 8));
            assert.equal(w.getVgpr(13, l), sx(b(10) | (b(11) << 8), 16));
            assert.equal(w.getVgpr(14, l), d(4));
            assert.deepEqual([w.getVgpr(16, l), w.getVgpr(17, l)], [d(8), d(12)]);
            assert.deepEqual([20, 21, 22].map((v) => w.getVgpr(v, l)), [d(12), d(16), d(20)]);
            assert.deepEqual([24, 25, 26, 27].map((v) => w.getVgpr(v, l)), [d(32), d(36), d(40), d(44)]);
            assert.equal(w.getVgpr(30, l), (0xa5a50000 | b(1)) >>> 0);
            assert.equal(w.getVgpr(31, l), (0xa5a5 | (b(2) << 16)) >>> 0);
            assert.equal(w.getVgpr(32, l), (0xa5a50000 | (sx(b(7), 8) & 0xffff)) >>> 0);
            assert.equal(w.getVgpr(33, l), (0xa5a5 | ((sx(b(9), 8) & 0xffff) << 16)) >>> 0);
            assert.equal(w.getVgpr(34, l), (0xa5a50000 | b(14) | (b(15) << 8)) >>> 0);
            assert.equal(w.getVgpr(35, l), (0xa5a5 | ((b(18) | (b(19) << 8)) << 16)) >>> 0);
        }
    });
    it('writes every width, d16_hi taking the high half', () => {
        const r = runMem([
            'ds_write_b8 v0, v1',
            'ds_write_b8_d16_hi v0, v1 offset:1',
            'ds_write_b16 v0, v1 offset:2',
            'ds_write_b16_d16_hi v0, v1 offset:4',
            'ds_write_b32 v0, v2 offset:8',
            'ds_write_b64 v0, v[2:3] offset:16',
            'ds_write_b96 v0, v[2:4] offset:24',
            'ds_write_b128 v0, v[2:5] offset:36',
        ].join('\n'), {
            ldsBytes: LDS,
            init: (wave) => {
                fill(wave, 0, (l) => l * 64);
                fill(wave, 1, (l) => 0x11223344 + l);
                for (let k = 0; k < 4; k++)
                    fill(wave, 2 + k, (l) => (0x01010101 * (k + 1) + l * 0x100) >>> 0);
            },
        });
        for (let l = 0; l < 32; l++) {
            const at = l * 64;
            const v1 = 0x11223344 + l;
            const v = (k) => (0x01010101 * (k + 1) + l * 0x100) >>> 0;
            assert.equal(r.lds[at], v1 & 0xff);
            assert.equal(r.lds[at + 1], (v1 >>> 16) & 0xff);
            assert.equal(r.lds[at + 2] | (r.lds[at + 3] << 8), v1 & 0xffff);
            assert.equal(r.lds[at + 4] | (r.lds[at + 5] << 8), v1 >>> 16);
            assert.equal(dwordAt(r.lds, at + 8), v(0));
            assert.deepEqual([dwordAt(r.lds, at + 16), dwordAt(r.lds, at + 20)], [v(0), v(1)]);
            assert.deepEqual([0, 1, 2].map((k) => dwordAt(r.lds, at + 24 + 4 * k)), [v(0), v(1), v(2)]);
            assert.deepEqual([0, 1, 2, 3].map((k) => dwordAt(r.lds, at + 36 + 4 * k)), [v(0), v(1), v(2), v(3)]);
        }
    });
    it('scales read2/write2 offsets by 4 or 8, and by 64 more for st64', () => {
        const r = runMem([
            'ds_write2_b32 v0, v1, v2 offset0:1 offset1:3',
            'ds_write2st64_b32 v0, v3, v4 offset0:1 offset1:2',
            'ds_write2_b64 v0, v[5:6], v[7:8] offset0:4 offset1:5',
            'ds_write2st64_b64 v0, v[5:6], v[7:8] offset0:2 offset1:3',
            'ds_read2_b32 v[10:11], v0 offset0:3 offset1:1',
            'ds_read2st64_b64 v[12:15], v0 offset0:2 offset1:3',
            'ds_read2st64_b32 v[16:17], v0 offset0:1 offset1:2',
            'ds_read2_b64 v[18:21], v0 offset0:4 offset1:5',
        ].join('\n'), {
            threads: 4,
            ldsBytes: 8192,
            init: (wave) => {
                fill(wave, 0, (l) => l * 2048);
                for (let k = 1; k <= 8; k++)
                    fill(wave, k, (l) => k * 0x1000 + l);
            },
        });
        for (let l = 0; l < 4; l++) {
            const v = (k) => k * 0x1000 + l;
            const d = (a) => dwordAt(r.lds, l * 2048 + a);
            assert.deepEqual([d(4), d(12), d(256), d(512)], [v(1), v(2), v(3), v(4)]);
            assert.deepEqual([d(32), d(36), d(40), d(44)], [v(5), v(6), v(7), v(8)]);
            assert.deepEqual([d(1024), d(1028), d(1536), d(1540)], [v(5), v(6), v(7), v(8)]);
            const got = (first, n) => Array.from({ length: n }, (_, i) => r.wave.getVgpr(first + i, l));
            assert.deepEqual(got(10, 2), [v(2), v(1)]);
            assert.deepEqual(got(12, 4), [v(5), v(6), v(7), v(8)]);
            assert.deepEqual(got(16, 2), [v(3), v(4)]);
            assert.deepEqual(got(18, 4), [v(5), v(6), v(7), v(8)]);
        }
    });
    it('write2 with equal offsets writes DATA0 only; read2 with equal offsets is refused', () => {
        const r = runMem('ds_write2_b32 v0, v1, v2 offset0:2 offset1:2', {
            ldsBytes: 256,
            init: (wave) => {
                fill(wave, 0, (l) => l * 8);
                fill(wave, 1, () => 111);
                fill(wave, 2, () => 222);
            },
        });
        assert.equal(dwordAt(r.lds, 8), 111);
        assert.throws(() => runMem('ds_read2_b32 v[4:5], v0 offset0:1 offset1:1', { ldsBytes: 256 }), ExecError);
    });
});
/** The ISA pseudo-code of each atomic, written independently (a = DATA, b = DATA2). */
function expectAtomic(op, t, a, b, bits) {
    const m = (v) => BigInt.asUintN(bits, v);
    const s = (v) => BigInt.asIntN(bits, v);
    switch (op) {
        case 'add':
            return m(t + a);
        case 'sub':
            return m(t - a);
        case 'rsub':
            return m(a - t);
        case 'inc':
            return t >= a ? 0n : m(t + 1n);
        case 'dec':
            return t === 0n || t > a ? a : t - 1n;
        case 'min_i':
            return s(a) < s(t) ? a : t;
        case 'max_i':
            return s(a) >= s(t) ? a : t;
        case 'min_u':
            return a < t ? a : t;
        case 'max_u':
            return a >= t ? a : t;
        case 'and_b':
            return t & a;
        case 'or_b':
            return t | a;
        case 'xor_b':
            return t ^ a;
        case 'mskor_b':
            return m((t & ~a) | b);
        case 'cmpst_b':
            return t === a ? b : t;
        default:
            throw new Error(op);
    }
}
const ATOMIC_STEMS = [
    'add',
    'sub',
    'rsub',
    'inc',
    'dec',
    'min_i',
    'max_i',
    'min_u',
    'max_u',
    'and_b',
    'or_b',
    'xor_b',
    'mskor_b',
    'cmpst_b',
];
function mnemonic(stem, rtn, bits) {
    const typed = /_[iub]$/.test(stem) ? stem : `${stem}_u`;
    const head = typed.slice(0, -2);
    return `ds_${head}${rtn ? '_rtn' : ''}${typed.slice(-2)}${bits}`;
}
describe('DS atomics', () => {
    for (const bits of [32, 64]) {
        it(`computes every ${bits}-bit integer atomic and returns the pre-op value`, () => {
            const next = rng(bits);
            for (const stem of ATOMIC_STEMS) {
                for (const rtn of [false, true]) {
                    const w = bits / 32;
                    const init = randomBytes(LDS, next);
                    // small values make inc/dec/cmpst/min/max take both branches
                    for (let l = 0; l < 32; l += 2)
                        putDword(init, l * 16, next() % 4);
                    const dataA = Array.from({ length: 32 * w }, (_, i) => (i % 3 === 0 ? next() % 4 : next()));
                    const dataB = Array.from({ length: 32 * w }, () => next());
                    const two = stem === 'mskor_b' || stem === 'cmpst_b';
                    const regs = (r) => (w === 1 ? `v${r}` : `v[${r}:${r + 1}]`);
                    const text = `${mnemonic(stem, rtn, bits)} ${rtn ? `${regs(10)}, ` : ''}v0, ${regs(2)}${two ? `, ${regs(4)}` : ''}`;
                    const r = runMem(text, {
                        ldsBytes: LDS,
                        init: (wave, lds) => {
                            lds.set(init);
                            fill(wave, 0, (l) => l * 16);
                            for (let k = 0; k < w; k++) {
                                fill(wave, 2 + k, (l) => dataA[l * w + k]);
                                fill(wave, 4 + k, (l) => dataB[l * w + k]);
                            }
                        },
                    });
                    for (let l = 0; l < 32; l++) {
                        const big = (arr, at, isMem) => {
                            const lo = isMem ? dwordAt(arr, at) : arr[at];
                            const hi = w === 2
                                ? isMem
                                    ? dwordAt(arr, at + 4)
                                    : arr[at + 1]
                                : 0;
                            return BigInt(lo) | (BigInt(hi) << 32n);
                        };
                        const t = big(init, l * 16, true);
                        const expected = expectAtomic(stem, t, big(dataA, l * w, false), big(dataB, l * w, false), bits);
                        assert.equal(big(r.lds, l * 16, true), expected, `${text} lane ${l}`);
                        if (rtn) {
                            const got = BigInt(r.wave.getVgpr(10, l)) | (w === 2 ? BigInt(r.wave.getVgpr(11, l)) << 32n : 0n);
                            assert.equal(got, t, `${text} return lane ${l}`);
                        }
                    }
                }
            }
        });
    }
    it('applies lanes to one address in ascending order', () => {
        const r = runMem('ds_add_rtn_u32 v5, v0, v1 offset:12', {
            ldsBytes: 64,
            init: (wave) => {
                fill(wave, 0, () => 0);
                fill(wave, 1, (l) => l + 1);
            },
        });
        let sum = 0;
        for (let l = 0; l < 32; l++) {
            assert.equal(r.wave.getVgpr(5, l), sum);
            sum += l + 1;
        }
        assert.equal(dwordAt(r.lds, 12), sum);
    });
    it('computes wrap, wrxchg, wrxchg2, cmpst_f32 and add_f32', () => {
        const f32 = new Float32Array(1);
        const u32 = new Uint32Array(f32.buffer);
        const bits = (x) => {
            f32[0] = x;
            return u32[0];
        };
        const r = runMem([
            'ds_wrap_rtn_b32 v10, v0, v1, v2',
            'ds_wrxchg_rtn_b32 v11, v0, v3 offset:4',
            'ds_wrxchg2_rtn_b32 v[12:13], v0, v1, v2 offset0:2 offset1:3',
            'ds_cmpst_rtn_f32 v14, v0, v4, v5 offset:16',
            'ds_add_rtn_f32 v15, v0, v6 offset:20',
        ].join('\n'), {
            ldsBytes: 4096,
            init: (wave, lds) => {
                fill(wave, 0, (l) => l * 32);
                fill(wave, 1, (l) => 10 + (l % 3));
                fill(wave, 2, () => 1000);
                fill(wave, 3, (l) => 0xdead0000 + l);
                fill(wave, 4, (l) => bits(l % 2 ? 1.5 : 2.5));
                fill(wave, 5, () => bits(-7));
                fill(wave, 6, (l) => bits(0.1 * l));
                for (let l = 0; l < 32; l++) {
                    putDword(lds, l * 32, l);
                    putDword(lds, l * 32 + 4, 77);
                    putDword(lds, l * 32 + 8, 88);
                    putDword(lds, l * 32 + 12, 99);
                    putDword(lds, l * 32 + 16, bits(1.5));
                    putDword(lds, l * 32 + 20, bits(1 / 3));
                }
            },
        });
        for (let l = 0; l < 32; l++) {
            const at = l * 32;
            const a = 10 + (l % 3);
            assert.equal(dwordAt(r.lds, at), l >= a ? l - a : l + 1000);
            assert.equal(r.wave.getVgpr(10, l), l);
            assert.equal(r.wave.getVgpr(11, l), 77);
            assert.equal(dwordAt(r.lds, at + 4), (0xdead0000 + l) >>> 0);
            assert.deepEqual([r.wave.getVgpr(12, l), r.wave.getVgpr(13, l)], [88, 99]);
            assert.deepEqual([dwordAt(r.lds, at + 8), dwordAt(r.lds, at + 12)], [a, 1000]);
            assert.equal(dwordAt(r.lds, at + 16), l % 2 ? bits(-7) : bits(1.5));
            assert.equal(dwordAt(r.lds, at + 20), bits(Math.fround(1 / 3) + Math.fround(0.1 * l)));
        }
    });
    it('refuses float atomics the ISA leaves open', () => {
        const nan = 0x7fc00000;
        assert.throws(() => runMem('ds_add_f32 v0, v1', { ldsBytes: 64, init: (w) => fill(w, 1, () => nan) }), (e) => e instanceof ExecError && /NaN/.test(e.message));
        assert.throws(() => runMem('ds_cmpst_f32 v0, v1, v2', { ldsBytes: 64, init: (w) => fill(w, 1, () => 0x80000000) }), (e) => e instanceof ExecError && /\+0 and -0/.test(e.message));
    });
});
describe('DS addressing rules', () => {
    it('reads 0 and drops writes past the LDS allocation, wrapping address + offset to 32 bits', () => {
        const r = runMem(['ds_write_b32 v0, v1 offset:4', 'ds_read_b32 v2, v0 offset:4', 'ds_read_b64 v[4:5], v3 offset:8'].join('\n'), {
            ldsBytes: 64,
            init: (wave, lds) => {
                lds.fill(0x5a);
                fill(wave, 0, (l) => l * 4);
                fill(wave, 1, (l) => 0x100 + l);
                fill(wave, 3, () => 0xfffffffc); // + 8 wraps to 4
            },
        });
        for (let l = 0; l < 32; l++) {
            const a = l * 4 + 4;
            assert.equal(r.wave.getVgpr(2, l), a < 64 ? 0x100 + l : 0);
        }
        assert.equal(r.lds.length, 64);
        assert.deepEqual([r.wave.getVgpr(4, 0), r.wave.getVgpr(5, 0)], [dwordAt(r.lds, 4), dwordAt(r.lds, 8)]);
        assert.equal(r.wave.getVgpr(4, 0), 0x100);
    });
    it('honours EXEC: inactive lanes neither access LDS nor change their VGPRs', () => {
        const r = runMem(['ds_write_b32 v0, v1', 'ds_read_b32 v2, v0 offset:128'].join('\n'), {
            ldsBytes: 512,
            init: (wave) => {
                wave.sgpr[EXEC_LO] = 0x5555_5555;
                fill(wave, 0, (l) => l * 4);
                fill(wave, 1, (l) => l + 1);
                fill(wave, 2, () => 0xcccccccc);
            },
        });
        for (let l = 0; l < 32; l++) {
            assert.equal(dwordAt(r.lds, l * 4), l % 2 === 0 ? l + 1 : 0);
            assert.equal(r.wave.getVgpr(2, l), l % 2 === 0 ? 0 : 0xcccccccc);
        }
    });
    it('runs ADD_TID reads and writes at offset + M0 + lane * 4', () => {
        const r = runMem(['ds_write_addtid_b32 v1 offset:16', 'ds_read_addtid_b32 v2 offset:12'].join('\n'), {
            ldsBytes: 1024,
            init: (wave) => {
                wave.sgpr[M0] = 64;
                fill(wave, 1, (l) => 1000 + l);
            },
        });
        for (let l = 0; l < 32; l++) {
            assert.equal(dwordAt(r.lds, 80 + 4 * l), 1000 + l);
            assert.equal(r.wave.getVgpr(2, l), l === 0 ? 0 : 1000 + l - 1);
        }
    });
    it('refuses gds, misaligned accesses and unimplemented DS instructions', () => {
        assert.throws(() => runMem('ds_read_b32 v1, v0 gds', { ldsBytes: 64 }), /no GDS/);
        assert.throws(() => runMem('ds_read_b32 v1, v0 offset:2', { ldsBytes: 64 }), (e) => e instanceof ExecError && /misaligned/.test(e.message));
        assert.throws(() => runMem('ds_append v1', { ldsBytes: 64 }), /not implemented/);
        assert.throws(() => runMem('ds_min_f32 v0, v1', { ldsBytes: 64 }), /not implemented/);
    });
    it('works in wave64 with one LDS shared by the wave', () => {
        const r = runMem(['ds_write_b32 v0, v1', 'ds_read_b32 v2, v3'].join('\n'), {
            wave64: true,
            ldsBytes: 256,
            init: (wave) => {
                fill(wave, 0, (l) => l * 4);
                fill(wave, 1, (l) => l * 3);
                fill(wave, 3, (l) => (63 - l) * 4);
            },
        });
        assert.deepEqual(lanes(r.wave, 2), Array.from({ length: 64 }, (_, l) => (63 - l) * 3));
    });
});
describe('DS lane instructions', () => {
    const values = (n) => Array.from({ length: n }, (_, l) => l + 1);
    it('matches the ISA example tables of the FFT and rotate swizzles', () => {
        const cases = [
            [0xe000, '1,11,9,19,5,15,d,1d,3,13,b,1b,7,17,f,1f,2,12,a,1a,6,16,e,1e,4,14,c,1c,8,18,10,20'],
            [0xe010, '1,9,5,d,3,b,7,f,2,a,6,e,4,c,8,10,11,19,15,1d,13,1b,17,1f,12,1a,16,1e,14,1c,18,20'],
            [
                0xe01f,
                values(32)
                    .map((v) => v.toString(16))
                    .join(','),
            ],
            [0xc020, '2,3,4,5,6,7,8,9,a,b,c,d,e,f,10,11,12,13,14,15,16,17,18,19,1a,1b,1c,1d,1e,1f,20,1'],
            [0xc420, '20,1,2,3,4,5,6,7,8,9,a,b,c,d,e,f,10,11,12,13,14,15,16,17,18,19,1a,1b,1c,1d,1e,1f'],
        ];
        for (const [offset, table] of cases) {
            const r = runMem(`ds_swizzle_b32 v1, v0 offset:${offset}`, { init: (w) => fill(w, 0, (l) => l + 1) });
            assert.deepEqual(lanes(r.wave, 1), table.split(',').map((h) => Number.parseInt(h, 16)), `offset 0x${offset.toString(16)}`);
        }
        assert.throws(() => runMem('ds_swizzle_b32 v1, v0 offset:0xc021'), /rotate with mask/);
    });
    it('computes the quad-permute and bit-mask modes, reading 0 from inactive lanes', () => {
        const modes = [
            ['swizzle(QUAD_PERM,3,2,1,0)', (i) => (i & ~3) | (3 - (i & 3))],
            ['swizzle(SWAP,4)', (i) => i ^ 4],
            ['swizzle(REVERSE,8)', (i) => i ^ 7],
            ['swizzle(BROADCAST,8,5)', (i) => (i & ~7) | 5],
            ['swizzle(BITMASK_PERM,"01pip")', (i) => (((i & 0b00111) | 0b01000) ^ 0b00010) | (i & 32)],
        ];
        for (const wave64 of [false, true]) {
            for (const [text, src] of modes) {
                const n = wave64 ? 64 : 32;
                const exec = 0xffff_fff7; // lane 3 inactive (and lane 35 in wave64)
                const r = runMem(`ds_swizzle_b32 v1, v0 offset:${text}`, {
                    wave64,
                    init: (w) => {
                        fill(w, 0, (l) => 100 + l);
                        fill(w, 1, () => 7);
                        w.sgpr[EXEC_LO] = exec;
                        if (wave64)
                            w.sgpr[EXEC_LO + 1] = exec;
                    },
                });
                const off = (l) => (l & 31) === 3;
                const want = Array.from({ length: n }, (_, i) => (off(i) ? 7 : off(src(i)) ? 0 : 100 + src(i)));
                assert.deepEqual(lanes(r.wave, 1), want, `${text} wave64=${wave64}`);
            }
        }
    });
    it('matches the ISA permute examples and keeps wave64 halves apart', () => {
        const r = runMem('ds_bpermute_b32 v2, v0, v1', {
            init: (w) => {
                fill(w, 0, (l) => [0, 0, 12, 4][l & 3] + (l & ~3) * 4);
                fill(w, 1, (l) => 10 + l);
                w.sgpr[EXEC_LO] = 0xaaaaaaaa;
            },
        });
        // ISA: EXEC = 0xA gives { -, 0, -, B } per group of four
        for (let l = 0; l < 32; l++)
            if (l & 1)
                assert.equal(r.wave.getVgpr(2, l), (l & 3) === 1 ? 0 : 10 + (l & ~3) + 1);
        const f = runMem('ds_permute_b32 v2, v0, v1', {
            init: (w) => {
                fill(w, 0, (l) => [0, 0, 12, 4][l & 3] + (l & ~3) * 4);
                fill(w, 1, (l) => 10 + l);
                fill(w, 2, () => 5);
                w.sgpr[EXEC_LO] = 0xaaaaaaaa;
            },
        });
        // ISA: EXEC = 0xA gives { -, D, -, 0 } per group of four
        for (let l = 0; l < 32; l++) {
            const want = l & 1 ? ((l & 3) === 1 ? 10 + (l & ~3) + 3 : 0) : 5;
            assert.equal(f.wave.getVgpr(2, l), want);
        }
        const w64 = runMem('ds_bpermute_b32 v2, v0, v1 offset:4', {
            wave64: true,
            init: (w) => {
                fill(w, 0, (l) => 4 * (63 - l));
                fill(w, 1, (l) => l);
            },
        });
        assert.deepEqual(lanes(w64.wave, 2), Array.from({ length: 64 }, (_, l) => (l & 32) | ((64 - l) & 31)));
        assert.throws(() => runMem('ds_permute_b32 v2, v0, v1', {
            init: (w) => {
                fill(w, 0, () => 0);
                fill(w, 1, (l) => l);
            },
        }), /send different values/);
    });
});
//# sourceMappingURL=ds.test.js.map