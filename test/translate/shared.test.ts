/**
 * Exact float kernels shared as helper functions (src/translate/shared.ts): one helper per kernel and
 * module, a call per use, a helper called once inlined again (passes/inline-helpers.ts), helpers the
 * passes stopped calling left out of the SPIR-V, and the module valid. The values the helpers compute
 * are checked elsewhere: valu-diff and valu-trans-accuracy run the translated IR (calls included)
 * against the reference executor, the execute tests and the fuzzer on the devices.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { IrFunction } from '../../src/ir/function.js';
import { printFunction } from '../../src/ir/printer.js';
import { assembleWords } from '../../src/isa/assemble.js';
import {
  type ComputeRequest,
  genericTargetProfile,
  REQUEST_VERSION,
  recompile,
} from '../../src/recompiler/index.js';
import { translateProgram } from '../../src/translate/index.js';
import { spirvDis, spirvVal } from '../support/spirv-tools.js';
import { diffOptions } from './valu-diff-support.js';

const calls = (fn: IrFunction): number[] =>
  fn.insts.filter((i) => i.block !== -1 && i.op === 'call').map((i) => i.imms[0] as number);

function request(source: string): ComputeRequest {
  return {
    version: REQUEST_VERSION,
    stage: 'compute',
    mcpu: 'gfx1013',
    waveSize: 32,
    program: assembleWords(source),
    userSgprs: [0x1000, 0],
    memory: [],
    compute: {
      workgroupSize: [32, 1, 1],
      ldsBytes: 0,
      workgroupIdSgprs: [true, false, false],
      localIdComponents: 1,
    },
    target: genericTargetProfile(32),
  };
}

const STORE = 'v_lshlrev_b32 v9, 2, v0\nglobal_store_dword v9, v1, s[0:1]\ns_endpgm';

describe('shared float kernels', () => {
  it('builds one helper per kernel and calls it from every use', () => {
    const words = assembleWords(
      'v_exp_f32 v1, v0\nv_exp_f32 v2, v1\nv_fma_f32 v3, v1, v2, v0\nv_exp_f32 v4, 1.0\ns_endpgm',
    );
    const module = translateProgram(words, diffOptions([]));
    const [entry, ...helpers] = module.functions;
    assert.ok(entry);
    assert.deepEqual(
      helpers.map((h) => h.name),
      ['exp_f32', 'fma_f32'],
    );
    // Three exps (one of a constant: guard-selects hides it later) and one fma.
    assert.deepEqual(calls(entry).sort(), [1, 1, 1, 2]);
    for (const helper of helpers) {
      assert.equal(helper.block(0 as never).params.length, helper.name === 'exp_f32' ? 1 : 3);
      const rets = helper.insts.filter((i) => i.op === 'ret');
      assert.equal(rets.length, 1);
      assert.equal(rets[0]?.operands.length, 1);
      assert.deepEqual(calls(helper), []);
    }
  });

  it('emits the helpers as SPIR-V functions the entry calls, in a valid module', () => {
    const r = recompile(
      request(`v_exp_f32 v1, v0\nv_log_f32 v1, v1\nv_exp_f32 v1, v1\nv_log_f32 v1, v1\n${STORE}`),
      { verify: true },
    );
    assert.equal(spirvVal(r.spirv), '');
    const text = spirvDis(r.spirv);
    assert.equal(text.match(/OpFunctionCall/g)?.length, 4);
    assert.equal(text.match(/= OpFunction /g)?.length, 3);
    assert.equal(text.match(/OpFunctionParameter/g)?.length, 2);
    assert.equal(text.match(/OpReturnValue/g)?.length, 2);
  });

  it('gives an f16 fma of f32 sources its own helper, apart from the f16 fma of f16 sources', () => {
    // v_fma_mixlo_f16 rounds an f32 fma once to f16; v_fma_f16 takes f16 sources. One helper for both
    // called the f16 one with f32 arguments (spirv-val: argument type mismatch).
    const source = `v_fma_f16 v1, v0, v0, v0\nv_fma_f16 v2, v1, v0, v1\nv_fma_mixlo_f16 v3, v0, v1, v2\nv_fma_mixlo_f16 v1, v3, v1, v0\nv_add_nc_u32 v1, v1, v3\n${STORE}`;
    const r = recompile(request(source), { verify: true });
    assert.equal(spirvVal(r.spirv), '');
    const text = spirvDis(r.spirv);
    assert.equal(text.match(/= OpFunction /g)?.length, 3);
  });

  it('leaves out a helper no call reaches after the passes', () => {
    // v2 and v3 are never stored: DCE drops both log calls, and log_f32 has no caller left.
    const r = recompile(
      request(`v_log_f32 v2, v0\nv_log_f32 v3, v2\nv_exp_f32 v1, v0\nv_exp_f32 v1, v1\n${STORE}`),
      { verify: true },
    );
    assert.equal(spirvVal(r.spirv), '');
    const text = spirvDis(r.spirv);
    assert.equal(text.match(/= OpFunction /g)?.length, 2);
    assert.match(text, /OpName %\w+ "exp_f32"/);
    assert.doesNotMatch(text, /"log_f32"/);
  });

  it('shares a rule with a lane-mask result as one helper per result', () => {
    const source = `v_div_scale_f32 v1, vcc_lo, v0, v2, v3\nv_div_scale_f32 v4, vcc_lo, v1, v0, v3\nv_cndmask_b32 v1, v1, v4, vcc_lo\n${STORE}`;
    const module = translateProgram(assembleWords(source), diffOptions([0x1000, 0]));
    assert.deepEqual(
      module.functions.slice(1).map((h) => h.name),
      ['v_div_scale_f32', 'v_div_scale_f32_mask'],
    );
    const r = recompile(request(source), { verify: true });
    assert.equal(spirvVal(r.spirv), '');
    // The first VCC is overwritten unread: its mask call is dropped, the three others stay.
    assert.equal(spirvDis(r.spirv).match(/OpFunctionCall/g)?.length, 3);
  });

  it("tests the NaN rule's input and result as floats: one unordered compare each, no mask of their bits", () => {
    const module = translateProgram(
      assembleWords('v_exp_f32 v1, v0\nv_exp_f32 v2, v1\ns_endpgm'),
      diffOptions([]),
    );
    const exp = module.functions.find((f) => f.name === 'exp_f32');
    assert.ok(exp);
    const text = printFunction(exp);
    // The exponent mask a test of the bits compares the magnitude with (0x7f800000).
    const masks = new Set([...text.matchAll(/(%\d+) = const i32 2139095040\n/g)].map((m) => m[1]));
    const bitTests = [...text.matchAll(/= icmp\.ugt i1 %\d+, (%\d+)\n/g)].filter((m) => masks.has(m[1]));
    assert.deepEqual(bitTests, [], text);
    assert.ok((text.match(/= fcmp\.uno /g)?.length ?? 0) >= 2, text);
  });

  it('inlines a helper called once', () => {
    const source = `v_exp_f32 v1, v0\n${STORE}`;
    assert.equal(translateProgram(assembleWords(source), diffOptions([0x1000, 0])).functions.length, 2);
    const r = recompile(request(source), { verify: true });
    assert.equal(spirvVal(r.spirv), '');
    const text = spirvDis(r.spirv);
    assert.equal(text.match(/= OpFunction /g)?.length, 1);
    assert.doesNotMatch(text, /OpFunctionCall/);
  });
});
