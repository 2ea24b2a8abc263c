/**
 * Structured control flow of the emitter (emit-regions.ts, emit-control.ts): lane-divergent guard
 * diamonds become OpSelectionMerge selections inside one dispatch state (no OpSwitch case per guarded
 * block), loops with one way out (one-block, do-while, while) become OpLoopMerge loops, other loops stay
 * dispatch states,
 * post-dominators are right, and a wave operation inside a lane-divergent selection is refused. Block
 * parameters are OpPhi inside a dispatch state; only values crossing the dispatch loop take Function
 * variables. Every module is checked by spirv-val (phi parents, dominance of incoming values).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { computeDominance } from '../../src/ir/dominance.js';
import { IrModule } from '../../src/ir/function.js';
import { parseFunction } from '../../src/ir/parser.js';
import { computePostDominance } from '../../src/ir/post-dominance.js';
import type { EmitOptions } from '../../src/spirv/emit-context.js';
import { emitModule } from '../../src/spirv/emit-module.js';
import { RecompileError } from '../../src/translate/errors.js';
import { spirvDis, spirvVal } from '../support/spirv-tools.js';

const base: EmitOptions = {
  stage: 'compute',
  workgroupSize: [32, 1, 1],
  waveSize: 32,
  subgroupSize: 32,
  ldsBytes: 256,
};

function moduleOf(text: string): IrModule {
  const m = new IrModule();
  m.functions.push(parseFunction(text));
  return m;
}

const count = (text: string, re: RegExp): number => (text.match(re) ?? []).length;

/** A guarded store (the translator's `guard`), a nested guarded if-else yielding a value, then a ballot. */
const DIAMONDS = `func @main {
^0:
  %lane = builtin.subgroup_invocation_id i32
  %one = const i32 1
  %two = const i32 2
  %a = const i64 64
  %p = ptr_from_addr ptr<physical, i32> %a
  %bit = and i32 %lane, %one
  %odd = icmp.ne i1 %bit, %two
  cond_br %odd, ^1(), ^5(%one)
^1:
  store %p, %lane
  %big = icmp.ugt i1 %lane, %two
  cond_br %big, ^2(), ^3()
^2:
  br ^4(%lane)
^3:
  br ^4(%two)
^4(%v: i32):
  br ^5(%v)
^5(%r: i32):
  %five = const i32 5
  %lt = icmp.ult i1 %lane, %five
  %mask = ballot i64 %lt
  %m32 = trunc i32 %mask
  %s = iadd i32 %m32, %r
  store %p, %s
  ret
}`;

/** A guarded compare-exchange retry: a one-block loop carrying %cur, inside a guard merging at ^3(%r). */
const SELF_LOOP = `func @main {
^0:
  %lane = builtin.subgroup_invocation_id i32
  %one = const i32 1
  %a = const i64 64
  %p = ptr_from_addr ptr<physical, i32> %a
  %bit = and i32 %lane, %one
  %odd = icmp.eq i1 %bit, %one
  cond_br %odd, ^1(), ^3(%one)
^1:
  %first = load i32 %p
  br ^2(%first)
^2(%cur: i32):
  %new = iadd i32 %cur, %lane
  %seen = atomic_cmpxchg i32 %p, %cur, %new
  %ok = icmp.eq i1 %seen, %cur
  cond_br %ok, ^3(%cur), ^2(%seen)
^3(%r: i32):
  store %p, %r
  ret
}`;

/** The entry of the loop fixtures: a lane id, constants, a pointer, and a branch into ^1(%i) with 0. */
const LOOP_ENTRY = `func @main {
^0:
  %lane = builtin.subgroup_invocation_id i32
  %z = const i32 0
  %one = const i32 1
  %four = const i32 4
  %a = const i64 64
  %p = ptr_from_addr ptr<physical, i32> %a
  br ^1(%z)
`;

