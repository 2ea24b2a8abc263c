/**
 * Unsigned upper bounds (src/ir/upper-bounds.ts) and the workgroup-size facts of known-zeros.ts
 * against the IR evaluator: random integer functions of the local invocation id, the invocation index,
 * constants and a hash of the index (as good as unknown) run on 32 lanes of a 32x1x1 workgroup, and every bound must
 * hold on every lane. Also the facts one by one, and a comparison the bound decides (opt-simplify.ts).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { IrFunction, ValueId } from '../../src/ir/function.js';
import { KnownZeros } from '../../src/ir/known-zeros.js';
import { parseFunction } from '../../src/ir/parser.js';
import { printFunction } from '../../src/ir/printer.js';
import { UpperBounds } from '../../src/ir/upper-bounds.js';
import { SIMPLIFY } from '../../src/passes/opt-simplify.js';
import { rng } from '../support/isa-fuzz.js';
import { WaveEval } from '../translate/ir-wave-eval.js';

/** A random straight-line function of i32 values, each stored into its own variable. */
function randomFunction(seed: number): { fn: IrFunction; stored: number } {
  const next = rng(seed);
  const random = (): number => next() / 4294967296;
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)] as T;
  const lines: string[] = [];
  const ints = ['%lx', '%li', '%mem'];
  let n = 0;
  const def = (text: string): string => {
    const name = `%v${n++}`;
    lines.push(`  ${name} = ${text}`);
    return name;
  };
  const k = (v: number): string => def(`const i32 ${v >>> 0}`);
  const steps = 10 + Math.floor(random() * 14);
  for (let s = 0; s < steps; s++) {
    const a = pick(ints);
    const b = pick(ints);
    let made: string;
    switch (Math.floor(random() * 10)) {
      case 0:
        made = def(`iadd i32 ${a}, ${random() < 0.5 ? b : k(Math.floor(random() * 3000))}`);
        break;
      case 1:
        made = def(`shl i32 ${a}, ${k(Math.floor(random() * 8))}`);
        break;
      case 2:
        made = def(`lshr i32 ${a}, ${k(Math.floor(random() * 8))}`);
        break;
      case 3:
        made = def(`and i32 ${a}, ${random() < 0.5 ? b : k(Math.floor(random() * 4096))}`);
        break;
      case 4:
        made = def(`imul i32 ${a}, ${random() < 0.5 ? b : k(Math.floor(random() * 100))}`);
        break;
      case 5:
        made = def(`urem i32 ${a}, ${k(1 + Math.floor(random() * 64))}`);
        break;
      case 6:
        made = def(`${pick(['umin', 'umax'])} i32 ${a}, ${b}`);
        break;
      case 7:
        made = def(`select i32 ${def(`icmp.ult i1 %lx, ${k(Math.floor(random() * 32))}`)}, ${a}, ${b}`);
        break;
      case 8:
        made = def(`trunc i32 ${def(`zext i64 ${a}`)}`);
        break;
      default:
        made = def(`${pick(['or', 'xor', 'isub'])} i32 ${a}, ${b}`);
    }
    ints.push(made);
  }
  const vars = ints.map((_, j) => `  %out${j} = var ptr<function, i32>`);
  const stores = ints.map((v, j) => `  store %out${j}, ${v}`);
  const fn = parseFunction(`func @f {
^0:
${vars.join('\n')}
  %id = builtin.local_invocation_id vec3<i32>
  %lx = extract i32 %id [0]
  %li = builtin.local_invocation_index i32
  %hash = const i32 2654435761
  %mem = imul i32 %li, %hash
${lines.join('\n')}
${stores.join('\n')}
  ret
}`);
  fn.workgroupSize = [32, 1, 1];
  return { fn, stored: ints.length };
}

/** The value the `k`th store of `fn` stores. */
function storedValue(fn: IrFunction, k: number): ValueId {
  return fn.insts.filter((i) => i.op === 'store')[k]?.operands[1] as ValueId;
}

