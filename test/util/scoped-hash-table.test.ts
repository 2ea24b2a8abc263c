import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ScopedHashTable } from '../../src/util/scoped-hash-table.js';

/** Every id under hash `h`, in the order a lookup meets them. */
function idsOf(table: ScopedHashTable, h: number): number[] {
  const ids: number[] = [];
  for (let s = table.probe(h); s !== -1; s = table.nextProbe(h, s)) ids.push(table.idAt(s));
  return ids;
}

describe('ScopedHashTable', () => {
  it('meets the ids of one hash in the order they came, across growth and colliding hashes', () => {
    const table = new ScopedHashTable(1);
    // Hashes 0, 16, 32... share their first slot in a 16-slot table; -7 and 2^31 - 1 are the edges.
    const hashes = [0, 16, 32, -7, 0x7fffffff, 0, 16, -7, 0];
    for (const [id, h] of hashes.entries()) table.add(id, h);
    assert.equal(table.size, hashes.length);
    for (const h of new Set(hashes))
      assert.deepEqual(
        idsOf(table, h),
        hashes.flatMap((x, id) => (x === h ? [id] : [])),
      );
    assert.deepEqual(idsOf(table, 48), []);
  });

  it('drops the entries added since a mark, and only those, however many came', () => {
    const table = new ScopedHashTable(2);
    for (let id = 0; id < 5; id++) table.add(id, id % 2);
    const mark = table.size;
    // Enough to grow the table twice while the scope is open.
    for (let id = 5; id < 70; id++) table.add(id, id % 3);
    table.truncate(mark);
    assert.equal(table.size, 5);
    assert.deepEqual(idsOf(table, 0), [0, 2, 4]);
    assert.deepEqual(idsOf(table, 1), [1, 3]);
    assert.deepEqual(idsOf(table, 2), []);
    table.truncate(0);
    assert.deepEqual(idsOf(table, 0), []);
  });
});
