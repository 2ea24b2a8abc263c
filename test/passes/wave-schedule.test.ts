/**
 * The wave schedule (lower-wave-schedule.ts), reached through lowerWaveOps: a wave operation under a
 * branch that may differ between the waves of a several-wave workgroup, on a subgroup narrower than
 * the wave, runs in the scheduler loop. Checked on the IR's shape (the entry starts the scheduler, the
 * head waits at a barrier and leaves when every wave ended, the wave operation became a store of the
 * lanes' words and a read of them), on the verifier (every use dominated again) and on spirv-val.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BlockId } from '../../src/ir/function.js';
import { IrModule } from '../../src/ir/function.js';
import { parseFunction } from '../../src/ir/parser.js';
import { printFunction } from '../../src/ir/printer.js';
import { lowerWaveOps } from '../../src/passes/lower-wave-ops.js';
import { runPasses } from '../../src/passes/manager.js';
import { emitModule } from '../../src/spirv/emit-module.js';
import { spirvVal } from '../support/spirv-tools.js';

/** A ballot-driven branch (uniform over a wave, not over the workgroup) around a shuffle and a loop. */
const DIVERGENT = `func @main {
^0:
  %i = builtin.local_invocation_index i32
  %c = const i32 40
  %low = icmp.ult i1 %i, %c
  %m = ballot i64 %low
  %z = const i64 0
  %any = icmp.ne i1 %m, %z
  cond_br %any, ^1(%i), ^2()
^1(%n: i32):
  %s = shuffle i32 %n, %i
  %one = const i32 1
  %next = iadd i32 %n, %one
  %k = const i32 50
  %more = icmp.ult i1 %next, %k
  %b = ballot i64 %more
  %again = icmp.ne i1 %b, %z
  cond_br %again, ^1(%next), ^2()
^2:
  barrier
  %a = const i64 4096
  %q = ptr_from_addr ptr<physical, i64> %a
  store %q, %m
  ret
}`;

const options = { waveSize: 32 as const, subgroupSize: 8, subgroupOperations: true };

/** The module as SPIR-V for a 64-invocation workgroup of wave32 on an 8-wide subgroup passes spirv-val. */
function assertValidSpirv(m: IrModule): void {
  const words = emitModule(m, {
    stage: 'compute',
    workgroupSize: [64, 1, 1],
    waveSize: 32,
    subgroupSize: 8,
    ldsBytes: 0,
  });
  assert.equal(spirvVal(words), '');
}

describe('lowerWaveSchedule', () => {
  it('runs wave operations under branches that differ between waves in the scheduler loop', () => {
    const m = new IrModule();
    const fn = parseFunction(DIVERGENT);
    m.functions.push(fn);
    assert.equal(lowerWaveOps(m, fn, { ...options, workgroupSize: [64, 1, 1] }), true);
    runPasses(fn, [], { verify: true });
    const text = printFunction(fn);
    assert.doesNotMatch(text, /ballot|shuffle|wave_barrier/);
    // Two waves, slices of 32 words, then one status word per wave.
    assert.equal(m.globals[0]?.name, 'wave_scratch');
    assert.equal(m.globals[0]?.count, 2 * 32 + 2);
    // The entry marks this wave running and enters the scheduler, whose head starts with a barrier
    // and leaves through a block that only returns.
    const entry = fn.block(0 as BlockId);
    const last = fn.inst(entry.insts.at(-1) as never);
    assert.equal(last.op, 'br');
    const head = last.targets[0]?.block as BlockId;
    assert.equal(fn.inst(fn.block(head).insts[0] as never).op, 'barrier');
    const exits = fn.successors(head).filter((s) => fn.block(s).insts.length === 1);
    assert.equal(exits.length, 1);
    assert.equal(fn.terminator(exits[0] as BlockId)?.op, 'ret');
    // The guest barrier and the exchanges: a barrier in the head, one between the phases, none else.
    assert.equal(text.match(/^ {2}barrier$/gm)?.length, 2);
    // A wave32's ballot mask is gathered in 32 bits (widened once where the i64 result is read).
    assert.doesNotMatch(text, /= shl i64/);
    assertValidSpirv(m);
  });

  it("reads every wave operation's result in one read phase: one branch for the ballots, none for the rest", () => {
    // Three shuffles and two ballots: before the exchange variables were shared, each had its own
    // branch in the read phase (five); now the ballots share one and the shuffles read unconditionally.
    const m = new IrModule();
    const fn = parseFunction(
      DIVERGENT.replace(
        '  %s = shuffle i32 %n, %i\n',
        '  %s = shuffle i32 %n, %i\n  %s2 = shuffle i32 %s, %n\n  %s3 = shuffle i64 %m, %s2\n',
      ),
    );
    m.functions.push(fn);
    assert.equal(lowerWaveOps(m, fn, { ...options, workgroupSize: [64, 1, 1] }), true);
    runPasses(fn, [], { verify: true });
    const entry = fn.block(0 as BlockId);
    const head = fn.inst(entry.insts.at(-1) as never).targets[0]?.block as BlockId;
    const [readPhase] = fn.successors(head).filter((s) => fn.block(s).insts.length > 1);
    // The blocks from the read phase up to the barrier between the phases.
    const seen = new Set<BlockId>();
    const work = [readPhase as BlockId];
    let branches = 0;
    while (work.length > 0) {
      const block = work.pop() as BlockId;
      if (seen.has(block)) continue;
      seen.add(block);
      if (fn.block(block).insts.some((i) => fn.inst(i).op === 'barrier')) continue;
      if (fn.terminator(block)?.op === 'cond_br') branches++;
      work.push(...fn.successors(block));
    }
    assert.equal(branches, 1);
    assertValidSpirv(m);
  });

  it("runs a shuffle within a host subgroup's lanes natively: no cut of the schedule", () => {
    // The neighbour swap's source is in the reader's pair of lanes, inside one 8-wide subgroup, all
    // of which runs each of its wave's turns; the ballots still make the schedule.
    const m = new IrModule();
    const fn = parseFunction(
      DIVERGENT.replace(
        '  %s = shuffle i32 %n, %i\n',
        '  %w = const i32 32\n  %lane = urem i32 %i, %w\n  %x1 = const i32 1\n  %src = xor i32 %lane, %x1\n  %s = shuffle i32 %n, %src\n',
      ),
    );
    m.functions.push(fn);
    assert.equal(lowerWaveOps(m, fn, { ...options, workgroupSize: [64, 1, 1] }), true);
    runPasses(fn, [], { verify: true });
    const text = printFunction(fn);
    assert.match(text, /= shuffle_group i32 %\d+, %\d+ \[2\]/);
    assert.doesNotMatch(text, /ballot|= shuffle |wave_barrier/);
    assertValidSpirv(m);
  });

  it('keeps the inline emulation where every wave runs alike', () => {
    const m = new IrModule();
    const fn = parseFunction(`func @main {
^0:
  %i = builtin.local_invocation_index i32
  %s = shuffle i32 %i, %i
  %a = const i64 4096
  %q = ptr_from_addr ptr<physical, i32> %a
  store %q, %s
  ret
}`);
    m.functions.push(fn);
    assert.equal(lowerWaveOps(m, fn, { ...options, workgroupSize: [64, 1, 1] }), true);
    assert.equal(fn.blocks.length, 1);
    assert.equal(m.globals[0]?.count, 2 * 34);
  });
});
