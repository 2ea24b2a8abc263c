/**
 * Writes the bundled example scene, examples/scene.capture (scripts/example-scene.ts), which the
 * README's main job runs: `node --import tsx scripts/gen-example-scene.ts [OUT]`.
 */
import { fileURLToPath } from 'node:url';
import { buildExampleScene } from './example-scene.js';

const out = process.argv[2] ?? fileURLToPath(new URL('../examples/scene.capture', import.meta.url));
buildExampleScene({ depth: true, moon: true }).builder.write(out);
process.stdout.write(`wrote ${out}\n`);
