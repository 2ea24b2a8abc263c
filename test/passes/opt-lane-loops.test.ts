/**
 * Divergent loops run per lane (src/passes/opt-lane-loops.ts): a loop whose whole-wave exit test
 * `ballot(x) == 0` becomes the lane's own `x` when a finished lane riding along would change nothing
 * (its EXEC-masked values frozen, nothing in the loop acting on memory or other lanes), and keeps the
 * ballot otherwise: a counter or a parameter read after the loop, a lane that could come back, a store,
 * another wave operation, an exit that is not the whole-wave test. Execution: the oracle kernel
 * cf_lane_loop (test/reference/kernels) runs the rewritten loop against its model.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseFunction } from '../../src/ir/parser.js';
import { printFunction } from '../../src/ir/printer.js';
import { verifyFunction } from '../../src/ir/verifier.js';
import { optCfg } from '../../src/passes/opt-cfg.js';
import { optLaneLoops } from '../../src/passes/opt-lane-loops.js';

interface Shape {
  /** The lanes that go on (`%x`), from the mask parameter `%m` and the lane's test `%more`. */
  readonly goOn?: string;
  /** What the loop adds before its exit test (after %h1, %hn, %k1, %more). */
  readonly body?: string;
  /** What the block after the loop stores. */
  readonly after?: string;
  /** The exit branch (default: leave when no lane goes on). */
  readonly exit?: string;
}

/** A guest divergent loop after the lane-mask pass: a masked hash, an unmasked trip counter. */
function loop({ goOn = 'and i1 %m, %more', body = '', after = '%hn', exit }: Shape = {}): string {
  return `func @main {
^0:
  %i = builtin.local_invocation_index i32
  %p = const i64 4096
  %q = ptr_from_addr ptr<physical, i32> %p
  %zero = const i32 0
  %one = const i32 1
  %t = const i1 1
  br ^1(%zero, %i, %t)
^1(%k: i32, %h: i32, %m: i1):
  %h1 = imul i32 %h, %h
  %hn = select i32 %m, %h1, %h
  %k1 = iadd i32 %k, %one
  %more = icmp.ult i1 %k1, %i
${body}  %x = ${goOn}
  %b = ballot i64 %x
  %bw = trunc i32 %b
  %none = icmp.eq i1 %bw, %zero
  ${exit ?? 'cond_br %none, ^2(), ^1(%k1, %hn, %x)'}
^2:
  store %q, ${after}
  ret
}`;
}

/** Runs the pass; returns whether it changed the function and the printed result. */
function run(text: string): { changed: boolean; text: string } {
  const fn = parseFunction(text);
  const changed = optLaneLoops(fn);
  const verified = verifyFunction(fn);
  assert.ok(verified.ok, verified.ok ? '' : verified.annotated);
  return { changed, text: printFunction(fn) };
}

describe('lane loops', () => {
  it("leaves on the lane's own exit bit when finished lanes keep their masked values", () => {
    const { changed, text } = run(loop());
    assert.equal(changed, true);
    assert.doesNotMatch(text, /ballot/);
    // %x (value 13 once printed) decides per lane: the lane goes on while its bit is set.
    assert.match(text, /%13 = and i1 %8, %12\n {2}cond_br %13, \^1\(%11, %10, %13\), \^2\(\)/);
  });

  it('reads the test the other way round (ballot != 0 goes on)', () => {
    const { changed, text } = run(
      loop({ exit: 'cond_br %any, ^1(%k1, %hn, %x), ^2()' }).replace(
        '%none = icmp.eq i1 %bw, %zero',
        '%any = icmp.ne i1 %bw, %zero',
      ),
    );
    assert.equal(changed, true);
    assert.doesNotMatch(text, /ballot/);
  });

  // Shapes whose ballot stays, and why.
  const kept: readonly (readonly [string, Shape])[] = [
    // A finished lane's counter goes on counting with its wave: the wave's count is not the lane's.
    ['the unmasked trip counter is read after the loop', { after: '%k1' }],
    ['a header parameter is read after the loop', { after: '%h' }],
    // x does not include the mask: a lane whose bit is clear may set it on a later trip.
    ['a finished lane could go on again', { goOn: 'and i1 %more, %t' }],
    ['the loop stores', { body: '  store %q, %hn\n' }],
    // An i32 `and` with an operand the evaluation cannot reduce is not the parameter (all-ones is a
    // property of i1 here): the hash changes on finished lanes.
    [
      'a parameter is changed unmasked',
      { body: '  %hz = and i32 %h, %k1\n', after: '%hz', exit: 'cond_br %none, ^2(), ^1(%k1, %hz, %x)' },
    ],
    ['the loop has another wave operation', { body: '  %other = ballot i64 %more\n' }],
    ['the exit test is uniform (no ballot)', { exit: 'cond_br %more, ^2(), ^1(%k1, %hn, %x)' }],
  ];
  for (const [why, shape] of kept) {
    it(`keeps the loop when ${why}`, () => {
      assert.equal(run(loop(shape)).changed, false);
    });
  }

  it('freezes a value through a chain of masked selects and keeps the rewrite through a two-block loop', () => {
    const text = loop({ after: '%g2' })
      .replace('^1(%k: i32, %h: i32, %m: i1):', '^1(%k: i32, %h: i32, %m: i1, %g: i32):')
      .replace('br ^1(%zero, %i, %t)', 'br ^1(%zero, %i, %t, %zero)')
      .replace(
        '  %x = and i1 %m, %more\n',
        `  %x = and i1 %m, %more
  %sel = and i1 %more, %m
  br ^3(%sel)
^3(%s: i1):
  %g1 = iadd i32 %g, %k
  %gm = select i32 %s, %g1, %g
  %g2 = select i32 %m, %gm, %g
`,
      )
      .replace('cond_br %none, ^2(), ^1(%k1, %hn, %x)', 'cond_br %none, ^2(), ^1(%k1, %hn, %x, %g2)');
    const fn = parseFunction(text);
    assert.equal(optLaneLoops(fn), true);
    optCfg(fn);
    const printed = printFunction(fn);
    assert.doesNotMatch(printed, /ballot/);
    // One block that branches to itself on the lane's bit: the emitter's structured loop.
    assert.match(printed, /\^1\([^)]*\):[^^]*cond_br %\d+, \^1\(/);
    assert.ok(verifyFunction(fn).ok);
  });
});

