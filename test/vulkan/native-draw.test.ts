/**
 * Reference drawing (test/support/native-draw.ts) of graphics corpus pairs (test/recompiler/aco-gfx/) on
 * the test device, with the Khronos validation layer required silent: a vertex-attribute triangle
 * (interpolated colours inside, the clear colour outside), the fullscreen triangle from gl_VertexIndex,
 * an unsigned integer target with flat ids and gl_PrimitiveID, a 32-bit float target, a texture through a
 * combined image sampler, push constants, gl_FragDepth into a depth target and a resolved 4-sample
 * target. Expected values are computed here from the GLSL's meaning.
 * Needs glslangValidator or the SPIR-V test/vulkan/support/prebuild-spirv.ts made (the device machine).
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ACO_GFX_DIR, loadAcoGfxPairs, nativeDrawState } from '../recompiler/aco-gfx-programs.js';
import { drawNative, texel } from '../support/native-draw.js';
import { validatedDevice } from '../support/validated-device.js';
import { canLoadGlslFile } from './support/spirv.js';

const device = validatedDevice();
const SIZE = 32;
const shader = (name: string): string => join(ACO_GFX_DIR, name);
/** Pixel index i's center in NDC. */
const ndc = (i: number): number => ((i + 0.5) / SIZE) * 2 - 1;

type Point = readonly [number, number];

/** Barycentric coordinates of p in triangle t (NDC, w = 1: screen-linear equals perspective-correct). */
function barycentric(p: Point, t: readonly [Point, Point, Point]): [number, number, number] {
  const [[ax, ay], [bx, by], [cx, cy]] = t;
  const area = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
  const b1 = ((p[0] - ax) * (cy - ay) - (p[1] - ay) * (cx - ax)) / area;
  const b2 = ((bx - ax) * (p[1] - ay) - (by - ay) * (p[0] - ax)) / area;
  return [1 - b1 - b2, b1, b2];
}

const unorm = (v: number): number => Math.round(Math.min(1, Math.max(0, v)) * 255);

const runnable = canLoadGlslFile(shader('vertex_color.vert'));

