import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Spare, SpareArray } from '../../src/util/spare.js';

describe('Spare', () => {
  it('lends the instance given back, emptied, and a new one while it is out', () => {
    let made = 0;
    const spare = new Spare<number[]>((xs) => {
      xs.length = 0;
    });
    const make = (): number[] => {
      made++;
      return [];
    };
    const first = spare.take(make);
    first.push(1, 2);
    const second = spare.take(make);
    assert.notEqual(second, first, 'a user holds the first: the second is new');
    assert.equal(made, 2);
    spare.give(first);
    assert.deepEqual(first, [], 'emptied when given back');
    assert.equal(spare.take(make), first);
    assert.equal(made, 2);
  });
});

describe('SpareArray', () => {
  it('lends views of one buffer, filled, and never one a user still holds', () => {
    const spare = new SpareArray(Int32Array);
    const a = spare.take(10, -1);
    assert.equal(a.length, 10);
    assert.ok(a.every((x) => x === -1));
    a.fill(7);
    const b = spare.take(4);
    assert.notEqual(b.buffer, a.buffer, 'a is out: b has a buffer of its own');
    spare.give(a);
    const c = spare.take(6);
    assert.equal(c.buffer, a.buffer, 'a view of the buffer given back');
    assert.deepEqual([...c], [0, 0, 0, 0, 0, 0]);
    spare.give(c);
    const d = spare.take(10_000, 3);
    assert.notEqual(d.buffer, a.buffer, 'too short: a longer one');
    assert.equal(d.length, 10_000);
    assert.ok(d.every((x) => x === 3));
  });
});
