/**
 * Float-to-integer conversions (spirv/emit-ops.ts floatToInt): the guest's saturating, NaN-to-zero
 * conversion is the host's plain one where ir/float-class.ts bounds the value and proves it a number,
 * and keeps every saturation where it cannot. Checked by spirv-val and the disassembly; the
 * conversions' results are checked on devices by the execution tests (image sampling's texel index).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { emittedBody } from '../support/emit-body.js';

const emitted = (body: string): string => emittedBody(body, [64, 1, 1]);

const selects = (dis: string): number => dis.split('= OpSelect ').length - 1;

describe('float to signed integer', () => {
  it('converts a bounded number without saturating: a texel index floor((id + 0.5) * 0.25)', () => {
    const dis = emitted(`  %i = builtin.local_invocation_index i32
  %f = utof f32 %i
  %half = const f32 0x3f000000
  %quarter = const f32 0x3e800000
  %s = fadd f32 %f, %half
  %m = fmul f32 %s, %quarter
  %fl = funary.floor f32 %m
  %n = ftos i32 %fl
  store %p, %n`);
    assert.equal(selects(dis), 0, dis);
    assert.equal(dis.split('OpConvertFToS').length - 1, 1, dis);
  });

  it('saturates above, below and at NaN where nothing bounds the value', () => {
    const dis = emitted(`  %f = bitcast f32 %x
  %n = ftos i32 %f
  store %p, %n`);
    assert.equal(selects(dis), 3, dis);
    assert.match(dis, /OpIsNan/);
  });

  it('keeps only the saturation above for an unsigned integer converted (a number, never negative)', () => {
    const dis = emitted(`  %f = utof f32 %x
  %n = ftos i32 %f
  store %p, %n`);
    assert.equal(selects(dis), 1, dis);
    assert.match(dis, /OpFOrdGreaterThanEqual/);
  });
});

describe('float to unsigned integer', () => {
  it('sends NaN and negative values to 0 only where they can come', () => {
    const unsigned = emitted(`  %f = utof f32 %x
  %n = ftou i32 %f
  store %p, %n`);
    assert.equal(unsigned.split('NMax').length - 1, 0, unsigned);
    const any = emitted(`  %f = bitcast f32 %x
  %n = ftou i32 %f
  store %p, %n`);
    assert.equal(any.split('NMax').length - 1, 1, any);
  });
});

describe('ldexp by a constant', () => {
  const scaled = (source: string, k: number): string =>
    emitted(`${source}
  %k = const i32 ${k >>> 0}
  %s = ldexp f32 %f, %k
  %b = bitcast i32 %s
  store %p, %b`);

  it("multiplies by 2^k where neither the operand nor the result can be denormal (a unorm texel's scale)", () => {
    const dis = scaled(
      `  %c = const i64 72340172838076673
  %z = zext i64 %x
  %m = imul i64 %z, %c
  %f = utof f32 %m`,
      -64,
    );
    assert.doesNotMatch(dis, /Ldexp/, dis);
    assert.match(dis, /OpFMul/);
  });

  it('keeps Ldexp where a denormal can come in or out', () => {
    // Any f32 (a denormal operand); an integer scaled below the least normal number.
    assert.match(scaled('  %f = bitcast f32 %x', -1), /Ldexp/);
    assert.match(scaled('  %f = utof f32 %x', -127), /Ldexp/);
    // A product at least 2^100 scaled by 2^-200 is normal, but 2^-200 is no f32 to multiply by.
    const large = '  %i = utof f32 %x\n  %e = const f32 0x71800000\n  %f = fmul f32 %i, %e';
    assert.match(scaled(large, -100), /OpFMul[\s\S]*OpFMul/);
    assert.match(scaled(large, -200), /Ldexp/);
  });
});
