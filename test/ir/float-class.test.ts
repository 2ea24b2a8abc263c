/**
 * Float classes and magnitude floors (src/ir/float-class.ts) against the IR evaluator: random
 * functions of float arithmetic over special inputs (signed zeros, infinities, NaNs, denormals, the
 * largest finite values), integer conversions and unorm texels run on 32 lanes, and every claim the
 * analysis makes (never a NaN, finite, at least 2^floor) must hold on every lane. Also the facts one
 * by one, and what is not claimed.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FloatClass, FloatClasses, FloatSign, floorOfBits, signOfBits } from '../../src/ir/float-class.js';
import type { IrFunction, ValueId } from '../../src/ir/function.js';
import { parseFunction } from '../../src/ir/parser.js';
import { printFunction } from '../../src/ir/printer.js';
import { rng } from '../support/isa-fuzz.js';
import { WaveEval } from '../translate/ir-wave-eval.js';

const SPECIALS = [
  0x0000_0000, 0x8000_0000, 0x3f80_0000, 0xc020_0000, 0x7f80_0000, 0xff80_0000, 0x7fc1_2345, 0x7f80_0001,
  0x0000_0003, 0x807f_ffff, 0x7f7f_ffff, 0xff7f_ffff, 0x0080_0000, 0x4b00_0001, 0xbf00_0000, 0x3c00_7e05,
];

/**
 * A random straight-line function of f32 values; every value is stored (as its bits) into its own
 * variable, in the order of `stored`.
 */
