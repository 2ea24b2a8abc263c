/**
 * Selects whose other arm no lane reads (src/passes/opt-lane-selects.ts): an EXEC-masked register
 * write `select (active, new, old)` read only where `active` holds, such as the address of a memory
 * access the translation guards per lane, is `new`; read where it fails too, across lanes, or from a
 * block that other lanes reach as well, it stays.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { definingInst, type ValueId } from '../../src/ir/function.js';
import { parseFunction } from '../../src/ir/parser.js';
import { verifyFunction } from '../../src/ir/verifier.js';
import { optLaneSelects } from '../../src/passes/opt-lane-selects.js';
import { guardChain, maskedWriteIr } from '../support/masked-write.js';

/** The masked write read by `use` (default: a store in a block only lanes with %a reach). */
function masked(use = '  cond_br %a, ^1(), ^2()\n^1:\n  store %mem, %r\n  br ^2()\n^2:'): string {
  return maskedWriteIr(use);
}

/** Runs the pass; whether it changed the function, and whether the select is still read. */
function run(text: string): { changed: boolean; selectRead: boolean } {
  const fn = parseFunction(text);
  const select = fn.insts.find((i) => i.op === 'select')?.result as ValueId;
  const changed = optLaneSelects(fn);
  assert.ok(verifyFunction(fn).ok);
  const selectRead = fn.insts.some(
    (i) => i.block !== -1 && (i.operands.includes(select) || i.targets.some((e) => e.args.includes(select))),
  );
  return { changed, selectRead };
}

