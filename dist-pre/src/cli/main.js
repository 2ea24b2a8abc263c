/**
 * The `oberon` command line's entry (bin/oberon.js imports it): runs the arguments through the
 * dispatcher (dispatch.ts, which tests call in process) and sets the exit code. Subcommands live in
 * `commands/<name>.ts`, listed once in command-table.ts.
 */
import { runOberon } from './dispatch.js';
process.exitCode = await runOberon(process.argv.slice(2));
//# sourceMappingURL=main.js.map