function randomFunction(seed: number): { fn: IrFunction; stored: string[] } {
  const next = rng(seed);
  const random = (): number => next() / 4294967296;
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)] as T;
  const lines: string[] = [];
  const floats: string[] = [];
  const ints = ['%lane', '%lane3'];
  let n = 0;
  const fresh = (): string => `%v${n++}`;
  const def = (text: string): string => {
    const name = fresh();
    lines.push(`  ${name} = ${text}`);
    return name;
  };
  const float = (text: string): void => {
    floats.push(def(text));
  };
  // Two lane inputs over the specials.
  for (const [mul, add] of [
    [1, 0],
    [5, 3],
  ] as const) {
    let acc = def(`const i32 ${SPECIALS[0]}`);
    const index = def(
      `urem i32 ${def(`iadd i32 ${def(`imul i32 %lane, ${def(`const i32 ${mul}`)}`)}, ${def(`const i32 ${add}`)}`)}, ${def(`const i32 ${SPECIALS.length}`)}`,
    );
    for (let k = 1; k < SPECIALS.length; k++) {
      const hit = def(`icmp.eq i1 ${index}, ${def(`const i32 ${k}`)}`);
      acc = def(`select i32 ${hit}, ${def(`const i32 ${SPECIALS[k]}`)}, ${acc}`);
    }
    float(`bitcast f32 ${acc}`);
  }
  const steps = 14 + Math.floor(random() * 12);
  for (let s = 0; s < steps; s++) {
    const a = pick(floats);
    const b = pick(floats);
    switch (Math.floor(random() * 14)) {
      case 0:
        float(`utof f32 ${pick(ints)}`);
        break;
      case 1: {
        // A unorm8 texel: an integer scaled by 2^-64 after a multiply by 0x0101010101010101.
        const byte = def(`and i32 ${pick(ints)}, ${def('const i32 255')}`);
        const wide = def(`imul i64 ${def(`zext i64 ${byte}`)}, ${def('const i64 72340172838076673')}`);
        float(`ldexp f32 ${def(`utof f32 ${wide}`)}, ${def('const i32 4294967232')}`);
        break;
      }
      case 2:
        float(`const f32 0x${pick(SPECIALS).toString(16)}`);
        break;
      case 3:
        float(`${pick(['fadd', 'fsub', 'fmul'])} f32 ${a}, ${b}`);
        break;
      case 4:
        float(`fma f32 ${a}, ${b}, ${pick(floats)}`);
        break;
      case 5:
        float(`${pick(['fmin', 'fmax'])} f32 ${a}, ${b}`);
        break;
      case 6:
        float(`ldexp f32 ${a}, ${def(`const i32 ${pick([-70, -3, 0, 5, 130]) >>> 0}`)}`);
        break;
      case 7:
        float(
          `funary.${pick(['neg', 'abs', 'floor', 'ceil', 'trunc', 'round_even', 'fract', 'sqrt', 'rcp'])} f32 ${a}`,
        );
        break;
      case 8:
        float(
          `select f32 ${def(`icmp.ult i1 %lane, ${def(`const i32 ${Math.floor(random() * 32)}`)}`)}, ${a}, ${b}`,
        );
        break;
      case 9: {
        // The translator's flush on the bits (on the magnitude, or on the exponent field), then the
        // bits as a float.
        const bits = def(`bitcast i32 ${a}`);
        const denormal =
          random() < 0.5
            ? def(
                `icmp.ult i1 ${def(`and i32 ${bits}, ${def('const i32 2147483647')}`)}, ${def('const i32 8388608')}`,
              )
            : def(
                `icmp.eq i1 ${def(`and i32 ${bits}, ${def('const i32 2139095040')}`)}, ${def('const i32 0')}`,
              );
        const zero = def(`and i32 ${bits}, ${def('const i32 2147483648')}`);
        float(`bitcast f32 ${def(`select i32 ${denormal}, ${zero}, ${bits}`)}`);
        break;
      }
      case 10:
        float(`fpext f32 ${def(`fptrunc f16 ${a}`)}`);
        break;
      case 11:
        float(`nan_rule f32 ${def(`fadd f32 ${a}, ${b}`)}, ${a}, ${b}`);
        break;
      case 12:
        // A product with a constant factor (an infinity, a denormal, a normal number...).
        float(`fmul f32 ${def(`const f32 0x${pick(SPECIALS).toString(16)}`)}, ${a}`);
        break;
      default:
        float(`fdiv f32 ${a}, ${b}`);
    }
  }
  const vars = floats.map((_, k) => `  %out${k} = var ptr<function, i32>`);
  const stores = floats.map((v, k) => `  %b${k} = bitcast i32 ${v}\n  store %out${k}, %b${k}`);
  const text = `func @f {
^0:
${vars.join('\n')}
  %lane = builtin.local_invocation_index i32
  %k3 = const i32 2654435761
  %lane3 = imul i32 %lane, %k3
${lines.join('\n')}
${stores.join('\n')}
  ret
}`;
  return { fn: parseFunction(text), stored: floats };
}

/** The float value the `k`th store of `fn` stores the bits of. */
function storedValue(fn: IrFunction, k: number): ValueId {
  const store = fn.insts.filter((i) => i.op === 'store')[k];
  const bits = fn.value(store?.operands[1] as ValueId).def;
  if (bits.kind !== 'inst') throw new Error('a store of a parameter');
  return fn.inst(bits.inst).operands[0] as ValueId;
}

function f32(bits: bigint): { nan: boolean; inf: boolean; zero: boolean; negative: boolean; exp: number } {
  const magnitude = bits & 0x7fff_ffffn;
  const expField = Number(magnitude >> 23n);
  return {
    nan: magnitude > 0x7f80_0000n,
    inf: magnitude === 0x7f80_0000n,
    zero: magnitude === 0n,
    negative: (bits & 0x8000_0000n) !== 0n,
    exp: expField > 0 ? expField - 127 : magnitude.toString(2).length - 1 - 149,
  };
}

/** The number an f32 bit pattern holds. */
function f32Value(bits: bigint): number {
  const view = new DataView(new ArrayBuffer(4));
  view.setUint32(0, Number(bits));
  return view.getFloat32(0);
}

