/**
 * A small, strict command-line option parser shared by the subcommands: known flags only, values
 * after `--name value` or `--name=value`, positional arguments kept in order, `-` as a positional.
 */
import { OberonError } from '../util/errors.js';
/** Raised for bad command-line usage; the CLI prints it with the command's usage. */
export declare class UsageError extends OberonError {
    constructor(message: string);
}
/** Option spec: flags take no value, options take one. */
export interface OptionSpec {
    readonly flags?: readonly string[];
    readonly options?: readonly string[];
}
/** Parsed arguments. */
export interface ParsedArgs {
    readonly flags: ReadonlySet<string>;
    readonly options: ReadonlyMap<string, string>;
    readonly positionals: readonly string[];
}
/** Parses `argv` against `spec`; unknown options raise {@link UsageError}. */
export declare function parseArgs(argv: readonly string[], spec: OptionSpec): ParsedArgs;
/**
 * Pulls every `--name value` / `--name=value` of the repeatable options `names` out of `argv` (parseArgs
 * keeps one value per option); returns the other arguments and the values by name.
 */
export declare function takeRepeated(argv: readonly string[], names: readonly string[]): {
    rest: string[];
    values: Map<string, string[]>;
};
