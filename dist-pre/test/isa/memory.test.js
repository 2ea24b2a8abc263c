/**
 * Differential tests of the memory families (DS, MUBUF, MTBUF, FLAT/GLOBAL/SCRATCH) against llvm-mc-19:
 * seeded random words for every opcode (fields random, reserved bits included, unused fields zeroed at
 * random so that valid forms are reached), decoded text and rejections identical to llvm's; the
 * assembler round trip against llvm's -show-encoding; operand metadata spot checks.
 *
 * Each instruction is checked on its own: pass 1 finds llvm's rejections (each candidate followed by
 * s_code_end padding so a rejected tail cannot run into the next one), pass 2 disassembles only the
 * accepted ones, each followed by an `s_nop 3` dword that doubles as a literal.
 * MEMORY_FUZZ_N sets the number of random words per opcode (default 24).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { DecodeError } from '../../src/isa/errors.js';
import { assembleOne, decode, encode, operands, print } from '../../src/isa/index.js';
import { PS5_WAVE32, PS5_WAVE64 } from '../../src/isa/target.js';
const PER_OPCODE = Number(process.env.MEMORY_FUZZ_N ?? 24);
const PAD = 0xbf9f0000; // s_code_end
const TAIL = 0xbf800003; // s_nop 3, also the literal a buffer soffset of 255 reads
function rng(seed) {
    let a = seed >>> 0;
    return () => {
        a = (a + 0x6d2b79f5) >>> 0;
        let t = a;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return (t ^ (t >>> 14)) >>> 0;
    };
}
function targetArgs(target) {
    const args = ['-arch=amdgcn', `-mcpu=${target.mcpu}`];
    if (target.wave64)
        args.push('-mattr=+wavefrontsize64');
    return args;
}
function bytesLine(words) {
    const out = [];
    for (const w of words)
        for (let b = 0; b < 4; b++)
            out.push(`0x${((w >>> (8 * b)) & 0xff).toString(16)}`);
    return out.join(' ');
}
function runMc(lines, target, extra = []) {
    const r = spawnSync('llvm-mc-19', [...targetArgs(target), ...extra], {
        input: `${lines.join('\n')}\n`,
        encoding: 'utf8',
        maxBuffer: 1 << 28,
    });
    return {
        stdout: r.stdout,
        stderr: r.stderr,
        crashed: r.signal !== null || (r.status !== 0 && r.status !== 1),
    };
}
/** Indices of the candidates llvm-mc rejects (first dword reported invalid). */
function llvmRejected(cases, target) {
    if (cases.length === 0)
        return new Set();
    const lines = [];
    for (const c of cases)
        lines.push(bytesLine([...c, TAIL]), bytesLine([PAD, PAD, PAD, PAD, PAD]));
    const r = runMc(lines, target, ['-disassemble']);
    if (r.crashed) {
        if (cases.length === 1)
            throw new Error(`llvm-mc crashed on ${bytesLine(cases[0])}`);
        const h = cases.length >> 1;
        const a = llvmRejected(cases.slice(0, h), target);
        for (const i of llvmRejected(cases.slice(h), target))
            a.add(i + h);
        return a;
    }
    const bad = new Set();
    for (const m of r.stderr.matchAll(/^<stdin>:(\d+):(\d+): warning: invalid instruction encoding/gm)) {
        const line = Number(m[1]);
        if (line % 2 === 1 && m[2] === '1')
            bad.add((line - 1) / 2);
    }
    return bad;
}
/** llvm-mc's text for each candidate, or null where it rejects the words. */
function llvmTexts(cases, target) {
    const bad = llvmRejected(cases, target);
    const good = cases.filter((_, i) => !bad.has(i));
    const r = runMc(good.map((c) => bytesLine([...c, TAIL])), target, ['-disassemble']);
    assert.ok(!r.crashed && !r.stderr.includes('warning'), r.stderr.slice(0, 400));
    const texts = r.stdout
        .split('\n')
        .filter((l) => l.startsWith('\t') && l.trim() !== '.text' && l.trim() !== 's_nop 3')
        .map((l) => l.trim());
    assert.equal(texts.length, good.length);
    let k = 0;
    return cases.map((_, i) => (bad.has(i) ? null : texts[k++]));
}
/** Our decode of a candidate (with the trailing literal dword): text, or null for a DecodeError. */
function ours(words, target) {
    try {
        const inst = decode([...words, TAIL], 0, target);
        return { text: print(inst, target), inst };
    }
    catch (error) {
        if (error instanceof DecodeError)
            return { text: null };
        throw error;
    }
}
/** Random word generators: every field random, unused-looking fields zeroed half the time. */
function maybeZero(next, value, mask) {
    return next() & 1 ? value & ~mask : value;
}
function dsCase(op, next) {
    let w0 = ((0b110110 << 26) | (op << 18) | (next() & 0x3ffff)) >>> 0;
    w0 = maybeZero(next, w0, 0xffff);
    let w1 = next();
    for (const m of [0xff, 0xff00, 0xff0000, 0xff000000])
        w1 = maybeZero(next, w1, m);
    return [w0 >>> 0, w1 >>> 0];
}
function mubufCase(op, next) {
    let w0 = ((0b111000 << 26) | ((op >> 7) << 25) | ((op & 0x7f) << 18) | (next() & 0x3ffff)) >>> 0;
    for (const m of [1 << 16, 1 << 15, (1 << 12) | (1 << 13), 1 << 17])
        w0 = maybeZero(next, w0, m);
    let w1 = next();
    for (const m of [1 << 23, 0xff000000 & (next() & 1 ? 0x80000000 : 0), 0x1 << 21, 0xf0000])
        w1 = maybeZero(next, w1, m);
    return [w0 >>> 0, w1 >>> 0];
}
function mtbufCase(op, next) {
    let w0 = ((0b111010 << 26) | (next() & 0x3fffff & ~(7 << 16)) | ((op & 7) << 16)) >>> 0;
    for (const m of [(1 << 12) | (1 << 13), 0x3f << 19])
        w0 = maybeZero(next, w0, m);
    let w1 = (next() & ~(1 << 21)) | ((op >> 3) << 21);
    for (const m of [1 << 23, 0xf0000, 0x80000000])
        w1 = maybeZero(next, w1, m);
    return [w0 >>> 0, w1 >>> 0];
}
function flatCase(op, next) {
    let w0 = ((0b110111 << 26) | (op << 18) | (next() & 0x203ffff)) >>> 0;
    for (const m of [1 << 13, 1 << 15])
        w0 = maybeZero(next, w0, m);
    let w1 = next();
    for (const m of [1 << 23, 1 << 23, 0xff000000, 0xff00])
        w1 = maybeZero(next, w1, m);
    if (next() % 3 === 0)
        w1 = (w1 & ~(0x7f << 16)) | (0x7d << 16);
    return [w0 >>> 0, w1 >>> 0];
}
const GENERATORS = [
    { name: 'DS', opcodes: 256, gen: dsCase },
    { name: 'MUBUF', opcodes: 256, gen: mubufCase },
    { name: 'MTBUF', opcodes: 16, gen: mtbufCase },
    { name: 'FLAT', opcodes: 128, gen: flatCase },
];
function cases(gen, opcodes, per, seed) {
    const next = rng(seed);
    const out = [];
    for (let op = 0; op < opcodes; op++)
        for (let k = 0; k < per; k++)
            out.push(gen(op, next));
    return out;
}
function hex(words) {
    return words.map((w) => `0x${(w >>> 0).toString(16).padStart(8, '0')}`).join(' ');
}
/** Runs the differential for `all` on `target`; returns mismatch descriptions and counts. */
function differential(all, target) {
    const mismatches = [];
    const accepted = [];
    let valid = 0;
    let invalid = 0;
    for (let start = 0; start < all.length; start += 3000) {
        const batch = all.slice(start, start + 3000);
        const theirs = llvmTexts(batch, target);
        batch.forEach((words, i) => {
            const mine = ours(words, target);
            const t = theirs[i] ?? null;
            if (t === null)
                invalid++;
            else
                valid++;
            if (mine.text !== t)
                mismatches.push(`${hex(words)}\n    ours: ${mine.text}\n    llvm: ${t}`);
            else if (t !== null && mine.inst) {
                accepted.push({ words, text: t });
                const re = encode(mine.inst, target);
                const expect = words.slice(0, mine.inst.size / 4);
                if (mine.inst.size === 12)
                    expect.push(TAIL);
                if (hex(re) !== hex(expect))
                    mismatches.push(`${hex(words)} re-encodes as ${hex(re)}`);
            }
        });
    }
    return { mismatches, valid, invalid, accepted };
}
/** llvm's -show-encoding words for each text line (undefined where llvm reports an error). */
function llvmEncodings(texts, target) {
    const r = runMc([...texts], target, ['-show-encoding']);
    const errorLines = new Set();
    for (const m of r.stderr.matchAll(/^<stdin>:(\d+):\d+: error/gm))
        errorLines.add(Number(m[1]) - 1);
    const encs = r.stdout
        .split('\n')
        .filter((l) => l.includes('; encoding: ['))
        .map((l) => {
        const bytes = l.split('; encoding: [')[1]
            .replace(']', '')
            .split(',')
            .map((b) => Number.parseInt(b, 16));
        const words = [];
        for (let i = 0; i < bytes.length; i += 4) {
            words.push(((bytes[i + 3] << 24) |
                (bytes[i + 2] << 16) |
                (bytes[i + 1] << 8) |
                bytes[i]) >>>
                0);
        }
        return words;
    });
    let k = 0;
    return texts.map((_, i) => (errorLines.has(i) ? undefined : encs[k++]));
}
/** Assembles every accepted text with ours and llvm; returns mismatch descriptions. */
function roundTrip(accepted, target) {
    const texts = [...new Set(accepted.map((a) => a.text))];
    const mismatches = [];
    let checked = 0;
    for (let start = 0; start < texts.length; start += 3000) {
        const batch = texts.slice(start, start + 3000);
        const theirs = llvmEncodings(batch, target);
        batch.forEach((text, i) => {
            const want = theirs[i];
            let got;
            let again;
            try {
                const words = encode(assembleOne(text, target), target);
                got = hex(words);
                again = print(decode([...words, TAIL], 0, target), target);
            }
            catch (error) {
                got = `<${error instanceof Error ? error.message : String(error)}>`;
                again = got;
            }
            checked++;
            if (want === undefined) {
                // llvm-mc-19 cannot assemble some of its own disassembly (stores with tfe, literal soffsets,
                // flat offsets past 2047): there our words must at least decode back to the same text.
                if (again !== text)
                    mismatches.push(`${text}\n    ours: ${got} = ${again}\n    llvm: <error>`);
            }
            else if (got !== hex(want)) {
                mismatches.push(`${text}\n    ours: ${got}\n    llvm: ${hex(want)}`);
            }
        });
    }
    return { mismatches, checked };
}
const TARGETS = [
    { name: 'gfx1013 wave32', target: PS5_WAVE32, scale: 1 },
    { name: 'gfx1013 wave64', target: PS5_WAVE64, scale: 0.25 },
    { name: 'gfx1030 wave32', target: { mcpu: 'gfx1030', wave64: false }, scale: 0.5 },
];
describe('memory families vs llvm-mc-19', () => {
    for (const { name, opcodes, gen } of GENERATORS) {
        for (const { name: tname, target, scale } of TARGETS) {
            it(`${name} decode, print, encode and assemble match llvm (${tname})`, () => {
                const per = Math.max(2, Math.round(PER_OPCODE * scale));
                const all = cases(gen, opcodes, per, 0x5eed ^
                    (opcodes * 31) ^
                    name.length ^
                    (target.wave64 ? 77 : 0) ^
                    (target.mcpu === 'gfx1030' ? 1030 : 0));
                const d = differential(all, target);
                if (process.env.MEMORY_FUZZ_REPORT) {
                    console.log(`${name} ${tname}: ${all.length} words, ${d.valid} valid, ${d.invalid} invalid, ${d.mismatches.length} mismatches`);
                }
                assert.ok(d.valid > all.length / 20, `too few valid words (${d.valid}) to be meaningful`);
                assert.deepEqual(d.mismatches.slice(0, 12), [], `${d.mismatches.length} decode mismatches`);
                const rt = roundTrip(d.accepted, target);
                if (process.env.MEMORY_FUZZ_REPORT)
                    console.log(`${name} ${tname}: ${rt.checked} texts assembled, ${rt.mismatches.length} mismatches`);
                assert.deepEqual(rt.mismatches.slice(0, 12), [], `${rt.mismatches.length} assemble mismatches`);
            });
        }
    }
});
/** Hand-picked words for the rare corners random fields seldom reach. */
function directedCases() {
    const out = [];
    const ds = (op, off, w1 = 0x01000302) => [
        ((0b110110 << 26) | (op << 18) | off) >>> 0,
        w1 >>> 0,
    ];
    // ds_swizzle_b32: every mode (quad perm, swap, reverse, broadcast, bitmask, raw high values).
    for (let off = 0; off < 0x10000; off += 0x3f)
        out.push(ds(53, off, 0x01000002));
    for (const off of [
        0x041f, 0x081f, 0x101f, 0x201f, 0x401f, 0x0c1f, 0x1c1f, 0x3c1f, 0x7c1f, 0x001e, 0x003c, 0x01f0, 0x03e0,
        0x8000, 0x80ff, 0x8100, 0xc000, 0xffff,
    ])
        out.push(ds(53, off, 0x01000002));
    // Buffer soffset and srsrc over their whole ranges, every MTBUF format.
    for (let so = 0; so < 256; so++)
        out.push([0xe0301000, ((so << 24) | (2 << 16) | (5 << 8) | 7) >>> 0]);
    for (let rs = 0; rs < 32; rs++)
        out.push([0xe0701000, ((1 << 24) | (rs << 16) | (5 << 8) | 7) >>> 0]);
    for (let fmt = 0; fmt < 128; fmt++)
        out.push([((0b111010 << 26) | (fmt << 19) | (3 << 16) | 0x2000) >>> 0, 0x01020304]);
    // FLAT saddr over the 7-bit range for scratch and global, loads, stores and returning atomics.
    for (let sa = 0; sa < 128; sa++) {
        out.push([0xdc314000 | 0x7ff, ((sa << 16) | (9 << 24) | 5) >>> 0]); // scratch_load_dword
        out.push([0xdc718000, ((sa << 16) | (3 << 8) | 5) >>> 0]); // global_store_dword
        out.push([0xdcc98800, ((sa << 16) | (7 << 24) | (3 << 8) | 5) >>> 0]); // global_atomic_add glc
        out.push([0xdc31a000, ((sa << 16) | 5) >>> 0]); // global_load_dword lds
    }
    return out;
}
describe('memory families: directed corners vs llvm-mc-19', () => {
    for (const { name: tname, target } of TARGETS) {
        it(`swizzle modes, soffsets, formats and saddr ranges match llvm (${tname})`, () => {
            const all = directedCases();
            const d = differential(all, target);
            assert.deepEqual(d.mismatches.slice(0, 12), [], `${d.mismatches.length} decode mismatches`);
            const rt = roundTrip(d.accepted, target);
            assert.deepEqual(rt.mismatches.slice(0, 12), [], `${rt.mismatches.length} assemble mismatches`);
        });
    }
});
describe('memory operand metadata', () => {
    const one = (text, target = PS5_WAVE32) => operands(assembleOne(text, target), target);
    it('ds_read2_b64 writes 4 VGPRs, reads its address and EXEC; gds reads M0', () => {
        const ops = one('ds_read2_b64 v[4:7], v1 offset0:1 offset1:2');
        assert.deepEqual(ops.filter((o) => o.kind === 'vgpr').map((o) => [o.role, o.value, o.dwords, o.field]), [
            ['dst', 4, 4, 'vdst'],
            ['src', 1, 1, 'addr'],
        ]);
        assert.ok(ops.some((o) => o.implicit && o.field === 'exec' && o.dwords === 1));
        assert.ok(!ops.some((o) => o.field === 'm0'));
        assert.ok(one('ds_add_u32 v1, v2 gds').some((o) => o.implicit && o.field === 'm0'));
        assert.ok(one('ds_read_b32 v0, v1', PS5_WAVE64).some((o) => o.field === 'exec' && o.dwords === 2));
    });
    it('buffer atomics return data only with glc; tfe widens the load destination', () => {
        const noRet = one('buffer_atomic_cmpswap v[4:5], v0, s[8:11], s2 offen');
        assert.ok(!noRet.some((o) => o.role === 'dst'));
        const ret = one('buffer_atomic_cmpswap v[4:5], v0, s[8:11], s2 offen glc');
        assert.deepEqual(ret.filter((o) => o.role === 'dst').map((o) => [o.value, o.dwords]), [[4, 1]]);
        const tfe = one('buffer_load_dwordx2 v[0:2], off, s[0:3], 0 tfe');
        assert.deepEqual(tfe.filter((o) => o.role === 'dst').map((o) => o.dwords), [3]);
        const srsrc = tfe.find((o) => o.field === 'srsrc');
        assert.equal(srsrc?.dwords, 4);
        assert.equal(tfe.find((o) => o.field === 'soffset')?.kind, 'inline');
    });
    it('global addressing: 64-bit vaddr with saddr off, 32-bit offset with an SGPR pair', () => {
        const off = one('global_load_dword v1, v[2:3], off');
        assert.equal(off.find((o) => o.field === 'addr')?.dwords, 2);
        assert.ok(!off.some((o) => o.field === 'saddr'));
        const sgpr = one('global_store_dwordx4 v2, v[4:7], s[6:7] offset:-16');
        assert.equal(sgpr.find((o) => o.field === 'addr')?.dwords, 1);
        assert.deepEqual([sgpr.find((o) => o.field === 'saddr')?.value, sgpr.find((o) => o.field === 'saddr')?.dwords], [6, 2]);
        assert.equal(sgpr.find((o) => o.field === 'offset')?.value, -16);
        assert.ok(!sgpr.some((o) => o.role === 'dst'));
        assert.equal(sgpr.find((o) => o.field === 'data')?.dwords, 4);
    });
});
//# sourceMappingURL=memory.test.js.map