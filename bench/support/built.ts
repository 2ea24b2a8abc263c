/**
 * Whether a file of the build (dist/) is at least as new as every source file, so a benchmark may time
 * it: `npm run bench` builds first, a module run alone may find the build stale.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The newest modification time of a file under `dir` (ms). */
function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

/** Whether `built` (a path under the root) exists and no file under src/ is newer. */
export function builtIsCurrent(built: string): boolean {
  const path = join(ROOT, built);
  return existsSync(path) && statSync(path).mtimeMs >= newest(join(ROOT, 'src'));
}
