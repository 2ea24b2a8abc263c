/**
 * Lane-operation kernels: ballot, readfirstlane/readlane/writelane, mbcnt compaction, DPP row and quad
 * movement, ds_swizzle, permlane16/x16 and ds_(b)permute. The model groups threads into waves of the
 * run's wave size (consecutive local ids, as the dispatcher packs them) and applies each operation's
 * lane mapping as the ISA defines it.
 */
import { fromU32, linear, poisoned, u32s, words, } from './case.js';
const N = 128;
const u = (v) => v >>> 0;
function popcnt64(v) {
    let c = 0;
    for (let x = v; x; x &= x - 1n)
        c++;
    return c;
}
/** A standard 128-thread run with `outs` output words per thread. */
function laneRun(per, outs, gen, extra = []) {
    return {
        ...linear(64, 2),
        buffers: { in: words(per * N, gen), out: poisoned(outs * N) },
        args: [{ buffer: 'out' }, { buffer: 'in' }, ...extra],
    };
}
/** For each wave, calls fn with the wave's values and returns the concatenated per-thread words. */
function perWave(values, wave, fn) {
    const out = [];
    for (let w = 0; w * wave < values.length; w++) {
        const v = values.slice(w * wave, w * wave + wave);
        for (let lane = 0; lane < wave; lane++)
            out.push(...fn(v, lane).map(u));
    }
    return out;
}
/** DPP source lane for a row-level control, or -1 when out of the row. */
function dppSource(ctrl, lane) {
    const row = lane & ~15;
    const r = lane & 15;
    if (ctrl < 0x100)
        return (lane & ~3) | ((ctrl >> (2 * (lane & 3))) & 3);
    if (ctrl > 0x100 && ctrl < 0x110)
        return r + (ctrl & 15) < 16 ? lane + (ctrl & 15) : -1;
    if (ctrl > 0x110 && ctrl < 0x120)
        return r >= (ctrl & 15) ? lane - (ctrl & 15) : -1;
    if (ctrl > 0x120 && ctrl < 0x130)
        return row | ((r - (ctrl & 15)) & 15);
    if (ctrl === 0x140)
        return row | (15 - r);
    if (ctrl === 0x141)
        return row | (r & 8) | (7 - (r & 7));
    throw new Error(`dpp control 0x${ctrl.toString(16)} not modelled`);
}
/** update.dpp(old, src, ctrl, rowMask, bankMask, boundCtrl) for one lane (all lanes active). */
function dpp(v, lane, old, ctrl, rowMask = 15, bankMask = 15, bound = false) {
    if (!((rowMask >> (lane >> 4)) & 1) || !((bankMask >> ((lane >> 2) & 3)) & 1))
        return old;
    const src = dppSource(ctrl, lane);
    if (src < 0)
        return bound ? 0 : old;
    return v[src];
}
/** ds_swizzle source lane for an offset (bitmask mode within 32-lane groups, or quad mode). */
function swizzleSource(offset, lane) {
    if (offset & 0x8000)
        return (lane & ~3) | ((offset >> (2 * (lane & 3))) & 3);
    const and = offset & 31;
    const or = (offset >> 5) & 31;
    const xor = (offset >> 10) & 31;
    return (lane & ~31) | (((lane & 31 & and) | or) ^ xor);
}
/** The lane-operation kernels. */
export const LANE_CASES = [
    {
        name: 'lane_ballot',
        category: 'lane',
        about: 'ballot.i64, readfirstlane, readlane, writelane, divergent ballot/popcount/ff1',
        disasm: [
            /^v_readfirstlane_b32/,
            /^v_readlane_b32/,
            /^v_writelane_b32/,
            /^s_bcnt1_i32_b64/,
            /^s_ff1_i32_b64/,
        ],
        setup: (rng) => laneRun(1, 7, () => rng.u32()),
        expect: (run, wave) => {
            const v = u32s(run.buffers.in);
            const out = perWave(v, wave, (w, lane) => {
                let b = 0n;
                let b2 = 0n;
                let firstOdd = -1;
                w.forEach((x, l) => {
                    if (x > 2147483648)
                        b |= 1n << BigInt(l);
                    if (x & 1) {
                        if (firstOdd < 0)
                            firstOdd = l;
                        if (x < 1073741824)
                            b2 |= 1n << BigInt(l);
                    }
                });
                const x = w[lane];
                let tz = 0;
                while (tz < 64 && !((b2 >> BigInt(tz)) & 1n))
                    tz++;
                const odd = (x & 1) === 1;
                return [
                    Number(b & 0xffffffffn),
                    Number(b >> 32n),
                    w[0],
                    w[5],
                    0,
                    odd ? w[firstOdd] : 0,
                    odd ? popcnt64(b2) | (tz << 8) : -1,
                ];
            });
            // writelane: lane 7 of each wave gets the wave's first value, the others keep their gid.
            for (let g = 0; g < N; g++)
                out[7 * g + 4] = g % wave === 7 ? v[g - 7] : g;
            return { out: fromU32(out) };
        },
    },
    {
        name: 'lane_ballot32',
        category: 'lane',
        about: 'ballot.i32 and mbcnt_lo in wave32',
        waves: [32],
        disasm: [/^v_mbcnt_lo_u32_b32/, /^v_cmp_gt_i32/],
        setup: (rng) => laneRun(1, 3, () => rng.u32()),
        expect: (run) => {
            const v = u32s(run.buffers.in);
            const out = perWave(v, 32, (w, lane) => {
                let b = 0;
                w.forEach((x, l) => {
                    if ((x | 0) < 0)
                        b |= 1 << l;
                });
                const below = (1 << lane) - 1;
                const count = (m) => popcnt64(BigInt(u(m & below)));
                return [b, count(b), count(~b) + 100];
            });
            return { out: fromU32(out) };
        },
    },
    {
        name: 'lane_compact',
        category: 'lane',
        about: 'per-wave stream compaction with ballot + mbcnt_lo/hi + bcnt',
        disasm: [/^v_mbcnt_lo_u32_b32/, /^v_mbcnt_hi_u32_b32/, /^s_bcnt1_i32_b64/],
        setup: (rng) => ({
            ...linear(64, 2),
            buffers: { out: poisoned(N), counts: poisoned(4), in: words(N, () => rng.u32()) },
            args: [{ buffer: 'out' }, { buffer: 'counts' }, { buffer: 'in' }],
        }),
        expect: (run, wave) => {
            const v = u32s(run.buffers.in);
            const out = u32s(run.buffers.out);
            const counts = u32s(run.buffers.counts);
            for (let w = 0; w * wave < N; w++) {
                const kept = v.slice(w * wave, w * wave + wave).filter((x) => (x & 7) < 3);
                kept.forEach((x, i) => {
                    out[w * wave + i] = x;
                });
                counts[w] = kept.length;
            }
            return { out: fromU32(out), counts: fromU32(counts) };
        },
    },
    {
        name: 'lane_dpp',
        category: 'lane',
        about: 'DPP row_shr scan + permlanex16 + readlane; quad_perm, mirrors, ror:8, shl, masks',
        disasm: [
            /_dpp .*row_shr:1/,
            /_dpp .*quad_perm:\[3,2,1,0\]/,
            /_dpp .*row_mirror/,
            /_dpp .*row_half_mirror/,
            /_dpp .*row_ror:8/,
            /_dpp .*bound_ctrl/,
            /^v_permlanex16_b32/,
        ],
        setup: (rng) => laneRun(1, 9, () => (rng.u32() & 1 ? rng.int(0, 1000) : rng.u32())),
        expect: (run, wave) => {
            const v = u32s(run.buffers.in);
            const out = perWave(v, wave, (w, lane) => {
                const rowScan = w.map((_, l) => w.slice(l & ~15, l + 1).reduce((a, b) => u(a + b), 0));
                const scan = w.slice(0, lane + 1).reduce((a, b) => u(a + b), 0);
                return [
                    scan,
                    rowScan[lane],
                    dpp(w, lane, 0, 0x1b),
                    dpp(w, lane, 0, 0x140),
                    dpp(w, lane, 0, 0x141),
                    dpp(w, lane, 0, 0x128),
                    dpp(w, lane, 85, 0x101),
                    dpp(w, lane, 85, 0x101, 15, 15, true),
                    dpp(w, lane, 7, 0x111, 5, 3),
                ];
            });
            return { out: fromU32(out) };
        },
    },
    {
        name: 'lane_dpp_ror',
        category: 'lane',
        about: 'DPP row_ror:1 and row_ror:4 direction (lane i reads (i - n) mod 16)',
        disasm: [/_dpp .*row_ror:1 /, /_dpp .*row_ror:4 /],
        setup: (rng) => laneRun(1, 2, () => rng.u32()),
        expect: (run, wave) => {
            const v = u32s(run.buffers.in);
            return {
                out: fromU32(perWave(v, wave, (w, lane) => [dpp(w, lane, 0, 0x121), dpp(w, lane, 0, 0x124)])),
            };
        },
    },
    {
        name: 'lane_swizzle',
        category: 'lane',
        about: 'ds_swizzle bitmask (swap, reverse, broadcast, masked xor) and quad modes',
        disasm: [
            /^ds_swizzle_b32 .*swizzle\(SWAP,1\)/,
            /^ds_swizzle_b32 .*QUAD_PERM/,
            /^ds_swizzle_b32 .*BITMASK_PERM|^ds_swizzle_b32 .*BROADCAST|^ds_swizzle_b32 .*REVERSE/,
        ],
        setup: (rng) => laneRun(1, 5, () => rng.u32()),
        expect: (run, wave) => {
            const v = u32s(run.buffers.in);
            const offsets = [0x041f, 0x7c1f, 0x0078, 0x804e, 0x240f];
            return {
                out: fromU32(perWave(v, wave, (w, lane) => offsets.map((o) => w[swizzleSource(o, lane)]))),
            };
        },
    },
    {
        name: 'lane_permlane',
        category: 'lane',
        about: 'v_permlane16 / v_permlanex16 with SGPR lane selects',
        disasm: [/^v_permlane16_b32/, /^v_permlanex16_b32/],
        setup: (rng) => laneRun(1, 2, () => rng.u32(), [{ value: rng.u32() }, { value: rng.u32() }]),
        expect: (run, wave) => {
            const v = u32s(run.buffers.in);
            const lo = run.args[2].value;
            const hi = run.args[3].value;
            const nibble = (l, h, r) => ((r < 8 ? l : h) >>> (4 * (r & 7))) & 15;
            const out = perWave(v, wave, (w, lane) => {
                const row = lane & ~15;
                const r = lane & 15;
                return [w[row | nibble(lo, hi, r)], w[(row ^ 16) | nibble(hi, lo, r)]];
            });
            return { out: fromU32(out) };
        },
    },
    {
        name: 'lane_bpermute',
        category: 'lane',
        about: 'ds_bpermute (pull) and ds_permute (push); on gfx10 both work within 32-lane halves',
        disasm: [/^ds_bpermute_b32/, /^ds_permute_b32/],
        setup: (rng) => {
            // Push targets: a permutation of each 32-lane group, plus multiples of 32 the index drops.
            const perm = [];
            for (let g = 0; g < N / 32; g++) {
                const p = Array.from({ length: 32 }, (_, i) => i);
                for (let i = 31; i > 0; i--) {
                    const j = rng.int(0, i);
                    [p[i], p[j]] = [p[j], p[i]];
                }
                perm.push(...p.map((x) => x + 32 * rng.int(0, 3)));
            }
            return laneRun(2, 2, (i) => (i & 1 ? perm[i >> 1] : rng.int(0, 127)));
        },
        expect: (run) => {
            // ds_(b)permute index: bits [6:2] of the byte address, within the lane's 32-lane half
            // (gfx10 wave64 does not cross halves; Mesa's ACO emulates full-wave bpermute for that reason).
            const inp = u32s(run.buffers.in);
            const vals = Array.from({ length: N }, (_, g) => u(Math.imul(g, 2654435761)));
            const pushed = new Array(N).fill(0);
            for (let g = 0; g < N; g++)
                pushed[(g & ~31) | (inp[2 * g + 1] & 31)] = vals[g];
            const out = [];
            for (let g = 0; g < N; g++)
                out.push(vals[(g & ~31) | (inp[2 * g] & 31)], pushed[g]);
            return { out: fromU32(out) };
        },
    },
];
//# sourceMappingURL=lane.js.map