/**
 * Bad command streams and captures end quickly with the agc layer's typed errors: a buffer that
 * chains (or calls) back into a running buffer is refused at once naming both links, with labels
 * that do not grow along a chain; sizes read from a stream are checked against the capture before
 * anything is allocated; labels and names that are not strings are refused when the capture opens.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { CaptureBuilder } from '../../src/agc/capture/builder.js';
import {
  CAPTURE_MAGIC,
  CAPTURE_VERSION,
  ChunkKind,
  HEADER_BYTES,
  TABLE_ENTRY_BYTES,
} from '../../src/agc/capture/format.js';
import { openCapture } from '../../src/agc/capture/reader.js';
import { CaptureWriter } from '../../src/agc/capture/writer.js';
import { CaptureError, Pm4Error } from '../../src/agc/errors.js';
import { Pm4Writer } from '../../src/agc/pm4/builder.js';
import { CommandState, processSubmission } from '../../src/agc/pm4/processor.js';

const dir = mkdtempSync(join(tmpdir(), 'oberon-agc-robust-'));

/** Runs every submission of the capture at `path` through the processor; returns the first error. */
function processAll(path: string): unknown {
  const cap = openCapture(path);
  try {
    for (const sub of cap.submissions)
      for (const _ of processSubmission(cap.memory, sub.buffers, new CommandState()));
    return undefined;
  } catch (e) {
    return e;
  } finally {
    cap.close();
  }
}

test('a buffer that chains to itself is refused at once, naming both links', () => {
  const b = new CaptureBuilder();
  const address = b.alloc(16, 4);
  b.place(address, new Pm4Writer().indirectBuffer(address, 4, true).finish());
  b.submit([{ address, dwords: 4 }]);
  const path = join(dir, 'self-chain.obcap');
  b.write(path);
  const start = performance.now();
  const error = processAll(path);
  assert.ok(performance.now() - start < 500, 'took too long');
  assert.ok(error instanceof Pm4Error, String(error));
  assert.match(
    error.message,
    /^submission buffer 0 dword 0 opcode 0x3f: chain to IB@0x[0-9a-f]+ \(4 dwords\) loops: that buffer is already running as 'submission buffer 0'$/,
  );
  assert.ok(error.message.length < 300);
});

test('a two-link chain cycle and a call back into a caller are refused', () => {
  const b = new CaptureBuilder();
  const first = b.alloc(16, 4);
  const second = b.alloc(16, 4);
  b.place(first, new Pm4Writer().indirectBuffer(second, 4, true).finish());
  b.place(second, new Pm4Writer().indirectBuffer(first, 4, true).finish());
  b.submit([{ address: first, dwords: 4 }]);
  const path = join(dir, 'cycle.obcap');
  b.write(path);
  const chainError = processAll(path);
  assert.ok(chainError instanceof Pm4Error);
  assert.ok(
    chainError.message.startsWith('submission buffer 0 > chain 1 IB@0x100000010 (4 dwords) dword 0'),
    chainError.message,
  );
  assert.ok(
    chainError.message.endsWith(
      "chain to IB@0x100000000 (4 dwords) loops: that buffer is already running as 'submission buffer 0'",
    ),
  );

  const c = new CaptureBuilder();
  const caller = c.alloc(16, 4);
  const callee = c.alloc(16, 4);
  c.place(caller, new Pm4Writer().indirectBuffer(callee, 4).finish());
  c.place(callee, new Pm4Writer().indirectBuffer(caller, 4, true).finish());
  c.submit([{ address: caller, dwords: 4 }]);
  const path2 = join(dir, 'call-back.obcap');
  c.write(path2);
  const callError = processAll(path2);
  assert.ok(callError instanceof Pm4Error);
  assert.match(callError.message, /loops: that buffer is already running as 'submission buffer 0'/);
});

test('the same buffer called twice, and nesting past the limit without a loop', () => {
  const b = new CaptureBuilder();
  const leaf = b.commandBuffer(new Pm4Writer().drawIndexAuto(3));
  const twice = new Pm4Writer()
    .indirectBuffer(leaf.address, leaf.dwords)
    .indirectBuffer(leaf.address, leaf.dwords);
  b.submit([twice]);
  let inner = b.commandBuffer(new Pm4Writer().drawIndexAuto(1));
  for (let level = 0; level < 5; level++)
    inner = b.commandBuffer(new Pm4Writer().indirectBuffer(inner.address, inner.dwords));
  b.submit([{ address: inner.address, dwords: inner.dwords }]);
  const path = join(dir, 'nesting.obcap');
  b.write(path);
  const cap = openCapture(path);
  try {
    let draws = 0;
    for (const ev of processSubmission(cap.memory, cap.submissions[0]?.buffers ?? [], new CommandState()))
      if (ev.kind === 'draw') draws++;
    assert.equal(draws, 2);
    assert.throws(
      () => [...processSubmission(cap.memory, cap.submissions[1]?.buffers ?? [], new CommandState())],
      (e) => e instanceof Pm4Error && /nesting deeper than 4/.test(e.message),
    );
  } finally {
    cap.close();
  }
});

