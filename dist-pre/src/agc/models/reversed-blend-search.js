/**
 * The routing search behind reversed-order blending (COMP_SWAP 2 and 3): given the guest's blend
 * equations in export order, find Vulkan factors and operations plus per-channel copy routes of the
 * pixel shader's two outputs so that every host channel computes exactly its guest channel.
 *
 * The pixel shader only copies values. First colour, per host channel: the channel's export, or 1 when
 * the guest source factor of that channel is ONE (the export then travels in the second colour and the
 * factor multiplies it back in). Second colour, per host channel: the exported alpha, the channel's own
 * export, 0 or 1. Everything else (factors, 1 - x, products) is the host blend's own arithmetic.
 *
 * A candidate is checked symbolically: both sides are evaluated on fixed dyadic sample values (10-bit
 * fractions, so every product and sum is exact in binary64) and must agree on every sample. An index
 * of host results, built once per swap, makes one lookup per guest channel.
 */
import { GUEST_FACTOR_LAST, guestCombine, guestFactor, HOST_FACTORS, HOST_OPS, hostCombine, hostFactor, readsSecondColor, } from './blend-factors.js';
/** Guest channel (0 R, 1 G, 2 B, 3 A) stored at each host channel, for COMP_SWAP 2 and 3. */
export const SWAP_CHANNELS = {
    2: [3, 2, 1, 0], // SWAP_STD_REV: A B G R
    3: [3, 0, 1, 2], // SWAP_ALT_REV: A R G B
};
const FIRST_ROUTES = ['export', 'one'];
const SECOND_ROUTES = ['alpha', 'own', 'zero', 'one'];
/** Every (src, dst, op); MIN and MAX ignore factors, so they appear once, with ZERO factors. */
const TRIPLES = (() => {
    const out = [];
    for (const op of HOST_OPS) {
        if (op === 'MIN' || op === 'MAX') {
            out.push({ src: 'ZERO', dst: 'ZERO', op });
            continue;
        }
        for (const src of HOST_FACTORS)
            for (const dst of HOST_FACTORS)
                out.push({ src, dst, op });
    }
    return out;
})();
/** Fixed sample points: eight dyadic values in (0, 1) each (source RGBA then destination RGBA). */
const SAMPLES = (() => {
    let state = 0x2545f491;
    const next = () => {
        state = (Math.imul(state, 1103515245) + 12345) >>> 0;
        return (1 + ((state >>> 8) % 1022)) / 1024;
    };
    const out = [];
    for (let k = 0; k < 6; k++) {
        out.push({ s: [next(), next(), next(), next()], d: [next(), next(), next(), next()] });
    }
    return out;
})();
function firstValue(route, g, s) {
    return route === 'export' ? s[g] : 1;
}
function secondValue(route, g, s) {
    switch (route) {
        case 'alpha':
            return s[3];
        case 'own':
            return s[g];
        case 'zero':
            return 0;
        case 'one':
            return 1;
    }
}
const indexCache = new Map();
/** Builds (once per swap) the map from "host channel : result vector" to the entries producing it. */
function hostIndex(swap) {
    const cached = indexCache.get(swap);
    if (cached)
        return cached;
    const map = SWAP_CHANNELS[swap];
    const index = new Map();
    const s1 = [0, 0, 0, 0];
    const hs = [0, 0, 0, 0];
    const hd = [0, 0, 0, 0];
    for (let h = 0; h < 4; h++) {
        for (let r1a = 0; r1a < 2; r1a++) {
            for (let r2a = 0; r2a < 4; r2a++) {
                for (let r1 = 0; r1 < 2; r1++) {
                    for (let r2 = 0; r2 < 4; r2++) {
                        if (h === 3 && (r1 !== r1a || r2 !== r2a))
                            continue;
                        for (let t = 0; t < TRIPLES.length; t++) {
                            const { src, dst, op } = TRIPLES[t];
                            const values = [];
                            for (const { s, d } of SAMPLES) {
                                for (let q = 0; q < 4; q++) {
                                    const g = map[q];
                                    const a = q === h ? r1 : q === 3 ? r1a : 0;
                                    const b = q === h ? r2 : q === 3 ? r2a : 0;
                                    hs[q] = firstValue(FIRST_ROUTES[a], g, s);
                                    s1[q] = secondValue(SECOND_ROUTES[b], g, s);
                                    hd[q] = d[g];
                                }
                                const S = hs;
                                const D = hd;
                                const S1 = s1;
                                values.push(hostCombine(op, hs[h], hostFactor(src, h, S, D, S1), hd[h], hostFactor(dst, h, S, D, S1)));
                            }
                            const key = `${h}:${values.join(',')}`;
                            const list = index.get(key);
                            const entry = { r1, r2, r1a, r2a, t };
                            if (list)
                                list.push(entry);
                            else
                                index.set(key, [entry]);
                        }
                    }
                }
            }
        }
    }
    indexCache.set(swap, index);
    return index;
}
/** The guest result of channel `c` on every sample, as an index key. */
function guestKey(h, c, g) {
    const alpha = c === 3;
    const sf = alpha ? g.alphaSrc : g.colorSrc;
    const df = alpha ? g.alphaDst : g.colorDst;
    const op = alpha ? g.alphaOp : g.colorOp;
    const values = SAMPLES.map(({ s, d }) => guestCombine(op, s[c] * guestFactor(sf, c, s, d), d[c] * guestFactor(df, c, s, d)));
    return `${h}:${values.join(',')}`;
}
/**
 * Searches a routing of `guest` into a COMP_SWAP `swap` target; undefined when none reproduces every
 * channel. Factors must be in 0..{@link GUEST_FACTOR_LAST}. Deterministic: the first routing in the
 * order of host routes, then factors (plain before second-source), then operations.
 */
