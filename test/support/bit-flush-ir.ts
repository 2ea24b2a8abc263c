/**
 * The translator's f32 denormal flush on bits (src/translate/rules/valu-fp.ts `flush`) as IR text, for
 * the tests of the passes that recognize it (ir/float-class.ts `bitFlushOf`): `%name` is the flush of
 * float `x`, tested on the magnitude (the translator's form) or on the exponent field (the older one).
 */
export function bitFlushIr(x: string, name: string, form: 'magnitude' | 'exponent' = 'magnitude'): string {
  const test =
    form === 'magnitude'
      ? `  %${name}m = const i32 2147483647
  %${name}t = and i32 %${name}b, %${name}m
  %${name}l = const i32 8388608
  %${name}d = icmp.ult i1 %${name}t, %${name}l`
      : `  %${name}m = const i32 2139095040
  %${name}t = and i32 %${name}b, %${name}m
  %${name}l = const i32 0
  %${name}d = icmp.eq i1 %${name}t, %${name}l`;
  return `  %${name}b = bitcast i32 ${x}
${test}
  %${name}s = const i32 2147483648
  %${name}sign = and i32 %${name}b, %${name}s
  %${name}f = select i32 %${name}d, %${name}sign, %${name}b
  %${name} = bitcast f32 %${name}f`;
}
