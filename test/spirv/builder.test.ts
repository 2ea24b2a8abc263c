/**
 * The grammar-driven SPIR-V builder: a compute module built through it passes spirv-val, and its
 * words equal spirv-as's encoding of the same instructions (strings, enumerants with parameters,
 * bit masks, 64-bit literals, composite operands).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SpirvBuilder } from '../../src/spirv/builder.js';
import { spirvAs, spirvDis, spirvVal } from '../support/spirv-tools.js';

function computeModule(): SpirvBuilder {
  const b = new SpirvBuilder({ major: 1, minor: 3 });
  b.capability('Shader');
  b.capability('Int64');
  const glsl = b.id();
  b.emit('imports', 'OpExtInstImport', [glsl, 'GLSL.std.450']);
  b.emit('memoryModel', 'OpMemoryModel', ['Logical', 'GLSL450']);
  const tVoid = b.intern('OpTypeVoid', []);
  const tFn = b.intern('OpTypeFunction', [tVoid]);
  const tU32 = b.intern('OpTypeInt', [32, 0]);
  const tU64 = b.intern('OpTypeInt', [64, 0]);
  const tV3 = b.intern('OpTypeVector', [tU32, 3]);
  const tArr = b.intern('OpTypeRuntimeArray', [tU32]);
  const tStruct = b.intern('OpTypeStruct', [tArr]);
  const tPtrBuf = b.intern('OpTypePointer', ['StorageBuffer', tStruct]);
  const tPtrU32 = b.intern('OpTypePointer', ['StorageBuffer', tU32]);
  const tPtrIn = b.intern('OpTypePointer', ['Input', tV3]);
  const c0 = b.intern('OpConstant', [tU32, 0]);
  const cBig = b.intern('OpConstant', [tU64, 0x1_0000_0002n]);
  assert.equal(b.intern('OpConstant', [tU32, 0]), c0, 'constants are interned');
  const buf = b.id();
  b.emit('globals', 'OpVariable', [tPtrBuf, buf, 'StorageBuffer']);
  const gid = b.id();
  b.emit('globals', 'OpVariable', [tPtrIn, gid, 'Input']);
  const main = b.id();
  b.emit('entryPoints', 'OpEntryPoint', ['GLCompute', main, 'main', gid]);
  b.emit('executionModes', 'OpExecutionMode', [main, 'LocalSize', 64, 1, 1]);
  b.emit('debug', 'OpName', [main, 'main']);
  b.emit('annotations', 'OpDecorate', [tArr, 'ArrayStride', 4]);
  b.emit('annotations', 'OpMemberDecorate', [tStruct, 0, 'Offset', 0]);
  b.emit('annotations', 'OpDecorate', [tStruct, 'Block']);
  b.emit('annotations', 'OpDecorate', [buf, 'DescriptorSet', 0]);
  b.emit('annotations', 'OpDecorate', [buf, 'Binding', 0]);
  b.emit('annotations', 'OpDecorate', [gid, 'BuiltIn', 'GlobalInvocationId']);
  const label = b.id();
  b.emit('functions', 'OpFunction', [tVoid, main, 'None', tFn]);
  b.emit('functions', 'OpLabel', [label]);
  const v = b.id();
  b.emit('functions', 'OpLoad', [tV3, v, gid]);
  const x = b.id();
  b.emit('functions', 'OpCompositeExtract', [tU32, x, v, 0]);
  const big = b.id();
  b.emit('functions', 'OpUConvert', [tU64, big, x]);
  const sum = b.id();
  b.emit('functions', 'OpIAdd', [tU64, sum, big, cBig]);
  const low = b.id();
  b.emit('functions', 'OpUConvert', [tU32, low, sum]);
  const p = b.id();
  b.emit('functions', 'OpAccessChain', [tPtrU32, p, buf, c0, x]);
  b.emit('functions', 'OpStore', [p, low, 'Aligned', 4]);
  b.emit('functions', 'OpReturn', []);
  b.emit('functions', 'OpFunctionEnd', []);
  return b;
}

describe('SpirvBuilder', () => {
  it('builds a compute module that spirv-val accepts', () => {
    assert.equal(spirvVal(computeModule().words(), 'vulkan1.2'), '');
  });

  it('encodes exactly as spirv-as does', () => {
    const ours = computeModule().words();
    const theirs = spirvAs(spirvDis(ours));
    assert.deepEqual([...ours.slice(5)], [...theirs.slice(5)]);
  });

  it('hands its sections to the next builder once its module is taken, and refuses to build more', () => {
    const first = computeModule();
    const words = first.words();
    assert.throws(() => first.emit('functions', 'OpReturn', []), /after the module was taken/);
    assert.throws(() => first.reserve('functions', 8), /after the module was taken/);
    assert.throws(() => first.words(), /after the module was taken/);
    // The next module is written into the sections the first left: the first's words are a copy.
    const again = computeModule().words();
    assert.deepEqual([...again], [...words]);
    const other = new SpirvBuilder();
    other.capability('Shader');
    assert.deepEqual([...computeModule().words()], [...words], 'a builder in between changes nothing');
    assert.equal(spirvVal(words, 'vulkan1.2'), '');
  });

  it('rejects operands the grammar does not allow', () => {
    const b = new SpirvBuilder();
    assert.throws(() => b.emit('functions', 'OpIAdd', [1, 2, 3]), /missing IdRef/);
    assert.throws(() => b.emit('functions', 'OpReturn', [1]), /too many/);
    assert.throws(() => b.emit('annotations', 'OpDecorate', [1, 'NotADecoration']), /not a Decoration/);
    assert.throws(() => b.emit('functions', 'OpNoSuchThing', []), /unknown SPIR-V instruction/);
  });

  it('interns one declaration per op and operands, whatever the operands look like', () => {
    const b = new SpirvBuilder();
    const u32 = b.intern('OpTypeInt', [32, 0]);
    const u64 = b.intern('OpTypeInt', [64, 0]);
    assert.equal(b.intern('OpTypeInt', [32, 0]), u32);
    assert.notEqual(u64, u32);
    // A literal given as a number or a bigint is one constant, below 2^32 and above.
    assert.equal(b.intern('OpConstant', [u64, 7]), b.intern('OpConstant', [u64, 7n]));
    assert.equal(b.intern('OpConstant', [u64, 2 ** 40]), b.intern('OpConstant', [u64, 2n ** 40n]));
    // Keys of one, two and more operands, and of large ones, stay apart.
    const f1 = b.intern('OpTypeFunction', [u32]);
    const f2 = b.intern('OpTypeFunction', [u32, u32]);
    const f3 = b.intern('OpTypeFunction', [u32, u32, u32]);
    assert.equal(new Set([f1, f2, f3]).size, 3);
    const c0 = b.intern('OpConstant', [u32, 0]);
    const c1 = b.intern('OpConstant', [u32, 1]);
    const cTop = b.intern('OpConstant', [u32, 0xffffffff]);
    assert.equal(new Set([c0, c1, cTop]).size, 3);
    assert.equal(b.intern('OpConstant', [u32, 0xffffffff]), cTop);
    // The ids are consecutive: (u64, 0) is (u32 + 1, 0), one apart from (u32, 1) in each operand.
    assert.equal(u64, u32 + 1);
    assert.notEqual(b.intern('OpConstant', [u64, 0]), c1);
    // Every declaration once: the words hold as many OpConstant and OpTypeFunction as made above.
    const words = b.words();
    const count = (opcode: number): number => {
      let n = 0;
      for (let i = 5; i < words.length; i += (words[i] as number) >>> 16)
        if (((words[i] as number) & 0xffff) === opcode) n++;
      return n;
    };
    assert.equal(count(43), 6); // OpConstant
    assert.equal(count(33), 3); // OpTypeFunction
  });
});
