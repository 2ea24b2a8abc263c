/**
 * Runs of memory accesses steered to a sink where a lane condition fails move under a branch on it
 * (src/passes/opt-lane-branches.ts): the accesses and what only they read go into the branch, a value
 * leaving it reaches its readers through the join's parameter (the other arm of its select where the
 * condition fails, a zero for readers only lanes with the condition reach), and runs the pass cannot
 * prove, or that the guest did not skip, stay as they are. The device check is the corpus kernel masked_regions
 * (test/recompiler/execute.test.ts), against the reference executor.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type BlockId,
  definingInst,
  type GlobalVar,
  type Inst,
  type IrFunction,
  type ValueId,
} from '../../src/ir/function.js';
import { parseFunction } from '../../src/ir/parser.js';
import { I32, ptr } from '../../src/ir/types.js';
import { verifyFunction } from '../../src/ir/verifier.js';
import { optLaneBranches } from '../../src/passes/opt-lane-branches.js';

/** Workgroup memory of 32 words and a sink word after them (translate/rules/ds.ts). */
const LDS: readonly GlobalVar[] = [{ name: 'lds', type: ptr('workgroup', I32), count: 33, sinkLast: true }];

/** A function whose lane `%c` (lane index below a workgroup-uniform bound) runs `body`. */
function lanes(body: string, tail = ''): string {
  return `func @f {
^0:
  %x = builtin.local_invocation_index i32
  %n = builtin.subgroup_id i32
  %c = icmp.ult i1 %x, %n
  %sink = const i32 32
  %g = global ptr<workgroup, i32> [0]
  %one = const i32 1
${body}
  ret
${tail}}`;
}

/** Two steered LDS reads of %x and %x + 1 summed into %sum, then `after`. */
function twoReads(after: string): string {
  return lanes(`  %i = select i32 %c, %x, %sink
  %p = access ptr<workgroup, i32> %g, %i
  %a = load i32 %p
  %x1 = iadd i32 %x, %one
  %j = select i32 %c, %x1, %sink
  %q = access ptr<workgroup, i32> %g, %j
  %b = load i32 %q
  %sum = iadd i32 %a, %b
${after}`);
}

/**
 * Runs the pass on `text`, its accesses translated from code an elided `s_cbranch_execz` skipped
 * (pc 0 in the function's execz regions) unless `skipped` is false; the function and whether the pass
 * changed it (the IR verifier must accept the result).
 */
function run(text: string, skipped = true): { fn: IrFunction; changed: boolean } {
  const fn = parseFunction(text);
  if (skipped) {
    fn.execzRegions = new Set([0]);
    for (const inst of fn.insts)
      if (inst.op === 'load' || inst.op === 'store') Object.assign(inst, { pc: 0 });
  }
  const changed = optLaneBranches(fn, LDS);
  const verdict = verifyFunction(fn);
  assert.ok(verdict.ok, verdict.ok ? '' : verdict.annotated);
  return { fn, changed };
}

/** The attached instructions of op `op`, with the block holding each. */
function placed(fn: IrFunction, op: string): { block: BlockId; operands: readonly ValueId[] }[] {
  return fn.insts
    .filter((i) => i.block !== -1 && i.op === op)
    .map((i) => ({ block: i.block as BlockId, operands: i.operands }));
}

/** The newest attached instruction `test` accepts (the pass appends what it makes). */
function newest(fn: IrFunction, test: (i: Inst) => boolean): Inst | undefined {
  return [...fn.insts].reverse().find(test);
}

/** The branch the pass made on `c` (the newest instruction branching on it): its true target, and the join. */
function branchOn(fn: IrFunction, c: ValueId): { body: BlockId; join: BlockId } {
  const branch = newest(fn, (i) => i.block !== -1 && i.op === 'cond_br' && i.operands[0] === c);
  assert.ok(branch, 'no branch on the condition');
  return { body: branch.targets[0]?.block as BlockId, join: branch.targets[1]?.block as BlockId };
}

const C = 2 as ValueId; // %c: the third value of lanes()

