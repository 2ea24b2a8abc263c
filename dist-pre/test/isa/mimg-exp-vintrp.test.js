/**
 * MIMG, EXP and VINTRP against llvm-mc-19. (1) Differential decode: for every opcode, seeded random
 * fields (reserved bits included, with biased draws so valid combinations are common), the text and
 * the instruction length equal llvm's, and rejections agree. llvm's view comes from llvm-objdump, which
 * prints each instruction's address, so the comparison is exact per segment start and independent of
 * how other encodings decode. (2) Round trip: our assembler, given our printed text, produces the
 * bytes `llvm-mc -show-encoding` produces for it. (3) Operand metadata spot checks.
 * MIMG_FUZZ_PER_OPCODE raises the sample size for a local soak run.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { DecodeError } from '../../src/isa/errors.js';
import { assembleOne, decode, encode, operands, print } from '../../src/isa/index.js';
import { rng } from '../support/isa-fuzz.js';
import { llvmAssemble } from '../support/llvm-mc.js';
const PER_OPCODE = Number(process.env.MIMG_FUZZ_PER_OPCODE ?? 24);
/** Separator after each segment: a dword no encoding owns, five times (more than any swallow). */
const SEPARATOR = [0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff];
const TARGETS = [
    { mcpu: 'gfx1013', wave64: false },
    { mcpu: 'gfx1013', wave64: true },
    { mcpu: 'gfx1030', wave64: false },
];
/**
 * llvm's disassembly of a word stream by dword index: text, or `<invalid>` for rejected dwords;
 * undefined when llvm-objdump crashes (llvm 19 does on some random SDWA words).
 */
