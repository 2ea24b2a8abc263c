/**
 * What the robustness fuzzer accepts from one input: returning, or throwing one of the project's
 * typed errors (an OberonError subclass). Anything else (a TypeError, a RangeError, an InternalError,
 * a stack overflow) is a failure, filed under the layer whose code threw it, read from the stack.
 */
import { InternalError, OberonError } from '../../src/util/errors.js';

/** Layers whose failures this suite reports but whose fixes belong elsewhere. */
const LAYERS = [
  'isa',
  'program',
  'ir',
  'translate',
  'passes',
  'spirv',
  'recompiler',
  'reference',
  'agc',
  'util',
];

/** The outcome of one thrown value. */
export interface Verdict {
  readonly typed: boolean;
  /** Error class name and message (first line), for failures and counts. */
  readonly summary: string;
  /** The deepest src/ layer on the stack, or `?` when none is named. */
  readonly layer: string;
}

/** Classifies an error thrown by a target. */
export function judge(error: unknown): Verdict {
  const typed = error instanceof OberonError && !(error instanceof InternalError);
  const summary =
    error instanceof Error ? `${error.name}: ${error.message.split('\n')[0]?.slice(0, 240)}` : String(error);
  return { typed, summary, layer: typed ? '' : layerOf(error) };
}

function layerOf(error: unknown): string {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  for (const line of stack.split('\n')) {
    const m = /\/src\/([a-z]+)\//.exec(line);
    if (m && LAYERS.includes(m[1] as string)) return m[1] as string;
  }
  return '?';
}
