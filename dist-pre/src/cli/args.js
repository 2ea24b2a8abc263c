/**
 * A small, strict command-line option parser shared by the subcommands: known flags only, values
 * after `--name value` or `--name=value`, positional arguments kept in order, `-` as a positional.
 */
import { OberonError } from '../util/errors.js';
/** Raised for bad command-line usage; the CLI prints it with the command's usage. */
export class UsageError extends OberonError {
    constructor(message) {
        super('E_USAGE', message);
    }
}
/** Parses `argv` against `spec`; unknown options raise {@link UsageError}. */
export function parseArgs(argv, spec) {
    const flags = new Set();
    const options = new Map();
    const positionals = [];
    const known = new Set(spec.flags ?? []);
    const valued = new Set(spec.options ?? []);
    for (let i = 0; i < argv.length; i++) {
        const arg = argv[i];
        if (arg === '-' || !arg.startsWith('-')) {
            positionals.push(arg);
            continue;
        }
        const eq = arg.indexOf('=');
        const name = eq >= 0 ? arg.slice(0, eq) : arg;
        if (known.has(name) && eq < 0) {
            flags.add(name);
        }
        else if (valued.has(name)) {
            const value = eq >= 0 ? arg.slice(eq + 1) : argv[++i];
            if (value === undefined)
                throw new UsageError(`option ${name} needs a value`);
            options.set(name, value);
        }
        else {
            throw new UsageError(`unknown option '${arg}'`);
        }
    }
    return { flags, options, positionals };
}
/**
 * Pulls every `--name value` / `--name=value` of the repeatable options `names` out of `argv` (parseArgs
 * keeps one value per option); returns the other arguments and the values by name.
 */
export function takeRepeated(argv, names) {
    const values = new Map(names.map((n) => [n, []]));
    const rest = [];
    for (let i = 0; i < argv.length; i++) {
        const arg = argv[i];
        const eq = arg.indexOf('=');
        const name = eq >= 0 ? arg.slice(0, eq) : arg;
        const list = values.get(name);
        if (!list) {
            rest.push(arg);
            continue;
        }
        const value = eq >= 0 ? arg.slice(eq + 1) : argv[++i];
        if (value === undefined)
            throw new UsageError(`option ${name} needs a value`);
        list.push(value);
    }
    return { rest, values };
}
//# sourceMappingURL=args.js.map