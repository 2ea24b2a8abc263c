/**
 * The SSA passes on IR text: promote-vars (registers to values with block parameters, 0 before any
 * store), lane-masks (a mask read as this lane's bit becomes the per-lane bit, ballots and all), and
 * DCE's removal of dead block parameters. Expected texts were checked by hand against the passes'
 * rules; every output also passes the verifier.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseFunction } from '../../src/ir/parser.js';
import { printFunction } from '../../src/ir/printer.js';
import { verifyFunction } from '../../src/ir/verifier.js';
import { optDce } from '../../src/passes/opt-dce.js';
import { optLaneMasks } from '../../src/passes/opt-lane-masks.js';
import { promoteVars } from '../../src/passes/promote-vars.js';

type Fn = ReturnType<typeof parseFunction>;

function expectPasses(passes: readonly ((fn: Fn) => boolean)[], input: string, output: string): void {
  const fn = parseFunction(input);
  for (const run of passes) run(fn);
  const verified = verifyFunction(fn);
  assert.equal(verified.problems.length, 0, verified.annotated);
  assert.equal(printFunction(fn), printFunction(parseFunction(output)));
}

describe('promoteVars', () => {
  it('joins the stores of two paths in a block parameter and reads 0 before any store', () => {
    expectPasses(
      [promoteVars],
      `func @f {
^0:
  %v = var ptr<function, i32>
  %c = builtin.local_invocation_index i32
  %k = const i32 7
  %z = icmp.eq i1 %c, %k
  %x = load i32 %v
  cond_br %z, ^1(), ^2()
^1:
  %one = const i32 1
  store %v, %one
  br ^3()
^2:
  %two = const i32 2
  store %v, %two
  br ^3()
^3:
  %r = load i32 %v
  %p = const i64 4096
  %q = ptr_from_addr ptr<physical, i32> %p
  store %q, %r
  store %q, %x
  ret
}`,
      `func @f {
^0:
  %0 = const i32 0
  %1 = builtin.local_invocation_index i32
  %2 = const i32 7
  %3 = icmp.eq i1 %1, %2
  cond_br %3, ^1(), ^2()
^1:
  %4 = const i32 1
  br ^3(%4)
^2:
  %5 = const i32 2
  br ^3(%5)
^3(%6: i32):
  %7 = const i64 4096
  %8 = ptr_from_addr ptr<physical, i32> %7
  store %8, %6
  store %8, %0
  ret
}`,
    );
  });

  it('gives a loop header a parameter for a register the body stores (twice)', () => {
    expectPasses(
      [promoteVars],
      `func @loop {
^0:
  %v = var ptr<function, i32>
  %zero = const i32 0
  store %v, %zero
  br ^1()
^1:
  %a = load i32 %v
  %one = const i32 1
  %b = iadd i32 %a, %one
  store %v, %b
  store %v, %b
  %n = const i32 10
  %more = icmp.ult i1 %b, %n
  cond_br %more, ^1(), ^2()
^2:
  %r = load i32 %v
  %p = const i64 4096
  %q = ptr_from_addr ptr<physical, i32> %p
  store %q, %r
  ret
}`,
      `func @loop {
^0:
  %0 = const i32 0
  %1 = const i32 0
  br ^1(%1)
^1(%2: i32):
  %3 = const i32 1
  %4 = iadd i32 %2, %3
  %5 = const i32 10
  %6 = icmp.ult i1 %4, %5
  cond_br %6, ^1(%4), ^2()
^2:
  %7 = const i64 4096
  %8 = ptr_from_addr ptr<physical, i32> %7
  store %8, %4
  ret
}`,
    );
  });
});

/** A divergent loop whose if/else and exit masks are tested whole (`== 0`), as the guest's EXEC branches do. */
function divergentLoop(exitMask: string): string {
  return `func @g {
^0:
  %i = builtin.local_invocation_index i32
  %w = const i32 32
  %lane = urem i32 %i, %w
  %t = const i1 1
  %b = ballot i64 %t
  %m = trunc i32 %b
  %zero = const i32 0
  br ^1(%m)
^1(%e: i32):
  %c = icmp.ult i1 %i, %w
  %cb = ballot i64 %c
  %cm = trunc i32 %cb
  %n = and i32 %e, %cm
  %x = iunary.not i32 %cm
  %left = ${exitMask}
  %done = icmp.eq i1 %left, %zero
  cond_br %done, ^2(), ^1(%left)
^2:
  ret
}`;
}