/**
 * A whole-wave skip after the lane-mask pass (`s_cbranch_execz` over an if body): lanes with `%c`
 * run the body, whose result is masked by `%c`; the join receives `%i` from the skip.
 */
function skip({ body = '', result = '%hn', skipped = '%i', extraEntry = '' } = {}): string {
  return `func @main {
^0:
  %i = builtin.local_invocation_index i32
  %p = const i64 4096
  %q = ptr_from_addr ptr<physical, i32> %p
  %zero = const i32 0
  %ten = const i32 10
  %c = icmp.ult i1 %i, %ten
  %b = ballot i64 %c
  %bw = trunc i32 %b
  %none = icmp.eq i1 %bw, %zero
  cond_br %none, ^2(${skipped}), ^1()
^1:
  %h1 = imul i32 %i, %i
  %hn = select i32 %c, %h1, %i
${body}  br ^2(${result})
^2(%r: i32):${extraEntry}
  store %q, %r
  ret
}`;
}

describe('lane skips', () => {
  it('branches per lane where a lane without the bit would reach the join unchanged', () => {
    const { changed, text } = run(skip());
    assert.equal(changed, true);
    assert.doesNotMatch(text, /ballot/);
    // %c (value 5) now picks the body per lane; the skip edge keeps its argument.
    assert.match(text, /cond_br %5, \^1\(\), \^2\(%0\)/);
  });

  it('follows a lane-guarded store the lane without the bit does not reach', () => {
    const guarded = skip({
      body: '  cond_br %c, ^3(), ^4()\n^3:\n  store %q, %h1\n  br ^4()\n^4:\n',
    });
    const { changed, text } = run(guarded);
    assert.equal(changed, true);
    assert.doesNotMatch(text, /ballot/);
  });

  it('makes the skip around a per-lane loop per lane (the guest tests EXEC before its first trip)', () => {
    // The loop of the first describe, entered only when some lane has %c, its mask starting as %c.
    const text = loop({ after: '%r' })
      .replace(
        '  br ^1(%zero, %i, %t)',
        '  %c = icmp.ult i1 %i, %one\n  %cb = ballot i64 %c\n  %cw = trunc i32 %cb\n  %cnone = icmp.eq i1 %cw, %zero\n  cond_br %cnone, ^2(%i), ^3()\n^3:\n  br ^1(%zero, %i, %c)',
      )
      .replace(
        'cond_br %none, ^2(), ^1(%k1, %hn, %x)',
        'cond_br %none, ^4(), ^1(%k1, %hn, %x)\n^4:\n  br ^2(%hn)',
      )
      .replace('^2:\n', '^2(%r: i32):\n');
    const { changed, text: out } = run(text);
    assert.equal(changed, true);
    assert.doesNotMatch(out, /ballot/);
  });

  const kept: readonly (readonly [string, Parameters<typeof skip>[0]])[] = [
    // The lane without the bit would pass the body's unmasked product to the join.
    ['the body hands the join a value the skip does not', { result: '%h1' }],
    ['the skip hands the join another value', { skipped: '%zero' }],
    ['the lane without the bit would store', { body: '  store %q, %hn\n' }],
    ['the body holds a wave operation', { body: '  %w = ballot i64 %c\n' }],
    ['the body holds a barrier', { body: '  barrier\n' }],
    // A scalar write the lane's mask does not guard (s_bitset0 of EXEC's lane count, say): the join's
    // value differs on every lane that rides along (an H200 fuzz program found this one).
    [
      'the body changes a value unmasked',
      { body: '  %nm = iunary.not i32 %i\n  %hz = and i32 %ten, %nm\n', result: '%hz', skipped: '%ten' },
    ],
  ];
  for (const [why, shape] of kept) {
    it(`keeps the ballot when ${why}`, () => {
      assert.equal(run(skip(shape)).changed, false);
    });
  }

  it('keeps the ballot when the body is entered from elsewhere', () => {
    const text = skip().replace(
      'cond_br %none, ^2(%i), ^1()',
      'cond_br %none, ^3(), ^1()\n^3:\n  cond_br %c, ^1(), ^2(%i)',
    );
    assert.equal(run(text).changed, false);
  });
});
