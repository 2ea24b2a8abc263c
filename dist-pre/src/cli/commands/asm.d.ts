/** Runs the command. */
export declare function run(argv: string[]): number;
