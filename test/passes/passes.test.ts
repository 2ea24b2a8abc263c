/**
 * IR passes, each tested alone on IR text: build the input with the parser, run the pass, compare the
 * printed IR with the expected text (value numbers are the printer's text order). Wave lowering is also
 * checked end to end: its output emits to SPIR-V that spirv-val accepts on an 8-wide subgroup.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Builder } from '../../src/ir/builder.js';
import { type BlockId, type InstId, type IrFunction, IrModule, type ValueId } from '../../src/ir/function.js';
import { parseFunction } from '../../src/ir/parser.js';
import { printFunction } from '../../src/ir/printer.js';
import { I32 } from '../../src/ir/types.js';
import { guardSelects } from '../../src/passes/guard-selects.js';
import { replaceUses, UseLists } from '../../src/passes/ir-edit.js';
import { lowerWaveOps } from '../../src/passes/lower-wave-ops.js';
import { type Pass, runPasses } from '../../src/passes/manager.js';
import { CONSTANT_FOLD, optConstantFold } from '../../src/passes/opt-constant-fold.js';
import { DCE, optDce } from '../../src/passes/opt-dce.js';
import { emitModule } from '../../src/spirv/emit-module.js';
import { spirvDis, spirvVal } from '../support/spirv-tools.js';

/** Parses, then prints: the canonical text of `text`. */
const canon = (text: string): string => printFunction(parseFunction(text));

function expectPass(
  run: (fn: ReturnType<typeof parseFunction>) => boolean,
  input: string,
  output: string,
): void {
  const fn = parseFunction(input);
  run(fn);
  assert.equal(printFunction(fn), canon(output));
}

describe('optConstantFold', () => {
  it('folds integer arithmetic at the operand width', () => {
    expectPass(
      optConstantFold,
      `func @f {
^0:
  %a = const i32 4294967295
  %b = const i32 2
  %c = iadd i32 %a, %b
  %d = shl i32 %b, %a
  %e = ashr i32 %a, %b
  %f = icmp.slt i1 %a, %b
  %g = sbfe i32 %a, %b, %b
  %h = iunary.find_umsb i32 %b
  %p = const i64 4096
  %q = ptr_from_addr ptr<physical, i32> %p
  store %q, %c
  ret
}`,
      `func @f {
^0:
  %a = const i32 4294967295
  %b = const i32 2
  %c = const i32 1
  %d = const i32 0
  %e = const i32 4294967295
  %f = const i1 1
  %g = const i32 4294967295
  %h = const i32 1
  %p = const i64 4096
  %q = ptr_from_addr ptr<physical, i32> %p
  store %q, %c
  ret
}`,
    );
  });

  it('takes the known side of a select and a cond_br', () => {
    expectPass(
      optConstantFold,
      `func @f {
^0:
  %t = const i1 1
  %x = builtin.local_invocation_index i32
  %y = const i32 7
  %s = select i32 %t, %x, %y
  cond_br %t, ^1(%s), ^2()
^1(%v: i32):
  ret
^2:
  ret
}`,
      `func @f {
^0:
  %t = const i1 1
  %x = builtin.local_invocation_index i32
  %y = const i32 7
  %s = select i32 %t, %x, %y
  br ^1(%x)
^1(%v: i32):
  ret
^2:
  ret
}`,
    );
  });

  it('converts an integer to f32 or f64 where the float holds it exactly, and nothing that would round', () => {
    expectPass(
      optConstantFold,
      `func @f {
^0:
  %two = const i32 2
  %minus = const i32 4294967293
  %big = const i32 16777217
  %a = stof f64 %two
  %b = stof f32 %minus
  %c = utof f32 %minus
  %d = utof f32 %big
  %e = utof f64 %big
  %h = utof f16 %two
  ret
}`,
      `func @f {
^0:
  %two = const i32 2
  %minus = const i32 4294967293
  %big = const i32 16777217
  %a = const f64 0x4000000000000000
  %b = const f32 0xc0400000
  %c = utof f32 %minus
  %d = utof f32 %big
  %e = const f64 0x4170000010000000
  %h = utof f16 %two
  ret
}`,
    );
  });

  it('leaves division by zero and floats alone', () => {
    const text = `func @f {
^0:
  %a = const i32 5
  %z = const i32 0
  %d = udiv i32 %a, %z
  %f = const f32 0x3f800000
  %g = fadd f32 %f, %f
  ret
}`;
    expectPass(optConstantFold, text, text);
  });
});

