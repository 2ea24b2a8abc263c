/**
 * MUBUF/MTBUF semantics against independent expectations: V# field positions, linear and swizzled
 * addressing, per-dword and all-or-nothing range checks, raw loads/stores, atomics, every buffer
 * format's load conversion (computed here from the format name), store conversions and round trips,
 * dst_sel, d16 forms, unbound resources and refusals.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MTBUF_TABLE } from '../../src/isa/tables/mtbuf.js';
import { MUBUF_TABLE } from '../../src/isa/tables/mubuf.js';
import { decodeBufferResource, encodeBufferResource } from '../../src/reference/buffer-resource.js';
import { ExecError } from '../../src/reference/errors.js';
import { allBufferFormats } from '../../src/reference/formats.js';
import { GuestMemory } from '../../src/reference/memory.js';
import { BUFFER_SEMANTICS } from '../../src/reference/semantics/buffer.js';
import { EXEC_LO } from '../../src/reference/wave.js';
import { dwordAt, fill, lanes, putDword, randomBytes, rng, runMem, setSgprs, } from './buffer-harness.js';
const BASE = 0x1_2345_0000;
function withBuffer(bytes) {
    const m = new GuestMemory();
    m.map(BASE, bytes);
    return m;
}
const F32 = new Float32Array(1);
const U32 = new Uint32Array(F32.buffer);
function bitsOf(x) {
    F32[0] = x;
    return U32[0];
}
describe('V# decode', () => {
    it('reads every field at its SQ_BUF_RSRC_WORD position', () => {
        const words = [0x89abcdef, (1 << 31) | (1 << 30) | (0x1234 << 16) | 0x4567, 0xfedcba98, 0];
        words[3] =
            (3 << 30) |
                (2 << 28) |
                (1 << 24) |
                (1 << 23) |
                (2 << 21) |
                (77 << 12) |
                (7 << 9) |
                (6 << 6) |
                (1 << 3) |
                4;
        const r = decodeBufferResource(words);
        assert.equal(r.base, 0x4567_89abcdef);
        assert.equal(r.stride, 0x1234);
        assert.equal(r.cacheSwizzle, true);
        assert.equal(r.swizzleEnable, true);
        assert.equal(r.numRecords, 0xfedcba98);
        assert.deepEqual(r.dstSel, [4, 1, 6, 7]);
        assert.equal(r.format, 77);
        assert.equal(r.indexStride, 32);
        assert.equal(r.addTid, true);
        assert.equal(r.resourceLevel, 1);
        assert.equal(r.oobSelect, 2);
        assert.equal(r.type, 3);
        assert.deepEqual(encodeBufferResource(r), words.map((w) => w >>> 0));
    });
    it('registers only mnemonics of the MUBUF/MTBUF tables', () => {
        const names = new Set([...MUBUF_TABLE, ...MTBUF_TABLE].map((r) => r[1]));
        for (const name of Object.keys(BUFFER_SEMANTICS))
            assert.ok(names.has(name), name);
        for (const name of names)
            assert.equal(BUFFER_SEMANTICS[name] === undefined, name === 'buffer_atomic_csub', name);
    });
});
/** Runs `body` with a V# in s[0:3] over a buffer at BASE. */
function runBuffer(body, rsrc, bytes, init, wave64 = false) {
    return runMem(body, {
        wave64,
        memory: withBuffer(bytes),
        init: (wave, lds) => {
            setSgprs(wave, 0, encodeBufferResource(rsrc));
            init?.(wave, lds);
        },
    });
}
describe('buffer raw access', () => {
    it('loads with offen and the instruction offset, checking each dword against num_records', () => {
        const bytes = randomBytes(512, rng(3));
        const r = runBuffer([
            'buffer_load_dwordx4 v[4:7], v0, s[0:3], 0 offen offset:12',
            'buffer_load_sbyte v8, v0, s[0:3], 0 offen offset:3',
            'buffer_load_ushort v9, v0, s[0:3], 0 offen offset:6',
        ].join('\n'), { base: BASE, numRecords: 124, oobSelect: 3 }, bytes, (w) => fill(w, 0, (l) => l * 4));
        for (let l = 0; l < 32; l++) {
            for (let k = 0; k < 4; k++) {
                const offset = l * 4 + 12 + 4 * k;
                assert.equal(r.wave.getVgpr(4 + k, l), offset + 4 <= 124 ? dwordAt(bytes, offset) : 0, `lane ${l} dword ${k}`);
            }
            const b = bytes[l * 4 + 3];
            assert.equal(r.wave.getVgpr(8, l), l * 4 + 3 < 124 ? ((b << 24) >> 24) >>> 0 : 0);
            const o = l * 4 + 6;
            assert.equal(r.wave.getVgpr(9, l), o + 2 <= 124 ? bytes[o] | (bytes[o + 1] << 8) : 0);
        }
    });
    it('adds the SGPR offset to the address (OOB_SELECT 2 checks nothing but num_records == 0)', () => {
        const bytes = randomBytes(512, rng(13));
        const r = runBuffer('buffer_load_dword v4, v0, s[0:3], s8 offen offset:4', { base: BASE, numRecords: 1, oobSelect: 2 }, bytes, (w) => {
            w.sgpr[8] = 16;
            fill(w, 0, (l) => l * 8);
        });
        for (let l = 0; l < 32; l++)
            assert.equal(r.wave.getVgpr(4, l), dwordAt(bytes, 16 + l * 8 + 4));
        const z = runBuffer('buffer_load_dword v4, off, s[0:3], 0', { base: BASE, numRecords: 0, oobSelect: 2 }, bytes);
        assert.equal(z.wave.getVgpr(4, 0), 0);
    });
    it('indexes records by stride, adds the lane id with ADD_TID_ENABLE and checks the index', () => {
        const bytes = randomBytes(4096, rng(4));
        const r = runBuffer(['buffer_load_dword v4, v0, s[0:3], 0 idxen offset:8', 'buffer_load_dword v5, off, s[4:7], 4'].join('\n'), { base: BASE, stride: 36, numRecords: 20, oobSelect: 1 }, bytes, (w) => {
            setSgprs(w, 4, encodeBufferResource({ base: BASE, stride: 24, numRecords: 40, oobSelect: 1, addTid: true }));
            fill(w, 0, (l) => 31 - l);
        });
        for (let l = 0; l < 32; l++) {
            const idx = 31 - l;
            assert.equal(r.wave.getVgpr(4, l), idx < 20 ? dwordAt(bytes, idx * 36 + 8) : 0);
            assert.equal(r.wave.getVgpr(5, l), dwordAt(bytes, 4 + l * 24));
        }
    });
    it('computes swizzled addresses with 4-byte elements and the index stride', () => {
        const bytes = randomBytes(8192, rng(5));
        const stride = 12;
        for (const [field, istride] of [
            [0, 8],
            [1, 16],
            [3, 64],
        ]) {
            const r = runBuffer('buffer_load_dwordx2 v[4:5], v[0:1], s[0:3], 0 idxen offen', { base: BASE, stride, numRecords: 1000, oobSelect: 1, swizzleEnable: true, indexStride: 8 << field }, bytes, (w) => {
                fill(w, 0, (l) => l * 3 + 1);
                fill(w, 1, (l) => (l % 3) * 4);
            }, true);
            const address = (index, offset) => (Math.floor(index / istride) * stride + Math.floor(offset / 4) * 4) * istride +
                (index % istride) * 4 +
                (offset % 4);
            for (let l = 0; l < 64; l++) {
                const index = l * 3 + 1;
                const offset = (l % 3) * 4;
                assert.equal(r.wave.getVgpr(4, l), dwordAt(bytes, address(index, offset)));
                assert.equal(r.wave.getVgpr(5, l), dwordAt(bytes, address(index, offset + 4)));
            }
        }
    });
    it('stores every width, dropping out-of-range dwords and inactive lanes', () => {
        const bytes = new Uint8Array(256);
        const r = runBuffer([
            'buffer_store_dwordx3 v[4:6], v0, s[0:3], 0 offen',
            'buffer_store_byte_d16_hi v7, v0, s[0:3], 0 offen offset:200',
            'buffer_store_short_d16_hi v7, v0, s[0:3], 0 offen offset:130',
        ].join('\n'), { base: BASE, numRecords: 100, oobSelect: 3 }, bytes, (w) => {
            w.sgpr[EXEC_LO] = 0x7fff_ffff;
            fill(w, 0, (l) => l * 4);
            for (let k = 0; k < 3; k++)
                fill(w, 4 + k, (l) => 0x100 * (k + 1) + l);
            fill(w, 7, (l) => 0xabcd0000 + l * 0x10000);
        });
        const mem = new Uint8Array(256);
        // lanes run in ascending order: replay the stores in that order
        for (let l = 0; l < 31; l++) {
            for (let k = 0; k < 3; k++)
                if (l * 4 + 4 * k + 4 <= 100)
                    putDword(mem, l * 4 + 4 * k, 0x100 * (k + 1) + l);
        }
        const got = new Uint8Array(256);
        r.memory.mapped[0]?.bytes.forEach((b, i) => {
            got[i] = b;
        });
        assert.deepEqual(got.slice(0, 100), mem.slice(0, 100));
        assert.ok(got.slice(100).every((b) => b === 0), 'nothing past num_records');
    });
    it('returns zeros and drops stores for an unbound V# (FORMAT INVALID)', () => {
        const bytes = randomBytes(64, rng(6));
        const copy = bytes.slice();
        const r = runBuffer(['buffer_load_dword v4, v0, s[0:3], 0 offen', 'buffer_store_dword v0, v0, s[0:3], 0 offen'].join('\n'), { base: BASE, numRecords: 64, format: 0 }, bytes, (w) => fill(w, 0, (l) => (l * 4) % 64));
        assert.deepEqual(lanes(r.wave, 4), new Array(32).fill(0));
        assert.deepEqual(bytes, copy);
    });
    it('refuses tfe, the lds bit, non-buffer types, misalignment and ambiguous range checks', () => {
        const bytes = new Uint8Array(64);
        const run = (text, extra = {}) => () => runBuffer(text, { base: BASE, numRecords: 64, ...extra }, bytes);
        assert.throws(run('buffer_load_dword v[4:5], off, s[0:3], 0 tfe'), /tfe/);
        assert.throws(run('buffer_load_dword off, s[0:3], 0 lds'), /LDS/);
        assert.throws(run('buffer_load_dword v4, off, s[0:3], 0', { type: 2 }), /not a buffer/);
        assert.throws(run('buffer_load_dword v4, off, s[0:3], 0 offset:2'), /misaligned/);
        assert.throws(run('buffer_load_dword v4, off, s[0:3], 0 offset:4', { numRecords: 6, oobSelect: 3 }), /differs between the ISA and Mesa/);
        assert.throws(run('buffer_atomic_csub v4, off, s[0:3], 0 glc'), /csub|not available/);
    });
});
/** The ISA pseudo-code of the 32/64-bit buffer atomics (a = DATA[0], b = DATA[1]). */
function expectAtomic(name, t, a, b, bits) {
    const m = (v) => BigInt.asUintN(bits, v);
    const s = (v) => BigInt.asIntN(bits, v);
    const table = {
        swap: () => a,
        cmpswap: () => (t === b ? a : t),
        add: () => m(t + a),
        sub: () => m(t - a),
        smin: () => (s(a) < s(t) ? a : t),
        umin: () => (a < t ? a : t),
        smax: () => (s(a) > s(t) ? a : t),
        umax: () => (a > t ? a : t),
        and: () => t & a,
        or: () => t | a,
        xor: () => t ^ a,
        inc: () => (t >= a ? 0n : m(t + 1n)),
        dec: () => (t === 0n || t > a ? a : t - 1n),
    };
    return table[name]();
}
describe('buffer atomics', () => {
    for (const bits of [32, 64]) {
        it(`computes every ${bits}-bit integer atomic, returning the pre-op value with glc`, () => {
            const next = rng(bits + 1);
            const w = bits / 32;
            for (const name of [
                'swap',
                'cmpswap',
                'add',
                'sub',
                'smin',
                'umin',
                'smax',
                'umax',
                'and',
                'or',
                'xor',
                'inc',
                'dec',
            ]) {
                const two = name === 'cmpswap';
                const bytes = randomBytes(32 * 8, next);
                for (let l = 0; l < 32; l += 2)
                    putDword(bytes, l * 8, next() % 4);
                const data = Array.from({ length: 32 * 4 }, (_, i) => (i % 3 === 0 ? next() % 4 : next()));
                for (let l = 0; l < 32; l += 4) {
                    for (let k = 0; k < w; k++)
                        data[l * 4 + w + k] = dwordAt(bytes, l * 8 + 4 * k); // compare equal
                }
                const before = bytes.slice();
                const n = w * (two ? 2 : 1);
                const reg = n === 1 ? 'v4' : `v[4:${3 + n}]`;
                const text = `buffer_atomic_${name}${bits === 64 ? '_x2' : ''} ${reg}, v0, s[0:3], 0 offen glc`;
                const r = runBuffer(text, { base: BASE, numRecords: 256, oobSelect: 3 }, bytes, (wv) => {
                    fill(wv, 0, (l) => l * 8);
                    for (let k = 0; k < 4; k++)
                        fill(wv, 4 + k, (l) => data[l * 4 + k]);
                });
                const big = (d) => BigInt(d[0]) | (w === 2 ? BigInt(d[1]) << 32n : 0n);
                for (let l = 0; l < 32; l++) {
                    const t = big([dwordAt(before, l * 8), dwordAt(before, l * 8 + 4)]);
                    const a = big([data[l * 4], data[l * 4 + 1]]);
                    const b = big([data[l * 4 + w], data[l * 4 + w + 1]]);
                    const want = expectAtomic(name, t, a, b, bits);
                    const mem = r.memory.mapped[0]?.bytes;
                    assert.equal(big([dwordAt(mem, l * 8), dwordAt(mem, l * 8 + 4)]), want, `${text} lane ${l}`);
                    assert.equal(big([r.wave.getVgpr(4, l), r.wave.getVgpr(5, l)]), t, `${text} return lane ${l}`);
                }
            }
        });
    }
    it('compares floats in fmin/fmax/fcmpswap and refuses NaN operands', () => {
        const bytes = new Uint8Array(256);
        for (let l = 0; l < 32; l++)
            putDword(bytes, l * 8, bitsOf(l - 10));
        const r = runBuffer([
            'buffer_atomic_fmin v4, v0, s[0:3], 0 offen',
            'buffer_atomic_fcmpswap v[6:7], v0, s[0:3], 0 offen offset:4 glc',
        ].join('\n'), { base: BASE, numRecords: 256 }, bytes, (w) => {
            fill(w, 0, (l) => l * 8);
            fill(w, 4, () => bitsOf(0.5));
            fill(w, 6, (l) => bitsOf(l));
            fill(w, 7, () => 0);
        });
        for (let l = 0; l < 32; l++) {
            assert.equal(dwordAt(r.memory.mapped[0]?.bytes, l * 8), bitsOf(Math.min(l - 10, 0.5)));
            assert.equal(dwordAt(r.memory.mapped[0]?.bytes, l * 8 + 4), bitsOf(l));
        }
        assert.throws(() => runBuffer('buffer_atomic_fmax v4, off, s[0:3], 0', { base: BASE, numRecords: 16 }, new Uint8Array(16), (w) => fill(w, 4, () => 0x7fc00000)), (e) => e instanceof ExecError && /NaN/.test(e.message));
    });
});
// ---------------------------------------------------------------------------------------------------
// Formats, with conversions written independently of src/reference/formats.ts
// ---------------------------------------------------------------------------------------------------
/** Component widths from the least significant bit, from the name (AMD lists the top component first). */
function widthsOf(name) {
    const parts = name.split('_');
    parts.pop();
    return parts.map(Number).reverse();
}
function halfToNumber(h) {
    const e = (h >> 10) & 31;
    const m = h & 1023;
    const s = h & 0x8000 ? -1 : 1;
    if (e === 0)
        return s * m * 2 ** -24;
    if (e === 31)
        return m ? Number.NaN : s * Number.POSITIVE_INFINITY;
    return s * 2 ** (e - 15) * (1 + m / 1024);
}
function ufloatToNumber(raw, mantBits) {
    const e = raw >> mantBits;
    const m = raw & ((1 << mantBits) - 1);
    if (e === 0)
        return m * 2 ** (-14 - mantBits);
    if (e === 31)
        return m ? Number.NaN : Number.POSITIVE_INFINITY;
    return 2 ** (e - 15) * (1 + m / 2 ** mantBits);
}
/** Expected VGPR value of one component of a format load. */
function expectComponent(raw, w, nf) {
    const sx = w === 32 ? raw | 0 : (raw << (32 - w)) >> (32 - w);
    switch (nf) {
        case 'UNORM':
            return bitsOf(raw / (2 ** w - 1));
        case 'SNORM':
            return bitsOf(Math.max(sx / (2 ** (w - 1) - 1), -1));
        case 'USCALED':
            return bitsOf(raw);
        case 'SSCALED':
            return bitsOf(sx);
        case 'UINT':
            return raw >>> 0;
        case 'SINT':
            return sx >>> 0;
        default:
            if (w === 32)
                return raw >>> 0;
            return bitsOf(w === 16 ? halfToNumber(raw) : ufloatToNumber(raw, w - 5));
    }
}
/** Random element bytes for `fmt`, avoiding float NaN patterns (their payload rule is a choice). */
function randomElement(fmt, next) {
    for (;;) {
        const b = randomBytes(fmt.bytes, next);
        if (!fmt.name.endsWith('FLOAT'))
            return b;
        const comps = componentsOf(fmt.name, b);
        const widths = widthsOf(fmt.name);
        const nan = comps.some((c, i) => {
            const w = widths[i];
            if (w === 32)
                return (c & 0x7f800000) === 0x7f800000 && (c & 0x7fffff) !== 0;
            const mant = w === 16 ? 10 : w - 5;
            return (w === 16 ? c & 0x7fff : c) >> mant === 31 && (c & ((1 << mant) - 1)) !== 0;
        });
        if (!nan)
            return b;
    }
}
/** Raw components of an element, by BigInt bit extraction. */
function componentsOf(name, bytes) {
    let v = 0n;
    bytes.forEach((b, i) => {
        v |= BigInt(b) << BigInt(8 * i);
    });
    const out = [];
    for (const w of widthsOf(name)) {
        out.push(Number(v & ((1n << BigInt(w)) - 1n)));
        v >>= BigInt(w);
    }
    return out;
}
describe('buffer formats', () => {
    const formats = allBufferFormats();
    it('has the 77 gfx10 buffer formats with byte sizes from their layouts', () => {
        assert.equal(formats.length, 77);
        for (const f of formats)
            assert.equal(f.bytes * 8, widthsOf(f.name).reduce((a, b) => a + b, 0), f.name);
    });
    it('loads every format through the V# (dst_sel) and through MTBUF (identity)', () => {
        const next = rng(11);
        for (const fmt of formats) {
            const stride = Math.max(fmt.bytes, 4);
            const bytes = new Uint8Array(stride * 32);
            for (let l = 0; l < 32; l++)
                bytes.set(randomElement(fmt, next), l * stride);
            const m = widthsOf(fmt.name).length;
            const nf = fmt.name.slice(fmt.name.lastIndexOf('_') + 1);
            const sel = [4, m > 1 ? 5 : 0, m > 2 ? 6 : 0, m > 3 ? 7 : 1];
            const r = runBuffer([
                `buffer_load_format_xyzw v[4:7], v0, s[0:3], 0 idxen`,
                `tbuffer_load_format_xyzw v[8:11], v0, s[0:3], 0 format:${fmt.code} idxen`,
            ].join('\n'), { base: BASE, stride, numRecords: 30, oobSelect: 1, format: fmt.code, dstSel: sel }, bytes, (w) => fill(w, 0, (l) => l));
            const one = nf === 'UINT' || nf === 'SINT' ? 1 : bitsOf(1);
            for (let l = 0; l < 32; l++) {
                const comps = componentsOf(fmt.name, bytes.slice(l * stride, l * stride + fmt.bytes));
                const conv = comps.map((c, i) => expectComponent(c, widthsOf(fmt.name)[i], nf));
                const inRange = l < 30;
                const viaSel = sel.map((s) => (s === 0 ? 0 : s === 1 ? one : inRange ? conv[s - 4] : 0));
                const identity = [0, 1, 2, 3].map((k) => (k < m && inRange ? conv[k] : 0));
                assert.deepEqual([4, 5, 6, 7].map((v) => r.wave.getVgpr(v, l)), viaSel, `${fmt.name} lane ${l}`);
                assert.deepEqual([8, 9, 10, 11].map((v) => r.wave.getVgpr(v, l)), identity, `${fmt.name} tbuffer lane ${l}`);
            }
        }
    });
    it('stores back what it loads (SNORM minimum becomes -max), for every format', () => {
        const next = rng(12);
        for (const fmt of formats) {
            const stride = Math.max(fmt.bytes, 4);
            const src = new Uint8Array(stride * 32);
            for (let l = 0; l < 32; l++)
                src.set(randomElement(fmt, next), l * stride);
            const m = new GuestMemory();
            m.map(BASE, src);
            const out = new Uint8Array(stride * 32);
            m.map(BASE + 0x10000, out);
            runMem([
                `tbuffer_load_format_xyzw v[4:7], v0, s[0:3], 0 format:${fmt.code} idxen`,
                `tbuffer_store_format_xyzw v[4:7], v0, s[4:7], 0 format:${fmt.code} idxen`,
            ].join('\n'), {
                memory: m,
                init: (w) => {
                    setSgprs(w, 0, encodeBufferResource({ base: BASE, stride, numRecords: 32, oobSelect: 1 }));
                    setSgprs(w, 4, encodeBufferResource({ base: BASE + 0x10000, stride, numRecords: 32, oobSelect: 1 }));
                    fill(w, 0, (l) => l);
                },
            });
            const snorm = fmt.name.endsWith('SNORM');
            for (let l = 0; l < 32; l++) {
                const widths = widthsOf(fmt.name);
                const want = componentsOf(fmt.name, src.slice(l * stride, l * stride + fmt.bytes)).map((c, i) => {
                    const w = widths[i];
                    return snorm && c === 2 ** (w - 1) ? c + 1 : c;
                });
                assert.deepEqual(componentsOf(fmt.name, out.slice(l * stride, l * stride + fmt.bytes)), want, `${fmt.name} lane ${l}`);
            }
        }
    });
    it('rounds, clamps and refuses on store as documented', () => {
        const run = (code, value) => {
            const out = new Uint8Array(4);
            runBuffer(`tbuffer_store_format_x v4, off, s[0:3], 0 format:${code}`, { base: BASE, numRecords: 4 }, out, (w) => fill(w, 4, () => value));
            return out[0];
        };
        const code = (name) => formats.find((f) => f.name === name).code;
        assert.equal(run(code('8_UNORM'), bitsOf(0.5)), 128); // 127.5 rounds to even
        assert.equal(run(code('8_UNORM'), bitsOf(7)), 255);
        assert.equal(run(code('8_UNORM'), bitsOf(-3)), 0);
        assert.equal(run(code('8_SNORM'), bitsOf(-1.5)), 0x81);
        assert.throws(() => run(code('8_UNORM'), 0x7fc00000), /NaN/);
        assert.throws(() => run(code('8_USCALED'), bitsOf(3.5)), /not specified/);
        assert.throws(() => run(code('8_UINT'), 256), /does not fit/);
        assert.throws(() => run(code('8_8_UINT'), 1), /missing components/);
        // 2-bit and 10-bit UNORM: 0.5 * 3 = 1.5 and 0.5 * 1023 = 511.5 both round to even
        const out = new Uint8Array(4);
        runBuffer(`tbuffer_store_format_xyzw v[4:7], off, s[0:3], 0 format:${code('10_10_10_2_UNORM')}`, { base: BASE, numRecords: 4 }, out, (w) => {
            for (let k = 0; k < 4; k++)
                fill(w, 4 + k, () => bitsOf(0.5));
        });
        assert.equal(dwordAt(out, 0), (2 | (512 << 2) | (512 << 12) | (512 << 22)) >>> 0);
    });
    it('converts d16 loads to halves and packs them two per VGPR', () => {
        const bytes = new Uint8Array([0, 51, 255, 128, 1, 2, 3, 4]);
        const r = runBuffer([
            'buffer_load_format_d16_xyz v[4:5], off, s[0:3], 0',
            'buffer_load_format_d16_hi_x v6, off, s[0:3], 0 offset:4',
        ].join('\n'), { base: BASE, numRecords: 8, format: 56, dstSel: [4, 5, 6, 7] }, bytes, (w) => {
            fill(w, 5, () => 0x12345678);
            fill(w, 6, () => 0x9abcdef0);
        });
        // 8_8_8_8_UNORM: 0 -> 0, 51/255 = 0.2 -> f16 0x3266, 255 -> 1.0 = 0x3c00
        assert.equal(r.wave.getVgpr(4, 0), (0x3266 << 16) >>> 0);
        assert.equal(r.wave.getVgpr(5, 0), 0x12343c00);
        assert.equal(r.wave.getVgpr(6, 0), ((0x1c04 << 16) | 0xdef0) >>> 0); // 1/255 -> 0x1c04
    });
    it('returns 0, and 1 where dst_sel is SEL_1, out of range', () => {
        const r = runBuffer('buffer_load_format_xyzw v[4:7], off, s[0:3], 0 offset:8', { base: BASE, numRecords: 8, format: 22, dstSel: [4, 1, 0, 1] }, new Uint8Array(16));
        assert.deepEqual([4, 5, 6, 7].map((v) => r.wave.getVgpr(v, 0)), [0, bitsOf(1), 0, bitsOf(1)]);
        assert.throws(() => runBuffer('buffer_load_format_xy v[4:5], off, s[0:3], 0', { base: BASE, numRecords: 8, format: 22, dstSel: [4, 5, 0, 0] }, new Uint8Array(16)), /lacks/);
    });
});
//# sourceMappingURL=buffer.test.js.map