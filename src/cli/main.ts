/**
 * The `oberon` command line's entry (bin/oberon.js runs it, or the one-file build of it that
 * scripts/bundle-cli.mjs writes): runs the arguments through the dispatcher (dispatch.ts, which tests
 * call in process) and sets the exit code. Subcommands live in `commands/<name>.ts`, listed once in
 * command-table.ts. No top-level await, so the same file bundles to CommonJS.
 */
import { runOberon } from './dispatch.js';

// A reader that stops early (`oberon disasm big.bin | head`) closes the pipe: the output nobody reads
// is done, not an error, as for the Unix tools a SIGPIPE ends.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

void runOberon(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
