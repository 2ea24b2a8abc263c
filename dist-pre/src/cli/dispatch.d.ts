import { type CommandEntry } from './command-table.js';
/** Exit code for bad usage or input. */
export declare const EXIT_USAGE = 2;
/** Exit code for an internal error (sysexits' EX_SOFTWARE). */
export declare const EXIT_BUG = 70;
/** Where the dispatcher writes help and error reports. */
export interface CliStreams {
    out(text: string): void;
    err(text: string): void;
}
/** `oberon --help`: every command with its summary. */
export declare function topLevelHelp(): string;
/** `oberon CMD --help`: the usage lines, the summary and the options. */
export declare function commandHelp(entry: CommandEntry): string;
/** Runs `oberon ...argv`; returns the exit code (never throws). */
export declare function runOberon(argv: readonly string[], streams?: CliStreams): Promise<number>;
