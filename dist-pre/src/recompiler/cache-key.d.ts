import type { RecompileRequest } from './request.js';
/** Bumped whenever the recompiler's output for some request changes. */
export declare const RECOMPILER_VERSION = "oberon-recompiler-2";
/** JSON with sorted object keys. */
export declare function canonicalJson(value: unknown): string;
/** The request's cache key (hex SHA-256). */
export declare function cacheKey(request: RecompileRequest): string;
