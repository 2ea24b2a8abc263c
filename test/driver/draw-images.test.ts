/**
 * Both programs' image bindings in one set (src/driver/draw-images.ts): a binding number the vertex and
 * pixel programs both use is one binding of both stages when it names the same image (T#, level,
 * format), its access the union of theirs; naming different images refuses the draw.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { drawImages } from '../../src/driver/draw-images.js';
import { DriverError } from '../../src/driver/errors.js';
import type { ProgramResult } from '../../src/driver/program-source.js';
import type { Binding, ImageBinding } from '../../src/recompiler/index.js';
import {
  VK_SHADER_STAGE_FRAGMENT_BIT,
  VK_SHADER_STAGE_VERTEX_BIT,
} from '../../src/vulkan/bindings.generated.js';

function image(binding: number, base: number, access: ImageBinding['access']): Binding {
  return {
    set: 0,
    binding,
    kind: 'storage-image',
    name: `image${binding}`,
    image: {
      dim: '2d_array',
      format: 'R32ui',
      texelBytes: 4,
      descriptor: [base, 0, 0, 0, 0, 0, 0, 0],
      level: 0,
      access,
    },
  };
}

const program = (bindings: Binding[]): ProgramResult => ({
  spirv: new Uint32Array(0),
  entryPoint: 'main',
  pushConstants: { size: 0, members: [] },
  bindings,
  interface: {},
  cacheKey: '',
});

test('a binding both programs use for the same image is one binding of both stages', () => {
  const images = drawImages(
    program([image(0, 0x100, 'read')]),
    program([image(0, 0x100, 'write'), image(1, 0x200, 'read')]),
  );
  assert.deepEqual(
    images.map((i) => [i.binding.binding, i.stages, i.binding.image?.access]),
    [
      [0, VK_SHADER_STAGE_VERTEX_BIT | VK_SHADER_STAGE_FRAGMENT_BIT, 'read-write'],
      [1, VK_SHADER_STAGE_FRAGMENT_BIT, 'read'],
    ],
  );
});

test('a binding both programs use for different images refuses the draw', () => {
  assert.throws(
    () => drawImages(program([image(0, 0x100, 'read')]), program([image(0, 0x200, 'read')])),
    (e: unknown) => e instanceof DriverError && /both use binding 0/.test(e.message),
  );
});