describe('lane branches', () => {
  it('moves a run of steered LDS accesses under a branch on their condition, addresses unsteered', () => {
    const { fn, changed } = run(
      twoReads(`  %k = select i32 %c, %x, %sink
  %r = access ptr<workgroup, i32> %g, %k
  store %r, %sum`),
    );
    assert.equal(changed, true);
    const { body } = branchOn(fn, C);
    const accesses = [...placed(fn, 'load'), ...placed(fn, 'store')];
    assert.equal(accesses.length, 3);
    for (const a of accesses) assert.equal(a.block, body);
    // Inside the branch the condition holds: no access goes through a select of the sink any more.
    assert.deepEqual(placed(fn, 'select'), []);
  });

  it("passes a value out through the join: its select's first arm from the branch, the other without", () => {
    const { fn, changed } = run(
      twoReads(`  %old = const i32 9
  %w = select i32 %c, %sum, %old
  %out = access ptr<workgroup, i32> %g, %x
  store %out, %w`),
    );
    assert.equal(changed, true);
    const { body, join } = branchOn(fn, C);
    const params = fn.block(join).params;
    assert.equal(params.length, 1);
    const store = placed(fn, 'store')[0];
    assert.deepEqual(store, { block: join, operands: [store?.operands[0], params[0]] });
    assert.equal(definingInst(fn, fn.terminator(body)?.targets[0]?.args[0] as ValueId)?.op, 'iadd');
    const branch = newest(fn, (i) => i.block !== -1 && i.op === 'cond_br');
    assert.equal(definingInst(fn, branch?.targets[1]?.args[0] as ValueId)?.constant, 9n);
  });

  it('gives a reader that only lanes with the condition reach the value, and a zero where it fails', () => {
    const { fn, changed } = run(
      twoReads(`  cond_br %c, ^1(), ^2()
^1:
  %out = access ptr<workgroup, i32> %g, %x
  store %out, %sum
  br ^2()
^2:`),
    );
    assert.equal(changed, true);
    const { join } = branchOn(fn, C);
    const param = fn.block(join).params[0];
    assert.ok(param !== undefined);
    assert.deepEqual(
      placed(fn, 'store').map((s) => s.operands[1]),
      [param],
    );
    const branch = newest(fn, (i) => i.block !== -1 && i.op === 'cond_br');
    assert.equal(definingInst(fn, branch?.targets[1]?.args[0] as ValueId)?.constant, 0n);
  });

  it('branches on a condition every access of the run implies (EXEC and a bound check)', () => {
    const { fn, changed } = run(
      lanes(`  %k = const i32 7
  %inside = icmp.ult i1 %n, %k
  %both = and i1 %c, %inside
  %i = select i32 %both, %x, %sink
  %p = access ptr<workgroup, i32> %g, %i
  %a = load i32 %p
  %j = select i32 %c, %x, %sink
  %q = access ptr<workgroup, i32> %g, %j
  store %q, %a`),
    );
    assert.equal(changed, true);
    const { body } = branchOn(fn, C);
    for (const a of [...placed(fn, 'load'), ...placed(fn, 'store')]) assert.equal(a.block, body);
    // The read steered on both conditions still is: inside the branch only %c is known.
    assert.equal(placed(fn, 'select').length, 1);
  });

  const kept: readonly (readonly [string, string])[] = [
    [
      'a lone access',
      twoReads('')
        .replace(/ {2}%b = load[^\n]*\n/, '')
        .replace('%a, %b', '%a, %a'),
    ],
    [
      'a value read unguarded after the run',
      twoReads('  %out = access ptr<workgroup, i32> %g, %x\n  store %out, %sum'),
    ],
    ['a barrier between the accesses', twoReads('').replace('  %x1 = iadd', '  barrier\n  %x1 = iadd')],
    [
      'accesses steered on unrelated conditions',
      twoReads('')
        .replace('%j = select i32 %c', '%j = select i32 %d')
        .replace('  %one = const i32 1', '  %one = const i32 1\n  %d = icmp.ult i1 %n, %x'),
    ],
    ['a known condition', twoReads('').replace('%c = icmp.ult i1 %x, %n', '%c = const i1 1')],
  ];
  for (const [what, text] of kept) {
    it(`keeps the run as it is with ${what}`, () => {
      assert.equal(run(text).changed, false);
    });
  }

  it('keeps a run the guest did not skip (no elided s_cbranch_execz around it)', () => {
    const text = twoReads('  %out = access ptr<workgroup, i32> %g, %x\n  %k = select i32 %c, %x, %sink\n');
    assert.equal(run(text, false).changed, false);
    assert.equal(run(text).changed, true);
  });
});
