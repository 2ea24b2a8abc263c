import { OberonError } from '../util/errors.js';
/** A file the user named cannot be read or written, or holds nothing usable. */
export declare class FileError extends OberonError {
    readonly path: string;
    constructor(path: string, reason: string);
}
/**
 * Runs `action` on `path`, turning a file-system error Node raises for it into a {@link FileError}
 * (other errors pass through: they are not the path's fault). `writing` words a missing path as
 * the missing directory it is for an output.
 */
export declare function withFile<T>(path: string, action: () => T, writing?: boolean): T;
/** Checks `path` names a readable, non-empty regular file (for readers that open files themselves). */
export declare function checkInputFile(path: string): void;
/** The bytes of input `path` (`-`: stdin); an empty input is refused, since no command has use for one. */
export declare function readInput(path: string): Buffer;
/** Input `path` as UTF-8 text, refused when empty. */
export declare function readInputText(path: string): string;
/** Input `path` parsed as JSON; text that is not JSON is a {@link FileError} quoting the parser. */
export declare function readInputJson(path: string): unknown;
/** Writes output `path`, creating or truncating it. */
export declare function writeOutput(path: string, data: string | Uint8Array): void;
