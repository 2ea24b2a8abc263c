/**
 * IR: builder, printer and parser agree (print(parse(text)) == text), the verifier accepts valid SSA
 * and reports each kind of problem at its instruction, and dominance matches hand-computed trees.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { walkDominatorTree } from '../../src/ir/dominance.js';
import {
  type BlockId,
  Builder,
  computeDominance,
  F32,
  I1,
  I32,
  I64,
  type Inst,
  IrFunction,
  opInfo,
  parseFunction,
  printFunction,
  ptr,
  verifyFunction,
} from '../../src/ir/index.js';

const LOOP = `func @loop {
^0:
  %0 = const i32 0
  %1 = const i32 10
  br ^1(%0)
^1(%2: i32):
  %3 = const i32 1
  %4 = iadd i32 %2, %3
  %5 = icmp.ult i1 %4, %1
  cond_br %5, ^1(%4), ^2()
^2:
  ret
}`;

describe('IR text', () => {
  it('round trips through parse and print', () => {
    assert.equal(printFunction(parseFunction(LOOP)), LOOP);
  });

  it('renumbers free names and accepts uses before definitions in text order', () => {
    const fn = parseFunction(`func @f {
^entry:
  br ^b()
^a(%x: i32):
  %y = iadd i32 %x, %z
  ret
^b:
  %z = const i32 7
  br ^a(%z)
}`);
    assert.equal(fn.blocks.length, 3);
    // %z is defined in ^b, which does not dominate ^a's use... wait: ^b -> ^a, so it does.
    assert.ok(verifyFunction(fn).ok, verifyFunction(fn).annotated);
  });

  it('prints float constants as exact bit patterns', () => {
    const fn = new IrFunction('c');
    const b = new Builder(fn);
    b.at(b.block());
    b.constFloat(F32, 0.1);
    b.ret();
    const text = printFunction(fn);
    assert.match(text, /%0 = const f32 0x3dcccccd/);
    assert.equal(printFunction(parseFunction(text)), text);
  });
});

describe('IR verifier', () => {
  it('accepts the loop', () => {
    const r = verifyFunction(parseFunction(LOOP));
    assert.ok(r.ok, r.annotated);
  });

  const bad: [string, string, RegExp][] = [
    [
      'type mismatch',
      '%0 = const i32 1\n  %1 = const f32 0x3f800000\n  %2 = iadd i32 %0, %1\n  ret',
      /operands and result must have one type/,
    ],
    ['missing terminator', '%0 = const i32 1', /does not end with a terminator/],
    ['terminator mid-block', 'ret\n  %0 = const i32 1\n  ret', /terminator in the middle/],
    [
      'undefined use of a non-dominating value',
      'cond_br %c, ^1(), ^2()\n^1:\n  %v = const i32 1\n  br ^3()\n^2:\n  br ^3()\n^3:\n  %w = iadd i32 %v, %v\n  ret',
      /does not dominate/,
    ],
    ['icmp result type', '%0 = const i32 1\n  %1 = icmp.eq i32 %0, %0\n  ret', /icmp types/],
    ['branch argument count', 'br ^1()\n^1(%p: i32):\n  ret', /takes 1 arguments, given 0/],
    ['an opaque zero that does not exist', '%0 = opaque_zero i32 [2]\n  ret', /index must be below 2/],
  ];
  for (const [name, body, message] of bad) {
    it(`reports ${name}`, () => {
      const needsCond = body.includes('%c');
      const text = `func @bad {\n^0:\n  ${needsCond ? '%c = const i1 1\n  ' : ''}${body}\n}`;
      const r = verifyFunction(parseFunction(text));
      assert.equal(r.ok, false);
      assert.ok(
        r.problems.some((p) => message.test(p.message)),
        r.annotated,
      );
      assert.match(r.annotated, /; error: /);
    });
  }

  it("reports an instruction carrying another op's table entry", () => {
    const fn = parseFunction('func @f {\n^0:\n  %0 = const i32 1\n  %1 = iadd i32 %0, %0\n  ret\n}');
    assert.ok(verifyFunction(fn).ok);
    const add = fn.insts.find((i) => i.op === 'iadd') as Inst;
    fn.insts[fn.insts.indexOf(add)] = { ...add, info: opInfo('isub') };
    const r = verifyFunction(fn);
    assert.equal(r.ok, false);
    assert.ok(
      r.problems.some((p) => /table entry of 'isub'/.test(p.message)),
      r.annotated,
    );
  });

  it('checks memory op types through pointers', () => {
    const fn = new IrFunction('m');
    const b = new Builder(fn);
    b.at(b.block());
    const p = b.value('global', ptr('storage', I32));
    fn.inst(fn.block(0 as BlockId).insts[0]!).imms; // global carries its index immediate
    const v = b.constFloat(F32, 1);
    b.effect('store', [p, v]);
    b.ret();
    const r = verifyFunction(fn);
    assert.ok(r.problems.some((x) => /store types/.test(x.message)));
    assert.ok(r.problems.some((x) => /global takes 1 immediates/.test(x.message)));
  });
});

describe('builder interning', () => {
  it('makes a constant once per function, in the entry block, and a computed value once per block', () => {
    const fn = new IrFunction('f');
    const b = new Builder(fn, { intern: true });
    const entry = b.block();
    const next = b.block();
    b.at(entry);
    const v = b.value('var', ptr('function', I32));
    const x = b.value('load', I32, v);
    const one = b.const(I32, 1);
    const sum = b.value('iadd', I32, x, one);
    assert.equal(b.value('iadd', I32, x, one), sum, 'the same sum in the same block');
    assert.notEqual(b.value('iadd', I32, one, x), sum, 'operands in another order are another sum');
    assert.notEqual(b.value('load', I32, v), x, 'a load may see a store in between');
    b.br(next);
    b.at(next);
    assert.equal(b.const(I32, 1), one);
    const two = b.const(I32, 2);
    assert.notEqual(b.value('iadd', I32, x, one), sum, 'another block makes its own');
    b.effect('store', [v, two]);
    b.ret();
    const def = fn.value(two).def;
    assert.ok(def.kind === 'inst' && fn.inst(def.inst).block === 0, 'the constant is in the entry block');
    assert.deepEqual(verifyFunction(fn).problems, []);
    assert.match(printFunction(fn), /^\^0:\n(?:.*\n)*? {2}%\d+ = const i32 2\n {2}br \^1\(\)/m);
  });

  it('interns again after handing its table back', () => {
    const fn = new IrFunction('f');
    const b = new Builder(fn, { intern: true });
    b.at(b.block());
    const v = b.value('var', ptr('function', I32));
    const x = b.value('load', I32, v);
    const sum = b.value('iadd', I32, x, b.const(I32, 1));
    b.release();
    // Another builder takes the table meanwhile: it must not see this function's values.
    const other = new IrFunction('g');
    const o = new Builder(other, { intern: true });
    o.at(o.block());
    const y = o.value('load', I32, o.value('var', ptr('function', I32)));
    const before = other.insts.length;
    o.value('iadd', I32, y, o.const(I32, 1));
    assert.equal(other.insts.length, before + 2, 'a constant and a sum of its own');
    const again = b.value('iadd', I32, x, b.const(I32, 1));
    assert.notEqual(again, sum, 'the values computed before the release are forgotten');
    assert.equal(b.value('iadd', I32, x, b.const(I32, 1)), again, 'and interning goes on');
  });

  it('reuses values of a dominating block in a scoped region, not those of a sibling arm', () => {
    const fn = new IrFunction('f');
    const b = new Builder(fn, { intern: true });
    const [a, left, right, join] = [b.block(), b.block(), b.block(), b.block()];
    b.at(a);
    const x = b.value('builtin.local_invocation_index', I32);
    const one = b.const(I32, 1);
    const sum = b.value('iadd', I32, x, one);
    const mark = b.scope();
    b.condBr(b.value('icmp.eq', I1, sum, one), left, right);
    b.enterScope(left, mark);
    assert.equal(b.value('iadd', I32, x, one), sum, 'the dominating block’s sum');
    const twice = b.value('iadd', I32, sum, sum);
    b.br(join);
    b.enterScope(right, mark);
    assert.notEqual(b.value('iadd', I32, sum, sum), twice, 'not the sibling arm’s');
    b.br(join);
    b.enterScope(join, mark);
    assert.equal(b.value('iadd', I32, x, one), sum);
    assert.notEqual(b.value('iadd', I32, sum, sum), twice, 'not an arm’s');
    b.ret();
    assert.deepEqual(verifyFunction(fn).problems, []);
  });

  it('folds integer ops of constants and selects on a constant condition as it builds, not float ops', () => {
    const fn = new IrFunction('f');
    const b = new Builder(fn, { intern: true });
    b.at(b.block());
    const x = b.value('builtin.local_invocation_index', I32);
    const k = (v: number) => b.const(I32, v);
    assert.equal(b.value('iadd', I32, k(0xffffffff), k(2)), k(1), 'wraps at the width');
    assert.equal(b.value('lshr', I32, k(0x80), k(33)), k(0x40), 'a shift amount modulo the width');
    assert.equal(b.value('icmp.ult', I1, k(1), k(2)), b.const(I1, 1));
    assert.equal(b.value('zext', I64, k(7)), b.const(I64, 7));
    assert.equal(b.value('select', I32, b.const(I1, 1), x, k(3)), x);
    assert.equal(b.value('select', I32, b.const(I1, 0), x, k(3)), k(3));
    assert.notEqual(b.value('udiv', I32, k(1), k(0)), k(0), 'division by zero is left to run');
    const f = b.const(F32, 0x3f800000);
    const sum = b.value('fadd', F32, f, f);
    const def = fn.value(sum).def;
    assert.ok(def.kind === 'inst' && fn.inst(def.inst).op === 'fadd', 'float arithmetic is the host’s');
    assert.equal(b.value('bitcast', I32, f), k(0x3f800000), 'a bit pattern moves through a bitcast');
  });
});

describe('dominance', () => {
  it('computes immediate dominators of a diamond with a loop', () => {
    const fn = parseFunction(`func @d {
^0:
  %c = const i1 1
  cond_br %c, ^1(), ^2()
^1:
  br ^3()
^2:
  br ^3()
^3:
  cond_br %c, ^4(), ^5()
^4:
  br ^3()
^5:
  ret
}`);
    const dom = computeDominance(fn);
    assert.deepEqual(dom.idom, [0, 0, 0, 0, 3, 3]);
    assert.ok(dom.dominates(3 as BlockId, 4 as BlockId));
    assert.ok(!dom.dominates(1 as BlockId, 3 as BlockId));
    assert.deepEqual([...(dom.preds[3] ?? [])].sort(), [1, 2, 4]);
    void I1;
  });

  it('walks the dominator tree entering every block of an acyclic CFG after its predecessors', () => {
    // The entry dominates the two arms and both joins; the second join follows an arm of the first.
    const fn = parseFunction(`func @w {
^0:
  %c = const i1 1
  cond_br %c, ^1(), ^2()
^1:
  cond_br %c, ^3(), ^4()
^2:
  br ^3()
^3:
  br ^4()
^4:
  ret
}`);
    const dom = computeDominance(fn);
    const entered: number[] = [];
    const left: number[] = [];
    walkDominatorTree(
      dom,
      (b) => {
        entered.push(b);
        return b;
      },
      (b, state) => {
        assert.equal(state, b, 'leave gets what enter returned');
        left.push(b);
      },
    );
    // Every block's immediate dominator is the entry here: the walk is reverse postorder itself.
    assert.deepEqual(entered, [...dom.order]);
    for (const b of entered)
      for (const p of dom.preds[b] ?? [])
        assert.ok(entered.indexOf(p) < entered.indexOf(b), `^${p} before ^${b}`);
    assert.deepEqual([...left].sort(), [0, 1, 2, 3, 4]);
    assert.equal(left[left.length - 1], 0, 'the entry is left last');
  });
});