describe('upper bounds', () => {
  it('bound every lane of random functions of the local ids', () => {
    let claims = 0;
    for (let seed = 1; seed <= 150; seed++) {
      const { fn, stored } = randomFunction(seed);
      const run = new WaveEval(fn, 32);
      run.run();
      const bounds = new UpperBounds(fn);
      const zeros = new KnownZeros(fn);
      for (let k = 0; k < stored; k++) {
        const v = storedValue(fn, k);
        const bound = bounds.of(v);
        const max = zeros.max(v);
        if (bound < 0xffff_ffffn) claims++;
        for (const lane of run.vars[k] as bigint[]) {
          const where = `seed ${seed}: store ${k} = ${lane}\n${printFunction(fn)}`;
          assert.ok(lane <= bound, `bound ${bound}: ${where}`);
          assert.ok(lane <= max, `known bits max ${max}: ${where}`);
        }
      }
    }
    assert.ok(claims > 600, `only ${claims} bounds`);
  });

  const boundOf = (body: string, size?: readonly [number, number, number]): bigint => {
    const fn = parseFunction(`func @f {
^0:
  %out = var ptr<function, i32>
  %id = builtin.local_invocation_id vec3<i32>
  %lx = extract i32 %id [0]
  %ly = extract i32 %id [1]
  %li = builtin.local_invocation_index i32
${body}
  store %out, %x
  ret
}`);
    fn.workgroupSize = size;
    return new UpperBounds(fn).of(fn.insts.find((i) => i.op === 'store')?.operands[1] as ValueId);
  };

  it('bounds the ids by the workgroup size, and sums and shifts of them where they cannot wrap', () => {
    const tile = `  %k6 = const i32 6
  %k2 = const i32 2
  %row = shl i32 %ly, %k6
  %col = shl i32 %lx, %k2
  %x = iadd i32 %row, %col`;
    // A 16x16 tile of floats: lid.y * 64 + lid.x * 4 <= 15 * 64 + 15 * 4.
    assert.equal(boundOf(tile, [16, 16, 1]), 1020n);
    assert.equal(boundOf(tile), 0xffff_fffcn, 'no workgroup size: only the low zeros of the shifts');
    assert.equal(boundOf('  %x = iadd i32 %lx, %lx', [48, 1, 1]), 94n);
    assert.equal(boundOf('  %x = iadd i32 %li, %li', [8, 4, 2]), 126n);
    assert.equal(boundOf('  %k = const i32 4294967295\n  %x = iadd i32 %lx, %k', [48, 1, 1]), 0xffff_ffffn);
  });

  it('takes no bound for a counter a loop raises without one', () => {
    const fn = parseFunction(`func @f {
^0:
  %out = var ptr<function, i32>
  %k0 = const i32 0
  %k1 = const i32 1
  %k9 = const i32 9
  br ^1(%k0)
^1(%i: i32):
  store %out, %i
  %n = iadd i32 %i, %k1
  %c = icmp.ult i1 %n, %k9
  cond_br %c, ^1(%n), ^2()
^2:
  ret
}`);
    const i = fn.block(1 as never).params[0] as ValueId;
    assert.equal(new UpperBounds(fn).of(i), 0xffff_ffffn);
  });

  it('bounds a loop-carried value by the least fixed point, and only with loops', () => {
    // A register a loop keeps or sets to 5 (an EXEC-masked write): at most 5.
    const fn = parseFunction(`func @f {
^0:
  %out = var ptr<function, i32>
  %id = builtin.local_invocation_index i32
  %k3 = const i32 3
  %k5 = const i32 5
  %k9 = const i32 9
  br ^1(%k3, %id)
^1(%v: i32, %n: i32):
  store %out, %v
  %c = icmp.ult i1 %n, %k9
  %w = select i32 %c, %k5, %v
  %k1 = const i32 1
  %m = iadd i32 %n, %k1
  cond_br %c, ^1(%w, %m), ^2()
^2:
  ret
}`);
    const v = fn.block(1 as never).params[0] as ValueId;
    assert.equal(new UpperBounds(fn).of(v), 5n);
    assert.equal(new UpperBounds(fn, { loops: false }).of(v), 0xffff_ffffn, 'its own cycle: no bound');
  });

  it('bounds a counter a loop only lowers by its entry, without the fixed point', () => {
    // s = 16, then s >> 1 until 0 (a tree reduction's stride); the back edge never raises it.
    const fn = parseFunction(`func @f {
^0:
  %out = var ptr<function, i32>
  %k16 = const i32 16
  %k0 = const i32 0
  %k1 = const i32 1
  br ^1(%k16)
^1(%s: i32):
  store %out, %s
  %h = lshr i32 %s, %k1
  %more = icmp.ne i1 %h, %k0
  cond_br %more, ^1(%h), ^2()
^2:
  ret
}`);
    const s = fn.block(1 as never).params[0] as ValueId;
    assert.equal(new UpperBounds(fn, { loops: false }).of(s), 16n);
  });

  it('lets simplify decide an LDS bounds check of a tile index', () => {
    const check = (size: readonly [number, number, number] | undefined): string => {
      const fn = parseFunction(`func @f {
^0:
  %pa = const i64 4096
  %p = ptr_from_addr ptr<physical, i32> %pa
  %id = builtin.local_invocation_id vec3<i32>
  %lx = extract i32 %id [0]
  %ly = extract i32 %id [1]
  %k6 = const i32 6
  %k2 = const i32 2
  %row = shl i32 %ly, %k6
  %col = shl i32 %lx, %k2
  %byte = iadd i32 %row, %col
  %dword = lshr i32 %byte, %k2
  %n = const i32 256
  %in = icmp.ult i1 %dword, %n
  %w = zext i32 %in
  store %p, %w
  ret
}`);
      fn.workgroupSize = size;
      SIMPLIFY.run(fn);
      return printFunction(fn);
    };
    assert.doesNotMatch(check([16, 16, 1]), /icmp/);
    assert.match(check([16, 17, 1]), /icmp\.ult/);
    assert.match(check(undefined), /icmp\.ult/);
  });
});
