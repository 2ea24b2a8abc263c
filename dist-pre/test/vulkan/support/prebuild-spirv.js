/**
 * Compiles every vulkan test fixture to SPIR-V into a directory (default: next to the built copy of
 * spirv.ts in dist/), for machines without glslangValidator. Run after `npx tsc -p .`:
 *   node --import tsx test/vulkan/support/prebuild-spirv.ts [outDir]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileGlsl, fixtureNames, fixturesDir } from './spirv.js';
const out = process.argv[2] ?? fileURLToPath(new URL('../../../dist/test/vulkan/support/spv/', import.meta.url));
mkdirSync(out, { recursive: true });
for (const name of fixtureNames()) {
    const words = compileGlsl(join(fixturesDir(), name));
    writeFileSync(join(out, `${name}.spv`), new Uint8Array(words.buffer));
}
process.stdout.write(`prebuilt ${fixtureNames().length} fixtures into ${out}\n`);
//# sourceMappingURL=prebuild-spirv.js.map