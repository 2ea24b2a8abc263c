/** How the benchmarks word a program the recompiler does not compile. */
import { RecompileError } from '../../src/recompiler/index.js';

/**
 * Why a recompile threw: a refusal's reason, or an internal error's name and message (a bug, listed
 * rather than hidden, so that the other programs are still measured). Anything else is rethrown.
 */
export function refusal(error: unknown): string {
  if (error instanceof RecompileError) return error.reason.split('\n')[0] as string;
  if (error instanceof Error) return `${error.name}: ${error.message.split('\n')[0]}`;
  throw error;
}
