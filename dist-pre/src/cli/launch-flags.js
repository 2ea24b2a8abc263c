/**
 * The launch flags `exec` and `recompile` share (`--threads`, `--lds`, `--user-data`) are checked by
 * the recompile request's own validation (recompiler/request.ts: checkLaunch, parseRequest), so a
 * launch one path accepts the other accepts too. This turns that validation's refusal, which names
 * a request field, into a usage error naming the flag and the value the user gave.
 */
import { RequestError } from '../recompiler/request.js';
import { UsageError } from './args.js';
/** The flag that sets each request field a launch flag can get wrong. */
const FIELD_FLAGS = {
    'compute.workgroupSize': '--threads',
    'compute.ldsBytes': '--lds',
    userSgprs: '--user-data',
};
/**
 * Runs `check`; a RequestError about a field set by a launch flag is rethrown as a UsageError
 * quoting the flag's value in `options`. Other errors pass through.
 */
export function checkLaunchFlags(options, check) {
    try {
        return check();
    }
    catch (error) {
        const flag = error instanceof RequestError ? FIELD_FLAGS[error.field] : undefined;
        if (flag === undefined || !(error instanceof RequestError))
            throw error;
        const given = options.get(flag);
        const value = given === undefined ? '' : ` '${given.length > 60 ? `${given.slice(0, 57)}...` : given}'`;
        throw new UsageError(`${flag}${value}: ${error.reason}`);
    }
}
//# sourceMappingURL=launch-flags.js.map