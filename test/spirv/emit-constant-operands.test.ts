/**
 * The emitter computes what depends only on constants: shift amounts, bit-field offsets and counts,
 * bitcasts of constants and a constant's NaN test reach the module as constants, never as an operation whose operands are
 * all constants (the disassembly is searched for one). That the values are right is the differential
 * tests' business (test/difftest, test/recompiler/execute*): here, the form, and spirv-val.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { IrModule } from '../../src/ir/function.js';
import { parseFunction } from '../../src/ir/parser.js';
import { emitModule } from '../../src/spirv/emit-module.js';
import { spirvDis, spirvVal } from '../support/spirv-tools.js';

const OPTIONS = {
  stage: 'compute',
  workgroupSize: [1, 1, 1],
  waveSize: 32,
  subgroupSize: 32,
  ldsBytes: 0,
} as const;

/** Instructions of a disassembly (raw ids) whose operand ids are all constants, as text lines. */
function constantOnly(text: string): string[] {
  const constants = new Set<string>();
  const found: string[] = [];
  for (const line of text.split('\n')) {
    const m = /^\s*(%\d+) = (Op\w+)(.*)$/.exec(line);
    if (!m) continue;
    const [, id, op, rest] = m as unknown as [string, string, string, string];
    if (/^OpConstant|^OpSpecConstant/.test(op)) {
      constants.add(id);
      continue;
    }
    if (/^OpType|^OpVariable|^OpFunction|^OpExtInstImport|^OpLabel|^OpUndef/.test(op)) continue;
    // After the result type, the operands; literals (numbers) do not count.
    const ids = rest.trim().split(/\s+/).slice(1);
    const operandIds = ids.filter((w) => w.startsWith('%'));
    if (operandIds.length > 0 && operandIds.every((w) => constants.has(w))) found.push(line.trim());
  }
  return found;
}

/** The module of `main`: `%g`, a guest address, and `%p`, an i32 pointer to it, then `body` and `ret`. */
function emitMain(body: string): Uint32Array {
  const m = new IrModule();
  m.functions.push(
    parseFunction(`func @main {
^0:
  %g = const i64 4096
  %p = ptr_from_addr ptr<physical, i32> %g${body}
  ret
}`),
  );
  return emitModule(m, OPTIONS);
}

describe('emitter: constant operands', () => {
  it('masks constant shift amounts, builds bit-field masks, bitcasts and NaN tests of constants at emit time', () => {
    const words = emitMain(`
  %p64 = ptr_from_addr ptr<physical, i64> %g
  %pf = ptr_from_addr ptr<physical, f32> %g
  %x = load i32 %p
  %y = load i64 %p64
  %k = const i32 35
  %k64 = const i64 70
  %a = shl i32 %x, %k
  %b = lshr i64 %y, %k64
  %c = ashr i64 %y, %k
  store %p, %a
  store %p64, %b
  store %p64, %c
  %off = const i32 37
  %cnt = const i32 5
  %zero = const i32 0
  %all = const i32 40
  %u = ubfe i32 %x, %off, %cnt
  %s = sbfe i32 %x, %off, %cnt
  %s0 = sbfe i32 %x, %off, %zero
  %sall = sbfe i32 %x, %x, %all
  %i = bfi i32 %x, %a, %off, %cnt
  %iv = bfi i32 %x, %a, %x, %cnt
  %u64 = ubfe i64 %y, %off, %cnt
  store %p, %u
  store %p, %s
  store %p, %s0
  store %p, %sall
  store %p, %i
  store %p, %iv
  store %p64, %u64
  %bits = const i32 1065353216
  %one = bitcast f32 %bits
  store %pf, %one
  %xf = load f32 %pf
  %nan = const f32 0x7fc00001
  %half = const f32 0x3f000000
  %ord = fcmp.ord i1 %xf, %half
  %uno = fcmp.uno i1 %nan, %xf
  %both = fcmp.ord i1 %half, %half
  %o1 = select i32 %ord, %x, %a
  %o2 = select i32 %uno, %x, %a
  %o3 = select i32 %both, %x, %a
  store %p, %o1
  store %p, %o2
  store %p, %o3`);
    assert.equal(spirvVal(words), '');
    assert.deepEqual(constantOnly(spirvDis(words)), []);
  });

  it('masks a variable shift amount or bit-field offset only where its known zero bits allow the width', () => {
    const words = emitMain(`
  %x = load i32 %p
  %k31 = const i32 31
  %k3 = const i32 3
  %low = and i32 %x, %k31
  %a = shl i32 %x, %low
  %b = lshr i32 %x, %x
  %c = ubfe i32 %x, %low, %k3
  store %p, %a
  store %p, %b
  store %p, %c`);
    assert.equal(spirvVal(words), '');
    // The IR's own `and`, the lshr's mask of an amount that may reach 32, the ubfe's field mask.
    const ands = spirvDis(words)
      .split('\n')
      .filter((line) => /OpBitwiseAnd/.test(line));
    assert.equal(ands.length, 3, ands.join('\n'));
  });

  it('converts a float below 2^32 to an integer without the saturation above', () => {
    // A unorm8 encode: clamped to [0, 1], widened, times 255, rounded: at most 255.
    const encode = (clamp: string): Uint32Array =>
      emitMain(`
  %pf = ptr_from_addr ptr<physical, f32> %g
  %x = load f32 %pf
  %zero = const f32 0x0
  %one = const f32 0x3f800000
  %lo = fmax f32 %x, %zero
  %c = ${clamp}
  %w = fpext f64 %c
  %k = const f64 0x406fe00000000000
  %m = fmul f64 %w, %k
  %r = funary.round_even f64 %m
  %u = ftou i32 %r
  store %p, %u`);
    const clamped = encode('fmin f32 %lo, %one');
    assert.equal(spirvVal(clamped), '');
    assert.match(spirvDis(clamped), /OpConvertFToU/);
    assert.doesNotMatch(spirvDis(clamped), /OpFOrdGreaterThanEqual/);
    // Not clamped above: the product may reach 2^32, and the saturation stays.
    const open = encode('fadd f32 %lo, %one');
    assert.equal(spirvVal(open), '');
    assert.match(spirvDis(open), /OpFOrdGreaterThanEqual/);
  });

  it('tests a value against itself for NaN once', () => {
    const words = emitMain(`
  %pf = ptr_from_addr ptr<physical, f32> %g
  %x = load f32 %pf
  %nan = fcmp.uno i1 %x, %x
  %num = fcmp.ord i1 %x, %x
  %z = const i32 0
  %one = const i32 1
  %a = select i32 %nan, %one, %z
  %b = select i32 %num, %one, %z
  store %p, %a
  store %p, %b`);
    assert.equal(spirvVal(words), '');
    const text = spirvDis(words);
    assert.equal(text.match(/OpIsNan/g)?.length, 2, text);
    assert.doesNotMatch(text, /OpLogicalOr/);
  });
});
