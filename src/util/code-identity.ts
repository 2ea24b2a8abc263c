/**
 * The identity of the running Oberon code: a SHA-256 over the code this module was loaded from (the
 * bundle file, or every module file of the tree it sits in: dist/src's JavaScript, src's TypeScript
 * through tsx) and the Node version. A store of results (driver/program-store.ts) keys them with it,
 * so a result is only ever reused by the code that made it: any edit, rebuild or other Node (whose
 * Math a constant fold may use) gives another identity, and a stale result is never read.
 *
 * Found from the running code itself, not from a version number someone must remember to bump.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { InternalError } from './errors.js';

/** Extensions of module files: a tree's identity covers every one of its modules. */
const MODULE_EXTENSIONS = new Set(['.ts', '.js', '.cjs', '.mjs']);

/** The identity of the code at `path`: one file (a bundle) or every module file under a directory. */
export function codeIdentityOf(path: string): string {
  const hash = createHash('sha256');
  hash.update(`oberon-code-1\n${process.version}\n`);
  const add = (file: string, name: string): void => {
    const bytes = readFileSync(file);
    hash.update(`${name}\0${bytes.length}\0`);
    hash.update(bytes);
  };
  if (statSync(path).isFile()) add(path, basename(path));
  else {
    const files = readdirSync(path, { recursive: true, encoding: 'utf8' })
      .filter((name) => MODULE_EXTENSIONS.has(extname(name)) && !name.endsWith('.d.ts'))
      .sort();
    for (const name of files) add(join(path, name), relative(path, join(path, name)));
  }
  return hash.digest('hex');
}

let running: string | undefined;

/**
 * The identity of the code running now (made once per process): a bundle is identified by its file,
 * a module tree (this file's directory's parent: `src/` or `dist/src/`) by its files.
 * @throws InternalError when the running code's location cannot be found
 */
export function runningCodeIdentity(): string {
  running ??= codeIdentityOf(runningCode());
  return running;
}

/** Where this module was loaded from, by V8's structured stack (no import.meta in a CommonJS bundle). */
function runningCode(): string {
  const prepare = Error.prepareStackTrace;
  let file: string | undefined;
  try {
    Error.prepareStackTrace = (_error, frames) => frames;
    const holder: { stack?: NodeJS.CallSite[] } = {};
    Error.captureStackTrace(holder, runningCode);
    file = holder.stack?.[0]?.getFileName() ?? undefined;
  } finally {
    Error.prepareStackTrace = prepare;
  }
  if (file === undefined) throw new InternalError('cannot find the file of the running code to identify it');
  const path = file.startsWith('file:') ? fileURLToPath(file) : file;
  const ext = extname(path);
  // A bundle holds every module; otherwise this file is <root>/util/code-identity.{ts,js}.
  if (basename(dirname(path)) !== 'util' || (ext !== '.ts' && ext !== '.js')) return path;
  return dirname(dirname(path));
}
