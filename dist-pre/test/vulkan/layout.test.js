/**
 * Checks every generated struct's layout against the C compiler: a C program built against
 * vulkan_core.h prints sizeof and each member's offsetof; koffi's registered types must agree.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import koffi from 'koffi';
import { STRUCTS } from '../../src/vulkan/bindings.generated.js';
import { registerTypes } from '../../src/vulkan/ffi.js';
const HEADER = '/usr/include/vulkan/vulkan_core.h';
/** Why the C side cannot be built here, or undefined when it can (gcc and libvulkan-dev present). */
function missingCompiler() {
    if (!existsSync(HEADER))
        return `${HEADER} not installed (Debian libvulkan-dev)`;
    try {
        execFileSync('gcc', ['--version'], { stdio: 'ignore' });
        return undefined;
    }
    catch {
        return 'gcc not installed';
    }
}
test('generated struct layouts equal the C compiler', { skip: missingCompiler() ?? false }, () => {
    const lines = [
        '#include <stdio.h>',
        '#include <stddef.h>',
        '#include <vulkan/vulkan_core.h>',
        'int main(void) {',
    ];
    for (const s of STRUCTS) {
        lines.push(`  printf("${s.name} %zu %zu\\n", sizeof(${s.name}), _Alignof(${s.name}));`);
        for (const [m] of s.members)
            lines.push(`  printf("${s.name}.${m} %zu\\n", offsetof(${s.name}, ${m}));`);
    }
    lines.push('  return 0;', '}');
    const dir = mkdtempSync(join(tmpdir(), 'oberon-layout-'));
    try {
        writeFileSync(join(dir, 'layout.c'), lines.join('\n'));
        execFileSync('gcc', ['-std=c11', '-o', join(dir, 'layout'), join(dir, 'layout.c')]);
        const expected = execFileSync(join(dir, 'layout'), { encoding: 'utf8' }).trim().split('\n');
        registerTypes();
        const actual = [];
        for (const s of STRUCTS) {
            actual.push(`${s.name} ${koffi.sizeof(s.name)} ${koffi.alignof(s.name)}`);
            for (const [m] of s.members)
                actual.push(`${s.name}.${m} ${koffi.type(s.name).members?.[m]?.offset}`);
        }
        assert.ok(STRUCTS.length > 100, 'the generated table is not empty');
        assert.deepEqual(actual, expected);
    }
    finally {
        rmSync(dir, { recursive: true, force: true });
    }
});
//# sourceMappingURL=layout.test.js.map