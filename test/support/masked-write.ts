/**
 * IR text of a guest vector write under EXEC, for the lane-demand tests: `%r = select (%a, %new, %old)`
 * with `%a` this lane's bit of an EXEC mask, `%c` a data-dependent condition and `%mem` a pointer for
 * the readers `tail` adds before `ret`.
 */
export function maskedWriteIr(tail: string): string {
  return `func @f {
^0:
  %e = builtin.subgroup_id i32
  %lane = builtin.subgroup_invocation_id i32
  %old = builtin.local_invocation_index i32
  %new = const i32 5
  %s = lshr i32 %e, %lane
  %one = const i32 1
  %bit = and i32 %s, %one
  %zero = const i32 0
  %a = icmp.ne i1 %bit, %zero
  %c = icmp.ult i1 %old, %new
  %r = select i32 %a, %new, %old
  %q = const i64 4096
  %mem = ptr_from_addr ptr<physical, i32> %q
${tail}
  ret
}`;
}

/**
 * `count` nested per-lane branches on data-dependent compares of `%old` (for a `maskedWriteIr` tail):
 * the code after them runs in block `count`, inside all of them; each branch's other side is `^9`,
 * which the tail must define.
 */
export function guardChain(count: number): string {
  return Array.from(
    { length: count },
    (_, k) => `  %g${k}c = const i32 ${k + 1}
  %g${k} = icmp.ugt i1 %old, %g${k}c
  cond_br %g${k}, ^${k + 1}(), ^9()
^${k + 1}:
`,
  ).join('');
}
