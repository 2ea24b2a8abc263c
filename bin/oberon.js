#!/usr/bin/env node
// Entry point. In a checkout the TypeScript source runs through tsx, so the CLI never lags the source;
// an installed package without src/ (or OBERON_USE_DIST=1, as on the device machine) runs the build.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const source = join(root, 'src/cli/main.ts');
if (existsSync(source) && !process.env.OBERON_USE_DIST) {
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(source).href);
} else {
  await import(pathToFileURL(join(root, 'dist/src/cli/main.js')).href);
}
