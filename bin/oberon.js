#!/usr/bin/env node
// Entry point. Runs the built JavaScript (dist/, `npm run build`) when every source file is older than
// its build output: a process through tsx spends most of its first second compiling the sources, one
// on dist/ starts in about a third of that time. Otherwise (no build, or a source edited since) it
// runs the TypeScript through tsx, so the CLI never lags the source. OBERON_USE_DIST=1 always runs
// dist/ (the device machine, an installed package without src/); OBERON_USE_TSX=1 always runs the
// sources.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const source = join(root, 'src');
const built = join(root, 'dist', 'src');

/** Whether every src/**.ts has a dist/src/**.js at least as new (about 300 pairs of stats). */
function upToDate(sourceDir, builtDir) {
  for (const entry of readdirSync(sourceDir, { withFileTypes: true })) {
    const from = join(sourceDir, entry.name);
    if (entry.isDirectory()) {
      if (!upToDate(from, join(builtDir, entry.name))) return false;
    } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) {
      const to = join(builtDir, `${entry.name.slice(0, -3)}.js`);
      const output = statSync(to, { throwIfNoEntry: false });
      if (!output || output.mtimeMs < statSync(from).mtimeMs) return false;
    }
  }
  return true;
}

const useDist =
  process.env.OBERON_USE_DIST ||
  (!process.env.OBERON_USE_TSX &&
    (!existsSync(source) || (existsSync(join(built, 'cli', 'main.js')) && upToDate(source, built))));
if (useDist) {
  await import(pathToFileURL(join(built, 'cli', 'main.js')).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(join(source, 'cli', 'main.ts')).href);
}
