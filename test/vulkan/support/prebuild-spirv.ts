/**
 * Compiles every vulkan test fixture (and the graphics corpus pairs) to SPIR-V into a directory (default: next to the built copy of
 * spirv.ts in dist/), for machines without glslangValidator. Run after `npx tsc -p .`:
 *   node --import tsx test/vulkan/support/prebuild-spirv.ts [outDir]
 * The driver tests' GLSL stand-ins (test/driver/support/standins.ts) are generated from their requests,
 * so they are recorded by running those tests once with OBERON_STANDIN_SPV_DIR=outDir.
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileGlsl, fixtureNames, fixturesDir, prebuiltName } from './spirv.js';

const out =
  process.argv[2] ?? fileURLToPath(new URL('../../../dist/test/vulkan/support/spv/', import.meta.url));
mkdirSync(out, { recursive: true });
for (const name of fixtureNames()) {
  const words = compileGlsl(join(fixturesDir(), name));
  writeFileSync(join(out, `${name}.spv`), new Uint8Array(words.buffer));
}
// The graphics corpus pairs, drawn natively by test/vulkan/native-draw.test.ts.
const pairs = fileURLToPath(new URL('../../recompiler/aco-gfx/', import.meta.url));
const pairFiles = readdirSync(pairs).filter((f) => /\.(vert|frag)$/.test(f));
for (const name of pairFiles) {
  const words = compileGlsl(join(pairs, name));
  writeFileSync(join(out, prebuiltName(join(pairs, name))), new Uint8Array(words.buffer));
}
process.stdout.write(
  `prebuilt ${fixtureNames().length} fixtures and ${pairFiles.length} pair shaders into ${out}\n`,
);