describe('guardSelects', () => {
  // Select arms known to be -1.0, 0 or -0 get opaque zero 1 added (also -1.0 known only by reading the
  // never-written register as any value), the -1.0 stored to the register opaque zero 0; 9 (no float
  // pattern constant) and 1.0 + 1 ulp stay. A literal constant is hidden once, at the entry's start,
  // and each opaque zero is made (and widened) once there.
  it('hides select arms and register stores known to be +-0 or +-1.0 (a +0 by the opaque zero alone), and float NaNs', () => {
    expectPass(
      guardSelects,
      `func @f {
^0:
  %v = var ptr<function, i32>
  %x = builtin.local_invocation_index i32
  %n = const i32 9
  %c = icmp.ult i1 %x, %n
  %m = const i32 3212836864
  %z = const i32 0
  %old = load i32 %v
  %s = select i32 %c, %m, %old
  store %v, %s
  %old2 = load i32 %v
  %t = select i32 %c, %x, %old2
  %u = select i32 %c, %n, %x
  %k = const i32 1065353217
  %w = select i32 %c, %k, %z
  %h = const f64 0x8000000000000000
  %xf = utof f64 %x
  %y = select f64 %c, %xf, %h
  %sn = const f32 0x7fa00000
  %xs = utof f32 %x
  %ns = select f32 %c, %sn, %xs
  %ni = const i32 2141192192
  %nt = select i32 %c, %ni, %x
  ret
}`,
      `func @f {
^0:
  %oz1 = opaque_zero i32 [1]
  %m1 = const i32 3212836864
  %hm = iadd i32 %m1, %oz1
  %ozs = opaque_zero i32 [0]
  %oz64 = zext i64 %oz1
  %hb = const i64 9223372036854775808
  %hx = iadd i64 %hb, %oz64
  %hf = bitcast f64 %hx
  %snb = const i32 2141192192
  %sni = iadd i32 %snb, %oz1
  %snf = bitcast f32 %sni
  %v = var ptr<function, i32>
  %x = builtin.local_invocation_index i32
  %n = const i32 9
  %c = icmp.ult i1 %x, %n
  %m = const i32 3212836864
  %z = const i32 0
  %old = load i32 %v
  %s = select i32 %c, %hm, %old
  %hs = iadd i32 %s, %ozs
  store %v, %hs
  %old2 = load i32 %v
  %hold = iadd i32 %old2, %oz1
  %t = select i32 %c, %x, %hold
  %u = select i32 %c, %n, %x
  %k = const i32 1065353217
  %w = select i32 %c, %k, %oz1
  %h = const f64 0x8000000000000000
  %xf = utof f64 %x
  %y = select f64 %c, %xf, %hf
  %sn = const f32 0x7fa00000
  %xs = utof f32 %x
  %ns = select f32 %c, %snf, %xs
  %ni = const i32 2141192192
  %nt = select i32 %c, %ni, %x
  ret
}`,
    );
  });
});