describe('native reference drawing of corpus pairs', {
  skip: !runnable && 'no glslangValidator, no prebuilt SPIR-V',
}, () => {
  it('vertex_color: colours interpolated inside the triangle, the clear colour outside', () => {
    const tri: [Point, Point, Point] = [
      [-0.7, -0.6],
      [0.8, -0.5],
      [0.0, 0.8],
    ];
    const colors = [
      [1, 0, 0],
      [0, 1, 0],
      [0, 0, 1],
    ];
    // The pipeline state the corpus recorded for the pair (vertex input, target format).
    const pair = loadAcoGfxPairs().find((p) => p.name === 'vertex_color');
    assert.ok(pair);
    const result = drawNative(device(), {
      ...nativeDrawState(pair),
      width: SIZE,
      height: SIZE,
      clear: [[0.2, 0.4, 0.6, 1]],
      vertexData: new Float32Array(tri.flatMap((p, i) => [...p, ...(colors[i] as number[])])),
      vertexCount: 3,
    });
    let inside = 0;
    for (let y = 0; y < SIZE; y++) {
      for (let x = 0; x < SIZE; x++) {
        const b = barycentric([ndc(x), ndc(y)], tri);
        const got = texel(result, x, y);
        if (Math.min(...b) > 0.05) {
          inside++;
          const want = [unorm(b[0]), unorm(b[1]), unorm(b[2]), 255];
          for (let c = 0; c < 4; c++)
            assert.ok(
              Math.abs((got[c] as number) - (want[c] as number)) <= 1,
              `(${x},${y}) ${got} vs ${want}`,
            );
        } else if (Math.min(...b) < -0.05) {
          assert.deepEqual(got, [51, 102, 153, 255], `(${x},${y}) keeps the clear colour`);
        }
      }
    }
    assert.ok(inside > 100, `${inside} pixels judged inside`);
  });

  it('fullscreen: gl_VertexIndex triangle covers every pixel; gl_FragCoord in the colour', () => {
    const result = drawNative(device(), {
      vertex: shader('fullscreen.vert'),
      fragment: shader('fullscreen.frag'),
      width: SIZE,
      height: SIZE,
      vertexCount: 3,
    });
    for (let y = 0; y < SIZE; y++) {
      for (let x = 0; x < SIZE; x++) {
        const fx = x + 0.5;
        const fy = y + 0.5;
        const want = [unorm(fx / SIZE), unorm(fy / SIZE), unorm((fx / 16) % 1), unorm((fy / 16) % 1)];
        const got = texel(result, x, y);
        for (let c = 0; c < 4; c++)
          assert.ok(Math.abs((got[c] as number) - (want[c] as number)) <= 1, `(${x},${y}) ${got} vs ${want}`);
      }
    }
  });

  it('integer_target: flat ids from the provoking vertex and gl_PrimitiveID in a UINT target', () => {
    // Two triangles: the left and right halves of the target.
    const quad: Point[] = [
      [-1, -1],
      [0, -1],
      [-1, 1],
      [0, -1],
      [1, -1],
      [1, 1],
    ];
    const data = new ArrayBuffer(quad.length * 16);
    const view = new DataView(data);
    quad.forEach(([x, y], i) => {
      view.setFloat32(i * 16, x, true);
      view.setFloat32(i * 16 + 4, y, true);
      view.setUint32(i * 16 + 8, 100 + i, true);
      view.setUint32(i * 16 + 12, 0xfffffff0 + i, true);
    });
    const result = drawNative(device(), {
      vertex: shader('integer_target.vert'),
      fragment: shader('integer_target.frag'),
      width: SIZE,
      height: SIZE,
      colorFormats: ['R32G32B32A32_UINT'],
      clear: [[7, 7, 7, 7]],
      vertexInput: {
        bindings: [{ binding: 0, stride: 16 }],
        attributes: [
          { location: 0, binding: 0, format: 'R32G32_SFLOAT', offset: 0 },
          { location: 1, binding: 0, format: 'R32G32_UINT', offset: 8 },
        ],
      },
      vertexData: new Uint8Array(data),
      vertexCount: 6,
    });
    // The first vertex provokes: ids of vertex 0 and vertex 3.
    assert.deepEqual(texel(result, 2, 4), [100, 0xfffffff0, 0, 0xdeadbeef]);
    assert.deepEqual(texel(result, SIZE - 3, SIZE - 8), [103, 0xfffffff3, 1, 0xdeadbeef]);
    // Upper right corner of the left half lies outside both triangles.
    assert.deepEqual(texel(result, SIZE / 2 - 2, SIZE - 2), [7, 7, 7, 7]);
  });

  it('float_target: a 32-bit float target holds 2 * value exactly', () => {
    const tri: Point[] = [
      [-1, -1],
      [3, -1],
      [-1, 3],
    ];
    const value = [0.5, -0.25, 1024.5, 0.125];
    const result = drawNative(device(), {
      vertex: shader('float_target.vert'),
      fragment: shader('float_target.frag'),
      width: SIZE,
      height: SIZE,
      colorFormats: ['R32G32B32A32_SFLOAT'],
      vertexInput: {
        bindings: [{ binding: 0, stride: 24 }],
        attributes: [
          { location: 0, binding: 0, format: 'R32G32_SFLOAT', offset: 0 },
          { location: 1, binding: 0, format: 'R32G32B32A32_SFLOAT', offset: 8 },
        ],
      },
      vertexData: new Float32Array(tri.flatMap((p) => [...p, ...value])),
      vertexCount: 3,
    });
    const got = texel(result, 5, 9);
    value.forEach((v, c) => {
      assert.ok(Math.abs((got[c] as number) - 2 * v) <= Math.abs(2 * v) * 2 ** -20, `${got}`);
    });
  });

  it('textured_quad: a 2x2 texture through a combined image sampler, nearest', () => {
    const quad: Point[] = [
      [-1, -1],
      [1, -1],
      [-1, 1],
      [1, -1],
      [1, 1],
      [-1, 1],
    ];
    const texels = new Uint8Array([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 128]);
    const result = drawNative(device(), {
      vertex: shader('textured_quad.vert'),
      fragment: shader('textured_quad.frag'),
      width: SIZE,
      height: SIZE,
      vertexInput: {
        bindings: [{ binding: 0, stride: 16 }],
        attributes: [
          { location: 0, binding: 0, format: 'R32G32_SFLOAT', offset: 0 },
          { location: 1, binding: 0, format: 'R32G32_SFLOAT', offset: 8 },
        ],
      },
      vertexData: new Float32Array(quad.flatMap(([x, y]) => [x, y, (x + 1) / 2, (y + 1) / 2])),
      vertexCount: 6,
      resources: [{ kind: 'combinedImageSampler', binding: 0, texture: { width: 2, height: 2, texels } }],
    });
    assert.deepEqual(texel(result, 3, 3), [255, 0, 0, 255]);
    assert.deepEqual(texel(result, SIZE - 4, 3), [0, 255, 0, 255]);
    assert.deepEqual(texel(result, 3, SIZE - 4), [0, 0, 255, 255]);
    assert.deepEqual(texel(result, SIZE - 4, SIZE - 4), [255, 255, 255, 128]);
  });

  it('push_constants: offset and scale in the vertex stage, colour in the fragment stage', () => {
    const push = new Float32Array([0.5, 0.5, 0.5, 0, 0.25, 0.5, 0.75, 1]);
    const result = drawNative(device(), {
      vertex: shader('push_constants.vert'),
      fragment: shader('push_constants.frag'),
      width: SIZE,
      height: SIZE,
      vertexInput: {
        bindings: [{ binding: 0, stride: 8 }],
        attributes: [{ location: 0, binding: 0, format: 'R32G32_SFLOAT', offset: 0 }],
      },
      // A triangle over the whole target, scaled by 0.5 and moved by +0.5: it covers x, y > -0.5 ...
      vertexData: new Float32Array([-1, -1, 3, -1, -1, 3]),
      vertexCount: 3,
      pushConstants: push,
    });
    // 0.5 is 127.5 in UNORM8, a tie Vulkan lets a device round either way (lavapipe 128, NVIDIA 127).
    const [r, g, b, a] = texel(result, SIZE - 2, SIZE - 2);
    assert.deepEqual([r, b, a], [64, 191, 255]);
    assert.ok(g === 127 || g === 128, `green ${g}`);
    // ... and the pixels left of x = -0.5 keep the clear value.
    assert.deepEqual(texel(result, 2, SIZE - 2), [0, 0, 0, 0]);
  });
  it('frag_depth: gl_FragDepth reaches a D32 target; centroid: a 4-sample target resolves', () => {
    const tri: Point[] = [
      [-1, -1],
      [3, -1],
      [-1, 3],
    ];
    const depth = drawNative(device(), {
      vertex: shader('frag_depth.vert'),
      fragment: shader('frag_depth.frag'),
      width: SIZE,
      height: SIZE,
      depth: { format: 'D32_SFLOAT', clear: 1 },
      vertexInput: {
        bindings: [{ binding: 0, stride: 12 }],
        attributes: [
          { location: 0, binding: 0, format: 'R32G32_SFLOAT', offset: 0 },
          { location: 1, binding: 0, format: 'R32_SFLOAT', offset: 8 },
        ],
      },
      vertexData: new Float32Array(tri.flatMap((p) => [...p, 0.375])),
      vertexCount: 3,
    });
    assert.ok(depth.depth);
    assert.equal(depth.depth[7 * SIZE + 5], 0.375);
    assert.deepEqual(texel(depth, 5, 7), [unorm(0.375), 0, 0, 255]);
    const resolved = drawNative(device(), {
      vertex: shader('centroid.vert'),
      fragment: shader('centroid.frag'),
      width: SIZE,
      height: SIZE,
      samples: 4,
      vertexInput: {
        bindings: [{ binding: 0, stride: 24 }],
        attributes: [
          { location: 0, binding: 0, format: 'R32G32_SFLOAT', offset: 0 },
          { location: 1, binding: 0, format: 'R32G32B32A32_SFLOAT', offset: 8 },
        ],
      },
      vertexData: new Float32Array(tri.flatMap((p) => [...p, 0.2, 0.4, 0.6, 1])),
      vertexCount: 3,
    });
    assert.deepEqual(texel(resolved, 9, 4), [51, 102, 153, 255]);
  });
});
