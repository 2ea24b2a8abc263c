import { printFunction } from '../ir/printer.js';
import { verifyFunction } from '../ir/verifier.js';
import { InternalError } from '../util/errors.js';
/** Runs `passes` over `fn` in order. */
export function runPasses(fn, passes, options = {}) {
    const report = [];
    const print = options.print ?? ((text) => process.stderr.write(`${text}\n`));
    if (options.verify)
        check(fn, '<input>');
    for (const pass of passes) {
        if (options.skip?.includes(pass.name)) {
            report.push({ name: pass.name, changed: false, skipped: true });
            continue;
        }
        const changed = pass.run(fn);
        report.push({ name: pass.name, changed, skipped: false });
        if (options.verify)
            check(fn, pass.name);
        if (options.printAfter?.includes(pass.name) || options.printAfter?.includes('*')) {
            print(`; after ${pass.name}\n${printFunction(fn)}`);
        }
    }
    return report;
}
function check(fn, after) {
    const result = verifyFunction(fn);
    if (!result.ok) {
        throw new InternalError(`IR verification failed after pass '${after}':\n${result.annotated}`);
    }
}
//# sourceMappingURL=manager.js.map