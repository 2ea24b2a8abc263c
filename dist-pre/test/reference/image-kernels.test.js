/**
 * Image kernels compiled by LLVM (test/reference/image-kernels/*.ll, llc-19 for gfx1013, amdgpu_cs,
 * descriptors as inreg arguments, i.e. user SGPRs) run by the reference executor in wave32 and
 * wave64, against expectations computed here: linear texel offsets from the plain pitch formula,
 * tiled ones from the tiling model (tiling.test.ts checks it against addrlib's patterns), UNORM
 * conversion as b / 255 rounded to f32, atomics replayed in lane order. Each kernel's disassembly must
 * still contain the MIMG instructions it is about.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { encodeImageResource, encodeSampler } from '../../src/isa/tables/image-descriptor.js';
import { PS5_WAVE32, PS5_WAVE64 } from '../../src/isa/target.js';
import { runCompute } from '../../src/reference/executor.js';
import { GuestMemory } from '../../src/reference/memory.js';
import { PS5_PIPES_LOG2, surfaceLayout, texelOffset } from '../../src/reference/tiling.js';
import { compileForGfx1013 } from '../support/llvm-compile.js';
import { dwordAt, putDword } from './buffer-harness.js';
const DIR = fileURLToPath(new URL('./image-kernels/', import.meta.url));
const A = 0x4_0000_0000;
const B = 0x4_0010_0000;
const W = 8;
const H = 4;
const F32 = new Float32Array(1);
const U32 = new Uint32Array(F32.buffer);
const bits = (x) => {
    F32[0] = x;
    return U32[0];
};
/** Byte offset of a texel of a single-level linear 2D image: pitch aligned to 256 bytes. */
function linear(x, y, width, bpe) {
    return (y * Math.ceil((width * bpe) / 256) * (256 / bpe) + x) * bpe;
}
function dispatch(name, wave64, userSgprs, memory) {
    const obj = compileForGfx1013(`${DIR}${name}.ll`, wave64);
    const text = obj.lines.map((l) => l.text).join('\n');
    assert.match(text, /image_/, `${name}: no MIMG instruction left`);
    runCompute({
        target: wave64 ? PS5_WAVE64 : PS5_WAVE32,
        program: obj.words,
        entry: obj.functions.get('main') ?? 0,
        workgroupSize: [W, H, 1],
        workgroups: [1, 1, 1],
        userSgprs,
        localIdComponents: 2,
        memory,
    });
}
function rgba8(width, height) {
    const img = new Uint8Array(linear(0, height, width, 4));
    for (let y = 0; y < height; y++)
        for (let x = 0; x < width; x++)
            img.set([x * 30 + 3, y * 60 + 5, (x * y * 17) & 0xff, 200 + x], linear(x, y, width, 4));
    return img;
}
for (const wave64 of [false, true]) {
    describe(`image kernels wave${wave64 ? 64 : 32}`, () => {
        it('image_copy_swizzle: image_load RGBA8 UNORM, image_store 32_32_32_32_FLOAT with red and blue swapped', () => {
            const src = rgba8(W, H);
            const dst = new Uint8Array(linear(0, H, W, 16));
            const memory = new GuestMemory();
            memory.map(A, src);
            memory.map(B, dst);
            dispatch('image_copy_swizzle', wave64, [
                ...encodeImageResource({ base: A, format: 56, width: W, height: H }),
                ...encodeImageResource({ base: B, format: 77, width: W, height: H }),
            ], memory);
            for (let y = 0; y < H; y++)
                for (let x = 0; x < W; x++) {
                    const s = linear(x, y, W, 4);
                    const d = linear(x, y, W, 16);
                    const want = [src[s + 2], src[s + 1], src[s], src[s + 3]].map((b) => bits(b / 255));
                    assert.deepEqual([0, 4, 8, 12].map((k) => dwordAt(dst, d + k)), want, `(${x}, ${y})`);
                }
        });
        it('image_sample_gather: point sample_lz and gather4_lz of the red channel', () => {
            const tex = rgba8(W, H);
            const out = new Uint8Array(linear(0, H, 5 * W, 4));
            const memory = new GuestMemory();
            memory.map(A, tex);
            memory.map(B, out);
            dispatch('image_sample_gather', wave64, [
                ...encodeImageResource({ base: A, format: 56, width: W, height: H }),
                ...encodeImageResource({ base: B, format: 22, width: 5 * W, height: H }),
                ...encodeSampler({ clamp: ['WRAP', 'WRAP', 'WRAP'] }),
            ], memory);
            const red = (x, y) => bits(tex[linear((x + W) % W, (y + H) % H, W, 4)] / 255);
            for (let y = 0; y < H; y++)
                for (let x = 0; x < W; x++) {
                    // Texel centre (x + 0.5, y + 0.5) minus half a texel is (x, y): the footprint is (x, y)..(x + 1, y + 1).
                    const want = [red(x, y), red(x, y + 1), red(x + 1, y + 1), red(x + 1, y), red(x, y)];
                    const got = [0, 1, 2, 3, 4].map((k) => dwordAt(out, linear(5 * x + k, y, 5 * W, 4)));
                    assert.deepEqual(got, want, `(${x}, ${y})`);
                }
        });
        it('image_atomic_resinfo: NSA image_atomic_add glc on a tiled 2D array, image_get_resinfo', () => {
            const layers = H;
            const layout = surfaceLayout({
                swizzleMode: '64KB_R_X',
                bytesPerElement: 4,
                width: 4,
                height: 1,
                slices: layers,
                is3d: false,
                samples: 1,
                mipLevels: 1,
                pipesLog2: PS5_PIPES_LOG2,
            });
            const ctr = new Uint8Array(layout.sizeBytes);
            for (let s = 0; s < layers; s++)
                for (let x = 0; x < 4; x++)
                    putDword(ctr, texelOffset(layout, x, 0, s), 1000 * s + x);
            const out = new Uint8Array(linear(0, H, 2 * W, 4));
            const memory = new GuestMemory();
            memory.map(A, ctr);
            memory.map(B, out);
            dispatch('image_atomic_resinfo', wave64, [
                ...encodeImageResource({
                    base: A,
                    format: 20,
                    width: 4,
                    height: 1,
                    depth: layers,
                    type: '2D_ARRAY',
                    swizzleMode: '64KB_R_X',
                }),
                ...encodeImageResource({ base: B, format: 20, width: 2 * W, height: H }),
            ], memory);
            // Lanes run in ascending order; thread (x, y) is lane y * W + x of the dispatch's waves.
            const counters = new Map();
            for (let s = 0; s < layers; s++)
                for (let x = 0; x < 4; x++)
                    counters.set(`${x},${s}`, 1000 * s + x);
            for (let y = 0; y < H; y++)
                for (let x = 0; x < W; x++) {
                    const key = `${x & 3},${y}`;
                    const old = counters.get(key);
                    counters.set(key, old + x + 1);
                    assert.equal(dwordAt(out, linear(2 * x, y, 2 * W, 4)), old, `returned (${x}, ${y})`);
                    assert.equal(dwordAt(out, linear(2 * x + 1, y, 2 * W, 4)), (4 << 16) | layers, `resinfo (${x}, ${y})`);
                }
            for (const [key, value] of counters) {
                const [x, s] = key.split(',').map(Number);
                assert.equal(dwordAt(ctr, texelOffset(layout, x, 0, s)), value, `counter ${key}`);
            }
        });
    });
}
//# sourceMappingURL=image-kernels.test.js.map