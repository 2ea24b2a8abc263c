/**
 * The agc commands end to end, in process: `reg` prints FIELD=value lines, `draw-decode` prints the
 * decoded draw or (through the dispatcher) the refusal with exit code 2, and `inspect` lists
 * packets, draws and the disassembled programs of a capture written by the scene builder.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { CaptureBuilder } from '../../src/agc/capture/builder.js';
import { Pm4Writer } from '../../src/agc/pm4/builder.js';
import { run as drawDecode } from '../../src/cli/commands/draw-decode.js';
import { run as inspect } from '../../src/cli/commands/inspect.js';
import { run as reg } from '../../src/cli/commands/reg.js';
import { runOberon } from '../../src/cli/dispatch.js';
import { basicFixedFunction, crimsonDesert, ES, LS, PS } from './fixtures.js';
const dir = mkdtempSync(join(tmpdir(), 'oberon-cli-'));
async function capture(fn) {
    const out = [];
    const err = [];
    const w1 = process.stdout.write.bind(process.stdout);
    const w2 = process.stderr.write.bind(process.stderr);
    process.stdout.write = ((s) => out.push(String(s)) > 0);
    process.stderr.write = ((s) => err.push(String(s)) > 0);
    try {
        const code = await fn();
        return { code, out: out.join(''), err: err.join('') };
    }
    finally {
        process.stdout.write = w1;
        process.stderr.write = w2;
    }
}
test('reg prints one FIELD=value line per field', async () => {
    const r = await capture(() => reg(['VGT_LS_HS_CONFIG', '0x1043f']));
    assert.equal(r.code, 0);
    assert.equal(r.out, 'NUM_PATCHES=63\nHS_NUM_INPUT_CP=4\nHS_NUM_OUTPUT_CP=4\n');
});
test('draw-decode prints the decoded draw, or the refusal with exit code 2', async () => {
    const good = join(dir, 'good.json');
    writeFileSync(good, JSON.stringify({
        registers: crimsonDesert(),
        programs: [
            { address: LS, type: 3 },
            { address: ES, type: 2 },
            { address: PS, type: 1 },
        ],
    }));
    const r = await capture(() => drawDecode([good]));
    assert.equal(r.code, 0, r.err);
    const draw = JSON.parse(r.out);
    assert.equal(draw.path, 'TessellationGeometry');
    assert.equal(draw.mesh.threadsPerSubgroup, 192);
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ ...crimsonDesert(), VGT_SHADER_STAGES_EN: '0x2135' }));
    const err = [];
    const code = await runOberon(['draw-decode', bad], { out: () => { }, err: (t) => err.push(t) });
    assert.equal(code, 2);
    assert.deepEqual(err, [
        'oberon draw-decode: VGT_SHADER_STAGES_EN=0x2135: unsupported tessellation and geometry routing\n',
    ]);
});
test('inspect lists packets, the decoded draw and the disassembled programs', async () => {
    const b = new CaptureBuilder();
    const prog = [0xbe800381, 0xbf810000];
    const ls = b.program(prog, 3, 'hull');
    const es = b.program(prog, 2, 'domain+geometry');
    const ps = b.program(prog, 1, 'pixel');
    const regs = { ...crimsonDesert(), ...basicFixedFunction() };
    const w = new Pm4Writer()
        .setAll(regs)
        .setProgram('LS', ls)
        .setProgram('ES', es)
        .setProgram('PS', ps)
        .drawIndexAuto(3);
    b.submit([w]);
    const path = join(dir, 'scene.obcap');
    b.write(path);
    const text = await capture(() => inspect([path]));
    assert.equal(text.code, 0, text.err);
    assert.match(text.out, /SET_CONTEXT_REG \(2 dwords\)\n\s+VGT_SHADER_STAGES_EN=0x60212d/);
    assert.match(text.out, /"path": "TessellationGeometry"/);
    assert.match(text.out, /program LS at 0x[0-9a-f]+:\n\s+0x[0-9a-f]+: s_mov_b32 s0, 1\n\s+0x[0-9a-f]+: s_endpgm/);
    assert.match(text.out, /== 1 draws, 0 dispatches/);
    const json = await capture(() => inspect([path, '--json']));
    const events = json.out
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
    const draw = events.find((e) => e.event === 'draw');
    assert.equal(draw.draw.ok, true);
    assert.equal(draw.fixedFunction.ok, true);
    assert.equal(draw.listings.length, 3);
});
//# sourceMappingURL=cli.test.js.map