describe('guardSelects, shared constants', () => {
  it('hides a constant once for every select that has it', () => {
    expectPass(
      guardSelects,
      `func @f {
^0:
  %x = builtin.local_invocation_index i32
  %n = const i32 9
  %c = icmp.ult i1 %x, %n
  %m = const i32 3212836864
  %s = select i32 %c, %m, %x
  %t = select i32 %c, %x, %m
  %p = global ptr<output, i32> [0]
  %u = iadd i32 %s, %t
  store %p, %u
  ret
}`,
      `func @f {
^0:
  %oz = opaque_zero i32 [1]
  %k = const i32 3212836864
  %h = iadd i32 %k, %oz
  %x = builtin.local_invocation_index i32
  %n = const i32 9
  %c = icmp.ult i1 %x, %n
  %m = const i32 3212836864
  %s = select i32 %c, %h, %x
  %t = select i32 %c, %x, %h
  %p = global ptr<output, i32> [0]
  %u = iadd i32 %s, %t
  store %p, %u
  ret
}`,
    );
  });
});

describe('guardSelects, helper calls', () => {
  // The host inlines a helper: every constant argument (2.0 as well as 0 and -1.0, and one made of
  // constants alone) is hidden behind the store zero; the unknown %x is passed as it is.
  it('hides every constant argument of a call', () => {
    expectPass(
      guardSelects,
      `func @f {
^0:
  %x = builtin.local_invocation_index i32
  %xf = bitcast f32 %x
  %two = const f32 0x40000000
  %z = const f32 0x00000000
  %m = const f32 0xbf800000
  %i = const i32 7
  %d = utof f32 %i
  %r = call f32 %xf, %two, %z [1]
  %q = call f32 %m, %d, %xf [1]
  %p = global ptr<output, f32> [0]
  %u = fadd f32 %r, %q
  store %p, %u
  ret
}`,
      `func @f {
^0:
  %oz = opaque_zero i32 [0]
  %tb = const i32 1073741824
  %th = iadd i32 %tb, %oz
  %tf = bitcast f32 %th
  %zf = bitcast f32 %oz
  %mb = const i32 3212836864
  %mh = iadd i32 %mb, %oz
  %mf = bitcast f32 %mh
  %x = builtin.local_invocation_index i32
  %xf = bitcast f32 %x
  %two = const f32 0x40000000
  %z = const f32 0x00000000
  %m = const f32 0xbf800000
  %i = const i32 7
  %d = utof f32 %i
  %r = call f32 %xf, %tf, %zf [1]
  %db = bitcast i32 %d
  %dh = iadd i32 %db, %oz
  %df = bitcast f32 %dh
  %q = call f32 %mf, %df, %xf [1]
  %p = global ptr<output, f32> [0]
  %u = fadd f32 %r, %q
  store %p, %u
  ret
}`,
    );
  });
});

/** Three inputs x, y, z read by an add, a branch argument and an add in the next block. */
const THREE_INPUTS = (sum: string): string => `func @f {
^0:
  %x = builtin.local_invocation_index i32
  %y = builtin.subgroup_invocation_id i32
  %z = builtin.local_invocation_id i32
  %c = ${sum}
  br ^1(%x)
^1(%v: i32):
  %d = iadd i32 %y, %v
  ret
}`;

/** THREE_INPUTS with every use of x and y reading z. */
const ALL_Z = `func @f {
^0:
  %x = builtin.local_invocation_index i32
  %y = builtin.subgroup_invocation_id i32
  %z = builtin.local_invocation_id i32
  %c = iadd i32 %z, %z
  br ^1(%z)
^1(%v: i32):
  %d = iadd i32 %z, %v
  ret
}`;

/** The result of the entry block's instruction `i`. */
const resultOf =
  (fn: IrFunction) =>
  (i: number): ValueId =>
    fn.inst(fn.block(0 as BlockId).insts[i] as InstId).result as ValueId;

describe('UseLists', () => {
  it('replaces in every user, also after the value was itself a replacement', () => {
    const fn = parseFunction(THREE_INPUTS('iadd i32 %x, %x'));
    const users = new UseLists(fn);
    const result = resultOf(fn);
    // %x's users become %y's: the next replacement must reach them too.
    users.replaceAllUses(result(0), result(1));
    users.replaceAllUses(result(1), result(2));
    assert.equal(printFunction(fn), canon(ALL_Z));
  });
});

