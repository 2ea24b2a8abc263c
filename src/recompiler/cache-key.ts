/**
 * The cache key of a request: SHA-256 over the recompiler version and the request's canonical JSON
 * (object keys sorted at every level, no whitespace), so equal requests give equal keys whatever their
 * key order, and a recompiler change that alters output invalidates every key.
 */
import { createHash } from 'node:crypto';
import { TARGET_PROFILE_VERSION } from '../util/target-profile.js';
import type { RecompileRequest } from './request.js';

/** Bumped whenever the recompiler's output for some request changes. */
export const RECOMPILER_VERSION = 'oberon-recompiler-9';

/**
 * The canonical JSON of deep-frozen objects (every object under them frozen too), by identity: a
 * frozen object's JSON cannot change, and a target profile (frozen where this project builds one)
 * is the same object in every request a driver makes, and most of a request's text.
 */
const frozenJson = new WeakMap<object, string>();

/**
 * JSON with sorted object keys, written with string appends and no intermediate arrays (every
 * recompile keys its request).
 */
export function canonicalJson(value: unknown): string {
  return walk(value).json;
}

/** `value`'s canonical JSON, and whether every object in it is frozen. */
function walk(value: unknown): { json: string; frozen: boolean } {
  if (value === null || typeof value !== 'object') return { json: JSON.stringify(value), frozen: true };
  const known = frozenJson.get(value);
  if (known !== undefined) return { json: known, frozen: true };
  let json: string;
  let frozen = Object.isFrozen(value);
  if (Array.isArray(value)) {
    // Numbers (a program's words, memory) are written as JSON.stringify writes the whole array.
    if (value.every((x) => typeof x === 'number')) json = JSON.stringify(value);
    else {
      json = '[';
      for (let i = 0; i < value.length; i++) {
        const item = walk(value[i]);
        json += (i === 0 ? '' : ',') + item.json;
        frozen &&= item.frozen;
      }
      json += ']';
    }
  } else {
    const record = value as Record<string, unknown>;
    json = '{';
    for (const key of Object.keys(record).sort()) {
      const v = record[key];
      if (v === undefined) continue;
      const item = walk(v);
      json += `${json.length === 1 ? '' : ','}${JSON.stringify(key)}:${item.json}`;
      frozen &&= item.frozen;
    }
    json += '}';
  }
  if (frozen) frozenJson.set(value, json);
  return { json, frozen };
}

/** The request's cache key (hex SHA-256). */
export function cacheKey(request: RecompileRequest): string {
  return createHash('sha256')
    .update(`${RECOMPILER_VERSION}\n${TARGET_PROFILE_VERSION}\n${canonicalJson(request)}`)
    .digest('hex');
}
