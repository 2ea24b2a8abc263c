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

  it("hides the mask's constant entry from the host where the host quirk asks (llvmpipe)", () => {
    const fn = parseFunction(loop());
    assert.equal(optLaneLoops(fn, { opaqueMaskEntry: true }), true);
    const text = printFunction(fn);
    // The entry passes icmp.eq(opaque_zero, 0) for the constant true; the other arguments stay.
    assert.match(
      text,
      /%(\d+) = opaque_zero i32 \[0\]\n {2}%(\d+) = const i32 0\n {2}%(\d+) = icmp\.eq i1 %\1, %\2\n {2}br \^1\(%3, %0, %\3\)/,
    );
    assert.ok(verifyFunction(fn).ok);
  });

  // Shapes whose ballot stays, and why.
  const kept: readonly (readonly [string, Shape])[] = [
    // A finished lane's counter goes on counting with its wave: the wave's count is not the lane's.
    ['the unmasked trip counter is read after the loop', { after: '%k1' }],
    ['a header parameter is read after the loop', { after: '%h' }],
    // x does not include the mask: a lane whose bit is clear may set it on a later trip.
    ['a finished lane could go on again', { goOn: 'and i1 %more, %t' }],
    ['the loop stores', { body: '  store %q, %hn\n' }],
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
