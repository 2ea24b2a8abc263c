// The CLI as one CommonJS file, dist/oberon.cjs, with a V8 code cache next to it (`npm run build`
// runs this after tsc). A cold `oberon` process on tsc's output spends about half its time resolving,
// reading and compiling some 360 modules; one file with its functions' bytecode cached starts in about
// two thirds of that. The cache is what a training run (recompiling a small corpus program) compiled,
// so the functions a recompile needs load precompiled; V8 rejects a cache from another Node version or
// other flags and then compiles as usual (bin/oberon.js), so the training run starts bin/oberon.js as a
// user does, through its shebang and the Node flags there. `node scripts/bundle-cli.mjs [OUTFILE]`.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outfile = resolve(process.argv[2] ?? join(root, 'dist', 'oberon.cjs'));
const training = join(root, 'test', 'recompiler', 'aco', 'saxpy.bin');

rmSync(`${outfile}.cache`, { force: true });
await build({
  entryPoints: [join(root, 'src', 'cli', 'main.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  // A native addon: loaded from node_modules, and only by the commands that drive Vulkan.
  external: ['koffi'],
  logLevel: 'warning',
});

if (existsSync(training)) {
  const run = spawnSync(join(root, 'bin', 'oberon.js'), ['recompile', training, '-o', '/dev/null'], {
    env: { ...process.env, OBERON_USE_DIST: '1', OBERON_BUNDLE: outfile, OBERON_WRITE_CODE_CACHE: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (run.status !== 0) throw new Error(`training run failed with exit ${run.status}`);
} else {
  process.stderr.write(`bundle-cli: ${training} missing, dist/oberon.cjs has no code cache\n`);
}
