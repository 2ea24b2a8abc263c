/** Runs the command; returns the exit code. */
export declare function run(argv: string[]): Promise<number>;
