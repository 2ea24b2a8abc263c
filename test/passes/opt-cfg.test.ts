/**
 * Control-flow simplification (opt-cfg.ts) and the branches constant folding decides for it: each case
 * is IR text in, the pass, printed IR out, and the verifier's verdict on the result. The emitted form
 * is checked by spirv-val, with the function's structured regions planned by the emitter.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { IrModule } from '../../src/ir/function.js';
import { parseFunction } from '../../src/ir/parser.js';
import { printFunction } from '../../src/ir/printer.js';
import { verifyFunction } from '../../src/ir/verifier.js';
import { optCfg } from '../../src/passes/opt-cfg.js';
import { optConstantFold } from '../../src/passes/opt-constant-fold.js';
import { optSimplify } from '../../src/passes/opt-simplify.js';
import { emitModule } from '../../src/spirv/emit-module.js';
import { spirvVal } from '../support/spirv-tools.js';

/** Runs `run` over the parsed `input`; checks the printed result and that it verifies. */
function expectPass(run: (fn: ReturnType<typeof parseFunction>) => boolean, input: string, output: string) {
  const fn = parseFunction(input);
  run(fn);
  assert.equal(printFunction(fn), printFunction(parseFunction(output)));
  const verdict = verifyFunction(fn);
  assert.ok(verdict.ok, verdict.annotated);
  return fn;
}

