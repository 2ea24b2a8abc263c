/**
 * Runs `check`; a RequestError about a field set by a launch flag is rethrown as a UsageError
 * quoting the flag's value in `options`. Other errors pass through.
 */
export declare function checkLaunchFlags<T>(options: ReadonlyMap<string, string>, check: () => T): T;