describe('replaceUses', () => {
  it('replaces many values in one scan, following a replacement that is itself replaced', () => {
    const fn = parseFunction(THREE_INPUTS('iadd i32 %x, %y'));
    const result = resultOf(fn);
    replaceUses(
      fn,
      new Map([
        [result(0), result(1)],
        [result(1), result(2)],
      ]),
    );
    assert.equal(printFunction(fn), canon(ALL_Z));
  });
});

describe('optDce', () => {
  it('drops in one run a dead read of a variable with its stores, and parameters only a loop passes on', () => {
    const fn = parseFunction(`func @f {
^0:
  %v = var ptr<function, i32>
  %a = const i32 1
  store %v, %a
  %l = load i32 %v
  %u = iadd i32 %l, %a
  br ^1(%a)
^1(%i: i32):
  %n = iadd i32 %i, %a
  %p = const i64 64
  %q = ptr_from_addr ptr<physical, i32> %p
  %m = load i32 %q
  %c = icmp.ult i1 %m, %a
  cond_br %c, ^1(%n), ^2()
^2:
  ret
}`);
    const report = runPasses(fn, [DCE]);
    assert.deepEqual(report[0], { name: 'dce', changed: true, skipped: false });
    assert.equal(
      printFunction(fn),
      printFunction(
        parseFunction(`func @f {
^0:
  %a = const i32 1
  br ^1()
^1:
  %p = const i64 64
  %q = ptr_from_addr ptr<physical, i32> %p
  %m = load i32 %q
  %c = icmp.ult i1 %m, %a
  cond_br %c, ^1(), ^2()
^2:
  ret
}`),
      ),
    );
    // Settled: a second run changes nothing.
    assert.equal(optDce(fn), false);
  });

  it('removes unused pure code, unread variables and unreachable blocks, keeps effects', () => {
    expectPass(
      optDce,
      `func @f {
^0:
  %v = var ptr<function, i32>
  %w = var ptr<function, i32>
  %a = const i32 1
  %b = iadd i32 %a, %a
  %c = imul i32 %b, %b
  store %v, %c
  store %w, %a
  %l = load i32 %w
  %p = const i64 64
  %q = ptr_from_addr ptr<physical, i32> %p
  %o = atomic.add i32 %q, %l
  br ^2()
^1:
  %dead = iadd i32 %a, %a
  br ^2()
^2:
  ret
}`,
      `func @f {
^0:
  %w = var ptr<function, i32>
  %a = const i32 1
  store %w, %a
  %l = load i32 %w
  %p = const i64 64
  %q = ptr_from_addr ptr<physical, i32> %p
  %o = atomic.add i32 %q, %l
  br ^2()
^1:
  unreachable
^2:
  ret
}`,
    );
  });
});