/** A uniform do-while loop of three blocks with a guard inside (the guest's multi-block loop). */
const DO_WHILE = `${LOOP_ENTRY}^1(%i: i32):
  %hit = icmp.eq i1 %lane, %i
  cond_br %hit, ^2(), ^3()
^2:
  store %p, %i
  br ^3()
^3:
  %i2 = iadd i32 %i, %one
  %go = icmp.ult i1 %i2, %four
  cond_br %go, ^1(%i2), ^4(%i2)
^4(%r: i32):
  store %p, %r
  ret
}`;

/**
 * A while loop (ACO's shape): the header tests and leaves, the latch branches back with a \`br\`. %n,
 * defined in the header, is used after the loop; %k, defined after the break, only on the back edge.
 */
const WHILE = `${LOOP_ENTRY}^1(%i: i32):
  %n = iadd i32 %i, %lane
  %go = icmp.ult i1 %i, %four
  cond_br %go, ^2(), ^4()
^2:
  %k = iadd i32 %i, %one
  %hit = icmp.eq i1 %lane, %k
  cond_br %hit, ^3(), ^5()
^3:
  store %p, %k
  br ^5()
^5:
  br ^1(%k)
^4:
  store %p, %n
  ret
}`;

/**
 * A loop that breaks at its header (straight to the merge), in its body (through the break block ^4)
 * and at its latch: three ways into ^5(%r), meeting at one merge.
 */
const BREAKS = `${LOOP_ENTRY}^1(%i: i32):
  %n = iadd i32 %i, %lane
  %seven = const i32 7
  %stop = icmp.eq i1 %i, %seven
  cond_br %stop, ^5(%n), ^2()
^2:
  %k = iadd i32 %i, %one
  %far = icmp.ugt i1 %k, %lane
  cond_br %far, ^4(), ^3()
^3:
  %go = icmp.ult i1 %k, %four
  cond_br %go, ^1(%k), ^5(%k)
^4:
  %m = shl i32 %k, %one
  br ^5(%m)
^5(%r: i32):
  store %p, %r
  ret
}`;

/** A loop with two back edges (a \`continue\`): no structured loop, so a dispatch loop. */
const DISPATCH_LOOP = `${LOOP_ENTRY}^1(%i: i32):
  %odd = and i32 %lane, %one
  %hit = icmp.eq i1 %odd, %one
  cond_br %hit, ^2(), ^3()
^2:
  store %p, %i
  br ^4()
^3:
  %j = iadd i32 %i, %one
  store %p, %j
  br ^4()
^4:
  %i2 = iadd i32 %i, %one
  %go = icmp.ult i1 %i2, %four
  cond_br %go, ^6(), ^1(%i2)
^6:
  %big = icmp.ugt i1 %i2, %lane
  cond_br %big, ^5(), ^1(%i2)
^5:
  ret
}`;

/**
 * Emits `text` and checks it valid, with one structured loop and no dispatch loop or Function
 * variable; returns the disassembly and the loop's merge label.
 */
function oneStructuredLoop(text: string): { dis: string; merge: string } {
  const words = emitModule(moduleOf(text), base);
  assert.equal(spirvVal(words), '');
  const dis = spirvDis(words);
  assert.equal(count(dis, /OpLoopMerge/g), 1, dis);
  assert.doesNotMatch(dis, /OpSwitch/);
  assert.equal(count(dis, /OpVariable %\w+ Function/g), 0, dis);
  const merge = /OpLoopMerge (%\w+)/.exec(dis)?.[1];
  assert.ok(merge, dis);
  return { dis, merge };
}

/** Loads from Function variables in a disassembly. */
function variableLoads(dis: string): number {
  const vars = new Set([...dis.matchAll(/(%\w+) = OpVariable %\w+ Function/g)].map((m) => m[1]));
  return [...dis.matchAll(/OpLoad %\w+ (%\w+)/g)].filter((m) => vars.has(m[1])).length;
}