test('a buffer of 2^31 or more dwords, or one past the file, is refused before allocating', () => {
  const b = new CaptureBuilder();
  const address = b.placeWords(new Pm4Writer().drawIndexAuto(3).finish(), 4);
  b.submit([{ address, dwords: 2 ** 31 }]);
  b.submit([{ address, dwords: 2 ** 30 }]);
  b.submit([{ address, dwords: 2 ** 40 }]);
  const path = join(dir, 'huge.obcap');
  b.write(path);
  const cap = openCapture(path);
  try {
    for (const sub of cap.submissions) {
      const before = process.memoryUsage().arrayBuffers;
      const { address, dwords } = sub.buffers[0] as { address: number; dwords: number };
      assert.throws(
        () => cap.memory.readDwords(address, dwords),
        (e) => e instanceof CaptureError && /is not in the capture/.test(e.message),
      );
      assert.throws(
        () => [...processSubmission(cap.memory, sub.buffers, new CommandState())],
        (e) => e instanceof Pm4Error || e instanceof CaptureError,
      );
      assert.ok(process.memoryUsage().arrayBuffers - before < 2 ** 26, 'allocated before checking');
    }
  } finally {
    cap.close();
  }
});

/** A capture file from raw chunks (JSON a writer could not produce, e.g. nested past stringify's stack). */
function rawCapture(
  path: string,
  chunks: readonly { kind: number; data: Uint8Array; guest?: number }[],
): void {
  const parts: Buffer[] = [Buffer.alloc(HEADER_BYTES)];
  const table = Buffer.alloc(TABLE_ENTRY_BYTES * chunks.length);
  let offset = HEADER_BYTES;
  chunks.forEach((chunk, i) => {
    table.writeUInt32LE(chunk.kind, i * TABLE_ENTRY_BYTES);
    table.writeBigUInt64LE(BigInt(offset), i * TABLE_ENTRY_BYTES + 8);
    table.writeBigUInt64LE(BigInt(chunk.data.length), i * TABLE_ENTRY_BYTES + 16);
    table.writeBigUInt64LE(BigInt(chunk.guest ?? 0), i * TABLE_ENTRY_BYTES + 24);
    parts.push(Buffer.from(chunk.data));
    offset += chunk.data.length;
  });
  const header = parts[0] as Buffer;
  header.write(CAPTURE_MAGIC, 0, 'ascii');
  header.writeUInt32LE(CAPTURE_VERSION, 8);
  header.writeUInt32LE(chunks.length, 12);
  header.writeBigUInt64LE(BigInt(offset), 16);
  writeFileSync(path, Buffer.concat([...parts, table]));
}

test('a label nested 10,000 deep and a non-string program name are refused when the capture opens', () => {
  const depth = 10_000;
  const label = `${'['.repeat(depth)}"x"${']'.repeat(depth)}`;
  const code = new Uint8Array(new Uint32Array(new Pm4Writer().drawIndexAuto(3).finish()).buffer);
  const text = (json: string): Uint8Array => new TextEncoder().encode(json);
  const path = join(dir, 'nested-label.obcap');
  rawCapture(path, [
    { kind: ChunkKind.Memory, data: code, guest: 0x1000 },
    {
      kind: ChunkKind.Submissions,
      data: text(`[{"queue":"graphics","buffers":[{"address":4096,"dwords":3,"label":${label}}]}]`),
    },
  ]);
  assert.throws(
    () => openCapture(path),
    (e) => e instanceof CaptureError && /label that is not a string/.test(e.message),
  );
  rawCapture(path, [{ kind: ChunkKind.Programs, data: text('[{"address":4096,"type":1,"name":{"a":1}}]') }]);
  assert.throws(
    () => openCapture(path),
    (e) => e instanceof CaptureError && /name that is not a string/.test(e.message),
  );
});

test('chunks sharing file bytes are refused', () => {
  const path = join(dir, 'shared.obcap');
  const writer = new CaptureWriter(path);
  writer.addMemory(0x1000, new Uint8Array(64));
  writer.addMemory(0x2000, new Uint8Array(64));
  writer.close();
  // Point the second memory chunk at the first one's bytes: two guest ranges, one file range.
  const bytes = readFileSync(path);
  const table = Number(bytes.readBigUInt64LE(16));
  bytes.writeBigUInt64LE(bytes.readBigUInt64LE(table + 8), table + 32 + 8);
  writeFileSync(path, bytes);
  assert.throws(
    () => openCapture(path),
    (e) => e instanceof CaptureError && /overlap/.test(e.message),
  );
});

test('calls fanning out over four levels are bounded by the command dword budget', () => {
  const b = new CaptureBuilder();
  let inner = { address: b.placeWords(new Array(64).fill(0x80000000), 4), dwords: 64 };
  for (let level = 0; level < 4; level++) {
    const writer = new Pm4Writer();
    for (let i = 0; i < 16; i++) writer.indirectBuffer(inner.address, inner.dwords);
    inner = b.commandBuffer(writer);
  }
  b.submit([{ address: inner.address, dwords: inner.dwords }]);
  const path = join(dir, 'fan-out.obcap');
  b.write(path);
  const cap = openCapture(path);
  try {
    const limits = { maxDepth: 4, maxBuffers: 1 << 20, maxDwords: 100_000 };
    assert.throws(
      () => [
        ...processSubmission(cap.memory, cap.submissions[0]?.buffers ?? [], new CommandState(), 's', limits),
      ],
      (e) => e instanceof Pm4Error && /more than 100000 command dwords in one submission/.test(e.message),
    );
  } finally {
    cap.close();
  }
});
