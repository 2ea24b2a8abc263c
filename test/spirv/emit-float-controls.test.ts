/**
 * Float controls: the emitter requires signed zeros/infinities/NaNs and denormals preserved for the
 * float widths the module computes with (and the device allows), and the module stays valid.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { IrModule } from '../../src/ir/function.js';
import { parseFunction } from '../../src/ir/parser.js';
import { emitModule } from '../../src/spirv/emit-module.js';
import { spirvDis, spirvVal } from '../support/spirv-tools.js';

function moduleOf(text: string): IrModule {
  const module = new IrModule();
  module.functions.push(parseFunction(text));
  return module;
}

const F32_ONLY = moduleOf(`func @main {
^0:
  %a = const f32 0x80000000
  %b = const f32 0x0
  %c = fmul f32 %a, %b
  ret
}`);

describe('float controls', () => {
  const options = {
    stage: 'compute',
    workgroupSize: [32, 1, 1],
    waveSize: 32,
    subgroupSize: 32,
    ldsBytes: 0,
  } as const;

  it('declares SignedZeroInfNanPreserve and DenormPreserve for the widths in use', () => {
    const words = emitModule(F32_ONLY, {
      ...options,
      floatControls: { signedZeroInfNanPreserve: [16, 32, 64], denormPreserve: [32] },
    });
    const text = spirvDis(words);
    assert.match(text, /OpExecutionMode %\d+ SignedZeroInfNanPreserve 32/);
    assert.match(text, /OpExecutionMode %\d+ DenormPreserve 32/);
    assert.doesNotMatch(text, /SignedZeroInfNanPreserve (16|64)/, 'f16 and f64 are not used');
    assert.match(text, /OpExtension "SPV_KHR_float_controls"/);
    assert.equal(spirvVal(words, 'vulkan1.2'), '');
  });

  it('declares nothing the device does not allow', () => {
    const text = spirvDis(
      emitModule(F32_ONLY, {
        ...options,
        floatControls: { signedZeroInfNanPreserve: [], denormPreserve: [] },
      }),
    );
    assert.doesNotMatch(text, /SignedZeroInfNanPreserve|DenormPreserve|float_controls/);
  });
});

describe('contraction', () => {
  it('forbids the host to fuse or combine float arithmetic: every sum, difference, product and quotient', () => {
    const module = moduleOf(`func @main {
^0:
  %pa = const i64 4096
  %p = ptr_from_addr ptr<physical, f32> %pa
  %x = load f32 %p
  %k = const f32 0x40400000
  %m = fmul f32 %x, %k
  %s = fadd f32 %m, %x
  %d = fsub f32 %s, %k
  %q = fdiv f32 %d, %x
  %c = fcmp.olt i1 %q, %x
  %r = select f32 %c, %q, %x
  store %p, %r
  ret
}`);
    const words = emitModule(module, {
      stage: 'compute',
      workgroupSize: [32, 1, 1],
      waveSize: 32,
      subgroupSize: 32,
      ldsBytes: 0,
    });
    const text = spirvDis(words);
    const decorated = [...text.matchAll(/OpDecorate (%\d+) NoContraction/g)].map((m) => m[1]).sort();
    const arithmetic = [...text.matchAll(/(%\d+) = Op(FAdd|FSub|FMul|FDiv) /g)].map((m) => m[1]).sort();
    assert.equal(arithmetic.length, 4);
    assert.deepEqual(decorated, arithmetic);
    assert.equal(spirvVal(words, 'vulkan1.2'), '');
  });
});
