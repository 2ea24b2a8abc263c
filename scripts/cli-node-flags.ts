/**
 * The Node flags the CLI runs with: those of bin/oberon.js's shebang (`#!/usr/bin/env -S node FLAGS`),
 * the one place they are written. What starts Node to time or train the CLI starts it with them (the
 * benchmarks, the build's code-cache training run through the shebang itself): V8 rejects a code cache
 * made under other flags.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The flags after `node` in the shebang of `root`/bin/oberon.js (none without `env -S node`, or
 * without the file: a build copied alone, as on the device machine).
 */
export function cliNodeFlags(root: string): string[] {
  const bin = join(root, 'bin', 'oberon.js');
  if (!existsSync(bin)) return [];
  const first = readFileSync(bin, 'utf8').split('\n', 1)[0] ?? '';
  const match = /^#!\/usr\/bin\/env -S node(?<flags>( \S+)*)\s*$/.exec(first);
  return match?.groups?.flags?.trim().split(/\s+/).filter(Boolean) ?? [];
}
