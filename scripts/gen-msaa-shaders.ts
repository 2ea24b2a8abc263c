/**
 * Generates `src/driver/msaa-shaders.generated.ts`, the SPIR-V of the driver's multisampled-target
 * transfer shaders (src/driver/msaa-shaders/*.vert|frag|comp, read by src/driver/msaa-transfer.ts),
 * compiled with glslangValidator for Vulkan 1.2. The driver has no GLSL compiler at run time, so the
 * words are committed.
 *
 * Usage: `node --import tsx scripts/gen-msaa-shaders.ts`
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCES = { loadVert: 'load.vert', loadFrag: 'load.frag', storeComp: 'store.comp' } as const;
const dir = fileURLToPath(new URL('../src/driver/msaa-shaders/', import.meta.url));
const out = fileURLToPath(new URL('../src/driver/msaa-shaders.generated.ts', import.meta.url));

const tmp = mkdtempSync(join(tmpdir(), 'oberon-msaa-'));
try {
  const lines = [
    '// GENERATED FILE, DO NOT EDIT. Regenerate with scripts/gen-msaa-shaders.ts.',
    '// Source: src/driver/msaa-shaders/ (glslangValidator, Vulkan 1.2).',
    '/** SPIR-V words of the multisampled-target transfer shaders. */',
  ];
  for (const [name, file] of Object.entries(SOURCES)) {
    const spv = join(tmp, `${file}.spv`);
    execFileSync('glslangValidator', ['-V', '--target-env', 'vulkan1.2', join(dir, file), '-o', spv], {
      stdio: 'pipe',
    });
    const bytes = readFileSync(spv);
    const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
    const hex = [...words].map((w) => `0x${w.toString(16).padStart(8, '0')}`);
    const rows: string[] = [];
    for (let i = 0; i < hex.length; i += 8) rows.push(`  ${hex.slice(i, i + 8).join(', ')},`);
    lines.push(`export const ${name} = Uint32Array.of(\n${rows.join('\n')}\n);`);
  }
  writeFileSync(out, `${lines.join('\n')}\n`);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
