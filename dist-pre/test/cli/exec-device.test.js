/**
 * `oberon exec --device lavapipe` end to end: a program of per-lane integer and float math
 * (wave32 and wave64, several workgroups) prints and writes the same dumps as the reference-only run, and
 * the values computed here; --compare reports a match; a recompiler refusal exits 2 with its reason;
 * options a device run cannot honour, and memory one device buffer cannot hold, are usage errors.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { UsageError } from '../../src/cli/args.js';
import { run } from '../../src/cli/commands/exec.js';
const dir = mkdtempSync(join(tmpdir(), 'oberon-exec-device-'));
/**
 * Runs `oberon exec ARGS` in a child process: device runs are asynchronous, and output captured in
 * process across an await would swallow the test runner's own reports.
 */
function exec(...args) {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'exec', ...args], {
        encoding: 'utf8',
    });
    return { code: r.status, out: r.stdout, err: r.stderr };
}
function asmFile(name, text) {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
}
// Thread i = (tgid.x << s2) + local id stores i*i + 7 to word i and f32(i) * 0.5 - 1 to word 128 + i.
// One wave per workgroup: lavapipe's subgroups may be narrower than a wave, which the recompiler
// allows only in a single-wave workgroup.
const MATH = asmFile('math.s', `v_lshl_add_u32 v1, s3, s2, v0
v_lshlrev_b32 v4, 2, v1
v_mul_lo_u32 v2, v1, v1
v_add_nc_u32 v2, 7, v2
v_cvt_f32_u32 v3, v1
v_mul_f32 v3, 0.5, v3
v_add_f32 v3, -1.0, v3
global_store_dword v4, v2, s[0:1]
global_store_dword v4, v3, s[0:1] offset:512
s_endpgm
`);
function mathArgs(wave, floats) {
    return [
        MATH,
        '--asm',
        '--wave',
        wave,
        '--threads',
        wave,
        '--groups',
        String(128 / Number(wave)),
        '--tgid',
        'x',
        '--user-data',
        `0x100000,0,${Math.log2(Number(wave))}`,
        '--buffer',
        '0x100000=1024',
        '--format',
        'u32',
        '--dump',
        '0x100000:512',
        '--dump',
        `0x100200:512=${floats}`,
    ];
}
test('exec --device lavapipe dumps what the reference-only run dumps', () => {
    for (const wave of ['32', '64']) {
        const refFloats = join(dir, `ref-${wave}.bin`);
        const devFloats = join(dir, `dev-${wave}.bin`);
        const ref = exec(...mathArgs(wave, refFloats));
        assert.equal(ref.code, 0, ref.err);
        const dev = exec(...mathArgs(wave, devFloats), '--device', 'lavapipe');
        assert.equal(dev.code, 0, dev.err);
        assert.equal(dev.out, ref.out);
        assert.deepEqual(readFileSync(devFloats), readFileSync(refFloats));
        const ints = dev.out
            .split('\n')
            .filter((l) => l.startsWith('0x'))
            .flatMap((l) => l.split(' ').slice(1).map(Number));
        assert.deepEqual(ints, Array.from({ length: 128 }, (_, i) => i * i + 7));
        const floats = new Float32Array(new Uint8Array(readFileSync(devFloats)).buffer);
        assert.deepEqual([...floats], Array.from({ length: 128 }, (_, i) => i * 0.5 - 1));
    }
});
test('exec --compare runs the executor and the device and reports a match', () => {
    const r = exec(...mathArgs('32', join(dir, 'cmp.bin')), '--device', 'lavapipe', '--compare');
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /^# 0x100000:512\n/);
    assert.match(r.out, /math\.s: .+ matches the reference\n$/);
});
test('exec on a device maps the program words for a pc-relative load', () => {
    // Loads its own last word (s_endpgm, 0xbf810000: 0x1c past the pc s_getpc_b64 reports) into a
    // buffer placed just below PROGRAM_PC_BASE, so one device buffer holds both.
    const pc = asmFile('pc-load.s', `s_getpc_b64 s[4:5]
s_load_dword s6, s[4:5], 0x1c
s_waitcnt lgkmcnt(0)
v_mov_b32 v1, s6
v_mov_b32 v2, 0
global_store_dword v2, v1, s[0:1]
s_endpgm
`);
    const args = [pc, '--asm', '--user-data', '0xfff00000,0xfff', '--buffer', '0xffffff00000=4'];
    const r = exec(...args, '--dump', '0xffffff00000:4', '--device', 'lavapipe', '--compare');
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /^# 0xffffff00000:4\n0x0ffffff00000: bf810000\n.*matches the reference\n$/);
});
test('exec on a device exits 2 with the reason when the recompiler refuses', () => {
    const trap = asmFile('trap.s', 's_trap 2\ns_endpgm\n');
    const r = exec(trap, '--asm', '--buffer', '0x100000=16', '--device', 'lavapipe');
    assert.equal(r.code, 2);
    assert.match(r.err, /the recompiler refused the program: .*s_trap/);
});
test('exec refuses what a device run cannot honour', () => {
    const base = [...mathArgs('32', join(dir, 'unused.bin')), '--device', 'lavapipe'];
    const refusals = [
        [[...base, '--entry', '4'], /--entry 4 needs --device reference-only/],
        [[...base, '--max-instructions', '100'], /--max-instructions needs --device reference-only/],
        [[...base, '--stats'], /--stats needs --device reference-only/],
        [[...base, '--dump', '0x100400:4'], /--dump 0x100400:4 does not lie inside one --buffer region/],
        [[...base, '--buffer', '0x200002=8'], /--buffer 0x200002=8: a device run needs a 4-aligned address/],
        [[...base, '--buffer', '0x50000000=4'], /spans more than 1 GiB/],
        [[asmFile('end.s', 's_endpgm\n'), '--asm', '--device', 'gpu'], /needs at least one --buffer/],
        [
            [asmFile('pc.s', 's_getpc_b64 s[4:5]\ns_endpgm\n'), '--asm', '--buffer', '0x1000=4', '--device', 'gpu'],
            /the program reads its pc, so its words are mapped at 0x100000000000/,
        ],
    ];
    for (const [args, message] of refusals) {
        // Usage errors are thrown before the device is opened, so in process they are synchronous.
        assert.throws(() => run(args), (e) => e instanceof UsageError && message.test(e.message), args.join(' '));
    }
    const r = exec(...base, '--stats');
    assert.equal(r.code, 2);
    assert.match(r.err, /--stats needs --device reference-only/);
});
//# sourceMappingURL=exec-device.test.js.map