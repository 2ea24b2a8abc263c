/** spirv-val / spirv-as / spirv-dis from Debian's spirv-tools, as test oracles. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function withTemp<T>(fn: (dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'oberon-spv-'));
  try {
    return fn(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function toBuffer(words: Uint32Array): Buffer {
  return Buffer.from(words.buffer, words.byteOffset, words.byteLength);
}

let tools: boolean | undefined;
/** Whether spirv-val and spirv-dis can run (CI installs them; the device machine has none). */
export function hasSpirvTools(): boolean {
  tools ??=
    spawnSync('spirv-val', ['--version']).status === 0 && spawnSync('spirv-dis', ['--version']).status === 0;
  return tools;
}

/** Runs spirv-val; returns '' when valid, else its message. */
export function spirvVal(words: Uint32Array, targetEnv = 'vulkan1.2'): string {
  return withTemp((dir) => {
    const file = join(dir, 'm.spv');
    writeFileSync(file, toBuffer(words));
    const r = spawnSync('spirv-val', ['--target-env', targetEnv, file], { encoding: 'utf8' });
    return r.status === 0 ? '' : `${r.stdout}${r.stderr}`.trim() || `spirv-val exit ${r.status}`;
  });
}

/** Disassembles with spirv-dis (raw ids, no header comments). */
export function spirvDis(words: Uint32Array): string {
  return withTemp((dir) => {
    const file = join(dir, 'm.spv');
    writeFileSync(file, toBuffer(words));
    const r = spawnSync('spirv-dis', ['--raw-id', '--no-header', file], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(r.stderr);
    return r.stdout;
  });
}

/** Assembles text with spirv-as. */
export function spirvAs(text: string, targetEnv = 'spv1.3'): Uint32Array {
  return withTemp((dir) => {
    const src = join(dir, 'm.spvasm');
    const out = join(dir, 'm.spv');
    writeFileSync(src, text);
    const r = spawnSync('spirv-as', ['--preserve-numeric-ids', '--target-env', targetEnv, src, '-o', out], {
      encoding: 'utf8',
    });
    if (r.status !== 0) throw new Error(r.stderr);
    const b = readFileSync(out);
    return new Uint32Array(b.buffer, b.byteOffset, b.byteLength / 4);
  });
}
