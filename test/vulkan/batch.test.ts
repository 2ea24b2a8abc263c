/**
 * Submission: a {@link Batch} of four command buffers (fill, compute, copy to host memory, and an
 * independent fill) goes to the queue in one vkQueueSubmit; barriers recorded in one command buffer
 * order work of the earlier ones, so the results match the arithmetic done here. The same recorders are
 * re-recorded for a second batch. Fences are checked on their own (signaled, reset, created signaled),
 * and afterwards every object is destroyed: the device tracks none beyond those alive before.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  VK_BUFFER_USAGE_STORAGE_BUFFER_BIT,
  VK_BUFFER_USAGE_TRANSFER_DST_BIT,
  VK_BUFFER_USAGE_TRANSFER_SRC_BIT,
  VK_SHADER_STAGE_COMPUTE_BIT,
} from '../../src/vulkan/bindings.generated.js';
import { Buffer } from '../../src/vulkan/buffer.js';
import { Recorder } from '../../src/vulkan/commands.js';
import { DescriptorSet } from '../../src/vulkan/descriptors.js';
import type { Device } from '../../src/vulkan/device.js';
import { PipelineLayout, ShaderModule } from '../../src/vulkan/layout.js';
import { createComputePipeline } from '../../src/vulkan/pipeline.js';
import { Batch, FENCE_TIMEOUT_NS, Fence, submit } from '../../src/vulkan/submit.js';
import { copyBuffer, fillBuffer } from '../../src/vulkan/transfer.js';
import { assertNoMessages, closeChecked, openTestDevice } from './support/device.js';
import { loadSpirv } from './support/spirv.js';

let device: Device;
before(() => {
  device = openTestDevice();
});
after(() => closeChecked(device));

const COUNT = 256;
const SCALE = 3;
const STORAGE =
  VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT | VK_BUFFER_USAGE_TRANSFER_SRC_BIT;

test('Batch: four command buffers in one submission, ordered by their barriers, then reused', () => {
  const baseline = device.liveObjects;
  const layout = PipelineLayout.create(device, {
    sets: [
      [0, 1].map((binding) => ({
        binding,
        kind: 'storageBuffer' as const,
        stages: VK_SHADER_STAGE_COMPUTE_BIT,
      })),
    ],
    pushConstants: [{ stages: VK_SHADER_STAGE_COMPUTE_BIT, size: 8 }],
  });
  const module = ShaderModule.create(device, loadSpirv('scale.comp'));
  const pipeline = createComputePipeline(device, {
    layout,
    shader: { module, specialization: [{ id: 0, value: SCALE }] },
  });
  const src = Buffer.create(device, { size: COUNT * 4, usage: STORAGE });
  const dst = Buffer.create(device, { size: COUNT * 4, usage: STORAGE });
  const out = Buffer.create(device, { size: COUNT * 8, usage: STORAGE, memory: 'readback' });
  const set = DescriptorSet.allocate(device, layout, 0);
  set.write(0, { buffer: src });
  set.write(1, { buffer: dst });
  const recorders = [0, 1, 2, 3].map(() => Recorder.allocate(device));
  const batch = new Batch(device);
  assert.equal(batch.flush(), 0, 'an empty batch submits nothing');

  for (const [round, word, bias, other] of [
    [0, 1000, 7, 0xa5a5a5a5],
    [1, 0x12345678, 99, 0x0badf00d],
  ] as const) {
    const [fill, compute, copy, independent] = recorders;
    fill.begin();
    fillBuffer(fill, src, 0, COUNT * 4, word);
    fill.barrier('transfer', 'compute');
    fill.end();
    compute.begin();
    compute.bindPipeline(pipeline);
    compute.bindDescriptorSets(pipeline, [set.handle]);
    compute.pushConstants(pipeline, VK_SHADER_STAGE_COMPUTE_BIT, new Uint32Array([bias, COUNT]));
    compute.dispatch(COUNT / 64);
    compute.barrier('compute', 'transfer');
    compute.end();
    copy.begin();
    copyBuffer(copy, dst, out, COUNT * 4);
    copy.barrier('transfer', 'host');
    copy.end();
    independent.begin();
    fillBuffer(independent, out, COUNT * 4, COUNT * 4, other);
    independent.barrier('transfer', 'host');
    independent.end();
    for (const r of recorders) batch.add(r);
    assert.equal(batch.size, 4);
    assert.equal(batch.flush(), 4, 'one submission of four command buffers');
    assert.equal(batch.size, 0, 'the batch is empty after flush');
    const words = new Uint32Array(out.read().buffer);
    for (let i = 0; i < COUNT; i++) {
      assert.equal(words[i], (Math.imul(word, SCALE) + bias + i) >>> 0, `round ${round}: out[${i}]`);
      assert.equal(words[COUNT + i], other, `round ${round}: independent fill word ${i}`);
    }
  }

  for (const o of [...recorders, set, out, dst, src, pipeline, module, layout]) o.destroy();
  assert.equal(device.liveObjects, baseline, 'every object was destroyed and untracked');
  assertNoMessages(device);
});

test('a fence wait past its timeout waits on for late work, then gives up', () => {
  const big = 64 << 20;
  const out = Buffer.create(device, { size: big, usage: STORAGE, memory: 'device' });
  const rec = Recorder.allocate(device);
  const fence = Fence.create(device);
  rec.begin();
  for (let k = 0; k < 8; k++) fillBuffer(rec, out, 0, big, k);
  rec.end();
  submit(device, [rec], fence);
  // No first wait at all: the work is still running, and freeing it then crashed lavapipe.
  fence.wait(0, FENCE_TIMEOUT_NS);
  assert.equal(fence.signaled, true);
  const never = Fence.create(device);
  assert.throws(() => never.wait(1_000, 1_000_000), /VK_TIMEOUT|fence not signaled/);
  for (const o of [never, fence, rec, out]) o.destroy();
});

test('fences: signaled by a submission, reset, and created signaled', () => {
  const baseline = device.liveObjects;
  const out = Buffer.create(device, { size: 64, usage: STORAGE, memory: 'readback' });
  const rec = Recorder.allocate(device);
  const fence = Fence.create(device);
  const preset = Fence.create(device, true);
  assert.equal(fence.signaled, false, 'a new fence is unsignaled');
  assert.equal(preset.signaled, true, 'a fence created signaled');
  preset.wait(0);
  for (const word of [0x11111111, 0x22222222]) {
    rec.begin();
    fillBuffer(rec, out, 0, 64, word);
    rec.barrier('transfer', 'host');
    rec.end();
    submit(device, [rec], fence);
    fence.wait();
    assert.equal(fence.signaled, true, 'signaled once the work completed');
    assert.deepEqual([...new Uint32Array(out.read().buffer)], new Array(16).fill(word));
    fence.reset();
    assert.equal(fence.signaled, false, 'reset makes it unsignaled');
  }
  for (const o of [preset, fence, rec, out]) o.destroy();
  fence.destroy(); // a second destroy is a no-op
  assert.equal(device.liveObjects, baseline);
  assertNoMessages(device);
});
