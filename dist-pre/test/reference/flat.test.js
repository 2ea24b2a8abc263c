/**
 * FLAT/GLOBAL/SCRATCH semantics against independent expectations: the three global addressing forms,
 * flat addresses routed by aperture to guest memory, LDS or private memory, per-lane scratch, atomics
 * with and without return, memory faults reported with pc and address, wave64 and refusals.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FLAT_TABLE } from '../../src/isa/tables/flat.js';
import { DEFAULT_APERTURES } from '../../src/reference/access.js';
import { ExecError } from '../../src/reference/errors.js';
import { GuestMemory } from '../../src/reference/memory.js';
import { FLAT_SEMANTICS } from '../../src/reference/semantics/flat.js';
import { EXEC_LO } from '../../src/reference/wave.js';
import { dwordAt, fill, lanes, putDword, randomBytes, rng, runMem, setSgprs } from './buffer-harness.js';
const BASE = 0x7_0000_1000;
const lo = (a) => (a % 2 ** 32) >>> 0;
const hi = (a) => Math.floor(a / 2 ** 32);
function memoryWith(bytes) {
    const m = new GuestMemory();
    m.map(BASE, bytes);
    return m;
}
describe('FLAT registry', () => {
    it('registers every flat/global/scratch opcode except the LDS-only and gfx1030-only ones', () => {
        for (const [, name, , , flags] of FLAT_TABLE) {
            for (const [letter, prefix] of [
                ['F', 'flat'],
                ['G', 'global'],
                ['S', 'scratch'],
            ]) {
                if (!flags.split(' ')[0]?.includes(letter))
                    continue;
                const full = `${prefix}_${name}`;
                assert.equal(FLAT_SEMANTICS[full] !== undefined, !flags.includes('1030'), full);
            }
        }
    });
});
describe('global addressing', () => {
    it('loads through a 64-bit VGPR address and through an SGPR base plus VGPR offset, with signed offsets', () => {
        const bytes = randomBytes(4096, rng(21));
        const r = runMem([
            'global_load_dword v4, v[0:1], off offset:-4',
            'global_load_dwordx2 v[5:6], v2, s[10:11] offset:8',
            'global_load_sshort v7, v2, s[10:11] offset:-2048',
            'global_load_ubyte_d16_hi v8, v[0:1], off',
        ].join('\n'), {
            memory: memoryWith(bytes),
            init: (w) => {
                fill(w, 0, (l) => lo(BASE + 16 + l * 8));
                fill(w, 1, (l) => hi(BASE + 16 + l * 8));
                fill(w, 2, (l) => 2048 + l * 4);
                setSgprs(w, 10, [lo(BASE), hi(BASE)]);
                fill(w, 8, () => 0x1234);
            },
        });
        for (let l = 0; l < 32; l++) {
            assert.equal(r.wave.getVgpr(4, l), dwordAt(bytes, 12 + l * 8));
            assert.deepEqual([r.wave.getVgpr(5, l), r.wave.getVgpr(6, l)], [dwordAt(bytes, 2056 + l * 4), dwordAt(bytes, 2060 + l * 4)]);
            const s = bytes[l * 4] | (bytes[l * 4 + 1] << 8);
            assert.equal(r.wave.getVgpr(7, l), ((s << 16) >> 16) >>> 0);
            assert.equal(r.wave.getVgpr(8, l), ((bytes[16 + l * 8] << 16) | 0x1234) >>> 0);
        }
    });
    it('stores and runs atomics on guest memory, returning the pre-op value with glc', () => {
        const bytes = new Uint8Array(512);
        for (let l = 0; l < 32; l++)
            putDword(bytes, l * 8, 100 + l);
        const r = runMem([
            'global_atomic_add v4, v[0:1], v2, off glc',
            'global_atomic_cmpswap_x2 v[0:1], v[6:9], off offset:256',
            'global_store_short_d16_hi v[0:1], v2, off offset:4',
        ].join('\n'), {
            memory: memoryWith(bytes),
            init: (w) => {
                fill(w, 0, (l) => lo(BASE + l * 8));
                fill(w, 1, (l) => hi(BASE + l * 8));
                fill(w, 2, (l) => 0x7777_0000 + l);
                fill(w, 6, (l) => 0xaaaa0000 + l);
                fill(w, 7, () => 1);
                fill(w, 8, (l) => (l % 2 ? 0 : 5));
                fill(w, 9, () => 0);
            },
        });
        for (let l = 0; l < 32; l++) {
            assert.equal(r.wave.getVgpr(4, l), 100 + l);
            assert.equal(dwordAt(bytes, l * 8), (100 + l + 0x7777_0000 + l) >>> 0);
            const swapped = l % 2 === 1; // memory holds 0: equal to the comparand only for odd lanes
            assert.deepEqual([dwordAt(bytes, 256 + l * 8), dwordAt(bytes, 260 + l * 8)], swapped ? [(0xaaaa0000 + l) >>> 0, 1] : [0, 0]);
            assert.equal(bytes[l * 8 + 4] | (bytes[l * 8 + 5] << 8), 0x7777);
        }
    });
    it('reports a fault with the pc and the address', () => {
        assert.throws(() => runMem('global_load_dword v4, v[0:1], off', {
            memory: memoryWith(new Uint8Array(64)),
            init: (w) => {
                fill(w, 0, () => lo(BASE + 64));
                fill(w, 1, () => hi(BASE + 64));
            },
        }), (e) => e instanceof ExecError && e.pc === 4 && e.message.includes((BASE + 64).toString(16)));
    });
});
describe('flat apertures', () => {
    const shared = DEFAULT_APERTURES.sharedBase * 65536;
    const priv = DEFAULT_APERTURES.privateBase * 65536;
    it('routes flat addresses to guest memory, LDS and private memory by aperture', () => {
        const bytes = randomBytes(256, rng(22));
        const r = runMem([
            'flat_store_dword v[0:1], v6 offset:8', // LDS
            'flat_store_dword v[2:3], v7', // private
            'flat_load_dword v8, v[2:3]',
            'flat_load_dword v9, v[4:5] offset:4', // guest
            'flat_atomic_add v10, v[0:1], v6 offset:8 glc',
        ].join('\n'), {
            memory: memoryWith(bytes),
            ldsBytes: 256,
            init: (w) => {
                fill(w, 0, (l) => lo(shared + l * 4));
                fill(w, 1, () => hi(shared));
                fill(w, 2, () => lo(priv + 64));
                fill(w, 3, () => hi(priv));
                fill(w, 4, (l) => lo(BASE + l * 4));
                fill(w, 5, (l) => hi(BASE + l * 4));
                fill(w, 6, (l) => 10 + l);
                fill(w, 7, (l) => 0x5000 + l);
            },
        });
        for (let l = 0; l < 32; l++) {
            assert.equal(dwordAt(r.lds, 8 + l * 4), 2 * (10 + l));
            assert.equal(r.wave.getVgpr(10, l), 10 + l);
            assert.equal(r.wave.getVgpr(8, l), 0x5000 + l); // every lane has its own private memory at 64
            assert.equal(r.wave.getVgpr(9, l), dwordAt(bytes, 4 + l * 4));
        }
    });
    it('refuses global accesses inside an aperture (memory violation)', () => {
        assert.throws(() => runMem('global_load_dword v4, v[0:1], off', {
            init: (w) => {
                fill(w, 0, () => 0);
                fill(w, 1, () => hi(shared));
            },
        }), /aperture/);
    });
});
describe('scratch', () => {
    it('keeps each lane private, addressing by VGPR, SGPR or offset alone', () => {
        const r = runMem([
            'scratch_store_dword v0, v1, off offset:16',
            'scratch_store_dwordx2 off, v[2:3], s5 offset:-4',
            'scratch_load_dword v4, v0, off offset:16',
            'scratch_load_dwordx2 v[6:7], off, s5 offset:-4',
            'scratch_load_ushort v8, off, s6 offset:2',
            'scratch_store_byte_d16_hi v0, v1, off offset:1',
            'scratch_load_ubyte v9, v0, off offset:1',
        ].join('\n'), {
            wave64: true,
            init: (w) => {
                fill(w, 0, (l) => l * 4);
                fill(w, 1, (l) => 0x0102_0304 + l);
                fill(w, 2, (l) => 0xaaaa_0000 + l);
                fill(w, 3, (l) => 0xbbbb_0000 + l);
                w.sgpr[5] = 404;
                w.sgpr[6] = 400;
                fill(w, 9, () => 0);
            },
        });
        for (let l = 0; l < 64; l++) {
            assert.equal(r.wave.getVgpr(4, l), 0x0102_0304 + l);
            assert.deepEqual([r.wave.getVgpr(6, l), r.wave.getVgpr(7, l)], [0xaaaa_0000 + l, 0xbbbb_0000 + l]);
            assert.equal(r.wave.getVgpr(8, l), 0xaaaa);
            assert.equal(r.wave.getVgpr(9, l), 0x02);
        }
        assert.throws(() => runMem('scratch_load_dword v4, off, s5', { init: (w) => (w.sgpr[5] = 8) }), /read before it is written/);
    });
    it('honours EXEC and refuses the lds bit', () => {
        const bytes = new Uint8Array(128);
        const r = runMem('global_store_dword v[0:1], v2, off', {
            memory: memoryWith(bytes),
            init: (w) => {
                w.sgpr[EXEC_LO] = 0x0000_ffff;
                fill(w, 0, (l) => lo(BASE + l * 4));
                fill(w, 1, (l) => hi(BASE + l * 4));
                fill(w, 2, (l) => l + 1);
            },
        });
        for (let l = 0; l < 32; l++)
            assert.equal(dwordAt(bytes, l * 4), l < 16 ? l + 1 : 0);
        assert.deepEqual(lanes(r.wave, 2).slice(0, 2), [1, 2]);
        assert.throws(() => runMem('global_load_dword v[0:1], off lds'), /LDS/);
    });
});
//# sourceMappingURL=flat.test.js.map