describe('structured control flow', () => {
  it('computes immediate post-dominators (virtual exit: -1)', () => {
    const fn = parseFunction(DIAMONDS);
    const { ipdom } = computePostDominance(fn, computeDominance(fn));
    // ^0 and ^1 rejoin at ^5 and ^4; the arms ^2/^3 go to ^4; ^5 returns.
    assert.deepEqual(ipdom, [5, 4, 4, 4, 5, -1]);
  });

  it('emits guard diamonds as selections in one dispatch state', () => {
    const words = emitModule(moduleOf(DIAMONDS), base);
    assert.equal(spirvVal(words), '');
    const text = spirvDis(words);
    assert.equal(count(text, /OpSelectionMerge/g), 2);
    assert.equal(count(text, /OpBranchConditional/g), 2);
    // No dispatch loop at all: the guarded blocks are part of the entry segment.
    assert.doesNotMatch(text, /OpSwitch|OpLoopMerge/);
    // The ballot is in the function's last block, after both merges (executed by the whole wave).
    const ballot = text.indexOf('OpGroupNonUniformBallot');
    const lastMerge = text.lastIndexOf('OpLabel', ballot);
    assert.ok(ballot > 0 && lastMerge > text.lastIndexOf('OpBranchConditional'));
  });

  it('emits a multi-block do-while loop as a structured loop: phis, guards inside, no dispatch loop', () => {
    // ^3 is the latch and the exiting block; %i crosses the back edge, %i2 the exit.
    const { dis } = oneStructuredLoop(DO_WHILE);
    assert.equal(count(dis, /OpSelectionMerge/g), 1, dis);
    // The header's phi of %i: the entry's 0 and the back edge's %i2.
    assert.match(dis, /OpLabel\n\s*%\w+ = OpPhi %\w+ %\w+ %\w+ %\w+ %\w+\n\s*OpLoopMerge/);
  });

  it('emits a while loop (exit at the header, latch a br) as a structured loop that breaks out', () => {
    const { dis, merge } = oneStructuredLoop(WHILE);
    // The break: a conditional branch to the loop's merge, with no merge instruction of its own.
    assert.match(dis, new RegExp(`OpBranchConditional %\\w+ (%\\w+ ${merge}|${merge} %\\w+)\\n`));
  });

  it('emits a loop with breaks at several blocks, one through a break block, as one structured loop', () => {
    const { dis, merge } = oneStructuredLoop(BREAKS);
    // ^5(%r) after the loop: one phi over the three breaks (the header's, the break block's, the latch's).
    assert.match(dis, new RegExp(`${merge} = OpLabel\\n\\s*%\\w+ = OpPhi %\\w+(?: %\\w+ %\\w+){3}\\n`), dis);
  });

  it('emits a one-block loop (compare-exchange retry) as a structured loop inside a guard', () => {
    const text = SELF_LOOP;
    const words = emitModule(moduleOf(text), base);
    assert.equal(spirvVal(words), '');
    const dis = spirvDis(words);
    assert.equal(count(dis, /OpSelectionMerge/g), 1);
    assert.equal(count(dis, /OpLoopMerge/g), 1);
    assert.doesNotMatch(dis, /OpSwitch/);
  });

  it('emits the parameters of selection merges as OpPhi, with no Function variable', () => {
    const words = emitModule(moduleOf(DIAMONDS), base);
    assert.equal(spirvVal(words), '');
    const dis = spirvDis(words);
    // ^4(%v) merges the inner selection, ^5(%r) the outer one: one phi each, no variable traffic.
    assert.equal(count(dis, /OpPhi/g), 2, dis);
    assert.equal(count(dis, /OpVariable %\w+ Function/g), 0, dis);
  });

  it('emits the parameters of a one-block loop as OpPhi in its header', () => {
    const words = emitModule(moduleOf(SELF_LOOP), base);
    assert.equal(spirvVal(words), '');
    const dis = spirvDis(words);
    assert.equal(count(dis, /OpVariable %\w+ Function/g), 0, dis);
    // The loop header's first instruction is the phi of %cur (entry value, then the back edge's).
    const header = /OpLabel\n\s*%\w+ = OpPhi %\w+ %\w+ %\w+ %\w+ %\w+\n\s*OpLoopMerge/.exec(dis);
    assert.ok(header, dis);
    // ^3(%r) merges the guard: its phi takes the guard's skip edge and the loop's exit.
    assert.equal(count(dis, /OpPhi/g), 2, dis);
    // The back edge's value is named by the phi itself, not copied in the continue block.
    assert.equal(count(dis, /OpCopyObject/g), 0, dis);
  });

  it('reads what leaves a loop through a phi behind a second break, never taken, where the host asks', () => {
    // llvmpipe read the last trip's value for lanes that had left (recompiler/host-quirks.ts); a phi at
    // the merge whose operand from the break on an opaque zero is a null constant keeps each lane's.
    const words = emitModule(moduleOf(WHILE), { ...base, guardedLoopExits: true });
    assert.equal(spirvVal(words), '');
    const dis = spirvDis(words);
    const merge = /OpLoopMerge (%\w+)/.exec(dis)?.[1] as string;
    // The body opens with the break, on a push-constant zero compared with 0.
    const guard = new RegExp(
      `OpLoopMerge ${merge} %\\w+ None\\n\\s*OpBranch (%\\w+)\\n\\s*\\1 = OpLabel\\n\\s*OpBranchConditional (%\\w+) ${merge} %\\w+\\n`,
    ).exec(dis);
    assert.ok(guard, dis);
    assert.match(dis, new RegExp(`${guard[2]} = OpINotEqual %\\w+ %\\w+ %\\w+`));
    // %n, defined in the header, is stored after the loop through the merge's phi.
    const phi = new RegExp(
      `${merge} = OpLabel\\n\\s*(%\\w+) = OpPhi %\\w+ (%\\w+) %\\w+ %\\w+ %\\w+\\n`,
    ).exec(dis);
    assert.ok(phi, dis);
    assert.match(dis, new RegExp(`${phi[2]} = OpConstantNull`));
    assert.match(dis, new RegExp(`OpStore %\\w+ ${phi[1]} Aligned 4`));
    // Other hosts get the loop as before.
    assert.doesNotMatch(oneStructuredLoop(WHILE).dis, /OpConstantNull|OpINotEqual/);
  });

  it('keeps Function variables only where values cross the dispatch loop, loaded once per state', () => {
    const words = emitModule(moduleOf(DISPATCH_LOOP), base);
    assert.equal(spirvVal(words), '');
    const dis = spirvDis(words);
    // The dispatch state id, the loop counter %i (a dispatch state's parameter) and %i2 (^6's state
    // reads it): not %lane (the entry segment runs before the loop, so its ids dominate every state),
    // nor the constants the states read, nor anything used only inside its state.
    assert.equal(count(dis, /OpVariable %\w+ Function/g), 3, dis);
    // One load of each per state that reads it (the switch; %i in ^1's; %i2 in ^6's), not one per
    // guard arm.
    assert.equal(variableLoads(dis), 3, dis);
  });

  it('runs a join every path reaches once outside the dispatch loop before it (a section)', () => {
    // Waves skip the loop or run it (a uniform branch per wave); the barrier after it must be one
    // dynamic instance for all of them, so it may not sit in the loop's switch. (The loop has two
    // back edges, so it is no structured loop.)
    const text = `func @main {
^0:
  %g = builtin.workgroup_id vec3<i32>
  %gx = extract i32 %g [0]
  %z = const i32 0
  %one = const i32 1
  %skip = icmp.eq i1 %gx, %z
  cond_br %skip, ^3(), ^1(%one)
^1(%i: i32):
  %odd = icmp.eq i1 %i, %gx
  cond_br %odd, ^3(), ^2()
^2:
  %i2 = isub i32 %i, %one
  %go = icmp.ne i1 %i2, %z
  cond_br %go, ^1(%i2), ^4(%i2)
^4(%j: i32):
  %again = icmp.ugt i1 %j, %gx
  cond_br %again, ^1(%j), ^3()
^3:
  barrier
  %a = const i64 64
  %p = ptr_from_addr ptr<physical, i32> %a
  store %p, %gx
  ret
}`;
    const words = emitModule(moduleOf(text), base);
    assert.equal(spirvVal(words), '');
    const dis = spirvDis(words);
    const merge = /OpLoopMerge (%\w+)/.exec(dis)?.[1];
    assert.ok(merge, dis);
    const mergeAt = dis.indexOf(`${merge} = OpLabel`);
    const barrierAt = dis.indexOf('OpControlBarrier');
    assert.ok(mergeAt > 0 && barrierAt > mergeAt, dis);
    assert.equal(count(dis, /OpControlBarrier/g), 1, dis);
    // %gx is defined before the loop: an id after it, not a Function variable (the state id, %i and
    // %j are).
    assert.equal(count(dis, /OpVariable %\w+ Function/g), 3, dis);
  });

  it('refuses a wave operation inside a lane-divergent selection', () => {
    const text = `func @main {
^0:
  %lane = builtin.subgroup_invocation_id i32
  %one = const i32 1
  %odd = icmp.eq i1 %lane, %one
  cond_br %odd, ^1(), ^2()
^1:
  %b = ballot i64 %odd
  br ^2()
^2:
  ret
}`;
    assert.throws(
      () => emitModule(moduleOf(text), base),
      (e: unknown) => e instanceof RecompileError && /ballot.*lane-divergent/.test(e.message),
    );
  });

  it('refuses a wave operation inside a structured loop that lanes leave at different iterations', () => {
    const loop = (inside: string, after: string): string => `func @main {
^0:
  %n = builtin.local_invocation_index i32
  %z = const i32 0
  %one = const i32 1
  %f = icmp.eq i1 %z, %one
  br ^1(%z)
^1(%i: i32):
  %i2 = iadd i32 %i, %one
${inside}
  %more = icmp.ult i1 %i2, %n
  cond_br %more, ^1(%i2), ^2()
^2:
${after}
  ret
}`;
    const ballot = '  %b = ballot i64 %f';
    assert.equal(spirvVal(emitModule(moduleOf(loop('', ballot)), base)), '');
    assert.throws(
      () => emitModule(moduleOf(loop(ballot, '')), base),
      (e: unknown) =>
        e instanceof RecompileError &&
        /ballot.*inside the loop headed by \^1.*varies per lane/.test(e.message),
    );
  });

  it('refuses a lane-varying loop left to the dispatch loop when the function has wave operations', () => {
    const loop = (tail: string): string => `func @main {
^0:
  %n = builtin.local_invocation_index i32
  %z = const i32 0
  %one = const i32 1
  br ^1(%z)
^1(%i: i32):
  %i2 = iadd i32 %i, %one
  %more = icmp.ult i1 %i2, %n
  cond_br %more, ^2(), ^3()
^2:
  %odd = icmp.eq i1 %i2, %one
  cond_br %odd, ^1(%i2), ^4()
^4:
  br ^1(%i2)
^3:
${tail}
  ret
}`;
    assert.equal(spirvVal(emitModule(moduleOf(loop('')), base)), '');
    assert.throws(
      () => emitModule(moduleOf(loop('  %b = ballot i64 %more')), base),
      (e: unknown) => e instanceof RecompileError && /lane-divergent branch of block \^1/.test(e.message),
    );
  });

  it('accepts a wave operation inside a uniform selection', () => {
    const text = `func @main {
^0:
  %id = builtin.subgroup_id i32
  %one = const i32 1
  %lane = builtin.subgroup_invocation_id i32
  %c = icmp.eq i1 %id, %one
  cond_br %c, ^1(), ^2()
^1:
  %b = ballot i64 %c
  %a = const i64 64
  %p = ptr_from_addr ptr<physical, i64> %a
  store %p, %b
  br ^2()
^2:
  ret
}`;
    const words = emitModule(moduleOf(text), base);
    assert.equal(spirvVal(words), '');
    assert.match(spirvDis(words), /OpSelectionMerge/);
  });
});
