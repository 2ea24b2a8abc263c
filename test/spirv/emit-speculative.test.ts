/**
 * Speculative instructions: the emitter widens a wave32 ballot's word to the IR's i64 and writes every
 * bitcast in case a later instruction reads them; SpirvBuilder.words drops those nothing reads. A
 * bitcast of a bitcast back to the first type reads the original value. Checked by spirv-val and the
 * disassembly.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SpirvBuilder } from '../../src/spirv/builder.js';
import { emittedBody } from '../support/emit-body.js';

const emitted = emittedBody;

const count = (dis: string, op: string): number => dis.split(`= ${op} `).length - 1;

describe('speculative instructions', () => {
  // The local id's components from the linear index: read where extracted, the vector never built.
  const localId = `  %id = builtin.local_invocation_id vec3<i32>
  %lx = extract i32 %id [0]
  %ly = extract i32 %id [1]
  %lz = extract i32 %id [2]
  %s = iadd i32 %lx, %ly
  %t = iadd i32 %s, %lz
  store %p, %t`;

  it('reads the local id of a one-dimensional workgroup as the index: no vector, no division', () => {
    const dis = emitted(localId);
    for (const op of ['OpCompositeConstruct', 'OpCompositeExtract', 'OpUMod', 'OpUDiv'])
      assert.equal(count(dis, op), 0, `${op}\n${dis}`);
  });

  it('divides the index only by dimensions above 1, and never takes the remainder of the last', () => {
    const dis = emitted(localId, [8, 4, 1]);
    assert.equal(count(dis, 'OpUMod'), 1, dis);
    assert.equal(count(dis, 'OpUDiv'), 1, dis);
    assert.equal(count(dis, 'OpCompositeConstruct') + count(dis, 'OpCompositeExtract'), 0, dis);
    const full = emitted(localId, [4, 2, 4]);
    assert.equal(count(full, 'OpUMod'), 2, full);
    assert.equal(count(full, 'OpUDiv'), 2, full);
  });

  it("drops a wave32 ballot's widening when only its word is read", () => {
    const dis = emitted(`  %k = const i32 3
  %c = icmp.ult i1 %x, %k
  %b = ballot i64 %c
  %lo = trunc i32 %b
  store %p, %lo`);
    assert.equal(count(dis, 'OpUConvert'), 0, dis);
  });

  it('keeps the widening a 64-bit reader needs', () => {
    const dis = emitted(`  %k = const i32 3
  %c = icmp.ult i1 %x, %k
  %b = ballot i64 %c
  %q = ptr_from_addr ptr<physical, i64> %a
  store %q, %b`);
    assert.equal(count(dis, 'OpUConvert'), 1, dis);
  });

  it('reads the original value through a bitcast round trip and drops the unread bitcast', () => {
    const dis = emitted(`  %f = bitcast f32 %x
  %y = bitcast i32 %f
  store %p, %y`);
    assert.equal(count(dis, 'OpBitcast'), 0, dis);
    const loaded = /(%\w+) = OpLoad %\w+ %\w+ Aligned/.exec(dis)?.[1];
    assert.match(dis, new RegExp(`OpStore %\\w+ ${loaded} `), dis);
  });

  it('keeps a bitcast something else reads', () => {
    const dis = emitted(`  %f = bitcast f32 %x
  %g = fadd f32 %f, %f
  %y = bitcast i32 %g
  store %p, %y`);
    assert.equal(count(dis, 'OpBitcast'), 2, dis);
  });

  it('keeps a speculative id a decoration names', () => {
    const b = new SpirvBuilder();
    const u32 = b.intern('OpTypeInt', [32, 0]);
    const zero = b.intern('OpConstant', [u32, 0]);
    const named = b.id();
    const unread = b.id();
    b.emitSpeculative('OpIAdd', u32, named, [zero, zero]);
    b.emitSpeculative('OpIAdd', u32, unread, [zero, zero]);
    b.emit('debug', 'OpName', [named, 'kept']);
    const words = b.words();
    const results = new Set<number>();
    for (let at = 5; at < words.length; at += (words[at] as number) >>> 16)
      if (((words[at] as number) & 0xffff) === 128 /* OpIAdd */) results.add(words[at + 2] as number);
    assert.deepEqual([...results], [named]);
  });

  it("drops a chain nothing reads, and an unread id a decoration's literal happens to equal", () => {
    const b = new SpirvBuilder();
    const u32 = b.intern('OpTypeInt', [32, 0]);
    const zero = b.intern('OpConstant', [u32, 0]);
    const first = b.id();
    const second = b.id();
    const kept = b.id();
    b.emitSpeculative('OpIAdd', u32, first, [zero, zero]);
    // Reads `first`, but is itself unread: both go.
    b.emitSpeculative('OpIAdd', u32, second, [first, zero]);
    b.emitSpeculative('OpIAdd', u32, kept, [zero, zero]);
    b.emit('debug', 'OpName', [kept, 'kept']);
    // DescriptorSet `first`: a literal, not a read.
    b.emit('annotations', 'OpDecorate', [zero, 34, first]);
    const words = b.words();
    const results: number[] = [];
    for (let at = 5; at < words.length; at += (words[at] as number) >>> 16)
      if (((words[at] as number) & 0xffff) === 128 /* OpIAdd */) results.push(words[at + 2] as number);
    assert.deepEqual(results, [kept]);
  });
});
