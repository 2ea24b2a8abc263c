/**
 * `oberon exec` end to end, in process: programs given as raw words, llvm-mc hex text and assembly;
 * buffers mapped from files and sizes; printed and file dumps; user data, workgroup ids and wave64;
 * usage errors. Results are checked against values computed here. Device runs: exec-device.test.ts.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { UsageError } from '../../src/cli/args.js';
import { run } from '../../src/cli/commands/exec.js';
import { assembleWords, PS5_WAVE64 } from '../../src/isa/index.js';
import { ExecError } from '../../src/reference/errors.js';
const dir = mkdtempSync(join(tmpdir(), 'oberon-exec-'));
/** Runs a reference-only exec (synchronous), capturing stdout and stderr. */
function capture(fn) {
    const out = [];
    const err = [];
    const w1 = process.stdout.write.bind(process.stdout);
    const w2 = process.stderr.write.bind(process.stderr);
    process.stdout.write = ((s) => out.push(String(s)) > 0);
    process.stderr.write = ((s) => err.push(String(s)) > 0);
    try {
        const code = fn();
        if (typeof code !== 'number')
            throw new Error('a reference-only run returned a promise');
        return { code, out: out.join(''), err: err.join('') };
    }
    finally {
        process.stdout.write = w1;
        process.stderr.write = w2;
    }
}
function writeWords(name, words) {
    const path = join(dir, name);
    const buf = Buffer.alloc(words.length * 4);
    words.forEach((w, i) => {
        buf.writeUInt32LE(w >>> 0, i * 4);
    });
    writeFileSync(path, buf);
    return path;
}
// Each workgroup reads input[group] (8 dwords per group), sums them and stores sum * s2 to out[group].
const SUM = `s_lshl_b32 s8, s3, 5
s_load_dwordx8 s[16:23], s[0:1], s8
s_waitcnt lgkmcnt(0)
s_add_u32 s9, s16, s17
s_add_u32 s9, s9, s18
s_add_u32 s9, s9, s19
s_add_u32 s9, s9, s20
s_add_u32 s9, s9, s21
s_add_u32 s9, s9, s22
s_add_u32 s9, s9, s23
s_mul_i32 s9, s9, s2
s_lshl_b32 s10, s3, 2
s_add_u32 s11, s10, 0x1000
s_store_dword s9, s[0:1], s11
s_endpgm`;
test('exec runs a program over several workgroups and prints the dumped buffer', () => {
    const program = writeWords('sum.bin', assembleWords(SUM));
    const input = Array.from({ length: 32 }, (_, i) => (i * 2654435761) >>> 0);
    const inFile = writeWords('in.bin', input);
    const r = capture(() => run([
        program,
        '--threads',
        '32',
        '--groups',
        '4',
        '--user-data',
        '0x100000,0,3',
        '--tgid',
        'x',
        '--buffer',
        `0x100000=${inFile}`,
        '--buffer=0x101000=16',
        '--dump',
        '0x101000:16',
        '--format',
        'u32',
        '--stats',
    ]));
    assert.equal(r.code, 0, r.err);
    const sums = [0, 1, 2, 3].map((g) => {
        let s = 0;
        for (let i = 0; i < 8; i++)
            s = (s + input[g * 8 + i]) >>> 0;
        return Math.imul(s, 3) >>> 0;
    });
    assert.equal(r.out, `# 0x101000:16\n0x000000101000: ${sums.join(' ')}\n`);
    assert.equal(r.err, `waves 4, instructions ${4 * 15}\n`);
});
test('exec takes llvm-mc hex text and assembly, wave64, and writes a dump to a file', () => {
    const src = 's_mov_b64 s[4:5], exec\ns_bcnt1_i32_b64 s6, exec\ns_store_dwordx4 s[4:7], s[0:1], 0x0\ns_endpgm';
    const asmFile = join(dir, 'p.s');
    writeFileSync(asmFile, src);
    const hexFile = join(dir, 'p.hex');
    const bytes = assembleWords(src, PS5_WAVE64).flatMap((w) => [
        w & 0xff,
        (w >>> 8) & 0xff,
        (w >>> 16) & 0xff,
        w >>> 24,
    ]);
    writeFileSync(hexFile, bytes.map((b) => `0x${b.toString(16).padStart(2, '0')}`).join(','));
    const outFile = join(dir, 'dump.bin');
    for (const [file, flag] of [
        [asmFile, '--asm'],
        [hexFile, '--hex'],
    ]) {
        const r = capture(() => run([
            file,
            flag,
            '--wave',
            '64',
            '--threads',
            '40',
            '--user-data',
            '0x2000,0',
            '--buffer',
            '0x2000=16',
            '--dump',
            `0x2000:16=${outFile}`,
        ]));
        assert.equal(r.code, 0, r.err);
        const got = new Uint32Array(new Uint8Array(readFileSync(outFile)).buffer);
        // 40 threads in one wave64: EXEC has the low 40 bits set.
        assert.deepEqual([...got], [0xffffffff, 0xff, 40, 0]);
    }
});
test('exec refuses --compare without a Vulkan device', () => {
    const program = writeWords('end.bin', assembleWords('s_endpgm'));
    assert.throws(() => run([program, '--compare']), /--compare needs --device lavapipe or gpu/);
    assert.equal(capture(() => run([program, '--device', 'reference-only'])).code, 0);
});
test('exec reports usage errors and execution errors as typed errors', () => {
    const program = writeWords('load.bin', assembleWords('s_load_dword s4, s[0:1], 0x0\ns_endpgm'));
    assert.throws(() => run([program, '--wave', '48']), UsageError);
    assert.throws(() => run([program, '--threads', '0']), UsageError);
    assert.throws(() => run([program, '--buffer', '0x1000=8', '--buffer', '0x1004=8']), UsageError);
    assert.throws(() => run([program, '--dump', '0x1000:6']), UsageError);
    assert.throws(() => run([program, '--device', 'cpu']), UsageError);
    assert.throws(() => run([program, '--user-data', '0x5000,0']), /outside guest memory/);
    const trap = writeWords('trap.bin', assembleWords('s_trap 2\ns_endpgm'));
    assert.throws(() => run([trap]), ExecError);
});
test('exec --pgm-rsrc1 sets the starting float MODE: FP_DENORM 0 flushes a denormal sum', () => {
    // 0x00000001 + 0x00000001 is the denormal 2^-148 with denormals kept (the default) and +0 flushed.
    const program = writeWords('denorm.bin', assembleWords('v_mov_b32 v1, 1\nv_add_f32 v2, v1, v1\nv_mov_b32 v3, 0\nglobal_store_dword v3, v2, s[0:1]\ns_endpgm'));
    const sum = (rsrc1) => capture(() => run([
        program,
        '--threads',
        '1',
        '--user-data',
        '0x100000,0',
        '--buffer',
        '0x100000=4',
        '--dump',
        '0x100000:4',
        ...rsrc1,
    ]))
        .out.trim()
        .split('\n')
        .at(-1) ?? '';
    assert.match(sum([]), /: 00000002$/);
    assert.match(sum(['--pgm-rsrc1', '0x2c0000']), /: 00000000$/);
    assert.throws(() => run([program, '--pgm-rsrc1', 'x']), UsageError);
});
//# sourceMappingURL=exec.test.js.map