/**
 * Uniformity: which values may differ between the lanes of a wave. Graphics builtins are per vertex or
 * per pixel: a wave of pixels mixes front- and back-facing primitives and a wave of vertices mixes
 * instances, so none of them is uniform.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ValueId } from '../../src/ir/function.js';
import { BUILTINS, GRAPHICS_BUILTINS } from '../../src/ir/ops.js';
import { parseFunction } from '../../src/ir/parser.js';
import { varyingValues } from '../../src/ir/uniformity.js';

const TYPES: Readonly<Record<(typeof GRAPHICS_BUILTINS)[number], string>> = {
  vertex_index: 'i32',
  instance_index: 'i32',
  frag_coord: 'vec4<f32>',
  helper_invocation: 'i1',
  front_facing: 'i1',
};

test('every graphics builtin varies between lanes; the workgroup id does not', () => {
  const lines = GRAPHICS_BUILTINS.map((name) => `  %${name} = builtin.${name} ${TYPES[name]}`);
  const fn = parseFunction(`func @f {
^0:
${lines.join('\n')}
  %wg = builtin.workgroup_id vec3<i32>
  ret
}`);
  const varying = varyingValues(fn);
  const resultOf = (name: string): ValueId =>
    fn.insts.find((i) => i.op === 'builtin' && BUILTINS[i.imms[0] as number] === name)?.result as ValueId;
  for (const name of GRAPHICS_BUILTINS) assert.ok(varying.has(resultOf(name)), `${name} varies`);
  assert.ok(!varying.has(resultOf('workgroup_id')), 'workgroup_id is uniform');
});
