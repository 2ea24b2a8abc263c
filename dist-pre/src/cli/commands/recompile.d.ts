import { type RecompileRequest } from '../../recompiler/request.js';
/** Builds a request from the command-line options and a raw program file. */
export declare function requestFromArgs(options: ReadonlyMap<string, string>, file: string): RecompileRequest;
/** Runs the command. */
export declare function run(argv: string[]): number;
