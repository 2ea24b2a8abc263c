/**
 * Compiles test programs with LLVM for gfx1013 (llc-19 for LLVM IR, clang-19 for OpenCL) and returns
 * the .text words, the function symbols and llvm-objdump's disassembly: real compiler output for the
 * isa and program tests.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
/** Compiles `source` (.ll or .cl) for gfx1013 in the given wave size. */
export function compileForGfx1013(source, wave64) {
    const dir = mkdtempSync(join(tmpdir(), 'oberon-cc-'));
    try {
        const obj = join(dir, `${basename(source)}.o`);
        if (source.endsWith('.cl')) {
            const args = ['-target', 'amdgcn-amd-amdhsa', '-mcpu=gfx1013', '-nogpulib', '-O2', '-c', '-x', 'cl'];
            args.push('-cl-std=CL2.0', ...(wave64 ? ['-mwavefrontsize64'] : []), source, '-o', obj);
            execFileSync('clang-19', args, { stdio: 'pipe' });
        }
        else {
            const args = ['-march=amdgcn', '-mcpu=gfx1013', ...(wave64 ? ['-mattr=+wavefrontsize64'] : [])];
            execFileSync('llc-19', [...args, '-filetype=obj', source, '-o', obj], { stdio: 'pipe' });
        }
        const bin = join(dir, 'text.bin');
        execFileSync('llvm-objcopy-19', ['-O', 'binary', '--only-section=.text', obj, bin]);
        const bytes = readFileSync(bin);
        const words = new Uint32Array(bytes.length >>> 2);
        for (let i = 0; i < words.length; i++)
            words[i] = bytes.readUInt32LE(i * 4);
        const dump = execFileSync('llvm-objdump-19', ['-d', '--mcpu=gfx1013', ...(wave64 ? ['--mattr=+wavefrontsize64'] : []), obj], { encoding: 'utf8' });
        const functions = new Map();
        const lines = [];
        for (const line of dump.split('\n')) {
            const fn = /^([0-9a-f]+) <(.+)>:$/.exec(line);
            if (fn) {
                functions.set(fn[2], Number.parseInt(fn[1], 16));
                continue;
            }
            const inst = /^\s+(.*?)\s*\/\/ ([0-9A-F]+):/.exec(line);
            if (inst)
                lines.push({ offset: Number.parseInt(inst[2], 16), text: inst[1] });
        }
        return { words, functions, lines };
    }
    finally {
        rmSync(dir, { recursive: true, force: true });
    }
}
/** Wave sizes a corpus file asks for with a `; waves: 32` (or `// waves: 64`) line; both by default. */
export function wavesOf(source) {
    const m = /^(?:;|\/\/) waves: (32|64)$/m.exec(readFileSync(source, 'utf8'));
    if (!m)
        return [false, true];
    return [m[1] === '64'];
}
//# sourceMappingURL=llvm-compile.js.map