export function searchReversedRouting(guest, swap) {
    for (const f of [guest.colorSrc, guest.colorDst, guest.alphaSrc, guest.alphaDst]) {
        if (f < 0 || f > GUEST_FACTOR_LAST)
            throw new RangeError(`guest blend factor ${f} is not modelled`);
    }
    const map = SWAP_CHANNELS[swap];
    const index = hostIndex(swap);
    const sourceIsOne = (g) => (g === 3 ? guest.alphaSrc : guest.colorSrc) === 1;
    const cands = map.map((g, h) => (index.get(guestKey(h, g, guest)) ?? []).filter((e) => (e.r1 === 0 || sourceIsOne(g)) && (e.r1a === 0 || sourceIsOne(map[3]))));
    for (let r1a = 0; r1a < 2; r1a++) {
        for (let r2a = 0; r2a < 4; r2a++) {
            const alphaEntry = cands[3].find((e) => e.r1a === r1a && e.r2a === r2a);
            if (!alphaEntry)
                continue;
            const perChannel = [0, 1, 2].map((h) => {
                const byTriple = new Map();
                for (const e of cands[h]) {
                    if (e.r1a === r1a && e.r2a === r2a && !byTriple.has(e.t))
                        byTriple.set(e.t, e);
                }
                return byTriple;
            });
            const common = [...perChannel[0].keys()].filter((t) => perChannel[1].has(t) && perChannel[2].has(t));
            if (common.length === 0)
                continue;
            const t = Math.min(...common);
            const chosen = [perChannel[0].get(t), perChannel[1].get(t), perChannel[2].get(t), alphaEntry];
            const color = TRIPLES[t];
            const alpha = TRIPLES[alphaEntry.t];
            const dualSource = [color.src, color.dst, alpha.src, alpha.dst].some(readsSecondColor);
            const first = chosen.map((e) => FIRST_ROUTES[e.r1]);
            const second = chosen.map((e) => dualSource ? SECOND_ROUTES[e.r2] : 'zero');
            return { color, alpha, first, second, dualSource };
        }
    }
    return undefined;
}
//# sourceMappingURL=reversed-blend-search.js.map