function llvmObjdump(words, target) {
    const dir = mkdtempSync(join(tmpdir(), 'oberon-mimg-'));
    try {
        const src = join(dir, 'w.s');
        const obj = join(dir, 'w.o');
        const lines = ['.text'];
        for (let i = 0; i < words.length; i += 64) {
            lines.push(`.long ${words
                .slice(i, i + 64)
                .map((w) => `0x${(w >>> 0).toString(16)}`)
                .join(',')}`);
        }
        writeFileSync(src, `${lines.join('\n')}\n`);
        const mcpu = `-mcpu=${target.mcpu}`;
        const as = spawnSync('llvm-mc-19', ['-arch=amdgcn', mcpu, '-filetype=obj', src, '-o', obj], {
            encoding: 'utf8',
        });
        assert.equal(as.status, 0, as.stderr);
        const args = ['-d', `--mcpu=${target.mcpu}`, obj];
        if (target.wave64)
            args.push('--mattr=+wavefrontsize64');
        const dump = spawnSync('llvm-objdump-19', args, { encoding: 'utf8', maxBuffer: 1 << 30 });
        if (dump.signal !== null || dump.status !== 0)
            return undefined;
        const out = new Map();
        for (const line of dump.stdout.split('\n')) {
            const m = /^\t(.*?)\s*\/\/ ([0-9A-F]{12}):/.exec(line);
            if (!m)
                continue;
            const text = m[1].startsWith('.long ') ? '<invalid>' : m[1];
            out.set(Number.parseInt(m[2], 16) / 4, text);
        }
        return out;
    }
    finally {
        rmSync(dir, { recursive: true, force: true });
    }
}
/** Our decode at `index`: text and size in dwords, or `<invalid>` and 1. */
function ours(words, index, target) {
    try {
        const inst = decode(words, index * 4, target);
        return { text: print(inst, target), size: inst.size / 4 };
    }
    catch (error) {
        if (!(error instanceof DecodeError))
            throw error;
        return { text: '<invalid>', size: 1 };
    }
}
/** Decodes every segment's first instruction on both sides and compares text and length. */
function differential(segments, target) {
    const result = { compared: 0, skipped: 0, valid: 0, mismatches: [], texts: [] };
    compareBatch(segments, target, result);
    return result;
}
function compareBatch(segments, target, result) {
    const stream = [];
    const starts = [];
    for (const seg of segments) {
        starts.push(stream.length);
        stream.push(...seg, ...SEPARATOR);
    }
    const llvm = llvmObjdump(stream, target);
    if (llvm === undefined) {
        if (segments.length === 1) {
            result.skipped++;
            return;
        }
        const half = segments.length >> 1;
        compareBatch(segments.slice(0, half), target, result);
        compareBatch(segments.slice(half), target, result);
        return;
    }
    for (const start of starts) {
        const theirs = llvm.get(start) ?? '<missing>';
        let next = start + 1;
        while (!llvm.has(next) && next < stream.length)
            next++;
        const mine = ours(stream, start, target);
        result.compared++;
        const lengthOk = theirs === '<invalid>' || next - start === mine.size;
        if (theirs !== mine.text || !lengthOk) {
            const hex = stream.slice(start, start + 5).map((w) => `0x${(w >>> 0).toString(16).padStart(8, '0')}`);
            result.mismatches.push(`[${hex.join(' ')}]\n    ours: ${mine.text} (${mine.size})\n    llvm: ${theirs} (${next - start})`);
        }
        else if (theirs !== '<invalid>') {
            result.valid++;
            result.texts.push(theirs);
        }
    }
}
/** Random MIMG segments: every opcode, random fields with draws biased toward valid encodings. */
function mimgSegments(per, seed) {
    const next = rng(seed);
    const segments = [];
    for (let op = 0; op < 256; op++) {
        for (let k = 0; k < per; k++) {
            let w0 = ((next() & 0x0203ffff & ~1) | (0x3c << 26) | ((op & 0x7f) << 18) | (op >> 7)) >>> 0;
            let w1 = next();
            const r = next() % 8;
            if (r < 4)
                w1 = (w1 & ~(31 << 21)) >>> 0; // no sampler
            if (r < 3)
                w1 = (w1 & 0x7fffffff) >>> 0; // no d16
            if (r === 0)
                w0 = ((w0 & ~0x0203b0b8) | 0x9f00) >>> 0; // the BVH fixed fields
            if (r < 6 && next() % 2 === 0)
                w0 = (w0 & ~6) >>> 0; // contiguous vaddr
            if (next() % 4 === 0)
                w1 = (w1 & ~0xffff) | (next() % 2 ? 0xf0f0 : 0xf8fd); // near v255
            segments.push([w0, w1 >>> 0, next(), next(), next()]);
        }
    }
    return segments;
}
function expSegments(count, seed) {
    const next = rng(seed);
    const out = [];
    for (let i = 0; i < count; i++)
        out.push([((0x3e << 26) | (next() & 0x03ffffff)) >>> 0, next()]);
    return out;
}
function vintrpSegments(count, seed) {
    const next = rng(seed);
    const out = [];
    for (let i = 0; i < count; i++) {
        let w = ((0x32 << 26) | (next() & 0x03ffffff)) >>> 0;
        if (next() % 2 && ((w >>> 16) & 3) === 2)
            w = (w & ~0xff) | (next() % 4);
        out.push([w >>> 0]);
    }
    return out;
}
/** Assembles each text with llvm and with us; returns the disagreements and how many llvm accepted. */
function roundTrip(texts, target) {
    const unique = [...new Set(texts)];
    const llvm = llvmAssemble(unique, target);
    const problems = [];
    let accepted = 0;
    unique.forEach((text, i) => {
        const expected = llvm[i];
        if (!expected?.ok) {
            // llvm prints some widths it will not assemble (its disassembler falls back to default
            // register widths); our assembler must refuse those too.
            let accepted = false;
            try {
                assembleOne(text, target);
                accepted = true;
            }
            catch {
                accepted = false;
            }
            if (accepted)
                problems.push(`${text}\n    llvm rejects (${expected?.ok === false ? expected.error : '?'}), we accept`);
            return;
        }
        accepted++;
        const want = [];
        for (let b = 0; b < expected.bytes.length; b += 4) {
            want.push((expected.bytes[b] |
                (expected.bytes[b + 1] << 8) |
                (expected.bytes[b + 2] << 16) |
                (expected.bytes[b + 3] << 24)) >>>
                0);
        }
        let got;
        try {
            got = encode(assembleOne(text, target), target);
        }
        catch (error) {
            problems.push(`${text}\n    we fail: ${error instanceof Error ? error.message : String(error)}`);
            return;
        }
        if (got.join(',') !== want.join(',')) {
            const hex = (ws) => ws.map((w) => w.toString(16).padStart(8, '0')).join(' ');
            problems.push(`${text}\n    ours: ${hex(got)}\n    llvm: ${hex(want)}`);
        }
    });
    return { problems, accepted };
}
describe('MIMG/EXP/VINTRP differential against llvm-mc-19', () => {
    for (const target of TARGETS) {
        const name = `${target.mcpu} wave${target.wave64 ? 64 : 32}`;
        const seed = 0x5eed + (target.wave64 ? 1 : 0) + (target.mcpu === 'gfx1030' ? 2 : 0);
        const per = target.mcpu === 'gfx1013' && !target.wave64 ? PER_OPCODE : Math.ceil(PER_OPCODE / 3);
        it(`MIMG: ${per} random encodings of each of the 256 opcodes decode as llvm does, and re-assemble (${name})`, (t) => {
            const d = differential(mimgSegments(per, seed), target);
            assert.equal(d.mismatches.length, 0, d.mismatches.slice(0, 12).join('\n'));
            assert.ok(d.valid > per * 20, `only ${d.valid} valid encodings`);
            assert.ok(d.skipped * 50 < d.compared, `${d.skipped} segments skipped for llvm crashes`);
            const { problems, accepted } = roundTrip(d.texts, target);
            assert.equal(problems.length, 0, problems.slice(0, 12).join('\n'));
            assert.ok(accepted * 2 > new Set(d.texts).size, `llvm assembled only ${accepted} texts`);
            t.diagnostic(`${d.compared} compared, ${d.valid} valid, ${d.skipped} skipped, ${accepted} re-assembled`);
        });
        it(`EXP and VINTRP: random words decode as llvm does, and re-assemble (${name})`, (t) => {
            const d = differential([...expSegments(per * 40, seed), ...vintrpSegments(per * 40, seed + 9)], target);
            assert.equal(d.mismatches.length, 0, d.mismatches.slice(0, 12).join('\n'));
            assert.ok(d.valid > per * 40);
            const { problems, accepted } = roundTrip(d.texts, target);
            assert.equal(problems.length, 0, problems.slice(0, 12).join('\n'));
            assert.ok(accepted * 2 > new Set(d.texts).size, `llvm assembled only ${accepted} texts`);
            t.diagnostic(`${d.compared} compared, ${d.valid} valid, ${d.skipped} skipped, ${accepted} re-assembled`);
        });
    }
});
/** Hand-written statements in the spellings people use; llvm decides acceptance and encoding. */
const HANDWRITTEN = [
    'image_load v[4:7], v[1:2], s[12:19] dmask:0xf dim:2D',
    'image_load v4, v1, s[12:19] dmask:1 dim:SQ_RSRC_IMG_1D',
    'image_load v4, [v1], s[12:19] dmask:0x1 dim:SQ_RSRC_IMG_1D',
    'image_load v4, v1, s[12:19] dmask:0x0 dim:SQ_RSRC_IMG_1D',
    'image_load v4, v1, s[12:19] dmask:0x1',
    'image_load v[4:5], v1, s[12:19] dmask:0x1 dim:SQ_RSRC_IMG_1D lwe',
    'image_load v[4:5], v1, ttmp[4:11] dmask:0x1 dim:SQ_RSRC_IMG_1D tfe d16',
    'image_load v4, v1, s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_1D r128',
    'image_load v4, v1, s[10:17] dmask:0x1 dim:SQ_RSRC_IMG_1D',
    'image_load_mip v[4:7], v[1:4], s[12:19] dmask:0xf dim:SQ_RSRC_IMG_3D',
    'image_load_mip v[4:7], v[1:8], s[12:19] dmask:0xf dim:SQ_RSRC_IMG_2D_MSAA_ARRAY',
    'image_load_pck v4, v1, s[12:19] dmask:0x1 dim:SQ_RSRC_IMG_1D d16',
    'image_store v[0:1], [v2, v3], s[4:11] dmask:0x3 dim:SQ_RSRC_IMG_2D glc slc dlc',
    'image_sample v[0:3], v[4:5], s[8:15], s[16:19] dmask:0xf dim:SQ_RSRC_IMG_2D',
    'image_sample v[0:3], [v4, v9, v2], s[8:15], s[16:19] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY',
    'image_sample v4, v1, s[12:19], s[0:3] dmask:0x1 dim:SQ_RSRC_IMG_2D a16',
    'image_sample v4, v[1:2], s[12:19], s[0:3] dmask:0x1 dim:SQ_RSRC_IMG_2D a16',
    'image_sample_c_d_cl_o v[0:1], v[2:9], s[8:15], s[16:19] dmask:0x3 dim:SQ_RSRC_IMG_2D',
    'image_sample_c_d_cl_o v[0:1], v[2:13], s[8:15], s[16:19] dmask:0x3 dim:SQ_RSRC_IMG_3D',
    'image_sample_d_g16 v[0:3], [v4, v5, v6, v7], s[8:15], s[16:19] dmask:0xf dim:SQ_RSRC_IMG_2D',
    'image_gather4 v[4:7], v[1:2], s[12:19], s[0:3] dmask:0x1 dim:SQ_RSRC_IMG_2D',
    'image_gather4 v[4:7], v[1:2], s[12:19], s[0:3] dmask:0x3 dim:SQ_RSRC_IMG_2D',
    'image_gather4_c_lz_o v[4:5], v[1:4], s[12:19], s[0:3] dmask:0x8 dim:SQ_RSRC_IMG_2D d16',
    'image_get_lod v[0:1], v[2:3], s[8:15], s[16:19] dmask:0x3 dim:SQ_RSRC_IMG_2D',
    'image_get_resinfo v[4:7], v1, s[12:19] dmask:0xf dim:SQ_RSRC_IMG_3D a16',
    'image_msaa_load v[4:7], v[1:3], s[12:19] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA',
    'image_msaa_load v4, v[1:3], s[12:19] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA unorm',
    'image_atomic_add v4, v1, s[12:19] dmask:0x1 dim:SQ_RSRC_IMG_1D glc',
    'image_atomic_add v4, v1, s[12:19] dmask:0x3 dim:SQ_RSRC_IMG_1D glc',
    'image_atomic_add v[4:5], v1, s[12:19] dmask:0x3 dim:SQ_RSRC_IMG_1D glc',
    'image_atomic_cmpswap v[4:5], v1, s[12:19] dmask:0x3 dim:SQ_RSRC_IMG_1D glc',
    'image_atomic_cmpswap v[4:7], [v1, v2], s[12:19] dmask:0xf dim:SQ_RSRC_IMG_2D',
    'image_bvh_intersect_ray v[4:7], v[9:19], s[4:7]',
    'image_bvh_intersect_ray v[4:7], v[9:16], s[4:7] a16',
    'image_bvh64_intersect_ray v[4:7], [v9, v10, v11, v12, v13, v14, v15, v16, v17, v18, v19, v20], s[4:7]',
    'image_bvh64_intersect_ray v[4:7], [v9, v10, v11, v12, v13, v14, v15, v16, v17], s[4:7] a16',
    'exp mrt0 v1, v2, v3, v4',
    'exp mrtz v1, off, v3, off done vm',
    'exp mrt0 v1, v1, v2, v2 done compr vm',
    'exp mrt0 v1, v2, v3, v4 compr',
    'exp pos4 v1, v2, v3, v4 done',
    'exp prim v1, off, off, off',
    'exp param31 off, off, off, off',
    'exp invalid_target_10 v1, v2, v3, v4',
    'v_interp_p1_f32 v5, v7, attr3.y',
    'v_interp_p1_f32_e32 v5, v7, attr32.w',
    'v_interp_p2_f32 v255, v0, attr0.x',
    'v_interp_mov_f32 v5, p20, attr3.y',
    'v_interp_mov_f32_e32 v5, p0, attr33.y',
];
describe('MIMG/EXP/VINTRP hand-written assembly against llvm-mc-19', () => {
    for (const target of TARGETS) {
        it(`agrees with llvm on acceptance and encoding (${target.mcpu} wave${target.wave64 ? 64 : 32})`, () => {
            const { problems, accepted } = roundTrip(HANDWRITTEN, target);
            assert.equal(problems.length, 0, problems.join('\n'));
            assert.ok(accepted >= 30 && accepted < HANDWRITTEN.length, `llvm accepted ${accepted}`);
        });
    }
});
describe('MIMG/EXP/VINTRP round trips and metadata', () => {
    const t = { mcpu: 'gfx1013', wave64: false };
    it('re-encodes decoded words exactly, reserved bits included', () => {
        const next = rng(77);
        let checked = 0;
        for (const seg of [...mimgSegments(4, 78), ...expSegments(200, 79), ...vintrpSegments(200, 80)]) {
            const words = [...seg, 0, 0];
            let inst;
            try {
                inst = decode(words, 0, t);
            }
            catch {
                continue;
            }
            assert.deepEqual(encode(inst, t), words.slice(0, inst.size / 4));
            checked++;
            next();
        }
        assert.ok(checked > 500);
    });
    it('refuses truncated instructions with a DecodeError', () => {
        assert.throws(() => decode([0xf0000100], 0, t), DecodeError);
        assert.throws(() => decode([0xf0800102, 0x00010409], 0, t), DecodeError);
        assert.throws(() => decode([0xf800000f], 0, t), DecodeError);
    });
    it('describes an NSA sample: vdata, each address, T#, S#, EXEC', () => {
        const inst = assembleOne('image_sample v[0:3], [v4, v9, v2], s[8:15], s[16:19] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY', t);
        const ops = operands(inst, t);
        assert.deepEqual(ops.map((o) => [o.role, o.kind, o.value, o.dwords, o.field]), [
            ['dst', 'vgpr', 0, 4, 'vdata'],
            ['src', 'vgpr', 4, 1, 'vaddr0'],
            ['src', 'vgpr', 9, 1, 'vaddr1'],
            ['src', 'vgpr', 2, 1, 'vaddr2'],
            ['src', 'sgpr', 8, 8, 'srsrc'],
            ['src', 'sgpr', 16, 4, 'ssamp'],
            ['src', 'special', 126, 1, 'exec'],
        ]);
        assert.equal(ops[6]?.implicit, true);
    });
    it('describes a store, an atomic and a BVH query', () => {
        const store = operands(assembleOne('image_store v[0:1], v[2:3], s[4:11] dmask:0x3 dim:SQ_RSRC_IMG_2D', t), t);
        assert.deepEqual(store.map((o) => [o.role, o.value, o.dwords]), [
            ['src', 0, 2],
            ['src', 2, 2],
            ['src', 4, 8],
            ['src', 126, 1],
        ]);
        const atomic = operands(assembleOne('image_atomic_cmpswap v[4:5], v1, s[12:19] dmask:0x3 dim:SQ_RSRC_IMG_1D glc', t), t);
        assert.deepEqual(atomic.slice(0, 2).map((o) => [o.role, o.value, o.dwords]), [
            ['dst', 4, 2],
            ['src', 4, 2],
        ]);
        const bvh = operands(assembleOne('image_bvh_intersect_ray v[4:7], v[9:19], s[4:7]', t), t);
        assert.deepEqual(bvh.map((o) => [o.role, o.value, o.dwords]), [
            ['dst', 4, 4],
            ['src', 9, 11],
            ['src', 4, 4],
            ['src', 126, 1],
        ]);
    });
    it('describes exports and interpolation (M0 and EXEC implicit, p2 accumulates into vdst)', () => {
        const exp = operands(assembleOne('exp mrt0 v1, off, v3, off done', t), { ...t, wave64: true });
        assert.deepEqual(exp.map((o) => [o.kind, o.value, o.dwords, o.implicit]), [
            ['vgpr', 1, 1, false],
            ['vgpr', 3, 1, false],
            ['special', 126, 2, true],
        ]);
        const p2 = operands(assembleOne('v_interp_p2_f32 v5, v7, attr3.y', t), t);
        assert.deepEqual(p2.map((o) => [o.role, o.kind, o.value, o.implicit]), [
            ['dst', 'vgpr', 5, false],
            ['src', 'vgpr', 7, false],
            ['src', 'immediate', 13, false],
            ['src', 'vgpr', 5, true],
            ['src', 'special', 124, true],
            ['src', 'special', 126, true],
        ]);
    });
});
//# sourceMappingURL=mimg-exp-vintrp.test.js.map