describe('optCfg', () => {
  it('takes the side of a constant branch, empties what it cut off and merges the chain left', () => {
    expectPass(
      optCfg,
      `func @f {
^0:
  %c = const i1 0
  %x = const i32 7
  cond_br %c, ^1(%x), ^2()
^1(%p: i32):
  %q = iadd i32 %p, %p
  br ^3(%q)
^2:
  %y = imul i32 %x, %x
  br ^3(%y)
^3(%r: i32):
  %g = const i64 4096
  %ptr = ptr_from_addr ptr<physical, i32> %g
  store %ptr, %r
  ret
}`,
      `func @f {
^0:
  %c = const i1 0
  %x = const i32 7
  %y = imul i32 %x, %x
  %g = const i64 4096
  %ptr = ptr_from_addr ptr<physical, i32> %g
  store %ptr, %y
  ret
^1:
  unreachable
^2:
  unreachable
^3:
  unreachable
}`,
    );
  });

  it('replaces a loop parameter that only ever receives one value, and a branch along two equal edges', () => {
    expectPass(
      optCfg,
      `func @f {
^0:
  %g = const i64 4096
  %ptr = ptr_from_addr ptr<physical, i32> %g
  %x = load i32 %ptr
  br ^1(%x, %x)
^1(%p: i32, %s: i32):
  %t = iadd i32 %s, %p
  %l = load i32 %ptr
  %z = const i32 0
  %c = icmp.eq i1 %l, %z
  cond_br %c, ^1(%p, %t), ^2()
^2:
  %d = icmp.ult i1 %t, %p
  cond_br %d, ^3(%t), ^3(%t)
^3(%r: i32):
  store %ptr, %r
  ret
}`,
      `func @f {
^0:
  %g = const i64 4096
  %ptr = ptr_from_addr ptr<physical, i32> %g
  %x = load i32 %ptr
  br ^1(%x)
^1(%s: i32):
  %t = iadd i32 %s, %x
  %l = load i32 %ptr
  %z = const i32 0
  %c = icmp.eq i1 %l, %z
  cond_br %c, ^1(%t), ^2()
^2:
  %d = icmp.ult i1 %t, %x
  store %ptr, %t
  ret
^3:
  unreachable
}`,
    );
  });

  it("replaces a loop's lane mask by the constant its edges' own conditions make it", () => {
    // The per-lane loop of an exec-masked guest loop: %on enters and %again comes back, each the
    // condition of the edge that passes it, so true; %gone enters as false and comes back as %out,
    // which the back edge's condition (`%more & ~%out`) makes false; %k is 5 wherever `%k == 5`
    // took its edge. %n (1 or the load) stays.
    expectPass(
      optCfg,
      `func @f {
^0:
  %g = const i64 4096
  %ptr = ptr_from_addr ptr<physical, i32> %g
  %x = load i32 %ptr
  %zero = const i32 0
  %one = const i32 1
  %five = const i32 5
  %t = const i1 1
  %f = const i1 0
  %on = icmp.ne i1 %x, %zero
  cond_br %on, ^1(%on, %f, %one), ^3(%x)
^1(%m: i1, %gone: i1, %n: i32):
  %l = load i32 %ptr
  %more = icmp.ult i1 %l, %x
  %out = or i1 %gone, %m
  %stay = xor i1 %out, %t
  %again = and i1 %more, %stay
  %k = iadd i32 %l, %n
  %hit = icmp.eq i1 %k, %five
  cond_br %again, ^1(%again, %out, %l), ^2()
^2:
  cond_br %hit, ^3(%k), ^3(%n)
^3(%r: i32):
  store %ptr, %r
  ret
}`,
      `func @f {
^0:
  %c1 = const i1 1
  %c0 = const i1 0
  %g = const i64 4096
  %ptr = ptr_from_addr ptr<physical, i32> %g
  %x = load i32 %ptr
  %zero = const i32 0
  %one = const i32 1
  %five = const i32 5
  %t = const i1 1
  %f = const i1 0
  %on = icmp.ne i1 %x, %zero
  cond_br %on, ^1(%one), ^3(%x)
^1(%n: i32):
  %l = load i32 %ptr
  %more = icmp.ult i1 %l, %x
  %out = or i1 %c0, %c1
  %stay = xor i1 %out, %t
  %again = and i1 %more, %stay
  %k = iadd i32 %l, %n
  %hit = icmp.eq i1 %k, %five
  cond_br %again, ^1(%l), ^2()
^2:
  cond_br %hit, ^3(%k), ^3(%n)
^3(%r: i32):
  store %ptr, %r
  ret
}`,
    );
  });

  it('bypasses empty forwarding blocks, keeping the two edges of a branch apart', () => {
    expectPass(
      optCfg,
      `func @f {
^0:
  %g = const i64 4096
  %ptr = ptr_from_addr ptr<physical, i32> %g
  %a = load i32 %ptr
  %z = const i32 0
  %c = icmp.eq i1 %a, %z
  cond_br %c, ^1(), ^2(%a)
^1:
  store %ptr, %a
  br ^3(%z)
^2(%p: i32):
  br ^3(%p)
^3(%r: i32):
  store %ptr, %r
  %d = icmp.ult i1 %r, %a
  cond_br %d, ^4(), ^5()
^4:
  br ^6(%z)
^5:
  br ^6(%a)
^6(%s: i32):
  store %ptr, %s
  ret
}`,
      `func @f {
^0:
  %g = const i64 4096
  %ptr = ptr_from_addr ptr<physical, i32> %g
  %a = load i32 %ptr
  %z = const i32 0
  %c = icmp.eq i1 %a, %z
  cond_br %c, ^1(), ^3(%a)
^1:
  store %ptr, %a
  br ^3(%z)
^2:
  unreachable
^3(%r: i32):
  store %ptr, %r
  %d = icmp.ult i1 %r, %a
  cond_br %d, ^6(%z), ^5()
^4:
  unreachable
^5:
  br ^6(%a)
^6(%s: i32):
  store %ptr, %s
  ret
}`,
    );
  });

  it('keeps a guest infinite loop of two blocks and a forwarding block whose parameter is used later', () => {
    const input = `func @f {
^0:
  %g = const i64 4096
  %ptr = ptr_from_addr ptr<physical, i32> %g
  %a = load i32 %ptr
  %z = const i32 0
  %c = icmp.eq i1 %a, %z
  cond_br %c, ^1(%a), ^3()
^1(%p: i32):
  br ^2()
^2:
  store %ptr, %p
  br ^3()
^3:
  br ^4()
^4:
  br ^3()
}`;
    expectPass(
      optCfg,
      input,
      `func @f {
^0:
  %g = const i64 4096
  %ptr = ptr_from_addr ptr<physical, i32> %g
  %a = load i32 %ptr
  %z = const i32 0
  %c = icmp.eq i1 %a, %z
  cond_br %c, ^1(), ^3()
^1:
  store %ptr, %a
  br ^3()
^2:
  unreachable
^3:
  br ^4()
^4:
  br ^3()
}`,
    );
  });

  it('appends a loop latch entered only from its header to it, making a one-block loop', () => {
    expectPass(
      optCfg,
      `func @f {
^0:
  %z = const i32 0
  %one = const i32 1
  %k = const i32 9
  br ^1(%z)
^1(%n: i32):
  %n2 = iadd i32 %n, %one
  br ^2()
^2:
  %c = icmp.ult i1 %n2, %k
  cond_br %c, ^1(%n2), ^3()
^3:
  ret
}`,
      `func @f {
^0:
  %z = const i32 0
  %one = const i32 1
  %k = const i32 9
  br ^1(%z)
^1(%n: i32):
  %n2 = iadd i32 %n, %one
  %c = icmp.ult i1 %n2, %k
  cond_br %c, ^1(%n2), ^3()
^2:
  unreachable
^3:
  ret
}`,
    );
  });

  it('makes a one-block loop of a loop whose other blocks only forward or follow in a chain', () => {
    const input = `func @f {
^0:
  %g = const i64 4096
  %ptr = ptr_from_addr ptr<physical, i32> %g
  br ^1()
^1:
  %a = load i32 %ptr
  %z = const i32 0
  %c = icmp.eq i1 %a, %z
  cond_br %c, ^2(), ^3()
^2:
  br ^1()
^3:
  br ^4()
^4:
  %b = load i32 %ptr
  %d = icmp.eq i1 %b, %z
  cond_br %d, ^5(), ^6()
^5:
  store %ptr, %b
  br ^4()
^6:
  ret
}`;
    expectPass(
      optCfg,
      input,
      input
        .replace('cond_br %c, ^2(), ^3()', 'cond_br %c, ^1(), ^4()')
        .replace('^2:\n  br ^1()', '^2:\n  unreachable')
        .replace('^3:\n  br ^4()', '^3:\n  unreachable'),
    );
  });

  it('leaves SPIR-V that spirv-val accepts', () => {
    const module = new IrModule();
    module.functions.push(
      expectPass(
        (fn) => optSimplify(fn) && optConstantFold(fn) && optCfg(fn),
        `func @main {
^0:
  %g = const i64 4096
  %ptr = ptr_from_addr ptr<physical, i32> %g
  %a = load i32 %ptr
  %four = const i32 4
  %k = const i32 3
  %s = shl i32 %a, %four
  %low = and i32 %s, %k
  %z = const i32 0
  %c = icmp.eq i1 %low, %z
  cond_br %c, ^1(), ^2()
^1:
  store %ptr, %s
  br ^3()
^2:
  store %ptr, %a
  br ^3()
^3:
  ret
}`,
        `func @main {
^0:
  %g = const i64 4096
  %ptr = ptr_from_addr ptr<physical, i32> %g
  %a = load i32 %ptr
  %four = const i32 4
  %k = const i32 3
  %s = shl i32 %a, %four
  %low = const i32 0
  %z = const i32 0
  %c = const i1 1
  store %ptr, %s
  ret
^1:
  unreachable
^2:
  unreachable
^3:
  unreachable
}`,
      ),
    );
    const words = emitModule(module, {
      stage: 'compute',
      workgroupSize: [1, 1, 1],
      waveSize: 32,
      subgroupSize: 32,
      ldsBytes: 0,
    });
    assert.equal(spirvVal(words), '');
  });
});

