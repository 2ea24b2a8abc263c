/** What a command module exports: `run` returns the exit code, or throws (the dispatcher reports). */
export interface CommandModule {
    run(argv: string[]): Promise<number> | number;
}
/** One subcommand. */
export interface CommandEntry {
    readonly name: string;
    /** Synopsis lines, each starting `oberon NAME`. */
    readonly usage: readonly string[];
    readonly summary: string;
    /** Options and arguments with what they mean, limits and defaults: [name, description]. */
    readonly options: readonly (readonly [string, string])[];
    /** Imported only when the command runs, since commands pull in heavy layers (Vulkan, koffi). */
    readonly load: () => Promise<CommandModule>;
}
/** Every subcommand, in the order `oberon --help` lists them. */
export declare const COMMANDS: readonly CommandEntry[];
/** The command called `name`, if there is one. */
export declare function findCommand(name: string): CommandEntry | undefined;
