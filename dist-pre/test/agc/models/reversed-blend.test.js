// Reversed-order blend: GT7's control, the routed count, refusals, and an independent numeric check
// that every accepted routing reproduces the guest equations channel by channel.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AgcStateError } from '../../../src/agc/errors.js';
import { countReversedBlendRoutes, enumerateReversedBlendCombinations, } from '../../../src/agc/models/blend-enumeration.js';
import { routeReversedBlend, translateReversedBlend } from '../../../src/agc/models/reversed-blend.js';
import { encodeFields } from '../../../src/agc/registers/index.js';
// Independent guest model, written from the register reference: factor names, not the model's tables.
const GUEST = [
    'ZERO',
    'ONE',
    'SRC_COLOR',
    'INV_SRC_COLOR',
    'SRC_ALPHA',
    'INV_SRC_ALPHA',
    'DST_ALPHA',
    'INV_DST_ALPHA',
    'DST_COLOR',
    'INV_DST_COLOR',
    'SAT',
];
function gFactor(name, c, s, d) {
    const own = { SRC_COLOR: s[c], DST_COLOR: d[c], SRC_ALPHA: s[3], DST_ALPHA: d[3] };
    if (name === 'ZERO')
        return 0;
    if (name === 'ONE')
        return 1;
    if (name === 'SAT')
        return c === 3 ? 1 : Math.min(s[3], 1 - d[3]);
    if (name.startsWith('INV_'))
        return 1 - own[name.slice(4)];
    return own[name];
}
function guestBlend(g, s, d) {
    const out = [];
    for (let c = 0; c < 4; c++) {
        const a = c === 3;
        const sf = gFactor(GUEST[a ? g.alphaSrc : g.colorSrc], c, s, d);
        const df = gFactor(GUEST[a ? g.alphaDst : g.colorDst], c, s, d);
        const x = s[c] * sf;
        const y = d[c] * df;
        const op = a ? g.alphaOp : g.colorOp;
        out.push([x + y, x - y, Math.min(x, y), Math.max(x, y), y - x][op]);
    }
    return out;
}
// Independent Vulkan blend (spec semantics) over a host image whose channel h holds export channel map[h].
function vkFactor(f, h, s, d, s1) {
    const inv = f.startsWith('ONE_MINUS_');
    const base = inv ? f.slice('ONE_MINUS_'.length) : f;
    const v = (() => {
        switch (base) {
            case 'ZERO':
                return 0;
            case 'ONE':
                return 1;
            case 'SRC_COLOR':
                return s[h];
            case 'DST_COLOR':
                return d[h];
            case 'SRC_ALPHA':
                return s[3];
            case 'DST_ALPHA':
                return d[3];
            case 'SRC1_COLOR':
                return s1[h];
            case 'SRC1_ALPHA':
                return s1[3];
            case 'SRC_ALPHA_SATURATE':
                return h === 3 ? 1 : Math.min(s[3], 1 - d[3]);
        }
        throw new Error(`factor ${f}`);
    })();
    return inv ? 1 - v : v;
}
function hostBlend(r, map, exp, dst) {
    const s = map.map((g, h) => (r.first[h] === 'one' ? 1 : exp[g]));
    const s1 = map.map((g, h) => ({ alpha: exp[3], own: exp[g], zero: 0, one: 1 })[r.second[h]]);
    const d = map.map((g) => dst[g]);
    const out = [];
    for (let h = 0; h < 4; h++) {
        const e = h === 3 ? r.alpha : r.color;
        const x = s[h] * vkFactor(e.src, h, s, d, s1);
        const y = d[h] * vkFactor(e.dst, h, s, d, s1);
        out.push({
            ADD: x + y,
            SUBTRACT: x - y,
            REVERSE_SUBTRACT: y - x,
            MIN: Math.min(s[h], d[h]),
            MAX: Math.max(s[h], d[h]),
        }[e.op]);
    }
    return out;
}
const MAPS = { 2: [3, 2, 1, 0], 3: [3, 0, 1, 2] }; // SWAP_STD_REV ABGR, SWAP_ALT_REV ARGB
let seed = 7;
const rand = () => {
    seed = (Math.imul(seed, 48271) + 11) >>> 0;
    return seed / 2 ** 32;
};
function checkRouting(g, r, swap, points) {
    for (let k = 0; k < points; k++) {
        const s = [rand(), rand(), rand(), rand()];
        const d = [rand(), rand(), rand(), rand()];
        const want = guestBlend(g, s, d);
        const got = hostBlend(r, MAPS[swap], s, d);
        for (let h = 0; h < 4; h++) {
            const diff = Math.abs(got[h] - want[MAPS[swap][h]]);
            assert.ok(diff < 1e-12, `${JSON.stringify(g)} swap ${swap} host ${h}: ${got[h]} vs ${want[MAPS[swap][h]]}`);
        }
    }
}
const info = (swap, format = 10, numberType = 0) => encodeFields('CB_COLOR0_INFO', { FORMAT: format, NUMBER_TYPE: numberType, COMP_SWAP: swap });
test("GT7's CB_BLEND_CONTROL 0x65010504 is routed and exact on both reversed swaps", () => {
    for (const swap of [2, 3]) {
        const r = translateReversedBlend(0x65010504, info(swap));
        assert.ok(r);
        // SRC_ALPHA / ONE_MINUS_SRC_ALPHA colour, ONE / ONE_MINUS_SRC_ALPHA alpha, separate alpha.
        checkRouting({ colorSrc: 4, colorOp: 0, colorDst: 5, alphaSrc: 1, alphaOp: 0, alphaDst: 5 }, r, swap, 200);
        assert.equal(r.mapping, swap === 2 ? 'ABGR' : 'ARGB');
    }
});
test('the measured universe has 3*8*11*8+2 combinations and 1064 are routed on each swap', () => {
    assert.equal(enumerateReversedBlendCombinations().length, 3 * 8 * 11 * 8 + 2);
    assert.deepEqual(countReversedBlendRoutes(2), { routed: 1064, total: 2114 });
    assert.deepEqual(countReversedBlendRoutes(3), { routed: 1064, total: 2114 });
});
test('every accepted routing reproduces the guest equations on random values', () => {
    let checked = 0;
    for (const swap of [2, 3]) {
        for (const g of enumerateReversedBlendCombinations()) {
            const r = routeReversedBlend(g, swap);
            if (!r)
                continue;
            checkRouting(g, r, swap, 24);
            checked++;
        }
    }
    assert.equal(checked, 2 * 1064);
});
test('plain blends need no second colour and routes pack into the 16-bit code', () => {
    // ONE / ZERO everywhere: a straight copy.
    const r = routeReversedBlend({ colorSrc: 1, colorOp: 0, colorDst: 0, alphaSrc: 1, alphaOp: 0, alphaDst: 0 }, 2);
    assert.ok(r);
    assert.equal(r.dualSource, false);
    assert.deepEqual(r.first, ['export', 'export', 'export', 'export']);
    assert.equal(r.code & 0xff, 0);
    const gt7 = translateReversedBlend(0x65010504, info(2));
    const firstRoutes = [0, 1, 2, 3].map((h) => (gt7.code >> (2 * h)) & 3);
    assert.deepEqual(firstRoutes, gt7.first.map((x) => (x === 'one' ? 1 : 0)));
});
test('refusals name the blend control, the mapping and the format', () => {
    const cases = [
        // SRC_COLOR in the colour equation next to ONE_MINUS_SRC_ALPHA in the alpha equation (seed 003).
        [
            0x60050002,
            info(2),
            /no Vulkan factors and copy routes.*mapping ABGR.*COLOR_8_8_8_8 NUMBER_UNORM COMP_SWAP 2/,
        ],
        // BLEND_CONSTANT_COLOR source factor.
        [0x4000000d, info(3), /blend factor 13 .*mapping ARGB/],
        // sRGB target.
        [0x65010504, info(2, 10, 6), /NUMBER_SRGB is not supported.*mapping ABGR/],
        // 32_32_32_32 target.
        [0x65010504, info(2, 14, 7), /needs an 8_8_8_8 or 16_16_16_16 target.*COLOR_32_32_32_32/],
        // SWAP_STD: not a reversed target at all.
        [0x65010504, info(0), /keeps alpha last/],
    ];
    for (const [control, colorInfo, message] of cases) {
        assert.throws(() => translateReversedBlend(control, colorInfo), (e) => e instanceof AgcStateError &&
            message.test(e.message) &&
            e.message.includes(`CB_BLEND0_CONTROL=0x${control.toString(16)}`));
    }
    assert.equal(translateReversedBlend(0x05010504, info(2)), undefined, 'ENABLE clear: nothing to route');
});
//# sourceMappingURL=reversed-blend.test.js.map