describe('runPasses', () => {
  const input = `func @f {
^0:
  %a = const i32 2
  %b = imul i32 %a, %a
  %c = iadd i32 %b, %a
  %p = const i64 64
  %q = ptr_from_addr ptr<physical, i32> %p
  store %q, %c
  ret
}`;

  it('runs passes in order, reports changes, skips and prints by name', () => {
    const fn = parseFunction(input);
    const printed: string[] = [];
    const report = runPasses(fn, [CONSTANT_FOLD, DCE, CONSTANT_FOLD], {
      verify: true,
      skip: [],
      printAfter: ['dce'],
      print: (t) => printed.push(t),
    });
    assert.deepEqual(
      report.map((r) => [r.name, r.changed]),
      [
        ['constant-fold', true],
        ['dce', true],
        ['constant-fold', false],
      ],
    );
    assert.equal(printed.length, 1);
    assert.match(printed[0] as string, /after dce[\s\S]*const i32 6/);
    const skipped = runPasses(parseFunction(input), [CONSTANT_FOLD], { skip: ['constant-fold'] });
    assert.equal(skipped[0]?.skipped, true);
  });

  it('reports the wall time of each pass it runs, and none for a skipped one', () => {
    const times: [string, number][] = [];
    runPasses(parseFunction(input), [CONSTANT_FOLD, DCE, CONSTANT_FOLD], {
      skip: ['dce'],
      timing: (name, ms) => times.push([name, ms]),
    });
    assert.deepEqual(
      times.map(([name]) => name),
      ['constant-fold', 'constant-fold'],
    );
    assert.ok(
      times.every(([, ms]) => ms >= 0 && ms < 1000),
      JSON.stringify(times),
    );
  });

  it('does not rerun a pass that left the function settled until another pass changes it', () => {
    // A pass that changes the function once (then settled or not, as told) and counts its runs.
    const counted = (name: string, settles: boolean, runs: { n: number }): Pass => ({
      name,
      run: () => {
        runs.n++;
        return { changed: runs.n === 1, settled: settles };
      },
    });
    for (const settles of [true, false]) {
      const runs = { n: 0 };
      const other = { n: 0 };
      const pass = counted('p', settles, runs);
      const report = runPasses(parseFunction(input), [pass, pass, counted('q', false, other), pass]);
      assert.deepEqual(
        report.map((r) => [r.name, r.changed, r.settled ?? false]),
        // Settled: the second run is skipped; q's change (its first run) lets the third run.
        settles
          ? [
              ['p', true, false],
              ['p', false, true],
              ['q', true, false],
              ['p', false, false],
            ]
          : [
              ['p', true, false],
              ['p', false, false],
              ['q', true, false],
              ['p', false, false],
            ],
      );
      assert.equal(runs.n, settles ? 2 : 3);
    }
  });

  it('with verify, runs again a pass that reports settled a function it changed, and refuses a change', () => {
    // A pass that appends a constant to the entry on every run, yet reports the function settled.
    const appends: Pass = {
      name: 'appends',
      run: (fn) => {
        const entry = fn.block(0 as never);
        new Builder(fn).at(0 as never).const(I32, 7);
        // Back in front of the terminator.
        const made = entry.insts.pop() as InstId;
        entry.insts.splice(entry.insts.length - 1, 0, made);
        return { changed: true, settled: true };
      },
    };
    assert.doesNotThrow(() => runPasses(parseFunction(input), [appends]));
    assert.throws(
      () => runPasses(parseFunction(input), [appends], { verify: true }),
      /pass 'appends' reported the function settled, but a second run changed it/,
    );
  });

  it('verifies after each pass and names the pass that broke the IR', () => {
    const broken: Pass = {
      name: 'break-terminator',
      run: (fn) => {
        const insts = fn.block(0 as never).insts;
        fn.remove(insts[insts.length - 1] as never);
        return true;
      },
    };
    assert.throws(
      () => runPasses(parseFunction(input), [broken], { verify: true }),
      /after pass 'break-terminator'[\s\S]*error: /,
    );
  });
});