describe('float classes', () => {
  it('claims only what every lane of random functions has', () => {
    let claims = 0;
    let signClaims = 0;
    let ceilingClaims = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const { fn, stored } = randomFunction(seed);
      const run = new WaveEval(fn, 32);
      run.run();
      const classes = new FloatClasses(fn);
      stored.forEach((name, k) => {
        const v = storedValue(fn, k);
        const cls = classes.of(v);
        const floor = classes.floor(v);
        const sign = classes.sign(v);
        const ceiling = classes.ceiling(v);
        const least = classes.least(v);
        if (cls !== FloatClass.Unknown || floor > Number.NEGATIVE_INFINITY) claims++;
        if (sign !== FloatSign.Unknown) signClaims++;
        if (ceiling < Number.POSITIVE_INFINITY || least > Number.NEGATIVE_INFINITY) ceilingClaims++;
        for (const lane of run.vars[k] as bigint[]) {
          const x = f32(lane);
          const where = `seed ${seed}: ${name} = 0x${lane.toString(16)}\n${printFunction(fn)}`;
          if (!x.nan) assert.ok(f32Value(lane) <= ceiling, `claimed at most ${ceiling}: ${where}`);
          if (!x.nan) assert.ok(f32Value(lane) >= least, `claimed at least ${least}: ${where}`);
          if (cls >= FloatClass.NotNan) assert.ok(!x.nan, `claimed never NaN: ${where}`);
          if (cls === FloatClass.Finite) assert.ok(!x.inf, `claimed finite: ${where}`);
          if (!x.nan && !x.inf && !x.zero) assert.ok(x.exp >= floor, `claimed at least 2^${floor}: ${where}`);
          if (sign >= FloatSign.NonNegative)
            assert.ok(!x.nan && (x.zero || !x.negative), `claimed never below zero: ${where}`);
          if (sign === FloatSign.Positive)
            assert.ok(
              !x.negative && !x.zero && (x.inf || x.exp >= -126),
              `claimed normal positive: ${where}`,
            );
        }
      });
    }
    // The check means something only if the analysis claims things.
    assert.ok(claims > 1000, `only ${claims} claims`);
    assert.ok(signClaims > 300, `only ${signClaims} sign claims`);
    assert.ok(ceilingClaims > 200, `only ${ceilingClaims} bound claims`);
  });

  /** The class and floor of `%x` after `body` (which may read f32 %any and i32 %int). */
  function of(body: string): { cls: FloatClass; floor: number; sign: FloatSign; ceiling: number } {
    const fn = parseFunction(`func @f {
^0:
  %q = const i64 4096
  %mem = ptr_from_addr ptr<physical, f32> %q
  %any = load f32 %mem
  %int = builtin.local_invocation_index i32
${body}
  store %mem, %x
  ret
}`);
    const x = fn.insts.find((i) => i.op === 'store')?.operands[1] as ValueId;
    const classes = new FloatClasses(fn);
    return {
      cls: classes.of(x),
      floor: classes.floor(x),
      sign: classes.sign(x),
      ceiling: classes.ceiling(x),
    };
  }

  it('knows conversions, sums with a finite addend, products of finite factors', () => {
    assert.equal(of('  %x = utof f32 %int').cls, FloatClass.Finite);
    assert.equal(of('  %x = utof f16 %int').cls, FloatClass.NotNan, 'an integer may round to inf in f16');
    assert.equal(of('  %i = utof f32 %int\n  %x = fmul f32 %i, %i').cls, FloatClass.NotNan);
    assert.equal(of('  %i = utof f32 %int\n  %x = fmul f32 %i, %any').cls, FloatClass.Unknown);
    assert.equal(
      of('  %i = utof f32 %int\n  %j = fmul f32 %i, %i\n  %x = fadd f32 %j, %i').cls,
      FloatClass.NotNan,
    );
    assert.equal(
      of('  %i = utof f32 %int\n  %j = fmul f32 %i, %i\n  %x = fadd f32 %j, %j').cls,
      FloatClass.Unknown,
    );
    assert.equal(of('  %x = fdiv f32 %any, %any').cls, FloatClass.Unknown);
    // Not even with a constant factor: 0 * inf, and a host may flush a denormal factor to 0.
    const scaled = (k: string) =>
      of(`  %i = utof f32 %int\n  %j = fmul f32 %i, %i\n  %k = const f32 ${k}\n  %x = fmul f32 %k, %j`).cls;
    assert.equal(scaled('0x0'), FloatClass.Unknown);
    assert.equal(scaled('0x00000003'), FloatClass.Unknown);
  });

  it('keeps a class through scaling down, a sign mask, a select and a rounding', () => {
    assert.equal(
      of('  %i = utof f32 %int\n  %k = const i32 4294967232\n  %x = ldexp f32 %i, %k').cls,
      FloatClass.Finite,
    );
    assert.equal(
      of('  %i = utof f32 %int\n  %k = const i32 64\n  %x = ldexp f32 %i, %k').cls,
      FloatClass.NotNan,
    );
    assert.equal(
      of('  %b = bitcast i32 %any\n  %s = const i32 2147483648\n  %m = and i32 %b, %s\n  %x = bitcast f32 %m')
        .cls,
      FloatClass.Finite,
    );
    assert.equal(
      of('  %i = utof f32 %int\n  %c = icmp.eq i1 %int, %int\n  %x = select f32 %c, %i, %any').cls,
      FloatClass.Unknown,
    );
    assert.equal(of('  %i = utof f32 %int\n  %x = funary.floor f32 %i').cls, FloatClass.Finite);
    assert.equal(
      of('  %i = utof f32 %int\n  %x = funary.sqrt f32 %i').cls,
      FloatClass.Unknown,
      'host accuracy',
    );
  });

  it('meets block parameters over their edges, and takes a loop-carried one as unknown', () => {
    const param = (back: string) =>
      parseFunction(`func @f {
^0:
  %int = builtin.local_invocation_index i32
  %i = utof f32 %int
  br ^1(%i)
^1(%p: f32):
  %n = fadd f32 %p, %i
  %c = icmp.ult i1 %int, %int
  cond_br %c, ^1(${back}), ^2()
^2:
  ret
}`);
    const loop = param('%n');
    assert.equal(new FloatClasses(loop).of(loop.block(1 as never).params[0] as ValueId), FloatClass.Unknown);
    const same = param('%i');
    assert.equal(new FloatClasses(same).of(same.block(1 as never).params[0] as ValueId), FloatClass.Finite);
  });

  it('floors a unorm texel, products and constants; nothing for sums', () => {
    const unorm = `  %w = zext i64 %int
  %k = const i64 72340172838076673
  %m = imul i64 %w, %k
  %u = utof f32 %m
  %s = const i32 4294967232
  %x = ldexp f32 %u, %s`;
    assert.equal(of(unorm).floor, -64);
    assert.equal(of(`${unorm.replace('%x =', '%t =')}\n  %x = fmul f32 %t, %t`).floor, -128);
    assert.equal(of('  %i = utof f32 %int\n  %x = fadd f32 %i, %any').floor, Number.NEGATIVE_INFINITY);
    assert.equal(of('  %i = utof f32 %int\n  %x = fsub f32 %i, %i').floor, Number.NEGATIVE_INFINITY);
    // Addends of one sign do not cancel.
    assert.equal(of('  %i = utof f32 %int\n  %k = const f32 0x3e99999a\n  %x = fadd f32 %k, %i').floor, -2);
    assert.equal(floorOfBits(0x3f80_0000n, 32), 0);
    assert.equal(floorOfBits(0x0000_0001n, 32), -149);
    assert.equal(floorOfBits(0x0000_0000n, 32), Number.POSITIVE_INFINITY);
    assert.equal(floorOfBits(0x0001n, 16), -24);
  });

  it('bounds a unorm encode: a clamp, a widening, a product by 255 and a rounding', () => {
    const clamp = (x: string): string =>
      `  %zero = const f32 0x0\n  %one = const f32 0x3f800000\n  %lo = fmax f32 ${x}, %zero\n  %c = fmin f32 %lo, %one`;
    const encode = (x: string): string =>
      `${clamp(x)}\n  %w = fpext f64 %c\n  %k = const f64 0x406fe00000000000\n  %m = fmul f64 %w, %k\n  %x = funary.round_even f64 %m`;
    assert.equal(of(encode('%any')).ceiling, 255);
    assert.equal(of(clamp('%any').replace('%c =', '%x =')).ceiling, 1);
    // Not clamped from below, the product has no bound (a negative factor); nor has a load.
    assert.equal(
      of(encode('%any').replace('%lo = fmax f32 %any, %zero', '%lo = fadd f32 %any, %zero')).ceiling,
      Number.POSITIVE_INFINITY,
    );
    assert.equal(of('  %x = funary.abs f32 %any').ceiling, Number.POSITIVE_INFINITY);
    // An f32 bound past the largest finite value is an infinity.
    assert.equal(of('  %k = const f32 0x7f000000\n  %x = fadd f32 %k, %k').ceiling, Number.POSITIVE_INFINITY);
  });

  it('knows signs: conversions, constants, sums and products of non-negative values', () => {
    const coordinate = '  %i = utof f32 %int\n  %h = const f32 0x3e99999a\n  %c = fadd f32 %h, %i';
    assert.equal(of('  %x = utof f32 %int').sign, FloatSign.NonNegative);
    assert.equal(of(coordinate.replace('%c =', '%x =')).sign, FloatSign.Positive);
    // A coordinate scaled by 1/16 is never a NaN (the factor is never zero nor infinite) and stays normal.
    const scaled = of(`${coordinate}\n  %s = const f32 0x3d800000\n  %x = fmul f32 %s, %c`);
    assert.deepEqual([scaled.cls, scaled.sign], [FloatClass.NotNan, FloatSign.Positive]);
    // Scaled by a denormal a host may read as zero, while the sum may have overflowed: inf * 0.
    assert.equal(
      of(`${coordinate}\n  %s = const f32 0x00000003\n  %x = fmul f32 %s, %c`).sign,
      FloatSign.Unknown,
    );
    assert.equal(
      of(`${coordinate}\n  %k = const i32 4294967096\n  %x = ldexp f32 %c, %k`).sign,
      FloatSign.NonNegative,
    );
    assert.equal(of(`${coordinate}\n  %x = funary.floor f32 %c`).sign, FloatSign.NonNegative);
    assert.equal(of(`${coordinate}\n  %x = funary.ceil f32 %c`).sign, FloatSign.Positive);
    assert.equal(of('  %x = funary.abs f32 %any').sign, FloatSign.Unknown, 'a NaN stays one');
    assert.equal(of('  %x = fsub f32 %any, %any').sign, FloatSign.Unknown);
    assert.equal(of('  %i = utof f32 %int\n  %x = fmul f32 %i, %any').sign, FloatSign.Unknown);
    // A product of an infinity and a zero is NaN: no sign without finite factors.
    assert.equal(of('  %i = utof f16 %int\n  %x = fmul f16 %i, %i').sign, FloatSign.Unknown);
    assert.equal(signOfBits(0x8000_0000n, 32), FloatSign.NonNegative, 'a zero of either sign');
    assert.equal(signOfBits(0x0000_0001n, 32), FloatSign.NonNegative, 'a denormal may be read as +0');
    assert.equal(signOfBits(0x7f80_0000n, 32), FloatSign.Positive);
    assert.equal(signOfBits(0x7fc0_0000n, 32), FloatSign.Unknown);
    assert.equal(signOfBits(0xbf80_0000n, 32), FloatSign.Unknown);
  });
});