describe('lane selects', () => {
  it('reads the new value where only active lanes read the write (a store they alone reach)', () => {
    assert.deepEqual(run(masked()), { changed: true, selectRead: false });
  });

  it('reads the new value under two guards (a data-dependent test, then EXEC inside it)', () => {
    // The store's lanes have %c and %a: their conjunction, whose %a term excludes the old value.
    const nested =
      '  cond_br %c, ^1(), ^3()\n^1:\n  cond_br %a, ^2(), ^3()\n^2:\n  store %mem, %r\n  br ^3()\n^3:\n';
    assert.deepEqual(run(masked(nested)), { changed: true, selectRead: false });
  });

  it('reads the old value where only inactive lanes read it', () => {
    const inactive = '  cond_br %a, ^2(), ^1()\n^1:\n  store %mem, %r\n  br ^2()\n^2:\n';
    assert.equal(run(masked(inactive)).changed, true);
  });

  it('reads the new value where a store sends the lanes without %a to the sink', () => {
    // The address is the sink where %a fails, seen through the guest address mask and a dword offset.
    const sunk = `  %sink = sink_address i64
  %to = select i64 %a, %q, %sink
  %k4 = const i64 4
  %at = iadd i64 %to, %k4
  %mask = const i64 281474976710655
  %guest = and i64 %at, %mask
  %p = ptr_from_addr ptr<physical, i32> %guest
  store %p, %r
`;
    assert.deepEqual(run(masked(sunk)), { changed: true, selectRead: false });
  });

  it("keeps a load's address select of the sink: the load reads it on every lane", () => {
    const load = `  %sink = sink_address i64
  %q8 = const i64 8192
  %to = select i64 %a, %q8, %sink
  %p = ptr_from_addr ptr<physical, i32> %to
  %v = load i32 %p
  %z = const i32 0
  %w = select i32 %a, %v, %z
  store %mem, %w
`;
    const fn = parseFunction(maskedWriteIr(load));
    optLaneSelects(fn);
    const read = fn.insts.find((i) => i.op === 'load');
    const pointer = definingInst(fn, read?.operands[0] as ValueId);
    assert.equal(definingInst(fn, pointer?.operands[0] as ValueId)?.op, 'select');
  });

  it('reads the new value where a store to the sink sits under six other guards (its term first)', () => {
    // The block's own guards fill the six-term cap; the sink's condition must still restrict the
    // stored value, or the old value's lanes would count as read.
    const guards = guardChain(6);
    const deep = `${guards}  %sink = sink_address i64
  %to = select i64 %a, %q, %sink
  %p = ptr_from_addr ptr<physical, i32> %to
  store %p, %r
  br ^9()
^9:
`;
    assert.deepEqual(run(masked(deep)), { changed: true, selectRead: false });
  });

  it("keeps the select that sends an image read's lanes out of range to the first texel", () => {
    const read = `  %z = const i32 0
  %x = select i32 %a, %old, %z
  %t = image_read vec4<i32> %x, %z, %z [0]
  %w = extract i32 %t [0]
  %v = select i32 %a, %w, %z
  store %mem, %v
`;
    const fn = parseFunction(maskedWriteIr(read));
    optLaneSelects(fn);
    const texel = fn.insts.find((i) => i.op === 'image_read');
    assert.equal(definingInst(fn, texel?.operands[0] as ValueId)?.op, 'select');
  });

  const kept: readonly (readonly [string, string])[] = [
    ['every lane stores it', '  store %mem, %r\n'],
    ['the store is on a join both kinds of lane reach', '  cond_br %a, ^1(), ^1()\n^1:\n  store %mem, %r\n'],
    ['the guard is another condition', '  cond_br %c, ^1(), ^2()\n^1:\n  store %mem, %r\n  br ^2()\n^2:\n'],
    [
      'a lane reads it from another lane',
      '  cond_br %a, ^1(), ^2()\n^1:\n  %k = const i32 3\n  %x = shuffle i32 %r, %k\n  store %mem, %x\n  br ^2()\n^2:\n',
    ],
  ];
  it('keeps the select a loop reads in its next iteration under a condition it recomputes', () => {
    // %p is stored where this iteration's %c holds; %r reaches %p through the back edge, where %c is
    // the next iteration's: the lanes that store %p are not those where %r's %c held (an H200 fuzz
    // program's image sample read such a folded value).
    const loop = `func @f {
^0:
  %i = builtin.local_invocation_index i32
  %zero = const i32 0
  %one = const i32 1
  %ten = const i32 10
  %new = const i32 5
  %q = const i64 4096
  %mem = ptr_from_addr ptr<physical, i32> %q
  br ^1(%zero, %i)
^1(%k: i32, %p: i32):
  %kb = and i32 %k, %one
  %c = icmp.eq i1 %kb, %zero
  cond_br %c, ^2(), ^3()
^2:
  store %mem, %p
  br ^3()
^3:
  %r = select i32 %c, %new, %p
  %k1 = iadd i32 %k, %one
  %more = icmp.ult i1 %k1, %ten
  cond_br %more, ^1(%k1, %r), ^4()
^4:
  ret
}`;
    assert.deepEqual(run(loop), { changed: false, selectRead: true });
  });

  it('reads the first arm where the lanes that read it have an ordering that implies its condition', () => {
    // lds_reduce's step: the word at x + s is in range (below 32) on the lanes with x < s, s at most
    // 16 (a loop counter halving from 16); the load's zero select reads the loaded value there.
    // Tested against 31 instead (x + s reaches 31 there), it stays.
    const step = (limit: number): string => `func @f {
^0:
  %x = builtin.local_invocation_index i32
  %zero = const i32 0
  %one = const i32 1
  %k16 = const i32 16
  %limit = const i32 ${limit}
  %q = const i64 4096
  %mem = ptr_from_addr ptr<physical, i32> %q
  br ^1(%k16, %zero)
^1(%s: i32, %acc: i32):
  %lt = icmp.ugt i1 %s, %x
  %at = iadd i32 %s, %x
  %in = icmp.ult i1 %at, %limit
  %word = load i32 %mem
  %r = select i32 %in, %word, %zero
  %sum = iadd i32 %r, %acc
  %next = select i32 %lt, %sum, %acc
  %half = lshr i32 %s, %one
  %more = icmp.ne i1 %half, %zero
  cond_br %more, ^1(%half, %next), ^2()
^2:
  store %mem, %acc
  ret
}`;
    assert.deepEqual(run(step(32)), { changed: true, selectRead: false });
    assert.deepEqual(run(step(31)), { changed: false, selectRead: true });
  });

  for (const [why, use] of kept) {
    it(`keeps the select when ${why}`, () => {
      assert.equal(run(masked(use)).changed, false);
    });
  }
});