describe('lowerWaveOps', () => {
  const waveText = `func @main {
^0:
  %i = builtin.local_invocation_index i32
  %c8 = const i32 8
  %p = icmp.ult i1 %i, %c8
  %m = ballot i64 %p
  %x = const i32 3
  %f = utof f64 %i
  %b = broadcast f64 %f, %x
  %c40 = const i32 40
  %far = xor i32 %i, %c40
  %s = shuffle i32 %i, %far
  %h = broadcast_first i1 %p
  %a = const i64 4096
  %q = ptr_from_addr ptr<physical, i64> %a
  store %q, %m
  %q2 = ptr_from_addr ptr<physical, f64> %a
  store %q2, %b
  %q3 = ptr_from_addr ptr<physical, i32> %a
  store %q3, %s
  %z = zext i32 %h
  store %q3, %z
  ret
}`;
  const host = (subgroupSize: number, workgroup: number) => ({
    waveSize: 64 as const,
    subgroupSize,
    subgroupOperations: true,
    workgroupSize: [workgroup, 1, 1] as const,
  });
  /** `text` lowered for one wave64 on 8-lane subgroups (verified), with its module. */
  const lowerOneWave = (text: string): { m: IrModule; fn: IrFunction } => {
    const m = new IrModule();
    const fn = parseFunction(text);
    m.functions.push(fn);
    assert.equal(lowerWaveOps(m, fn, host(8, 64)), true);
    runPasses(fn, [], { verify: true });
    return { m, fn };
  };

  it('keeps wave operations when the subgroup holds the wave', () => {
    const m = new IrModule();
    const fn = parseFunction(waveText);
    m.functions.push(fn);
    assert.equal(lowerWaveOps(m, fn, host(64, 128)), false);
  });

  it('rewrites them into workgroup memory for a one-wave workgroup, emitting valid SPIR-V', () => {
    const m = new IrModule();
    const fn = parseFunction(waveText);
    m.functions.push(fn);
    assert.equal(lowerWaveOps(m, fn, host(8, 64)), true);
    runPasses(fn, [], { verify: true });
    const text = printFunction(fn);
    assert.doesNotMatch(text, /ballot|broadcast|shuffle/);
    assert.match(text, /barrier/);
    assert.match(text, /atomic\.or/);
    assert.equal(m.globals[0]?.count, 66);
    const words = emitModule(m, {
      stage: 'compute',
      workgroupSize: [64, 1, 1],
      waveSize: 64,
      subgroupSize: 8,
      ldsBytes: 0,
    });
    assert.equal(spirvVal(words), '');
  });

  it("makes a ballot of every lane the wave's full mask where the workgroup is whole waves, of none 0", () => {
    const text = `func @main {
^0:
  %t = const i1 1
  %m = ballot i64 %t
  %a = const i64 4096
  %q = ptr_from_addr ptr<physical, i64> %a
  store %q, %m
  ret
}`;
    const whole = parseFunction(text);
    const m = new IrModule();
    m.functions.push(whole);
    assert.equal(lowerWaveOps(m, whole, host(8, 128)), true);
    assert.doesNotMatch(printFunction(whole), /ballot|barrier|atomic/);
    assert.match(printFunction(whole), /const i64 18446744073709551615/);
    assert.equal(m.globals.length, 0);
    // A partial last wave: its missing lanes are not in the mask, which the emulation finds.
    const partial = parseFunction(text);
    const m2 = new IrModule();
    m2.functions.push(partial);
    assert.equal(lowerWaveOps(m2, partial, host(8, 96)), true);
    assert.match(printFunction(partial), /atomic\.or/);
    // A ballot of false is no lane, whole waves or not.
    const none = parseFunction(text.replace('const i1 1', 'const i1 0'));
    const m3 = new IrModule();
    m3.functions.push(none);
    assert.equal(lowerWaveOps(m3, none, host(8, 96)), true);
    assert.doesNotMatch(printFunction(none), /ballot|barrier|atomic/);
    assert.match(printFunction(none), /const i64 0/);
  });

  it('stores a value once for exchanges of it in a row, again after another value', () => {
    const text = `func @main {
^0:
  %i = builtin.local_invocation_index i32
  %c40 = const i32 40
  %c17 = const i32 17
  %src1 = xor i32 %i, %c40
  %src2 = xor i32 %i, %c17
  %a = shuffle i32 %i, %src1
  %b = shuffle i32 %i, %src2
  %c = shuffle i32 %a, %src1
  %d = shuffle i32 %i, %src2
  %s1 = iadd i32 %a, %b
  %s2 = iadd i32 %c, %d
  %s = iadd i32 %s1, %s2
  %k = const i64 4096
  %q = ptr_from_addr ptr<physical, i32> %k
  store %q, %s
  ret
}`;
    const lowered = printFunction(lowerOneWave(text).fn);
    // %a and %b share %i's store; %c stores %a; %d must store %i again.
    assert.equal(lowered.split('\n').filter((l) => /^\s+store %\S+, %\S+$/.test(l)).length - 1, 3, lowered);
    assert.equal(lowered.split(/= load i32/).length - 1, 4);
  });

  it('exchanges one word for a ballot only compared with 0 (a vote), two for one read as a mask', () => {
    const text = (use: string) => `func @main {
^0:
  %i = builtin.local_invocation_index i32
  %c8 = const i32 8
  %p = icmp.ult i1 %i, %c8
  %m = ballot i64 %p
  %z = const i64 0
${use}
  %a = const i64 4096
  %q = ptr_from_addr ptr<physical, i32> %a
  %w = zext i32 %any
  store %q, %w
  ret
}`;
    const lowered = (use: string) => {
      const { m, fn } = lowerOneWave(text(use));
      assert.equal(
        spirvVal(
          emitModule(m, {
            stage: 'compute',
            workgroupSize: [64, 1, 1],
            waveSize: 64,
            subgroupSize: 8,
            ldsBytes: 0,
          }),
        ),
        '',
      );
      return printFunction(fn);
    };
    const count = (text: string, op: string) => text.split(op).length - 1;
    const vote = lowered('  %any = icmp.ne i1 %m, %z');
    assert.equal(count(vote, 'atomic.or'), 1);
    assert.equal(count(vote, 'atomic.and'), 1);
    // The mask's bits read (the low bit here): both words, each lane's own bit.
    const mask = lowered('  %one = const i64 1\n  %low = and i64 %m, %one\n  %any = icmp.ne i1 %low, %z');
    assert.equal(count(mask, 'atomic.or'), 2);
    assert.equal(count(mask, 'atomic.and'), 2);
  });

  it("reads a shuffle within a host subgroup's lanes with the host's shuffle, the rest through memory", () => {
    // A neighbour swap (source in the reader's 2 lanes) and a row mirror (16 lanes) on 8-lane subgroups.
    const text = `func @main {
^0:
  %i = builtin.local_invocation_index i32
  %w = const i32 64
  %lane = urem i32 %i, %w
  %one = const i32 1
  %src4 = xor i32 %lane, %one
  %r15 = const i32 15
  %mr = const i32 4294967280
  %row = and i32 %lane, %mr
  %low = and i32 %lane, %r15
  %mir = isub i32 %r15, %low
  %src16 = iadd i32 %row, %mir
  %a = shuffle i32 %i, %src4
  %b = shuffle i32 %a, %src16
  %p = const i64 4096
  %o = ptr_from_addr ptr<physical, i32> %p
  store %o, %b
  ret
}`;
    const lowered = (options: ReturnType<typeof host>): string => {
      const m = new IrModule();
      const fn = parseFunction(text);
      m.functions.push(fn);
      lowerWaveOps(m, fn, options);
      runPasses(fn, [], { verify: true });
      if (options.subgroupOperations && options.workgroupSize[0] % 64 === 0) {
        const words = emitModule(m, {
          stage: 'compute',
          workgroupSize: options.workgroupSize,
          waveSize: 64,
          subgroupSize: options.subgroupSize,
          ldsBytes: 0,
        });
        assert.equal(spirvVal(words), '');
        assert.equal(spirvDis(words).split('OpGroupNonUniformShuffle ').length - 1, 1);
      }
      return printFunction(fn);
    };
    const grouped = lowered(host(8, 128));
    assert.match(grouped, /shuffle_group i32 %\d+, %\d+ \[2\]/);
    assert.doesNotMatch(grouped, / = shuffle /);
    assert.match(grouped, /barrier/);
    // Not where the host has no shuffle, nor where the last wave is partial (a source may not exist).
    assert.doesNotMatch(lowered({ ...host(8, 128), subgroupOperations: false }), /shuffle/);
    assert.doesNotMatch(lowered(host(8, 96)), /shuffle/);
  });

  it('gives each wave of a several-wave workgroup its own scratch slice, emitting valid SPIR-V', () => {
    const m = new IrModule();
    const fn = parseFunction(waveText);
    m.functions.push(fn);
    assert.equal(lowerWaveOps(m, fn, host(8, 128)), true);
    runPasses(fn, [], { verify: true });
    const text = printFunction(fn);
    assert.doesNotMatch(text, /ballot|broadcast|shuffle/);
    assert.match(text, /builtin\.wave_index/);
    assert.equal(m.globals[0]?.count, 2 * 66);
    const words = emitModule(m, {
      stage: 'compute',
      workgroupSize: [128, 1, 1],
      waveSize: 64,
      subgroupSize: 8,
      ldsBytes: 0,
    });
    assert.equal(spirvVal(words), '');
  });

  it('indexes the slice by the wave index and the lane within the wave', () => {
    const m = new IrModule();
    const fn = parseFunction(`func @main {
^0:
  %i = builtin.local_invocation_index i32
  %c = const i32 5
  %b = broadcast i32 %i, %c
  %a = const i64 4096
  %q = ptr_from_addr ptr<physical, i32> %a
  store %q, %b
  ret
}`);
    m.functions.push(fn);
    const options = { waveSize: 32 as const, subgroupSize: 8, subgroupOperations: true };
    assert.equal(lowerWaveOps(m, fn, { ...options, workgroupSize: [64, 1, 1] }), true);
    assert.equal(m.globals[0]?.count, 2 * 34);
    assert.equal(
      printFunction(fn),
      canon(`func @main {
^0:
  %i = builtin.local_invocation_index i32
  %c = const i32 5
  %base = global ptr<workgroup, i32> [0]
  %index = builtin.local_invocation_index i32
  %m31 = const i32 31
  %lane = and i32 %index, %m31
  %wave = builtin.wave_index i32
  %slice = const i32 34
  %first = imul i32 %wave, %slice
  %m31b = const i32 31
  %source = and i32 %c, %m31b
  barrier
  %mine = iadd i32 %first, %lane
  %p = access ptr<workgroup, i32> %base, %mine
  store %p, %i
  barrier
  %theirs = iadd i32 %first, %source
  %r = access ptr<workgroup, i32> %base, %theirs
  %b = load i32 %r
  %a = const i64 4096
  %q = ptr_from_addr ptr<physical, i32> %a
  store %q, %b
  ret
}`),
    );
  });

  it('refuses a wave operation under a branch that differs between the lanes of a wave, naming why', () => {
    const m = new IrModule();
    const fn = parseFunction(`func @main {
^0:
  %i = builtin.local_invocation_index i32
  %c = const i32 40
  %low = icmp.ult i1 %i, %c
  cond_br %low, ^1(), ^2()
^1:
  %c40 = const i32 40
  %far = xor i32 %i, %c40
  %s = shuffle i32 %i, %far
  %a = const i64 4096
  %q = ptr_from_addr ptr<physical, i32> %a
  store %q, %s
  br ^2()
^2:
  ret
}`);
    m.functions.push(fn);
    assert.throws(
      () => lowerWaveOps(m, fn, host(8, 128)),
      /<shuffle>.*differs between the lanes of a wave.*subgroup size 8, wave size 64.*several waves \(128 invocations\)/,
    );
  });

  it('lowers the same branch in a one-wave workgroup, where every lane follows the wave', () => {
    const m = new IrModule();
    const fn = parseFunction(`func @main {
^0:
  %t = const i1 1
  %m = ballot i64 %t
  %z = const i64 0
  %any = icmp.ne i1 %m, %z
  cond_br %any, ^1(), ^2()
^1:
  %i = builtin.local_invocation_index i32
  %c40 = const i32 40
  %far = xor i32 %i, %c40
  %s = shuffle i32 %i, %far
  %a = const i64 4096
  %q = ptr_from_addr ptr<physical, i32> %a
  store %q, %s
  br ^2()
^2:
  ret
}`);
    m.functions.push(fn);
    assert.equal(lowerWaveOps(m, fn, host(8, 64)), true);
    assert.doesNotMatch(printFunction(fn), /ballot|shuffle/);
  });
});
