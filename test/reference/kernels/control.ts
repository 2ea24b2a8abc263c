/**
 * Control-flow kernels: divergent loops with break and continue, nested if/else, switch, uniform
 * (scalar) loops, an early-exit search and select chains. Each model runs the kernel's source-level
 * control flow for one lane at a time; EXEC masking must make the wave-level code agree.
 */
import { fromU32, type KernelCase, linear, poisoned, u32s, words } from './case.js';

const N = 128;
const u = (v: number): number => v >>> 0;

function popcnt(v: number): number {
  let c = 0;
  for (let x = u(v); x; x &= x - 1) c++;
  return c;
}

/** The control-flow kernels. */
export const CONTROL_CASES: readonly KernelCase[] = [
  {
    name: 'cf_loop_break_continue',
    category: 'control',
    about: 'divergent loop with data-dependent trip count, continue and break',
    disasm: [/^s_and_saveexec_b(32|64)/, /^s_andn2_b(32|64)/, /^s_cbranch_execz/],
    setup: (rng) => ({
      ...linear(64, 2),
      buffers: {
        in: words(2 * N, (i) => (i & 1 ? rng.int(0, 4000) : rng.u32())),
        out: poisoned(2 * N),
      },
      args: [{ buffer: 'out' }, { buffer: 'in' }],
    }),
    expect: (run) => {
      const v = u32s(run.buffers.in as Uint8Array);
      const out: number[] = [];
      for (let g = 0; g < N; g++) {
        const n = (v[2 * g] as number) & 63;
        const lim = v[2 * g + 1] as number;
        let acc = 0;
        let cnt = 0;
        let i = 0;
        for (; i < n; i++) {
          if (i % 3 === 0) continue;
          const acc2 = u(acc + i * i);
          cnt++;
          acc = acc2;
          if (acc2 > lim) break;
        }
        out.push(acc, cnt | (i << 16));
      }
      return { out: fromU32(out) };
    },
  },
  {
    name: 'cf_nested_if',
    category: 'control',
    about: 'three-level nested divergent if/else and an else-if chain',
    disasm: [
      /^s_and_saveexec_b(32|64)/,
      /^s_andn2_saveexec_b(32|64)|^s_or_saveexec_b(32|64)/,
      /^s_xor_b(32|64)/,
    ],
    setup: (rng) => ({
      ...linear(64, 2),
      buffers: { in: words(N, () => rng.u32()), out: poisoned(N) },
      args: [{ buffer: 'out' }, { buffer: 'in' }],
    }),
    expect: (run) => ({
      out: fromU32(
        u32s(run.buffers.in as Uint8Array).map((v) => {
          if ((v & 1) === 0) {
            if ((v & 2) === 0) {
              const m0 = Math.imul(v, 3);
              return (v & 4) === 0 ? m0 ^ 305419896 : m0;
            }
            return v >>> 3;
          }
          const hi = v >>> 28;
          if (hi < 4) return v + 1000;
          if (hi < 9) return -v;
          return v << 4;
        }),
      ),
    }),
  },
  {
    name: 'cf_switch',
    category: 'control',
    about: 'divergent switch with seven cases, default and a shared block',
    disasm: [/^s_and_saveexec_b(32|64)/, /^v_bcnt_u32_b32/],
    setup: (rng) => ({
      ...linear(64, 2),
      buffers: { in: words(N, () => rng.u32()), out: poisoned(N) },
      args: [{ buffer: 'out' }, { buffer: 'in' }],
    }),
    expect: (run) => ({
      out: fromU32(
        u32s(run.buffers.in as Uint8Array).map((v) => {
          switch (v & 15) {
            case 0:
              return v + 11;
            case 1:
              return Math.imul(v, v);
            case 2:
              return (v >>> 7) + 77;
            case 3:
              return ~v + 77;
            case 5:
              return popcnt(v);
            case 8:
              return 100 - v;
            case 13:
              return (v | 0) >> 3;
            default:
              return v | 1;
          }
        }),
      ),
    }),
  },
  {
    name: 'cf_uniform_loop',
    category: 'control',
    about: 'scalar loop on an inreg trip count around a divergent if, uniform branch',
    disasm: [/^s_cbranch_scc[01]/, /^s_cmp_lt_u32|^s_cmp_eq_u32/, /^s_cbranch_execz/],
    setup: (rng) => ({
      ...linear(64, 2),
      buffers: { in: words(N, () => rng.u32()), out: poisoned(N) },
      args: [{ buffer: 'out' }, { buffer: 'in' }, { value: rng.int(1, 31) }, { value: rng.u32() | 1 }],
    }),
    expect: (run) => {
      const n = (run.args[2] as { value: number }).value;
      const flag = (run.args[3] as { value: number }).value;
      return {
        out: fromU32(
          u32s(run.buffers.in as Uint8Array).map((v) => {
            let acc = v;
            for (let i = 0; i < n; i++) if ((acc >>> i) & 1) acc = u(Math.imul(acc, 5) + i);
            return acc ^ flag;
          }),
        ),
      };
    },
  },
  {
    name: 'cf_lane_loop',
    category: 'control',
    about: 'divergent do-while loop with an if/else inside, its masked results read after it',
    disasm: [/^s_andn2_b(32|64)/, /^s_add_i32/, /^s_cbranch_execz/],
    setup: (rng) => ({
      ...linear(64, 2),
      buffers: { in: words(N, () => rng.u32()), out: poisoned(2 * N) },
      args: [{ buffer: 'out' }, { buffer: 'in' }],
    }),
    expect: (run) => {
      const out: number[] = [];
      for (const v of u32s(run.buffers.in as Uint8Array)) {
        let h = v;
        let k = 0;
        do {
          h = h & 8 ? u(Math.imul(h, 747796405)) : u((h >>> 3) ^ h);
          h = u(h + k);
          k++;
        } while (k < (v & 31));
        out.push(h, k);
      }
      return { out: fromU32(out) };
    },
  },
  {
    name: 'cf_lane_while',
    category: 'control',
    about: 'divergent while loop some lanes skip, an if/else inside, its masked results read after it',
    disasm: [/^s_and_saveexec_b(32|64)/, /^s_cbranch_execz/, /^s_andn2_b(32|64)/],
    setup: (rng) => ({
      ...linear(64, 2),
      buffers: { in: words(N, () => rng.u32()), out: poisoned(2 * N) },
      args: [{ buffer: 'out' }, { buffer: 'in' }],
    }),
    expect: (run) => {
      const out: number[] = [];
      for (const v of u32s(run.buffers.in as Uint8Array)) {
        let h = v;
        let k = 0;
        while (k < (v & 15)) {
          h = h & 4 ? u(Math.imul(h, 31)) : u(h ^ 2654435769);
          h = u(h + k);
          k++;
        }
        out.push(h, k);
      }
      return { out: fromU32(out) };
    },
  },
  {
    name: 'cf_search',
    category: 'control',
    about: 'divergent early-exit search loop over a table (scalar loads), lanes returning early',
    disasm: [/^s_load_dword/, /^s_cbranch_execz/],
    setup: (rng) => {
      const table = words(40, () => rng.int(0, 60));
      const t = u32s(table);
      return {
        ...linear(64, 2),
        buffers: {
          in: words(N, () =>
            rng.u32() % 6 === 0
              ? -rng.int(1, 9)
              : rng.u32() % 3
                ? (t[rng.int(0, 39)] as number)
                : rng.int(0, 90),
          ),
          table,
          out: poisoned(N),
        },
        args: [{ buffer: 'out' }, { buffer: 'in' }, { buffer: 'table' }, { value: 40 }],
      };
    },
    expect: (run) => {
      const t = u32s(run.buffers.table as Uint8Array);
      const out = u32s(run.buffers.out as Uint8Array);
      u32s(run.buffers.in as Uint8Array).forEach((key, g) => {
        if ((key | 0) < 0) return;
        out[g] = u(t.indexOf(key));
      });
      return { out: fromU32(out) };
    },
  },
  {
    name: 'cf_select_chain',
    category: 'control',
    about: 'compare/select chains, argmin through selects, i1 and/or/xor of lane masks',
    disasm: [/^v_cndmask_b32/, /^s_xor_b(32|64)/, /^s_or_b(32|64)/, /^s_and_b(32|64)/],
    setup: (rng) => ({
      ...linear(64, 2),
      buffers: { in: words(4 * N, () => (rng.u32() & 1 ? rng.int(0, 6) : rng.u32())), out: poisoned(N) },
      args: [{ buffer: 'out' }, { buffer: 'in' }],
    }),
    expect: (run) => {
      const v = u32s(run.buffers.in as Uint8Array);
      const out: number[] = [];
      for (let g = 0; g < N; g++) {
        const [a, b, c, d] = v.slice(4 * g, 4 * g + 4) as [number, number, number, number];
        const l1 = b < a;
        const m1 = l1 ? b : a;
        const l2 = c < m1;
        const m2 = l2 ? c : m1;
        const l3 = d < m2;
        const i3 = l3 ? 3 : l2 ? 2 : l1 ? 1 : 0;
        const q3 = (a | 0) > (c | 0) !== l1;
        const q4 = q3 || b === d;
        const q5 = q4 && l3;
        const s1 = q5 ? a : d;
        const s2 = q4 ? s1 : b;
        const s3 = q3 ? s2 : 12345;
        out.push(u(s3 ^ (i3 << 28)));
      }
      return { out: fromU32(out) };
    },
  },
];
