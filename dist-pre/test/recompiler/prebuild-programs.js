/**
 * Compiles the execution tests' LLVM programs (llvm-programs.ts) into a JSON fixture next to the built
 * copy of llvm-programs.js (default dist/test/recompiler/fixtures/), for machines without llc-19. Run
 * after `npx tsc -p .`:
 *   node --import tsx test/recompiler/prebuild-programs.ts [outFile]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { KERNEL_CASES } from '../reference/kernels/index.js';
import { compileAll } from './llvm-programs.js';
const out = process.argv[2] ??
    fileURLToPath(new URL('../../dist/test/recompiler/fixtures/llvm-programs.json', import.meta.url));
const fixture = compileAll(KERNEL_CASES.map((k) => k.name));
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify(fixture));
process.stdout.write(`prebuilt ${Object.keys(fixture.kernels).length} kernel and ${fixture.corpus.length} corpus programs into ${out}\n`);
//# sourceMappingURL=prebuild-programs.js.map