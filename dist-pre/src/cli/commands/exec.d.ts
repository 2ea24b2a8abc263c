import { GuestMemory } from '../../reference/memory.js';
declare const FORMATS: readonly ["hex", "u32", "i32", "f32"];
type Format = (typeof FORMATS)[number];
/** Lines of a printed dump: `0xADDR: w0 w1 ... w7`. */
export declare function dumpLines(memory: GuestMemory, address: number, size: number, format?: Format): string[];
/** Runs the command: synchronously in the executor, asynchronously on a device. */
export declare function run(argv: string[]): number | Promise<number>;
export {};
