/**
 * The descriptor-table view requests read (src/driver/table-memory.ts): WRITE_DATA applied in stream
 * order over the capture's memory, device memory where the GPU wrote (a write-back's pages, or
 * everything after a dispatch), and a version that moves only when a write lands on a page a table
 * was read from.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { GuestMemory } from '../../src/agc/capture/memory.js';
import { TableMemory } from '../../src/driver/table-memory.js';

const BASE = 0x10000;
const BYTES = 0x4000;

/** A capture memory of one region whose dword at `BASE + 4i` holds i. */
function captureMemory(): GuestMemory {
  const words = Uint32Array.from({ length: BYTES / 4 }, (_, i) => i);
  const bytes = new Uint8Array(words.buffer);
  return {
    read: (address, length) => bytes.slice(address - BASE, address - BASE + length),
    readDwords: (address, count) => words.slice((address - BASE) / 4, (address - BASE) / 4 + count),
  };
}

/** A view whose device memory holds 0xd0000000 + i at dword i, counting device reads. */
function view(): { tables: TableMemory; deviceReads: number[] } {
  const deviceReads: number[] = [];
  const device = Uint32Array.from({ length: BYTES / 4 }, (_, i) => 0xd000_0000 + i);
  const tables = new TableMemory(
    captureMemory(),
    [{ guestAddress: BASE, length: BYTES, fileOffset: 0 }],
    (address, length) => {
      deviceReads.push(address);
      return new Uint8Array(device.buffer.slice(address - BASE, address - BASE + length));
    },
  );
  return { tables, deviceReads };
}

test('WRITE_DATA lands in the tables read after it, in stream order', () => {
  const { tables, deviceReads } = view();
  assert.deepEqual([...tables.readDwords(BASE + 16, 3)], [4, 5, 6]);
  tables.cpuWrite(BASE + 20, [0xaa, 0xbb]);
  tables.cpuWrite(BASE + 24, [0xcc]);
  assert.deepEqual([...tables.readDwords(BASE + 16, 3)], [4, 0xaa, 0xcc]);
  assert.deepEqual(deviceReads, []);
});

test('the version moves when a write lands on a page a table was read from, and only then', () => {
  const { tables } = view();
  tables.readDwords(BASE + 0x1000, 4);
  const before = tables.version;
  tables.cpuWrite(BASE + 0x2000, [1]);
  tables.gpuWrite(BASE + 0x3000, 64);
  assert.equal(tables.version, before, 'writes to other pages');
  tables.cpuWrite(BASE + 0x1ffc, [1]);
  assert.equal(tables.version, before + 1, 'a WRITE_DATA on the page');
  tables.gpuWrite(BASE + 0xf00, 0x200);
  assert.equal(tables.version, before + 2, 'a write-back over the page');
  tables.gpuWriteAnywhere();
  assert.equal(tables.version, before + 3, 'a dispatch');
});

test('pages the GPU wrote, and everything after a dispatch, are read from the device', () => {
  const { tables, deviceReads } = view();
  tables.gpuWrite(BASE + 0x1000, 0x1000);
  assert.deepEqual([...tables.readDwords(BASE, 2)], [0, 1]);
  assert.deepEqual([...tables.readDwords(BASE + 0x1000, 2)], [0xd000_0400, 0xd000_0401]);
  // A table across a written page boundary comes from the device as a whole.
  assert.deepEqual([...tables.readDwords(BASE + 0xffc, 2)], [0xd000_03ff, 0xd000_0400]);
  assert.deepEqual(deviceReads, [BASE + 0x1000, BASE + 0xffc]);
  tables.gpuWriteAnywhere();
  assert.deepEqual([...tables.readDwords(BASE, 2)], [0xd000_0000, 0xd000_0001]);
});
