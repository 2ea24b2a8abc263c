/**
 * An IR body emitted as a wave32 compute module, for emitter tests that read the disassembly: the body
 * follows a load %x of a u32 at %p, the function knows its workgroup size (as translated ones do),
 * and spirv-val must accept the module.
 */
import assert from 'node:assert/strict';
import { IrModule } from '../../src/ir/function.js';
import { parseFunction } from '../../src/ir/parser.js';
import { emitModule } from '../../src/spirv/emit-module.js';
import { spirvDis, spirvVal } from './spirv-tools.js';

export function emittedBody(
  body: string,
  workgroupSize: readonly [number, number, number] = [32, 1, 1],
): string {
  const m = new IrModule();
  const fn = parseFunction(`func @main {
^0:
  %a = const i64 4096
  %p = ptr_from_addr ptr<physical, i32> %a
  %x = load i32 %p
${body}
  ret
}`);
  fn.workgroupSize = workgroupSize;
  m.functions.push(fn);
  const words = emitModule(m, {
    stage: 'compute',
    workgroupSize,
    waveSize: 32,
    subgroupSize: 32,
    ldsBytes: 0,
  });
  assert.equal(spirvVal(words), '');
  return spirvDis(words);
}
