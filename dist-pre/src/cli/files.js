/**
 * Every file the `oberon` commands read or write goes through here, so that a missing file, a
 * directory, an empty input or an unwritable output is a {@link FileError} (exit 2, one line naming
 * the path and the reason) rather than a Node stack trace. `-` names stdin for inputs.
 */
import { closeSync, openSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { OberonError } from '../util/errors.js';
/** A file the user named cannot be read or written, or holds nothing usable. */
export class FileError extends OberonError {
    path;
    constructor(path, reason) {
        super('E_FILE', `${path}: ${reason}`);
        this.path = path;
    }
}
/** Node's reasons, in words, for the errno codes a user's path can cause. */
const REASONS = {
    ENOENT: 'no such file',
    ENOTDIR: 'a part of the path is not a directory',
    EISDIR: 'is a directory',
    EACCES: 'permission denied',
    EPERM: 'permission denied',
    EROFS: 'read-only file system',
    ENOSPC: 'no space left on the device',
    EEXIST: 'already exists',
    ELOOP: 'too many symbolic links',
    ENAMETOOLONG: 'name too long',
    EMFILE: 'too many open files',
    EFBIG: 'file too large',
};
function errnoCode(error) {
    const code = error?.code;
    return error instanceof Error && typeof code === 'string' ? code : undefined;
}
/**
 * Runs `action` on `path`, turning a file-system error Node raises for it into a {@link FileError}
 * (other errors pass through: they are not the path's fault). `writing` words a missing path as
 * the missing directory it is for an output.
 */
export function withFile(path, action, writing = false) {
    try {
        return action();
    }
    catch (error) {
        const code = errnoCode(error);
        const missing = code === 'ENOENT' && writing ? 'its directory does not exist' : undefined;
        const reason = missing ?? (code === undefined ? undefined : REASONS[code]);
        if (reason !== undefined)
            throw new FileError(path, reason);
        throw error;
    }
}
/** Checks `path` names a readable, non-empty regular file (for readers that open files themselves). */
export function checkInputFile(path) {
    const stat = withFile(path, () => statSync(path));
    if (stat.isDirectory())
        throw new FileError(path, 'is a directory');
    if (!stat.isFile())
        throw new FileError(path, 'is not a regular file');
    withFile(path, () => closeSync(openSync(path, 'r')));
    if (stat.size === 0)
        throw new FileError(path, 'is empty');
}
/** The bytes of input `path` (`-`: stdin); an empty input is refused, since no command has use for one. */
export function readInput(path) {
    const bytes = withFile(path, () => readFileSync(path === '-' ? 0 : path));
    if (bytes.length === 0)
        throw new FileError(path === '-' ? 'stdin' : path, 'is empty');
    return bytes;
}
/** Input `path` as UTF-8 text, refused when empty. */
export function readInputText(path) {
    return readInput(path).toString('utf8');
}
/** Input `path` parsed as JSON; text that is not JSON is a {@link FileError} quoting the parser. */
export function readInputJson(path) {
    const text = readInputText(path);
    try {
        return JSON.parse(text);
    }
    catch (error) {
        throw new FileError(path, `is not JSON (${error instanceof Error ? error.message : String(error)})`);
    }
}
/** Writes output `path`, creating or truncating it. */
export function writeOutput(path, data) {
    withFile(path, () => writeFileSync(path, data), true);
}
//# sourceMappingURL=files.js.map