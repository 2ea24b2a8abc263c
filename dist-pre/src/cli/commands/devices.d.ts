/**
 * `oberon devices [--json]`: every Vulkan device with its target profile (a logical device is created
 * on each to derive it). Text output is a summary per device; `--json` prints the profiles as an array.
 */
/** Runs the command; returns the exit code. */
export declare function run(argv: string[]): Promise<number>;
