/**
 * IR giving a function's lanes f32 specials as inputs: signed zeros, infinities, quiet and signaling
 * NaNs with payloads, denormals and normals, so that a pass's float rewrite can be run against the
 * unrewritten function in the IR evaluator (test/translate/ir-wave-eval.ts) over every kind of value.
 */

export const F32_SPECIALS = [
  0x0000_0000, 0x8000_0000, 0x3f80_0000, 0xc020_0000, 0x7f80_0000, 0xff80_0000, 0x7fc1_2345, 0x7f80_0001,
  0xff81_2345, 0xffc0_0001, 0x0000_0003, 0x7f7f_ffff, 0x0d5a_0f43, 0x4b00_0001, 0x7fbf_ffff, 0xbf00_0000,
  0x3c00_7e05, 0x7e01_7c01,
];

/**
 * IR that gives `%name` (i32) the special `F32_SPECIALS[(lane * mul + add) % n]` in each lane: a chain
 * of selects over the index.
 */
export function laneInput(name: string, mul: number, add: number): string {
  const n = F32_SPECIALS.length;
  const lines = [
    `  %${name}_m = const i32 ${mul}`,
    `  %${name}_a = const i32 ${add}`,
    `  %${name}_n = const i32 ${n}`,
    `  %${name}_p = imul i32 %lane, %${name}_m`,
    `  %${name}_q = iadd i32 %${name}_p, %${name}_a`,
    `  %${name}_i = urem i32 %${name}_q, %${name}_n`,
    `  %${name}_s0 = const i32 ${F32_SPECIALS[0]}`,
  ];
  for (let k = 1; k < n; k++) {
    lines.push(
      `  %${name}_k${k} = const i32 ${k}`,
      `  %${name}_c${k} = icmp.eq i1 %${name}_i, %${name}_k${k}`,
      `  %${name}_v${k} = const i32 ${F32_SPECIALS[k]}`,
      `  %${name}_s${k} = select i32 %${name}_c${k}, %${name}_v${k}, %${name}_s${k - 1}`,
    );
  }
  lines.push(`  %${name} = bitcast f32 %${name}_s${n - 1}`);
  return lines.join('\n');
}
