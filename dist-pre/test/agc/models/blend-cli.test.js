// `oberon blend`: routing output, refusal on stderr with exit 2, and the count line.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
function oberon(...args) {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'blend', ...args], {
        encoding: 'utf8',
    });
    return { code: r.status, out: r.stdout, err: r.stderr };
}
test('oberon blend prints GT7 routing and refuses with exit 2', () => {
    const ok = oberon('--comp-swap', '2', '--control', '0x65010504');
    assert.equal(ok.code, 0, ok.err);
    assert.match(ok.out, /mapping ABGR/);
    assert.match(ok.out, /color: SRC1_COLOR \* src ADD ONE_MINUS_SRC1_COLOR \* dst/);
    assert.match(ok.out, /first color routes: one export export export/);
    const bad = oberon('--comp-swap', '3', '--control', '0x60050002');
    assert.equal(bad.code, 2);
    assert.equal(bad.out, '');
    assert.match(bad.err, /CB_BLEND0_CONTROL=0x60050002: no Vulkan factors.*mapping ARGB/);
    const count = oberon('--count');
    assert.equal(count.code, 0);
    assert.equal(count.out, 'routed 1064 of 2114\n');
});
//# sourceMappingURL=blend-cli.test.js.map