describe('optSimplify then optConstantFold: what they left to the host before', () => {
  it('replaces an op that one constant operand makes an identity, or a constant', () => {
    expectPass(
      (fn) => optSimplify(fn),
      `func @f {
^0:
  %g = const i64 4096
  %p = ptr_from_addr ptr<physical, i32> %g
  %x = load i32 %p
  %zero = const i32 0
  %one = const i32 1
  %ones = const i32 4294967295
  %w = const i32 64
  %t = const i1 1
  %a = and i32 %ones, %x
  %b = or i32 %a, %zero
  %c = xor i32 %zero, %b
  %d = iadd i32 %c, %zero
  %e = isub i32 %d, %zero
  %f = imul i32 %one, %e
  %h = shl i32 %f, %w
  %i = icmp.ult i1 %h, %w
  %j = and i1 %i, %t
  %k = isub i32 %zero, %h
  %m = imul i32 %h, %zero
  %n = or i32 %ones, %h
  %q = lshr i32 %zero, %h
  %r = select i32 %j, %k, %m
  store %p, %r
  store %p, %n
  store %p, %q
  ret
}`,
      `func @f {
^0:
  %g = const i64 4096
  %p = ptr_from_addr ptr<physical, i32> %g
  %x = load i32 %p
  %zero = const i32 0
  %one = const i32 1
  %ones = const i32 4294967295
  %w = const i32 64
  %t = const i1 1
  %a = and i32 %ones, %x
  %b = or i32 %x, %zero
  %c = xor i32 %zero, %x
  %d = iadd i32 %x, %zero
  %e = isub i32 %x, %zero
  %f = imul i32 %one, %x
  %h = shl i32 %x, %w
  %i = icmp.ult i1 %x, %w
  %j = and i1 %i, %t
  %k = isub i32 %zero, %x
  %m = const i32 0
  %n = const i32 4294967295
  %q = const i32 0
  %r = select i32 %i, %k, %m
  store %p, %r
  store %p, %n
  store %p, %q
  ret
}`,
    );
  });

  it('decides the alignment test of an address built from an aligned base and a shifted index', () => {
    expectPass(
      // As the pipeline runs them: the simplifier decides the test, constant folding the comparison.
      (fn) => optSimplify(fn) && optConstantFold(fn),
      `func @f {
^0:
  %g = const i64 4096
  %ptr = ptr_from_addr ptr<physical, i32> %g
  %i = load i32 %ptr
  %two = const i32 2
  %off = shl i32 %i, %two
  %wide = zext i64 %off
  %base = const i64 65536
  %addr = iadd i64 %base, %wide
  %three = const i64 3
  %seven = const i64 7
  %low = and i64 %addr, %three
  %low8 = and i64 %seven, %addr
  %zero = const i64 0
  %ok = icmp.eq i1 %low, %zero
  %ok8 = icmp.eq i1 %low8, %zero
  cond_br %ok, ^1(), ^2()
^1:
  %o = zext i32 %ok8
  store %ptr, %o
  ret
^2:
  ret
}`,
      `func @f {
^0:
  %g = const i64 4096
  %ptr = ptr_from_addr ptr<physical, i32> %g
  %i = load i32 %ptr
  %two = const i32 2
  %off = shl i32 %i, %two
  %wide = zext i64 %off
  %base = const i64 65536
  %addr = iadd i64 %base, %wide
  %three = const i64 3
  %seven = const i64 7
  %low = const i64 0
  %low8 = and i64 %seven, %addr
  %zero = const i64 0
  %ok = const i1 1
  %ok8 = icmp.eq i1 %low8, %zero
  br ^1()
^1:
  %o = zext i32 %ok8
  store %ptr, %o
  ret
^2:
  ret
}`,
    );
  });
});
