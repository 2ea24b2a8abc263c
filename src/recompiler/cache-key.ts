/**
 * The cache key of a request: SHA-256 over the recompiler version and the request's canonical JSON
 * (object keys sorted at every level, no whitespace), so equal requests give equal keys whatever their
 * key order, and a recompiler change that alters output invalidates every key.
 */
import { createHash } from 'node:crypto';
import { TARGET_PROFILE_VERSION } from '../util/target-profile.js';
import type { RecompileRequest } from './request.js';

/** Bumped whenever the recompiler's output for some request changes. */
export const RECOMPILER_VERSION = 'oberon-recompiler-3';

/** JSON with sorted object keys. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) {
    // Numbers (a program's words, memory) are written as JSON.stringify writes the whole array.
    if (value.every((x) => typeof x === 'number')) return JSON.stringify(value);
    return `[${value.map(canonicalJson).join(',')}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The request's cache key (hex SHA-256). */
export function cacheKey(request: RecompileRequest): string {
  return createHash('sha256')
    .update(`${RECOMPILER_VERSION}\n${TARGET_PROFILE_VERSION}\n${canonicalJson(request)}`)
    .digest('hex');
}
