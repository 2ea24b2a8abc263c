/**
 * PA_CL_VS_OUT_CNTL's layout of position exports: pos0, then the misc vector, then distances 0-3 and
 * 4-7, each only when enabled; enabled distances numbered densely within ClipDistance or CullDistance.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { positionExports } from '../../src/recompiler/position-exports.js';

const MISC = 1 << 21;
const CC0 = 1 << 22;
const CC1 = 1 << 23;

test('the misc vector comes before the distance vectors, and an unused one is dropped', () => {
  const [pos0, pos1, pos2, pos3] = positionExports(MISC | CC1 | (1 << 5) | (1 << 14));
  assert.ok('components' in pos0 && pos0.components[3]?.builtin === 'Position');
  assert.deepEqual(pos1, { components: [undefined, undefined, undefined, undefined] });
  // Distances 4-7: 5 clips (the only clip distance), 6 culls (the only cull distance).
  assert.deepEqual(pos2, {
    components: [
      undefined,
      { builtin: 'ClipDistance', index: 0, count: 1 },
      { builtin: 'CullDistance', index: 0, count: 1 },
      undefined,
    ],
  });
  assert.ok('refused' in pos3);
});

test('distances are numbered densely; one that clips and culls is a clip distance', () => {
  const both = (1 << 2) | (1 << 10);
  const [, pos1] = positionExports(CC0 | 1 | both | (1 << 11));
  assert.ok('components' in pos1);
  assert.deepEqual(
    pos1.components.map((c) => c && `${c.builtin}[${c.index}/${c.count}]`),
    ['ClipDistance[0/2]', undefined, 'ClipDistance[1/2]', 'CullDistance[0/1]'],
  );
});

test('misc vector fields are refused by name', () => {
  const [, pos1] = positionExports(MISC | (1 << 16) | (1 << 18));
  assert.ok('refused' in pos1);
  assert.match(pos1.refused, /USE_VTX_POINT_SIZE, USE_VTX_RENDER_TARGET_INDX/);
});
