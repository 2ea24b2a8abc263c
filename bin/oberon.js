#!/usr/bin/env -S node --max-semi-space-size=64
// The young generation at 64 MB a semi-space (Node's default is 16): a recompile allocates 1.4 MB
// (a small program) to 40 MB (a thousand instructions) that mostly dies young, and the scavenges
// copy what lives; a fifth to a third less time in the collector (bench/README.md).
// Entry point. Runs the newest build that is not older than any source, fastest first:
// 1. dist/oberon.cjs, the CLI in one file with its V8 code cache (scripts/bundle-cli.mjs, the last
//    step of `npm run build`): no module graph to resolve and the bytecode of the functions a
//    recompile runs already compiled;
// 2. dist/src/cli/main.js, tsc's output, when there is no bundle;
// 3. the TypeScript through tsx when a source was edited since the build (or there is none), so the
//    CLI never lags the source: a tsx process spends most of its first second compiling.
// OBERON_USE_DIST=1 always runs a build (the device machine, an installed package without src/);
// OBERON_USE_TSX=1 always runs the sources; OBERON_BUNDLE=FILE names another bundle (the build's
// training run of a bundle written elsewhere).
// CommonJS (bin/package.json): Node starts a CommonJS entry about 20 ms sooner than a module.
const { existsSync, readdirSync, readFileSync, statSync, writeFileSync } = require('node:fs');
const Module = require('node:module');
const { dirname, join } = require('node:path');
const { pathToFileURL } = require('node:url');
const vm = require('node:vm');

const root = join(__dirname, '..');
const source = join(root, 'src');
const built = join(root, 'dist', 'src');
const bundle = process.env.OBERON_BUNDLE ?? join(root, 'dist', 'oberon.cjs');

/** Whether every src/**.ts is older than `builtTime(its relative path)`, its output's mtime. */
function sourcesOlder(dir, builtTime, relative = '') {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const name = join(relative, entry.name);
    if (entry.isDirectory()) {
      if (!sourcesOlder(join(dir, entry.name), builtTime, name)) return false;
    } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) {
      const time = builtTime(name);
      if (time === undefined || time < statSync(join(dir, entry.name)).mtimeMs) return false;
    }
  }
  return true;
}

const mtime = (path) => statSync(path, { throwIfNoEntry: false })?.mtimeMs;

/** Runs dist/oberon.cjs as Node runs a CommonJS module, with the code cache when V8 accepts it. */
function runBundle() {
  const cacheFile = `${bundle}.cache`;
  const cachedData = existsSync(cacheFile) ? readFileSync(cacheFile) : undefined;
  const script = new vm.Script(Module.wrap(readFileSync(bundle, 'utf8')), { filename: bundle, cachedData });
  // The build's training run: the cache holds every function compiled by the time the process exits.
  if (process.env.OBERON_WRITE_CODE_CACHE)
    process.once('exit', () => writeFileSync(cacheFile, script.createCachedData()));
  const module = { exports: {} };
  script.runInThisContext()(module.exports, Module.createRequire(bundle), module, bundle, dirname(bundle));
}

const forced = process.env.OBERON_USE_DIST ? 'dist' : process.env.OBERON_USE_TSX ? 'tsx' : undefined;
const hasSource = existsSync(source);
const bundleTime = mtime(bundle);
const bundleCurrent = () => forced || !hasSource || sourcesOlder(source, () => bundleTime);
if (forced !== 'tsx' && bundleTime !== undefined && bundleCurrent()) {
  runBundle();
} else if (
  forced === 'dist' ||
  (forced !== 'tsx' &&
    existsSync(join(built, 'cli', 'main.js')) &&
    (!hasSource || sourcesOlder(source, (name) => mtime(join(built, `${name.slice(0, -3)}.js`)))))
) {
  void import(pathToFileURL(join(built, 'cli', 'main.js')).href);
} else {
  void import('tsx/esm/api').then(({ register }) => {
    register();
    return import(pathToFileURL(join(source, 'cli', 'main.ts')).href);
  });
}