describe('optLaneMasks', () => {
  it("tests a loop's exit mask whole by one ballot of its per-lane bit when it holds existing lanes only", () => {
    const fn = parseFunction(divergentLoop('and i32 %e, %x'));
    optLaneMasks(fn);
    optDce(fn);
    const verified = verifyFunction(fn);
    assert.equal(verified.problems.length, 0, verified.annotated);
    const text = printFunction(fn);
    // and(e, not cm): e holds existing lanes only, so the exit test is ballot(e_bit & !c) == 0, the
    // only ballot left; the mask parameter becomes an i1 per lane.
    assert.equal(text.match(/ballot/g)?.length, 1, text);
    assert.match(text, /\^1\(%\d+: i1\)/);
  });

  it('keeps a whole test of a mask that may hold bits of lanes that do not exist (a not alone)', () => {
    const fn = parseFunction(divergentLoop('or i32 %e, %x'));
    optLaneMasks(fn);
    optDce(fn);
    const text = printFunction(fn);
    // or(e, not cm) has ones above the wave's lanes when the workgroup is partial: the test stays.
    assert.equal(text.match(/ballot/g)?.length, 2, text);
    assert.match(text, /\^1\(%\d+: i32\)/);
  });

  it("reads a loop's EXEC-like mask per lane: the ballots and the mask parameter go", () => {
    expectPasses(
      [optLaneMasks, optDce],
      `func @g {
^0:
  %i = builtin.local_invocation_index i32
  %w = const i32 32
  %lane = urem i32 %i, %w
  %t = const i1 1
  %b = ballot i64 %t
  %m = trunc i32 %b
  %c = icmp.ult i1 %i, %w
  br ^1(%m)
^1(%e: i32):
  %cb = ballot i64 %c
  %cm = trunc i32 %cb
  %n = and i32 %e, %cm
  %s = lshr i32 %n, %lane
  %one = const i32 1
  %a = and i32 %s, %one
  %zero = const i32 0
  %bit = icmp.ne i1 %a, %zero
  %p = const i64 4096
  %q = ptr_from_addr ptr<physical, i32> %p
  %v = select i32 %bit, %one, %zero
  store %q, %v
  cond_br %bit, ^1(%n), ^2()
^2:
  ret
}`,
      `func @g {
^0:
  %0 = builtin.local_invocation_index i32
  %1 = const i32 32
  %2 = const i1 1
  %3 = icmp.ult i1 %0, %1
  br ^1(%2)
^1(%4: i1):
  %5 = and i1 %4, %3
  %6 = const i32 1
  %7 = const i32 0
  %8 = const i64 4096
  %9 = ptr_from_addr ptr<physical, i32> %8
  %10 = select i32 %5, %6, %7
  store %9, %10
  cond_br %5, ^1(%5), ^2()
^2:
  ret
}`,
    );
  });

  it('keeps the ballot a whole-wave test reads, and a lane other than its own', () => {
    const input = `func @h {
^0:
  %i = builtin.local_invocation_index i32
  %w = const i32 32
  %c = icmp.ult i1 %i, %w
  %b = ballot i64 %c
  %m = trunc i32 %b
  %zero = const i32 0
  %any = icmp.ne i1 %m, %zero
  %three = const i32 3
  %s = lshr i32 %m, %three
  %one = const i32 1
  %a = and i32 %s, %one
  %bit = icmp.ne i1 %a, %zero
  %x = and i1 %any, %bit
  %v = select i32 %x, %one, %zero
  %p = const i64 4096
  %q = ptr_from_addr ptr<physical, i32> %p
  store %q, %v
  ret
}`;
    expectPasses([optLaneMasks, optDce], input, input);
  });
});

describe('DCE of block parameters', () => {
  it('removes a parameter only other dead parameters read, with its arguments', () => {
    expectPasses(
      [optDce],
      `func @d {
^0:
  %a = const i32 1
  %b = const i32 2
  br ^1(%a, %b)
^1(%x: i32, %y: i32):
  %n = const i32 10
  %z = iadd i32 %y, %y
  %more = icmp.ult i1 %x, %n
  cond_br %more, ^1(%x, %z), ^2()
^2:
  ret
}`,
      `func @d {
^0:
  %0 = const i32 1
  br ^1(%0)
^1(%1: i32):
  %2 = const i32 10
  %3 = icmp.ult i1 %1, %2
  cond_br %3, ^1(%1), ^2()
^2:
  ret
}`,
    );
  });
});
