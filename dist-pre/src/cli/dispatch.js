/**
 * Runs one `oberon` invocation in process and returns its exit code: routes to the subcommand from
 * the command table, answers `--help`, `-h` and `help CMD` from that table, and reports what a
 * command throws. Exit codes: 0 success; 1 a command's own "found something" result (a fuzz
 * mismatch); 2 bad usage or input, every OberonError, reported as the single line
 * `oberon CMD: message`; 70 a bug in Oberon (InternalError or any other exception), with its stack.
 * The dispatcher's own output (help, errors) goes to a {@link CliStreams} that tests replace; the
 * commands write their results to the process's streams.
 */
import { InternalError, OberonError } from '../util/errors.js';
import { COMMANDS, findCommand } from './command-table.js';
/** Exit code for bad usage or input. */
export const EXIT_USAGE = 2;
/** Exit code for an internal error (sysexits' EX_SOFTWARE). */
export const EXIT_BUG = 70;
const HELP_FLAGS = new Set(['--help', '-h']);
const PROCESS_STREAMS = {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
};
/** `oberon --help`: every command with its summary. */
export function topLevelHelp() {
    const width = Math.max(...COMMANDS.map((c) => c.name.length));
    const lines = COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`);
    return [
        'usage: oberon <command> [options]',
        '',
        'commands:',
        ...lines,
        '',
        "'oberon help <command>' or 'oberon <command> --help' shows a command's options.",
        '',
    ].join('\n');
}
/** `oberon CMD --help`: the usage lines, the summary and the options. */
export function commandHelp(entry) {
    const [first, ...more] = entry.usage;
    const width = Math.max(...entry.options.map(([name]) => name.length));
    return [
        `usage: ${first}`,
        ...more.map((line) => (line.startsWith('oberon') ? `   or: ${line}` : `       ${line}`)),
        '',
        entry.summary,
        ...(entry.options.length > 0 ? ['', 'options:'] : []),
        ...entry.options.map(([name, text]) => `  ${name.padEnd(width)}  ${text}`),
        '',
    ].join('\n');
}
function usageError(streams, message) {
    streams.err(`oberon: ${message}\n`);
    return EXIT_USAGE;
}
/** Answers `oberon help [CMD]`. */
function help(streams, topic) {
    if (topic.length === 0) {
        streams.out(topLevelHelp());
        return 0;
    }
    const entry = topic.length === 1 ? findCommand(topic[0]) : undefined;
    if (!entry)
        return usageError(streams, `help: no command '${topic.join(' ')}' ('oberon --help' lists them)`);
    streams.out(commandHelp(entry));
    return 0;
}
/** Prints what `command` threw and returns the exit code for it. */
function reportError(streams, command, error) {
    if (error instanceof OberonError) {
        // The first line names the command; a multi-line message (a listing) keeps its lines, indented.
        streams.err(`oberon ${command}: ${error.message.replace(/\n/g, '\n  ')}\n`);
        return EXIT_USAGE;
    }
    if (error instanceof InternalError) {
        streams.err(`oberon ${command}: ${error.message}\n(this is a bug in Oberon; please report it)\n`);
        return EXIT_BUG;
    }
    const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
    streams.err(`oberon ${command}: ${text}\n(this is a bug in Oberon; please report it)\n`);
    return EXIT_BUG;
}
/** Runs `oberon ...argv`; returns the exit code (never throws). */
export async function runOberon(argv, streams = PROCESS_STREAMS) {
    const [name, ...rest] = argv;
    if (name === undefined)
        return usageError(streams, "no command ('oberon --help' lists them)");
    if (HELP_FLAGS.has(name))
        return help(streams, []);
    if (name === 'help')
        return help(streams, rest);
    const entry = findCommand(name);
    if (!entry)
        return usageError(streams, `unknown command '${name}' ('oberon --help' lists them)`);
    // Before the command parses anything: `inspect --help` must not open a file called --help.
    if (rest.some((arg) => HELP_FLAGS.has(arg))) {
        streams.out(commandHelp(entry));
        return 0;
    }
    try {
        const module = await entry.load();
        return await module.run(rest);
    }
    catch (error) {
        return reportError(streams, name, error);
    }
}
//# sourceMappingURL=dispatch.js.map